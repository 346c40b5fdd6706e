"""What every importer shares: the result and problem types, and reading the upload as text."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from typing import IO, Generic, TypeVar

import msgspec

RowT = TypeVar("RowT")
# A cube file names at most this many cards (a line, or the copies a count asks for): cubes hold
# hundreds, and each card becomes a catalogue look-up and a row.
MAX_CARDS = 20_000
# The longest line of a line-oriented cube file (a text list, a Draftmancer list, a CSV): a card
# line is a count, a name of at most 200 characters and a printing, a CubeCobra CSV line some 300
# to 3,000 characters. A longer one is refused at the reader, before it is split or matched (an
# upload of one 19 MB line took 30-57 s of the server to refuse, once walked).
MAX_LINE_LENGTH = 10_000

# A name resolver: the canonical name (str), True to keep the name as written, or None/False
# when the catalogue does not know it (the line then becomes a LineProblem).
Resolver = Callable[[str], "str | bool | None"]


# The saga cube's modules a card may belong to (a "core" or "occasional" tag or slot).
MODULES = ("core", "occasional")


class ImportFailed(Exception):
    """The whole import fails (empty file, not UTF-8, a CSV header without a name column...)."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class LineProblem(msgspec.Struct, frozen=True):
    """One line that could not be used and was skipped. `line` is 1-based; for JSON it is the
    item's position in the list (or in the id-keyed object)."""

    line: int
    text: str
    reason: str


class ImportResult(msgspec.Struct, Generic[RowT]):
    """The usable rows, the lines skipped with a reason, the format read, counts of items left
    out on purpose (tokens, duplicate printings...) by reason, and notes on what the format holds
    that a cube does not keep."""

    rows: list[RowT]
    problems: list[LineProblem]
    format: str
    skipped: dict[str, int] = {}
    notes: list[str] = []


def read_text(source: bytes | str | IO[str] | IO[bytes]) -> str:
    """The upload as text: UTF-8 (a BOM is dropped). Raises ImportFailed when it is empty or
    not UTF-8, naming the line of the first bad byte."""
    data = source if isinstance(source, bytes | str) else source.read()
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as error:
            line = data.count(b"\n", 0, error.start) + 1
            raise ImportFailed(
                f"the file is not UTF-8 text: byte 0x{data[error.start]:02x} at line {line} "
                "(save it as UTF-8 and try again)"
            ) from None
    data = data.removeprefix("\ufeff")
    if not data.strip():
        raise ImportFailed("the file is empty")
    if "\x00" in data:
        line = data.count("\n", 0, data.index("\x00")) + 1
        raise ImportFailed(f"line {line} holds a NUL character: this is not a text file")
    return data


def read_lines(text: str, *, ends: bool = False) -> Iterator[str]:
    """The lines of `text`: as str.splitlines() gives them, or (`ends`) as a file reads them,
    their ends kept (for the csv module). Read at most MAX_LINE_LENGTH + 2 characters at a time,
    so that a longer line raises ImportFailed, naming it, before it is read whole."""
    stream = io.StringIO(text, newline="")
    number = 0
    while chunk := stream.readline(MAX_LINE_LENGTH + 2):
        if len(chunk.rstrip("\r\n")) > MAX_LINE_LENGTH:
            raise ImportFailed(
                f"line {number + 1} is longer than {MAX_LINE_LENGTH:,} characters, the most a line of a cube file holds"
            )
        pieces = [chunk] if ends else chunk.splitlines()
        number += len(pieces)
        yield from pieces


def too_many_cards(cards: int, most: int = MAX_CARDS) -> ImportFailed | None:
    if cards <= most:
        return None
    return ImportFailed(f"the file names more than {most:,} cards; a cube import takes at most that many")


def excerpt(text: str, size: int = 200) -> str:
    """At most `size` characters of a line quoted back in an answer."""
    return text if len(text) <= size else f"{text[:size]}... ({len(text):,} characters)"


def apply_resolver(name: str, resolve: Resolver | None) -> str | None:
    """The name to keep, or None when `resolve` does not know it."""
    if resolve is None:
        return name
    found = resolve(name)
    if isinstance(found, str):
        return found or None
    return name if found else None

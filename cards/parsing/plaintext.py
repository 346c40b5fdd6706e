"""Plain-text card lists: CubeCobra's text download, Arena/MTGO-style lists, hand-written lists.

One card a line, in any of these forms:
    Lightning Bolt            4 Plains            4x Plains
    Plains [M20] 261          4 Plains [M20] 261  1 Plains (M20)      1 Plains (M20) 261 *F*
Section headers switch the board: "# mainboard", "# maybeboard" (any case), and the deck-list
style "Mainboard", "Deck", "Maybeboard" or "Sideboard" with an optional colon; a cube has no
sideboard, so a sideboard is read as the maybeboard. Blank lines, lines starting with "//" and
other "#" lines are comments. A name starting with digits reads as a count ("1996 World
Champion"), and a count above MAX_COUNT is reported instead of taken.
"""

from __future__ import annotations

import re
from typing import IO

import msgspec

from cards.parsing.common import (
    ImportFailed,
    ImportResult,
    LineProblem,
    Resolver,
    apply_resolver,
    excerpt,
    read_lines,
    read_text,
    too_many_cards,
)
from cards.parsing.facts import normalise_name, too_long, unstorable

FORMAT = "text"
MAX_COUNT = 100

_LINE = re.compile(
    r"""^(?:(?P<count>[0-9]+)\s*[xX]?\s+)?
    (?P<name>.+?)
    (?:\s+[\[(](?P<set>[A-Za-z0-9]{2,6})[\])](?:\s+(?P<number>[^\s*]+))?)?
    (?:\s+\*[A-Z]+\*)?$""",
    re.VERBOSE,
)
_HASH_SECTIONS = {"mainboard": "mainboard", "main": "mainboard", "maybeboard": "maybeboard",
                  "maybe": "maybeboard", "sideboard": "maybeboard", "side": "maybeboard"}  # fmt: skip
_BARE_SECTIONS = {"mainboard": "mainboard", "deck": "mainboard", "maybeboard": "maybeboard",
                  "sideboard": "maybeboard"}  # fmt: skip


class TextRow(msgspec.Struct, kw_only=True):
    """A card line of a list (also of a Cockatrice deck and a Draftmancer cube, whose sections
    give a module or tags)."""

    line: int
    name: str
    count: int = 1
    set_code: str = ""
    collector_number: str = ""
    board: str = "mainboard"
    module: str | None = None
    tags: list[str] = []


def parse_plain_text(
    source: bytes | str | IO[str] | IO[bytes], *, resolve: Resolver | None = None
) -> ImportResult[TextRow]:
    """The card lines of a text list, each with its board. With `resolve` (see common.Resolver),
    a name the catalogue does not know becomes a LineProblem naming its line; without it every
    name is kept as written (normalised) for the caller to check.

    Raises ImportFailed for an empty or non-UTF-8 file, one without a single card line, or one
    naming more than MAX_CARDS cards."""
    text = read_text(source)
    if text.lstrip().startswith("<"):
        raise ImportFailed("line 1: this is XML, not a list of names: import a Cockatrice deck as cockatrice")
    rows: list[TextRow] = []
    problems: list[LineProblem] = []
    board = "mainboard"
    cards = 0
    for number, raw in enumerate(read_lines(text), start=1):
        line = raw.strip()
        section = _section(line)
        if section:
            board = section
        elif line and not line.startswith(("//", "#")):
            row_or_reason = card_line(number, line, board, resolve)
            if isinstance(row_or_reason, TextRow):
                rows.append(row_or_reason)
                cards += row_or_reason.count
            else:
                problems.append(LineProblem(number, excerpt(raw), row_or_reason))
                cards += 1
            if failure := too_many_cards(cards):
                raise failure
    if not rows and not problems:
        raise ImportFailed("the file has no card lines (only comments and headers)")
    return ImportResult(rows=rows, problems=problems, format=FORMAT)


def _section(text: str) -> str | None:
    """The board a header line switches to, or None when the line is not a header."""
    if text.startswith("#"):
        return _HASH_SECTIONS.get(text.lstrip("#").strip().rstrip(":").strip().lower())
    return _BARE_SECTIONS.get(text.rstrip(":").strip().lower())


def card_line(number: int, text: str, board: str, resolve: Resolver | None) -> TextRow | str:
    """The row of a card line ("4x Name (SET) 12"), or the reason it cannot be used."""
    match = _LINE.match(" ".join(text.split()))  # single spaces: the pattern is quadratic in a run of them
    assert match is not None  # the name part takes any text
    digits = match["count"] or "1"
    significant = digits.lstrip("0") or "0"  # Python refuses to read an integer of 4,300 digits
    count = int(significant) if len(significant) <= len(str(MAX_COUNT)) else MAX_COUNT + 1
    if not 1 <= count <= MAX_COUNT:
        return f"count {excerpt(digits, 20)} is not between 1 and {MAX_COUNT}"
    if refused := too_long({"name": match["name"]}):  # before the name is walked
        return refused[1]
    written = normalise_name(match["name"])
    name = apply_resolver(written, resolve)
    if name is None:
        return f"unknown card {excerpt(written, 60)!r}"
    row = TextRow(
        line=number,
        name=name,
        count=count,
        set_code=(match["set"] or "").lower(),
        collector_number=match["number"] or "",
        board=board,
    )
    reason = unstorable(row)
    return f"{excerpt(name, 60)!r}: {reason}" if reason else row

"""Bounds on hostile JSON, checked before or while it is parsed (no Django here: the importers
use it too). A document nested deeper than MAX_JSON_DEPTH is refused by a streaming scan before
any parser builds it (Python's parsers recurse, and 100,000 levels kill a worker); numbers must
be finite and fit a signed 64-bit integer, the widest column any of them reaches."""

from __future__ import annotations

import codecs
import json
import math
import re
from typing import Any

import msgspec

# Game exports, the deepest documents the API takes, measure 5 to 8 levels (printed by
# tests/reliability/test_fuzz_bodies.py); a Scryfall card 5.
MAX_JSON_DEPTH = 32
MAX_JSON_INTEGER = 2**63 - 1

# The rest of a string: up to its closing quote (group 1), else up to the chunk's end or a lone
# backslash at the end. Possessive and never retried inside a string, so a scan is linear; a run
# of plain bytes is one repeat (5x faster than a byte at a time: 0.05 s for a 15 MB string).
_STRING_REST = re.compile(rb'(?:[^"\\]++|\\.)*+(")?', re.DOTALL)
_STRING = re.compile(rb'"(?:[^"\\]++|\\.)*+(")?', re.DOTALL)
_NOT_BRACKETS = bytes(byte for byte in range(256) if byte not in b"[]{}")
_OPENING = frozenset(b"[{")


class InputRefused(ValueError):
    """A document outside the bounds; `code` is the machine code of the 4xx it becomes."""

    def __init__(self, code: str, message: str, field: str | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.field = field  # where in the document: "seats[1]", "settings.starting_gold"


class DepthGuard:
    """Follows a JSON text chunk by chunk (bytes, any split) and raises InputRefused as soon as
    it nests deeper than `limit`, or (with `longest_string`) holds a string of more bytes than
    that, before a streaming parser builds it. It only tracks strings and brackets: malformed
    JSON is left for the parser to report."""

    def __init__(self, limit: int = MAX_JSON_DEPTH, longest_string: int | None = None):
        self.limit = limit
        self.longest_string = longest_string
        self.string_bytes = 0  # of the string the last chunk ended in
        self.depth = 0
        self.bytes_seen = 0
        self.members = 0  # the colons outside strings: in JSON, one per member of an object
        self._in_string = False
        self._escaped = False  # the previous chunk ended inside a string on an odd backslash

    def feed(self, chunk: bytes) -> None:
        if not chunk:
            return
        self.bytes_seen += len(chunk)
        position = 0
        if self._in_string:
            if self._escaped:
                position, self._escaped = 1, False
            rest = _STRING_REST.match(chunk, position)
            self._measure(self.string_bytes + rest.end())
            if rest[1] is None:  # the string goes on in the next chunk
                self._escaped = rest.end() < len(chunk)
                self.string_bytes += len(chunk)
                return
            position, self._in_string = rest.end(), False
        if self.longest_string is None:  # no string measured: the text between strings, cut out in C
            pieces = _STRING.split(chunk[position:] if position else chunk)
            if len(pieces) == 1 or pieces[-2] is not None:  # else a string goes on in the next chunk
                self._syntax(b"".join(pieces[0::2]))
                return
        outside = []
        for string in _STRING.finditer(chunk, position):
            outside.append(chunk[position : string.start()])
            position = string.end()
            self._measure(string.end() - string.start())
            if string[1] is None:  # the string goes on in the next chunk
                self._in_string, self._escaped = True, position < len(chunk)
                self.string_bytes = len(chunk) - string.start()
                position = len(chunk)
        outside.append(chunk[position:])
        self._syntax(b"".join(outside))

    def _syntax(self, syntax: bytes) -> None:
        """What lies outside strings: its colons and brackets."""
        self.members += syntax.count(b":")
        self._count(syntax.translate(None, _NOT_BRACKETS))

    def _measure(self, string_bytes: int) -> None:
        if self.longest_string is not None and string_bytes > self.longest_string:
            raise InputRefused(
                "too_long",
                f"the JSON holds a text of more than {self.longest_string:,} bytes "
                f"(within its first {self.bytes_seen:,} bytes)",
            )

    def _count(self, brackets: bytes) -> None:
        depth = self.depth
        for bracket in brackets:
            if bracket in _OPENING:
                depth += 1
                if depth > self.limit:
                    raise InputRefused(
                        "too_deep",
                        f"the JSON is nested more than {self.limit} levels deep "
                        f"(within its first {self.bytes_seen} bytes)",
                    )
            elif depth:
                depth -= 1
        self.depth = depth


def check_depth(data: bytes, limit: int = MAX_JSON_DEPTH) -> DepthGuard:
    guard = DepthGuard(limit)
    guard.feed(data)
    return guard


def loads(data: bytes | str) -> Any:
    """A JSON document within the bounds, parsed: InputRefused for one too deep, a number that is
    not finite (1e400) or an integer beyond 64 bits, or a string holding a NUL character (no
    PostgreSQL text column takes one) or a lone surrogate (no UTF-8 column takes one), naming
    where it is; ValueError for malformed JSON (NaN and Infinity included). A key twice in one
    object is refused too: parsers differ on which one counts (the first, the last), so a proxy or
    a client library could read another command than the one played."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    guard = check_depth(raw)
    try:
        value = msgspec.json.decode(raw)
    except (msgspec.ValidationError, msgspec.DecodeError) as error:
        _explain(raw)  # msgspec says "Input data was truncated" for "\ud800", and names no field
        if isinstance(error, msgspec.ValidationError):  # its only one for untyped JSON: a number out of range
            if str(error).startswith("Integer"):
                raise InputRefused(
                    "out_of_range",
                    f"an integer of over 4,300 digits is beyond what a 64-bit integer holds "
                    f"(at most {MAX_JSON_INTEGER} either way)",
                ) from None
            raise InputRefused("not_finite", "a number is too large to be finite") from None
        raise ValueError(_malformed(raw, str(error))) from None
    if check_values(value) != guard.members:  # a member parsed over another
        _refuse_duplicate_key(raw)
    return value


_AT_BYTE = re.compile(r"\(byte (\d+)\)")
_NOT_FINITE = (b"NaN", b"Infinity", b"-Infinity")


def _malformed(raw: bytes, problem: str) -> str:
    """msgspec's words for malformed JSON, said in a reader's where they are not: nothing sent
    ("Input data was truncated"), a byte-order mark, or NaN and Infinity ("invalid character")."""
    if not raw.strip():
        return "it is empty"
    if raw.startswith(codecs.BOM_UTF8):
        return "it starts with a byte-order mark (U+FEFF): send UTF-8 without one"
    if (found := _AT_BYTE.search(problem)) and raw[int(found[1]) :].startswith(_NOT_FINITE):
        return (
            f"it holds a number that is not finite (NaN or Infinity, byte {found[1]}), which JSON has no way to write"
        )
    return problem


class _Members(list):
    """An object's members as written, duplicates kept (json's object_pairs_hook)."""


def _refuse_duplicate_key(raw: bytes) -> None:
    """InputRefused naming the first key written twice in one object, and where (a refusal's only walk)."""
    pending: list[tuple[str, Any]] = [("", json.loads(raw, object_pairs_hook=_Members))]
    while pending:
        where, item = pending.pop()
        if isinstance(item, _Members):
            seen = set()
            for key, _ in item:
                if key in seen:
                    place = f"the object at {where}" if where else "the document"
                    raise InputRefused(
                        "duplicate_key",
                        f"{place} names the key {json.dumps(_excerpt(key))} twice: send each key once",
                        where or None,
                    )
                seen.add(key)
            steps = [(f"{where}.{_excerpt(key)}" if where else _excerpt(key), entry) for key, entry in item]
            pending.extend(reversed(steps))
        elif isinstance(item, list):
            pending.extend(reversed([(f"{where}[{index}]", entry) for index, entry in enumerate(item)]))


def _explain(raw: bytes) -> None:
    """InputRefused naming where the problem is, when Python's own parser (which keeps lone
    surrogates and reads 1e400 as infinity) reads what msgspec refused; nothing otherwise. Only
    on a refusal, and the depth is bounded already."""
    try:
        value = json.loads(raw, parse_constant=_not_json, parse_int=_whole_number)
    except (ValueError, RecursionError):
        return
    _refuse_at(value, surrogates=True)


def _not_json(constant: str) -> None:
    raise ValueError(f"{constant} is not JSON")


class _Beyond:
    """A whole number too long for int() (over 4,300 digits), as its number of digits."""

    def __init__(self, digits: int):
        self.digits = digits


def _whole_number(text: str) -> int | _Beyond:
    digits = len(text.lstrip("-"))
    return int(text) if digits <= 100 else _Beyond(digits)


def check_values(value: Any) -> int:
    """InputRefused for an integer beyond 64 bits, a float that is not finite or a string with
    a NUL character anywhere in a parsed document (the depth is bounded already), naming where.
    Returns how many members its objects hold."""
    pending = [value]
    members = 0
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            if "\x00" in item:
                _refuse_at(value)
        elif isinstance(item, dict):
            members += len(item)
            pending.extend(item)
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, int):
            if abs(item) > MAX_JSON_INTEGER:
                _refuse_at(value)
        elif isinstance(item, float) and not math.isfinite(item):
            _refuse_at(value)
    return members


def _refuse_at(value: Any, surrogates: bool = False) -> None:
    """Raises InputRefused for the first value out of bounds, in document order, with its path
    ("cube", "seats[1]", "settings.starting_gold"); the walk that finds it is a refusal's only."""
    pending: list[tuple[str, Any]] = [("", value)]
    while pending:
        where, item = pending.pop()
        place = where or "the document"
        if isinstance(item, str):
            if problem := _text_problem(item, surrogates):
                raise InputRefused("invalid_text", f"{place} holds {problem}", where or None)
        elif isinstance(item, dict):
            for key in item:
                if problem := _text_problem(key, surrogates):
                    raise InputRefused("invalid_text", f"a key of {place} holds {problem}", where or None)
            steps = [(f"{where}.{_excerpt(key)}" if where else _excerpt(key), entry) for key, entry in item.items()]
            pending.extend(reversed(steps))
        elif isinstance(item, list):
            pending.extend(reversed([(f"{where}[{index}]", entry) for index, entry in enumerate(item)]))
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, int):
            if abs(item) > MAX_JSON_INTEGER:
                raise InputRefused("out_of_range", _beyond_64_bits(place, _digits(item)), where or None)
        elif isinstance(item, float) and not math.isfinite(item):
            raise InputRefused("not_finite", f"{place} is a number too large to be finite", where or None)
        elif isinstance(item, _Beyond):
            raise InputRefused("out_of_range", _beyond_64_bits(place, item.digits), where or None)


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _text_problem(text: str, surrogates: bool) -> str:
    if "\x00" in text:
        return "a NUL character (\\u0000), which no text may hold"
    if surrogates and (found := _LONE_SURROGATE.search(text)):
        return (
            f"a lone surrogate (\\u{ord(found[0]):04x}, half of a UTF-16 pair), which is no character: "
            "send valid Unicode text"
        )
    return ""


def _beyond_64_bits(place: str, digits: int) -> str:
    return (
        f"{place} is an integer of {digits} digits, beyond what a 64-bit integer holds "
        f"(at most {MAX_JSON_INTEGER} either way)"
    )


def _digits(number: int) -> int:
    """Digits of a whole number of any size (str() refuses one over 4,300 digits)."""
    bits = abs(number).bit_length()
    estimate = max(1, int(bits * 0.30103))
    return estimate + (abs(number) >= 10**estimate)


def _excerpt(text: str, size: int = 24) -> str:
    return text if len(text) <= size else f"{text[:size]}... ({len(text)} characters)"

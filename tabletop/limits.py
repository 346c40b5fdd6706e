"""Bounds on hostile JSON, checked before or while it is parsed (no Django here: the importers
use it too). A document nested deeper than MAX_JSON_DEPTH is refused by a streaming scan before
any parser builds it (Python's parsers recurse, and 100,000 levels kill a worker); numbers must
be finite and fit a signed 64-bit integer, the widest column any of them reaches."""

from __future__ import annotations

import math
import re
from typing import Any

import msgspec

# Game exports, the deepest documents the API takes, measure 5 to 8 levels (printed by
# tests/reliability/test_fuzz_bodies.py); a Scryfall card 5.
MAX_JSON_DEPTH = 32
MAX_JSON_INTEGER = 2**63 - 1

# The rest of a string: up to its closing quote (group 1), else up to the chunk's end or a lone
# backslash at the end. Possessive and never retried inside a string, so a scan is linear.
_STRING_REST = re.compile(rb'(?:[^"\\]|\\.)*+(")?', re.DOTALL)
_STRING = re.compile(rb'"(?:[^"\\]|\\.)*+(")?', re.DOTALL)
_NOT_BRACKETS = bytes(byte for byte in range(256) if byte not in b"[]{}")
_OPENING = frozenset(b"[{")


class InputRefused(ValueError):
    """A document outside the bounds; `code` is the machine code of the 4xx it becomes."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


class DepthGuard:
    """Follows a JSON text chunk by chunk (bytes, any split) and raises InputRefused as soon as
    it nests deeper than `limit`. It only tracks strings and brackets: malformed JSON is left for
    the parser to report."""

    def __init__(self, limit: int = MAX_JSON_DEPTH):
        self.limit = limit
        self.depth = 0
        self.bytes_seen = 0
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
            if rest[1] is None:  # the string goes on in the next chunk
                self._escaped = rest.end() < len(chunk)
                return
            position, self._in_string = rest.end(), False
        outside = []
        for string in _STRING.finditer(chunk, position):
            outside.append(chunk[position : string.start()])
            position = string.end()
            if string[1] is None:  # the string goes on in the next chunk
                self._in_string, self._escaped = True, position < len(chunk)
                position = len(chunk)
        outside.append(chunk[position:])
        self._count(b"".join(outside).translate(None, _NOT_BRACKETS))

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


def check_depth(data: bytes, limit: int = MAX_JSON_DEPTH) -> None:
    DepthGuard(limit).feed(data)


def loads(data: bytes | str) -> Any:
    """A JSON document within the bounds, parsed: InputRefused for one too deep, a number that is
    not finite (1e400) or an integer beyond 64 bits, or a string holding a NUL character (no
    PostgreSQL text column takes one); ValueError for malformed JSON (NaN and Infinity included,
    and lone surrogates, which no UTF-8 column takes)."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    check_depth(raw)
    try:
        value = msgspec.json.decode(raw)
    except msgspec.ValidationError:  # msgspec's only one for untyped JSON: a number out of range
        raise InputRefused("not_finite", "a number is too large to be finite") from None
    except msgspec.DecodeError as error:
        raise ValueError(str(error)) from None
    check_values(value)
    return value


def check_values(value: Any) -> None:
    """InputRefused for an integer beyond 64 bits, a float that is not finite or a string with
    a NUL character anywhere in a parsed document (the depth is bounded already)."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            if "\x00" in item:
                raise InputRefused("invalid_text", f"the text {_excerpt(item)!r} holds a NUL character")
        elif isinstance(item, dict):
            pending.extend(item)
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, int):
            if abs(item) > MAX_JSON_INTEGER:
                raise InputRefused(
                    "out_of_range",
                    f"an integer of {len(str(abs(item)))} digits is beyond what a 64-bit integer holds "
                    f"(at most {MAX_JSON_INTEGER} either way)",
                )
        elif isinstance(item, float) and not math.isfinite(item):
            raise InputRefused("not_finite", f"the number {item} is not finite")


def _excerpt(text: str, size: int = 24) -> str:
    return text if len(text) <= size else f"{text[:size]}... ({len(text)} characters)"

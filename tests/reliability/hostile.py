"""Hostile values for the fuzz tests: JSON text that json.dumps would never write (1e400, NaN,
integers beyond 64 bits, lone surrogates, nesting far past the limit), texts longer than any
column or than the csv module's cell, and NUL."""

import re

from hypothesis import strategies as st

NAMES = st.sampled_from(["Lightning Bolt", "Grizzly Bears", "Fire // Ice", "Lim-Dûl's Vault", "Æther Vial",
                         "Bonecrusher Giant // Stomp", "Island", ""])  # fmt: skip
NUMBERS = st.sampled_from([
    "nan", "NaN", "inf", "-inf", "Infinity", "1e400", "-1e400", "1e308", "1.7976931348623157e309", "-1", "0",
    "2.5", "3", "1000001", "2147483648", "32768", "9223372036854775808", "1" + "0" * 400, "0x10", "1_000",
])  # fmt: skip
LONG = st.builds(lambda char, size: char * size, st.sampled_from(["x", "é", '"', ",", "\n", "\x00", "💰", " "]),
                 st.sampled_from([37, 41, 81, 121, 201, 301, 5_000, 140_000]))  # fmt: skip
CELLS = st.one_of(
    NAMES,
    NUMBERS,
    LONG,
    st.text(max_size=24),
    st.sampled_from(["W", "UR", "X", "true", "maybe", "Multicolored", "core;occasional"]),
)


class Raw(str):
    """JSON text taken as it is (1e400, NaN...), where json.dumps would refuse or rewrite it."""


def dump(value) -> str:
    """JSON text of `value`, with Raw parts as they are and lone surrogates escaped."""
    if isinstance(value, Raw):
        return value
    if isinstance(value, dict):
        return "{" + ",".join(f"{dump(str(key))}:{dump(item)}" for key, item in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(dump(item) for item in value) + "]"
    if isinstance(value, str):
        return '"' + _TO_ESCAPE.sub(_escape, value) + '"'
    if isinstance(value, bool) or value is None:
        return {True: "true", False: "false", None: "null"}[value]
    return repr(value)


_TO_ESCAPE = re.compile(r'["\\\x00-\x1f\ud800-\udfff]')  # a quote, a backslash, a control, a surrogate


def _escape(match: re.Match) -> str:
    char = match.group()
    return "\\" + char if char in '"\\' else f"\\u{ord(char):04x}"


def nested(levels: int, leaf) -> Raw:
    return Raw("[" * levels + dump(leaf) + "]" * levels)


JSON_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    NUMBERS.map(Raw),
    CELLS,
    st.floats(allow_nan=False, allow_infinity=False),
    st.just(Raw('"\\ud800"')),
)
JSON_VALUES = st.recursive(JSON_SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
    st.sampled_from(["name", "type", "type_line", "cmc", "amount", "seat", "cards", "x"]) | CELLS, inner,
    max_size=3), max_leaves=8)  # fmt: skip
DEEP = st.builds(nested, st.sampled_from([20, 31, 33, 200, 50_000, 100_000]), JSON_SCALARS)
HOSTILE = st.one_of(JSON_VALUES, DEEP)

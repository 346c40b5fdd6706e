"""tabletop.rules.limits: the depth of any JSON text, however it is split into chunks, is followed
exactly; documents within the bounds parse as the json module parses them; everything beyond
them (too deep, not finite, over 64 bits, NUL) is refused with a code, before any recursion."""

import json
import math
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.rules import limits

# 500 a test, whatever the profile: its documents are cheap to make but some are 100,000 levels deep
EXAMPLES = settings(max_examples=500)

# Text that stresses the string tracking: quotes, escapes and brackets inside strings.
TRICKY_TEXT = st.text(
    alphabet=st.sampled_from('"\\[]{}/ab\u00e9\u2028\U0001f4b0')
    | st.characters(exclude_categories=("Cs",), exclude_characters="\x00"),
    max_size=12,
)
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-limits.MAX_JSON_INTEGER, limits.MAX_JSON_INTEGER)
    | st.floats(allow_nan=False, allow_infinity=False)
    | TRICKY_TEXT
)
VALUES = st.recursive(
    SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TRICKY_TEXT, inner, max_size=4), max_leaves=30
)


def depth_of(value) -> int:
    if isinstance(value, dict):
        return 1 + max(map(depth_of, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(depth_of, value), default=0)
    return 0


def strings_in(value) -> list[str]:
    if isinstance(value, dict):
        return [*value, *(text for item in value.values() for text in strings_in(item))]
    if isinstance(value, list):
        return [text for item in value for text in strings_in(item)]
    return [value] if isinstance(value, str) else []


def chunked(data: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({cut % (len(data) + 1) for cut in cuts})
    return [data[start:end] for start, end in zip([0, *points], [*points, len(data)], strict=True)]


@EXAMPLES
@given(
    value=VALUES, cuts=st.lists(st.integers(0, 10_000), max_size=8), limit=st.integers(0, 6), ascii_only=st.booleans()
)
def test_the_guard_follows_the_depth_of_any_json_split_anywhere(value, cuts, limit, ascii_only):
    data = json.dumps(value, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass")
    guard = limits.DepthGuard(limit)
    if depth_of(value) > limit:
        with pytest.raises(limits.InputRefused) as refused:
            for chunk in chunked(data, cuts):
                guard.feed(chunk)
        assert refused.value.code == "too_deep" and f"more than {limit} levels" in refused.value.message
    else:
        measuring = limits.DepthGuard(limit, longest_string=len(data))  # each string measured: its own scan
        for chunk in chunked(data, cuts):
            guard.feed(chunk)
            measuring.feed(chunk)
            assert (guard.depth, guard.members) == (measuring.depth, measuring.members)
        assert guard.depth == 0
        assert guard.members == data.count(b":") - sum(text.count(":") for text in strings_in(value))


@EXAMPLES
@given(value=VALUES)
def test_a_document_within_the_bounds_parses_as_the_json_module_parses_it(value):
    data = json.dumps(value)
    assert limits.loads(data) == json.loads(data) == limits.loads(data.encode())


# (an opening, its closing, the levels it opens): brackets inside strings open nothing
OPENERS = st.sampled_from([("[", "]", 1), ('{"k":', "}", 1), ('[{"a":[', "]}]", 3), ('{"\\"[{":', "}", 1)])


@pytest.mark.slow  # 500 documents nested up to 120,000 deep
@EXAMPLES
@given(opener=OPENERS, levels=st.integers(limits.MAX_JSON_DEPTH + 1, 120_000), closed=st.booleans())
def test_nesting_beyond_the_limit_is_refused_before_parsing(opener, levels, closed):
    opening, closing, depth = opener
    repeats = levels // depth + 1
    data = opening * repeats + ("1" + closing * repeats if closed else "")
    with pytest.raises(limits.InputRefused) as refused:
        limits.loads(data)
    assert refused.value.code == "too_deep"


WRAPPERS = st.sampled_from(["{}", '{"amount": {}}', "[1, {}]", '{"a": [{"b": {}}]}'])


def _embed(wrapper: str, literal: str) -> str:
    return wrapper.replace("{}", literal, 1)


@EXAMPLES
@given(
    wrapper=WRAPPERS,
    exponent=st.integers(309, 100_000),
    sign=st.sampled_from(["", "-"]),
    mantissa=st.sampled_from(["1", "9.5", "1.0"]),
)
def test_numbers_that_are_not_finite_are_refused(wrapper, exponent, sign, mantissa):
    data = _embed(wrapper, f"{sign}{mantissa}e{exponent}")
    with pytest.raises(limits.InputRefused) as refused:
        limits.loads(data)
    assert refused.value.code == "not_finite"


@EXAMPLES
@given(wrapper=WRAPPERS, literal=st.sampled_from(["NaN", "Infinity", "-Infinity", "nan", "inf"]))
def test_the_nan_and_infinity_literals_are_malformed_json(wrapper, literal):
    with pytest.raises(ValueError) as refused:
        limits.loads(_embed(wrapper, literal))
    if literal in ("NaN", "Infinity", "-Infinity"):  # said as what they are, not "invalid character"
        assert "a number that is not finite (NaN or Infinity, byte " in str(refused.value), refused.value


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        (b"", "it is empty"),
        (b" \r\n\t", "it is empty"),
        (b"\xef\xbb\xbf{}", "it starts with a byte-order mark (U+FEFF): send UTF-8 without one"),
    ],
)
def test_a_document_of_nothing_or_behind_a_byte_order_mark_is_told_so(raw, words):
    """msgspec said "Input data was truncated" and "invalid character (byte 0)" (red team)."""
    with pytest.raises(ValueError, match=rf"^{re.escape(words)}$"):
        limits.loads(raw)


# as text: Python will not even print an integer of more than 4,300 digits
BEYOND_64_BITS = st.sampled_from([str(limits.MAX_JSON_INTEGER + 1), "18446744073709551616"]) | st.builds(
    str.__add__, st.sampled_from("123456789"), st.text("0123456789", min_size=19, max_size=6000)
)


@EXAMPLES
@given(wrapper=WRAPPERS, digits=BEYOND_64_BITS, sign=st.sampled_from(["", "-"]))
def test_integers_beyond_64_bits_are_refused(wrapper, digits, sign):
    with pytest.raises(limits.InputRefused) as refused:
        limits.loads(_embed(wrapper, sign + digits))
    assert refused.value.code == "out_of_range" and str(limits.MAX_JSON_INTEGER) in refused.value.message


@EXAMPLES
@given(wrapper=WRAPPERS, before=TRICKY_TEXT, after=TRICKY_TEXT, as_key=st.booleans())
def test_a_nul_character_in_any_string_is_refused(wrapper, before, after, as_key):
    text = json.dumps(before + "\x00" + after)
    with pytest.raises(limits.InputRefused) as refused:
        limits.loads(_embed(wrapper, f"{{{text}: 1}}" if as_key else text))
    assert refused.value.code == "invalid_text"


@EXAMPLES
@given(wrapper=WRAPPERS, surrogate=st.integers(0xD800, 0xDFFF))
def test_a_lone_surrogate_is_malformed_text(wrapper, surrogate):
    with pytest.raises(ValueError):
        limits.loads(_embed(wrapper, f'"a\\u{surrogate:04x}b"'))


def test_the_largest_numbers_within_the_bounds_are_kept_exactly():
    document = limits.loads(f"[{limits.MAX_JSON_INTEGER}, -{limits.MAX_JSON_INTEGER}, 1.7976931348623157e308]")
    assert document[:2] == [limits.MAX_JSON_INTEGER, -limits.MAX_JSON_INTEGER] and math.isfinite(document[2])


def test_the_page_that_keeps_a_seat_token_takes_bounded_json(client, db):
    """A body nested 100,000 deep once escaped its `except ValueError` as a RecursionError (500)."""
    from tabletop.models import Game

    game = Game.objects.create(kind="counter", ruleset_version="x", state={}, initial_state={})
    answer = client.post(f"/games/{game.pk}/seat/", "[" * 100_000, content_type="application/json")
    assert answer.status_code == 403 and answer.json()["code"] == "bad_token"


# (JSON text of a value out of bounds, its code): each placed at a random path of a document
OUT_OF_BOUNDS = st.sampled_from([
    ('"a\\u0000b"', "invalid_text"), ('"\\ud800"', "invalid_text"), ('"x\\udfff"', "invalid_text"),
    ('"\\udc00\\ud800"', "invalid_text"), ("1e400", "not_finite"), ("-2E+308", "not_finite"),
    ("9223372036854775808", "out_of_range"), ("-99999999999999999999", "out_of_range"), ("9" * 5000, "out_of_range"),
])  # fmt: skip
KEYS = st.sampled_from(["cube", "seats", "settings", "starting_gold", "amount", "a b", "é"])
STEPS = st.lists(st.one_of(KEYS, st.integers(0, 2)), max_size=5)


def _placed(steps: list, literal: str) -> tuple[str, str]:
    """A document holding `literal` at the path of `steps` (keys and list positions), beside
    values within bounds, and that path as the error names it."""
    text, path = literal, ""
    for step in reversed(steps):
        text = (f'{{"n": 1, {json.dumps(step)}: {text}, "z": "ok"}}' if isinstance(step, str)
                else "[" + "0, " * step + text + ', "ok"]')  # fmt: skip
    for step in steps:
        path += (f".{step}" if path else step) if isinstance(step, str) else f"[{step}]"
    return text, path


@settings(max_examples=200)
@given(steps=STEPS, case=OUT_OF_BOUNDS)
def test_a_value_out_of_bounds_is_refused_naming_where_it_is(steps, case):
    """Where a value out of bounds is, in the message and in `field` (msgspec named no field, and
    answered a lone surrogate with "Input data was truncated")."""
    literal, code = case
    text, path = _placed(steps, literal)
    with pytest.raises(limits.InputRefused) as refused:
        limits.loads(text)
    assert (refused.value.code, refused.value.field) == (code, path or None), (text[:200], refused.value.message)
    assert refused.value.message.startswith(path or "the document"), refused.value.message
    assert "truncated" not in refused.value.message and "'" not in refused.value.message


def test_over_the_api_a_value_out_of_bounds_is_a_400_naming_its_field(client, db):
    answer = client.post("/api/v1/counters/", '{"seats": ["Ann", "B\\ud800b"]}', content_type="application/json")
    assert answer.status_code == 400 and answer.json()["field"] == "seats[1]", answer.json()
    assert answer.json()["code"] == "invalid_text" and "lone surrogate" in answer.json()["message"]


# An object naming one key twice, the second time perhaps spelt with escapes: parsers differ on
# which counts (msgspec and json.loads keep the last, others the first).
DUPLICATED = st.sampled_from([
    ('{"amount": 1, "amount": 100}', "amount"), ('{"a": 1, "z": [], "\\u0061": 2}', "a"),
    ('{"type": "bid", "x": {"type": 1}, "type": "pass"}', "type"), ('{"é": 0, "\\u00e9": 0}', "é"),
])  # fmt: skip


@settings(max_examples=200)
@given(steps=STEPS, case=DUPLICATED)
def test_a_key_twice_in_one_object_is_refused_naming_the_key_and_where(steps, case):
    literal, key = case
    text, path = _placed(steps, literal)
    with pytest.raises(limits.InputRefused) as refused:
        limits.loads(text)
    assert (refused.value.code, refused.value.field) == ("duplicate_key", path or None), refused.value.message
    assert f"the key {json.dumps(key)} twice" in refused.value.message, refused.value.message


@pytest.mark.parametrize(
    "text", ['{"a": ":", "b": {"c:": "::"}}', '[{"a": 1}, {"a": 1}]', '{"a": {"a": {"a": 1}}}', '{"\\"a:": 1, "a": 2}']
)
def test_the_same_key_in_different_objects_or_colons_in_text_are_not_duplicates(text):
    assert limits.loads(text) == json.loads(text)


def test_over_the_api_and_the_socket_a_key_twice_is_refused_and_nothing_changes(client, db):
    from tabletop.core.errors import BadInput
    from tabletop.live.consumers import parse_frame
    from tabletop.models import Game

    answer = client.post(
        "/api/v1/counters/", '{"seats": ["Ann"], "seats": ["Ann", "Bob"]}', content_type="application/json"
    )
    assert answer.status_code == 400, answer.content
    assert answer.json() == {
        "code": "duplicate_key",
        "message": 'the document names the key "seats" twice: send each key once',
    }
    assert not Game.objects.exists()
    with pytest.raises(BadInput) as refused:
        parse_frame('{"type": "action", "action": {"type": "add", "amount": 1, "amount": 9}}', None)
    assert (refused.value.code, refused.value.field) == ("duplicate_key", "action")

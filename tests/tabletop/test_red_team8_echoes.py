"""A refusal quotes a client's value back cut short: an unknown action type, an unknown field's
name and a path no endpoint has were echoed whole (red team, 2026-12-07: a type of 100,000
characters came back in a 104 KB answer, a path of 6 KB in a 6 KB one)."""

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st
from rest_framework.test import APIClient

from auction.rules import ENGINE
from tabletop.rules import validation

pytestmark = pytest.mark.django_db
LONGEST_MESSAGE = 600  # the longest refusal: its words and a value cut to 60 characters, the types to use


NAMES = st.text(max_size=50) | st.text(min_size=600, max_size=2_000) | st.integers(600, 50_000).map("ü".__mul__)


@given(written=NAMES, where=st.sampled_from(["type", "key"]))
def test_every_refusal_of_an_unknown_name_is_short_whatever_its_length(written, where):
    data = {"type": written} if where == "type" else {"type": "bid", "amount": 1, written or "x": 1}
    try:
        msgspec.convert(data, ENGINE.action_type, strict=True)
    except msgspec.ValidationError as error:
        message, field = validation.readable(error, data, ENGINE.action_type, "the action")
    else:
        return  # a type of the union, with its fields
    assert len(message) <= LONGEST_MESSAGE and len(field or "") <= 100, (len(message), message[:200])


def test_an_unknown_action_type_and_a_path_are_quoted_back_cut_short(table):
    refused = table.act(table.whose_turn(), {"type": "a" * 100_000})
    assert refused.status_code == 400 and refused.json()["field"] == "type"
    assert "is unknown" in refused.json()["message"] and len(refused.json()["message"]) <= LONGEST_MESSAGE
    missing = APIClient().get("/api/v1/" + "x/" * 3_000)
    assert missing.status_code == 404 and missing.json()["code"] == "not_found"
    assert len(missing.json()["message"]) <= 200, len(missing.json()["message"])


@given(before=st.text(alphabet=st.characters(codec="utf-8", exclude_characters='"\\'), max_size=40))
def test_a_body_that_is_not_utf8_is_refused_naming_its_first_bad_byte(before):
    """The offset was the bad byte's within the text the parser was decoding (byte 0; red team)."""
    import io

    from rest_framework.exceptions import ParseError

    from tabletop.http.parsers import BoundedJSONParser

    body = b'{"type":"spend_gold","for":"' + before.encode() + b'\xff\xfe"}'
    with pytest.raises(ParseError) as refused:
        BoundedJSONParser().parse(io.BytesIO(body), "application/json", {})
    first_bad = body.index(bytes([0xFF]))
    assert str(refused.value.detail) == f"the body is not utf-8 text (byte {first_bad})"

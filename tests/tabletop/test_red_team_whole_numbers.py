"""Red team: a seq or a count in a query or a header is a whole number in ASCII digits.

`str.isdigit()` is true for '²' (and for '٣', an Arabic-Indic three), but `int('²')` raises: a
`?after=²` on a game's events, or a `Last-Event-ID: ²` on its stream, answered 500 (Django's HTML
page), and '٣' was taken for 3. Each is a 400 naming the parameter, in the error shape."""

import json

import pytest
from django.test import AsyncClient

pytestmark = pytest.mark.django_db(transaction=True)

NOT_ASCII_DIGITS = ["²", "٣", "１", "⑦"]  # superscript two, Arabic-Indic three, fullwidth one, circled seven


@pytest.mark.parametrize("raw", NOT_ASCII_DIGITS)
@pytest.mark.parametrize("name", ["after", "limit"])
def test_events_refuse_a_number_that_is_not_ascii_digits(table, raw, name):
    answer = table.phones[0].get(f"{table.url}events/", {name: raw})
    assert answer.status_code == 400, (answer.status_code, answer.content[:200])
    assert answer.json()["code"] == "invalid_input" and answer.json()["field"] == name


@pytest.mark.parametrize(
    ("how", "raw"),
    [("query", raw) for raw in NOT_ASCII_DIGITS] + [("header", raw) for raw in "¹²³"],  # a header is latin-1
)
async def test_the_stream_refuses_a_resume_point_that_is_not_ascii_digits(table, raw, how):
    headers = {"Authorization": f"Seat {table.tokens[0]}"}
    url = f"/api/v1/counters/{table.id}/stream/"
    if how == "header":
        headers["Last-Event-ID"] = raw
    else:
        url += f"?after={raw}"
    answer = await AsyncClient(raise_request_exception=False).get(url, headers=headers)
    assert answer.status_code == 400, (answer.status_code, getattr(answer, "content", b"")[:200])
    body = json.loads(answer.content)
    assert body["code"] == "invalid_input" and body["field"] == "Last-Event-ID"


@pytest.mark.parametrize("raw", ["²", "٣", "¹⁰"])
def test_a_retry_after_of_other_digits_from_an_online_source_is_the_default_wait(raw):
    """Scryfall's or CubeCobra's Retry-After (or a stand-in's at SCRYFALL_API_URL) of '²' raised
    ValueError out of the import, a 500, rather than being read as an unknown wait."""
    from cards.online import http

    assert http._retry_after(raw) == min(max(http.DEFAULT_RETRY_AFTER, 1), http.MAX_RETRY_AFTER)

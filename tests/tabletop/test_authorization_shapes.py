"""An Authorization header is read one way for REST, sockets and event streams
(tabletop.access.auth.authorization_credential): `Seat <token>` or `Token <key>`, the scheme in any
case. Any other header is refused with 401 in the same words on REST and on the stream, rather than
served as though it sent none (a `Bearer` seat token was told "you have no seat at this game", and
the stream answered "unknown seat token" where REST said the token must be one; red team,
2026-12-07)."""

import pytest
from django.test import Client
from rest_framework.test import APIClient

from tests.tabletop.conftest import Table

pytestmark = pytest.mark.django_db(transaction=True)  # the stream reads in a thread of its own

SHAPELESS = {
    "Bearer {token}": "Authorization takes 'Seat <token>' or 'Token <key>', not 'Bearer'",
    "Digest x": "Authorization takes 'Seat <token>' or 'Token <key>', not 'Digest'",
    "Seat": "Seat authorization takes exactly one token: 'Seat <token>'",
    "Seat {token} more": "Seat authorization takes exactly one token: 'Seat <token>'",
    "Token": "Token authorization takes exactly one token: 'Token <key>'",
    "token a b": "token authorization takes exactly one token: 'Token <key>'",
    "Seat not-a-token": "unknown seat token",
    "Token not-a-key": "unknown user token",
}


@pytest.fixture
def table(transactional_db):
    return Table(APIClient())


@pytest.mark.parametrize("header", SHAPELESS)
@pytest.mark.parametrize("path", ["", "stream/"])
def test_a_header_of_neither_shape_is_refused_alike_on_rest_and_the_stream(table, header, path):
    answer = Client().get(table.url + path, HTTP_AUTHORIZATION=header.format(token=table.tokens[0]))
    assert answer.status_code == 401, answer.content
    assert (answer.json()["code"], answer.json()["message"]) == ("authentication_failed", SHAPELESS[header])


def test_a_password_proxys_basic_header_is_no_credential(table):
    """A browser sends the Basic header of a password proxy in front of the server with every
    request: it is neither refused nor taken for a seat."""
    answer = Client().get(table.url, HTTP_AUTHORIZATION="Basic YTpi")
    assert answer.status_code == 403 and answer.json()["code"] == "no_seat", answer.content


@pytest.mark.parametrize("header", ["Seat {token}", "seat  {token}", "SEAT {token}"])
def test_a_seat_token_in_its_shape_is_taken_in_any_case_and_spacing(table, header):
    assert Client().get(table.url, HTTP_AUTHORIZATION=header.format(token=table.tokens[0])).status_code == 200

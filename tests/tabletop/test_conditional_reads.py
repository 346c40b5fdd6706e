"""A game's view read again with the ETag of the last answer (If-None-Match) is a 304 with no
body while the answer is the same: a page that polls while its socket cannot open pays a few
hundred bytes a read. Any change of the answer (an action, a seat taken, which moves no version)
is read whole, and one reader's ETag never stands for another's answer."""

import pytest
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db


def _read(client, url, etag=None, **headers):
    if etag is not None:
        headers["HTTP_IF_NONE_MATCH"] = etag
    return client.get(url, **headers)


@pytest.mark.parametrize("encoding", ["identity", "gzip"])
def test_an_unchanged_view_is_a_304_and_a_changed_one_is_read_whole(table, encoding):
    phone = table.phones[0]
    first = _read(phone, table.url, HTTP_ACCEPT_ENCODING=encoding)
    assert first.status_code == 200 and first["ETag"]
    unchanged = _read(phone, table.url, first["ETag"], HTTP_ACCEPT_ENCODING=encoding)
    assert unchanged.status_code == 304 and unchanged.content == b""
    assert unchanged["ETag"] == first["ETag"]  # the validator its 200 carried (the red team saw W/ dropped)
    assert unchanged["Cache-Control"] == "private, no-store"
    assert table.act(table.whose_turn(), {"type": "add", "amount": 1}).status_code == 200
    changed = _read(phone, table.url, first["ETag"], HTTP_ACCEPT_ENCODING=encoding)
    assert changed.status_code == 200 and changed.content and changed["ETag"] != first["ETag"]
    assert table.view()["version"] == 1


def test_a_seat_taken_changes_the_answer_though_not_the_version():
    game = APIClient().post("/api/v1/counters/", {"seats": ["Ann", "Bob"]}, format="json").json()
    host = APIClient()
    host.credentials(HTTP_AUTHORIZATION=f"Seat {game['host_token']}")
    url = f"/api/v1/counters/{game['id']}/"
    read = host.get(url)
    joined = APIClient().post("/api/v1/join/", {"code": game["join_code"], "seat": 1}, format="json")
    assert joined.status_code == 201
    again = _read(host, url, read["ETag"])
    assert again.status_code == 200 and again.json()["version"] == read.json()["version"]


def test_one_readers_etag_is_no_304_for_another(table):
    ann_etag = table.phones[0].get(table.url)["ETag"]
    bob = _read(table.phones[1], table.url, ann_etag)
    assert bob.status_code == 200 and bob["ETag"] != ann_etag
    assert _read(table.phones[1], table.url, '"not-an-etag"').status_code == 200
    assert _read(table.phones[1], table.url, "*").status_code == 304  # RFC 9110: any current answer

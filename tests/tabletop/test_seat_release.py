"""A phone lost, broken or replaced mid-game held its seat for good: every seat showed taken,
the game waited on that seat, and nothing could free it (a table of phones found the game stuck
for everyone). The host frees the seat: the old token names nothing, the sockets and streams that
read as it close, and the join code takes the seat again; nothing else changes."""

import asyncio

import pytest
from asgiref.sync import sync_to_async
from django.test import AsyncClient
from rest_framework.test import APIClient

from tabletop import services
from tabletop.models import Game
from tests.tabletop.test_live import socket

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("hot_path_pool")]


@pytest.fixture
def live_table(transactional_db):
    from tests.tabletop.conftest import Table

    return Table(APIClient())


def release(table, caller: APIClient, number: int):
    return caller.post(f"{table.url}seats/{number}/release/")


def test_the_host_frees_a_taken_seat_and_the_join_code_takes_it_again(live_table):
    table = live_table
    before = Game.objects.values("version", "state").get(pk=table.id)
    freed = release(table, table.host, 1)
    assert freed.status_code == 200 and freed.json() == {"number": 1, "name": "Bob", "claimed": False}
    assert Game.objects.values("version", "state").get(pk=table.id) == before  # the game itself is as it was
    old = table.phones[1].get(table.url)
    assert old.status_code == 401 and old.json()["code"] == "authentication_failed"
    seats = table.host.get(table.url).json()["seats"]
    assert [s["claimed"] for s in seats] == [True, False]
    again = APIClient().post("/api/v1/join/", {"code": table.code, "seat": 1}, format="json")
    assert again.status_code == 201, again.content
    new_phone = APIClient(HTTP_AUTHORIZATION=f"Seat {again.json()['token']}")
    assert new_phone.get(table.url).json()["you"] == {"role": "player", "seat": 1, "is_host": False, "watching": None}


@pytest.mark.parametrize("caller", ["player", "other seat", "stranger"])
def test_only_the_host_frees_a_seat(live_table, caller):
    table = live_table
    client = {"player": table.phones[1], "other seat": table.phones[0], "stranger": APIClient()}[caller]
    refused = release(table, client, 1)
    assert refused.status_code == 403 and refused.json()["code"] in {"not_host", "no_seat"}, refused.content
    assert table.phones[1].get(table.url).status_code == 200


def test_a_free_seat_or_no_seat_is_refused_naming_it(live_table):
    table = live_table
    assert release(table, table.host, 1).status_code == 200
    twice = release(table, table.host, 1)
    assert twice.status_code == 409 and twice.json() == {
        "code": "seat_free",
        "message": "seat 1 (Bob) is free already",
        "field": "seat",
    }
    none = release(table, table.host, 7)
    assert none.status_code == 422 and none.json()["code"] == "no_such_seat" and none.json()["field"] == "seat"


async def test_the_freed_seats_socket_closes_and_the_others_hear_the_seat_is_free(live_table):
    table = live_table
    lost, other = socket(table, 1), socket(table, 0)
    for phone in (lost, other):
        assert (await phone.connect())[0]
        assert (await phone.receive_json_from())["type"] == "hello"
    assert (await sync_to_async(release)(table, table.host, 1)).status_code == 200
    closed = await lost.receive_output(timeout=2)
    assert closed == {"type": "websocket.close", "code": 4403}
    heard = await other.receive_json_from(timeout=2)
    assert heard == {"type": "seats", "game": table.id, "seat": 1, "name": "Bob", "claimed": False}
    refused = socket(table, 1)
    assert (await refused.connect())[0] is False  # its token names nothing now
    await other.disconnect()


async def test_a_freed_seat_that_missed_the_push_closes_at_its_next_read_of_the_log(live_table, monkeypatch):
    table = live_table
    lost = socket(table, 1)
    assert (await lost.connect())[0]
    await lost.receive_json_from()
    monkeypatch.setattr("tabletop.realtime.publish_on_commit", lambda message: None)  # the pushes lost
    await sync_to_async(services.release_seat)(table.id, 1)
    await lost.send_json_to({"type": "resync", "after": 0})
    assert await lost.receive_output(timeout=2) == {"type": "websocket.close", "code": 4403}


async def test_the_freed_seats_event_stream_ends(live_table):
    table = live_table
    response = await AsyncClient().get(f"{table.url}stream/", headers={"Authorization": f"Seat {table.tokens[1]}"})
    assert response.status_code == 200
    frames = response.streaming_content
    pending = asyncio.ensure_future(anext(frames))
    await asyncio.sleep(0.3)
    assert (await sync_to_async(release)(table, table.host, 1)).status_code == 200
    seen = []
    with pytest.raises(StopAsyncIteration):
        while True:  # the seats frame may come first; then the stream ends
            seen.append((await asyncio.wait_for(pending, 5)).decode())
            pending = asyncio.ensure_future(anext(frames))
    assert all(frame.startswith("event: seats") for frame in seen), seen

"""A phone lost, broken or replaced mid-game held its seat for good: every seat showed taken,
the game waited on that seat, and nothing could free it (a table of phones found the game stuck
for everyone). The host frees the seat: the old token names nothing, the sockets and streams that
read as it close, and the join code takes the seat again; nothing else changes."""

import asyncio

import pytest
from asgiref.sync import sync_to_async
from django.test import AsyncClient
from rest_framework.test import APIClient

from tabletop.core import services
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
    after = Game.objects.values("version", "state").get(pk=table.id)
    assert after["state"] == before["state"]  # the game itself is as it was; its log holds the release
    assert after["version"] == before["version"] + 1
    assert table.phones[0].get(table.url + "events/").json()["events"][-1]["action"] == "seat_released"
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
    closed = await lost.receive_output()
    assert closed == {"type": "websocket.close", "code": 4403}
    logged = await other.receive_json_from()
    assert (logged["type"], logged["action"], logged["events"]) == (
        "action",
        "seat_released",
        [{"type": "seat_released", "seat": 1, "name": "Bob"}],
    )
    heard = await other.receive_json_from()
    assert heard == {"type": "seats", "game": table.id, "seat": 1, "name": "Bob", "claimed": False}
    refused = socket(table, 1)
    assert (await refused.connect())[0] is False  # its token names nothing now
    await other.disconnect()


async def test_a_freed_seat_that_missed_the_push_closes_at_its_next_read_of_the_log(live_table, monkeypatch):
    table = live_table
    lost = socket(table, 1)
    assert (await lost.connect())[0]
    await lost.receive_json_from()
    monkeypatch.setattr("tabletop.core.realtime.publish_on_commit", lambda message: None)  # the pushes lost
    await sync_to_async(services.release_seat)(table.id, 1)
    await lost.send_json_to({"type": "resync", "after": 0})
    assert await lost.receive_output() == {"type": "websocket.close", "code": 4403}


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
            seen.append((await asyncio.wait_for(pending, 30)).decode())
            pending = asyncio.ensure_future(anext(frames))
    assert all(frame.startswith("event: seats") for frame in seen), seen


async def _send_action(phone, ref: int, value: int) -> dict:
    """The socket's answer to its command (the pushes it is sent meanwhile passed over)."""
    await phone.send_json_to({"type": "action", "ref": ref, "action": {"type": "set_secret", "value": value}})
    while (message := await phone.receive_json_from())["type"] != "result":
        pass
    return message


@pytest.mark.parametrize("known", [False, True], ids=["game read under its lock", "game known to the worker"])
async def test_a_freed_seat_that_missed_the_push_cannot_act_from_its_open_socket(live_table, monkeypatch, known):
    """Redis down at the release (its push lost): the old phone's socket stays open, and its
    commands must find the seat no longer its, by whichever path they are written."""
    table = live_table
    lost = socket(table, 1)
    assert (await lost.connect())[0]
    await lost.receive_json_from()
    if known:  # the worker now writes this game's commands from the state it knows, in one statement
        assert (await _send_action(lost, 1, 3))["ok"] is True
    monkeypatch.setattr("tabletop.core.realtime.publish_on_commit", lambda message: None)  # the pushes lost
    await sync_to_async(services.release_seat)(table.id, 1)
    before = await sync_to_async(lambda: Game.objects.values("version", "state").get(pk=table.id))()
    refused = await _send_action(lost, 2, 4)
    assert {k: refused[k] for k in ("ok", "status", "code")} == {"ok": False, "status": 403, "code": "seat_released"}
    assert "join code" in refused["message"]
    assert await lost.receive_output() == {"type": "websocket.close", "code": 4403}
    assert await sync_to_async(lambda: Game.objects.values("version", "state").get(pk=table.id))() == before


def test_a_command_made_under_a_claim_the_host_has_freed_since_is_refused(live_table):
    """A request authenticated just before the release commits: its command, locked after it, is refused."""
    table = live_table
    claim = Game.objects.get(pk=table.id).seats.get(role="player", number=1).claimed_at
    services.release_seat(table.id, 1)
    with pytest.raises(services.NotAllowed) as refused:
        services.execute_action(
            game_id=table.id, seat_number=1, payload={"type": "set_secret", "value": 4}, claimed_at=claim
        )
    assert refused.value.code == "seat_released"
    assert Game.objects.get(pk=table.id).version == 1  # the release's log entry, and nothing after it


async def test_a_freed_seat_that_missed_the_push_stops_hearing_the_game_within_a_check(live_table, monkeypatch):
    """The release's push lost but the game's still flowing: the old phone must not go on hearing
    the seat's secrets, which are the next phone's."""
    from tabletop.core import realtime

    table = live_table
    monkeypatch.setattr(realtime, "LIVE_CHECK_SECONDS", 0.2)
    lost = socket(table, 1)
    assert (await lost.connect())[0]
    await lost.receive_json_from()
    publish_on_commit = realtime.publish_on_commit
    monkeypatch.setattr(
        realtime,
        "publish_on_commit",
        lambda message: None if message["type"] == "game.seat_released" else publish_on_commit(message),
    )
    await sync_to_async(services.release_seat)(table.id, 1)
    output = []
    # the game goes on, its pushes reaching the socket, until the socket is closed: by a check of
    # its claim (every 0.2 s here), not at the game's end (200 actions at most bound a hang)
    for value in range(200):
        await sync_to_async(services.execute_action)(
            game_id=table.id, seat_number=0, payload={"type": "set_secret", "value": value}
        )
        await asyncio.sleep(0.2)
        while not lost.output_queue.empty():  # what came, never a wait (a timed-out wait ends the consumer)
            output.append(lost.output_queue.get_nowait())
        if output and output[-1]["type"] == "websocket.close":
            break
    assert output and output[-1] == {"type": "websocket.close", "code": 4403}, output


async def test_a_freed_seats_stream_that_missed_the_push_ends_while_the_game_goes_on(live_table, monkeypatch):
    from tabletop.core import realtime

    table = live_table
    monkeypatch.setattr(realtime, "LIVE_CHECK_SECONDS", 0.2)
    publish_on_commit = realtime.publish_on_commit
    monkeypatch.setattr(
        realtime,
        "publish_on_commit",
        lambda message: None if message["type"] == "game.seat_released" else publish_on_commit(message),
    )
    response = await AsyncClient().get(f"{table.url}stream/", headers={"Authorization": f"Seat {table.tokens[1]}"})
    assert response.status_code == 200
    frames = response.streaming_content
    pending = asyncio.ensure_future(anext(frames))
    await asyncio.sleep(0.3)
    await sync_to_async(services.release_seat)(table.id, 1)
    heard = 0
    for value in range(200):  # play goes on, a push every 0.1 s: the live check (0.2 s) must end the stream
        await sync_to_async(services.execute_action)(
            game_id=table.id, seat_number=0, payload={"type": "set_secret", "value": value}
        )
        await asyncio.sleep(0.1)
        if pending.done():
            if pending.exception() is not None:
                assert isinstance(pending.exception(), StopAsyncIteration)
                break
            heard += 1
            pending = asyncio.ensure_future(anext(frames))
    else:
        pytest.fail(f"the freed seat's stream heard {heard} frames and is still open")

"""The socket and the event stream: pushes after commit, per-seat redaction, resync by seq."""

import asyncio
import json

import pytest
from asgiref.sync import sync_to_async
from django.test import AsyncClient

from config.asgi import application
from tabletop.core import services
from tabletop.core.errors import quoted
from tests.tabletop import test_patches
from tests.tabletop.sockets import WebsocketCommunicator

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("hot_path_pool")]


def socket(table, seat: int | None = None, token: str | None = None, query: str = "") -> WebsocketCommunicator:
    token = token or table.tokens[seat]
    return WebsocketCommunicator(
        application,
        f"/ws/counter/{table.id}/{query}",
        headers=[
            (b"authorization", f"Seat {token}".encode()),
            (b"host", b"127.0.0.1"),
            (b"origin", b"http://127.0.0.1"),
        ],
    )


async def _act(table, seat, action):
    return await sync_to_async(services.execute_action)(game_id=table.id, seat_number=seat, payload=action)


@pytest.fixture
def live_table(transactional_db):
    from rest_framework.test import APIClient

    from tests.tabletop.conftest import Table

    return Table(APIClient())


async def test_every_seat_gets_each_commit_with_only_its_own_secrets(live_table):
    ann, bob = socket(live_table, 0), socket(live_table, 1)
    for phone in (ann, bob):
        connected, _ = await phone.connect()
        assert connected
        assert (await phone.receive_json_from())["type"] == "hello"
    await _act(live_table, 0, {"type": "set_secret", "value": 31})
    to_ann = await ann.receive_json_from()
    to_bob = await bob.receive_json_from()
    assert to_ann["seq"] == to_bob["seq"] == 1
    assert to_ann["events"][0]["secret"] == {"value": 31}
    assert "secret" not in to_bob["events"][0]
    await ann.disconnect()
    await bob.disconnect()


async def test_a_socket_that_slept_resyncs_from_its_last_seq(live_table):
    for _ in range(3):
        turn = (await sync_to_async(lambda: live_table.view())())["view"]["turn"]
        await _act(live_table, turn, {"type": "add", "amount": 1})
    phone = socket(live_table, 1)
    await phone.connect()
    hello = await phone.receive_json_from()
    assert hello["version"] == 3
    await phone.send_json_to({"type": "resync", "after": 1})
    missed = [await phone.receive_json_from() for _ in range(2)]
    assert [m["seq"] for m in missed] == [2, 3]
    # past the last seq (another game's, say): said, as the stream says it, not left unanswered
    await phone.send_json_to({"type": "resync", "after": 9})
    ahead = await phone.receive_json_from()
    assert ahead["type"] == "error" and ahead["code"] == "ahead_of_game" and ahead["current_version"] == 3, ahead
    assert (
        ahead["field"] == "after"
        and ahead["message"] == "after 9 is past this game's last seq, 3: resync from it or lower"
    )
    await phone.send_json_to({"type": "resync", "after": 3})  # caught up: nothing to send
    assert await phone.receive_nothing(timeout=0.3)
    await phone.disconnect()


async def test_actions_can_travel_over_the_socket(live_table):
    turn = (await sync_to_async(lambda: live_table.view())())["view"]["turn"]
    phone, other = socket(live_table, turn), socket(live_table, 1 - turn)
    for each in (phone, other):
        await each.connect()
        await each.receive_json_from()
    await phone.send_json_to({"type": "action", "ref": "r1", "view": True, "action": {"type": "add", "amount": 2}})
    replies = [await phone.receive_json_from() for _ in range(2)]
    result = next(r for r in replies if r["type"] == "result")
    assert result["ok"] and result["ref"] == "r1" and result["view"]["value"] == 2
    pushed = await other.receive_json_from()  # the socket's own path publishes, after its commit
    assert pushed["type"] == "action" and pushed["seq"] == result["seq"] and pushed["action"] == "add"
    await other.disconnect()
    await phone.send_json_to({"type": "action", "ref": "r2", "action": {"type": "add", "amount": 2}})
    refused = await phone.receive_json_from()
    assert refused["ok"] is False and refused["code"] == "not_your_turn" and refused["status"] == 409
    await phone.disconnect()


@pytest.mark.parametrize("on_postgres", [pytest.param(True, marks=pytest.mark.services("postgres")), False])
async def test_a_key_sent_again_with_another_action_is_refused_naming_the_sockets_field(
    live_table, on_postgres, monkeypatch
):
    """The socket's key is `idempotency_key` in its frame, whichever path decides (the hot path on
    PostgreSQL, services otherwise): the refusal named the REST header (red team, 2026-12-07)."""
    if not on_postgres:
        from tabletop.live import hotpath

        monkeypatch.setattr(hotpath, "available", lambda: False)
    turn = (await sync_to_async(lambda: live_table.view())())["view"]["turn"]
    phone = socket(live_table, turn, query="?view=false")
    await phone.connect()
    await phone.receive_json_from()
    for ref, amount in (("r1", 1), ("r2", 2)):
        await phone.send_json_to(
            {"type": "action", "ref": ref, "idempotency_key": "k1", "action": {"type": "add", "amount": amount}}
        )
    answers = [await phone.receive_json_from() for _ in range(3)]
    refused = next(a for a in answers if a.get("ref") == "r2")
    assert (refused["ok"], refused["code"]) == (False, "idempotency_key_reused"), refused
    assert refused["field"] == "idempotency_key" and "this idempotency_key was used" in refused["message"], refused
    await phone.disconnect()


@pytest.mark.services("postgres")
async def test_an_answer_not_asked_for_its_view_leaves_out_what_its_own_push_just_patched(live_table):
    """On the hot path a command's own push goes first, with the patch of the sender's view: an
    answer to an action that does not say `view` leaves the whole view out then (a socket that
    follows no view, or `view: true`, still gets it)."""
    turn = (await sync_to_async(lambda: live_table.view())())["view"]["turn"]
    follows, plain = socket(live_table, turn), socket(live_table, 1 - turn, query="?view=false")
    for each in (follows, plain):
        await each.connect()
        await each.receive_json_from()
    await follows.send_json_to({"type": "action", "ref": "r1", "action": {"type": "add", "amount": 2}})
    pushed, result = [await follows.receive_json_from() for _ in range(2)]
    assert pushed["type"] == "action" and pushed["seq"] == 1
    assert {"op": "replace", "path": "/view/value", "value": 2} in pushed["patch"]["ops"]
    assert result["type"] == "result" and result["ok"] and result["version"] == 1 and "view" not in result
    assert (await plain.receive_json_from())["seq"] == 1
    unpatched = await _answer(plain, {"type": "action", "ref": "r2", "action": {"type": "add", "amount": 3}})
    assert unpatched["ok"] and unpatched["view"]["value"] == 5
    assert (await follows.receive_json_from())["seq"] == 2
    with_view = {"type": "action", "ref": "r3", "view": True, "action": {"type": "add", "amount": 1}}
    asked = await _answer(follows, with_view)
    assert asked["ok"] and asked["view"]["value"] == 6
    for each in (follows, plain):
        await each.disconnect()


async def _answer(phone, message: dict) -> dict:
    await phone.send_json_to(message)
    while (reply := await phone.receive_json_from())["type"] != "result":
        pass  # the push of the action, which may come first
    return reply


async def test_a_socket_action_may_ask_for_an_answer_without_the_view(live_table):
    turn = (await sync_to_async(lambda: live_table.view())())["view"]["turn"]
    phone, other = socket(live_table, turn), socket(live_table, 1 - turn)
    for each in (phone, other):
        await each.connect()
        await each.receive_json_from()
    bare = await _answer(phone, {"type": "action", "ref": "r1", "view": False, "action": {"type": "add", "amount": 2}})
    assert bare["ok"] and bare["version"] == 1 and bare["events"] and "view" not in bare
    # kept with its view for a retry under its key, which may come without the option
    keyed = await _answer(
        other,
        {"type": "action", "ref": "r2", "view": False, "idempotency_key": "k", "action": {"type": "add", "amount": 3}},
    )
    assert keyed["ok"] and keyed["version"] == 2 and "view" not in keyed
    retried = await _answer(
        other, {"type": "action", "ref": "r3", "idempotency_key": "k", "action": {"type": "add", "amount": 3}}
    )
    assert retried["replayed"] and retried["version"] == 2 and retried["view"]["value"] == 5
    refused = await _answer(
        phone, {"type": "action", "ref": "r4", "view": "no", "action": {"type": "add", "amount": 1}}
    )
    assert refused["ok"] is False and refused["code"] == "invalid_input" and refused["field"] == "view"
    assert (await sync_to_async(lambda: live_table.view())())["version"] == 2
    for each in (phone, other):
        await each.disconnect()


@pytest.mark.services("postgres")
async def test_a_socket_acts_from_the_state_pushed_by_a_write_elsewhere(live_table, locked_writes):
    """Bob's add, made over REST, reaches Ann's socket; its push brings the worker's known state
    of the game up to date, so that Ann's next add is written without reading the row. (Her socket
    follows no view: one that does reads the game when it connects, and its first add is written
    from that.)"""
    turn = (await sync_to_async(lambda: live_table.view())())["view"]["turn"]
    ann = socket(live_table, turn, query="?view=false")
    await ann.connect()
    await ann.receive_json_from()
    first = await _answer(ann, {"type": "action", "ref": "r1", "action": {"type": "add", "amount": 2}})
    assert first["ok"] and first["version"] == 1
    assert (await sync_to_async(live_table.act)(1 - turn, {"type": "add", "amount": 3})).status_code == 200
    while (await ann.receive_json_from())["seq"] != 2:
        pass  # the push of Ann's own add (unless it came before her answer)
    second = await _answer(ann, {"type": "action", "ref": "r2", "action": {"type": "add", "amount": 1}})
    assert second["ok"] and second["version"] == 3 and second["view"]["value"] == 6
    assert locked_writes == [live_table.id]
    await ann.disconnect()


async def test_a_stranger_cannot_open_the_socket(live_table):
    phone = socket(live_table, token="not-a-token")
    connected, code = await phone.connect()
    assert not connected and code == 4403


@pytest.mark.parametrize("valid_first", [True, False])
async def test_two_authorization_headers_are_refused_whichever_comes_first(live_table, valid_first):
    """As over REST, where Django joins them into one that no shape takes: the socket took the
    first, so a valid token before a garbage one opened it (red team, 2026-12-07)."""
    phone = socket(live_table, 0)
    garbage = (b"authorization", b"Seat garbage")
    phone.scope["headers"] = [*phone.scope["headers"], garbage] if valid_first else [garbage, *phone.scope["headers"]]
    connected, code = await phone.connect()
    assert not connected and code == 4403


async def test_the_event_stream_resends_what_was_missed_after_last_event_id(live_table):
    for _ in range(3):
        turn = (await sync_to_async(lambda: live_table.view())())["view"]["turn"]
        await _act(live_table, turn, {"type": "add", "amount": 1})
    client = AsyncClient()
    response = await client.get(
        f"/api/v1/counters/{live_table.id}/stream/",
        headers={"Authorization": f"Seat {live_table.tokens[0]}", "Last-Event-ID": "1"},
    )
    assert response.status_code == 200
    assert response["Content-Type"] == "text/event-stream"
    chunks = response.streaming_content
    frames = [await asyncio.wait_for(anext(chunks), 30) for _ in range(2)]
    await chunks.aclose()
    ids = [int(frame.decode().split("\n")[0].removeprefix("id: ")) for frame in frames]
    assert ids == [2, 3]
    data = json.loads(frames[0].decode().split("data: ")[1])
    assert data["action"] == "add"
    assert (data["payload"] is None) == (data["seat"] != 0)  # only the sender sees its payload


async def test_the_event_stream_refuses_strangers(live_table):
    response = await AsyncClient().get(f"/api/v1/counters/{live_table.id}/stream/")
    assert response.status_code == 403 and json.loads(response.content)["code"] == "no_seat"


async def test_a_client_without_origin_connects_with_its_credential_and_a_foreign_origin_is_refused(live_table):
    token = live_table.tokens[0]
    bare = WebsocketCommunicator(
        application,
        f"/ws/counter/{live_table.id}/",
        headers=[(b"authorization", f"Seat {token}".encode()), (b"host", b"127.0.0.1")],
    )
    connected, _ = await bare.connect()
    assert connected
    await bare.disconnect()
    foreign = WebsocketCommunicator(
        application,
        f"/ws/counter/{live_table.id}/",
        headers=[
            (b"authorization", f"Seat {token}".encode()),
            (b"host", b"127.0.0.1"),
            (b"origin", b"https://evil.example"),
        ],
    )
    connected, _ = await foreign.connect()
    assert not connected


async def test_live_pushes_and_resync_share_one_shape_and_only_the_sender_sees_its_payload(live_table):
    ann, bob = socket(live_table, 0), socket(live_table, 1)
    for phone in (ann, bob):
        await phone.connect()
        await phone.receive_json_from()
    await _act(live_table, 0, {"type": "set_secret", "value": 9})
    pushed_to_ann, pushed_to_bob = await ann.receive_json_from(), await bob.receive_json_from()
    await bob.send_json_to({"type": "resync", "after": 0})
    resent_to_bob = await bob.receive_json_from()
    assert pushed_to_ann["payload"] == {"type": "set_secret", "value": 9}
    assert pushed_to_bob["payload"] is None
    assert set(pushed_to_bob) == set(resent_to_bob) | {"patch"}  # a push also patches the view; the log has none
    assert resent_to_bob["type"] == "action" and resent_to_bob["action"] == "set_secret"
    assert resent_to_bob["events"] == pushed_to_bob["events"]
    await ann.disconnect()
    await bob.disconnect()


async def test_a_spectator_socket_stops_seeing_a_seat_that_stops_sharing(live_table):
    from tabletop.models import Seat

    await sync_to_async(Seat.objects.filter(game_id=live_table.id, number=0).update)(shares_with_spectators=True)
    joined = await sync_to_async(live_table.anon.post)(
        "/api/v1/join/", {"code": live_table.code, "spectate": True, "watching": 0}, format="json"
    )
    watcher = socket(live_table, token=joined.json()["token"])
    await watcher.connect()
    await watcher.receive_json_from()
    await _act(live_table, 0, {"type": "set_secret", "value": 5})
    assert (await watcher.receive_json_from())["events"][0]["secret"] == {"value": 5}
    await sync_to_async(Seat.objects.filter(game_id=live_table.id, number=0).update)(shares_with_spectators=False)
    await _act(live_table, 0, {"type": "set_secret", "value": 6})
    assert "secret" not in (await watcher.receive_json_from())["events"][0]
    await watcher.disconnect()


async def test_a_seat_claimed_is_pushed_as_a_seats_message_not_as_an_action(live_table):
    from tabletop.models import Seat

    await sync_to_async(Seat.objects.filter(game_id=live_table.id, number=1).update)(token_hash=None, claimed_at=None)
    ann = socket(live_table, 0)
    await ann.connect()
    hello = await ann.receive_json_from()
    joined = await sync_to_async(live_table.anon.post)(
        "/api/v1/join/", {"code": live_table.code, "seat": 1}, format="json"
    )
    assert joined.status_code == 201
    heard = await ann.receive_json_from()
    assert heard == {"type": "seats", "game": live_table.id, "seat": 1, "name": "Bob", "claimed": True}
    await ann.send_json_to({"type": "resync", "after": 0})
    await ann.send_json_to({"type": "ping"})
    assert await ann.receive_json_from() == {"type": "pong"}  # no entry: the log did not change
    assert (await sync_to_async(live_table.view)())["version"] == hello["version"] == 0
    await ann.disconnect()


@pytest.fixture
def lost_pushes(monkeypatch):
    """Pushes of commits through the ORM path are dropped, as with Redis down; the seqs dropped."""
    from tabletop.core import realtime

    lost = []
    monkeypatch.setattr(realtime, "publish_on_commit", lambda message: lost.append(message["seq"]))
    monkeypatch.setattr(realtime, "LIVE_CHECK_SECONDS", 0.2)
    return lost


async def test_a_socket_is_sent_from_the_log_what_a_lost_push_held_within_two_checks(live_table, lost_pushes):
    ann = socket(live_table, 0)
    await ann.connect()
    await ann.receive_json_from()
    turn = (await sync_to_async(live_table.view)())["view"]["turn"]
    await _act(live_table, turn, {"type": "add", "amount": 2})
    await _act(live_table, 1 - turn, {"type": "add", "amount": 3})
    assert lost_pushes == [1, 2]
    resent = [await ann.receive_json_from() for _ in range(2)]  # two checks: 0.4 s
    assert [(m["type"], m["seq"], m["action"]) for m in resent] == [("action", 1, "add"), ("action", 2, "add")]
    assert resent[0]["events"] and "payload" in resent[0]
    await ann.disconnect()


async def test_a_push_after_a_lost_one_comes_after_what_the_log_holds(live_table, lost_pushes, monkeypatch):
    from tabletop.core import realtime

    monkeypatch.setattr(realtime, "LIVE_CHECK_SECONDS", 60)  # the gap, not the check, brings it
    ann = socket(live_table, 0)
    await ann.connect()
    await ann.receive_json_from()
    turn = (await sync_to_async(live_table.view)())["view"]["turn"]
    await _act(live_table, turn, {"type": "add", "amount": 2})  # its push is lost
    monkeypatch.undo()  # pushes flow again
    await _act(live_table, 1 - turn, {"type": "add", "amount": 3})
    pushed = [await ann.receive_json_from() for _ in range(2)]
    assert [m["seq"] for m in pushed] == [1, 2]
    await ann.disconnect()


async def test_a_push_of_another_deployments_game_of_the_same_id_never_reaches_a_socket(live_table, monkeypatch):
    """Another deployment's game of this id, on a shared Redis whose group names are the same,
    pushes a seq 1 of its own just before this game's seq 1 (both sent in order on one connection)."""
    from channels.layers import get_channel_layer

    from tabletop.core import realtime

    ours = []
    monkeypatch.setattr(realtime, "publish_on_commit", ours.append)
    ann = socket(live_table, 0)
    await ann.connect()
    await ann.receive_json_from()
    turn = (await sync_to_async(live_table.view)())["view"]["turn"]
    await _act(live_table, turn, {"type": "add", "amount": 2})
    theirs = {**ours[0], "origin": f"elsewhere/{live_table.id}/1", "events": [{"type": "added", "amount": 9}]}
    for push in (theirs, ours[0]):
        await get_channel_layer().group_send(realtime.game_group(live_table.id), push)
    received = await ann.receive_json_from()
    assert received["seq"] == 1 and received["events"] == ours[0]["events"] != theirs["events"]
    await ann.send_json_to({"type": "ping"})
    assert await ann.receive_json_from() == {"type": "pong"}
    await ann.disconnect()


async def test_a_quiet_event_stream_sends_from_the_log_what_a_lost_push_held(live_table, lost_pushes):
    client = AsyncClient()
    response = await client.get(
        f"/api/v1/counters/{live_table.id}/stream/", headers={"Authorization": f"Seat {live_table.tokens[0]}"}
    )
    chunks = response.streaming_content
    first = asyncio.ensure_future(anext(chunks))
    await asyncio.sleep(0.1)  # the stream has read the log and waits
    turn = (await sync_to_async(live_table.view)())["view"]["turn"]
    await _act(live_table, turn, {"type": "add", "amount": 2})
    frame = (await asyncio.wait_for(first, 30)).decode()
    await chunks.aclose()
    assert frame.startswith("id: 1\nevent: action\n") and lost_pushes == [1]


async def test_a_spectator_is_resent_from_the_log_only_what_its_seat_shares_now(live_table, lost_pushes):
    from tabletop.models import Seat

    await sync_to_async(Seat.objects.filter(game_id=live_table.id, number=0).update)(shares_with_spectators=True)
    joined = await sync_to_async(live_table.anon.post)(
        "/api/v1/join/", {"code": live_table.code, "spectate": True, "watching": 0}, format="json"
    )
    watcher = socket(live_table, token=joined.json()["token"])
    await watcher.connect()
    await watcher.receive_json_from()
    await sync_to_async(Seat.objects.filter(game_id=live_table.id, number=0).update)(shares_with_spectators=False)
    await _act(live_table, 0, {"type": "set_secret", "value": 6})  # its push is lost
    resent = await watcher.receive_json_from()
    assert resent["seq"] == 1 and "secret" not in resent["events"][0]
    await watcher.send_json_to({"type": "resync", "after": 0})  # and when the phone asks itself
    assert "secret" not in (await watcher.receive_json_from())["events"][0]
    await watcher.disconnect()


@pytest.mark.skipif(test_patches.NODE is None, reason="node runs the page's own patch code")
async def test_a_socket_and_a_stream_push_the_patch_of_the_readers_view_unless_asked_not_to(live_table):
    """A page's detail, patched by its push (live.js's code), is the detail read after the action;
    the event stream carries the same patch; ?view=false leaves it out of both."""
    turn = (await sync_to_async(lambda: live_table.view())())["view"]["turn"]
    seat = 1 - turn
    before = await sync_to_async(live_table.view)(seat)
    follows, plain = socket(live_table, seat), socket(live_table, seat, query="?view=false")
    for each in (follows, plain):
        await each.connect()
        await each.receive_json_from()
    headers = {"Authorization": f"Seat {live_table.tokens[seat]}", "Last-Event-ID": "0"}
    streams = [
        await AsyncClient().get(f"/api/v1/counters/{live_table.id}/stream/{query}", headers=headers)
        for query in ("", "?view=false")
    ]
    frames = [asyncio.ensure_future(anext(response.streaming_content)) for response in streams]
    await asyncio.sleep(0.5)  # the streams are subscribed
    await _act(live_table, turn, {"type": "add", "amount": 4})
    pushed, unpatched = await follows.receive_json_from(), await plain.receive_json_from()
    streamed = [json.loads((await asyncio.wait_for(f, 30)).decode().split("data: ", 1)[1]) for f in frames]
    after = await sync_to_async(live_table.view)(seat)
    assert pushed["patch"]["from"] == before["version"] == 0 and after["version"] == 1
    assert "patch" not in unpatched and "patch" not in streamed[1]
    assert streamed[0]["patch"] == pushed["patch"]
    chain = {"key": [seat, seat], "first": before, "pushes": [{"patch": pushed["patch"], "after": after}]}
    assert test_patches.patched_by_the_page([chain]) == []
    for each in (follows, plain):
        await each.disconnect()
    for response in streams:
        await response.streaming_content.aclose()


def _auction_with_a_lot_up() -> tuple[int, list[str]]:
    """A 2-seat auction of the demo block whose first card is up: a card in every view."""
    from rest_framework.test import APIClient

    from cards.demo import load_demo
    from cards.models import Cube

    load_demo()
    cube = Cube.objects.get(name="Demo auction block")
    created = APIClient().post("/api/v1/auctions/", {"seats": ["Ann", "Bob"], "cube": cube.pk}, format="json").json()
    tokens = [
        APIClient().post("/api/v1/join/", {"code": created["join_code"], "seat": n}, format="json").json()["token"]
        for n in range(2)
    ]
    active = APIClient(HTTP_AUTHORIZATION=f"Seat {tokens[0]}").get(f"/api/v1/auctions/{created['id']}/").json()
    services.execute_action(
        game_id=created["id"], seat_number=active["view"]["active"], payload={"type": "begin_auction_step"}
    )
    return created["id"], tokens


async def test_a_socket_that_knows_its_view_is_sent_the_facts_of_only_the_cards_new_to_it(transactional_db):
    """?known=view (what a page asks: it read its view): a card already in the view as the socket
    opened comes in a patch by reference alone, where a socket without it is sent its facts."""
    from auction.rules import ENGINE as AUCTION
    from auction.rules.playout import random_legal_action, random_seat
    from tabletop.core import states
    from tabletop.models import Game
    from tabletop.rules.rng import Rng

    game_id, tokens = await sync_to_async(_auction_with_a_lot_up)()
    held = {card["id"] for card in (await sync_to_async(_auction_view)(game_id, tokens[0]))["view"]["auction"]["lot"]}
    assert held, "no card in the view: the test would prove nothing"
    sockets = {}
    for query in ("?known=view", ""):
        sockets[query] = WebsocketCommunicator(
            application,
            f"/ws/auction/{game_id}/{query}",
            headers=[(b"authorization", f"Seat {tokens[0]}".encode()), (b"host", b"127.0.0.1")],
        )
        assert (await sockets[query].connect())[0]
        await sockets[query].receive_json_from()
    chooser, sent = Rng("known view"), {query: set() for query in sockets}
    named: set[int] = set()
    for _ in range(40):
        state = await sync_to_async(lambda: states.load(Game.objects.get(pk=game_id)))()
        if state.auction is not None and held & set(state.auction.lot):  # seat 0 buys the lot: its own to see
            seat = AUCTION.waiting_on(state)[0]
            payload = {"type": "bid", "amount": state.auction.high_bid + 1} if seat == 0 else {"type": "decline"}
        else:
            seat = random_seat(state, chooser)
            payload = random_legal_action(state, seat, chooser)
        if payload is None:
            continue
        await sync_to_async(services.execute_action)(game_id=game_id, seat_number=seat, payload=payload)
        for query, each in sockets.items():
            patch = (await each.receive_json_from())["patch"]
            sent[query] |= {int(card_id) for card_id in patch["cards"]}
            if query == "":
                named |= test_patches.card_refs(patch["ops"])
        if named & held:
            break
    assert named & held, "no patch named a card of the view as it opened"
    assert held & named <= sent[""], "a socket that does not know its view is sent each card's facts once"
    assert not held & sent["?known=view"], "the facts of a card the page held were sent again"
    assert sent["?known=view"] == sent[""] - held  # the facts of the cards new to the view, as before
    for each in sockets.values():
        await each.disconnect()


def _auction_view(game_id: int, token: str) -> dict:
    from rest_framework.test import APIClient

    return APIClient(HTTP_AUTHORIZATION=f"Seat {token}").get(f"/api/v1/auctions/{game_id}/").json()


UNKNOWN_FIELDS = ["idempotencyKey", "expected_version", "views", "Type", "", "x" * 60]


@pytest.mark.parametrize("field", UNKNOWN_FIELDS)
@pytest.mark.parametrize(
    "message",
    [
        {"type": "action", "ref": "r1", "action": {"type": "add", "amount": 1}},
        {"type": "action", "action": {"type": "add", "amount": 1}},  # no ref: its result has none
        {"type": "resync", "after": 0},
        {"type": "ping"},
    ],
    ids=lambda message: message["type"] + ("" if message.get("ref", "r1") else " without ref"),
)
async def test_a_frame_field_the_message_does_not_take_is_refused_naming_it_and_nothing_is_done(
    live_table, message, field
):
    """A socket frame takes only its message's fields, as a REST body does: a misspelt
    `idempotencyKey` was ignored and the action it was to make safe to retry applied twice; an
    `expected_version` beside the action (it goes inside) was ignored and a stale action applied."""
    turn = (await sync_to_async(lambda: live_table.view())())["view"]["turn"]
    before = (await sync_to_async(lambda: live_table.view())())["version"]
    phone = socket(live_table, turn)
    await phone.connect()
    await phone.receive_json_from()
    await phone.send_json_to({**message, field: 0})
    refused = await phone.receive_json_from()
    expected_type = "result" if message["type"] == "action" else "error"
    assert (refused["type"], refused["code"]) == (expected_type, "invalid_input")
    assert refused.get("field", "") == (field if len(field) <= 40 else field[:40] + "…")
    article = "an" if message["type"] == "action" else "a"
    assert f"{quoted(field)} is not a field of {article} {message['type']} message (it takes " in refused["message"]
    if expected_type == "result":
        assert (refused["ref"], refused["ok"], refused["status"]) == (message.get("ref"), False, 400)
    assert await phone.receive_nothing(0.2)
    assert (await sync_to_async(lambda: live_table.view())())["version"] == before
    await phone.disconnect()


@pytest.mark.parametrize("kind", [[], {}, 7, None, True])
async def test_a_frame_whose_type_is_not_text_is_told_the_messages_there_are(live_table, kind):
    """{"type": []} was a server error once fields were checked by type (the faults suite's frames)."""
    phone = socket(live_table, 0)
    await phone.connect()
    await phone.receive_json_from()
    await phone.send_json_to({"type": kind, "after": 0})
    refused = await phone.receive_json_from()
    assert (refused["type"], refused["code"]) == ("error", "unknown_message"), refused
    await phone.disconnect()


async def test_a_ping_asks_for_the_pushes_probe_with_true_or_false_only(live_table):
    phone = socket(live_table, 0)
    await phone.connect()
    await phone.receive_json_from()
    await phone.send_json_to({"type": "ping", "pushes": "yes"})
    refused = await phone.receive_json_from()
    assert (refused["type"], refused["code"], refused["field"]) == ("error", "invalid_input", "pushes")
    await phone.send_json_to({"type": "ping", "pushes": False})
    assert (await phone.receive_json_from())["type"] == "pong"
    await phone.disconnect()


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        ("-1", "must be a whole number of at least 0, not '-1'"),
        ("x", "must be a whole number of at least 0, not 'x'"),
        ("9" * 12, "is 12 digits long: past any it may be (at most 999,999,999)"),
    ],
)
async def test_a_seq_or_page_size_that_cannot_be_read_is_refused_saying_why(live_table, raw, words):
    """'-1' was told "must be a seq, a whole number" and twenty 9s "must be a whole number >= 0":
    each is one (red team)."""
    seat = {"Authorization": f"Seat {live_table.tokens[0]}"}
    http = AsyncClient()
    for name in ("after", "limit"):
        answer = await http.get(f"{live_table.url}events/", {name: raw}, headers=seat)
        expected = {"code": "invalid_input", "message": f"{name} {words}", "field": name}
        assert (answer.status_code, json.loads(answer.content)) == (400, expected)
    stream_refusal = {"code": "invalid_input", "message": f"Last-Event-ID (or after) {words}", "field": "Last-Event-ID"}
    for query, headers in (({}, {"Last-Event-ID": raw}), ({"after": raw}, {})):
        answer = await http.get(f"{live_table.url}stream/", query, headers={**seat, **headers})
        assert (answer.status_code, json.loads(answer.content)) == (400, stream_refusal)

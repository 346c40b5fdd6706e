"""A game socket's messages are rate limited per seat (RATE_LIMIT_SOCKET, RATE_LIMIT_SOCKET_BURST:
tabletop/live/socket_limits.py). Every kind of frame counts, read or not; past the limit each frame is
answered `throttled` with `retry_after` (an action as a refused result under its ref, so that its
sender knows at once; anything else as an error), is not acted on, and the socket
stays open and takes messages again once the wait is over. The sockets of one seat share one
rate; another seat's socket is not slowed. (2,000 actions on one socket ran unchecked at about 90
a second, and every other client of the process waited.)"""

import pytest
from asgiref.sync import sync_to_async

from config.asgi import application
from tabletop.live import socket_limits
from tests.tabletop.sockets import WebsocketCommunicator

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("hot_path_pool"),
    pytest.mark.rate_limited,
]


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch, settings):
    """A limiter of its own on a clock the test moves: 1 message a second per seat, bursts of
    BURST; per address, 2 a second."""
    rates = {**settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"], "socket": "60/min", "address": "120/min"}
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": rates}
    settings.SOCKET_RATE_BURST = BURST
    clock = Clock()
    monkeypatch.setattr(socket_limits, "LIMITER", socket_limits.Limiter(clock=clock))
    return clock


@pytest.fixture
def live_table(transactional_db):
    from rest_framework.test import APIClient

    from tests.tabletop.conftest import Table

    return Table(APIClient())


def _socket(table, token: str, address: str | None) -> WebsocketCommunicator:
    socket = WebsocketCommunicator(
        application,
        f"/ws/counter/{table.id}/?view=false",
        headers=[(b"authorization", f"Seat {token}".encode()), (b"host", b"127.0.0.1")],
    )
    if address is not None:
        socket.scope["client"] = (address, 40000)
    return socket


async def _open(table, token: str, address: str | None = None) -> WebsocketCommunicator:
    phone = _socket(table, token, address)
    connected, _ = await phone.connect()
    assert connected and (await phone.receive_json_from())["type"] == "hello"
    return phone


# Every kind of frame the socket may get, and what it answers within the limit (pushes aside).
FRAMES = [
    ({"text_data": '{"type":"ping"}'}, ["pong"]),
    ({"text_data": '{"type":"resync","after":999}'}, ["error"]),  # past the last seq: ahead_of_game
    ({"text_data": '{"type":"action","ref":"a","action":{"type":"add","amount":1}}'}, ["result"]),
    ({"text_data": '{"type":"hello"}'}, ["error"]),
    ({"text_data": "not json"}, ["error"]),
    ({"bytes_data": b"\x00\x01"}, ["error"]),
    ({"text_data": " "}, ["error"]),
    ({"text_data": "[" * 40 + "]" * 40}, ["error"]),
    ({"text_data": '{"type":"ping","pad":"' + "x" * 20_000 + '"}'}, ["error"]),
]
BURST = len(FRAMES) + 1  # and one ping more, to know the first round was answered


async def _answers(phone, count: int) -> list[dict]:
    answers = []
    while len(answers) < count:
        message = await phone.receive_json_from()
        if message["type"] != "action":  # the push of the accepted action
            answers.append(message)
    return answers


async def _version(table) -> int:
    return (await sync_to_async(table.view)())["version"]


async def test_every_kind_of_frame_counts_and_past_the_burst_each_is_refused_unread(live_table, clock):
    turn = (await sync_to_async(live_table.view)())["view"]["turn"]
    phone = await _open(live_table, live_table.tokens[turn])
    for frame, _ in FRAMES:
        await phone.send_to(**frame)
    await phone.send_to(text_data='{"type":"ping"}')
    wanted = [kind for _, answers in FRAMES for kind in answers] + ["pong"]
    assert sorted(m["type"] for m in await _answers(phone, len(wanted))) == sorted(wanted)
    version = await _version(live_table)
    assert version == 1

    for frame, _ in FRAMES:  # the burst is spent and no time passed: every kind is refused
        await phone.send_to(**frame)
    refused = await _answers(phone, len(FRAMES))
    assert {m["code"] for m in refused} == {"throttled"}, refused
    (action,) = [m for m in refused if m["type"] != "error"]  # the action's sender is answered under its ref
    assert action["type"] == "result" and action["ref"] == "a" and not action["ok"] and action["status"] == 429
    assert all(m["retry_after"] == 1.0 for m in refused), refused  # one message a second
    assert all("send it again in 1 s" in m["message"] and "not applied" in m["message"] for m in refused)
    assert await phone.receive_nothing(timeout=0.2)  # no result, no pong, no push
    assert await _version(live_table) == version  # the action past the limit was not applied

    clock.now += 0.5  # half the wait: still refused, with the rest of it
    await phone.send_to(text_data='{"type":"ping"}')
    assert (await phone.receive_json_from())["retry_after"] == 0.5
    clock.now += 0.5  # the socket stayed open, and takes a message a second again
    await phone.send_to(text_data='{"type":"ping"}')
    assert (await phone.receive_json_from())["type"] == "pong"
    await phone.disconnect()


async def test_the_sockets_of_one_seat_share_its_rate_and_other_seats_keep_theirs(live_table, clock):
    first, second = await _open(live_table, live_table.tokens[0]), await _open(live_table, live_table.tokens[0])
    other = await _open(live_table, live_table.tokens[1])
    for number in range(BURST):
        phone = first if number % 2 else second
        await phone.send_to(text_data='{"type":"ping"}')
        assert (await phone.receive_json_from())["type"] == "pong"
    for phone in (first, second):  # the seat's burst is spent, on whichever of its sockets
        await phone.send_to(text_data='{"type":"ping"}')
        assert (await phone.receive_json_from())["code"] == "throttled"
    for _ in range(BURST):  # Bob's socket is not slowed by Ann's
        await other.send_to(text_data='{"type":"ping"}')
        assert (await other.receive_json_from())["type"] == "pong"
    for phone in (first, second, other):
        await phone.disconnect()


async def test_the_seats_of_one_address_share_its_rate(live_table, clock):
    """Seats are free to make (a spectator's place, a table of one's own): many seats of one
    client are held to the address's rate; another address keeps its own."""
    spectators = []
    for _ in range(2):
        joined = await sync_to_async(live_table.anon.post)(
            "/api/v1/join/", {"code": live_table.code, "spectate": True}, format="json"
        )
        spectators.append(joined.json()["token"])
    tokens = [*live_table.tokens, *spectators]
    same = [await _open(live_table, token, "10.1.1.1") for token in tokens]
    elsewhere = await _open(live_table, live_table.tokens[0], "10.2.2.2")
    answers = []
    for round_ in range(BURST):  # each seat within its own burst; the address's runs out
        phone = same[round_ % len(same)]
        await phone.send_to(text_data='{"type":"ping"}')
        answers.append(await phone.receive_json_from())
    assert [a["type"] for a in answers] == ["pong"] * BURST, answers
    await same[0].send_to(text_data='{"type":"ping"}')
    refused = await same[0].receive_json_from()
    assert refused["code"] == "throttled" and "this address" in refused["message"], refused
    assert refused["retry_after"] == 0.5  # two a second per address
    await elsewhere.send_to(text_data='{"type":"ping"}')
    assert (await elsewhere.receive_json_from())["type"] == "pong"
    for phone in (*same, elsewhere):
        await phone.disconnect()


async def test_a_seat_past_its_rate_spends_none_of_its_addresss(live_table, clock):
    """The frames its own rate refuses cost the address nothing: a phone flooding did throttle
    every other seat behind the same address (red team, 2026-12-07: one seat's pings at 47 a
    second left another seat's actions refused as the address's)."""
    flooder, other = [await _open(live_table, token, "10.3.3.3") for token in live_table.tokens[:2]]
    for _ in range(BURST):  # the burst of both the seat and the address
        await flooder.send_to(text_data='{"type":"ping"}')
        assert (await flooder.receive_json_from())["type"] == "pong"
    clock.now += 1.0  # the seat may send 1 more, the address 2
    answers = []
    for _ in range(6):
        await flooder.send_to(text_data='{"type":"ping"}')
        answers.append(await flooder.receive_json_from())
    assert [a.get("code") for a in answers] == [None] + ["throttled"] * 5, answers
    assert all("this seat" in a["message"] for a in answers[1:]), answers
    await other.send_to(text_data='{"type":"ping"}')
    assert (await other.receive_json_from())["type"] == "pong", "the flooding seat spent its address's rate"
    for phone in (flooder, other):
        await phone.disconnect()


def test_a_bucket_refills_at_the_rate_up_to_the_burst_and_full_buckets_are_dropped():
    """The defaults: 600 a minute (as RATE_LIMIT_PER_TOKEN), in bursts of at most 60."""
    clock = Clock()
    limiter = socket_limits.Limiter(clock=clock)
    takes = [limiter.take(("socket", "g", 1)) for _ in range(61)]
    assert takes[:60] == [0.0] * 60 and takes[60] == 0.1  # 60 at once, then one each 0.1 s
    clock.now += 1
    assert [limiter.take(("socket", "g", 1)) for _ in range(11)][-2:] == [0.0, 0.1]  # a second: 10 more
    clock.now += 100
    assert [limiter.take(("socket", "g", 1)) for _ in range(61)][-2:] == [0.0, 0.1]  # a long wait: the burst, no more
    clock.now += socket_limits.PRUNE_SECONDS + 61  # full again, so dropped when another seat comes
    limiter.take(("socket", "g", 2))
    assert set(limiter.buckets) == {("socket", "g", 2)}

"""A command's answer never waits on the channel layer. Served (config.asgi's application: a REST
command, a socket's command on the ORM path), its push is handed to the server's loop and the
answer goes at once; the loop sends a game's pushes in the order they were handed over, none
dropped for being late. Elsewhere (a Celery job, a test calling the API in-process) a push waits
PUSH_TIMEOUT_SECONDS at most: with Redis down or slow it is late (sockets resend it from the log),
and the command ends all the same (it hung for ever before)."""

import asyncio
import json
import threading

import pytest
from channels.layers import get_channel_layer
from channels.testing import HttpCommunicator
from django.db import connections
from rest_framework.test import APIClient

from config.asgi import application
from tabletop.core import realtime

pytestmark = pytest.mark.django_db(transaction=True)


class LayerThatNeverAnswers:
    """A channel layer whose Redis took the connection and says nothing: a send waits for ever
    (or until its waiter gives up: `given_up`)."""

    def __init__(self) -> None:
        self.sends: list[dict] = []
        self.given_up = 0

    async def group_send(self, group: str, message: dict) -> None:
        self.sends.append(message)
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            self.given_up += 1
            raise


class FirstPushHeld:
    """The healthy layer, but the first push of each game waits until `release()` (a send stuck
    on a slow connection while the commands after it commit)."""

    def __init__(self, layer) -> None:
        self.layer, self.held, self.released = layer, set(), asyncio.Event()

    async def group_send(self, group: str, message: dict) -> None:
        if message["game"] not in self.held:
            self.held.add(message["game"])
            await self.released.wait()
        await self.layer.group_send(group, message)

    def release(self) -> None:
        self.released.set()


@pytest.fixture
def table(transactional_db):
    from tests.tabletop.conftest import Table

    return Table(APIClient())


async def served_post(table, action: dict) -> dict:
    """POST an action of seat 0 through config.asgi's application, as uvicorn would."""
    body = json.dumps(action).encode()
    answer = await HttpCommunicator(
        application,
        "POST",
        f"{table.url}actions/",
        body=body,
        headers=[
            (b"authorization", f"Seat {table.tokens[0]}".encode()),
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            (b"host", b"testserver"),
        ],
    ).get_response(timeout=30)  # not a measure of speed: a wait on the layer below never ends
    assert answer["status"] == 200, answer["body"]
    return json.loads(answer["body"])


async def test_a_served_commands_answer_goes_while_its_push_waits_on_a_layer_that_never_answers(table, monkeypatch):
    layer = LayerThatNeverAnswers()
    monkeypatch.setattr(realtime, "get_channel_layer", lambda: layer)
    answer = await served_post(table, {"type": "set_secret", "value": 7})
    assert answer["version"] == 1
    assert layer.given_up == 0, "the answer waited on the layer until its send was given up"
    while not layer.sends:  # handed over, not dropped: the loop sends it after the answer
        await asyncio.sleep(0.01)
    assert layer.sends[0]["seq"] == 1
    await realtime.pushes_sent()  # the send gives up after PUSH_TIMEOUT_SECONDS
    assert layer.given_up == 1


async def test_a_games_pushes_reach_the_layer_in_order_behind_a_slow_one(table, monkeypatch):
    healthy = get_channel_layer()
    layer = FirstPushHeld(healthy)
    monkeypatch.setattr(realtime, "get_channel_layer", lambda: layer)
    listener = await healthy.new_channel()
    await healthy.group_add(realtime.game_group(table.id), listener)
    try:
        versions = [(await served_post(table, {"type": "set_secret", "value": n}))["version"] for n in range(5)]
        assert versions == [1, 2, 3, 4, 5]  # answered while the first push was held
        layer.release()
        pushed = [(await asyncio.wait_for(healthy.receive(listener), 30))["seq"] for _ in versions]
        assert pushed == versions
    finally:
        await realtime.pushes_sent()
        await healthy.group_discard(realtime.game_group(table.id), listener)


@pytest.mark.parametrize("action", [{"type": "set_secret", "value": n} for n in range(3)])
def test_an_unserved_commands_answer_does_not_wait_for_ever_on_a_layer_that_never_answers(table, monkeypatch, action):
    layer = LayerThatNeverAnswers()
    monkeypatch.setattr(realtime, "get_channel_layer", lambda: layer)
    answers = []

    def post() -> None:
        try:
            answers.append(table.phones[0].post(table.url + "actions/", action, format="json"))
        finally:
            connections.close_all()  # this thread's: the test client leaves a request's open

    command = threading.Thread(target=post)
    command.start()
    command.join(timeout=30)  # not a measure of speed: a wait on this layer never ends
    assert answers, "the answer waited on the channel layer"
    assert answers[0].status_code == 200, answers[0].content
    assert answers[0].json()["version"] == 1


async def test_a_games_backlog_behind_a_layer_that_never_answers_is_bounded(monkeypatch):
    layer = LayerThatNeverAnswers()
    monkeypatch.setattr(realtime, "get_channel_layer", lambda: layer)
    monkeypatch.setattr(realtime, "PUSH_TIMEOUT_SECONDS", 0.01)
    monkeypatch.setattr(realtime, "PUSHES_WAITING_PER_GAME", 3)
    dropped = []
    log_dropped = realtime._log_dropped_push
    monkeypatch.setattr(realtime, "_log_dropped_push", lambda message: (dropped.append(message), log_dropped(message)))
    game = 10**9  # no row: the pushes are built by hand

    def push(seq: int) -> dict:
        return {"type": "game.action", "game": game, "seq": seq}

    for seq in range(1, 8):  # handed over while none is sent: the table plays on
        realtime.send_in_order(push(seq))
    await realtime.pushes_sent()
    assert [sent["seq"] for sent in layer.sends] == [1, 2, 3]
    assert [message["seq"] for message in dropped] == [4, 5, 6, 7]  # each logged

    await asyncio.wait([realtime.send_in_order(push(8))])  # the backlog drained: the next waits again
    assert layer.sends[-1]["seq"] == 8

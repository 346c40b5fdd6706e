"""A socket opened when the channel layer fails, whatever the failure: accepted only to be told
so (an error `unavailable` naming Redis, then close 1013), never a handshake answered 500. As
Redis returned, the layer's pub/sub client raised at a socket's subscription what no list of
network errors held (a 500 in CI); the faults suite meets the real outage (tests/faults)."""

import pytest
from channels.layers import get_channel_layer
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube
from config.asgi import application
from tests.tabletop.sockets import WebsocketCommunicator

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("hot_path_pool")]

FAILURES = [RuntimeError("readuntil() called while another coroutine is already waiting"), ConnectionResetError()]


@pytest.fixture
def seat(transactional_db) -> tuple[int, str]:
    load_demo()
    host = APIClient()
    cube = Cube.objects.get(name="Demo auction block").pk
    created = host.post("/api/v1/auctions/", {"seats": ["Ann", "Bob"], "cube": cube}, format="json").json()
    token = host.post("/api/v1/join/", {"code": created["join_code"], "seat": 0}, format="json").json()["token"]
    return created["id"], token


def _socket(game: int, token: str) -> WebsocketCommunicator:
    headers = [(b"authorization", f"Seat {token}".encode()), (b"host", b"127.0.0.1"), (b"origin", b"http://127.0.0.1")]
    return WebsocketCommunicator(application, f"/ws/auction/{game}/", headers=headers)


def _raises(failure: Exception):
    async def failing(*args, **kwargs):
        raise failure

    return failing


@pytest.mark.parametrize("failure", FAILURES, ids=type)
@pytest.mark.parametrize("step", ["new_channel", "group_add"])
async def test_a_socket_whose_opening_meets_a_failing_channel_layer_is_told_so(seat, monkeypatch, step, failure):
    game, token = seat
    monkeypatch.setattr(type(get_channel_layer()), step, _raises(failure), raising=False)  # in memory, or Redis's
    phone = _socket(game, token)
    connected, _subprotocol = await phone.connect()
    assert connected
    told = await phone.receive_json_from()
    assert (told["type"], told["code"], told["retry_after"]) == ("error", "unavailable", 5)
    assert "Redis" in told["message"]
    assert (await phone.receive_output())["code"] == 1013
    monkeypatch.undo()
    phone = _socket(game, token)
    assert (await phone.connect())[0]
    assert (await phone.receive_json_from())["type"] == "hello"  # the layer back: the socket opens
    await phone.disconnect()

"""Red-team pass 3, resources: game sockets and event streams cost the server while they wait (a
socket about 0.35 MB; a stream a thread and a read of the log every 2 s), and opening one is no
REST request, so the address's request rate never counted them. Under `make run`, one guest with
one seat token opened 1000 streams in 17 s: the server's CPU was at 106% with them alone, and
another table's health check and actions waited up to 2.6 s. Now one client address holds at most
LIVE_CONNECTIONS_PER_ADDRESS sockets and streams at once (per process); past it a stream is
answered 429 and a socket is closed with 4429 after an error naming the limit, and closing one
makes room again. Other addresses are not touched."""

import asyncio
import json

import pytest
from django.test import AsyncClient

from config.asgi import application
from tabletop.live import live_limits
from tests.tabletop.sockets import WebsocketCommunicator

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("hot_path_pool")]


@pytest.fixture
def table(transactional_db, settings):
    from rest_framework.test import APIClient

    from tests.tabletop.conftest import Table

    settings.LIVE_CONNECTIONS_PER_ADDRESS = 3
    return Table(APIClient())


def socket(table, address: str) -> WebsocketCommunicator:
    communicator = WebsocketCommunicator(
        application,
        f"/ws/counter/{table.id}/",
        headers=[(b"authorization", f"Seat {table.tokens[0]}".encode()), (b"host", b"127.0.0.1")],
    )
    communicator.scope["client"] = (address, 50000)  # the peer, as uvicorn gives it
    return communicator


class ClientAt(AsyncClient):
    """A test client whose requests come from `address` (the ASGI scope's peer)."""

    def __init__(self, address: str):
        super().__init__()
        self.address = address

    def _base_scope(self, **request):
        return {**super()._base_scope(**request), "client": [self.address, 50000]}


async def stream(table, address: str):
    return await ClientAt(address).get(
        f"/api/v1/counters/{table.id}/stream/", headers={"Authorization": f"Seat {table.tokens[0]}"}
    )


async def _opened_stream(table, address: str):
    before = live_limits.open_count(address)
    response = await stream(table, address)
    assert response.status_code == 200
    chunks = response.streaming_content
    reading = asyncio.ensure_future(anext(chunks))  # the stream runs (and is counted) once read
    for _ in range(100):
        if live_limits.open_count(address) > before or reading.done():
            break
        await asyncio.sleep(0.02)
    return chunks, reading


async def _close(chunks, reading):
    reading.cancel()
    await asyncio.gather(reading, return_exceptions=True)
    await chunks.aclose()


async def test_one_address_holds_a_bounded_number_of_sockets_and_streams(table):
    address = "192.0.2.7"
    sockets = [socket(table, address) for _ in range(2)]
    for communicator in sockets:
        connected, _ = await communicator.connect()
        assert connected
        assert (await communicator.receive_json_from())["type"] == "hello"
    chunks, reading = await _opened_stream(table, address)
    assert live_limits.open_count(address) == 3

    refused = await stream(table, address)
    assert refused.status_code == 429 and refused.headers["Retry-After"] == "60"
    body = json.loads(refused.content)
    assert body["code"] == "too_many_connections" and body["retry_after"] == 60
    assert "LIVE_CONNECTIONS_PER_ADDRESS" in body["message"]

    extra = socket(table, address)
    connected, _ = await extra.connect()
    assert connected
    error = await extra.receive_json_from()
    assert error["type"] == "error" and error["code"] == "too_many_connections"
    assert (await extra.receive_output())["code"] == 4429
    assert live_limits.open_count(address) == 3

    # another address is not touched
    other = socket(table, "192.0.2.8")
    assert (await other.connect())[0] and (await other.receive_json_from())["type"] == "hello"
    await other.disconnect()

    # closing a socket and the stream makes room again
    await sockets[0].disconnect()
    await _close(chunks, reading)
    assert live_limits.open_count(address) == 1
    again = socket(table, address)
    assert (await again.connect())[0] and (await again.receive_json_from())["type"] == "hello"
    chunks, reading = await _opened_stream(table, address)
    assert live_limits.open_count(address) == 3
    await _close(chunks, reading)
    for communicator in (sockets[1], again):
        await communicator.disconnect()
    assert live_limits.open_count(address) == 0

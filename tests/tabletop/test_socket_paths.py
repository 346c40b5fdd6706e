"""A socket opened at a path no route takes (a negative or non-numeric id, no kind, a missing
slash, another prefix): refused like an unknown game (HTTP 403 at the handshake), never the 500
Channels' router answers when no route matches."""

import pytest

from config.asgi import application
from tabletop.live.consumers import CLOSE_NOT_FOUND
from tests.tabletop.sockets import WebsocketCommunicator

pytestmark = pytest.mark.django_db(transaction=True)

PATHS = ["/ws/auction/-1/", "/ws/auction/abc/", "/ws/auction/1", "/ws/auction/", "/ws/", "/", "/ws/auction/1/x/",
         "/ws//1/", "/api/v1/auctions/1/", "/ws/auction/1%00/", "/ws/auction/" + "9" * 5000 + "/",
         "/ws/auction/99999999999999999999/", "/ws/nokind/1/"]  # fmt: skip


@pytest.mark.parametrize("path", PATHS)
async def test_a_socket_at_a_path_no_route_takes_is_refused_not_a_server_error(path):
    socket = WebsocketCommunicator(application, path, headers=[(b"host", b"127.0.0.1")])
    connected, code = await socket.connect()
    assert (connected, code) == (False, CLOSE_NOT_FOUND)

"""A browser app on another origin (CORS_ALLOWED_ORIGINS, off by default): the API with a token,
never with cookies, and a game's socket with a seat token offered as a subprotocol."""

import json

import pytest
from channels.auth import AuthMiddlewareStack
from channels.routing import URLRouter
from django.test import override_settings
from rest_framework.test import APIClient

from config.asgi import websocket_urlpatterns
from tabletop.access.cors import SUBPROTOCOL, SocketOrigins
from tests.tabletop.sockets import WebsocketCommunicator

APP = "https://app.example.org"
PREFLIGHT = {
    "HTTP_ORIGIN": APP,
    "HTTP_ACCESS_CONTROL_REQUEST_METHOD": "POST",
    "HTTP_ACCESS_CONTROL_REQUEST_HEADERS": "authorization, content-type, idempotency-key",
}


@pytest.mark.django_db
def test_without_the_setting_no_other_origin_is_allowed():
    client = APIClient()
    assert "access-control-allow-origin" not in client.options("/api/v1/auctions/", **PREFLIGHT).headers
    assert "access-control-allow-origin" not in client.get("/api/v1/cubes/", HTTP_ORIGIN=APP).headers


@pytest.mark.django_db
@override_settings(CORS_ALLOWED_ORIGINS=[APP])
def test_an_allowed_origin_may_call_the_api_with_a_token_but_never_with_cookies():
    client = APIClient()
    preflight = client.options("/api/v1/auctions/", **PREFLIGHT)
    assert preflight.status_code == 200
    assert preflight["access-control-allow-origin"] == APP
    allowed = {name.strip() for name in preflight["access-control-allow-headers"].split(",")}
    assert {"authorization", "content-type", "idempotency-key", "last-event-id"} <= allowed
    assert "access-control-allow-credentials" not in preflight.headers  # cookies are never sent cross-origin
    read = client.get("/api/v1/cubes/", HTTP_ORIGIN=APP)
    assert read["access-control-allow-origin"] == APP
    exposed = {name.strip() for name in read["access-control-expose-headers"].split(",")}
    assert {"retry-after", "idempotent-replayed", "content-disposition"} <= exposed
    # another origin, and the pages (not under /api/), get nothing
    assert "access-control-allow-origin" not in client.get("/api/v1/cubes/", HTTP_ORIGIN="https://evil.example").headers
    assert "access-control-allow-origin" not in client.get("/join/", HTTP_ORIGIN=APP).headers


def test_an_origin_that_is_no_origin_stops_start_up():
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = {
        "PATH": os.environ["PATH"],
        "SECRET_KEY": "probe",
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "CORS_ALLOWED_ORIGINS": "app.example.org/path",
    }
    done = subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"],
        cwd=Path(__file__).resolve().parents[2],
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode != 0 and "CORS_ALLOWED_ORIGINS takes origins" in done.stderr


@pytest.fixture
def live_table(transactional_db):
    from tests.tabletop.conftest import Table

    return Table(APIClient())


def socket(table, origin: bytes, *, subprotocols=None, cookie: str | None = None) -> WebsocketCommunicator:
    with override_settings(CORS_ALLOWED_ORIGINS=[APP]):
        policy = SocketOrigins(AuthMiddlewareStack(URLRouter(websocket_urlpatterns)))
    headers = [(b"host", b"127.0.0.1"), (b"origin", origin)]
    if cookie:
        headers.append((b"cookie", f"seat_{table.id}={cookie}".encode()))
    return WebsocketCommunicator(policy, f"/ws/counter/{table.id}/", headers=headers, subprotocols=subprotocols)


@pytest.mark.usefixtures("hot_path_pool")
async def test_an_allowed_origin_opens_the_socket_with_a_seat_token_as_a_subprotocol(live_table):
    phone = socket(live_table, APP.encode(), subprotocols=[SUBPROTOCOL, f"seat.{live_table.tokens[1]}"])
    connected, accepted = await phone.connect()
    assert connected and accepted == SUBPROTOCOL
    hello = json.loads(await phone.receive_from())
    assert hello["type"] == "hello" and hello["seat"] == 1 and hello["role"] == "player"
    await phone.disconnect()


@pytest.mark.usefixtures("hot_path_pool")
@pytest.mark.parametrize(
    ("origin", "subprotocols", "with_cookie"),
    [
        (APP, None, True),  # the player's cookie alone: another site's page must not ride it
        (APP, [SUBPROTOCOL], True),
        (APP, ["seat.{token}"], False),  # the token without "treasury": nothing to accept with
        (APP, [SUBPROTOCOL, "seat.not-a-real-token"], False),
        ("https://evil.example", [SUBPROTOCOL, "seat.{token}"], False),  # an origin not allowed
        ("https://app.example.org:8443", [SUBPROTOCOL, "seat.{token}"], False),  # another port, another origin
    ],
)
async def test_a_cross_origin_socket_without_a_good_seat_token_or_from_another_origin_is_refused(
    live_table, origin, subprotocols, with_cookie
):
    token = live_table.tokens[0]
    offered = [name.format(token=token) for name in subprotocols] if subprotocols else None
    phone = socket(live_table, origin.encode(), subprotocols=offered, cookie=token if with_cookie else None)
    connected, _ = await phone.connect()
    assert not connected


@pytest.mark.usefixtures("hot_path_pool")
async def test_a_cross_origin_socket_is_the_seat_of_its_token_never_the_cookies(live_table):
    phone = socket(
        live_table,
        APP.encode(),
        subprotocols=[SUBPROTOCOL, f"seat.{live_table.tokens[1]}"],
        cookie=live_table.tokens[0],
    )
    connected, _ = await phone.connect()
    assert connected
    assert json.loads(await phone.receive_from())["seat"] == 1
    await phone.disconnect()

"""Origins are whole: every path that acts or reads with a player's cookie (the socket, the event
stream, a page's form, a REST write) takes a browser's Origin only when scheme, host and port
are all one the server serves: the request's own (its scheme and Host), SITE_URL's, or one of
CSRF_TRUSTED_ORIGINS.

Reason (red team, third round): the socket's Origin check compared the host only, so
`http://127.0.0.1:1`, `https://127.0.0.1` and `http://localhost:9999` were accepted. A page served
on another port of the player's host, opened in the player's browser, opened the game's socket
with the player's seat cookie, got the whole view with the hidden deck, and sent actions. REST's
CSRF check compared scheme, host and port and refused the same origin."""

import itertools
import json

import pytest
from django.test import Client, override_settings
from rest_framework.test import APIClient

from config.asgi import application
from tabletop.access.cors import is_served_origin
from tests.tabletop.sockets import WebsocketCommunicator

SERVER_HOST, SERVER_PORT = "127.0.0.1", 8000
SITE = ("https", "treasury.example.org", 443)
TRUSTED = "https://*.trusted.example"
SETTINGS = {
    "SITE_URL": "https://treasury.example.org",
    "CSRF_TRUSTED_ORIGINS": [TRUSTED],
    "ALLOWED_HOSTS": ["127.0.0.1", "localhost", "[::1]", "treasury.example.org", "testserver"],
    "CORS_ALLOWED_ORIGINS": [],
}
SCHEMES = ("http", "https")
HOSTS = ("127.0.0.1", "localhost", "[::1]", "evil.example", "127.0.0.1.evil.example", "treasury.example.org",
         "app.trusted.example", "trusted.example.evil")  # fmt: skip
PORTS = (None, 80, 443, 8000, 8001, 1)
ORIGINS = [
    (scheme, host, port, f"{scheme}://{host}" + (f":{port}" if port is not None else ""))
    for scheme, host, port in itertools.product(SCHEMES, HOSTS, PORTS)
]


def expected_served(server_scheme: str, scheme: str, host: str, port: int | None) -> bool:
    """Written out from the promise, not from the code: the request's own origin, SITE_URL's, or
    a subdomain of the trusted one, each with its scheme and its (default or written) port."""
    port = port if port is not None else {"http": 80, "https": 443}[scheme]
    own = (server_scheme, SERVER_HOST, SERVER_PORT)
    return (scheme, host, port) in (own, SITE) or (scheme, port) == ("https", 443) and host == "app.trusted.example"


def mismatches(server_scheme: str, answers: dict[str, bool]) -> list[str]:
    return [
        f"{origin}: {'refused' if expected_served(server_scheme, scheme, host, port) else 'accepted'}"
        for scheme, host, port, origin in ORIGINS
        if answers[origin] != expected_served(server_scheme, scheme, host, port)
    ]


def test_the_one_check_takes_scheme_host_and_port_whole():
    with override_settings(**SETTINGS):
        for server_scheme in SCHEMES:
            answers = {
                origin: is_served_origin(origin, scheme=server_scheme, host=f"{SERVER_HOST}:{SERVER_PORT}")
                for *_, origin in ORIGINS
            }
            assert mismatches(server_scheme, answers) == []
        for malformed in ("null", "", "http://127.0.0.1:8000/path", "http://user@127.0.0.1:8000", "ftp://127.0.0.1",
                          "http://127.0.0.1:99999", "http://[::1"):  # fmt: skip
            assert not is_served_origin(malformed, scheme="http", host=f"{SERVER_HOST}:{SERVER_PORT}")
        # a Host the server does not serve gives no origin of its own
        assert not is_served_origin("http://evil.example", scheme="http", host="evil.example")


@pytest.fixture
def table(transactional_db):
    from tests.tabletop.conftest import Table

    return Table(APIClient())


def http_phone(table, server_scheme: str, *, seat_cookie: str) -> tuple[Client, str]:
    phone = Client(enforce_csrf_checks=True, HTTP_HOST=f"{SERVER_HOST}:{SERVER_PORT}")
    phone.get(f"/join/{table.code}/", secure=server_scheme == "https")  # sets csrftoken
    phone.cookies[f"seat_{table.id}"] = seat_cookie
    return phone, phone.cookies["csrftoken"].value


@pytest.mark.parametrize("server_scheme", SCHEMES)
def test_a_rest_write_with_the_seat_cookie(table, server_scheme):
    phone, csrf = http_phone(table, server_scheme, seat_cookie=table.tokens[0])
    answers = {}
    with override_settings(**SETTINGS):
        for *_, origin in ORIGINS:
            answer = phone.post(
                f"{table.url}actions/",
                json.dumps({"type": "set_secret", "value": 1}),
                content_type="application/json",
                secure=server_scheme == "https",
                HTTP_ORIGIN=origin,
                HTTP_X_CSRFTOKEN=csrf,
            )
            refused = answer.status_code == 403 and "CSRF" in answer.json()["message"]
            assert answer.status_code < 500
            answers[origin] = not refused
            if refused:
                assert origin in answer.json()["message"]  # it names the origin it refused
    assert mismatches(server_scheme, answers) == []


@pytest.mark.parametrize("server_scheme", SCHEMES)
def test_a_page_form_with_the_seat_cookie(table, server_scheme):
    phone, csrf = http_phone(table, server_scheme, seat_cookie=table.host_token)
    answers = {}
    with override_settings(**SETTINGS):
        for *_, origin in ORIGINS:
            answer = phone.post(
                f"/games/{table.id}/seat/",
                json.dumps({"token": table.host_token}),
                content_type="application/json",
                secure=server_scheme == "https",
                HTTP_ORIGIN=origin,
                HTTP_X_CSRFTOKEN=csrf,
            )
            assert answer.status_code in (200, 403)
            answers[origin] = answer.status_code == 200
    assert mismatches(server_scheme, answers) == []


@pytest.mark.parametrize("server_scheme", SCHEMES)
def test_the_event_stream_with_the_seat_cookie(table, server_scheme):
    phone, _ = http_phone(table, server_scheme, seat_cookie=table.tokens[0])
    answers = {}
    with override_settings(**SETTINGS):
        for *_, origin in ORIGINS:
            answer = phone.head(f"{table.url}stream/", secure=server_scheme == "https", HTTP_ORIGIN=origin)
            assert answer.status_code in (200, 403)
            answers[origin] = answer.status_code == 200
        refused = phone.get(f"{table.url}stream/", HTTP_ORIGIN="http://127.0.0.1:1")
        assert refused.json()["code"] == "origin_refused" and "http://127.0.0.1:1" in refused.json()["message"]
    assert mismatches(server_scheme, answers) == []


@pytest.mark.usefixtures("hot_path_pool")
@pytest.mark.parametrize("server_scheme", SCHEMES)
async def test_the_socket_with_the_seat_cookie(table, server_scheme):
    answers = {}
    with override_settings(**SETTINGS):
        for *_, origin in ORIGINS:
            headers = [
                (b"host", f"{SERVER_HOST}:{SERVER_PORT}".encode()),
                (b"origin", origin.encode()),
                (b"cookie", f"seat_{table.id}={table.tokens[0]}".encode()),
            ]
            phone = WebsocketCommunicator(application, f"/ws/counter/{table.id}/", headers=headers)
            phone.scope["scheme"] = "wss" if server_scheme == "https" else "ws"
            connected, _ = await phone.connect()
            answers[origin] = connected
            if connected:
                assert json.loads(await phone.receive_from())["seat"] == 0
                await phone.disconnect()
    assert mismatches(server_scheme, answers) == []

"""Who may open a game's socket, by the Origin a browser sends.

- No Origin: not a browser. The client carries its own credential (an Authorization header), so
  it has nothing to forge.
- An Origin of this site (its host in ALLOWED_HOSTS): the phone pages, with their seat cookie.
- An Origin in CORS_ALLOWED_ORIGINS: a browser app of another site. A browser cannot send an
  Authorization header with a socket, so the app offers its seat token as a subprotocol,
  `new WebSocket(url, ["treasury", "seat." + token])`, and the server accepts with "treasury".
  Its cookies are dropped: a page of another origin never acts with a player's cookie.
- Any other Origin is refused (HTTP 403), as is a cross-origin socket without a seat token.

The REST side of CORS_ALLOWED_ORIGINS is django-cors-headers' (config/settings.py)."""

from urllib.parse import urlparse

from channels.security.websocket import AllowedHostsOriginValidator, OriginValidator, WebsocketDenier
from django.conf import settings

SUBPROTOCOL = "treasury"
SEAT_PREFIX = "seat."


def _header(scope: dict, name: bytes) -> bytes | None:
    return next((value for key, value in scope.get("headers", []) if key.lower() == name), None)


class SeatTokenSubprotocol:
    """A cross-origin socket: the seat token from the subprotocols as the Authorization header,
    no cookies, and "treasury" as the accepted subprotocol."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        offered = scope.get("subprotocols") or []
        tokens = [name.removeprefix(SEAT_PREFIX) for name in offered if name.startswith(SEAT_PREFIX)]
        if SUBPROTOCOL not in offered or len(tokens) != 1 or not tokens[0]:
            return await WebsocketDenier()(scope, receive, send)
        headers = [(key, value) for key, value in scope["headers"] if key.lower() not in (b"cookie", b"authorization")]
        headers.append((b"authorization", f"Seat {tokens[0]}".encode("latin-1", "replace")))

        async def accept_as_treasury(message):
            if message["type"] == "websocket.accept":
                message = {**message, "subprotocol": SUBPROTOCOL}
            await send(message)

        scope = {**scope, "headers": headers, "subprotocols": [SUBPROTOCOL]}
        return await self.app(scope, receive, accept_as_treasury)


class SocketOrigins:
    def __init__(self, app):
        self.app = app
        self.same_site = AllowedHostsOriginValidator(app)
        self.cross_origin = OriginValidator(SeatTokenSubprotocol(app), settings.CORS_ALLOWED_ORIGINS)

    async def __call__(self, scope, receive, send):
        origin = _header(scope, b"origin")
        if origin is None:
            return await self.app(scope, receive, send)
        if self.same_site.valid_origin(urlparse(origin.decode("latin-1"))):
            return await self.app(scope, receive, send)
        return await self.cross_origin(scope, receive, send)  # it refuses an origin not in its list

"""Which origins a browser may act from, in one function (`is_served_origin`) that every
cookie-carrying path asks: sockets, event streams, page forms and REST writes (the CSRF check).

An origin is scheme, host and port, compared whole: a page served on another port of this host
(`http://127.0.0.1:1`), or over the other scheme, is another origin, and never acts with a
player's cookie. The served origins are the one the request was sent to (its scheme and Host,
the Host being one of ALLOWED_HOSTS), SITE_URL's, and CSRF_TRUSTED_ORIGINS (`https://*.example.org`
there takes every subdomain, as Django reads it).

For sockets:
- No Origin: not a browser. The client carries its own credential (an Authorization header), so
  it has nothing to forge.
- A served origin: the phone pages, with their seat cookie.
- An Origin in CORS_ALLOWED_ORIGINS: a browser app of another site. A browser cannot send an
  Authorization header with a socket, so the app offers its seat token as a subprotocol,
  `new WebSocket(url, ["treasury", "seat." + token])`, and the server accepts with "treasury".
  Its cookies are dropped: a page of another origin never acts with a player's cookie.
- Any other Origin is refused (HTTP 403), as is a cross-origin socket without a seat token.

The REST side of CORS_ALLOWED_ORIGINS is django-cors-headers' (config/settings.py)."""

from urllib.parse import urlsplit

from channels.security.websocket import OriginValidator, WebsocketDenier
from django.conf import settings
from django.http.request import split_domain_port, validate_host
from django.middleware.csrf import CsrfViewMiddleware
from django.utils.http import is_same_domain

SUBPROTOCOL = "treasury"
SEAT_PREFIX = "seat."
DEFAULT_PORTS = {"http": 80, "https": 443}


def _origin_parts(origin: str) -> tuple[str, str, int] | None:
    """(scheme, host, port) of an origin, the port written out; None for anything else
    ("null", a path, userinfo, another scheme, a port out of range)."""
    try:
        parts = urlsplit(origin)
        port = parts.port
    except ValueError:
        return None
    scheme = parts.scheme.lower()
    if scheme not in DEFAULT_PORTS or not parts.hostname or parts.username is not None or parts.password is not None:
        return None
    if parts.path or parts.query or parts.fragment:
        return None
    return scheme, parts.hostname.lower().rstrip("."), port if port is not None else DEFAULT_PORTS[scheme]


def _trusted(origin: tuple[str, str, int], trusted: str) -> bool:
    wildcard = trusted.startswith(("http://*.", "https://*."))
    pattern = _origin_parts(trusted.replace("*.", "", 1) if wildcard else trusted)
    if pattern is None or pattern[0] != origin[0] or pattern[2] != origin[2]:
        return False
    return is_same_domain(origin[1], "." + pattern[1]) if wildcard else origin[1] == pattern[1]


def is_served_origin(origin: str, *, scheme: str, host: str) -> bool:
    """Whether a browser's Origin is one this server serves. `scheme` ("http" or "https") and
    `host` (the Host header, with its port) are the request's own."""
    asked = _origin_parts(origin)
    if asked is None:
        return False
    domain, _ = split_domain_port(host)
    own = _origin_parts(f"{scheme}://{host}") if domain and validate_host(domain, settings.ALLOWED_HOSTS) else None
    return asked in (own, _origin_parts(settings.SITE_URL)) or any(
        _trusted(asked, trusted) for trusted in settings.CSRF_TRUSTED_ORIGINS
    )


class ServedOriginCsrfMiddleware(CsrfViewMiddleware):
    """Django's CSRF check, its Origin compared by `is_served_origin`."""

    def _origin_verified(self, request):
        try:
            host = request.get_host()
        except Exception:  # DisallowedHost: no own origin, SITE_URL and the trusted ones remain
            host = ""
        return is_served_origin(request.META["HTTP_ORIGIN"], scheme=request.scheme, host=host)


def _header(scope: dict, name: bytes) -> bytes | None:
    return next((value for key, value in scope.get("headers", []) if key.lower() == name), None)


def socket_scheme(scope: dict) -> str:
    """The page's scheme for a socket: wss is https; behind a TLS proxy (BEHIND_TLS_PROXY), its
    X-Forwarded-Proto, as Django reads it for requests."""
    if scope.get("scheme") == "wss":
        return "https"
    proxy = settings.SECURE_PROXY_SSL_HEADER
    if proxy:
        header = proxy[0].removeprefix("HTTP_").lower().replace("_", "-").encode("latin-1")
        if (_header(scope, header) or b"").decode("latin-1").strip() == proxy[1]:
            return "https"
    return "http"


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
        self.cross_origin = OriginValidator(SeatTokenSubprotocol(app), settings.CORS_ALLOWED_ORIGINS)

    async def __call__(self, scope, receive, send):
        origin = _header(scope, b"origin")
        if origin is None:
            return await self.app(scope, receive, send)
        host = (_header(scope, b"host") or b"").decode("latin-1")
        if is_served_origin(origin.decode("latin-1"), scheme=socket_scheme(scope), host=host):
            return await self.app(scope, receive, send)
        return await self.cross_origin(scope, receive, send)  # it refuses an origin not in its list

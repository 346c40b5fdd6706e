"""Who is asking: user accounts (DRF tokens), seats (`Authorization: Seat <token>`), and the
per-game seat cookie the phone pages carry. `actor_for` is the one place that turns these
into the caller's place at a table, for HTTP and sockets alike.

A seat credential is the seat and nothing more: it is scoped to its own game and seat, and it
never stands in for the account that claimed it (nor an account for a seat it did not name)."""

import re

from django.contrib.auth.models import AnonymousUser
from rest_framework import authentication, exceptions

from tabletop.access.cors import ServedOriginCsrfMiddleware
from tabletop.core.actors import Actor
from tabletop.core.errors import quoted
from tabletop.models import Game, Seat, hash_token

SEAT_COOKIE_PREFIX = "seat_"


def seat_cookie_name(game_id: int) -> str:
    return f"{SEAT_COOKIE_PREFIX}{game_id}"


def seat_by_token(token: str) -> Seat | None:
    if not token or len(token) > 200:
        return None
    seats = Seat.objects.select_related("game", "user").defer(*Seat.GAME_DOCUMENTS)
    return seats.filter(token_hash=hash_token(token)).first()


# DRF's Token.generate_key: 20 random bytes in hex. Anything else names no user, and is refused
# before it reaches the database (PostgreSQL refuses a NUL in a query with an error, not a miss).
USER_TOKEN_KEY = re.compile(r"[0-9a-f]{40}")


def user_by_token(key: str):
    from rest_framework.authtoken.models import Token

    if not USER_TOKEN_KEY.fullmatch(key):
        return None
    token = Token.objects.select_related("user").filter(key=key).first()
    return token.user if token is not None and token.user.is_active else None


MAX_SEAT_COOKIES_READ = 8


def held_seats(request) -> tuple[Seat, ...]:
    """The seats the caller's credentials name: its Seat header, and its page's seat cookies."""
    auth = getattr(request, "auth", None)  # DRF's credential; a page reads the header itself
    if auth is None:
        scheme, _, token = request.headers.get("Authorization", "").partition(" ")
        auth = seat_by_token(token.strip()) if scheme.lower() == "seat" else None
    held = [auth] if isinstance(auth, Seat) else []
    cookies = [value for name, value in request.COOKIES.items() if name.startswith(SEAT_COOKIE_PREFIX)]
    for token in cookies[:MAX_SEAT_COOKIES_READ]:
        seat = seat_by_token(token)
        if seat is not None:
            held.append(seat)
    return tuple(held)


class UserTokenAuthentication(authentication.TokenAuthentication):
    """`Authorization: Token <key>`: a user account's API token. A header of neither shape is left
    to SeatTokenAuthentication to refuse, in the words sockets and streams use."""

    def authenticate(self, request):
        try:
            found = authorization_credential(authentication.get_authorization_header(request).decode("latin-1"))
        except UnknownCredential:
            return None
        return self.authenticate_credentials(found[1]) if found is not None and found[0] == "token" else None

    def authenticate_credentials(self, key):
        user = user_by_token(key)
        if user is None:
            raise exceptions.AuthenticationFailed("unknown user token")
        return (user, None)


class SessionAuthentication(authentication.SessionAuthentication):
    """DRF's session authentication, its writes held to the same CSRF and origin check as the
    seat cookie's."""

    def enforce_csrf(self, request):
        enforce_cookie_csrf(request)


class UnknownCredential(Exception):
    """An Authorization header whose seat or user token names nothing, or that is not one of its
    two shapes (REST answers 401)."""


SCHEMES = {"seat": "Seat <token>", "token": "Token <key>"}  # by the scheme's name in lower case


def authorization_credential(header: str) -> tuple[str, str] | None:
    """(the scheme in lower case, the credential) of an Authorization header, the same for REST,
    sockets and event streams; None when it is blank or `Basic` (a password proxy in front of the
    server: browsers send it with every request); UnknownCredential naming its two shapes when it
    is neither (`Bearer …`, a token in two parts)."""
    parts = header.split()
    if not parts or parts[0].lower() == "basic":  # a password proxy's in front, which the browser sends on
        return None
    scheme = parts[0].lower()
    if scheme not in SCHEMES:
        shapes = " or ".join(f"'{shape}'" for shape in SCHEMES.values())
        raise UnknownCredential(f"Authorization takes {shapes}, not {quoted(parts[0], 20)}")
    if len(parts) != 2:
        raise UnknownCredential(f"{parts[0]} authorization takes exactly one token: '{SCHEMES[scheme]}'")
    return scheme, parts[1]


class SeatTokenAuthentication(authentication.BaseAuthentication):
    """`Authorization: Seat <token>`: a phone's seat (or a host or spectator token). It also refuses
    a header of neither shape, which no authenticator would take (so the caller is told, not
    served as though it sent none)."""

    keyword = "Seat"

    def authenticate(self, request):
        try:
            found = authorization_credential(authentication.get_authorization_header(request).decode("latin-1"))
        except UnknownCredential as error:
            raise exceptions.AuthenticationFailed(str(error)) from None
        if found is None or found[0] != "seat":
            return None
        seat = seat_by_token(found[1])
        if seat is None:
            raise exceptions.AuthenticationFailed("unknown seat token")
        return (AnonymousUser(), seat)

    def authenticate_header(self, request):
        return self.keyword


def _view_seat(game: Game, seat: Seat | None) -> int | None:
    if seat is None:
        return None
    if seat.is_player:
        return seat.number
    if seat.role == Seat.Role.SPECTATOR and seat.watching is not None:
        shares = (
            game.seats.filter(role=Seat.Role.PLAYER, number=seat.watching)
            .values_list("shares_with_spectators", flat=True)
            .first()
        )
        return seat.watching if shares else None
    return None


ROLE_PREFERENCE = {Seat.Role.PLAYER: 0, Seat.Role.SPECTATOR: 1, Seat.Role.HOST: 2}


def _user_seat(game: Game, user) -> Seat | None:
    """A user's place at the game: their player seat over a spectator place over hosting."""
    if user is None or not user.is_authenticated:
        return None
    seats = sorted(game.seats.filter(user=user), key=lambda seat: ROLE_PREFERENCE[seat.role])
    return seats[0] if seats else None


def actor_for(game: Game, *, user=None, seat: Seat | None = None, cookie_token: str | None = None) -> Actor | None:
    """The caller at `game`, from a seat credential, the page cookie or a user account.
    None when the caller has no place at this game: a seat credential of another game is no
    place here, whoever claimed it."""
    if seat is not None and seat.game_id != game.pk:
        return None
    if seat is None and cookie_token:
        candidate = seat_by_token(cookie_token)
        seat = candidate if candidate is not None and candidate.game_id == game.pk else None
    if seat is None:
        seat = _user_seat(game, user)
    is_host = (seat is not None and seat.role == Seat.Role.HOST) or (
        user is not None and user.is_authenticated and game.host_id == user.pk
    )
    if seat is None and not is_host:
        return None
    return Actor(game_id=game.pk, seat=seat, is_host=is_host, view_seat=_view_seat(game, seat))


def refreshed_actor(actor: Actor) -> Actor:
    """The same caller with `view_seat` read again (a watched seat may stop sharing)."""
    game = Game.objects.get(pk=actor.game_id)
    return Actor(game_id=actor.game_id, seat=actor.seat, is_host=actor.is_host, view_seat=_view_seat(game, actor.seat))


def actor_from_headers(game: Game, *, authorization: str, cookies: dict, user=None) -> Actor | None:
    """For sockets and event streams, which DRF does not authenticate: `Seat <token>`,
    `Token <user token>`, the page's seat cookie, or the session's user. Raises
    UnknownCredential for a token that names nothing, as DRF does over REST."""
    scheme, credential = authorization_credential(authorization) or ("", "")
    seat = None
    if scheme == "seat":
        seat = seat_by_token(credential)
        if seat is None:
            raise UnknownCredential("unknown seat token")
        user = None  # the seat alone, as over REST
    elif scheme == "token":
        user = user_by_token(credential)
        if user is None:
            raise UnknownCredential("unknown user token")
    return actor_for(game, user=user, seat=seat, cookie_token=cookies.get(seat_cookie_name(game.pk)))


def actor_from_request(request, game: Game) -> Actor | None:
    seat = request.auth if isinstance(request.auth, Seat) else None
    cookie_token = None
    if seat is None and not (request.user and request.user.is_authenticated):
        cookie_token = request.COOKIES.get(seat_cookie_name(game.pk))
        if cookie_token and request.method not in ("GET", "HEAD", "OPTIONS"):
            enforce_cookie_csrf(request)
    return actor_for(game, user=request.user, seat=seat, cookie_token=cookie_token)


class _CsrfCheck(ServedOriginCsrfMiddleware):
    def _reject(self, request, reason):
        return reason  # the reason, not Django's 403 page (as DRF's CSRFCheck)


def enforce_cookie_csrf(request) -> None:
    """Cookie-authenticated writes need the CSRF token and a served origin, for the seat cookie
    as for the session."""
    check = _CsrfCheck(lambda req: None)
    check.process_request(request)
    reason = check.process_view(request._request if hasattr(request, "_request") else request, None, (), {})
    if reason and reason.startswith("Origin checking failed"):
        raise exceptions.PermissionDenied(
            f"CSRF check failed: this write came from a page of another origin ({request.headers['Origin'][:100]}); "
            "only this site's own pages (same scheme, host and port) write with its cookies"
        )
    if reason:
        raise exceptions.PermissionDenied("CSRF check failed: send the csrftoken cookie's value as X-CSRFToken")

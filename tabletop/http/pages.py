"""Pages for phones at the table (templates/): home, join with a code, create a table, the host's
page (join code, QR code, who has claimed which seat) and a plain page for kinds that have no
page of their own yet. Each format's own page lives in <format>/pages.py and is named
"<kind>-page"; `Game.get_absolute_url` finds it.

Pages never hold game state: they render a shell and static/treasury/live.js reads the caller's
view from the API (with the seat cookie) and follows the game's socket."""

import ipaddress
import json
from typing import Any

import msgspec
import segno
from django.conf import settings
from django.db.models import Q
from django.http import Http404, HttpResponseNotAllowed, JsonResponse
from django.http.request import split_domain_port
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import include, path, reverse
from django.views.decorators.csrf import ensure_csrf_cookie

from tabletop.access.auth import SEAT_COOKIE_PREFIX, actor_for, held_seats, seat_by_token, seat_cookie_name
from tabletop.access.throttles import JoinThrottle
from tabletop.core import kinds, selectors
from tabletop.core.errors import ServiceError, error_body
from tabletop.core.selectors import game_by_join_code
from tabletop.core.services import (
    SEAT_MOVE_TTL,
    claim_seat,
    move_seat,
    normalise_join_code,
    offer_seat_move,
    release_seat,
    renew_join_code,
    seat_move,
)
from tabletop.http.api import set_seat_cookie
from tabletop.live.notifications import push_key
from tabletop.models import Game, Seat, hash_token
from tabletop.rules import limits, validation

RULE_PAGES = ("auction", "saga", "battler")


def join_url(request, game: Game) -> str:
    """What the QR code on the host's page opens."""
    return phone_url(request, reverse("join-code", args=[game.join_code]))


def phone_url(request, path: str) -> str:
    """`path` at an address another phone reaches: the one this page was opened on (a host that
    passed ALLOWED_HOSTS, so one phones on the same network reach too), unless that is this
    machine's loopback name, which means nothing to a phone: then SITE_URL."""
    domain, _port = split_domain_port(request.get_host())
    if is_loopback(domain.strip("[]")):
        return f"{settings.SITE_URL.rstrip('/')}{path}"
    return request.build_absolute_uri(path)


def qr_svg(url: str) -> str:
    """A QR code of `url`, as inline SVG (no script, no image request)."""
    return segno.make(url, error="m").svg_inline(
        scale=6, dark="#000", light="#fff", border=2, title=f"QR code of {url}"
    )


def is_loopback(domain: str) -> bool:
    if domain == "localhost":
        return True
    try:
        return ipaddress.ip_address(domain).is_loopback
    except ValueError:
        return False


def page_actor(request, game: Game):
    """The caller at `game` from the page's seat cookie (or a logged-in user), or None."""
    return actor_for(game, user=request.user, cookie_token=request.COOKIES.get(seat_cookie_name(game.pk)))


HOST_COOKIE_PREFIX = "host_"


def host_cookie_name(game_id: int) -> str:
    return f"{HOST_COOKIE_PREFIX}{game_id}"


def host_seat(request, game: Game) -> Seat | None:
    """The host's seat of `game` this phone holds: from the seat cookie, or, once the host took a
    player's seat on the same phone, from the host cookie that keeps the host token beside it."""
    for name in (seat_cookie_name(game.pk), host_cookie_name(game.pk)):
        seat = seat_by_token(request.COOKIES.get(name, ""))
        if seat is not None and seat.game_id == game.pk and seat.role == Seat.Role.HOST:
            return seat
    return None


def is_host(request, game: Game, actor) -> bool:
    return (actor is not None and actor.is_host) or host_seat(request, game) is not None


def live_context(game: Game, actor, request=None) -> dict:
    """What every live page hands to live.js."""
    kind = kinds.get(game.kind)
    return {
        "game": game,
        "kind": kind,
        "actor": actor,
        "is_host": request is not None and is_host(request, game, actor),
        "live": {
            "kind": kind.name,
            "plural": kind.plural,
            "game": game.pk,
            "push_key": push_key(),
            "seat": actor.player_number if actor else None,
            "role": actor.role if actor else "none",
            "max_card_ids": selectors.MAX_CARD_IDS,
        },
    }


def local_admin(request) -> dict:
    """A context processor: the local admin account `make run` made, if this server is one."""
    return {"local_admin": settings.LOCAL_ADMIN}


# A phone keeps a cookie for each table it sat at; the home page reads this many at most.
MAX_TABLE_COOKIES_READ = 50


def held_tables(request) -> list[dict[str, Any]]:
    """The tables this phone holds (its seat and host cookies) and, signed in, its account holds:
    the ones waiting on the holder first, then the latest changed."""
    tokens = [
        value
        for name, value in request.COOKIES.items()
        if name.startswith((SEAT_COOKIE_PREFIX, HOST_COOKIE_PREFIX)) and 0 < len(value) <= 200
    ][:MAX_TABLE_COOKIES_READ]
    held = Q(token_hash__in=[hash_token(token) for token in tokens])
    if request.user.is_authenticated:
        held |= Q(user=request.user)
    tables: dict[int, dict[str, Any]] = {}
    seats = Seat.objects.filter(held).select_related("game").defer(*Seat.GAME_DOCUMENTS)
    for seat in seats.prefetch_related("game__seats"):
        game = seat.game
        table = tables.setdefault(game.pk, {"game": game, "kind": kinds.get(game.kind), "seat": None, "roles": []})
        if seat.role == Seat.Role.PLAYER:
            table["seat"] = seat
        table["roles"].append(seat.name if seat.role == Seat.Role.PLAYER else seat.get_role_display().lower())
    for table in tables.values():
        game, seat = table["game"], table["seat"]
        names = {s.number: s.name for s in game.seats.all() if s.role == Seat.Role.PLAYER}
        waiting = [names[n] for n in game.waiting_on or () if n in names]
        table["yours"] = game.status == Game.Status.ACTIVE and seat is not None and seat.number in game.waiting_on
        host_only = seat is None and "host" in table["roles"]
        table["url"] = reverse("host-page", args=[game.pk]) if host_only else game.get_absolute_url()
        if game.status == Game.Status.FINISHED:
            table["move"] = "finished"
        elif table["yours"]:
            table["move"] = "your move"
        else:
            table["move"] = "waiting on " + (", ".join(waiting) or "nobody")
    return sorted(tables.values(), key=lambda t: (not t["yours"], -t["game"].updated_at.timestamp()))


def home(request):
    return render(
        request, "home.html", {"kinds": kinds.all_kinds(), "rule_pages": RULE_PAGES, "tables": held_tables(request)}
    )


@ensure_csrf_cookie
def join(request, code: str | None = None):
    """GET /join/: enter a code. GET /join/<code>/: the table's seats, to claim one or watch.
    The claim itself is POST /api/v1/join/ from the page (set_cookie=true)."""
    if code is None:
        typed = request.GET.get("code", "")
        if typed:
            return redirect("join-code", code=normalise_join_code(typed) or "-")
        return render(request, "join.html", {})
    throttle = JoinThrottle()
    if not throttle.allow_code(request, code):  # a page that names a code's seats answers a guess too
        wait = int(throttle.wait() or 60)
        response = render(request, "join.html", {"code": code, "error": f"Too many tries: wait {wait} s."}, status=429)
        response["Retry-After"] = str(wait)
        return response
    game = game_by_join_code(code)
    if game is None:
        return render(
            request,
            "join.html",
            {
                "code": normalise_join_code(code) or code,
                "error": "No game has this code, or it has expired: ask the host for the current one.",
            },
            status=404,
        )
    seats = [s for s in game.seats.all() if s.role == Seat.Role.PLAYER]
    actor = page_actor(request, game)
    return render(
        request,
        "join.html",
        {
            "code": game.join_code,
            "game": game,
            "kind": kinds.get(game.kind),
            "seats": seats,
            "free": [s for s in seats if not s.is_claimed],
            "next_url": game.get_absolute_url(),
            "already": actor is not None and not actor.is_host,
            "host": actor is not None and actor.is_host,
        },
    )


@ensure_csrf_cookie
def new_game(request):
    """Create a table: the page posts to /api/v1/<plural>/ (with the options changed from the
    chosen preset's or the defaults), then hands the host token to `seat_token` below, which
    keeps it in the HttpOnly seat cookie."""
    return render(
        request,
        "new.html",
        {
            "kinds": [
                {
                    "name": k.name,
                    "plural": k.plural,
                    "label": k.label,
                    "min": k.min_seats,
                    "max": k.max_seats,
                    "presets": list(k.presets or ()),
                    "options": [option_input(k, option) for option in k.table_options],
                }
                for k in kinds.all_kinds()
                if k.name in ("auction", "saga", "battler")
            ],
        },
    )


def option_input(kind: kinds.GameKind, option: kinds.TableOption) -> dict[str, Any]:
    """How the page asks for a table option: a checkbox, a choice or a whole number (empty: off,
    where the setting takes none), with its default under each preset ("" without presets), all
    read from the engine's settings type."""
    field = next(f for f in msgspec.inspect.type_info(kind.engine.settings_type).fields if f.name == option.name)
    types = field.type.types if isinstance(field.type, msgspec.inspect.UnionType) else (field.type,)
    value_type = next(t for t in types if not isinstance(t, msgspec.inspect.NoneType))
    described = {"name": option.name, "label": option.label, "hint": option.hint, "optional": len(types) > 1}
    if isinstance(value_type, msgspec.inspect.BoolType):
        described["input"] = "checkbox"
    elif isinstance(value_type, msgspec.inspect.LiteralType):
        if sorted(value for value, _ in option.choices) != sorted(value_type.values):
            raise ValueError(f"{kind.name} option {option.name}: its words must name each of {value_type.values}")
        described |= {"input": "select", "choices": option.choices}
    elif isinstance(value_type, msgspec.inspect.IntType):
        described |= {"input": "number", "min": value_type.ge if value_type.ge is not None else 0}
    else:
        raise ValueError(f"{kind.name} option {option.name}: no input for {value_type}")
    presets = kind.presets or {"": kind.engine.settings_type()}
    described["defaults"] = {name: getattr(settings, option.name) for name, settings in presets.items()}
    described["default"] = next(iter(described["defaults"].values()))
    described["defaults_json"] = json.dumps(described["defaults"])
    return described


def seat_token(request, game_id: int):
    """POST a seat (or host) token of this game: it is kept in the page's HttpOnly cookie, so
    the token never sits in a URL or in page storage. Answers JSON {next} to fetch, or a
    redirect to a plain form post."""
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    game = get_object_or_404(Game, pk=game_id)
    token = request.POST.get("token", "")
    if not token and request.content_type == "application/json":
        try:
            token = str(limits.loads(request.body or b"{}").get("token", ""))
        except (ValueError, AttributeError):  # InputRefused is a ValueError
            token = ""
    seat = seat_by_token(token.strip())
    wants_json = request.content_type == "application/json"
    if seat is None or seat.game_id != game.pk:
        if wants_json:
            return JsonResponse({"code": "bad_token", "message": "this token is not a seat of this game"}, status=403)
        return render(
            request, "host.html", {"game": game, "error": "This token is not a seat of this game."}, status=403
        )
    next_url = reverse("host-page", args=[game.pk]) if seat.role == Seat.Role.HOST else game.get_absolute_url()
    response = JsonResponse({"next": next_url}) if wants_json else redirect(next_url)
    set_seat_cookie(response, game.pk, token.strip())
    return response


@ensure_csrf_cookie
def host_page(request, game_id: int):
    """The host's page: the join code, its QR code, the seats as they are claimed (live), and a
    seat for the host on this same phone."""
    game = get_object_or_404(Game, pk=game_id)
    actor = page_actor(request, game)
    if not is_host(request, game, actor):
        return render(request, "host.html", {"game": game, "needs_token": True}, status=403)
    context = live_context(game, actor, request)
    url = join_url(request, game)
    seats = [s for s in game.seats.all() if s.role == Seat.Role.PLAYER]
    context.update(
        {
            "join_url": url,
            "qr_svg": qr_svg(url),
            "game_url": game.get_absolute_url(),
            "seats": seats,
            "free": [s for s in seats if not s.is_claimed],
            "playing": actor.player_number if actor is not None else None,
        }
    )
    return render(request, "host.html", context)


def host_takes_seat(request, game_id: int):
    """POST seat: the host plays a free seat on this phone. The seat cookie then holds
    the player's token (the table acts as that player) and the host cookie the host's, so the
    host page and its rights stay on the phone."""
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    game = get_object_or_404(Game, pk=game_id)
    host = host_seat(request, game)
    if host is None:
        return render(request, "host.html", {"game": game, "needs_token": True}, status=403)
    host_token = request.COOKIES.get(host_cookie_name(game.pk)) or request.COOKIES.get(seat_cookie_name(game.pk))
    number = request.POST.get("seat", "")
    try:
        if not (len(number) <= 2 and validation.ascii_digits(number)):
            raise ServiceError("choose a seat to take: seat is its number, at most 2 digits", field="seat")
        claimed = claim_seat(code=game.join_code, seat_number=int(number), user=request.user, held=held_seats(request))
    except ServiceError as refused:
        context = {"game": game, "needs_token": True, "error": str(refused)}
        return render(request, "host.html", context, status=refused.status_code)
    response = redirect(game.get_absolute_url())
    set_seat_cookie(response, game.pk, claimed.token)
    response.set_cookie(
        host_cookie_name(game.pk),
        host_token,
        max_age=60 * 60 * 24 * 120,
        httponly=True,
        samesite="Lax",
        secure=settings.SESSION_COOKIE_SECURE,
    )
    return response


def host_renews_code(request, game_id: int):
    """POST: a new join code (the old one stops working), for the host page on a phone whose
    seat cookie may be a player's (the API's renewal reads that cookie)."""
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    game = get_object_or_404(Game, pk=game_id)
    if host_seat(request, game) is None and not is_host(request, game, page_actor(request, game)):
        return JsonResponse({"code": "not_host", "message": "only the host may renew the join code"}, status=403)
    game = renew_join_code(game.pk)
    return JsonResponse({"join_code": game.join_code})


def host_releases_seat(request, game_id: int, number: int):
    """POST: the host frees a taken seat whose phone is lost, from the host page (as
    host_renews_code, for a phone whose seat cookie may be a player's)."""
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    game = get_object_or_404(Game, pk=game_id)
    if host_seat(request, game) is None and not is_host(request, game, page_actor(request, game)):
        return JsonResponse(error_body("not_host", "only the host may free a seat"), status=403)
    try:
        seat = release_seat(game.pk, number)
    except ServiceError as refused:
        return JsonResponse(error_body(refused.code, refused.message, refused.field), status=refused.status_code)
    return JsonResponse({"number": seat.number, "name": seat.name, "claimed": seat.is_claimed})


def offer_move(request, game_id: int):
    """POST: a one-time link (and its QR code) that moves this phone's seat to another phone."""
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    game = get_object_or_404(Game, pk=game_id)
    actor = page_actor(request, game)
    if actor is None or actor.player_number is None:
        return render(request, "no_seat.html", {"game": game}, status=403)
    try:
        token, expires_at = offer_seat_move(actor.seat)
    except ServiceError as refused:
        return render(request, "move.html", {"game": game, "error": str(refused)}, status=refused.status_code)
    url = phone_url(request, reverse("seat-move", args=[token]))
    minutes = int(SEAT_MOVE_TTL.total_seconds() // 60)
    context = {"game": game, "seat": actor.seat, "offer_url": url, "qr_svg": qr_svg(url), "expires_at": expires_at}
    context["minutes"] = minutes
    response = render(request, "move.html", context)
    response["Cache-Control"] = "no-store"  # the link is a seat for whoever holds it
    return response


@ensure_csrf_cookie
def open_move(request, token: str):
    """GET: what the move link gives, and a button to take it (a link previewer that fetches the
    link takes nothing). POST: take it: this phone gets the seat, the old phone's token ends."""
    try:
        if request.method == "POST":
            moved = move_seat(token, held=held_seats(request), user=request.user)
            response = redirect(moved.seat.game.get_absolute_url())
            set_seat_cookie(response, moved.seat.game_id, moved.token)
            return response
        move = seat_move(token)
    except ServiceError as refused:
        return render(request, "move.html", {"error": str(refused), "code": refused.code}, status=refused.status_code)
    return render(request, "move.html", {"game": move.seat.game, "seat": move.seat, "taking": True})


RULES_TITLES = {"auction": "Auction Magic", "saga": "Cube Saga", "battler": "Battlers"}


def rules_page(request, kind: str):
    """What each step of a format means on the phone, one section per step (the pages link their
    step line here)."""
    if kind not in RULE_PAGES:
        raise Http404(f"no rules page for {kind}")
    return render(request, f"rules/{kind}.html", {"title": RULES_TITLES[kind]})


@ensure_csrf_cookie
def game_page(request, game_id: int):
    """Kinds without a page of their own: the caller's view, live, as plain data."""
    game = get_object_or_404(Game, pk=game_id)
    own = game.get_absolute_url()
    if own != request.path:
        return redirect(own)
    actor = page_actor(request, game)
    if actor is None:
        return render(request, "no_seat.html", {"game": game}, status=403)
    return render(request, "game.html", live_context(game, actor, request))


def kind_game(kind_name: str, request, game_id: int) -> tuple[Game, object]:
    """For a format's page: the game of this kind (404 otherwise) and the caller (or None)."""
    game = Game.objects.filter(pk=game_id, kind=kind_name).first()
    if game is None:
        raise Http404(f"there is no {kind_name} {game_id}")
    return game, page_actor(request, game)


urlpatterns = [
    path("", home, name="home"),
    path("join/", join, name="join-page"),
    path("join/<str:code>/", join, name="join-code"),
    path("new/", new_game, name="new-game"),
    path("games/<int:game_id>/", game_page, name="game-page"),
    path("games/<int:game_id>/host/", host_page, name="host-page"),
    path("games/<int:game_id>/seat/", seat_token, name="seat-token"),
    path("games/<int:game_id>/host/seat/", host_takes_seat, name="host-takes-seat"),
    path("games/<int:game_id>/host/join-code/", host_renews_code, name="host-renews-code"),
    path("games/<int:game_id>/host/seats/<int:number>/release/", host_releases_seat, name="host-releases-seat"),
    path("games/<int:game_id>/seat/move/", offer_move, name="seat-move-offer"),
    path("move/<str:token>/", open_move, name="seat-move"),
    path("rules/<str:kind>/", rules_page, name="rules-page"),
    path("", include("auction.pages")),
    path("", include("battler.pages")),
    path("", include("saga.pages")),
]

"""The live socket of a game, /ws/<kind>/<id>/: pushes every committed action as the socket's
seat may see it, resends what a client missed, and takes actions for the hot path.

Every frame is bounded before it is parsed, and a frame that cannot be read is answered with an
error naming its problem, on a socket that stays open. A push that never came (Redis down, say)
is noticed within two checks of the game's version and its entries are sent from the log."""

import asyncio
import logging
import re
import weakref
from collections import defaultdict
from typing import Any
from urllib.parse import parse_qs

import msgspec
from channels.consumer import get_handler_name
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.db.models import DateTimeField, PositiveIntegerField, Value

from tabletop.access.auth import UnknownCredential, actor_from_headers
from tabletop.core import kinds, patches, realtime, selectors, services, states
from tabletop.core.errors import (
    DATABASE_UNREACHABLE,
    UNAVAILABLE_RETRY_SECONDS,
    BadInput,
    ServiceError,
    clipped,
    error_body,
    quoted,
)
from tabletop.live import hotpath, live_limits, readers, seatviews, socket_limits
from tabletop.models import Game, Seat
from tabletop.rules import limits

logger = logging.getLogger(__name__)

CLOSE_NOT_ALLOWED = 4403
CLOSE_NOT_FOUND = 4404
CLOSE_TOO_MANY = 4429  # this address holds LIVE_CONNECTIONS_PER_ADDRESS sockets and streams already
CLOSE_TRY_AGAIN_LATER = 1013  # PostgreSQL or Redis down as the socket opened (after an error `unavailable`)
PUSHES_UNREACHABLE = "the server's push service (Redis) cannot be reached just now; retry shortly"
# What the channel layer raises at a socket's opening while Redis is down or does not answer:
# errors of the network and of redis-py, and, as Redis returns, whatever its pub/sub client raises
# when the subscription meets the layer's reader reconnecting the same connection (a handshake
# answered 500 in CI). Either way the socket cannot follow its game yet, and is told so.
LAYER_DOWN = Exception
# The fields each message a client sends may carry (the AsyncAPI document's: tests/tabletop/
# test_asyncapi.py holds them equal); any other is refused, as in a REST body: a misspelt
# idempotency_key was ignored, and the command it was to make safe to retry was done twice.
CLIENT_FIELDS = {
    "resync": frozenset({"type", "after"}),
    "action": frozenset({"type", "action", "ref", "idempotency_key", "view"}),
    "ping": frozenset({"type", "pushes"}),
}

# An action is a few hundred characters, a deck of a few hundred card ids a few thousand; nothing
# the protocol takes nests deeper than a handful of levels. (Counting the nesting of a frame at
# the limit takes at most about 2 ms.) Nesting and numbers are bounded as for every body.
MAX_FRAME_CHARS = 16 * 1024
MAX_SEQ = 2**63 - 1  # a seq is a bigint in the database


def _authorization(scope: dict) -> str:
    """The Authorization header as Django reads it over REST: several are one, joined by commas
    (which no credential's shape takes: refused, where the socket took the first)."""
    headers = scope.get("headers", [])
    return ",".join(value.decode("latin-1") for key, value in headers if key.lower() == b"authorization")


# -- reading a frame -------------------------------------------------------------------------
def parse_frame(text: str | None, data: bytes | None) -> Any:
    """The JSON of a text frame, once its size is within bounds and it passes the bounds every
    JSON body does (tabletop/rules/limits.py: nesting, numbers, NUL); BadInput naming the problem
    otherwise."""
    if text is None:
        raise BadInput(f"a binary frame ({len(data or b'')} bytes): send JSON in text frames", code="binary_frame")
    if not text.strip():
        raise BadInput('an empty frame: send a JSON object such as {"type": "ping"}', code="empty_frame")
    if len(text) > MAX_FRAME_CHARS:
        raise BadInput(f"the frame is {len(text)} characters; the limit is {MAX_FRAME_CHARS}", code="frame_too_large")
    encoded = text.encode("utf-8", "surrogatepass")
    try:
        return limits.loads(encoded)
    except limits.InputRefused as error:
        raise BadInput(f"in the frame, {error.message}", code=error.code, field=error.field) from None
    except ValueError as error:
        raise BadInput(f"the frame is not JSON: {error}{_near(encoded, str(error))}", code="invalid_json") from None


MAX_REF_CHARS = 128  # a client's own name for an action, echoed back: as long as a retry key


def ref_problem(ref: Any) -> str | None:
    """Why `ref` cannot be echoed back in a result (None: it can): a text of 1 to MAX_REF_CHARS
    characters, a whole number a client's JSON keeps exactly, or none."""
    if ref is None or (type(ref) is str and 0 < len(ref) <= MAX_REF_CHARS) or (type(ref) is int and abs(ref) < 2**53):
        return None
    return f"ref must be a text of 1 to {MAX_REF_CHARS} characters or a whole number below 2^53 in size"


class _Addressed(msgspec.Struct):
    """What a frame's answer needs of it: whether it is an action, and the ref to answer under."""

    type: Any = None
    ref: Any = None


_ADDRESSED = msgspec.json.Decoder(_Addressed)


def refused_answer(text: str | None, error: ServiceError, **extra: Any) -> dict:
    """The answer to a frame refused before it is read whole (past the rate limit, or beyond the
    bounds of parse_frame): an action's as a refused result under its ref, so that its sender knows
    at once, as for any other refused action; any other frame's as an error. The type and ref are
    read alone, the rest of the frame skipped unread (a few microseconds for a frame of 16 KiB)."""
    body = error_body(error.code, error.message, error.field, **extra)
    try:
        addressed = _ADDRESSED.decode(text) if text is not None else None
    except (msgspec.DecodeError, RecursionError):
        addressed = None
    if addressed is not None and addressed.type == "action" and ref_problem(addressed.ref) is None:
        return {"type": "result", "ref": addressed.ref, "ok": False, "status": error.status_code, **body}
    return {"type": "error", **body}


class Throttled(ServiceError):
    status_code = 429
    code = "throttled"


def _near(encoded: bytes, problem: str) -> str:
    found = re.search(r"\(byte (\d+)\)", problem)
    if found is None:
        return ""
    at = int(found.group(1))
    return f", at {encoded[at : at + 16].decode('utf-8', 'replace')!r}"


# -- the socket ----------------------------------------------------------------------------------
def too_many_message() -> str:
    return (
        f"this address holds {settings.LIVE_CONNECTIONS_PER_ADDRESS} game sockets and event streams open "
        "already (LIVE_CONNECTIONS_PER_ADDRESS): close one first"
    )


def follows_views(query_string: bytes) -> bool:
    """Whether a socket's (or stream's) pushes carry the patch of its reader's view: unless it
    asked `?view=false` (a client that keeps its own model from the events, or a page that shows
    no view, such as the host's)."""
    values = parse_qs(query_string.decode("latin-1")).get("view", [])
    return not values or values[-1].lower() not in ("false", "0", "no")


def knows_view(query_string: bytes) -> bool:
    """Whether a socket's reader holds the facts of every card of its view as the socket opens
    (`?known=view`: it read its view, inline or by reference, as a page does): its patches then
    carry the facts of only the cards that were not in that view."""
    values = parse_qs(query_string.decode("latin-1")).get("known", [])
    return bool(values) and values[-1].lower() == "view"


class ViewReader:
    """A socket's or stream's following of its reader's view: the patch each push carries, and
    the cards whose facts it was sent (or, when it knows its view, held as it opened)."""

    def __init__(self, game: Game, state: Any, actor, knows_view: bool = False) -> None:
        self.game_id, self.kind, self.origin = game.pk, game.kind, realtime.game_origin(game)
        self.key: seatviews.Key = (actor.view_seat, actor.player_number)
        held: dict[int, Any] = {}
        if knows_view:
            patches.plain(patches.document(kinds.get(game.kind).engine, state, self.key)["view"], held)
        self.sent_cards: set[int] = set(held)
        hotpath.seed(game, state)
        seatviews.follow(self.game_id, self.kind, self.key, game.version, state)

    async def patch(self, actor, seq: int) -> dict | None:
        """The patch of the reader's view that ends at `seq`. A spectator whose view changed (the
        seat it watches began or stopped sharing) follows its new view from the next push; a game
        this worker no longer knows is read again, for the pushes after this one."""
        key = (actor.view_seat, actor.player_number)
        if key != self.key:
            seatviews.unfollow(self.game_id, self.key)
            self.key = key
            seatviews.follow(self.game_id, self.kind, key)
        found = seatviews.patch(self.game_id, key, seq)
        if found is None and hotpath.known_version(self.game_id) is None:
            game = await database_sync_to_async(read_game)(self.game_id)
            if game is not None and realtime.game_origin(game) == self.origin:
                hotpath.seed(game, await database_sync_to_async(states.load)(game))
        return seatviews.framed(found, self.sent_cards)

    def close(self) -> None:
        seatviews.unfollow(self.game_id, self.key)


def read_game(game_id: int, kind: str | None = None) -> Game | None:
    """A game's row: what an action reads of it (and states.load needs)."""
    found = Game.objects.filter(pk=game_id, **({"kind": kind} if kind else {}))
    return found.defer(*services.NOT_LOADED_PER_ACTION).first()


class NoSuchSocket(AsyncJsonWebsocketConsumer):
    """A socket at a path no game has (/ws/auction/-1/, /ws/): refused as an unknown game is."""

    async def connect(self):
        await self.close(code=CLOSE_NOT_FOUND)


def unavailable_frame(message: str) -> str:
    body = error_body("unavailable", message, retry_after=UNAVAILABLE_RETRY_SECONDS)
    return msgspec.json.encode({"type": "error", **body}).decode()


class GameConsumer(AsyncJsonWebsocketConsumer):
    """A seat's (or a spectator's) socket on a game. While PostgreSQL or Redis is down, a socket
    opening is accepted only to say so (an error `unavailable`, then close code 1013), as a
    request is answered 503: it was a 500 at the handshake, with a traceback logged."""

    live_address: str | None = None  # the address whose count of live connections this socket is in
    limit_key: tuple = ()  # the seat whose message rate this socket shares (tabletop/live/socket_limits.py)
    address_key: tuple | None = None  # and its client's address
    delivered = 0  # the last seq this socket was sent (live, resent, or as its hello's version)
    reader: ViewReader | None = None  # the patches of this socket's view (None: it asked for none)

    async def dispatch(self, message):
        # Channels closes stale database connections before every message, a thread hop per
        # push and per action; here the database work runs in database_sync_to_async (which does
        # that itself) or on the event loop's own pool (tabletop/live/hotpath.py).
        handler = getattr(self, get_handler_name(message), None)
        if handler is None:
            raise ValueError(f"no handler for message type {message['type']}")
        await handler(message)

    @classmethod
    async def encode_json(cls, content):
        return msgspec.json.encode(content).decode()  # a view of 10-20 KB: several times faster than json

    async def __call__(self, scope, receive, send):
        try:
            await super().__call__(scope, receive, send)
        except LAYER_DOWN as failure:
            if "channel_name" in vars(self):  # the layer had answered: no failure of the opening
                raise
            logger.warning("socket refused: the channel layer failed (%r)", failure)
            # Channels asks the layer for the socket's channel before it reads the opening
            opening = await receive()
            if opening["type"] == "websocket.connect":
                await send({"type": "websocket.accept"})
                await send({"type": "websocket.send", "text": unavailable_frame(PUSHES_UNREACHABLE)})
                await send({"type": "websocket.close", "code": CLOSE_TRY_AGAIN_LATER})

    async def _refuse_while_down(self, message: str) -> None:
        await self.accept()  # accepted only to say why, as for too many connections
        await self.send(text_data=unavailable_frame(message))
        await self.close(code=CLOSE_TRY_AGAIN_LATER)

    async def connect(self):
        route = self.scope["url_route"]["kwargs"]
        self.game_id = int(route["game_id"])
        try:
            found = await database_sync_to_async(self._load)(route["kind"])
        except (OperationalError, InterfaceError):
            await self._refuse_while_down(DATABASE_UNREACHABLE)
            return
        if found is None:
            await self.close(code=CLOSE_NOT_FOUND)
            return
        if self.actor is None:
            await self.close(code=CLOSE_NOT_ALLOWED)
            return
        address = socket_limits.address_key(self.scope)
        if not live_limits.take(address[1] if address else None):
            await self.accept()  # accepted only to say why: a refused handshake tells a page nothing
            await self.send_json({"type": "error", **error_body("too_many_connections", too_many_message())})
            await self.close(code=CLOSE_TOO_MANY)
            return
        self.live_address = address[1] if address else None
        try:
            await self.channel_layer.group_add(realtime.game_group(self.game_id), self.channel_name)
        except LAYER_DOWN as failure:
            logger.warning("socket refused: the channel layer failed (%r)", failure)
            await self._refuse_while_down(PUSHES_UNREACHABLE)
            return
        self.engine = kinds.get(self.kind).engine
        self.sending = asyncio.Lock()  # the entries of the log go out one sender at a time, in order
        if found is not True:  # the row and state read: this socket's pushes carry its view's patch
            self.reader = ViewReader(*found, self.actor, knows_view(self.scope.get("query_string", b"")))
        await self.accept()
        await self.send_json(
            {
                "type": "hello",
                "game": self.game_id,
                "version": self.delivered,
                "seat": self.actor.player_number,
                "role": self.actor.role,
            }
        )
        _live_check().follow(self)

    def _load(self, kind: str):
        """None: no such game; True: found; (row, state) when this socket follows its view."""
        game = read_game(self.game_id, kind)
        if game is None:
            return None
        self.kind = game.kind
        self.delivered = game.version
        self.origin = realtime.game_origin(game)
        try:
            self.actor = actor_from_headers(
                game,
                authorization=_authorization(self.scope),
                cookies=self.scope.get("cookies", {}),
                user=self.scope.get("user"),
            )
        except UnknownCredential:
            self.actor = None
        if self.actor is not None:  # one rate for every socket of the seat (the host account's, if none)
            self.limit_key = ("socket", self.origin, self.actor.seat.pk if self.actor.seat is not None else None)
            self.address_key = socket_limits.address_key(self.scope)
        if self.actor is None or not follows_views(self.scope.get("query_string", b"")):
            return True
        return game, states.load(game)

    async def disconnect(self, code):
        live_limits.give_back(self.live_address)
        self.live_address = None
        if hasattr(self, "engine"):
            _live_check().forget(self)
            if self.reader is not None:
                self.reader.close()
            await self.channel_layer.group_discard(realtime.game_group(self.game_id), self.channel_name)

    async def receive(self, text_data=None, bytes_data=None, **kwargs):
        # before the frame is acted on: a flood costs no database or engine work
        wait, refused = socket_limits.take(self.limit_key, self.address_key)
        if wait:
            await self.send_json(refused_answer(text_data, Throttled(refused), retry_after=wait))
            return
        try:
            content = parse_frame(text_data, bytes_data)
        except BadInput as error:
            await self.send_json(refused_answer(text_data, error))
            return
        try:
            await self.receive_json(content)
        except Exception as failure:  # a bug, logged; the socket and its seat's other messages go on
            try:
                await self.send_json(
                    {
                        "type": "error",
                        **error_body(
                            "server_error", "the server failed on this message; it is logged and the socket is kept"
                        ),
                    }
                )
            except OSError:  # ASGI's send on a closed socket: the phone hung up
                if isinstance(failure, OSError):
                    return  # before its answer went, which is no failure of the server's
            logger.error("socket message on game %s failed", self.game_id, exc_info=failure)

    async def receive_json(self, content: Any, **kwargs):
        kind = content.get("type") if isinstance(content, dict) else None
        if isinstance(kind, str) and kind in CLIENT_FIELDS and (unknown := sorted(set(content) - CLIENT_FIELDS[kind])):
            name = clipped(unknown[0])
            takes = ", ".join(sorted(CLIENT_FIELDS[kind] - {"type"}))
            article = "an" if kind[0] in "aeiou" else "a"
            message = f"{quoted(unknown[0])} is not a field of {article} {kind} message (it takes {takes})"
            body = error_body("invalid_input", message, name)
            if kind == "action" and ref_problem(content.get("ref")) is None:  # its sender waits on the ref
                await self.send_json({"type": "result", "ref": content.get("ref"), "ok": False, "status": 400, **body})
            else:
                await self.send_json({"type": "error", **body})
            return
        if kind == "resync":
            await self._resync(content.get("after"))
        elif kind == "action":
            await self._act(content)
        elif kind == "ping":
            pushes = content.get("pushes", False)
            if not isinstance(pushes, bool):
                refused = error_body("invalid_input", "pushes must be true or false", "pushes")
                await self.send_json({"type": "error", **refused})
                return
            await self.send_json({"type": "pong"})
            if pushes:
                self._probe_pushes()
        else:
            await self.send_json(
                {
                    "type": "error",
                    **error_body(
                        "unknown_message",
                        "send {type: resync, after: N}, {type: action, action: {...}} or {type: ping}",
                    ),
                }
            )

    def _probe_pushes(self) -> None:
        """Send this socket a message through the channel layer, which pushes take: its arrival
        (the `pushes` frame) tells the page that pushes flow; its absence, that they are late
        (Redis down or slow). Not awaited: the socket's other messages never wait on the layer."""
        probe = realtime.bounded(self.channel_layer.send(self.channel_name, {"type": "pushes.probe"}))
        task = asyncio.get_running_loop().create_task(probe)
        _probes.add(task)
        task.add_done_callback(_probes.discard)

    async def pushes_probe(self, message: dict):
        await self.send_json({"type": "pushes", "ok": True})

    async def _resync(self, after: Any):
        if not isinstance(after, int) or isinstance(after, bool) or not 0 <= after <= MAX_SEQ:
            await self.send_json({"type": "error", **error_body("invalid_input", "after must be a seq >= 0", "after")})
            return
        async with self.sending:
            await self._send_log_after(after)

    async def _send_log_after(self, after: int) -> None:
        try:
            entries, version = await database_sync_to_async(self._entries_after)(after)
        except readers.SeatReleased:  # its release's push was missed: the log's read tells it
            await self.close(code=4403)
            return
        if after > version:  # a seq this game never had (another game's): as the stream answers it
            message = f"after {after} is past this game's last seq, {version}: resync from it or lower"
            await self.send_json(
                {"type": "error", **error_body("ahead_of_game", message, "after", current_version=version)}
            )
            return
        for entry in entries:
            await self.send_json({"type": "action", "game": self.game_id, **entry})  # entry has no "type"
            self.delivered = max(self.delivered, entry["seq"])

    def _entries_after(self, after: int) -> tuple[list[dict], int]:
        game = Game.objects.get(pk=self.game_id)
        self.actor = readers.reader_as_now(self.actor)
        return selectors.events_after(game, self.actor, after), game.version

    async def _act(self, content: dict):
        ref = content.get("ref")
        if problem := ref_problem(ref):  # no result could carry it: the client would wait on it
            await self.send_json({"type": "error", **error_body("invalid_ref", problem, "ref")})
            return
        key = content.get("idempotency_key")
        with_view = content.get("view", True)
        try:
            seat_number = services.require_player(self.actor)  # refused as over REST: 403, in the same words
            payload, expected_version = services.split_command(content.get("action"))
            services.check_idempotency_key(key, "idempotency_key")
            if not isinstance(with_view, bool):
                raise BadInput("view must be true or false", field="view")
            command = dict(
                game_id=self.game_id,
                seat_number=seat_number,
                payload=payload,
                expected_version=expected_version,
                idempotency_key=key,
                with_view=with_view,
                claimed_at=self.actor.seat.claimed_at,
                key_field="idempotency_key",
            )
            if hotpath.available():
                result, push = await hotpath.execute_command(**command)
            else:  # its push comes through the channel layer
                result, push = await database_sync_to_async(services.execute_action)(**command), None
        except ServiceError as error:
            await self.send_json(
                {
                    "type": "result",
                    "ref": ref,
                    "ok": False,
                    "status": error.status_code,
                    **error_body(error.code, error.message, error.field, **error.extra),
                }
            )
            if error.code == "seat_released":  # its release's push was missed: as the push would
                await self.close(code=4403)
            return
        patched = push is not None and await self.game_action(push)  # its own push first, from its state
        # The view is left out when asked, and when not asked for (no "view" sent) once the push just
        # sent carried its patch: the whole view again would be most of the answer's bytes.
        whole_view = with_view and not (patched and "view" not in content and not result.replayed)
        body = result.body if whole_view else {name: value for name, value in result.body.items() if name != "view"}
        await self.send_json({"type": "result", "ref": ref, "ok": True, "replayed": result.replayed, **body})

    async def game_action(self, message: dict) -> bool:
        """Sends the push on; True when it carried the patch of this socket's view."""
        hotpath.keep_current(message)
        if message.get("origin") != self.origin:
            return False  # not this game: another deployment's game of the same id on a shared Redis
        async with self.sending:
            if message["seq"] > self.delivered + 1:  # a push went missing: the log has it, and this one
                await self._resend_missed()
            if message["seq"] == self.delivered + 1:
                return await self._forward(message)
        return False

    async def _forward(self, message: dict) -> bool:
        if readers.watches(self.actor):
            self.actor = await database_sync_to_async(readers.reader_as_now)(self.actor)
        entry = selectors.pushed_entry(message, self.kind, self.actor)
        if self.reader is not None and (patch := await self.reader.patch(self.actor, message["seq"])) is not None:
            entry["patch"] = patch
        await self.send_json({"type": "action", "game": message["game"], **entry})
        self.delivered = message["seq"]
        return "patch" in entry

    async def catch_up(self) -> None:
        """Send from the log every entry after the last one this socket was sent (its pushes were
        lost); pushes that come meanwhile wait, so that the socket's seqs never go back."""
        async with self.sending:
            await self._resend_missed()

    async def _resend_missed(self) -> None:
        try:
            await self._send_log_after(self.delivered)
        except Exception:  # the database out of reach, say: the next check tries again
            logger.warning("resending the log of game %s to a socket failed", self.game_id, exc_info=True)

    async def game_seats(self, message: dict):
        if message.get("origin") == self.origin:
            await self.send_json(
                {
                    "type": "seats",
                    "game": message["game"],
                    "seat": message["seat"],
                    "name": message["name"],
                    "claimed": message.get("claimed", True),
                }
            )

    async def game_seat_released(self, message: dict):
        if message.get("origin") == self.origin and readers.reads_released_claim(self.actor, message):
            await self.close(code=4403)  # as a socket with no seat is refused


_probes: set[asyncio.Task] = set()  # the probes on their way (kept: a task only weakly held may vanish)


# -- noticing lost pushes --------------------------------------------------------------------------
def _plays(socket: GameConsumer) -> bool:
    return socket.actor is not None and socket.actor.player_number is not None


def _versions_and_freed(game_ids: list[int], claims: dict[int, Any]) -> tuple[dict[int, int], set[int]]:
    """The games' versions, and which of the player seats (by id, with the claim each socket
    holds) the host has freed since: a socket that missed its seat's release push closes at the
    next check, though pushes of the game still reach it. One statement: the games' rows and the
    seats' (a worker's check comes every LIVE_CHECK_SECONDS, whatever its tables play)."""
    rows = (
        Game.objects.filter(pk__in=game_ids)
        .order_by()
        .values_list(Value(True), "pk", "version", Value(None, output_field=DateTimeField()))
    )
    if claims:  # unordered: SQLite takes no ORDER BY (Seat's default) inside a UNION
        seats = (
            Seat.objects.filter(pk__in=claims)
            .order_by()
            .values_list(Value(False), "pk", Value(None, output_field=PositiveIntegerField()), "claimed_at")
        )
        rows = rows.union(seats, all=True)
    versions, still = {}, {}
    for is_game, pk, version, claimed_at in rows:
        if is_game:
            versions[pk] = version
        else:
            still[pk] = claimed_at
    return versions, {pk for pk, claimed_at in claims.items() if still.get(pk) != claimed_at}


class _LiveCheck:
    """The sockets of one event loop (a worker), by game. Every realtime.LIVE_CHECK_SECONDS one query
    reads their games' versions; a socket that is still short of the version read at the check
    before (a commit at least that old whose push never reached it) is sent the log it missed.
    A push only late by milliseconds is never taken for a lost one."""

    def __init__(self) -> None:
        self.sockets: dict[int, set[GameConsumer]] = defaultdict(set)
        self.task: asyncio.Task | None = None

    def follow(self, socket: GameConsumer) -> None:
        self.sockets[socket.game_id].add(socket)
        if self.task is None:
            self.task = asyncio.get_running_loop().create_task(self._run())

    def forget(self, socket: GameConsumer) -> None:
        sockets = self.sockets.get(socket.game_id)
        if sockets is not None:
            sockets.discard(socket)
            if not sockets:
                del self.sockets[socket.game_id]
        if not self.sockets and self.task is not None:
            self.task.cancel()
            self.task = None

    async def _run(self) -> None:
        earlier: dict[int, int] = {}
        while True:
            await asyncio.sleep(realtime.LIVE_CHECK_SECONDS)
            followed = [socket for sockets in self.sockets.values() for socket in sockets]
            claims = {socket.actor.seat.pk: socket.actor.seat.claimed_at for socket in followed if _plays(socket)}
            try:
                versions, freed = await database_sync_to_async(_versions_and_freed)(list(self.sockets), claims)
            except Exception:  # the database out of reach: nothing to compare with this time
                logger.warning("reading the versions of live games failed", exc_info=True)
                continue
            released = [socket for socket in followed if _plays(socket) and socket.actor.seat.pk in freed]
            behind = [
                socket
                for socket in followed
                if socket not in released and socket.delivered < earlier.get(socket.game_id, 0)
            ]
            earlier = versions
            await asyncio.gather(
                *(socket.close(code=4403) for socket in released), *(socket.catch_up() for socket in behind)
            )


_live_checks: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _LiveCheck] = weakref.WeakKeyDictionary()


def _live_check() -> _LiveCheck:
    loop = asyncio.get_running_loop()
    check = _live_checks.get(loop)
    if check is None:
        check = _live_checks[loop] = _LiveCheck()
    return check

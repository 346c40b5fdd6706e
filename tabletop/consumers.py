"""The live socket of a game, /ws/<kind>/<id>/: pushes every committed action as the socket's
seat may see it, resends what a client missed, and takes actions for the hot path.

Every frame is bounded before it is parsed, and a frame that cannot be read is answered with an
error naming its problem, on a socket that stays open."""

import logging
import re
from itertools import accumulate
from typing import Any

import msgspec
from channels.consumer import get_handler_name
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from tabletop import hotpath, kinds, realtime, selectors, services
from tabletop.auth import actor_from_headers, refreshed_actor
from tabletop.errors import BadInput, ServiceError, error_body
from tabletop.models import Game, Seat

logger = logging.getLogger(__name__)

CLOSE_NOT_ALLOWED = 4403
CLOSE_NOT_FOUND = 4404

# An action is a few hundred characters, a deck of a few hundred card ids a few thousand; nothing
# the protocol takes nests deeper than a handful of levels. (Counting the nesting of a frame at
# the limit takes at most about 2 ms.)
MAX_FRAME_CHARS = 16 * 1024
MAX_NESTING = 32
MAX_SEQ = 2**63 - 1  # a seq is a bigint in the database


def _authorization(scope: dict) -> str:
    for key, value in scope.get("headers", []):
        if key.lower() == b"authorization":
            return value.decode("latin-1")
    return ""


# -- reading a frame -------------------------------------------------------------------------
_ESCAPES = re.compile(r"\\.", re.DOTALL)
_STRINGS = re.compile(r'"[^"]*"')  # with the escapes gone, a string is quote, no quote, quote
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_NESTING_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _nesting(text: str) -> int:
    """How deep the arrays and objects of a JSON text nest, brackets inside strings aside; in
    linear time whatever the text (it is not parsed yet)."""
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", _ESCAPES.sub("", text)))
    return max(accumulate(map(_NESTING_STEP.__getitem__, brackets)), default=0)


def parse_frame(text: str | None, data: bytes | None) -> Any:
    """The JSON of a text frame, once its size and nesting are within bounds; BadInput naming
    the problem otherwise. Non-finite numbers are not JSON, and JSON's numbers beyond a float's
    range are refused as such."""
    if text is None:
        raise BadInput(f"a binary frame ({len(data or b'')} bytes): send JSON in text frames", code="binary_frame")
    if not text.strip():
        raise BadInput('an empty frame: send a JSON object such as {"type": "ping"}', code="empty_frame")
    if len(text) > MAX_FRAME_CHARS:
        raise BadInput(f"the frame is {len(text)} characters; the limit is {MAX_FRAME_CHARS}", code="frame_too_large")
    # fewer brackets than the limit cannot nest deeper than it: a bid never pays for the count
    if text.count("[") + text.count("{") > MAX_NESTING and (depth := _nesting(text)) > MAX_NESTING:
        raise BadInput(f"the frame nests arrays and objects {depth} deep; the limit is {MAX_NESTING}",
                       code="too_deep")
    encoded = text.encode("utf-8", "surrogatepass")
    try:
        return msgspec.json.decode(encoded)
    except msgspec.ValidationError as error:  # the only one untyped JSON raises: a number beyond a float
        raise BadInput(f"a number in the frame cannot be held ({error}): numbers must be finite",
                       code="invalid_number") from None
    except msgspec.DecodeError as error:
        raise BadInput(f"the frame is not JSON: {error}{_near(encoded, str(error))}", code="invalid_json") from None


def _near(encoded: bytes, problem: str) -> str:
    found = re.search(r"\(byte (\d+)\)", problem)
    if found is None:
        return ""
    at = int(found.group(1))
    return f", at {encoded[at:at + 16].decode('utf-8', 'replace')!r}"


class GameConsumer(AsyncJsonWebsocketConsumer):
    async def dispatch(self, message):
        # Channels closes stale database connections before every message, a thread hop per
        # push and per action; here the database work runs in database_sync_to_async (which does
        # that itself) or on the event loop's own pool (tabletop/hotpath.py).
        handler = getattr(self, get_handler_name(message), None)
        if handler is None:
            raise ValueError(f"no handler for message type {message['type']}")
        await handler(message)

    @classmethod
    async def encode_json(cls, content):
        return msgspec.json.encode(content).decode()  # a view of 10-20 KB: several times faster than json

    async def connect(self):
        route = self.scope["url_route"]["kwargs"]
        self.game_id = int(route["game_id"])
        found = await database_sync_to_async(self._load)(route["kind"])
        if found is None:
            await self.close(code=CLOSE_NOT_FOUND)
            return
        if self.actor is None:
            await self.close(code=CLOSE_NOT_ALLOWED)
            return
        self.engine = kinds.get(self.kind).engine
        await self.channel_layer.group_add(realtime.game_group(self.game_id), self.channel_name)
        await self.accept()
        await self.send_json({"type": "hello", "game": self.game_id, "version": self.version,
                              "seat": self.actor.player_number, "role": self.actor.role})

    def _load(self, kind: str):
        game = Game.objects.filter(pk=self.game_id, kind=kind).first()
        if game is None:
            return None
        self.kind = game.kind
        self.version = game.version
        self.origin = realtime.game_origin(game)
        self.actor = actor_from_headers(game, authorization=_authorization(self.scope),
                                        cookies=self.scope.get("cookies", {}), user=self.scope.get("user"))
        return game

    async def disconnect(self, code):
        if hasattr(self, "engine"):
            await self.channel_layer.group_discard(realtime.game_group(self.game_id), self.channel_name)

    async def receive(self, text_data=None, bytes_data=None, **kwargs):
        try:
            content = parse_frame(text_data, bytes_data)
        except BadInput as error:
            await self.send_json({"type": "error", **error_body(error.code, error.message, error.field)})
            return
        try:
            await self.receive_json(content)
        except Exception:  # a bug, logged; the socket and its seat's other messages go on
            logger.exception("socket message on game %s failed", self.game_id)
            await self.send_json({"type": "error", **error_body(
                "server_error", "the server failed on this message; it is logged and the socket is kept")})

    async def receive_json(self, content: Any, **kwargs):
        kind = content.get("type") if isinstance(content, dict) else None
        if kind == "resync":
            await self._resync(content.get("after"))
        elif kind == "action":
            await self._act(content)
        elif kind == "ping":
            await self.send_json({"type": "pong"})
        else:
            await self.send_json({"type": "error", **error_body(
                "unknown_message", "send {type: resync, after: N}, {type: action, action: {...}} or {type: ping}")})

    async def _resync(self, after: Any):
        if not isinstance(after, int) or isinstance(after, bool) or not 0 <= after <= MAX_SEQ:
            await self.send_json({"type": "error", **error_body("invalid_input", "after must be a seq >= 0",
                                                                  "after")})
            return
        entries = await database_sync_to_async(self._entries_after)(after)
        for entry in entries:
            await self.send_json({"type": "action", "game": self.game_id, **entry})  # entry has no "type"

    def _entries_after(self, after: int) -> list[dict]:
        game = Game.objects.get(pk=self.game_id)
        return selectors.events_after(game, self.actor, after)

    async def _act(self, content: dict):
        ref = content.get("ref")
        if self.actor.player_number is None:
            await self.send_json({"type": "result", "ref": ref, "ok": False,
                                  **error_body("not_a_player", "only a player seated at this game may act")})
            return
        key = content.get("idempotency_key")
        with_view = content.get("view", True)
        try:
            payload, expected_version = services.split_command(content.get("action"))
            if key is not None and (not isinstance(key, str) or not 0 < len(key) <= 128):
                raise BadInput("idempotency_key must be a string of 1 to 128 characters", field="idempotency_key")
            if not isinstance(with_view, bool):
                raise BadInput("view must be true or false", field="view")
            execute = hotpath.execute_action if hotpath.available() else database_sync_to_async(services.execute_action)
            result = await execute(game_id=self.game_id, seat_number=self.actor.player_number, payload=payload,
                                   expected_version=expected_version, idempotency_key=key, with_view=with_view)
        except ServiceError as error:
            await self.send_json({"type": "result", "ref": ref, "ok": False, "status": error.status_code,
                                  **error_body(error.code, error.message, error.field, **error.extra)})
            return
        body = result.body if with_view else {name: value for name, value in result.body.items() if name != "view"}
        await self.send_json({"type": "result", "ref": ref, "ok": True, "replayed": result.replayed, **body})

    async def game_action(self, message: dict):
        hotpath.keep_current(message)
        if message.get("origin") != self.origin:
            return  # not this game: another deployment's game of the same id on a shared Redis
        if self.actor.seat is not None and self.actor.seat.role == Seat.Role.SPECTATOR:
            # the watched seat may have stopped sharing since this socket opened
            self.actor = await database_sync_to_async(refreshed_actor)(self.actor)
        await self.send_json({"type": "action", "game": message["game"],
                              **selectors.pushed_entry(message, self.kind, self.actor)})

    async def game_seats(self, message: dict):
        if message.get("origin") == self.origin:
            await self.send_json({"type": "seats", "game": message["game"], "seat": message["seat"],
                                  "name": message["name"]})

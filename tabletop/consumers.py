"""The live socket of a game, /ws/<kind>/<id>/: pushes every committed action as the socket's
seat may see it, resends what a client missed, and takes actions for the hot path."""

from typing import Any

import msgspec
from channels.consumer import get_handler_name
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from tabletop import hotpath, kinds, realtime, selectors, services
from tabletop.auth import UnknownCredential, actor_from_headers, refreshed_actor
from tabletop.errors import BadInput, ServiceError, error_body
from tabletop.models import Game, Seat

CLOSE_NOT_ALLOWED = 4403
CLOSE_NOT_FOUND = 4404


def _authorization(scope: dict) -> str:
    for key, value in scope.get("headers", []):
        if key.lower() == b"authorization":
            return value.decode("latin-1")
    return ""


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
        try:
            self.actor = actor_from_headers(game, authorization=_authorization(self.scope),
                                            cookies=self.scope.get("cookies", {}), user=self.scope.get("user"))
        except UnknownCredential:
            self.actor = None
        return game

    async def disconnect(self, code):
        if hasattr(self, "engine"):
            await self.channel_layer.group_discard(realtime.game_group(self.game_id), self.channel_name)

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
        if not isinstance(after, int) or isinstance(after, bool) or after < 0:
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
        if self.actor.seat is not None and self.actor.seat.role == Seat.Role.SPECTATOR:
            # the watched seat may have stopped sharing since this socket opened
            self.actor = await database_sync_to_async(refreshed_actor)(self.actor)
        await self.send_json({"type": "action", "game": message["game"],
                              **selectors.pushed_entry(message, self.kind, self.actor)})

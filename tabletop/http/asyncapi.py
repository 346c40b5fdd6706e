"""The AsyncAPI 3 document of a game's socket (/ws/<kind>/<id>/, tabletop/live/consumers.py) and its
event stream (.../stream/, tabletop/live/sse.py): every message a client sends and receives, as
msgspec structs whose JSON Schema is made like the REST schema's (tabletop/http/schema.py), with the
same bodies (a push is the events page's LogEntry, a result the action answer). Served at
/api/v1/asyncapi/, beside the OpenAPI schema; tests/realtime checks what the consumer sends
against it."""

from __future__ import annotations

from typing import Any, Generic, Literal, TypeVar

import msgspec
from django.http import JsonResponse
from msgspec import UNSET, UnsetType

from tabletop.core import kinds
from tabletop.core.bodies import EventT, FieldProblem, LogEntry
from tabletop.http.schema import REF, components
from tabletop.rules.engine import Card

ViewT = TypeVar("ViewT")
ActionT = TypeVar("ActionT")


# -- what a client sends ------------------------------------------------------------------------
class Resync(msgspec.Struct, tag="resync", tag_field="type"):
    """Send me every action after this seq again (an `action` message each)."""

    after: int


class ActionCommand(msgspec.Struct, Generic[ActionT], tag="action", tag_field="type", kw_only=True):
    """Play an action (its body as over REST, expected_version included); answered by a `result`
    with the same `ref`. view: false leaves the seat's view out of the answer; not sent, the view
    is left out when the action's own push, just before the answer, carried the patch of it."""

    action: ActionT
    ref: str | int | None = None
    idempotency_key: str | UnsetType = UNSET
    view: bool | UnsetType = UNSET


class Ping(msgspec.Struct, tag="ping", tag_field="type"):
    """`pushes: true` asks, after the pong, for a `pushes` message that takes the way pushes take."""

    pushes: bool = False


# -- what the server sends ----------------------------------------------------------------------
class Hello(msgspec.Struct, tag="hello", tag_field="type"):
    """Sent once, on connecting: the game's version now and who this socket is."""

    game: int
    version: int
    seat: int | None
    role: str


class Pong(msgspec.Struct, tag="pong", tag_field="type"):
    pass


class Pushes(msgspec.Struct, tag="pushes", tag_field="type"):
    """After the pong of a ping that asked for it: a message that took the way pushes take (the
    channel layer). When it does not come within a second or two, pushes are late (the server's Redis down or slow): the
    socket's log resends reach the client meanwhile, every 2 s."""

    ok: bool


class SocketError(msgspec.Struct, tag="error", tag_field="type", kw_only=True):
    """A message the server could not take (not JSON, an unknown type, a bad `after`), or did not
    act on because its seat is past the socket rate limit (`throttled`, with `retry_after`; an
    action gets a refused `result` instead)."""

    code: str
    message: str
    field: str | UnsetType = UNSET
    retry_after: float | UnsetType = UNSET  # seconds before a frame is read again (code throttled)


class Result(msgspec.Struct, Generic[ViewT, EventT], tag="result", tag_field="type", kw_only=True):
    """The answer to an `action` command, with its `ref`: accepted (ok, and the action answer's
    fields, as over REST) or refused (not ok, and the error's fields)."""

    ref: str | int | None
    ok: bool
    # accepted
    replayed: bool | UnsetType = UNSET  # a retried idempotency_key: the first answer again
    game: int | UnsetType = UNSET
    version: int | UnsetType = UNSET
    seq: int | UnsetType = UNSET
    action: str | UnsetType = UNSET
    events: list[EventT] | UnsetType = UNSET
    view: ViewT | UnsetType = UNSET
    # refused
    status: int | UnsetType = UNSET  # the HTTP status the same refusal gets over REST
    code: str | UnsetType = UNSET
    message: str | UnsetType = UNSET
    field: str | UnsetType = UNSET
    errors: list[FieldProblem] | UnsetType = UNSET
    current_version: int | UnsetType = UNSET
    retry_after: float | UnsetType = UNSET  # seconds before the seat's frames are read again (code throttled)


class PatchOp(msgspec.Struct, kw_only=True):
    """One operation of a JSON Patch (RFC 6902). In a value, a card is `{"$card": id, ...}`: its
    facts are in the patch's `cards` (or were, in an earlier push to this reader)."""

    op: Literal["add", "remove", "replace"]
    path: str
    value: Any | UnsetType = UNSET


class ViewPatch(msgspec.Struct, kw_only=True):
    """The change of the reader's detail (GET .../<id>/: version, status, waiting_on,
    legal_actions, view) from version `from` to this push's seq, built from the reader's own view.
    Apply it only to the detail at version `from`; otherwise read the detail again (GET
    .../<id>/refs/ gives it with the cards by reference, their facts from .../<id>/cards/?ids=)."""

    from_: int = msgspec.field(name="from")
    ops: list[PatchOp]
    cards: dict[int, Card]  # the facts of cards the ops name that this reader was not sent before


class Streamed(LogEntry[ActionT, EventT], Generic[ActionT, EventT], kw_only=True):
    """An action of the log as the reader may see it; live (not resent from the log), with the
    patch of the reader's view unless it asked `?view=false` (or this server lacked the state)."""

    patch: ViewPatch | UnsetType = UNSET


class SeatChange(msgspec.Struct, kw_only=True):
    """A seat taken (or freed by the host: `claimed` false), or its player turned
    `shares_with_spectators` on or off: not an action, no seq (the log did not change). Re-read
    the game's seats (a spectator, its view). On the stream: `event: seats`, with no `id`."""

    seat: int
    name: str
    claimed: bool


class Seats(SeatChange, tag="seats", tag_field="type", kw_only=True):
    """On the socket: a seat taken or freed, or its player's sharing turned on or off, at this game."""

    game: int


class Pushed(Streamed[ActionT, EventT], Generic[ActionT, EventT], tag="action", tag_field="type", kw_only=True):
    """An action committed at this game (by anyone), as this socket's seat may see it: the
    LogEntry of the events page, with the game's id, and (live) the patch of the seat's view.
    The answer to one's own command comes right after its push."""

    game: int


SENT = {"resync": Resync, "action": ActionCommand, "ping": Ping}
RECEIVED = {
    "hello": Hello,
    "pong": Pong,
    "pushes": Pushes,
    "error": SocketError,
    "result": Result,
    "action": Pushed,
    "seats": Seats,
}


def _message(name: str, title: str, summary: str) -> dict[str, Any]:
    return {
        "name": name,
        "title": title,
        "summary": summary,
        "contentType": "application/json",
        "payload": {"$ref": REF + name},
    }


def _channel(server: str, address: str, title: str, description: str, messages: list[str]) -> dict[str, Any]:
    return {
        "address": address,
        "servers": [{"$ref": f"#/servers/{server}"}],
        "title": title,
        "description": description,
        "parameters": {"game_id": {"description": "the game's id"}},
        "messages": {name: {"$ref": f"#/components/messages/{name}"} for name in messages},
    }


def servers(request) -> dict[str, Any]:
    """Where the sockets and streams are: the host this document was asked of (it passed
    ALLOWED_HOSTS), over wss and https when it was asked over https (behind a TLS proxy too)."""
    secure = request.is_secure()
    host = request.get_host()
    return {
        "socket": {"host": host, "protocol": "wss" if secure else "ws", "description": "a game's socket"},
        "stream": {
            "host": host,
            "protocol": "https" if secure else "http",
            "description": "a game's event stream (server-sent events)",
        },
    }


def document(request) -> dict[str, Any]:
    """The AsyncAPI 3.0 document: a socket and a stream channel per kind, on the servers of `request`."""
    declared: dict[str, Any] = {}
    events: dict[str, Any] = {}  # each kind's union of events: a schema, no message
    channels: dict[str, Any] = {}
    operations: dict[str, Any] = {}
    for kind in kinds.all_kinds():
        prefix, engine = kind.name.capitalize(), kind.engine
        event = events[f"{prefix}Event"] = engine.event_type
        typed = {
            "Resync": Resync,
            "Ping": Ping,
            "Hello": Hello,
            "Pong": Pong,
            "Pushes": Pushes,
            "SocketError": SocketError,
            "Seats": Seats,
            f"{prefix}ActionCommand": ActionCommand[engine.action_type],
            f"{prefix}ActionResult": Result[engine.view_type, event],
            f"{prefix}Pushed": Pushed[engine.action_type, event],
        }
        declared.update(typed)
        socket, stream = f"{kind.name}Socket", f"{kind.name}Stream"
        channels[socket] = _channel(
            "socket",
            f"/ws/{kind.name}/{{game_id}}/",
            f"a {kind.label}'s socket",
            "Authenticate with `Authorization: Seat <token>` (or the seat cookie, or a session). "
            "A caller with no seat at this game, an unknown game (or one of another kind) and a foreign "
            "`Origin` are refused at the handshake (HTTP 403). Close codes of an open socket: 4403 its seat "
            "was freed, 4429 this address holds LIVE_CONNECTIONS_PER_ADDRESS sockets and streams already "
            "(after an error `too_many_connections`), 1013 PostgreSQL or Redis cannot be reached as it opens "
            "(after an error `unavailable` with `retry_after`), 1009 a message over 64 KiB, 1007 a text frame "
            "that is not UTF-8. "
            "`?view=false`: pushes without the patch of the seat's view (a client that keeps its own model "
            "from the events). `?known=view`: the client read its view and keeps its cards' facts, so patches "
            "leave out the facts of the cards in the view as the socket opened.",
            list(typed),
        )
        channels[stream] = _channel(
            "stream",
            f"/api/v1/{kind.plural}/{{game_id}}/stream/",
            f"a {kind.label}'s event stream (server-sent events)",
            "Each event is `id: <seq>`, `event: action`, `data: <LogEntry, with the patch of the reader's view "
            "when live>`; send `Last-Event-ID` (or `?after=`) to resume; `?view=false` for no patches. A comment "
            "line every 15 s keeps it open. A seat taken or freed is `event: seats`, `data: <SeatChange>`, "
            "with no `id`.",
            [f"{prefix}LogEntry", "SeatChange"],
        )
        declared[f"{prefix}LogEntry"] = Streamed[engine.action_type, event]
        declared["SeatChange"] = SeatChange
        operations[f"{kind.name}Send"] = {
            "action": "send",
            "channel": {"$ref": f"#/channels/{socket}"},
            "messages": [
                {"$ref": f"#/channels/{socket}/messages/{name}"}
                for name in ("Resync", f"{prefix}ActionCommand", "Ping")
            ],
        }
        operations[f"{kind.name}Receive"] = {
            "action": "receive",
            "channel": {"$ref": f"#/channels/{socket}"},
            "messages": [
                {"$ref": f"#/channels/{socket}/messages/{name}"}
                for name in ("Hello", "Pong", "Pushes", "SocketError", f"{prefix}ActionResult", f"{prefix}Pushed")
            ],
        }
        operations[f"{kind.name}Stream"] = {
            "action": "receive",
            "channel": {"$ref": f"#/channels/{stream}"},
            "messages": [{"$ref": f"#/channels/{stream}/messages/{prefix}LogEntry"}],
        }
        # Seat changes are operations of their own: described after the actions were, they are
        # no new kind of message in an operation a client already handles whole.
        operations[f"{kind.name}Seats"] = {
            "action": "receive",
            "channel": {"$ref": f"#/channels/{socket}"},
            "messages": [{"$ref": f"#/channels/{socket}/messages/Seats"}],
        }
        operations[f"{kind.name}StreamSeats"] = {
            "action": "receive",
            "channel": {"$ref": f"#/channels/{stream}"},
            "messages": [{"$ref": f"#/channels/{stream}/messages/SeatChange"}],
        }
    schemas = components({**declared, **events}, openapi=False)
    messages = {name: _message(name, name, schemas[name].get("description", "").split("\n")[0]) for name in declared}
    return {
        "asyncapi": "3.0.0",
        "info": {
            "title": "Treasury live games",
            "version": "1.0.0",
            "description": "A game's socket and event stream. The REST schema is at /api/v1/schema/.",
        },
        "defaultContentType": "application/json",
        "servers": servers(request),
        "channels": channels,
        "operations": operations,
        "components": {"schemas": schemas, "messages": messages},
    }


def asyncapi_view(request):
    return JsonResponse(document(request), json_dumps_params={"separators": (",", ":")})

"""Pushes after commit: every seat's socket and stream learns `{game, seq, type}` and the
events as that seat may see them. Nothing is pushed for a rolled-back transaction.

Redis pub/sub ignores database numbers: two deployments on one Redis server hear each other's
channels. A deployment's group names carry its own prefix (DEPLOYMENT_PREFIX, by default from
its database's name), and every push names the game row it was built from (`origin`: the
deployment, the game's id and its creation time), which its readers compare with their own."""

import asyncio
import contextlib
import logging
import re
from contextvars import ContextVar
from datetime import UTC, datetime, timedelta
from functools import cache, partial
from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import InMemoryChannelLayer, get_channel_layer
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.db import connections, transaction
from django.utils import timezone

from tabletop.models import Seat

logger = logging.getLogger(__name__)

PUSH_TIMEOUT_SECONDS = 2
# How often a socket's worker (or a quiet stream) compares what it was sent with the game's
# version, to resend from the log what a lost push held.
LIVE_CHECK_SECONDS = 2.0
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_PREFIX_LENGTH = 48  # Channels takes group names of up to 99 characters
_NOT_IN_A_NAME = re.compile(r"[^A-Za-z0-9_-]+")


@cache
def deployment_prefix() -> str:
    """This deployment's names on a shared Redis: the DEPLOYMENT_PREFIX setting, or the
    database's name (its last characters: a SQLite path is long)."""
    configured = getattr(settings, "DEPLOYMENT_PREFIX", "")
    if configured:
        if _NOT_IN_A_NAME.search(configured) or len(configured) > _PREFIX_LENGTH:
            raise ImproperlyConfigured(
                f"DEPLOYMENT_PREFIX must be 1 to {_PREFIX_LENGTH} letters, digits, _ or -; got {configured!r}"
            )
        return configured
    name = str(connections["default"].settings_dict["NAME"])
    return _NOT_IN_A_NAME.sub("-", name).strip("-")[-_PREFIX_LENGTH:] or "treasury"


def game_group(game_id: int) -> str:
    return f"{deployment_prefix()}.game.{game_id}"


def game_origin(game) -> str:
    """The game row a push was built from: this deployment, the game's id, and its creation
    (to the microsecond), which no other row of that id in another database shares. Kept on the
    instance (and its copies, the hot path's): a bid pays for a lookup, not for the 5 us of
    the arithmetic on an aware datetime."""
    origin = game.__dict__.get("_push_origin")
    if origin is None:
        created = (game.created_at - _EPOCH) // timedelta(microseconds=1)
        origin = game.__dict__["_push_origin"] = f"{deployment_prefix()}/{game.pk}/{created}"
    return origin


def push_message(game, seat: int | None, action_type: str, events: list[dict], payload: Any = None) -> dict[str, Any]:
    """The push of the action that brought `game` to its version (seq), built from the version
    before it. The raw payload and events travel to the consumers, which redact them per seat."""
    return {
        "type": "game.action",
        "game": game.pk,
        "origin": game_origin(game),
        "seq": game.version,
        "seat": seat,
        "action": action_type,
        "events": events,
        "payload": payload,
        "created_at": timezone.now().isoformat(),
    }


def seats_message(game, seat: int, name: str, *, claimed: bool = True) -> dict[str, Any]:
    """A seat taken or freed, or a player's sharing with spectators turned on or off: no action, no
    seq (the log does not change); pages re-read the seats, spectators their view."""
    return {
        "type": "game.seats",
        "game": game.pk,
        "origin": game_origin(game),
        "seat": seat,
        "name": name,
        "claimed": claimed,
    }


def seat_released_message(game, seat: Seat) -> dict[str, Any]:
    """The host freed a seat, or it moved to another phone: the sockets and streams that read as
    its claim then (`seat` as they hold it) close (its token no longer names it, and the seat's
    next phone must not share its reads); a reader of the seat's new claim stays."""
    claim = seat.claimed_at.isoformat() if seat.claimed_at else None
    return {
        "type": "game.seat_released",
        "game": game.pk,
        "origin": game_origin(game),
        "seat_id": seat.pk,
        "claimed_at": claim,
    }


def publish_on_commit(message: dict[str, Any]) -> None:
    transaction.on_commit(partial(publish, message), robust=True)


# The server's event loop, as a request or a socket it serves sees it (set by `served`): a push of
# a command run in a thread (the ORM path) is handed to it, and the command's answer goes at once.
_server_loop: ContextVar[asyncio.AbstractEventLoop | None] = ContextVar("server_loop", default=None)


def served(application):
    """The ASGI application, whose requests and sockets hand their pushes to the server's loop."""

    async def serve(scope, receive, send):
        _server_loop.set(asyncio.get_running_loop())
        return await application(scope, receive, send)

    return serve


def publish(message: dict[str, Any]) -> None:
    """Send to the game's group. Served (a REST command, a socket's command on the ORM path), the
    push is handed to the server's loop, which sends it after the game's earlier pushes
    (`send_in_order`): the answer of the command that made it never waits on the channel layer,
    down or slow, and no push is dropped for being late. Elsewhere (a Celery job, a management
    command) it is sent here, bounded in time as apublish is. A push that fails is logged, never
    fatal: the action is committed, and clients resync from the log by seq."""
    loop = _server_loop.get()
    if loop is not None and loop.is_running():
        loop.call_soon_threadsafe(send_in_order, message)
        return
    layer = get_channel_layer()
    if isinstance(layer, InMemoryChannelLayer):  # in this process, on the caller's own loop: never slow
        try:
            async_to_sync(layer.group_send)(game_group(message["game"]), message)
        except Exception:
            _log_failed_push(message)
        return
    async_to_sync(apublish)(message)


# A game's pushes waiting behind a channel layer that does not answer (each given up after
# PUSH_TIMEOUT_SECONDS): beyond this many a new one is dropped, not queued without bound while
# the table plays on; the sockets resend from the log what it held.
PUSHES_WAITING_PER_GAME = 64

# Each game's last push handed to send_in_order, until it is sent or given up, and how many of
# its pushes wait.
_sending: dict[int, asyncio.Task] = {}
_waiting: dict[int, int] = {}


def send_in_order(message: dict[str, Any]) -> asyncio.Future:
    """Send `message` from the running loop once the pushes of its game handed over before it are
    sent (or given up): a game's pushes leave in the order they were handed over, each bounded
    as apublish bounds it, and the caller does not wait. A backlog behind a layer that does not
    answer drains when it answers again (or, past PUSHES_WAITING_PER_GAME, drops the newest); the
    sockets resend from the log what was late or dropped."""
    loop = asyncio.get_running_loop()
    game = message["game"]
    before = _sending.get(game)
    if before is not None and before.get_loop() is not loop:
        before = None  # another loop's (a test's, ended)
        _waiting.pop(game, None)
    if _waiting.get(game, 0) >= PUSHES_WAITING_PER_GAME:
        _log_dropped_push(message)
        dropped = loop.create_future()
        dropped.set_result(None)
        return dropped
    task = loop.create_task(_send_after(before, message))
    _sending[game] = task
    _waiting[game] = _waiting.get(game, 0) + 1
    task.add_done_callback(partial(_sent, game))
    return task


async def _send_after(before: asyncio.Task | None, message: dict[str, Any]) -> None:
    if before is not None:
        await asyncio.wait([before])
    await apublish(message)


def _sent(game: int, task: asyncio.Task) -> None:
    if _sending.get(game) is task:
        del _sending[game]
        _waiting.pop(game, None)
    elif _waiting.get(game, 0) > 1:
        _waiting[game] -= 1


async def pushes_sent() -> None:
    """Wait until the pushes handed to the running loop are sent (or given up): a test's loop
    ends with the test, and its pushes must not be left behind."""
    loop = asyncio.get_running_loop()
    while pending := [task for task in _sending.values() if task.get_loop() is loop]:
        await asyncio.wait(pending)


async def apublish(message: dict[str, Any]) -> None:
    """`publish` from the event loop (the socket's own command path): no thread hop, and bounded
    in time (with Redis down the layer would retry for as long as it is awaited)."""
    try:
        await asyncio.wait_for(
            get_channel_layer().group_send(game_group(message["game"]), message), PUSH_TIMEOUT_SECONDS
        )
    except Exception:
        _log_failed_push(message)


async def bounded(sending) -> None:
    """Await a send of the channel layer for PUSH_TIMEOUT_SECONDS at most; one that fails is not
    sent (a probe of the layer: its absence is its answer)."""
    with contextlib.suppress(Exception):
        await asyncio.wait_for(sending, PUSH_TIMEOUT_SECONDS)


def _log_dropped_push(message: dict[str, Any]) -> None:
    logger.warning(
        "push %s of game %s (seq %s) dropped: %s of the game's pushes wait on the channel layer; "
        "sockets resend it from the log",
        message["type"],
        message["game"],
        message.get("seq"),
        PUSHES_WAITING_PER_GAME,
    )


def _log_failed_push(message: dict[str, Any]) -> None:
    logger.warning(
        "push %s of game %s (seq %s) failed; sockets resend it from the log",
        message["type"],
        message["game"],
        message.get("seq"),
        exc_info=True,
    )

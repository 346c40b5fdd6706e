"""Pushes after commit: every seat's socket and stream learns `{game, seq, type}` and the
events as that seat may see them. Nothing is pushed for a rolled-back transaction."""

import asyncio
import logging
from functools import partial
from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction
from django.utils import timezone

logger = logging.getLogger(__name__)

PUSH_TIMEOUT_SECONDS = 2


def game_group(game_id: int) -> str:
    return f"game.{game_id}"


def push_message(game_id: int, seq: int, seat: int | None, action_type: str, events: list[dict],
                 payload: Any = None) -> dict[str, Any]:
    """The raw payload and events travel to the consumers, which redact them per seat."""
    return {
        "type": "game.action", "game": game_id, "seq": seq, "seat": seat, "action": action_type, "events": events,
        "payload": payload, "created_at": timezone.now().isoformat(),
    }


def publish_on_commit(message: dict[str, Any]) -> None:
    transaction.on_commit(partial(publish, message), robust=True)


def publish(message: dict[str, Any]) -> None:
    """Send to the game's group. A push that fails is logged, never fatal: the action is
    committed, and clients resync from the log by seq."""
    try:
        async_to_sync(get_channel_layer().group_send)(game_group(message["game"]), message)
    except Exception:
        _log_failed_push(message)


async def apublish(message: dict[str, Any]) -> None:
    """`publish` from the event loop (the socket's own command path): no thread hop, and bounded
    in time (with Redis down the layer would retry for as long as it is awaited)."""
    try:
        await asyncio.wait_for(get_channel_layer().group_send(game_group(message["game"]), message),
                               PUSH_TIMEOUT_SECONDS)
    except Exception:
        _log_failed_push(message)


def _log_failed_push(message: dict[str, Any]) -> None:
    logger.warning("push of game %s seq %s failed; clients will resync from the log", message["game"],
                   message["seq"], exc_info=True)

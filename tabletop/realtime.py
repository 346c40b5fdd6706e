"""Pushes after commit: every seat's socket and stream learns `{game, seq, type}` and the
events as that seat may see them. Nothing is pushed for a rolled-back transaction."""

import logging
from functools import partial
from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction
from django.utils import timezone

logger = logging.getLogger(__name__)


def game_group(game_id: int) -> str:
    return f"game.{game_id}"


def publish_on_commit(game_id: int, seq: int, seat: int | None, action_type: str, events: list[dict],
                      payload: Any = None) -> None:
    transaction.on_commit(partial(publish, game_id, seq, seat, action_type, events, payload), robust=True)


def publish(game_id: int, seq: int, seat: int | None, action_type: str, events: list[dict],
            payload: Any = None) -> None:
    """Send to the game's group. A push that fails is logged, never fatal: the action is
    committed, and clients resync from the log by seq."""
    layer = get_channel_layer()
    # The raw payload and events travel to the consumers, which redact them per seat.
    message = {
        "type": "game.action", "game": game_id, "seq": seq, "seat": seat, "action": action_type, "events": events,
        "payload": payload, "created_at": timezone.now().isoformat(),
    }
    try:
        async_to_sync(layer.group_send)(game_group(game_id), message)
    except Exception:
        logger.warning("push of game %s seq %s failed; clients will resync from the log", game_id, seq,
                       exc_info=True)

"""The readers of a game's pushes, its sockets and streams, as of now: whether a reader still
holds its seat (the host may have freed it since it opened) and what it may see now (a
spectator's view depends on whether the seat it watches shares)."""

from typing import Any

from tabletop.access.auth import refreshed_actor
from tabletop.core.actors import Actor
from tabletop.models import Seat


def reads_released_claim(actor: Actor | None, message: dict[str, Any]) -> bool:
    """Whether a seat_released push ends this reader: it reads as the seat's claim that ended."""
    seat = actor.seat if actor is not None else None
    if seat is None or seat.pk != message["seat_id"]:
        return False
    claim = seat.claimed_at.isoformat() if seat.claimed_at else None
    return message.get("claimed_at", claim) == claim


class SeatReleased(Exception):
    """The reader's seat was freed by the host since its socket or stream opened."""


def held(actor: Actor) -> bool:
    """Whether the reader still holds its seat: a player's seat freed (and perhaps claimed again
    since) by the host is no longer its."""
    seat = actor.seat
    if seat is None or seat.role != Seat.Role.PLAYER:
        return True
    return Seat.objects.filter(pk=seat.pk, claimed_at=seat.claimed_at).exists()


def watches(actor: Actor) -> bool:
    """A spectator: what it may see depends on whether the seat it watches shares, which may
    change while its socket or stream is open."""
    return actor.seat is not None and actor.seat.role == Seat.Role.SPECTATOR


def reader_as_now(actor: Actor) -> Actor:
    """The reader of a push or of the log as of now (a spectator's view read again); SeatReleased
    if the host freed its seat meanwhile."""
    if not held(actor):
        raise SeatReleased()
    return refreshed_actor(actor) if watches(actor) else actor

"""The caller's place at one game, as the core reads and acts for it: tabletop/access/auth.py makes one
from a credential, the selectors and the pushes build what it may see."""

from dataclasses import dataclass

from tabletop.models import Seat


@dataclass(frozen=True)
class Actor:
    """The caller's place at one game. `view_seat` is whose hidden cards the caller may see:
    their own seat's, a watched seat's when that seat shares with spectators, or nobody's (None)."""

    game_id: int
    seat: Seat | None
    is_host: bool
    view_seat: int | None

    @property
    def player_number(self) -> int | None:
        """The seat number this caller plays, or None for hosts and spectators."""
        if self.seat is not None and self.seat.is_player:
            return self.seat.number
        return None

    @property
    def role(self) -> str:
        if self.seat is not None:
            return self.seat.role
        return "host" if self.is_host else "none"

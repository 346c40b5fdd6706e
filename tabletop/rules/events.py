"""The events every format's log holds besides its engine's: the table entries of a seat freed by
the host, taken again or moved to another phone (tabletop/core/services.py), and the answers to a
reported result the formats share (tabletop/rules/results.py)."""

from __future__ import annotations

from msgspec import UNSET, UnsetType

from tabletop.rules.engine import EventBody


class SeatChangeEvent(EventBody, kw_only=True):
    seat: int
    name: str
    report_waiting: bool | UnsetType = UNSET  # taken while a reported result waited for its answer


class SeatReleasedEvent(SeatChangeEvent, tag="seat_released", kw_only=True):
    """The host freed the seat."""


class SeatTakenEvent(SeatChangeEvent, tag="seat_taken", kw_only=True):
    """A seat the host had freed was taken again."""


class SeatMovedEvent(SeatChangeEvent, tag="seat_moved", kw_only=True):
    """The seat moved to another phone with a move link."""


SEAT_CHANGE_EVENTS = (SeatReleasedEvent, SeatTakenEvent, SeatMovedEvent)


class ResultConfirmedEvent(EventBody, tag="result_confirmed", kw_only=True):
    seat: int
    reporter: int


class ResultDisputedEvent(EventBody, tag="result_disputed", kw_only=True):
    seat: int
    reporter: int

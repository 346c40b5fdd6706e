"""Every event the battler engine emits, one struct per `type` (`tabletop.rules.engine.EventBody`): what
the log, the answers and the pushes carry in `events[]`, as the API schema documents it."""

from __future__ import annotations

from typing import Union

import msgspec
from msgspec import UNSET, UnsetType

from battler.rules.state import Pairing, Result
from tabletop.rules.engine import EventBody
from tabletop.rules.events import SEAT_CHANGE_EVENTS


class SeatEvent(EventBody, kw_only=True):
    seat: int


class PackSecret(msgspec.Struct, kw_only=True):
    pack: list[int]
    pool: list[int] | UnsetType = UNSET


class PackDealtEvent(SeatEvent, tag="pack_dealt", kw_only=True):
    size: int
    secret: PackSecret | UnsetType = UNSET  # to its seat only
    to: list[int] | UnsetType = UNSET


class RerolledEvent(SeatEvent, tag="rerolled", kw_only=True):
    discarded: list[int]
    secret: PackSecret | UnsetType = UNSET
    to: list[int] | UnsetType = UNSET


class AugmentsSecret(msgspec.Struct):
    augments: list[int]


class AugmentsDealtEvent(SeatEvent, tag="augments_dealt", kw_only=True):
    group: str | None
    secret: AugmentsSecret | UnsetType = UNSET
    to: list[int] | UnsetType = UNSET


class TradeSecret(msgspec.Struct):
    gave: int
    took: int


class TradedEvent(SeatEvent, tag="traded", kw_only=True):
    secret: TradeSecret | UnsetType = UNSET
    to: list[int] | UnsetType = UNSET


class CardSecret(msgspec.Struct):
    card: int


class PickedFromPackEvent(SeatEvent, tag="picked_from_pack", kw_only=True):
    secret: CardSecret | UnsetType = UNSET
    to: list[int] | UnsetType = UNSET


class HandSecret(msgspec.Struct):
    hand: list[int]


class HandSelectedEvent(SeatEvent, tag="hand_selected", kw_only=True):
    secret: HandSecret | UnsetType = UNSET
    to: list[int] | UnsetType = UNSET


class DraftStartedEvent(EventBody, tag="draft_started", kw_only=True):
    """The counters as the table names them (its level_name: stage, energy or round)."""

    games: int
    stage: int | UnsetType = UNSET
    energy: int | UnsetType = UNSET
    round: int | UnsetType = UNSET
    match: int | UnsetType = UNSET


class DraftEndedEvent(EventBody, tag="draft_ended", kw_only=True):
    pack_yard: list[int]


class CarouselEvent(EventBody, tag="carousel", kw_only=True):
    cards: list[int]
    order: list[int]


class PairedEvent(EventBody, tag="paired", kw_only=True):
    pairings: list[Pairing]
    d20: int | UnsetType = UNSET  # the roll that chose the pairs


class ReplayEvent(EventBody, tag="replay", kw_only=True):
    pairings: list[list[int]]  # the seats of each game played again


class PlayoffEvent(EventBody, tag="playoff", kw_only=True):
    pairings: list[list[int]]


class NoWinnerEvent(EventBody, tag="no_winner", kw_only=True):
    seats: list[int]
    life: int


class GameResultEvent(EventBody, tag="result", kw_only=True):
    seats: list[int]
    winner: int | None
    damage: int


class GhostRuleEvent(SeatEvent, tag="ghost_rule", kw_only=True):
    life: int


class EliminatedEvent(SeatEvent, tag="eliminated", kw_only=True):
    pass


class PlayoffWonEvent(SeatEvent, tag="playoff_won", kw_only=True):
    life: int


class GameOverEvent(EventBody, tag="game_over", kw_only=True):
    winner: int


class AugmentChosenEvent(SeatEvent, tag="augment_chosen", kw_only=True):
    augment: int


class BasicsEvent(SeatEvent, kw_only=True):
    basics: dict[str, int]


class BasicsChangedEvent(BasicsEvent, tag="basics_changed", kw_only=True):
    pass


class BasicsChosenEvent(BasicsEvent, tag="basics_chosen", kw_only=True):
    pass


class UndoneEvent(BasicsEvent, tag="undone", kw_only=True):
    pass


class DoneShoppingEvent(SeatEvent, tag="done_shopping", kw_only=True):
    pass


class PickedEvent(SeatEvent, tag="picked", kw_only=True):
    card: int


class TrashedEvent(SeatEvent, tag="trashed", kw_only=True):
    cards: list[int]


class ResultReportedEvent(SeatEvent, tag="result_reported", kw_only=True):
    result: Result
    cards_left: int


class ResultConfirmedEvent(SeatEvent, tag="result_confirmed", kw_only=True):
    pass


class ResultDisputedEvent(SeatEvent, tag="result_disputed", kw_only=True):
    seats: list[int]


Event = Union[  # noqa: UP007 - msgspec needs a real Union of tagged structs
    PackDealtEvent,
    RerolledEvent,
    AugmentsDealtEvent,
    TradedEvent,
    PickedFromPackEvent,
    HandSelectedEvent,
    DraftStartedEvent,
    DraftEndedEvent,
    CarouselEvent,
    PairedEvent,
    ReplayEvent,
    PlayoffEvent,
    NoWinnerEvent,
    GameResultEvent,
    GhostRuleEvent,
    EliminatedEvent,
    PlayoffWonEvent,
    GameOverEvent,
    AugmentChosenEvent,
    BasicsChangedEvent,
    BasicsChosenEvent,
    UndoneEvent,
    DoneShoppingEvent,
    PickedEvent,
    TrashedEvent,
    ResultReportedEvent,
    ResultConfirmedEvent,
    ResultDisputedEvent,
    *SEAT_CHANGE_EVENTS,
]

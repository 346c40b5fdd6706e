"""Every event the Auction Magic engine emits, one struct per `type` (`tabletop.rules.engine.EventBody`):
what the log, the answers and the pushes carry in `events[]`, as the API schema documents it."""

from __future__ import annotations

from typing import Union

import msgspec
from msgspec import UNSET, UnsetType

from auction.rules.actions import Zone
from auction.rules.state import AuctionKind
from tabletop.rules.engine import EventBody
from tabletop.rules.events import SEAT_CHANGE_EVENTS, ResultConfirmedEvent, ResultDisputedEvent


class SeatEvent(EventBody, kw_only=True):
    seat: int


class Cards(EventBody, kw_only=True):
    cards: list[int]
    names: list[str]


class SeatCards(SeatEvent, kw_only=True):
    cards: list[int]
    names: list[str]


class AuctionOpenedEvent(Cards, tag="auction_opened", kw_only=True):
    kind: AuctionKind
    bidders: list[int]
    seller: int | UnsetType = UNSET  # an owned lot's owner
    came_from: list[Zone] | UnsetType = UNSET  # an owned lot: each card's zone
    by: int | UnsetType = UNSET  # who put a deck lot up


class AuctionStepBeganEvent(SeatEvent, tag="auction_step_began", kw_only=True):
    pass


class AuctionStepEndedEvent(SeatEvent, tag="auction_step_ended", kw_only=True):
    pass


class AuctioningStoppedEvent(EventBody, tag="auctioning_stopped", kw_only=True):
    pass


class BidEvent(SeatEvent, tag="bid", kw_only=True):
    amount: int


class DeclinedEvent(SeatEvent, tag="declined", kw_only=True):
    pass


class CardMovedEvent(SeatEvent, tag="card_moved", kw_only=True):
    card: int
    name: str
    from_seat: int
    from_zone: Zone
    to_seat: int
    to_zone: Zone


class CastEvent(SeatEvent, tag="cast", kw_only=True):
    card: int
    name: str
    to: Zone


class CommanderTakenEvent(SeatEvent, tag="commander_taken", kw_only=True):
    card: int
    name: str
    price: int


class CommandersExchangedEvent(Cards, tag="commanders_exchanged", kw_only=True):
    seats: list[int]


class DeckRanOutEvent(SeatEvent, tag="deck_ran_out", kw_only=True):
    policy: str


class DeckShuffledEvent(SeatEvent, tag="deck_shuffled", kw_only=True):
    pass


class DrewEvent(SeatCards, tag="drew", kw_only=True):
    pass


class GameOverEvent(EventBody, tag="game_over", kw_only=True):
    winners: list[int]
    losers: list[int]
    reason: str


class GoldAdjustedEvent(SeatEvent, tag="gold_adjusted", kw_only=True):
    by: int
    delta: int  # what the gold changed by
    asked: int  # what was asked (gold never goes below 0)
    reason: str


class GoldSpentEvent(SeatEvent, tag="gold_spent", kw_only=True):
    amount: int
    reason: str


class GraveyardShuffledInEvent(SeatEvent, tag="graveyard_shuffled_in", kw_only=True):
    pass


class KeptEvent(SeatEvent, tag="kept", kw_only=True):
    card: int
    name: str


class LookedAtTopSecret(msgspec.Struct):
    cards: list[int]
    names: list[str]


class LookedAtTopEvent(SeatEvent, tag="looked_at_top", kw_only=True):
    count: int
    secret: LookedAtTopSecret | UnsetType = UNSET  # to the seat that looked only
    to: list[int] | UnsetType = UNSET


class MilledEvent(SeatCards, tag="milled", kw_only=True):
    pass


class PlayerLostEvent(SeatEvent, tag="player_lost", kw_only=True):
    reason: str


class PutOnDeckEvent(SeatEvent, tag="put_on_deck", kw_only=True):
    card: int
    name: str
    where: str  # top or bottom
    from_seat: int
    from_zone: Zone


class ReorderedTopSecret(msgspec.Struct):
    top: list[int]
    bottom: list[int]


class ReorderedTopEvent(SeatEvent, tag="reordered_top", kw_only=True):
    on_top: int
    on_bottom: int
    secret: ReorderedTopSecret | UnsetType = UNSET  # to the seat that reordered only
    to: list[int] | UnsetType = UNSET


class ReserveSwitchedInEvent(EventBody, tag="reserve_switched_in", kw_only=True):
    size: int


class RevealedEvent(Cards, tag="revealed", kw_only=True):
    seat: int | UnsetType = UNSET
    creature: int | None | UnsetType = UNSET


class RevealedUntilCreatureEvent(SeatCards, tag="revealed_until_creature", kw_only=True):
    creature: int | None
    creature_name: str | None


class SoldEvent(SeatCards, tag="sold", kw_only=True):
    price: int
    seller: int | None


class StopVoteEvent(SeatEvent, tag="stop_vote", kw_only=True):
    pass


class StopVoteWithdrawnEvent(SeatEvent, tag="stop_vote_withdrawn", kw_only=True):
    pass


class TurnBeganEvent(SeatEvent, tag="turn_began", kw_only=True):
    turn: int


class TurnEndedEvent(SeatEvent, tag="turn_ended", kw_only=True):
    turn: int
    income: int


class UndoConsentedEvent(SeatEvent, tag="undo_consented", kw_only=True):
    pass


class UndoProposedEvent(SeatEvent, tag="undo_proposed", kw_only=True):
    pass


class UndoRefusedEvent(SeatEvent, tag="undo_refused", kw_only=True):
    pass


class UndoneEvent(SeatEvent, tag="undone", kw_only=True):
    by_consent: bool


class UnsoldEvent(Cards, tag="unsold", kw_only=True):
    pass


class ResultReportedEvent(SeatEvent, tag="result_reported", kw_only=True):
    report: str  # the report action's type
    winners: list[int]
    losers: list[int]


Event = Union[  # noqa: UP007 - msgspec needs a real Union of tagged structs
    AuctionOpenedEvent,
    AuctionStepBeganEvent,
    AuctionStepEndedEvent,
    AuctioningStoppedEvent,
    BidEvent,
    DeclinedEvent,
    CardMovedEvent,
    CastEvent,
    CommanderTakenEvent,
    CommandersExchangedEvent,
    DeckRanOutEvent,
    DeckShuffledEvent,
    DrewEvent,
    GameOverEvent,
    GoldAdjustedEvent,
    GoldSpentEvent,
    GraveyardShuffledInEvent,
    KeptEvent,
    LookedAtTopEvent,
    MilledEvent,
    PlayerLostEvent,
    PutOnDeckEvent,
    ReorderedTopEvent,
    ReserveSwitchedInEvent,
    RevealedEvent,
    RevealedUntilCreatureEvent,
    SoldEvent,
    StopVoteEvent,
    StopVoteWithdrawnEvent,
    TurnBeganEvent,
    TurnEndedEvent,
    UndoConsentedEvent,
    UndoProposedEvent,
    UndoRefusedEvent,
    UndoneEvent,
    UnsoldEvent,
    ResultReportedEvent,
    ResultConfirmedEvent,
    ResultDisputedEvent,
    *SEAT_CHANGE_EVENTS,
]

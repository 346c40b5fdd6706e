"""Every event the saga engine emits, one struct per `type` (`tabletop.rules.engine.EventBody`): what the
log, the answers and the pushes carry in `events[]`, as the API schema documents it."""

from __future__ import annotations

from typing import Literal, Union

import msgspec
from msgspec import UNSET, UnsetType

from tabletop.rules.engine import EventBody
from tabletop.rules.events import SEAT_CHANGE_EVENTS, ResultConfirmedEvent, ResultDisputedEvent


class SeatEvent(EventBody, kw_only=True):
    seat: int


class CardsSecret(msgspec.Struct):
    cards: list[int]


class DealtEvent(SeatEvent, kw_only=True):
    """Cards that only `to` may see: `secret` is theirs only."""

    secret: CardsSecret | UnsetType = UNSET
    to: list[int] | UnsetType = UNSET


class BoosterDealtEvent(DealtEvent, tag="booster_dealt", kw_only=True):
    count: int


class LearningBoosterDealtEvent(DealtEvent, tag="learning_booster_dealt", kw_only=True):
    count: int


class BoosterPassedEvent(DealtEvent, tag="booster_passed", kw_only=True):
    pass


class PickedEvent(DealtEvent, tag="picked", kw_only=True):
    count: int


class BoosterLeftoversEvent(EventBody, tag="booster_leftovers", kw_only=True):
    to_private_collections: list[int]


class TradingDayOverEvent(EventBody, tag="trading_day_over", kw_only=True):
    to_private_collections: list[int]


class BoughtEvent(SeatEvent, tag="bought", kw_only=True):
    card: int
    price: int


class DeckSecret(msgspec.Struct):
    cards: list[int]
    basics: dict[str, int]


class DeckRegisteredEvent(SeatEvent, tag="deck_registered", kw_only=True):
    size: int
    follow_theme: bool | None
    hand: int
    life: int
    commander: int | None | UnsetType = UNSET  # to its own seat only
    secret: DeckSecret | UnsetType = UNSET
    to: list[int] | UnsetType = UNSET


class ForcedSaleEvent(SeatEvent, tag="forced_sale", kw_only=True):
    card: int | None


class InsuranceClaimedEvent(SeatEvent, tag="insurance_claimed", kw_only=True):
    card: int
    gold: int


class CardsEvent(SeatEvent, kw_only=True):
    cards: list[int]


class InsuredEvent(CardsEvent, tag="insured", kw_only=True):
    pass


class ProofOfConceptEvent(CardsEvent, tag="proof_of_concept", kw_only=True):
    pass


class TrendingSoldEvent(CardsEvent, tag="trending_sold", kw_only=True):
    pass


class SolomonChosenEvent(CardsEvent, tag="solomon_chosen", kw_only=True):
    pile: Literal["a", "b"]  # as the solomon_choose action named it


class SolomonSplitEvent(SeatEvent, tag="solomon_split", kw_only=True):
    piles: list[list[int]]


class TrendingRevealedEvent(SeatEvent, tag="trending_revealed", kw_only=True):
    cards: list[list[int]]  # [card, value] pairs


class PassedEvent(SeatEvent, tag="passed", kw_only=True):
    pass


class ThiefDeclinedEvent(SeatEvent, tag="thief_declined", kw_only=True):
    pass


class PlayDrawChosenEvent(SeatEvent, tag="play_draw_chosen", kw_only=True):
    play_first: int


class ThemeRevealedEvent(EventBody, tag="theme_revealed", kw_only=True):
    year: int
    number: int
    name: str


class PoolRefilledEvent(EventBody, tag="pool_refilled", kw_only=True):
    pile: str
    count: int


class ThiefHiredEvent(SeatEvent, tag="thief_hired", kw_only=True):
    from_: str = msgspec.field(name="from")


class StolenSecret(msgspec.Struct):
    card: int


class CardStolenEvent(SeatEvent, tag="card_stolen", kw_only=True):
    from_: str = msgspec.field(name="from")
    card: int | UnsetType = UNSET  # from the private collections: public
    secret: StolenSecret | UnsetType = UNSET  # from the opponent: to the thief and its owner only
    to: list[int] | UnsetType = UNSET


class MarketDealtEvent(EventBody, tag="market_dealt", kw_only=True):
    market: list[list[int | None]]


class SkirmishReportedEvent(SeatEvent, tag="skirmish_reported", kw_only=True):
    winner: int | None


class DuelGameReportedEvent(SeatEvent, tag="duel_game_reported", kw_only=True):
    game: int
    winner: int


class GloryEvent(EventBody, tag="glory", kw_only=True):
    winner: int
    vp: int


class SagaWonEvent(EventBody, tag="saga_won", kw_only=True):
    winner: int


class UndoProposedEvent(SeatEvent, tag="undo_proposed", kw_only=True):
    of: int
    action: str


class UndoneEvent(UndoProposedEvent, tag="undone", kw_only=True):
    by_consent: bool


class UndoRefusedEvent(SeatEvent, tag="undo_refused", kw_only=True):
    pass


class GoldAdjustmentProposedEvent(SeatEvent, tag="gold_adjustment_proposed", kw_only=True):
    for_: int = msgspec.field(name="for")
    delta: int
    reason: str


class GoldAdjustmentRefusedEvent(SeatEvent, tag="gold_adjustment_refused", kw_only=True):
    pass


class GoldAdjustedEvent(SeatEvent, tag="gold_adjusted", kw_only=True):
    delta: int
    by: int
    agreed_by: int
    reason: str


class ResultReportedEvent(SeatEvent, tag="result_reported", kw_only=True):
    report: str  # the report action's type
    winner: int | None
    game: int | UnsetType = UNSET  # a duel game's number


Event = Union[  # noqa: UP007 - msgspec needs a real Union of tagged structs
    BoosterDealtEvent,
    LearningBoosterDealtEvent,
    BoosterPassedEvent,
    PickedEvent,
    BoosterLeftoversEvent,
    TradingDayOverEvent,
    BoughtEvent,
    DeckRegisteredEvent,
    ForcedSaleEvent,
    InsuranceClaimedEvent,
    InsuredEvent,
    ProofOfConceptEvent,
    TrendingSoldEvent,
    SolomonChosenEvent,
    SolomonSplitEvent,
    TrendingRevealedEvent,
    PassedEvent,
    ThiefDeclinedEvent,
    PlayDrawChosenEvent,
    ThemeRevealedEvent,
    PoolRefilledEvent,
    ThiefHiredEvent,
    CardStolenEvent,
    MarketDealtEvent,
    SkirmishReportedEvent,
    DuelGameReportedEvent,
    GloryEvent,
    SagaWonEvent,
    UndoProposedEvent,
    UndoneEvent,
    UndoRefusedEvent,
    GoldAdjustmentProposedEvent,
    GoldAdjustmentRefusedEvent,
    GoldAdjustedEvent,
    ResultReportedEvent,
    ResultConfirmedEvent,
    ResultDisputedEvent,
    *SEAT_CHANGE_EVENTS,
]

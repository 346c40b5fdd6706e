"""The actions of a saga, as tagged JSON documents: {"type": "buy", "row": 0, "column": 3}.

Player decisions come from a seat; system actions (seat None) are the deals a background job
applies when `system_action(state)` names them.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from tabletop.rules.engine import Action as BaseAction
from tabletop.rules.engine import action_type as action_type
from tabletop.rules.ledger import Correction
from tabletop.rules.results import ConfirmResult, DisputeResult
from tabletop.rules.undo import ConsentUndo, ProposeUndo, RefuseUndo, Undo

# A basic land's name (state.BASICS: "Plains"...): a longer key is refused by its length, unread.
BasicName = Annotated[str, Meta(min_length=1, max_length=20)]


# -- player decisions --------------------------------------------------------------------------


class RegisterDeck(BaseAction, tag="register_deck"):
    cards: list[int]
    basics: dict[BasicName, int] = {}
    follow_theme: bool | None = None
    commander: int | None = None
    theme_count: int | None = None  # qualifying cards declared (Year of the Rat's extra life)


class ChoosePlayDraw(BaseAction, tag="choose_play_draw"):
    play: bool


class ReportSkirmish(BaseAction, tag="report_skirmish"):
    """Takes effect when the other player confirms it (`confirm_result`), as `ReportDuelGame`."""

    winner: int | None  # None: a draw


class SellProofOfConcept(BaseAction, tag="sell_proof_of_concept"):
    cards: list[int]  # up to 4, paid 6, 5, 4, 3 in this order


class Buy(BaseAction, tag="buy"):
    row: int
    column: int


class Pass(BaseAction, tag="pass"):
    pass


class ReportDuelGame(BaseAction, tag="report_duel_game"):
    winner: int


class ForceSale(BaseAction, tag="force_sale"):
    card: int | None  # None: the loser forces nothing


Report = ReportSkirmish | ReportDuelGame


class SellTrending(BaseAction, tag="sell_trending"):
    cards: list[int]


class Pick(BaseAction, tag="pick"):
    cards: list[int]


class SolomonSplit(BaseAction, tag="solomon_split"):
    pile_a: list[int]  # the rest of the 5 cards is pile b


class SolomonChoose(BaseAction, tag="solomon_choose"):
    pile: Literal["a", "b"]


class Insure(BaseAction, tag="insure"):
    cards: list[int]


class HireThief(BaseAction, tag="hire_thief"):
    """Pay the thief and choose the pile; the pile is browsed, and a card stolen, with `steal`."""

    source: Literal["private_collections", "opponent"] = msgspec.field(name="from")


class Steal(BaseAction, tag="steal"):
    card: int


class DeclineThief(BaseAction, tag="decline_thief"):
    pass


# -- corrections: one's own last action alone, or anything with both players' consent ---------


class AdjustGold(BaseAction, tag="adjust_gold"):
    """Propose to correct a player's gold; it is booked when the other player consents."""

    seat: Annotated[int, Meta(ge=0, le=1)]
    delta: Correction
    reason: Annotated[str, Meta(min_length=1, max_length=200)]


class ConsentAdjustment(BaseAction, tag="consent_adjustment"):
    pass


class RefuseAdjustment(BaseAction, tag="refuse_adjustment"):
    pass


# -- system actions (seat None) ------------------------------------------------------------


class DealTheme(BaseAction, tag="deal_theme"):
    pass


class DealBoosters(BaseAction, tag="deal_boosters"):
    pass


class DealMarket(BaseAction, tag="deal_market"):
    pass


class DealLearningBooster(BaseAction, tag="deal_learning_booster"):
    pass


class DealFair(BaseAction, tag="deal_fair"):
    pass


PlayerAction = (
    RegisterDeck
    | ChoosePlayDraw
    | ReportSkirmish
    | SellProofOfConcept
    | Buy
    | Pass
    | ReportDuelGame
    | ConfirmResult
    | DisputeResult
    | ForceSale
    | SellTrending
    | Pick
    | SolomonSplit
    | SolomonChoose
    | Insure
    | HireThief
    | Steal
    | DeclineThief
    | Undo
    | ProposeUndo
    | ConsentUndo
    | RefuseUndo
    | AdjustGold
    | ConsentAdjustment
    | RefuseAdjustment
)
SystemAction = DealTheme | DealBoosters | DealMarket | DealLearningBooster | DealFair
Action = PlayerAction | SystemAction

SYSTEM_TYPES = frozenset(cls.__struct_config__.tag for cls in SystemAction.__args__)
CORRECTION_TYPES = frozenset(
    cls.__struct_config__.tag
    for cls in (Undo, ProposeUndo, ConsentUndo, RefuseUndo, AdjustGold, ConsentAdjustment, RefuseAdjustment)
)

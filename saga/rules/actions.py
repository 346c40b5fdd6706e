"""The actions of a saga, as tagged JSON documents: {"type": "buy", "row": 0, "column": 3}.

Player decisions come from a seat; system actions (seat None) are the deals a background job
applies when `system_action(state)` names them.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta


class _Action(msgspec.Struct, tag_field="type", kw_only=True, forbid_unknown_fields=True):
    pass


# -- player decisions --------------------------------------------------------------------------


class RegisterDeck(_Action, tag="register_deck"):
    cards: list[int]
    basics: dict[str, int] = {}
    follow_theme: bool | None = None
    commander: int | None = None
    theme_count: int | None = None  # qualifying cards declared (Year of the Rat's extra life)


class ChoosePlayDraw(_Action, tag="choose_play_draw"):
    play: bool


class ReportSkirmish(_Action, tag="report_skirmish"):
    winner: int | None  # None: a draw


class SellProofOfConcept(_Action, tag="sell_proof_of_concept"):
    cards: list[int]  # up to 4, paid 6, 5, 4, 3 in this order


class Buy(_Action, tag="buy"):
    row: int
    column: int


class Pass(_Action, tag="pass"):
    pass


class ReportDuelGame(_Action, tag="report_duel_game"):
    winner: int


class ForceSale(_Action, tag="force_sale"):
    card: int | None  # None: the loser forces nothing


class SellTrending(_Action, tag="sell_trending"):
    cards: list[int]


class Pick(_Action, tag="pick"):
    cards: list[int]


class SolomonSplit(_Action, tag="solomon_split"):
    pile_a: list[int]  # the rest of the 5 cards is pile b


class SolomonChoose(_Action, tag="solomon_choose"):
    pile: Literal["a", "b"]


class Insure(_Action, tag="insure"):
    cards: list[int]


class HireThief(_Action, tag="hire_thief"):
    """Pay the thief and choose the pile; the pile is browsed, and a card stolen, with `steal`."""

    source: Literal["private_collections", "opponent"] = msgspec.field(name="from")


class Steal(_Action, tag="steal"):
    card: int


class DeclineThief(_Action, tag="decline_thief"):
    pass


# -- corrections: one's own last action alone, or anything with both players' consent ---------


class Undo(_Action, tag="undo"):
    """Take back one's own last action, while it revealed nothing."""


class ProposeUndo(_Action, tag="propose_undo"):
    """Ask to take back the last player action and the deals after it."""


class ConsentUndo(_Action, tag="consent_undo"):
    pass


class RefuseUndo(_Action, tag="refuse_undo"):
    pass


class AdjustGold(_Action, tag="adjust_gold"):
    """Propose to correct a player's gold; it is booked when the other player consents."""

    seat: Annotated[int, Meta(ge=0, le=1)]
    delta: Annotated[int, Meta(ge=-1000, le=1000)]
    reason: Annotated[str, Meta(min_length=1, max_length=200)]


class ConsentAdjustment(_Action, tag="consent_adjustment"):
    pass


class RefuseAdjustment(_Action, tag="refuse_adjustment"):
    pass


# -- system actions (seat None) ------------------------------------------------------------


class DealTheme(_Action, tag="deal_theme"):
    pass


class DealBoosters(_Action, tag="deal_boosters"):
    pass


class DealMarket(_Action, tag="deal_market"):
    pass


class DealLearningBooster(_Action, tag="deal_learning_booster"):
    pass


class DealFair(_Action, tag="deal_fair"):
    pass


PlayerAction = (
    RegisterDeck
    | ChoosePlayDraw
    | ReportSkirmish
    | SellProofOfConcept
    | Buy
    | Pass
    | ReportDuelGame
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


def action_type(action: _Action) -> str:
    return type(action).__struct_config__.tag

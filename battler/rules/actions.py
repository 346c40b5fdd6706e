"""Actions a seat may send, as tagged structs (`{"type": "trade", ...}`)."""

from __future__ import annotations

from typing import Literal

from battler.rules.settings import Label
from tabletop.rules.engine import Action as BaseAction
from tabletop.rules.undo import Undo


class ChooseBasics(BaseAction, tag="choose_basics"):
    basics: dict[Label, int]


class RochesterPick(BaseAction, tag="rochester_pick"):
    card: int


class Trade(BaseAction, tag="trade"):
    pool_card: int
    pack_card: int


class Pick(BaseAction, tag="pick"):
    card: int


class Reroll(BaseAction, tag="reroll"):
    pass


class ShiftBasics(BaseAction, tag="shift_basics"):
    give: dict[Label, int]
    take: dict[Label, int]


class SwapBasic(BaseAction, tag="swap_basic"):
    give: Label
    take: Label


class BuyBasic(BaseAction, tag="buy_basic"):
    basic: Label


class Trash(BaseAction, tag="trash"):
    cards: list[int]


class DoneShopping(BaseAction, tag="done_shopping"):
    pass


class SelectHand(BaseAction, tag="select_hand"):
    cards: list[int]


class ReportResult(BaseAction, tag="report_result"):
    result: Literal["win", "loss", "draw", "concede"]
    cards_left: int = 0  # cards left in the loser's hand
    treasures: int | None = None  # treasures the reporter has left on the board


class ConfirmResult(BaseAction, tag="confirm_result"):
    treasures: int | None = None  # treasures the confirmer has left on the board


class DisputeResult(BaseAction, tag="dispute_result"):
    pass


class CannotDecide(BaseAction, tag="cannot_decide"):
    """In a replay: "we cannot decide a winner" (the texts' "if for some reason they cannot"),
    answered like a result, with confirm_result or dispute_result."""

    treasures: int | None = None  # treasures the sender has left on the board


class CarouselPick(BaseAction, tag="carousel_pick"):
    card: int


class ChooseAugment(BaseAction, tag="choose_augment"):
    augment: int


Action = (
    ChooseBasics
    | RochesterPick
    | Trade
    | Pick
    | Reroll
    | ShiftBasics
    | SwapBasic
    | BuyBasic
    | Trash
    | DoneShopping
    | Undo
    | SelectHand
    | ReportResult
    | ConfirmResult
    | DisputeResult
    | CannotDecide
    | CarouselPick
    | ChooseAugment
)

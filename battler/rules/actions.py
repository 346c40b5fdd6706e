"""Actions a seat may send, as tagged structs (`{"type": "trade", ...}`)."""

from __future__ import annotations

from typing import Literal

import msgspec


class _Action(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, kw_only=True):
    pass


class ChooseBasics(_Action, tag="choose_basics"):
    basics: dict[str, int]


class RochesterPick(_Action, tag="rochester_pick"):
    card: int


class Trade(_Action, tag="trade"):
    pool_card: int
    pack_card: int


class Pick(_Action, tag="pick"):
    card: int


class Reroll(_Action, tag="reroll"):
    pass


class ShiftBasics(_Action, tag="shift_basics"):
    give: dict[str, int]
    take: dict[str, int]


class SwapBasic(_Action, tag="swap_basic"):
    give: str
    take: str


class BuyBasic(_Action, tag="buy_basic"):
    basic: str


class Trash(_Action, tag="trash"):
    cards: list[int]


class DoneShopping(_Action, tag="done_shopping"):
    pass


class Undo(_Action, tag="undo"):
    pass


class SelectHand(_Action, tag="select_hand"):
    cards: list[int]


class ReportResult(_Action, tag="report_result"):
    result: Literal["win", "loss", "draw", "concede"]
    cards_left: int = 0  # cards left in the loser's hand
    treasures: int | None = None  # treasures the reporter has left on the board


class ConfirmResult(_Action, tag="confirm_result"):
    treasures: int | None = None  # treasures the confirmer has left on the board


class DisputeResult(_Action, tag="dispute_result"):
    pass


class CannotDecide(_Action, tag="cannot_decide"):
    """In a replay: "we cannot decide a winner" (the texts' "if for some reason they cannot"),
    answered like a result, with confirm_result or dispute_result."""

    treasures: int | None = None  # treasures the sender has left on the board


class CarouselPick(_Action, tag="carousel_pick"):
    card: int


class ChooseAugment(_Action, tag="choose_augment"):
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

"""The actions a seat may send, as JSON documents tagged by "type"."""

from __future__ import annotations

from typing import Annotated, Literal, Union

import msgspec
from msgspec import Meta

from tabletop.rules.engine import Action as BaseAction
from tabletop.rules.ledger import Correction
from tabletop.rules.results import ConfirmResult, DisputeResult
from tabletop.rules.undo import ConsentUndo, ProposeUndo, RefuseUndo, Undo

CardId = Annotated[int, Meta(ge=0)]
Count = Annotated[int, Meta(ge=1)]
SeatNo = Annotated[int, Meta(ge=0)]
Text = Annotated[str, Meta(min_length=1, max_length=200)]
Zone = Literal["hand", "battlefield", "graveyard", "exile", "command"]
ZONES: tuple[Zone, ...] = ("hand", "battlefield", "graveyard", "exile", "command")


# -- bidding (the auction step, owned-card auctions and the Commander pregame) -----------
class Bid(BaseAction, tag="bid"):
    amount: Count


class Decline(BaseAction, tag="decline"):
    pass


class BeginAuctionStep(BaseAction, tag="begin_auction_step"):
    """The active player ends the upkeep: the top card of the deck goes up for auction (90X.4a/b)."""


class NextAuction(BaseAction, tag="next_auction"):
    """The active player auctions another card after a noncreature purchase was settled."""


class StopAuctioning(BaseAction, tag="stop_auctioning"):
    """A vote to stop auctioning for this turn; it happens once every player has voted."""


class ResumeAuctioning(BaseAction, tag="resume_auctioning"):
    """Withdraws one's stop vote."""


# -- after a purchase, and cards in hand ------------------------------------------------
class Cast(BaseAction, tag="cast"):
    card: CardId


class Keep(BaseAction, tag="keep"):
    card: CardId


class EndTurn(BaseAction, tag="end_turn"):
    pass


# -- gold -----------------------------------------------------------------------------
class SpendGold(BaseAction, tag="spend_gold"):
    amount: Count
    for_: Text = msgspec.field(name="for")


class AdjustGold(BaseAction, tag="adjust_gold"):
    seat: SeatNo
    delta: Correction
    reason: Text


# -- the auction deck as every player's library --------------------------------------
class Draw(BaseAction, tag="draw"):
    count: Count = 1


class LookAtTop(BaseAction, tag="look_at_top"):
    count: Count


class ReorderTop(BaseAction, tag="reorder_top"):
    """Ends a look: `order` goes back on top (top first), `bottom` under the deck in order."""

    order: list[CardId]
    bottom: list[CardId] = []


class PutOnTop(BaseAction, tag="put_on_top"):
    card: CardId


class PutOnBottom(BaseAction, tag="put_on_bottom"):
    card: CardId


class Mill(BaseAction, tag="mill"):
    count: Count = 1


class ShuffleDeck(BaseAction, tag="shuffle_deck"):
    pass


class RevealUntilCreature(BaseAction, tag="reveal_until_creature"):
    pass


class MoveCard(BaseAction, tag="move_card"):
    card: CardId
    to_zone: Zone
    to_seat: SeatNo | None = None  # None: the mover's own zone


class AuctionCard(BaseAction, tag="auction_card"):
    """Auctions one's own card(s) as one lot (90X.6, 90X.7)."""

    cards: Annotated[list[CardId], Meta(min_length=1)]


class AuctionFromDeck(BaseAction, tag="auction_from_deck"):
    """Puts the top `count` cards of the auction deck up for auction as one lot (90X.8)."""

    count: Count = 1


class AuctionCommander(BaseAction, tag="auction_commander"):
    """Puts one's own commander up for auction from the command zone (90Y.6)."""


# -- the end, and taking things back --------------------------------------------------
class ReportResult(BaseAction, tag="report_result"):
    """Takes effect once another player still in the game confirms it (`confirm_result`)."""

    winners: list[SeatNo] = []
    losers: list[SeatNo] = []


Action = Union[  # noqa: UP007 - msgspec needs a real Union of tagged structs
    Bid,
    Decline,
    BeginAuctionStep,
    NextAuction,
    StopAuctioning,
    ResumeAuctioning,
    Cast,
    Keep,
    EndTurn,
    SpendGold,
    AdjustGold,
    Draw,
    LookAtTop,
    ReorderTop,
    PutOnTop,
    PutOnBottom,
    Mill,
    ShuffleDeck,
    RevealUntilCreature,
    MoveCard,
    AuctionCard,
    AuctionFromDeck,
    AuctionCommander,
    ReportResult,
    ConfirmResult,
    DisputeResult,
    Undo,
    ProposeUndo,
    ConsentUndo,
    RefuseUndo,
]

ACTION_TYPES: dict[type, str] = {cls: cls.__struct_config__.tag for cls in Action.__args__}
ACTION_CLASSES: dict[str, type] = {tag: cls for cls, tag in ACTION_TYPES.items()}

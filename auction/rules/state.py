"""The plain data of an Auction Magic game: settings, seats, the shared auction deck, gold.

Card ids are indices into `AuctionState.cards`. The deck's top is index 0. Every card is in
exactly one place: the deck, the reserve deck, a player's zone, the open auction's lot, or the
pending purchase (bought, waiting for its buyer to cast or keep it).
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from auction.rules.actions import ReportResult, Zone
from tabletop.rules.engine import Card, Ending
from tabletop.rules.ledger import LedgerEntry
from tabletop.rules.results import PendingReport
from tabletop.rules.undo import UndoRecord

EmptyDeckPolicy = Literal["active_player_loses", "draw", "shuffle_graveyards", "reserve_deck"]
# Who bids first on a player's own card (90X.6) or commander (90Y.6): the active player, as 90X.6
# says by following 90X.4b, or the player after the seller, as the forum's "Auction Property" card.
OwnedAuctionStarts = Literal["active_player", "after_seller"]
# upkeep: the start of every turn (90X.4a), before the auction step; players act, the active
# player moves on (begin_auction_step).
Phase = Literal["commander", "upkeep", "auction", "main", "over"]
# step: the auction step (90X.4b); owned: owned cards (90X.6, 90X.7); commander: the Commander
# pregame (90Y.4a); deck: cards from the deck put up by an effect (90X.8); commander_sale: a
# player's commander put up from the command zone (90Y.6).
AuctionKind = Literal["step", "owned", "commander", "deck", "commander_sale"]

NonNegative = Annotated[int, Meta(ge=0)]


# Frozen structs are shared between a state and its copies (see tabletop.rules.engine.editable_copy).
class Settings(msgspec.Struct, kw_only=True, forbid_unknown_fields=True, frozen=True):
    starting_gold: NonNegative = 10
    income: NonNegative = 3
    starting_seat: NonNegative | None = None  # None: drawn at random
    empty_deck_policy: EmptyDeckPolicy = "active_player_loses"
    # With the reserve_deck policy, the last `reserve_size` cards given to setup form the
    # reserve deck, shuffled apart and switched in when the auction deck runs out.
    reserve_size: NonNegative = 0
    correspondence_bidding: bool = False  # each bidder acts once, in turn order
    commander: bool = False  # 90Y Commander Auction
    take_all_until_creature: bool = False  # the rejected 90X.4b rule, off by default
    owned_auction_starts: OwnedAuctionStarts = "active_player"


class Player(msgspec.Struct, kw_only=True):
    name: str
    gold: int
    life: int  # starting life: players track life in paper
    out: bool = False  # has lost the game while others play on
    commander: int | None = None
    hand: list[int] = []
    battlefield: list[int] = []
    graveyard: list[int] = []
    exile: list[int] = []
    command: list[int] = []


class Auction(msgspec.Struct, kw_only=True):
    """Bidding on a lot. `bidders` is the bidding order; `next_index` points at who bids now."""

    kind: AuctionKind
    lot: list[int]
    seller: int | None = None  # owner of an owned-card lot; None when the lot is from the deck
    by: int | None = None  # who put a deck lot up (90X.8); bidding still starts with the active player
    came_from: list[Zone] = []  # owned lots: each card's zone, for when nobody bids (90X.6d)
    bidders: list[int]
    next_index: int = 0
    high_bid: int = 0
    high_bidder: int | None = None
    declines: int = 0  # consecutive declines since the last bid (or the start)
    acted: int = 0  # bidders who have acted (correspondence bidding: each acts once)


class Purchase(msgspec.Struct, kw_only=True):
    """Cards bought in the auction step, each waiting for its buyer to cast or keep it."""

    buyer: int
    cards: list[int]
    step_continues: bool  # only noncreatures bought: another card is auctioned afterwards


class Looking(msgspec.Struct, kw_only=True):
    seat: int
    cards: list[int]  # the top cards of the deck, top first; only `seat` sees them


class UndoProposal(msgspec.Struct, kw_only=True):
    by: int
    consents: list[int]


class ReportedResult(PendingReport[ReportResult], frozen=True):
    """A result reported, waiting for another player still in the game to confirm or dispute it."""


class AuctionState(msgspec.Struct, kw_only=True):
    settings: Settings
    cards: list[Card]
    owners: list[int | None]  # None while the card is in the deck or the reserve (90X.3e)
    players: list[Player]
    deck: list[int]  # top first
    reserve: list[int] = []
    turn_order: list[int]  # seats, the starting player first
    active: int
    turn: int = 1
    phase: Phase
    auction: Auction | None = None
    purchase: Purchase | None = None
    stop_votes: list[int] = []
    looking: Looking | None = None
    ledger: list[LedgerEntry] = []
    seq: int = 0  # actions applied so far
    ending: Ending | None = None
    report: ReportedResult | None = None
    undo: UndoRecord | None = None  # alone: the action took no card out of the hidden deck nor showed one
    undo_proposal: UndoProposal | None = None

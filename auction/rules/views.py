"""What each seat sees. Everything is public (hands are played revealed, 90X.9) except the
deck's order and contents, of which everyone sees only the size, and the cards a player is
looking at, which only that player sees."""

from __future__ import annotations

import msgspec
from msgspec import UNSET, UnsetType

from auction.rules.state import (
    Auction,
    AuctionKind,
    AuctionState,
    Phase,
    ReportedResult,
    Settings,
    UndoProposal,
    Zone,
)
from tabletop.rules.engine import Card, Ending, Event, Seat, Winner, redact_event, sole_winner
from tabletop.rules.kept import KeptByIdentity
from tabletop.rules.ledger import LedgerEntry


class CardView(Card, kw_only=True):
    """A card on the table: its facts and its owner (None in the deck, 90X.3e)."""

    owner: int | None


class PlayerView(msgspec.Struct, kw_only=True):
    seat: int
    name: str
    gold: int
    life: int
    out: bool
    commander: int | None
    hand: list[CardView]
    battlefield: list[CardView]
    graveyard: list[CardView]
    exile: list[CardView]
    command: list[CardView]


class LotView(msgspec.Struct, kw_only=True):
    """The open auction: its lot's cards, and whose bid it is (`to_bid`)."""

    kind: AuctionKind
    lot: list[CardView]
    seller: int | None
    by: int | None
    came_from: list[Zone]
    bidders: list[int]
    next_index: int
    high_bid: int
    high_bidder: int | None
    declines: int
    acted: int
    to_bid: int


class PurchaseView(msgspec.Struct):
    buyer: int
    cards: list[CardView]
    step_continues: bool


class LookingView(msgspec.Struct, kw_only=True):
    seat: int
    count: int
    cards: list[CardView] | UnsetType = UNSET  # to the seat looking only


class AuctionTableView(msgspec.Struct, kw_only=True):
    kind: str
    seat: int | None
    settings: Settings
    turn: int
    active: int
    phase: Phase
    turn_order: list[int]
    players: list[PlayerView]
    deck_size: int
    reserve_size: int
    auction: LotView | None
    purchase: PurchaseView | None
    stop_votes: list[int]
    looking: LookingView | None
    ledger: list[LedgerEntry]
    ending: Ending | None
    winner: Winner
    report: ReportedResult | None
    last_actor: int | None
    undo_proposal: UndoProposal | None


# A card's view by the card's identity and its owner, the only other thing it shows: one struct for
# every state and seat of a game (a table at turn 30 shows about 100 cards), which a push's diff
# finds unchanged by identity. A view is never changed once made.
_card_views: KeptByIdentity[CardView] = KeptByIdentity(20_000)


def card_view(state: AuctionState, card_id: int) -> CardView:
    card, owner = state.cards[card_id], state.owners[card_id]
    made = _card_views.get(card, owner)
    if made is None:
        made = _card_views.keep(card, CardView(**msgspec.structs.asdict(card), owner=owner), owner)
    return made


def cards_view(state: AuctionState, ids: list[int]) -> list[CardView]:
    return [card_view(state, card_id) for card_id in ids]


def _auction(state: AuctionState, auction: Auction) -> LotView:
    return LotView(
        kind=auction.kind,
        lot=cards_view(state, auction.lot),
        seller=auction.seller,
        by=auction.by,
        came_from=auction.came_from,
        bidders=auction.bidders,
        next_index=auction.next_index,
        high_bid=auction.high_bid,
        high_bidder=auction.high_bidder,
        declines=auction.declines,
        acted=auction.acted,
        to_bid=auction.bidders[auction.next_index],
    )


class Shared(msgspec.Struct, frozen=True):
    """What every seat's view of one state shares (all but the cards a player looks at), made once
    however many views are made of it."""

    players: list[PlayerView]
    auction: LotView | None
    purchase: PurchaseView | None


def shared(state: AuctionState) -> Shared:
    auction, purchase = state.auction, state.purchase
    return Shared(
        players=[
            PlayerView(
                seat=index,
                name=player.name,
                gold=player.gold,
                life=player.life,
                out=player.out,
                commander=player.commander,
                hand=cards_view(state, player.hand),
                battlefield=cards_view(state, player.battlefield),
                graveyard=cards_view(state, player.graveyard),
                exile=cards_view(state, player.exile),
                command=cards_view(state, player.command),
            )
            for index, player in enumerate(state.players)
        ],
        auction=None if auction is None else _auction(state, auction),
        purchase=None
        if purchase is None
        else PurchaseView(purchase.buyer, cards_view(state, purchase.cards), purchase.step_continues),
    )


def player_view(state: AuctionState, seat: Seat, common: Shared | None = None) -> AuctionTableView:
    """`common`: the state's `shared`, when the caller makes the views of several seats."""
    common = common or shared(state)
    looking = state.looking
    looking_view = None
    if looking is not None:
        looking_view = LookingView(seat=looking.seat, count=len(looking.cards))
        if seat == looking.seat:
            looking_view.cards = cards_view(state, looking.cards)
    return AuctionTableView(
        kind="auction",
        seat=seat,
        settings=state.settings,
        turn=state.turn,
        active=state.active,
        phase=state.phase,
        turn_order=state.turn_order,
        players=common.players,
        deck_size=len(state.deck),
        reserve_size=len(state.reserve),
        auction=common.auction,
        purchase=common.purchase,
        stop_votes=state.stop_votes,
        looking=looking_view,
        ledger=state.ledger,
        ending=state.ending,
        winner=sole_winner(state.ending),
        report=state.report,
        last_actor=state.undo.actor if state.undo else None,
        undo_proposal=state.undo_proposal,
    )


def event_view(event: Event, seat: Seat) -> Event:
    return redact_event(event, seat)

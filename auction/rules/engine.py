"""Auction Magic: the rules engine (section 2 of the rules digest, and the 90X/90Y draft).

Decisions where the texts leave room (each kept in one place below):
- Every turn begins with an upkeep (90X.4a: the auction step "occurs immediately after the upkeep
  step"), the first turn too: players act (deck operations, gold, casting...) before any card is
  revealed, and the active player moves on with `begin_auction_step`, which reveals the top card
  (90X.4b). So a table whose deck ran out loses one player per reveal, each in their own turn,
  and an upkeep effect may still put a card on the empty deck.
- Auctions are atomic: while bids are open nobody spends, adjusts or moves anything, so a
  standing bid can always be paid.
- After a purchase in the auction step the buyer casts or keeps each bought card. After a
  noncreature purchase the active player sends `next_auction` (so a bought Divination can be
  resolved before the next reveal); an unbid card goes to the bottom and the next card is
  revealed at once.
- Stopping: every player sends `stop_auctioning` (withdraw with `resume_auctioning`) while no
  bid stands; when the last vote arrives the revealed card goes to the bottom unsold and the
  main phase begins.
- Owned-card auctions (90X.6/7) and commander sales (90Y.6): bidding follows 90X.4b, starting
  with the active player in turn order, the seller left out (90X.6a); the table option
  `owned_auction_starts: "after_seller"` starts with the player after the seller instead (the
  forum's "Auction Property" card). The lot goes to the buyer's hand (no cast-at-once), the bid
  is paid to the seller.
- Deck lots (90X.8, `auction_from_deck{count}`), allowed like the other deck operations while no
  bidding is open. 90X.8 points at "rule 90X.8b", which does not exist; it is read as 90X.4b,
  the rule for cards from the deck (90X.6/7 are for cards not in the deck). So: the top `count`
  cards (as many as the deck holds; an empty deck is refused, like mill) are revealed as one
  lot; every player bids, the one who put them up included (the cards have no owner, so 90X.6a
  does not apply), starting with the active player and in turn order (90X.4b), whoever sent
  the action. The high bidder pays the bank ("bought") and takes the whole lot into hand: it is
  not the auction step's turn-based action, so there is no cast-at-once (90X.4c) and no further
  auction. If every card of the lot is a noncreature, the buyer then reveals cards from the
  top until a creature and puts all of them into hand (mandatory, unlike the rejected option
  for the step); revealing is not drawing, so a deck that runs dry on the way just ends the
  reveal (no empty-deck policy). With no bid the lot goes to the bottom in a random order (from
  the Rng) and nothing else is auctioned (90X.8 replaces 90X.4b's repeat). Events:
  auction_opened (kind "deck", by), then sold (seller null) + revealed, or unsold.
- Commander sales (90Y.6, `auction_commander`): only in a Commander game, only one's own
  commander, only while it is in one's command zone and owned by one; a commander cannot be put
  up with `auction_card` (90Y.6: "only if the card is in the command zone"). Bidding is that of
  90X.6 (above). The high bidder always pays the bid to the seller (90X.6b: the payment is not
  part of the exchange). Then, if the
  high bidder's commander is in the command zone (any seat's: the zone is shared, 90X.3c) and
  owned by them, the commanders are exchanged: each card goes to the other player's command
  zone, becomes that player's commander and is owned by them ("commanders_exchanged"). If
  either half cannot be completed (the bidder has no commander, it is not in the command zone,
  or they do not own it), the exchange does not occur and the rest of 90X.6 applies unchanged:
  the buyer becomes the owner and takes the card into hand; the designation is an attribute of
  the card (90Y.4a), so it stays the seller's commander. With no bid the card stays in the
  seller's command zone and nothing changes (90X.6d).
- Cards bought in the auction step and not yet cast or kept when the step ends without them (the
  buyer or the active player lost, or the game ended) go to the buyer's hand ("kept" events).
- Correspondence bidding: each bidder acts once, in turn order, and must raise; the highest bid
  wins, so ties cannot arise.
- `reveal_until_creature` (cascade-like): the creature goes to the player's hand, the other
  revealed cards to the bottom in a random order. With no creature left they all go back.
- Commander pregame: non-legendary cards revealed on the way go to the bottom in a random order.
  The singleton rule (90Y.3) counts the reserve deck too: switched in, it is the auction deck.
- Running out of cards (auction step or draw): active_player_loses makes the player who needed
  the card lose (90X.3f; a losing active player's turn ends without income); draw ends the game
  with no winner; shuffle_graveyards and reserve_deck refill the deck and end in a draw when
  there is nothing to refill with. Milling or looking at an empty deck is merely refused.
- Refusals never name a card hidden from their reader (in the deck or the reserve, unless the
  reader is looking at it): such a card is "that card", in the same words for every hidden card;
  a commander not in its command zone is "your commander" (it may be in the deck).
- report_result: naming winners ends the game (90X.11: most gold among them wins); naming only
  losers puts them out (least gold among them loses) and the last player standing wins. A report
  takes effect once one other player still in the game confirms it (`confirm_result`); any of them
  may dispute it instead (`dispute_result`), which drops it to be reported again. One word is
  enough, as at a paper table where the others saw the game end: waiting for every player would
  stall a table on anyone who walked off after losing. Until it is answered nothing else happens
  but undo (the reporter takes the report back alone) and the answer.
- Undo: one level. The last action's actor may `undo` it unless it revealed a card (took one out
  of the hidden deck or looked at one); otherwise every player in the game must agree
  (`propose_undo`, which its actor may not send while the undo is theirs alone, `consent_undo`;
  `refuse_undo` drops the proposal; tabletop.rules.undo words the refusals as in the saga). Undo restores the state
  kept before that action, so it cannot create gold or lose a card; the Rng is not rewound.
"""

from __future__ import annotations

import functools
import operator
from collections import Counter
from collections.abc import Callable
from typing import Any, NamedTuple

from auction.rules import events, views
from auction.rules.actions import (
    ACTION_CLASSES,
    ZONES,
    Action,
    AdjustGold,
    AuctionCard,
    AuctionCommander,
    AuctionFromDeck,
    BeginAuctionStep,
    Bid,
    Cast,
    ConfirmResult,
    ConsentUndo,
    Decline,
    DisputeResult,
    Draw,
    EndTurn,
    Keep,
    LookAtTop,
    Mill,
    MoveCard,
    NextAuction,
    ProposeUndo,
    PutOnBottom,
    PutOnTop,
    RefuseUndo,
    ReorderTop,
    ReportResult,
    ResumeAuctioning,
    RevealUntilCreature,
    ShuffleDeck,
    SpendGold,
    StopAuctioning,
    Undo,
)
from auction.rules.state import (
    Auction,
    AuctionState,
    Looking,
    Player,
    Purchase,
    ReportedResult,
    Settings,
    UndoProposal,
    Zone,
)
from tabletop.rules.engine import (
    Applying,
    Card,
    Check,
    Ending,
    Engine,
    Handler,
    IllegalAction,
    InvalidInput,
    NotEnough,
    NotYourTurn,
    Outcome,
    Seat,
    UnknownCard,
    WrongPhase,
    action_type,
    convert_strict,
    editable_copier,
    find_misplaced_cards,
    handle,
    no_check,
    require,
)
from tabletop.rules.ledger import LedgerEntry, unbooked
from tabletop.rules.results import RESULT_ANSWERS, answer_refusal, answered_event, reported_event
from tabletop.rules.rng import Rng
from tabletop.rules.undo import (
    UNDO_ACTIONS,
    proposal_answer_refusal,
    proposal_refusal,
    record_before,
    restored,
    undo_refusal,
)

STARTING_LIFE = 20
COMMANDER_LIFE = 40
SPELL_TYPES = ("Instant", "Sorcery")  # cast: to the graveyard; everything else: the battlefield


# -- small queries -----------------------------------------------------------------------
def live_seats(state: AuctionState) -> list[int]:
    """Seats still in the game, in turn order from the starting player."""
    return [seat for seat in state.turn_order if not state.players[seat].out]


def seats_in_order_from(state: AuctionState, first: int) -> list[int]:
    """Live seats in turn order, beginning with `first` (or the next live seat after it)."""
    order = state.turn_order
    start = order.index(first)
    return [seat for seat in order[start:] + order[:start] if not state.players[seat].out]


def next_seat(state: AuctionState, seat: int) -> int:
    order = state.turn_order
    after = order.index(seat) + 1
    return seats_in_order_from(state, order[after % len(order)])[0]


def owned_lot_bidders(state: AuctionState, seller: int) -> list[int]:
    """The bidders on a player's own cards (90X.6) or commander (90Y.6): every live player but the
    seller (90X.6a), from the active player in turn order (90X.4b), or, with the forum card's
    order as a table option, from the player after the seller."""
    first = state.active if state.settings.owned_auction_starts == "active_player" else next_seat(state, seller)
    return [seat for seat in seats_in_order_from(state, first) if seat != seller]


def names_of(state: AuctionState, ids: list[int]) -> list[str]:
    return [state.cards[card_id].name for card_id in ids]


def card_names(state: AuctionState, ids: list[int]) -> str:
    """For messages and ledger reasons; events carry `names_of` lists."""
    return " + ".join(names_of(state, ids))


def card_label(state: AuctionState, seat: int, card_id: int) -> str:
    """A card as a refusal to `seat` names it: by name when `seat` may see it, else "that card",
    the same words for every hidden card (the deck's and the reserve's, but those `seat` looks at)."""
    looking = state.looking
    seen = looking is not None and looking.seat == seat and card_id in looking.cards
    return state.cards[card_id].name if seen or card_id not in hidden_cards(state) else "that card"


def find_in_zones(state: AuctionState, card_id: int) -> tuple[int, Zone] | None:
    """The seat and zone holding a card on the table (not the deck, a lot or a purchase)."""
    for seat, player in enumerate(state.players):
        for zone in ZONES:
            if card_id in getattr(player, zone):
                return seat, zone
    return None


def current_bidder(auction: Auction) -> int:
    return auction.bidders[auction.next_index]


def bidding_is_over(auction: Auction, correspondence: bool) -> bool:
    if correspondence:
        return auction.acted == len(auction.bidders)
    if auction.high_bidder is None:
        return auction.declines >= len(auction.bidders)
    return auction.declines >= len(auction.bidders) - 1  # every other player declined in a row


# -- refusals shared by apply and legal_actions (None: allowed) ----------------------------
def table_is_busy(state: AuctionState) -> bool:
    """Actions outside bidding must wait: the pregame, or an open auction."""
    return state.phase == "commander" or state.auction is not None


def table_busy(state: AuctionState) -> IllegalAction | None:
    """Why actions outside bidding must wait."""
    if not table_is_busy(state):
        return None
    if state.phase == "commander":
        return WrongPhase("the Commander auctions come first")
    return WrongPhase(f"an auction of {card_names(state, state.auction.lot)} is open: bid or decline first")


def bidding_refusal(state: AuctionState, seat: int) -> IllegalAction | None:
    if state.auction is None:
        return WrongPhase("no auction is open")
    bidder = current_bidder(state.auction)
    if seat != bidder:
        return NotYourTurn(f"it is {state.players[bidder].name}'s turn to bid")
    return None


def stop_vote_refusal(state: AuctionState) -> IllegalAction | None:
    if state.phase != "auction":
        return WrongPhase("players stop auctioning only during the auction step")
    if state.purchase is not None:
        return WrongPhase("the bought cards must be cast or kept first")
    auction = state.auction
    if auction is not None and (auction.kind != "step" or auction.high_bidder is not None):
        return WrongPhase("a bid stands: finish this auction first")
    return None


def begin_auction_step_refusal(state: AuctionState, seat: int) -> IllegalAction | None:
    if state.phase != "upkeep":
        return WrongPhase("the auction step begins once a turn, after the upkeep")
    if seat != state.active:
        return NotYourTurn(f"{state.players[state.active].name} begins the auction step of their turn")
    return table_busy(state)


def next_auction_refusal(state: AuctionState, seat: int) -> IllegalAction | None:
    if state.phase != "auction" or state.auction is not None or state.purchase is not None:
        return WrongPhase("another card is auctioned only after a noncreature purchase was settled")
    if seat != state.active:
        return NotYourTurn("only the active player puts the next card up for auction")
    return None


def end_turn_refusal(state: AuctionState, seat: int) -> IllegalAction | None:
    if seat != state.active:
        return NotYourTurn(f"it is {state.players[state.active].name}'s turn")
    if state.phase != "main" or state.auction is not None or state.purchase is not None:
        return WrongPhase("the upkeep and the auction step come first")
    return None


def commander_sale_refusal(state: AuctionState, seat: int) -> IllegalAction | None:
    """Why `seat` may not put their commander up for auction now (90Y.6)."""
    if not state.settings.commander:
        return IllegalAction("only a Commander Auction game has commanders to auction", code="not_commander_game")
    busy = table_busy(state)
    if busy is not None:
        return busy
    player = state.players[seat]
    commander = player.commander
    if commander is None:
        return IllegalAction("you have no commander", code="no_commander")
    if commander not in player.command:  # perhaps in the deck: not named
        return IllegalAction(
            "your commander is not in your command zone: a commander is auctioned only from there",
            code="not_in_command_zone",
        )
    if state.owners[commander] != seat:
        return IllegalAction("you no longer own your commander", code="not_owner")
    return None


def report_answerers(state: AuctionState) -> list[int]:
    """Who may confirm or dispute the pending report: every other player still in the game."""
    return [seat for seat in live_seats(state) if seat != state.report.by]


def answer_check(state: AuctionState, seat: int) -> IllegalAction | None:
    return answer_refusal(state.report, seat, report_answerers(state) if state.report else [])


def report_waiting(state: AuctionState) -> IllegalAction | None:
    """Why nothing but an answer (or an undo) may happen now: a reported result waits."""
    if state.report is None:
        return None
    return WrongPhase(
        f"{state.players[state.report.by].name}'s report of the result waits: confirm or dispute it first",
        code="result_reported",
    )


def last_action_refusal(state: AuctionState, seat: int) -> IllegalAction | None:
    return undo_refusal(state.undo, seat, who_agrees="every player")


UNDO = "an undo"  # the one correction an auction proposes


def pending_undo(state: AuctionState) -> str | None:
    return UNDO if state.undo_proposal is not None else None


def propose_undo_refusal(state: AuctionState, seat: int) -> IllegalAction | None:
    return proposal_refusal(state.undo, seat, pending_undo(state))


def consent_refusal(state: AuctionState, seat: int) -> IllegalAction | None:
    agreed = state.undo_proposal is not None and seat in state.undo_proposal.consents
    return proposal_answer_refusal(pending_undo(state), UNDO, agreed=agreed)


def stop_refusal(state: AuctionState, seat: int) -> IllegalAction | None:
    refusal = stop_vote_refusal(state)
    if refusal is None and seat in state.stop_votes:
        return IllegalAction("you already voted to stop auctioning", code="already_voted")
    return refusal


def resume_refusal(state: AuctionState, seat: int) -> IllegalAction | None:
    refusal = stop_vote_refusal(state)
    if refusal is None and seat not in state.stop_votes:
        return IllegalAction("you have not voted to stop auctioning", code="not_voted")
    return refusal


def buying(state: AuctionState, seat: int) -> bool:
    return state.purchase is not None and state.purchase.buyer == seat


def deck_refusal(state: AuctionState, seat: int) -> IllegalAction | None:
    return None if state.deck else NotEnough("the auction deck is empty")


def reorder_refusal(state: AuctionState, seat: int) -> IllegalAction | None:
    if state.looking is None or state.looking.seat != seat:
        return IllegalAction("you are not looking at the top of the deck", code="not_looking")
    return None


# The types that wait for a free table (`table_busy`), and what else each needs.
ON_A_FREE_TABLE: dict[str, Check | None] = {
    "spend_gold": None,
    "adjust_gold": None,
    "draw": None,
    "look_at_top": deck_refusal,
    "reorder_top": reorder_refusal,
    "put_on_top": None,
    "put_on_bottom": None,
    "mill": deck_refusal,
    "shuffle_deck": None,
    "reveal_until_creature": deck_refusal,
    "move_card": None,
    "auction_card": None,
    "auction_from_deck": deck_refusal,
    "report_result": None,
}


def free_table_check(check: Check | None) -> Check:
    def checked(state: AuctionState, seat: int) -> IllegalAction | None:
        return table_busy(state) or (check(state, seat) if check is not None else None)

    return checked


def commander_card_refusal(state: AuctionState, commander: int) -> IllegalAction:
    return IllegalAction(
        f"{state.cards[commander].name} is your commander: it is auctioned only from the command zone, "
        "with auction_commander (90Y.6)",
        code="commander_card",
    )


def refuse_undo_refusal(state: AuctionState, seat: int) -> IllegalAction | None:
    return proposal_answer_refusal(pending_undo(state), UNDO, agreed=False)


# The types that do not wait for a free table, and what each needs.
ANYTIME: dict[str, Check] = {
    "bid": bidding_refusal,
    "decline": bidding_refusal,
    "begin_auction_step": begin_auction_step_refusal,
    "next_auction": next_auction_refusal,
    "stop_auctioning": stop_refusal,
    "resume_auctioning": resume_refusal,
    "cast": no_check,
    "keep": no_check,
    "end_turn": end_turn_refusal,
    "auction_commander": commander_sale_refusal,
    "undo": last_action_refusal,
    "propose_undo": propose_undo_refusal,
    "consent_undo": consent_refusal,
    "refuse_undo": refuse_undo_refusal,
    "confirm_result": answer_check,
    "dispute_result": answer_check,
}
# While a reported result waits, only its answers and the undo actions may be sent.
WHILE_REPORTED = {action_type(answer()) for answer in (*RESULT_ANSWERS, *UNDO_ACTIONS)}


def unless_reported(check: Check) -> Check:
    def checked(state: AuctionState, seat: int) -> IllegalAction | None:
        return report_waiting(state) or check(state, seat)

    return checked


def base_check(kind: str) -> Check:
    return ANYTIME[kind] if kind in ANYTIME else free_table_check(ON_A_FREE_TABLE[kind])


# Keyed and ordered as the `Action` union.
CHECKS: dict[str, Check] = {
    kind: base_check(kind) if kind in WHILE_REPORTED else unless_reported(base_check(kind)) for kind in ACTION_CLASSES
}


# A player's zones, in the order of ZONES. The two offers below are asked at most listings of a free
# table: written as loops, not generators in `any` (0.2 against 0.45 us, 0.25 against 0.6 us).
zones_of = operator.attrgetter(*ZONES)


def on_table(state: AuctionState) -> bool:
    for player in state.players:  # noqa: SIM110 (a loop: see above)
        if any(zones_of(player)):
            return True
    return False


def holds_a_lot(state: AuctionState, seat: int) -> bool:
    """Whether the seat owns and holds a card to auction, its commander aside (90X.6, 90Y.6)."""
    player = state.players[seat]
    owners, commander = state.owners, player.commander
    for zone in zones_of(player):
        for card_id in zone:
            if owners[card_id] == seat and card_id != commander:
                return True
    return False


# Where every payload is refused now, in words that depend on the payload (a card named as its
# reader may see it, the amount asked): whether any payload may pass.
# What `checks_now` knows of the state narrows the table, and spares each check asking it again
# (listing the legal types is on every view's path): with no report waiting, the base checks; on a
# free table, those of the types that wait for one without that wait; on a busy table, only the
# types that do not wait for a free table.
CHECKS_WHILE_FREE = {
    kind: ANYTIME[kind] if kind in ANYTIME else (ON_A_FREE_TABLE[kind] or no_check) for kind in ACTION_CLASSES
}
CHECKS_WHILE_BUSY = {kind: ANYTIME[kind] for kind in ACTION_CLASSES if kind in ANYTIME}
CHECKS_WHILE_REPORTED = {kind: check for kind, check in CHECKS.items() if kind in WHILE_REPORTED}


class TableShape(NamedTuple):
    """The table as one seat finds it: what it shares with the others, then what is the seat's
    own (the other seats' refusals, built at every listing, were a third of its time)."""

    phase: str
    busy: bool
    auction_open: bool
    purchase_pending: bool
    commander_game: bool
    undo_recorded: bool
    undo_proposed: bool
    bidding: bool  # an auction is open and waits on the seat's bid
    looking: bool  # the seat is looking at the top of the deck
    voted_stop: bool
    undo_alone: bool  # the seat may take the last action back alone
    acting: bool  # the seat is the active player
    deck_empty: bool


def table_shape(state: AuctionState, seat: int) -> tuple[Any, ...]:
    """The fields of the state's `TableShape` for `seat`, as a plain tuple: building the named
    tuple at every listing cost 0.3 us, so `checks_of_shape` builds it only for a shape it has not met."""
    auction, looking, undo = state.auction, state.looking, state.undo
    return (
        state.phase,
        table_is_busy(state),
        auction is not None,
        state.purchase is not None,
        state.settings.commander,
        undo is not None,
        state.undo_proposal is not None,
        auction is not None and current_bidder(auction) == seat,
        looking is not None and looking.seat == seat,
        seat in state.stop_votes,
        undo is not None and undo.alone and undo.actor == seat,
        seat == state.active,
        not state.deck,
    )


# What a type needs of the table's shape (`table_shape`) before its check may pass, so that a
# state of that shape leaves it out of `checks_now`: each is the first thing its check asks (all it
# asks, for the types SETTLED_BY_SHAPE).
NEEDS: dict[str, Callable[[TableShape], bool]] = {
    "bid": lambda shape: shape.bidding,
    "decline": lambda shape: shape.bidding,
    "keep": lambda shape: shape.purchase_pending,
    "begin_auction_step": lambda shape: shape.phase == "upkeep" and shape.acting and not shape.busy,
    "next_auction": lambda shape: (
        shape.phase == "auction" and not shape.auction_open and not shape.purchase_pending and shape.acting
    ),
    "end_turn": lambda shape: (
        shape.acting and shape.phase == "main" and not shape.auction_open and not shape.purchase_pending
    ),
    "stop_auctioning": lambda shape: shape.phase == "auction" and not shape.purchase_pending and not shape.voted_stop,
    "resume_auctioning": lambda shape: shape.phase == "auction" and not shape.purchase_pending and shape.voted_stop,
    "reorder_top": lambda shape: shape.looking,
    "look_at_top": lambda shape: not shape.deck_empty,
    "mill": lambda shape: not shape.deck_empty,
    "reveal_until_creature": lambda shape: not shape.deck_empty,
    "auction_from_deck": lambda shape: not shape.deck_empty,
    "auction_commander": lambda shape: shape.commander_game,
    "undo": lambda shape: shape.undo_alone,
    "propose_undo": lambda shape: shape.undo_recorded and not shape.undo_alone and not shape.undo_proposed,
    "consent_undo": lambda shape: shape.undo_proposed,
    "refuse_undo": lambda shape: shape.undo_proposed,
    "confirm_result": lambda shape: False,  # asked only while a report waits (CHECKS_WHILE_REPORTED)
    "dispute_result": lambda shape: False,
}


# The types whose check asks nothing beyond what their NEEDS asks: on a table of a shape that meets
# it they pass unasked (`no_check`), as the bids of the seat bidding, a third of the listings.
SETTLED_BY_SHAPE = frozenset(
    {"bid", "decline", "begin_auction_step", "next_auction", "end_turn", "undo", "propose_undo", "refuse_undo"}
    | {"reorder_top", "look_at_top", "mill", "reveal_until_creature", "auction_from_deck"}
)


@functools.cache
def checks_of_shape(*fields: Any) -> dict[str, Check]:
    """The checks that may pass on a table of this shape (`table_shape`) with no report waiting."""
    shape = TableShape(*fields)
    checks = CHECKS_WHILE_BUSY if shape.busy else CHECKS_WHILE_FREE
    return {
        kind: no_check if kind in SETTLED_BY_SHAPE else check
        for kind, check in checks.items()
        if kind not in NEEDS or NEEDS[kind](shape)
    }


OFFERS: dict[str, Callable[[AuctionState, int], bool]] = {
    "bid": lambda state, seat: state.players[seat].gold > state.auction.high_bid,
    # a bought card is cast at once; a card in hand once the table is free
    "cast": lambda state, seat: buying(state, seat) or (not table_is_busy(state) and bool(state.players[seat].hand)),
    "keep": buying,
    "spend_gold": lambda state, seat: state.players[seat].gold > 0,
    "put_on_top": lambda state, seat: on_table(state),
    "put_on_bottom": lambda state, seat: on_table(state),
    "move_card": lambda state, seat: on_table(state),
    "auction_card": holds_a_lot,
}


# The players hold what grows all game, and an action changes one or two of them: `apply`'s copy
# shares them, and `Table.player` copies each before its first change. The ledger only grows:
# `Table.change_gold` books an entry in a new list. Most actions (bids, declines, votes, gold) change
# neither the owners nor the deck: `Table.set_owner` and `Table.deck` put a copy in place before the
# first change (copying both, a slot for every card and the deck, was an eighth of a decline's time).
COPIED_ON_CHANGE = ("players",)
REPLACED_ON_CHANGE = ("ledger", "owners", "deck")
copy_state = editable_copier(AuctionState, copied_on_change=COPIED_ON_CHANGE, replaced_on_change=REPLACED_ON_CHANGE)
copy_player = editable_copier(Player)


# The actions that have no field (decline, end_turn, the votes...), nearly half of a game's, by tag:
# one of each serves every document that names only its type, as an action never changes (frozen).
FIELDLESS_ACTIONS = {tag: cls() for tag, cls in ACTION_CLASSES.items() if not cls.__struct_fields__}


# -- the engine ---------------------------------------------------------------------------
class AuctionEngine(Engine[AuctionState]):
    kind = "auction"
    ruleset_version = "auction-6"  # 5: the shared ending, the undo record without the ledger; 6: an undo its actor
    # may take back alone is not proposed (as in the saga)
    settings_type = Settings
    action_type = Action
    event_type = events.Event
    state_type = AuctionState
    views = views
    view_type = views.AuctionTableView
    checks = CHECKS
    side_actions = frozenset(
        {"propose_undo", "consent_undo", "refuse_undo", "undo", "adjust_gold", "spend_gold", "stop_auctioning"}
        | {"move_card", "shuffle_deck", "look_at_top", "put_on_top", "put_on_bottom", "reorder_top", "mill"}
    )
    offers = OFFERS

    def setup(self, settings: Settings, cards: list[Card], seat_names: list[str], rng: Rng) -> AuctionState:
        check_setup(settings, cards, seat_names)
        n = len(seat_names)
        starting = settings.starting_seat if settings.starting_seat is not None else rng.randbelow(n)
        ids = [card.id for card in cards]
        split = len(ids) - settings.reserve_size
        deck, reserve = ids[:split], ids[split:]
        rng.shuffle(deck)
        rng.shuffle(reserve)
        life = COMMANDER_LIFE if settings.commander else STARTING_LIFE
        state = AuctionState(
            settings=settings,
            cards=list(cards),
            owners=[None] * len(cards),
            players=[Player(name=name, gold=0, life=life) for name in seat_names],
            deck=deck,
            reserve=reserve,
            turn_order=[(starting + i) % n for i in range(n)],
            active=starting,
            phase="commander" if settings.commander else "upkeep",
        )
        table = Table(state, None, rng)
        for seat in range(n):
            table.change_gold(seat, settings.starting_gold, "start", "starting gold")
        if settings.commander:
            table.start_commander_auction()
        return state

    def parse_action(self, data: Any) -> Any:
        # msgspec rebuilds its converter for the Union of every action on each call (~25 us):
        # a document naming a known type goes straight to that struct, with the same checks and
        # messages; anything else goes through the Union, which words the error.
        tag = data.get("type") if isinstance(data, dict) else None
        if not isinstance(tag, str):
            return convert_strict(data, self.action_type, code="invalid_action")
        fieldless = FIELDLESS_ACTIONS.get(tag)
        if fieldless is not None and len(data) == 1:
            return fieldless  # what convert_strict makes of {"type": tag}, made once
        return convert_strict(data, ACTION_CLASSES.get(tag) or self.action_type, code="invalid_action")

    def checks_now(self, state: AuctionState, seat: Seat) -> dict[str, Check]:
        if state.report is not None:
            return CHECKS_WHILE_REPORTED
        return checks_of_shape(*table_shape(state, seat))

    def seat_refusal(self, state: AuctionState, seat: Seat) -> IllegalAction | None:
        if state.ending is not None:
            return state.ending.refusal()
        if seat is None or not 0 <= seat < len(state.players):
            return IllegalAction(f"seat {seat} is not a player of this game", code="not_a_player")
        if state.players[seat].out:
            return IllegalAction(f"{state.players[seat].name} has lost and is out of the game", code="out")
        return None

    def apply(self, state: AuctionState, seat: Seat, action: Any, rng: Rng) -> Outcome[AuctionState]:
        kind = action_type(action)
        require(self.refusal(state, seat, kind))
        new_state = copy_state(state)
        new_state.seq += 1
        table = Table(new_state, seat, rng)
        if type(action) in UNDO_ACTIONS:
            return handle(HANDLERS, table, action)
        new_state.undo = new_state.undo_proposal = None  # any other action drops them
        outcome = handle(HANDLERS, table, action)  # its state is new_state: only an undo replaces it
        revealed = type(action) is LookAtTop or took_hidden_card(state, new_state)
        new_state.undo = record_before(
            state,
            actor=seat,
            action=kind,
            alone=not revealed,
            kept_encoded=("settings", "owners", "deck"),
            undo_proposal=None,
        )
        looking = new_state.looking
        if looking is not None and new_state.deck[: len(looking.cards)] != looking.cards:
            new_state.looking = None  # the deck changed under the look: it is over
        return outcome

    def waiting_on(self, state: AuctionState) -> list[int]:
        if state.ending is not None:
            return []
        if state.report is not None:
            return report_answerers(state)
        if state.auction is not None:
            return [current_bidder(state.auction)]
        if state.purchase is not None:
            return [state.purchase.buyer]
        return [state.active]

    def invariant_problems(self, state: AuctionState) -> list[str]:
        return invariant_problems(state)


def hidden_cards(state: AuctionState) -> set[int]:
    return set(state.deck) | set(state.reserve)


def took_hidden_card(before: AuctionState, after: AuctionState) -> bool:
    """Whether a card left the hidden deck (or the reserve) between the two states."""
    if (after.deck is before.deck or after.deck == before.deck) and after.reserve == before.reserve:
        return False  # most actions leave the deck alone: no set to build
    if before.deck:
        top = before.deck[0]
        if top not in after.deck and top not in after.reserve:
            return True  # the usual change: the top card was taken
    still_hidden = hidden_cards(after)
    return not (still_hidden.issuperset(before.deck) and still_hidden.issuperset(before.reserve))


def check_setup(settings: Settings, cards: list[Card], seat_names: list[str]) -> None:
    if len(seat_names) < 2:
        raise IllegalAction("Auction Magic needs at least 2 players", code="invalid_settings")
    if settings.starting_seat is not None and settings.starting_seat >= len(seat_names):
        raise IllegalAction(
            f"starting_seat {settings.starting_seat} is not a seat of {len(seat_names)} players",
            code="invalid_settings",
            field="starting_seat",
        )
    if [card.id for card in cards] != list(range(len(cards))):
        raise InvalidInput("card ids must be 0..n-1 in order (a card's id is its index)")
    if (settings.empty_deck_policy == "reserve_deck") != (settings.reserve_size > 0):
        # in the words of the table's options (the host reads it on /new/); the field names the setting
        raise IllegalAction(
            "A reserve deck needs cards: give the reserve deck size a number above 0 (the cube's last "
            "cards are kept apart for it)"
            if settings.reserve_size <= 0
            else "A reserve deck size goes only with the rule that a reserve deck is switched in when the "
            "auction deck runs out: choose that rule, or set the reserve deck size to 0",
            code="invalid_settings",
            field="reserve_size",
        )
    deck = cards[: len(cards) - settings.reserve_size]
    if not deck:
        raise IllegalAction("the auction deck is empty", code="invalid_deck")
    if settings.commander:  # 90Y.3; a reserve switched in becomes the auction deck: singleton too
        repeated = sorted(name for name, n in Counter(card.name for card in cards).items() if n > 1)
        if repeated:
            raise IllegalAction(
                f"Commander Auction needs a singleton deck (each card once); repeated: {', '.join(repeated)}: "
                "choose another cube, or turn Commander Auction off",
                code="invalid_deck",
            )
        legendary = sum(card.is_legendary_creature for card in deck)
        if legendary < len(seat_names):
            raise IllegalAction(
                f"Commander Auction needs at least {len(seat_names)} legendary creatures in the deck "
                f"(one per player); it has {legendary}: choose another cube, or turn Commander Auction off",
                code="invalid_deck",
            )


class Table(Applying[AuctionState]):
    """One application of an action to an auction, with the changes its handlers share (gold, the
    deck, turns, auctions) and their events."""

    __slots__ = ("changed_players", "changed_owners", "changed_deck")

    def __init__(self, state: AuctionState, seat: Seat, rng: Rng):
        super().__init__(state, seat, rng)
        self.changed_players: dict[int, Player] = {}
        self.changed_owners: list[int | None] | None = None
        self.changed_deck: list[int] | None = None

    def player(self, seat: int) -> Player:
        """The seat's player, to change. `apply`'s copy shares the players: each is copied before its
        first change, so every change goes through here (reads may use `state.players`)."""
        player = self.state.players[seat]
        if self.changed_players.get(seat) is not player:
            player = self.state.players[seat] = copy_player(player)
            self.changed_players[seat] = player
        return player

    def set_owner(self, card_id: int, owner: int | None) -> None:
        """Who owns a card from now on (None: nobody, in the deck). `apply`'s copy shares the owners:
        the first change puts a copy in their place, so every change goes through here."""
        owners = self.state.owners
        if owners is not self.changed_owners:
            owners = self.state.owners = self.changed_owners = owners.copy()
        owners[card_id] = owner

    def name(self, seat: int) -> str:
        return self.state.players[seat].name

    # -- gold --------------------------------------------------------------------------
    def change_gold(self, seat: int, delta: int, kind: str, reason: str) -> int:
        """Changes gold by `delta`, never below 0 (90X.5d); returns the actual change."""
        player = self.player(seat)
        actual = max(delta, -player.gold)
        player.gold += actual
        entry = LedgerEntry(seat=seat, delta=actual, kind=kind, reason=reason, seq=self.state.seq)
        self.state.ledger = [*self.state.ledger, entry]  # not appended: copies share it (REPLACED_ON_CHANGE)
        return actual

    def require_gold(self, seat: int, amount: int, doing: str) -> None:
        gold = self.state.players[seat].gold
        if amount > gold:
            raise NotEnough(f"you hold {gold} gold and cannot {doing} {amount}")

    # -- the deck ---------------------------------------------------------------------
    def deck(self) -> list[int]:
        """The deck, to change. `apply`'s copy shares it: the first change puts a copy in its place,
        so every change in place goes through here (reads may use `state.deck`)."""
        if self.state.deck is not self.changed_deck:
            self.state.deck = self.changed_deck = self.state.deck.copy()
        return self.state.deck

    def take_top(self, needer: int) -> int | None:
        """The top card of the deck, refilling it by the empty-deck policy; None: none came."""
        if not self.state.deck and not self.refill(needer):
            return None
        return self.deck().pop(0)

    def refill(self, needer: int) -> bool:
        """The deck ran out when `needer` needed a card. True when it holds cards again."""
        state = self.state
        policy = state.settings.empty_deck_policy
        self.emit("deck_ran_out", seat=needer, policy=policy)
        if policy == "active_player_loses":
            self.put_out([needer], "needed a card from an empty auction deck")
            return False
        if policy == "shuffle_graveyards":
            for seat in range(len(state.players)):
                player = self.player(seat)
                for card_id in player.graveyard:
                    self.set_owner(card_id, None)
                self.deck().extend(player.graveyard)
                player.graveyard = []
                self.emit("graveyard_shuffled_in", seat=seat)
            self.rng.shuffle(self.deck())
        elif policy == "reserve_deck" and state.reserve:
            state.deck, state.reserve = state.reserve, []
            self.emit("reserve_switched_in", size=len(state.deck))
        if state.deck:
            return True
        self.end_game([], [], "the auction deck ran out: a draw")
        return False

    def to_bottom_shuffled(self, ids: list[int]) -> None:
        ids = list(ids)
        self.rng.shuffle(ids)
        self.deck().extend(ids)

    def give(self, card_id: int, seat: int, zone: Zone) -> None:
        """A card out of the deck, a lot or a purchase into a player's zone, owned by them."""
        self.set_owner(card_id, seat)
        getattr(self.player(seat), zone).append(card_id)

    def cast_zone(self, card_id: int) -> Zone:
        types = self.state.cards[card_id].types
        return "graveyard" if any(kind in types for kind in SPELL_TYPES) else "battlefield"

    def reveal_until_creature(self, needer: int) -> tuple[list[int], int | None]:
        """Revealed noncreatures and the creature found (None if the deck ran dry)."""
        passed: list[int] = []
        while self.state.deck:
            card_id = self.deck().pop(0)
            if self.state.cards[card_id].is_creature:
                return passed, card_id
            passed.append(card_id)
        return passed, None

    # -- turns and the end -------------------------------------------------------------
    def begin_turn(self, seat: int) -> None:
        state = self.state
        state.active = seat
        state.turn += 1
        state.phase = "upkeep"
        state.stop_votes = []
        self.keep_pending_purchase()  # a turn can pass under it when the active player lost
        self.emit("turn_began", seat=seat, turn=state.turn)

    def put_out(self, seats: list[int], reason: str) -> None:
        state = self.state
        for seat in seats:
            self.player(seat).out = True
            self.emit("player_lost", seat=seat, reason=reason)
        if state.purchase is not None and state.players[state.purchase.buyer].out:
            self.keep_pending_purchase()
        alive = live_seats(state)
        if len(alive) <= 1:
            losers = [seat for seat in range(len(state.players)) if seat not in alive]
            standing = f"{state.players[alive[0]].name} is the last player standing" if alive else "nobody is left"
            self.end_game(alive, losers, standing)
        elif state.players[state.active].out:
            self.begin_turn(next_seat(state, state.active))

    def keep_pending_purchase(self) -> None:
        """Bought cards not yet cast or kept when the auction step ends without them (its buyer
        or the active player lost, or the game ended) go to the buyer's hand."""
        purchase = self.state.purchase
        if purchase is None:
            return
        for card_id in list(purchase.cards):
            self.settle_purchase_card(card_id, "hand")
            self.emit("kept", seat=purchase.buyer, card=card_id, name=self.state.cards[card_id].name)
        self.state.purchase = None

    def end_game(self, winners: list[int], losers: list[int], reason: str) -> None:
        self.keep_pending_purchase()
        self.state.ending = Ending(winners=sorted(winners), losers=sorted(losers), reason=reason)
        self.state.phase = "over"
        self.emit("game_over", winners=sorted(winners), losers=sorted(losers), reason=reason)

    # -- auctions ---------------------------------------------------------------------
    def open_auction(self, kind: str, lot: list[int], bidders: list[int], **extra: Any) -> None:
        self.state.auction = Auction(kind=kind, lot=lot, bidders=bidders, **extra)
        self.emit("auction_opened", kind=kind, cards=lot, names=names_of(self.state, lot), bidders=bidders, **extra)

    def start_step_auction(self) -> None:
        state = self.state
        card_id = self.take_top(state.active)
        if card_id is not None:
            self.open_auction("step", [card_id], seats_in_order_from(state, state.active))

    def start_commander_auction(self) -> None:
        state = self.state
        passed, legend = [], None
        while legend is None:  # setup guarantees enough legendary creatures
            card_id = self.deck().pop(0)
            if state.cards[card_id].is_legendary_creature:
                legend = card_id
            else:
                passed.append(card_id)
        self.emit("revealed", cards=passed, names=names_of(state, passed))
        self.to_bottom_shuffled(passed)
        bidders = [s for s in seats_in_order_from(state, state.turn_order[0]) if state.players[s].commander is None]
        self.open_auction("commander", [legend], bidders)

    def close_auction(self) -> None:
        state = self.state
        auction = state.auction
        assert auction is not None
        state.auction = None
        buyer, price, lot = auction.high_bidder, auction.high_bid, auction.lot
        label = card_names(state, lot)  # for the ledger
        if auction.kind == "commander":
            taker = buyer if buyer is not None else auction.bidders[0]  # no bid: free, 90Y.4a
            if buyer is not None:
                self.change_gold(buyer, -price, "bought", f"commander {label}")
            self.give(lot[0], taker, "command")
            self.player(taker).commander = lot[0]
            self.emit("commander_taken", seat=taker, card=lot[0], name=label, price=price if buyer is not None else 0)
            if any(player.commander is None for player in state.players):
                self.start_commander_auction()
            else:
                state.turn = 0
                self.begin_turn(state.turn_order[0])
            return
        if buyer is None:
            self.emit("unsold", cards=lot, names=names_of(state, lot))
            if auction.kind == "deck":  # 90X.8: to the bottom in a random order, no repeat
                self.to_bottom_shuffled(lot)
                return
            if auction.kind in ("owned", "commander_sale"):
                seller = self.player(auction.seller)
                for card_id, zone in zip(lot, auction.came_from, strict=True):
                    getattr(seller, zone).append(card_id)
                return
            self.deck().extend(lot)  # to the bottom, and the step goes on
            self.start_step_auction()
            return
        self.emit("sold", cards=lot, names=names_of(state, lot), seat=buyer, price=price, seller=auction.seller)
        if auction.kind in ("owned", "commander_sale"):
            seller = auction.seller
            self.change_gold(buyer, -price, "paid", f"bought {label} from {self.name(seller)}")
            self.change_gold(seller, price, "received", f"sold {label} to {self.name(buyer)}")
            if auction.kind == "commander_sale" and self.exchange_commanders(seller, buyer, lot[0]):
                return
            for card_id in lot:
                self.give(card_id, buyer, "hand")
            return
        if auction.kind == "deck":
            self.change_gold(buyer, -price, "bought", f"bought {label}")
            for card_id in lot:
                self.give(card_id, buyer, "hand")
            if not any(state.cards[card_id].is_creature for card_id in lot):  # 90X.8
                passed, found = self.reveal_until_creature(buyer)
                revealed = passed + ([found] if found is not None else [])
                for card_id in revealed:
                    self.give(card_id, buyer, "hand")
                self.emit("revealed", seat=buyer, cards=revealed, names=names_of(state, revealed), creature=found)
            return
        self.change_gold(buyer, -price, "bought", f"bought {label}")
        bought = list(lot)
        creature = any(state.cards[card_id].is_creature for card_id in lot)
        if not creature and state.settings.take_all_until_creature:
            passed, found = self.reveal_until_creature(buyer)
            bought += passed + ([found] if found is not None else [])
            self.emit("revealed", cards=bought[len(lot) :], names=names_of(state, bought[len(lot) :]))
            creature = True  # the step ends with this purchase
        for card_id in bought:
            self.set_owner(card_id, buyer)
        state.purchase = Purchase(buyer=buyer, cards=bought, step_continues=not creature)

    def exchange_commanders(self, seller: int, buyer: int, sold: int) -> bool:
        """90Y.6: the buyer's commander, if in the command zone and theirs to give, and the sold
        commander change places. False (and nothing moved) when either half cannot be done."""
        state = self.state
        theirs = state.players[buyer].commander
        if theirs is None or state.owners[theirs] != buyer:
            return False
        place = find_in_zones(state, theirs)
        if place is None or place[1] != "command":
            return False
        self.player(place[0]).command.remove(theirs)
        self.give(theirs, seller, "command")
        self.give(sold, buyer, "command")
        self.player(seller).commander, self.player(buyer).commander = theirs, sold
        self.emit(
            "commanders_exchanged",
            seats=[seller, buyer],
            cards=[theirs, sold],
            names=names_of(state, [theirs, sold]),
        )
        return True

    def settle_purchase_card(self, card_id: int, zone: Zone) -> None:
        """A bought card cast or kept; the caller says so, then calls close_settled_purchase."""
        purchase = self.state.purchase
        assert purchase is not None
        purchase.cards.remove(card_id)
        getattr(self.player(purchase.buyer), zone).append(card_id)

    def close_settled_purchase(self) -> None:
        """Once every bought card is cast or kept: the step goes on, or ends with a creature."""
        state = self.state
        purchase = state.purchase
        if purchase is None or purchase.cards:
            return
        state.purchase = None
        if not purchase.step_continues:
            state.phase = "main"
            # said, so that a phone following the events knows the step is over (the cards'
            # types are not in them): no view to re-read
            self.emit("auction_step_ended", seat=state.active)


# -- handlers: the action's check passed (CHECKS); the payload is checked, then the copy changes
def do_bid(table: Table, action: Bid) -> None:
    state, seat = table.state, table.seat
    auction = state.auction
    minimum = auction.high_bid + 1
    if action.amount < minimum:
        raise IllegalAction(
            f"bid too low: the high bid is {auction.high_bid}, bid at least {minimum}"
            if auction.high_bid
            else "bid too low: bidding starts at 1",
            code="bid_too_low",
        )
    table.require_gold(seat, action.amount, "bid")
    auction.high_bid, auction.high_bidder = action.amount, seat
    auction.declines = 0
    state.stop_votes = []  # someone wants the card
    table.emit("bid", seat=seat, amount=action.amount)
    advance_bidding(table)


def do_decline(table: Table, action: Decline) -> None:
    table.state.auction.declines += 1
    table.emit("declined", seat=table.seat)
    advance_bidding(table)


def advance_bidding(table: Table) -> None:
    auction = table.state.auction
    auction.acted += 1
    auction.next_index = (auction.next_index + 1) % len(auction.bidders)
    if bidding_is_over(auction, table.state.settings.correspondence_bidding):
        table.close_auction()


def do_begin_auction_step(table: Table, action: BeginAuctionStep) -> None:
    table.state.phase = "auction"
    table.emit("auction_step_began", seat=table.seat)
    table.start_step_auction()


def do_next_auction(table: Table, action: NextAuction) -> None:
    table.start_step_auction()


def do_stop(table: Table, action: StopAuctioning) -> None:
    state, seat = table.state, table.seat
    state.stop_votes.append(seat)
    table.emit("stop_vote", seat=seat)
    if set(live_seats(state)) <= set(state.stop_votes):
        if state.auction is not None:
            table.deck().extend(state.auction.lot)  # unsold: to the bottom
            table.emit("unsold", cards=state.auction.lot, names=names_of(state, state.auction.lot))
            state.auction = None
        state.stop_votes = []
        state.phase = "main"
        table.emit("auctioning_stopped")


def do_resume(table: Table, action: ResumeAuctioning) -> None:
    state, seat = table.state, table.seat
    state.stop_votes.remove(seat)
    table.emit("stop_vote_withdrawn", seat=seat)


def do_cast(table: Table, action: Cast) -> None:
    state, seat, card_id = table.state, table.seat, action.card
    check_card_id(state, card_id)
    zone = table.cast_zone(card_id)
    purchase = state.purchase
    if purchase is not None and purchase.buyer == seat and card_id in purchase.cards:
        table.settle_purchase_card(card_id, zone)
    else:
        require(table_busy(state))
        player = table.player(seat)
        if card_id not in player.hand:
            raise IllegalAction(f"{card_label(state, seat, card_id)} is not in your hand", code="card_not_here")
        player.hand.remove(card_id)
        getattr(player, zone).append(card_id)
    table.emit("cast", seat=seat, card=card_id, name=state.cards[card_id].name, to=zone)
    table.close_settled_purchase()


def do_keep(table: Table, action: Keep) -> None:
    state, seat, card_id = table.state, table.seat, action.card
    check_card_id(state, card_id)
    purchase = state.purchase
    if purchase is None or purchase.buyer != seat or card_id not in purchase.cards:
        label = card_label(state, seat, card_id)
        raise IllegalAction(f"{label} is not a card you just bought", code="card_not_here")
    table.settle_purchase_card(card_id, "hand")
    table.emit("kept", seat=seat, card=card_id, name=state.cards[card_id].name)
    table.close_settled_purchase()


def do_end_turn(table: Table, action: EndTurn) -> None:
    state = table.state
    for seat in live_seats(state):
        table.change_gold(seat, state.settings.income, "income", f"end of turn {state.turn}")
    table.emit("turn_ended", seat=state.active, turn=state.turn, income=state.settings.income)
    table.begin_turn(next_seat(state, state.active))


def do_spend(table: Table, action: SpendGold) -> None:
    table.require_gold(table.seat, action.amount, "spend")
    table.change_gold(table.seat, -action.amount, "spent", f"mana for {action.for_}")
    table.emit("gold_spent", seat=table.seat, amount=action.amount, reason=action.for_)


def do_adjust(table: Table, action: AdjustGold) -> None:
    state = table.state
    check_seat(state, action.seat)
    if action.delta == 0:
        raise IllegalAction("an adjustment of 0 gold changes nothing", code="zero_delta", field="delta")
    actual = table.change_gold(action.seat, action.delta, "adjusted", f"{action.reason} (by {table.name(table.seat)})")
    table.emit("gold_adjusted", seat=action.seat, by=table.seat, delta=actual, asked=action.delta, reason=action.reason)


def do_draw(table: Table, action: Draw) -> None:
    state, seat = table.state, table.seat
    drawn = []
    for _ in range(action.count):
        card_id = table.take_top(seat)
        if card_id is None:
            break
        table.give(card_id, seat, "hand")
        drawn.append(card_id)
    table.emit("drew", seat=seat, cards=drawn, names=names_of(state, drawn))


def do_look(table: Table, action: LookAtTop) -> None:
    state, seat = table.state, table.seat
    cards = state.deck[: action.count]
    state.looking = Looking(seat=seat, cards=cards)
    secret = {"cards": cards, "names": names_of(state, cards)}
    table.emit("looked_at_top", seat=seat, count=len(cards), secret=secret, to=[seat])


def do_reorder(table: Table, action: ReorderTop) -> None:
    state, seat = table.state, table.seat
    looking = state.looking
    if sorted(action.order + action.bottom) != sorted(looking.cards):
        raise IllegalAction("put back exactly the cards you looked at, each once", code="wrong_cards")
    rest = state.deck[len(looking.cards) :]
    state.deck = list(action.order) + rest + list(action.bottom)
    state.looking = None
    secret = {"top": list(action.order), "bottom": list(action.bottom)}
    table.emit(
        "reordered_top", seat=seat, on_top=len(action.order), on_bottom=len(action.bottom), secret=secret, to=[seat]
    )


def take_from_zone(table: Table, card_id: int) -> tuple[int, Zone]:
    """Removes a card from the player zone holding it; refuses cards not on the table."""
    state = table.state
    check_card_id(state, card_id)
    place = find_in_zones(state, card_id)
    if place is None:
        label = card_label(state, table.seat, card_id)
        raise IllegalAction(f"{label} is not on the table", code="card_not_here")
    seat, zone = place
    getattr(table.player(seat), zone).remove(card_id)
    return place


def do_put_on_deck(table: Table, action: PutOnTop | PutOnBottom) -> None:
    state = table.state
    seat, zone = take_from_zone(table, action.card)
    table.set_owner(action.card, None)  # cards in the auction deck have no owner (90X.3e)
    where = "top" if isinstance(action, PutOnTop) else "bottom"
    table.deck().insert(0 if where == "top" else len(state.deck), action.card)
    table.emit(
        "put_on_deck",
        seat=table.seat,
        card=action.card,
        name=state.cards[action.card].name,
        where=where,
        from_seat=seat,
        from_zone=zone,
    )


def do_mill(table: Table, action: Mill) -> None:
    state, seat = table.state, table.seat
    milled = state.deck[: action.count]
    del table.deck()[: action.count]
    for card_id in milled:
        table.give(card_id, seat, "graveyard")
    table.emit("milled", seat=seat, cards=milled, names=names_of(state, milled))


def do_shuffle(table: Table, action: ShuffleDeck) -> None:
    table.rng.shuffle(table.deck())
    table.emit("deck_shuffled", seat=table.seat)


def do_reveal_until_creature(table: Table, action: RevealUntilCreature) -> None:
    state, seat = table.state, table.seat
    passed, creature = table.reveal_until_creature(seat)
    if creature is not None:
        table.give(creature, seat, "hand")
    table.to_bottom_shuffled(passed)
    table.emit(
        "revealed_until_creature",
        seat=seat,
        cards=passed,
        names=names_of(state, passed),
        creature=creature,
        creature_name=state.cards[creature].name if creature is not None else None,
    )


def do_move(table: Table, action: MoveCard) -> None:
    state = table.state
    to_seat = table.seat if action.to_seat is None else action.to_seat
    check_seat(state, to_seat)
    check_card_id(state, action.card)
    if find_in_zones(state, action.card) == (to_seat, action.to_zone):
        raise IllegalAction(f"{state.cards[action.card].name} is already there", code="already_there")
    from_seat, from_zone = take_from_zone(table, action.card)
    getattr(table.player(to_seat), action.to_zone).append(action.card)
    table.emit(
        "card_moved",
        seat=table.seat,
        card=action.card,
        name=state.cards[action.card].name,
        from_seat=from_seat,
        from_zone=from_zone,
        to_seat=to_seat,
        to_zone=action.to_zone,
    )


def do_auction_card(table: Table, action: AuctionCard) -> None:
    state, seat = table.state, table.seat
    if len(set(action.cards)) != len(action.cards):
        raise IllegalAction("a card appears twice in the lot", code="duplicate_card", field="cards")
    came_from: list[Zone] = []
    for card_id in action.cards:
        check_card_id(state, card_id)
        place = find_in_zones(state, card_id)
        if place is None or place[0] != seat or state.owners[card_id] != seat:
            label = card_label(state, seat, card_id)
            raise IllegalAction(f"{label} is not a card you own and hold", code="not_owner")
        if card_id == state.players[seat].commander:
            raise commander_card_refusal(state, card_id)
        came_from.append(place[1])
    for card_id, zone in zip(action.cards, came_from, strict=True):
        getattr(table.player(seat), zone).remove(card_id)
    table.open_auction("owned", list(action.cards), owned_lot_bidders(state, seat), seller=seat, came_from=came_from)


def do_auction_from_deck(table: Table, action: AuctionFromDeck) -> None:
    state, seat = table.state, table.seat
    lot = state.deck[: action.count]
    del table.deck()[: action.count]
    bidders = seats_in_order_from(state, state.active)  # 90X.4b: the active player starts, all bid
    table.open_auction("deck", lot, bidders, by=seat)


def do_auction_commander(table: Table, action: AuctionCommander) -> None:
    state, seat = table.state, table.seat
    commander = state.players[seat].commander
    table.player(seat).command.remove(commander)
    table.open_auction(
        "commander_sale", [commander], owned_lot_bidders(state, seat), seller=seat, came_from=["command"]
    )


def do_report(table: Table, action: ReportResult) -> None:
    """Checks the report and keeps it until another player answers it (`do_answer`)."""
    state = table.state
    named = action.winners + action.losers
    if not named:
        raise IllegalAction("name the winners or the losers", code="empty_result")
    if len(set(named)) != len(named):
        raise IllegalAction("a seat is named twice", code="duplicate_seat")
    for seat in named:
        check_seat(state, seat)
        if state.players[seat].out:
            raise IllegalAction(f"{state.players[seat].name} is already out", code="out")
    state.report = ReportedResult(by=table.seat, report=action)
    table.events.append(reported_event(state.report))


def do_answer(table: Table, action: ConfirmResult | DisputeResult) -> None:
    state = table.state
    pending, state.report = state.report, None
    table.events.append(answered_event(action, table.seat, pending))
    if isinstance(action, ConfirmResult):
        settle_report(table, pending.report)


def settle_report(table: Table, action: ReportResult) -> None:
    state = table.state
    gold = [player.gold for player in state.players]
    if action.winners:
        best = max(gold[seat] for seat in action.winners)  # 90X.11
        winners = [seat for seat in action.winners if gold[seat] == best]
        losers = [s for s in range(len(state.players)) if s not in winners]
        table.end_game(winners, losers, "the reported result was confirmed")
        return
    worst = min(gold[seat] for seat in action.losers)  # 90X.11
    table.put_out([seat for seat in action.losers if gold[seat] == worst], "reported")


def do_undo(table: Table, action: Undo) -> None:
    restore_before_last_action(table, by_consent=False)


def do_propose_undo(table: Table, action: ProposeUndo) -> None:
    state = table.state
    state.undo_proposal = UndoProposal(by=table.seat, consents=[table.seat])
    table.emit("undo_proposed", seat=table.seat)
    finish_undo_if_agreed(table)


def do_consent_undo(table: Table, action: ConsentUndo) -> None:
    state = table.state
    state.undo_proposal.consents.append(table.seat)
    table.emit("undo_consented", seat=table.seat)
    finish_undo_if_agreed(table)


def do_refuse_undo(table: Table, action: RefuseUndo) -> None:
    table.state.undo_proposal = None
    table.emit("undo_refused", seat=table.seat)


def finish_undo_if_agreed(table: Table) -> None:
    if set(live_seats(table.state)) <= set(table.state.undo_proposal.consents):
        restore_before_last_action(table, by_consent=True)


def restore_before_last_action(table: Table, *, by_consent: bool) -> None:
    table.state = restored(table.state.undo, table.state)
    table.emit("undone", seat=table.seat, by_consent=by_consent)


def check_card_id(state: AuctionState, card_id: int) -> None:
    if not 0 <= card_id < len(state.cards):
        raise UnknownCard(f"there is no card {card_id} in this game")


def check_seat(state: AuctionState, seat: int) -> None:
    if not 0 <= seat < len(state.players):
        raise IllegalAction(f"there is no seat {seat} in this game", code="unknown_seat")


HANDLERS: dict[str, Handler[Table]] = {
    "bid": do_bid,
    "decline": do_decline,
    "begin_auction_step": do_begin_auction_step,
    "next_auction": do_next_auction,
    "stop_auctioning": do_stop,
    "resume_auctioning": do_resume,
    "cast": do_cast,
    "keep": do_keep,
    "end_turn": do_end_turn,
    "spend_gold": do_spend,
    "adjust_gold": do_adjust,
    "draw": do_draw,
    "look_at_top": do_look,
    "reorder_top": do_reorder,
    "put_on_top": do_put_on_deck,
    "put_on_bottom": do_put_on_deck,
    "mill": do_mill,
    "shuffle_deck": do_shuffle,
    "reveal_until_creature": do_reveal_until_creature,
    "move_card": do_move,
    "auction_card": do_auction_card,
    "auction_from_deck": do_auction_from_deck,
    "auction_commander": do_auction_commander,
    "report_result": do_report,
    "confirm_result": do_answer,
    "dispute_result": do_answer,
    "undo": do_undo,
    "propose_undo": do_propose_undo,
    "consent_undo": do_consent_undo,
    "refuse_undo": do_refuse_undo,
}


# -- promises ---------------------------------------------------------------------------
LEDGER_SIGNS = {"start": 1, "income": 1, "received": 1, "bought": -1, "paid": -1, "spent": -1}


def invariant_problems(state: AuctionState) -> list[str]:
    problems: list[str] = []
    if [card.id for card in state.cards] != list(range(len(state.cards))):
        problems.append("card ids are not their indices")
    problems += [
        f"seat {seat} has negative gold {player.gold}" for seat, player in enumerate(state.players) if player.gold < 0
    ]
    problems += unbooked(state.ledger, [player.gold for player in state.players], "gold")
    for entry in state.ledger:
        sign = LEDGER_SIGNS.get(entry.kind)
        if sign is not None and entry.delta * sign < 0:
            problems.append(f"seat {entry.seat}: a {entry.kind} entry of {entry.delta} has the wrong sign")
    transfers = Counter()
    for entry in state.ledger:
        if entry.kind in ("paid", "received"):
            transfers[entry.seq] += entry.delta
    problems += [
        f"action {seq}: gold paid to a seller does not match gold received" for seq, net in transfers.items() if net
    ]

    places: dict[str, list[int]] = {"deck": state.deck, "reserve": state.reserve}
    for seat, player in enumerate(state.players):
        for zone in ZONES:
            places[f"seat {seat} {zone}"] = getattr(player, zone)
    if state.auction is not None:
        places["auction lot"] = state.auction.lot
    if state.purchase is not None:
        places["purchase"] = state.purchase.cards
    problems += find_misplaced_cards(range(len(state.cards)), places)

    for card_id in hidden_cards(state):
        if state.owners[card_id] is not None:
            problems.append(f"card {card_id} is in the deck but owned by seat {state.owners[card_id]}")
    auction = state.auction
    if auction is not None:
        if auction.high_bidder is not None and auction.high_bid > state.players[auction.high_bidder].gold:
            problems.append("the high bidder cannot pay the high bid")
        if auction.high_bidder is not None and auction.high_bidder not in auction.bidders:
            problems.append("the high bidder is not a bidder")
        if not 0 <= auction.next_index < len(auction.bidders):
            problems.append("the bidder to act is not a bidder")
        if auction.seller is not None and auction.seller in auction.bidders:
            problems.append("the seller is among the bidders")
        if auction.kind == "step" and state.phase != "auction":
            problems.append("a step auction is open outside the auction step")
        if (auction.kind == "commander") != (state.phase == "commander"):
            problems.append("the phase and the open auction disagree")
    purchase = state.purchase
    if purchase is not None:
        if state.phase != "auction":
            problems.append("a purchase waits outside the auction step")
        if any(state.owners[card_id] != purchase.buyer for card_id in purchase.cards):
            problems.append("a bought card is not owned by its buyer")
    commanders = [player.commander for player in state.players if player.commander is not None]
    if len(set(commanders)) != len(commanders):
        problems.append("two players share a commander")
    if auction is not None and auction.kind == "commander_sale":
        seller = state.players[auction.seller]
        if auction.lot != [seller.commander] or state.owners[seller.commander] != auction.seller:
            problems.append("a commander sale's lot is not the seller's own commander")
    if state.looking is not None and state.deck[: len(state.looking.cards)] != state.looking.cards:
        problems.append("a player is looking at cards that are not the top of the deck")
    if state.ending is None and state.players[state.active].out:
        problems.append("the active player is out of the game")
    if (state.ending is None) == (state.phase == "over"):
        problems.append("the phase and the result disagree")
    if state.report is not None and (state.ending is not None or state.players[state.report.by].out):
        problems.append("a reported result waits for an answer in a game that is over for its reporter")
    return problems

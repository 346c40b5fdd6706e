"""`invariant_problems` names every broken promise: each test breaks one promise of a sound state
by hand and expects exactly that problem, so that random play cannot pass on a checker that
says nothing (tests/stateful.py checks it after every action)."""

import msgspec
import pytest

from auction.rules import ENGINE
from auction.rules.state import LedgerEntry, Purchase
from tabletop.rules.engine import Ending

from .helpers import CREATURE, DECLINE, act, acts, bid, card, cube, table

BEAR, BOLT, ORB, OGRE, LENS, WOLF = range(6)
CARDS = cube(
    ("Bear", CREATURE),
    ("Bolt", ["Instant"]),
    ("Orb", ["Artifact"]),
    ("Ogre", CREATURE),
    ("Lens", ["Artifact"]),
    ("Wolf", CREATURE),
)
STOP = {"type": "stop_auctioning"}


def problems(state):
    return ENGINE.invariant_problems(state)


def bidding():
    """Ann bid 4 on the Bear, Bob is to bid; Cid holds the Orb in hand (drawn)."""
    state = table(CARDS, order=[BEAR, ORB, BOLT, OGRE, LENS, WOLF])
    state = acts(state, (0, bid(4)))
    assert problems(state) == []
    return state


def main_phase():
    """Ann's main phase: she bought the Bear (4 gold) and cast it; Bob holds the Orb (drawn)."""
    state = acts(bidding(), (1, DECLINE), (2, DECLINE), (0, {"type": "cast", "card": BEAR}))
    state = act(state, 1, {"type": "draw", "count": 1})
    assert state.phase == "main" and state.players[1].hand == [ORB] and problems(state) == []
    return state


def entry(seat, delta, kind, seq=99):
    return LedgerEntry(seat=seat, delta=delta, kind=kind, reason="broken by the test", seq=seq)


# -- gold ---------------------------------------------------------------------------------------
def test_negative_gold_is_named_even_when_the_ledger_books_it():
    state = main_phase()
    state.players[2].gold = -3
    state.ledger = [*state.ledger, entry(2, -13, "adjusted")]
    assert problems(state) == ["seat 2 has negative gold -3"]


def test_gold_that_the_ledger_does_not_book_is_named():
    state = main_phase()
    state.players[1].gold += 5
    assert problems(state) == ["seat 1 has 15 gold but the ledger sums to 10"]


@pytest.mark.parametrize(("kind", "delta"), [("income", -3), ("start", -1), ("spent", 2), ("bought", 2)])
def test_a_ledger_entry_of_the_wrong_sign_is_named(kind, delta):
    state = main_phase()
    state.ledger = [*state.ledger, entry(1, delta, kind), entry(1, -delta, "adjusted")]
    assert problems(state) == [f"seat 1: a {kind} entry of {delta} has the wrong sign"]


def test_gold_paid_for_an_owned_card_that_the_seller_did_not_receive_is_named():
    state = main_phase()
    state.ledger = [
        *state.ledger,
        entry(1, -3, "paid", seq=40),
        entry(0, 2, "received", seq=40),
        entry(1, 3, "adjusted"),
        entry(0, -2, "adjusted"),
    ]
    assert problems(state) == ["action 40: gold paid to a seller does not match gold received"]


def test_a_bid_above_the_bidders_gold_is_named():
    state = bidding()
    state.players[0].gold = 3
    state.ledger = [*state.ledger, entry(0, -7, "adjusted")]
    assert problems(state) == ["the high bidder cannot pay the high bid"]


# -- cards --------------------------------------------------------------------------------------
def test_a_card_in_two_places_is_named():
    state = main_phase()
    state.players[2].graveyard = [ORB]
    assert problems(state) == [f"card {ORB} is in 2 places: ['seat 1 hand', 'seat 2 graveyard']"]


def test_a_card_lost_is_named():
    state = main_phase()
    state.players[0].battlefield = []
    assert problems(state) == [f"card {BEAR} is nowhere"]


def test_a_card_twice_in_one_place_and_a_card_not_of_this_game_are_named():
    state = main_phase()
    lost = state.deck[1]
    state.deck[1] = state.deck[0]
    assert problems(state) == [f"card {state.deck[0]} is in 2 places: ['deck', 'deck']", f"card {lost} is nowhere"]
    state = main_phase()
    state.players[1].hand = [ORB, len(CARDS)]
    assert problems(state) == [f"card {len(CARDS)} is not of this game (['seat 1 hand'])"]


def test_a_card_whose_id_is_not_its_index_is_named():
    state = main_phase()
    state.cards = [msgspec.structs.replace(state.cards[0], id=7), *state.cards[1:]]
    assert problems(state) == ["card ids are not their indices"]


def test_an_owned_card_in_the_deck_is_named():
    """90X.3e: "Cards in the auction deck have no owners." """
    state = main_phase()
    state.owners[state.deck[0]] = 2
    assert problems(state) == [f"card {state.deck[0]} is in the deck but owned by seat 2"]


def test_cards_in_the_lot_and_the_purchase_are_counted_as_places():
    state = bidding()
    state.auction.lot = []
    assert problems(state) == [f"card {BEAR} is nowhere"]
    state = acts(bidding(), (1, DECLINE), (2, DECLINE))
    state.purchase.cards.append(BOLT)
    assert f"card {BOLT} is in 2 places: ['deck', 'purchase']" in problems(state)


def test_a_purchase_outside_the_auction_step_or_not_owned_by_its_buyer_is_named():
    state = acts(bidding(), (1, DECLINE), (2, DECLINE))
    state.owners[BEAR] = 1
    assert problems(state) == ["a bought card is not owned by its buyer"]
    state = main_phase()
    state.players[0].battlefield = []
    state.purchase = Purchase(buyer=0, cards=[BEAR], step_continues=False)
    assert problems(state) == ["a purchase waits outside the auction step"]


# -- auctions -----------------------------------------------------------------------------------
def owned_auction():
    """Bob puts his Orb up on Ann's turn: Ann, then Cid, bid (90X.6)."""
    state = act(main_phase(), 1, {"type": "auction_card", "cards": [ORB]})
    assert state.auction.bidders == [0, 2] and problems(state) == []
    return state


def test_a_seller_among_the_bidders_is_named():
    """90X.6a: "Each player other than the player who put the card up for auction may bid." """
    state = owned_auction()
    state.auction.bidders.append(1)
    assert problems(state) == ["the seller is among the bidders"]


def test_a_high_bidder_who_is_not_a_bidder_and_a_turn_to_bid_past_the_bidders_are_named():
    state = owned_auction()
    state.auction.high_bid, state.auction.high_bidder = 1, 1
    assert problems(state) == ["the high bidder is not a bidder"]
    state = owned_auction()
    state.auction.next_index = 2
    assert problems(state) == ["the bidder to act is not a bidder"]


def test_an_auction_of_the_wrong_kind_for_the_phase_is_named():
    state = main_phase()
    state.auction = msgspec.structs.replace(bidding().auction, lot=[], kind="step")
    assert problems(state) == ["a step auction is open outside the auction step"]
    state = owned_auction()
    state.auction.kind = "commander"
    assert problems(state) == ["the phase and the open auction disagree"]


# -- commanders ---------------------------------------------------------------------------------
LEGENDS = [
    card(0, "Queen", CREATURE, legendary=True),
    card(1, "King", CREATURE, legendary=True),
    card(2, "Lens"),
    card(3, "Wolf", CREATURE),
]


def commander_game():
    """Ann commands the Queen, Bob the King, both taken free (90Y.4a); Ann's main phase."""
    state = table(LEGENDS, players=2, commander=True, order=[0, 1, 2, 3])
    for _ in range(2):
        state = acts(state, *[(bidder, DECLINE) for bidder in state.auction.bidders])
    state = acts(state, (0, {"type": "begin_auction_step"}), (0, STOP), (1, STOP))
    assert [p.commander for p in state.players] == [0, 1] and problems(state) == []
    return state


def test_two_players_with_one_commander_are_named():
    state = commander_game()
    state.players[1] = msgspec.structs.replace(state.players[1], commander=0)
    assert problems(state) == ["two players share a commander"]


def test_a_commander_sale_of_another_card_is_named():
    state = act(commander_game(), 1, {"type": "auction_commander"})
    state.players[1] = msgspec.structs.replace(state.players[1], commander=3)
    state.deck.remove(3)
    state.players[1].hand = [3]
    assert problems(state) == ["a commander sale's lot is not the seller's own commander"]


# -- the table ----------------------------------------------------------------------------------
def test_a_look_at_cards_that_are_not_the_top_is_named():
    state = act(main_phase(), 2, {"type": "look_at_top", "count": 2})
    state.deck = [state.deck[1], state.deck[0], *state.deck[2:]]
    assert problems(state) == ["a player is looking at cards that are not the top of the deck"]


def test_an_active_player_out_of_the_game_is_named():
    state = main_phase()
    state.players[0] = msgspec.structs.replace(state.players[0], out=True)
    assert problems(state) == ["the active player is out of the game"]


def test_a_phase_that_disagrees_with_the_result_is_named():
    state = main_phase()
    state.ending = Ending(winners=[0], losers=[1, 2], reason="broken")
    assert problems(state) == ["the phase and the result disagree"]
    state = main_phase()
    state.phase = "over"
    assert problems(state) == ["the phase and the result disagree"]

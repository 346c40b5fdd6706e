"""Known answers for deck lots put up by an effect (90X.8) and commander sales (90Y.6)."""

import pytest

from auction.rules import ENGINE
from tabletop.rules.rng import Rng

from .helpers import CREATURE, DECLINE, act, acts, bid, card, cube, refused, table

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


def gold(state):
    return [player.gold for player in state.players]


def main_phase(order, players=3, **settings):
    """Seat 0's main phase, every player at 10 gold, the deck in `order` (top first)."""
    state = table(CARDS, players=players, order=[order[-1], *order[:-1]], **settings)
    state = acts(state, *[(seat, STOP) for seat in range(players)])  # order[-1] goes back under
    assert state.phase == "main" and state.deck == order and gold(state) == [10] * players
    return state


def from_deck(count):
    return {"type": "auction_from_deck", "count": count}


def outcome(state, seat, payload):
    result = ENGINE.apply(state, seat, ENGINE.parse_action(payload), Rng("play"))
    assert ENGINE.invariant_problems(result.state) == []
    return result


# -- 90X.8: cards from the top of the deck, one lot -----------------------------------------
def test_a_deck_lot_is_bid_on_from_the_active_player_and_the_buyer_takes_it_all():
    state = main_phase([BOLT, BEAR, ORB, OGRE, LENS, WOLF])
    opened = outcome(state, 1, from_deck(2))  # Bob's effect, on Ann's turn
    event = opened.events[-1]
    assert event == {
        "type": "auction_opened",
        "kind": "deck",
        "cards": [BOLT, BEAR],
        "names": ["Bolt", "Bear"],
        "bidders": [0, 1, 2],
        "by": 1,
    }
    state = opened.state
    assert state.auction.lot == [BOLT, BEAR] and state.deck == [ORB, OGRE, LENS, WOLF]
    assert ENGINE.waiting_on(state) == [0]  # 90X.4b: the active player bids first, Bob bids too
    state = acts(state, (0, bid(1)), (1, bid(3)), (2, DECLINE))
    closed = outcome(state, 0, DECLINE)
    assert [e["type"] for e in closed.events] == ["declined", "sold"]
    assert closed.events[-1] == {
        "type": "sold",
        "cards": [BOLT, BEAR],
        "names": ["Bolt", "Bear"],
        "seat": 1,
        "price": 3,
        "seller": None,
    }
    state = closed.state
    assert state.auction is None and state.purchase is None  # straight to hand: no cast-at-once
    assert state.players[1].hand == [BOLT, BEAR] and state.owners[BOLT] == state.owners[BEAR] == 1
    assert gold(state) == [10, 7, 10] and state.ledger[-1].kind == "bought" and state.ledger[-1].delta == -3
    assert state.deck == [ORB, OGRE, LENS, WOLF]  # a creature in the lot: nothing more revealed
    assert state.phase == "main" and state.active == 0


def test_an_all_noncreature_lot_makes_the_buyer_reveal_until_a_creature_and_take_them_all():
    state = main_phase([BOLT, ORB, LENS, OGRE, BEAR, WOLF])
    state = act(state, 0, from_deck(2))
    state = acts(state, (0, DECLINE), (1, DECLINE), (2, bid(4)), (0, DECLINE))
    closed = outcome(state, 1, DECLINE)
    assert [e["type"] for e in closed.events] == ["declined", "sold", "revealed"]
    assert closed.events[-1] == {
        "type": "revealed",
        "seat": 2,
        "cards": [LENS, OGRE],
        "names": ["Lens", "Ogre"],
        "creature": OGRE,
    }
    state = closed.state
    assert state.players[2].hand == [BOLT, ORB, LENS, OGRE]
    assert all(state.owners[c] == 2 for c in (BOLT, ORB, LENS, OGRE))
    assert state.deck == [BEAR, WOLF] and gold(state) == [10, 10, 6]


def test_the_reveal_after_a_noncreature_lot_stops_quietly_when_the_deck_runs_dry():
    state = main_phase([BOLT, ORB, LENS, BEAR, OGRE, WOLF])
    state = act(state, 0, {"type": "draw", "count": 3})  # Ann draws Bolt, Orb, Lens
    state = act(state, 0, {"type": "put_on_bottom", "card": LENS})
    state = act(state, 0, {"type": "reveal_until_creature"})  # Bear to Ann's hand
    state = acts(state, (0, {"type": "reveal_until_creature"}), (0, {"type": "reveal_until_creature"}))
    assert state.deck == [LENS]
    state = acts(state, (0, from_deck(1)), (0, bid(1)), (1, DECLINE), (2, DECLINE))
    assert state.players[0].hand[-1] == LENS and state.deck == [] and state.ending is None
    assert not any(player.out for player in state.players)  # revealing is not drawing (90X.3f)


def test_an_unbid_lot_goes_to_the_bottom_in_a_random_order_and_nothing_else_is_auctioned():
    state = main_phase([BOLT, ORB, LENS, OGRE, BEAR, WOLF])
    state = acts(state, (1, from_deck(3)), (0, DECLINE), (1, DECLINE))
    closed = outcome(state, 2, DECLINE)
    assert [e["type"] for e in closed.events] == ["declined", "unsold"]
    expected = [BOLT, ORB, LENS]
    Rng("play").shuffle(expected)  # the same Rng draws as the engine's
    assert closed.state.deck == [OGRE, BEAR, WOLF, *expected]
    assert closed.state.auction is None and closed.state.phase == "main" and gold(closed.state) == [10, 10, 10]
    assert all(closed.state.owners[c] is None for c in (BOLT, ORB, LENS))


def test_a_deck_lot_takes_as_many_cards_as_the_deck_holds_and_is_refused_when_it_is_empty():
    state = main_phase([BOLT, ORB, LENS, OGRE, BEAR, WOLF])
    state = act(state, 0, {"type": "draw", "count": 4})
    state = act(state, 1, from_deck(5))
    assert state.auction.lot == [BEAR, WOLF] and state.deck == []
    assert refused(state, 2, {"type": "auction_from_deck", "count": 1}).code == "wrong_phase"  # bidding is open
    state = acts(state, (0, DECLINE), (1, DECLINE), (2, DECLINE))
    state = acts(state, (0, {"type": "draw", "count": 2}))
    assert state.deck == [] and "auction_from_deck" not in ENGINE.legal_actions(state, 1)
    assert refused(state, 1, from_deck(1)).code == "not_enough"


def test_a_deck_lot_waits_for_the_auction_step_and_the_commander_pregame():
    state = table(CARDS, order=[BEAR, BOLT, ORB, OGRE, LENS, WOLF])
    assert refused(state, 1, from_deck(1)).code == "wrong_phase"  # the step's auction is open
    assert "auction_from_deck" not in ENGINE.legal_actions(state, 0)
    state = acts(state, (0, bid(1)), (1, DECLINE), (2, DECLINE))
    assert "auction_from_deck" in ENGINE.legal_actions(state, 1)  # the purchase does not block it
    pregame = table(COMMANDER_CARDS, commander=True)
    assert refused(pregame, 0, from_deck(1)).code == "wrong_phase"


def test_a_stop_vote_does_not_end_a_deck_lot_and_undo_needs_everyone():
    state = main_phase([BOLT, ORB, LENS, OGRE, BEAR, WOLF])
    state = act(state, 1, from_deck(1))
    assert refused(state, 0, STOP).code == "wrong_phase"
    assert refused(state, 1, {"type": "undo"}).code == "needs_consent"


@pytest.mark.parametrize("seat", [0, 1, 2, None])
def test_every_seat_and_spectators_see_an_open_deck_lot(seat):
    state = act(main_phase([BOLT, ORB, LENS, OGRE, BEAR, WOLF]), 2, from_deck(2))
    view = ENGINE.player_view(state, seat)
    auction = view["auction"]
    assert auction["kind"] == "deck" and auction["by"] == 2 and auction["seller"] is None
    assert [c["name"] for c in auction["lot"]] == ["Bolt", "Orb"] and all(c["owner"] is None for c in auction["lot"])
    assert auction["to_bid"] == 0 and auction["bidders"] == [0, 1, 2] and auction["high_bid"] == 0
    assert view["deck_size"] == 4 and "deck" not in view
    assert view["purchase"] is None
    legal = ENGINE.legal_actions(state, seat) if seat is not None else []
    assert ("bid" in legal) == (seat == 0)
    assert "auction_from_deck" not in legal and "auction_commander" not in legal


# -- 90Y.6: a commander put up from the command zone ----------------------------------------
QUEEN, KING, JACK = 0, 1, 2
COMMANDER_CARDS = [
    card(QUEEN, "Queen", CREATURE, legendary=True),
    card(KING, "King", CREATURE, legendary=True),
    card(JACK, "Jack", CREATURE, legendary=True),
    card(3, "Lens"),
    card(4, "Wolf", CREATURE),
    card(5, "Bolt", ["Instant"]),
]


def commander_table(players=3):
    """After the pregame: Ann commands the Queen, Bob the King, Cid the Jack, each taken free;
    then Ann's main phase with every player at 10 gold."""
    legends = [QUEEN, KING, JACK][:players]
    rest = [c.id for c in COMMANDER_CARDS if c.id not in legends]
    state = table(COMMANDER_CARDS, players=players, commander=True, order=legends + rest)
    for seat in range(players):
        state = acts(state, *[(bidder, DECLINE) for bidder in state.auction.bidders])
        assert state.players[seat].commander == legends[seat]
    state = acts(state, (0, {"type": "begin_auction_step"}), *[(seat, STOP) for seat in range(players)])
    assert state.phase == "main" and gold(state) == [10] * players
    return state


SELL = {"type": "auction_commander"}


def test_a_commander_sold_to_a_player_whose_commander_is_in_the_command_zone_is_exchanged():
    state = commander_table()
    opened = outcome(state, 0, SELL)
    assert opened.events[-1]["kind"] == "commander_sale" and opened.events[-1]["seller"] == 0
    state = opened.state
    assert state.auction.bidders == [1, 2] and state.players[0].command == []  # the owner does not bid
    state = acts(state, (1, bid(3)), (2, bid(4)))
    closed = outcome(state, 1, DECLINE)
    assert [e["type"] for e in closed.events] == ["declined", "sold", "commanders_exchanged"]
    assert closed.events[-1] == {
        "type": "commanders_exchanged",
        "seats": [0, 2],
        "cards": [JACK, QUEEN],
        "names": ["Jack", "Queen"],
    }
    state = closed.state
    assert gold(state) == [14, 10, 6]  # the bid is paid to the seller all the same
    assert [entry.kind for entry in state.ledger[-2:]] == ["paid", "received"]
    assert state.players[0].commander == JACK and state.players[0].command == [JACK] and state.owners[JACK] == 0
    assert state.players[2].commander == QUEEN and state.players[2].command == [QUEEN] and state.owners[QUEEN] == 2
    assert state.players[2].hand == [] and state.players[1].commander == KING
    # the new commander may be put up in turn
    assert "auction_commander" in ENGINE.legal_actions(state, 0)


def test_without_the_buyers_commander_in_the_command_zone_it_is_a_plain_owned_card_sale():
    state = commander_table()
    state = act(state, 1, {"type": "move_card", "card": KING, "to_zone": "battlefield"})  # Bob cast his King
    state = acts(state, (0, SELL), (1, bid(2)), (2, DECLINE))
    assert gold(state) == [12, 8, 10]
    assert state.players[1].hand == [QUEEN] and state.owners[QUEEN] == 1
    assert state.players[0].commander == QUEEN  # the designation stays with the card (90Y.4a)
    assert state.players[1].commander == KING and state.players[1].battlefield == [KING]
    assert refused(state, 0, SELL).code == "not_in_command_zone"


def test_when_half_of_the_exchange_cannot_be_done_there_is_no_exchange_but_the_sale_stands():
    state = commander_table()
    state = act(state, 1, {"type": "move_card", "card": KING, "to_zone": "battlefield"})
    state = acts(state, (0, SELL), (1, bid(2)), (2, DECLINE))  # Bob owns Ann's commander, the Queen
    state = act(state, 1, {"type": "move_card", "card": QUEEN, "to_zone": "command"})  # 90Y.5, by its owner
    assert state.players[1].command == [QUEEN] and state.owners[QUEEN] == 1
    assert refused(state, 0, SELL).code == "not_in_command_zone"  # not in Ann's command zone
    # Cid sells his Jack to Ann: her commander is in the command zone, but it is not hers to give
    state = acts(state, (2, SELL), (0, bid(5)))
    closed = outcome(state, 1, DECLINE)
    assert [e["type"] for e in closed.events] == ["declined", "sold"]
    state = closed.state
    assert gold(state) == [7, 8, 15]
    assert state.players[0].hand == [JACK] and state.owners[JACK] == 0
    assert state.players[0].commander == QUEEN and state.players[2].commander == JACK
    assert state.players[1].command == [QUEEN] and state.owners[QUEEN] == 1


def test_a_commander_nobody_bids_on_stays_in_the_command_zone():
    state = commander_table()
    before = state
    state = acts(state, (2, SELL), (0, DECLINE))
    closed = outcome(state, 1, DECLINE)
    assert [e["type"] for e in closed.events] == ["declined", "unsold"]
    state = closed.state
    assert state.players[2].command == [JACK] and state.players[2].commander == JACK and state.owners[JACK] == 2
    assert gold(state) == gold(before) and state.auction is None
    assert [p.command for p in state.players] == [p.command for p in before.players]


def test_commander_sales_are_refused_outside_their_conditions():
    plain = main_phase([BOLT, ORB, LENS, OGRE, BEAR, WOLF])
    assert refused(plain, 0, SELL).code == "not_commander_game"
    assert "auction_commander" not in ENGINE.legal_actions(plain, 0)
    pregame = table(COMMANDER_CARDS, commander=True)
    assert refused(pregame, 0, SELL).code == "wrong_phase"
    state = commander_table()
    assert refused(state, 0, {"type": "auction_card", "cards": [QUEEN]}).code == "commander_card"
    assert "auction_card" not in ENGINE.legal_actions(state, 0)  # the commander is all Ann owns
    state = act(state, 0, SELL)
    assert refused(state, 1, SELL).code == "wrong_phase"  # a sale is open
    view = ENGINE.player_view(state, 2)
    assert view["auction"]["kind"] == "commander_sale" and view["auction"]["seller"] == 0
    assert [c["name"] for c in view["auction"]["lot"]] == ["Queen"] and view["auction"]["to_bid"] == 1
    assert ENGINE.player_view(state, None)["auction"]["lot"][0]["owner"] == 0


def test_a_two_player_commander_sale_exchanges_the_two_commanders():
    state = commander_table(players=2)
    state = acts(state, (1, SELL), (0, bid(10)))  # the only bidder: sold at once
    assert gold(state) == [0, 20]
    assert state.players[0].commander == KING and state.players[1].commander == QUEEN
    assert state.players[0].command == [KING] and state.players[1].command == [QUEEN]

"""Rules whose oracle is the text of auction-magic.txt (the 90X/90Y draft and the forum thread):
each test quotes the words it checks and takes its numbers from them, not from the engine."""

import pytest

from auction.rules import ENGINE

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


def main_phase(players, **settings):
    """Ann's (seat 0) main phase of turn 1: every player agreed to stop auctioning."""
    state = table(CARDS, players=players, order=[BEAR, BOLT, ORB, OGRE, LENS, WOLF], **settings)
    state = acts(state, *[(seat, STOP) for seat in range(players)])
    assert state.phase == "main" and state.active == 0
    return state


# -- 90X.6: who bids on a card that is not in the auction deck ---------------------------------
# 90X.6: "Bidding for a card put up for auction this way follows all the rules for putting a card
# up for auction as described in rule 90X.4b, with the following exceptions." 90X.4b: "Starting
# with the active player and in turn order, each player may top the high bid." 90X.6a: "Each
# player other than the player who put the card up for auction may bid on the card."
# The forum's "Auction Property" card instead auctions "starting with the next player in turn
# order": a table option.
@pytest.mark.parametrize(
    ("players", "seller", "text_order", "forum_order"),
    [
        (4, 2, [0, 1, 3], [3, 0, 1]),  # Cid sells on Ann's turn
        (3, 1, [0, 2], [2, 0]),  # Bob sells on Ann's turn
        (4, 0, [1, 2, 3], [1, 2, 3]),  # Ann sells on her own turn: she does not bid
        (2, 1, [0], [0]),
    ],
)
def test_an_owned_card_is_bid_on_from_the_active_player_in_turn_order_but_not_by_its_owner(
    players, seller, text_order, forum_order
):
    for option, expected in (("active_player", text_order), ("after_seller", forum_order)):
        state = main_phase(players, owned_auction_starts=option)
        state = act(state, seller, {"type": "draw", "count": 1})
        drawn = state.players[seller].hand[0]
        state = act(state, seller, {"type": "auction_card", "cards": [drawn]})
        assert state.auction.bidders == expected, option
        assert ENGINE.waiting_on(state) == [expected[0]]
        assert ENGINE.legal_actions(state, expected[0])[:2] == ["bid", "decline"]
        if seller != expected[0]:
            assert "bid" not in ENGINE.legal_actions(state, seller)


def test_the_default_is_the_rules_draft_order():
    state = main_phase(3)
    assert state.settings.owned_auction_starts == "active_player"


def test_an_owned_lot_ends_when_each_other_bidder_declines_in_succession_and_pays_the_owner():
    """90X.4b: "The bidding ends when each player declines to bid in succession." 90X.6b: "the
    high bidder loses an amount of gold equal to the high bid, and the owner of that card gains
    an amount of gold equal to the bid of the high bidder." Everyone starts with 10 gold (90X.5b)."""
    state = main_phase(3)
    state = act(state, 1, {"type": "draw", "count": 1})
    card_id = state.players[1].hand[0]
    state = acts(state, (1, {"type": "auction_card", "cards": [card_id]}), (0, bid(2)), (2, bid(3)), (0, DECLINE))
    assert state.auction is None
    assert [player.gold for player in state.players] == [10, 13, 7]
    assert state.owners[card_id] == 2 and state.players[2].hand == [card_id]


# -- 90Y.6: a commander put up from the command zone follows 90X.6 ---------------------------
LEGENDS = [
    card(0, "Queen", CREATURE, legendary=True),
    card(1, "King", CREATURE, legendary=True),
    card(2, "Jack", CREATURE, legendary=True),
    card(3, "Lens"),
    card(4, "Wolf", CREATURE),
    card(5, "Bolt", ["Instant"]),
]


def commander_main_phase(**settings):
    """90Y.4a: each legend is taken free by the player "with which the bidding for that card
    began" when nobody bids: Ann the Queen, Bob the King, Cid the Jack."""
    state = table(LEGENDS, players=3, commander=True, order=[0, 1, 2, 3, 4, 5], **settings)
    for seat in range(3):
        state = acts(state, *[(bidder, DECLINE) for bidder in state.auction.bidders])
        assert state.players[seat].commander == seat
    state = acts(state, *[(seat, STOP) for seat in range(3)])
    assert state.phase == "main" and state.active == 0
    return state


@pytest.mark.parametrize(("option", "expected"), [("active_player", [0, 2]), ("after_seller", [2, 0])])
def test_a_commander_sale_on_another_players_turn_is_bid_on_from_the_active_player(option, expected):
    """90Y.6: "Putting a commander card up for auction this way follows all the normal rules for
    putting a card up for auction (see rule 90X.6)". Bob sells his King on Ann's turn."""
    state = commander_main_phase(owned_auction_starts=option)
    state = act(state, 1, {"type": "auction_commander"})
    assert state.auction.kind == "commander_sale" and state.auction.bidders == expected
    assert ENGINE.waiting_on(state) == [expected[0]]

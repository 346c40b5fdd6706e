"""Rules whose oracle is the text of auction-magic.txt (the 90X/90Y draft and the forum thread):
each test quotes the words it checks and takes its numbers from them, not from the engine."""

import pytest

from auction.rules import ENGINE
from tabletop.rules.engine import IllegalAction

from .helpers import CREATURE, DECLINE, act, acts, bid, card, cube, new_table, refused, table

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
        assert "bid" not in ENGINE.legal_actions(state, seller)  # 90X.6a


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
    state = acts(state, (0, {"type": "begin_auction_step"}), *[(seat, STOP) for seat in range(3)])
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


# -- 90X.4a: an upkeep before every auction step ------------------------------------------------
# 90X.4a: "Rather than a draw step, the beginning phase of a turn instead has an auction step. This
# step occurs immediately after the upkeep step, before a player's main phase." 90X.4b: "First, the
# active player puts the top card of the auction deck up for auction."
BEGIN = {"type": "begin_auction_step"}
END_TURN = {"type": "end_turn"}


def test_every_turn_begins_with_an_upkeep_in_which_no_card_is_revealed_yet():
    state = new_table(CARDS, players=3)
    assert state.turn == 1 and state.phase == "upkeep" and state.active == 0
    assert state.auction is None and len(state.deck) == len(CARDS)  # 90X.3a: nothing drawn or revealed
    assert ENGINE.waiting_on(state) == [0]
    assert "begin_auction_step" in ENGINE.legal_actions(state, 0)
    assert "begin_auction_step" not in ENGINE.legal_actions(state, 1)
    state = act(state, 0, BEGIN)
    assert state.phase == "auction" and len(state.auction.lot) == 1 and len(state.deck) == len(CARDS) - 1
    assert state.auction.bidders == [0, 1, 2]  # 90X.4b: starting with the active player
    state = acts(state, *[(seat, STOP) for seat in range(3)], (0, END_TURN))
    assert state.turn == 2 and state.active == 1 and state.phase == "upkeep" and state.auction is None


def test_in_the_upkeep_players_act_before_the_reveal_and_only_the_active_player_moves_on():
    state = new_table(CARDS, players=3)
    assert refused(state, 1, BEGIN).code == "not_your_turn"
    assert refused(state, 0, END_TURN).code == "wrong_phase"
    assert refused(state, 0, bid(1)).code == "wrong_phase"
    assert refused(state, 0, STOP).code == "wrong_phase"
    # 90X.5a: gold for mana "any time he or she has priority"; 90X.3d: the deck is every library
    state = acts(
        state,
        (1, {"type": "spend_gold", "amount": 2, "for": "an upkeep trigger"}),
        (2, {"type": "adjust_gold", "seat": 2, "delta": 1, "reason": "upkeep trigger"}),
        (2, {"type": "draw", "count": 1}),
    )
    drawn = state.players[2].hand[0]
    state = act(state, 2, {"type": "put_on_top", "card": drawn})  # e.g. Chimney Imp
    assert [player.gold for player in state.players] == [10, 8, 11] and state.phase == "upkeep"
    state = act(state, 0, BEGIN)
    assert state.auction.lot == [drawn]


def test_a_table_out_of_cards_loses_one_player_per_reveal_not_all_at_once():
    """90X.3f: "If a player is unable to put the top card of the auction deck up for auction due
    to an empty auction deck ... he or she loses the game." The reveal is the first thing of the
    auction step, which comes after the upkeep (90X.4a): each player's turn has its own upkeep."""
    state = table(CARDS[:1], players=3, order=[BEAR])
    state = acts(state, (0, bid(1)), (1, DECLINE), (2, DECLINE), (0, {"type": "cast", "card": BEAR}))
    assert state.deck == [] and state.phase == "main"
    state = act(state, 0, END_TURN)
    assert state.active == 1 and state.phase == "upkeep"
    assert not any(player.out for player in state.players) and state.ending is None
    state = act(state, 1, BEGIN)  # Bob cannot put a card up: Bob loses
    assert [player.out for player in state.players] == [False, True, False] and state.ending is None
    assert state.active == 2 and state.phase == "upkeep"
    state = act(state, 2, BEGIN)  # and then Cid
    assert state.ending.winners == [0] and state.ending.losers == [1, 2]


def test_in_the_upkeep_a_card_put_on_the_empty_deck_saves_the_active_player():
    state = table(CARDS[:1], players=2, order=[BEAR])
    state = acts(state, (0, bid(1)), (1, DECLINE), (0, {"type": "keep", "card": BEAR}), (0, END_TURN))
    assert state.deck == [] and state.active == 1 and state.phase == "upkeep"
    state = act(state, 0, {"type": "put_on_top", "card": BEAR})  # Ann's effect in Bob's upkeep
    state = act(state, 1, BEGIN)
    assert state.auction.lot == [BEAR] and not state.players[1].out


def test_the_commander_pregame_is_followed_by_the_first_turns_upkeep():
    """90Y.4a: the commanders are auctioned "At the beginning of a Commander Auction game"; the
    first turn then begins as every turn does."""
    state = table(LEGENDS, players=3, commander=True, order=[0, 1, 2, 3, 4, 5])
    for _ in range(3):
        state = acts(state, *[(bidder, DECLINE) for bidder in state.auction.bidders])
    assert state.phase == "upkeep" and state.turn == 1 and state.active == 0 and state.auction is None
    assert [player.life for player in state.players] == [40, 40, 40]  # 90Y.4b


# -- refusals tell nothing of the hidden deck --------------------------------------------------
# 90X.9: "Each player plays with his or her hand revealed": hands, the battlefield, the open lot
# and bought cards are public; the deck's cards are not (one looks at its top only by an effect).
def about(payload, card_id):
    """The same action about another card."""
    return {**payload, **({"cards": [card_id]} if "cards" in payload else {"card": card_id})}


@pytest.mark.parametrize(
    "payload",
    [
        {"type": "cast", "card": WOLF},
        {"type": "keep", "card": WOLF},
        {"type": "put_on_top", "card": WOLF},
        {"type": "put_on_bottom", "card": WOLF},
        {"type": "move_card", "card": WOLF, "to_zone": "hand"},
        {"type": "auction_card", "cards": [WOLF]},
    ],
)
def test_a_refusal_about_a_card_in_the_deck_neither_names_it_nor_tells_it_from_another(payload):
    state = main_phase(3)
    assert WOLF in state.deck and LENS in state.deck
    error = refused(state, 1, payload)
    assert "Wolf" not in error.message and str(WOLF) not in error.message
    other = refused(state, 1, about(payload, LENS))  # another card of the deck: the same words
    assert (other.code, other.message) == (error.code, error.message)
    looked = act(state, 1, {"type": "look_at_top", "count": len(state.deck)})  # Bob may see them now
    assert "Wolf" in refused(looked, 1, payload).message


def test_a_commander_sale_refused_while_the_commander_is_in_the_deck_does_not_name_it():
    state = commander_main_phase()
    state = act(state, 1, {"type": "put_on_bottom", "card": 1})  # Bob's King, put under the deck
    error = refused(state, 1, {"type": "auction_commander"})
    assert error.code == "not_in_command_zone" and "King" not in error.message


def test_a_commander_block_is_singleton_reserve_included():
    """90Y.3: "Each card in the auction deck must have a different English name." A reserve deck
    switched in becomes the auction deck: its cards count too."""
    cards = [*LEGENDS, card(6, "Wolf", CREATURE)]  # the reserve's Wolf repeats the deck's
    with pytest.raises(IllegalAction) as refusal:
        new_table(cards, players=3, commander=True, empty_deck_policy="reserve_deck", reserve_size=1)
    assert refusal.value.code == "invalid_deck" and "Wolf" in refusal.value.message

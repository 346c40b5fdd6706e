"""Known-answer scenarios written from the rules digest (section 2) and the 90X/90Y draft."""

import pytest

from auction.rules import ENGINE
from tabletop.rules.engine import IllegalAction
from tabletop.rules.rng import Rng

from .helpers import CREATURE, DECLINE, act, acts, bid, card, cube, refused, table

BEAR, BOLT, ORB, OGRE = 0, 1, 2, 3
CARDS = cube(("Bear", CREATURE), ("Bolt", ["Instant"]), ("Orb", ["Artifact"]), ("Ogre", CREATURE))


def gold(state):
    return [player.gold for player in state.players]


def test_a_three_player_bidding_war_goes_to_the_last_raise():
    state = table(CARDS, order=[BEAR, BOLT, ORB, OGRE])
    assert state.auction.bidders == [0, 1, 2] and ENGINE.waiting_on(state) == [0]
    state = acts(state, (0, bid(1)), (1, bid(3)), (2, DECLINE), (0, bid(4)), (1, DECLINE), (2, DECLINE))
    assert state.auction is None
    assert state.purchase.buyer == 0 and state.purchase.cards == [BEAR]
    assert gold(state) == [6, 10, 10]
    assert state.ledger[-1].reason == "bought Bear" and state.ledger[-1].delta == -4
    assert state.owners[BEAR] == 0
    state = act(state, 0, {"type": "cast", "card": BEAR})
    assert state.players[0].battlefield == [BEAR]
    assert state.phase == "main"  # a bought creature ends the auction step


def test_a_noncreature_purchase_is_followed_by_another_auction_in_the_same_step():
    state = table(CARDS, order=[BOLT, BEAR, ORB, OGRE])
    state = acts(state, (0, bid(2)), (1, DECLINE), (2, DECLINE), (0, {"type": "cast", "card": BOLT}))
    assert state.players[0].graveyard == [BOLT]  # an instant cast goes to the graveyard
    assert state.phase == "auction" and ENGINE.legal_actions(state, 0).count("next_auction") == 1
    state = act(state, 0, {"type": "next_auction"})
    assert state.auction.lot == [BEAR]
    state = acts(state, (0, DECLINE), (1, bid(1)), (2, DECLINE), (0, DECLINE), (1, {"type": "keep", "card": BEAR}))
    assert state.players[1].hand == [BEAR] and gold(state) == [8, 9, 10]
    assert state.phase == "main"


def test_the_end_of_the_auction_step_is_an_event_so_phones_need_not_re_read_the_table():
    state = table(CARDS, order=[BOLT, BEAR, ORB, OGRE])
    state = acts(state, (0, bid(2)), (1, DECLINE), (2, DECLINE))
    settled = ENGINE.apply(state, 0, ENGINE.parse_action({"type": "cast", "card": BOLT}), Rng("t"))
    assert [event["type"] for event in settled.events] == ["cast"]  # a noncreature: the step goes on
    state = acts(settled.state, (0, {"type": "next_auction"}), (0, DECLINE), (1, bid(1)), (2, DECLINE), (0, DECLINE))
    settled = ENGINE.apply(state, 1, ENGINE.parse_action({"type": "keep", "card": BEAR}), Rng("t"))
    assert settled.events[-1] == {"type": "auction_step_ended", "seat": 0} and settled.state.phase == "main"


def test_a_card_nobody_bids_on_goes_to_the_bottom_and_the_next_is_revealed():
    state = table(CARDS, order=[ORB, BEAR, BOLT, OGRE])
    state = acts(state, (0, DECLINE), (1, DECLINE), (2, DECLINE))
    assert state.deck == [BOLT, OGRE, ORB]
    assert state.auction.lot == [BEAR] and state.auction.bidders == [0, 1, 2]
    assert gold(state) == [10, 10, 10]


def test_every_player_gains_income_at_the_end_of_each_turn():
    state = table(CARDS, order=[BEAR, BOLT, ORB, OGRE])
    state = acts(state, (0, {"type": "stop_auctioning"}), (1, {"type": "stop_auctioning"}))
    assert state.phase == "auction"  # not everyone agreed yet
    state = act(state, 2, {"type": "stop_auctioning"})
    assert state.phase == "main" and state.deck[-1] == BEAR
    state = act(state, 0, {"type": "end_turn"})
    assert gold(state) == [13, 13, 13] and state.active == 1 and state.turn == 2
    state = act(state, 1, {"type": "begin_auction_step"})
    assert state.auction.lot == [BOLT] and state.auction.bidders == [1, 2, 0]
    assert [entry.reason for entry in state.ledger[-3:]] == ["end of turn 1"] * 3


def test_an_owned_card_auction_pays_the_owner_and_changes_the_owner():
    state = table(CARDS, order=[ORB, BEAR, BOLT, OGRE])
    state = acts(
        state,
        (0, bid(1)),
        (1, DECLINE),
        (2, DECLINE),
        (0, {"type": "keep", "card": ORB}),
        (0, {"type": "next_auction"}),
        (0, bid(1)),
        (1, DECLINE),
        (2, DECLINE),
        (0, {"type": "cast", "card": BEAR}),
    )
    assert gold(state) == [8, 10, 10] and state.phase == "main"
    state = act(state, 0, {"type": "auction_card", "cards": [ORB, BEAR]})
    assert state.auction.bidders == [1, 2] and state.auction.seller == 0  # the owner does not bid
    state = acts(state, (1, bid(2)), (2, bid(5)), (1, DECLINE))
    assert gold(state) == [13, 10, 5]
    assert state.players[2].hand == [ORB, BEAR] and state.owners[ORB] == state.owners[BEAR] == 2
    assert state.phase == "main" and state.auction is None  # no repeat, no cast-at-once


def test_an_owned_card_nobody_bids_on_stays_where_it_was():
    state = table(CARDS, order=[BEAR, BOLT, ORB, OGRE])
    state = acts(
        state,
        (0, bid(1)),
        (1, DECLINE),
        (2, DECLINE),
        (0, {"type": "cast", "card": BEAR}),
        (0, {"type": "auction_card", "cards": [BEAR]}),
        (1, DECLINE),
        (2, DECLINE),
    )
    assert state.players[0].battlefield == [BEAR] and state.owners[BEAR] == 0 and gold(state) == [9, 10, 10]


def test_correspondence_bidding_gives_each_player_one_turn():
    state = table(CARDS, order=[BEAR, BOLT, ORB, OGRE], correspondence_bidding=True)
    state = acts(state, (0, bid(2)), (1, bid(3)), (2, DECLINE))
    assert state.purchase.buyer == 1 and gold(state) == [10, 7, 10]


def test_the_commander_pregame_auctions_a_legend_for_each_player():
    cards = [
        card(0, "Grunt", CREATURE),
        card(1, "Queen", CREATURE, legendary=True),
        card(2, "Lens"),
        card(3, "King", CREATURE, legendary=True),
        card(4, "Wolf", CREATURE),
    ]
    state = table(cards, players=2, commander=True)
    assert state.phase == "commander" and [p.life for p in state.players] == [40, 40]
    first = state.auction.lot[0]
    assert cards[first].is_legendary_creature and state.auction.bidders == [0, 1]
    state = acts(state, (0, DECLINE), (1, bid(1)), (0, DECLINE))
    assert state.players[1].commander == first and state.players[1].command == [first]
    assert state.owners[first] == 1 and gold(state) == [10, 9]
    second = state.auction.lot[0]
    assert state.auction.bidders == [0]  # players with a commander do not bid
    state = act(state, 0, DECLINE)
    assert state.players[0].commander == second and gold(state) == [10, 9]  # nobody bid: free
    assert state.phase == "upkeep" and state.turn == 1 and state.active == 0
    state = act(state, 0, {"type": "begin_auction_step"})
    assert not cards[state.auction.lot[0]].is_legendary_creature


@pytest.mark.parametrize(
    ("cards", "missing"),
    [
        ([card(0, "Queen", CREATURE, legendary=True), card(1, "Wolf", CREATURE)], "legendary creatures"),
        (
            [
                card(0, "Queen", CREATURE, legendary=True),
                card(1, "King", CREATURE, legendary=True),
                card(2, "Wolf", CREATURE),
                card(3, "Wolf", CREATURE),
            ],
            "singleton",
        ),
    ],
)
def test_commander_setup_refuses_a_deck_that_does_not_qualify(cards, missing):
    with pytest.raises(IllegalAction) as refusal:
        table(cards, players=2, commander=True)
    assert refusal.value.code == "invalid_deck" and missing in refusal.value.message


def test_refusals_name_the_problem_and_change_nothing():
    state = table(CARDS, order=[BEAR, BOLT, ORB, OGRE])
    assert refused(state, 1, bid(1)).code == "not_your_turn"
    error = refused(state, 0, bid(11))
    assert error.code == "not_enough" and error.message == "you hold 10 gold and cannot bid 11"
    state = act(state, 0, bid(4))
    error = refused(state, 1, bid(4))
    assert error.code == "bid_too_low" and error.message == "bid too low: the high bid is 4, bid at least 5"
    assert refused(state, 1, {"type": "end_turn"}).code == "not_your_turn"
    assert refused(state, 0, {"type": "end_turn"}).code == "wrong_phase"
    assert refused(state, 1, {"type": "spend_gold", "amount": 1, "for": "x"}).code == "wrong_phase"
    assert refused(state, 1, {"type": "stop_auctioning"}).code == "wrong_phase"  # a bid stands
    assert refused(state, 1, {"type": "bid", "amount": "5"}).code == "invalid_action"


def test_gold_never_goes_below_zero_and_the_ledger_keeps_the_actual_change():
    state = table(CARDS, order=[BEAR, BOLT, ORB, OGRE])
    state = acts(state, *[(seat, {"type": "stop_auctioning"}) for seat in range(3)])
    state = act(state, 1, {"type": "adjust_gold", "seat": 2, "delta": -25, "reason": "Gold Leech"})
    assert gold(state) == [10, 10, 0] and state.ledger[-1].delta == -10
    state = act(state, 2, {"type": "adjust_gold", "seat": 2, "delta": 2, "reason": "Tithe"})
    assert refused(state, 2, {"type": "spend_gold", "amount": 3, "for": "kicker"}).code == "not_enough"
    state = act(state, 2, {"type": "spend_gold", "amount": 2, "for": "kicker"})
    assert gold(state) == [10, 10, 0] and state.ledger[-1].reason == "mana for kicker"


def test_deck_operations_move_cards_and_ownership():
    state = table(CARDS, order=[BEAR, BOLT, ORB, OGRE])
    state = acts(state, *[(seat, {"type": "stop_auctioning"}) for seat in range(3)])
    assert state.deck == [BOLT, ORB, OGRE, BEAR]
    state = act(state, 1, {"type": "draw", "count": 1})
    assert state.players[1].hand == [BOLT] and state.owners[BOLT] == 1
    state = act(state, 2, {"type": "mill", "count": 1})
    assert state.players[2].graveyard == [ORB] and state.owners[ORB] == 2
    state = act(state, 1, {"type": "put_on_top", "card": BOLT})
    assert state.deck[0] == BOLT and state.owners[BOLT] is None
    state = act(state, 0, {"type": "reveal_until_creature"})
    assert state.players[0].hand == [OGRE] and state.deck == [BEAR, BOLT]


def test_looking_at_the_top_is_secret_from_the_others():
    state = table(CARDS, order=[BEAR, BOLT, ORB, OGRE])
    state = acts(state, *[(seat, {"type": "stop_auctioning"}) for seat in range(3)])
    outcome = ENGINE.apply(state, 1, ENGINE.parse_action({"type": "look_at_top", "count": 2}), Rng("p"))
    event = outcome.events[0]
    assert "secret" not in ENGINE.event_view(event, 0) and ENGINE.event_view(event, 1)["secret"]["cards"] == [BOLT, ORB]
    assert "cards" not in ENGINE.player_view(outcome.state, 0)["looking"]
    assert [c["id"] for c in ENGINE.player_view(outcome.state, 1)["looking"]["cards"]] == [BOLT, ORB]
    assert "deck" not in ENGINE.player_view(outcome.state, None)
    state = act(outcome.state, 1, {"type": "reorder_top", "order": [ORB], "bottom": [BOLT]})
    assert state.deck == [ORB, OGRE, BEAR, BOLT] and state.looking is None
    assert refused(state, 1, {"type": "reorder_top", "order": [ORB]}).code == "not_looking"


def test_a_player_undoes_their_own_action_until_a_card_is_revealed():
    state = table(CARDS, order=[BEAR, BOLT, ORB, OGRE])
    after_bid = act(state, 0, bid(3))
    assert refused(after_bid, 1, {"type": "undo"}).code == "not_your_action"
    undone = act(after_bid, 0, {"type": "undo"})
    assert undone.auction == state.auction and gold(undone) == gold(state)
    revealing = acts(state, (0, DECLINE), (1, DECLINE), (2, DECLINE))  # Bear went under, Bolt revealed
    assert refused(revealing, 2, {"type": "undo"}).code == "needs_consent"
    proposed = acts(revealing, (1, {"type": "propose_undo"}), (0, {"type": "consent_undo"}))
    assert proposed.undo_proposal is not None
    back = act(proposed, 2, {"type": "consent_undo"})
    assert back.auction.lot == [BEAR] and back.auction.declines == 2 and back.undo is None


def test_empty_deck_the_active_player_loses():
    state = table(CARDS[:1], players=2)
    state = acts(state, (0, bid(1)), (1, DECLINE), (0, {"type": "keep", "card": BEAR}), (0, {"type": "end_turn"}))
    state = act(state, 1, {"type": "begin_auction_step"})
    assert state.ending.winners == [0] and state.ending.losers == [1] and ENGINE.is_over(state)
    assert refused(state, 0, {"type": "end_turn"}).code == "game_over"


def test_empty_deck_with_a_reserve_switches_it_in():
    state = table(CARDS, players=2, order=[BEAR, BOLT], empty_deck_policy="reserve_deck", reserve_size=2)
    state = acts(
        state, (0, bid(1)), (1, DECLINE), (0, {"type": "keep", "card": BEAR}), (0, {"type": "draw", "count": 2})
    )
    # the reserve (ORB, OGRE) is shuffled in by the seeded generator: this seed puts OGRE on top
    assert sorted(state.players[0].hand) == [BEAR, BOLT, OGRE]
    assert state.deck == [ORB] and state.reserve == []


def test_simultaneous_wins_go_to_the_most_gold_and_losses_to_the_least():
    state = table(CARDS, order=[BEAR, BOLT, ORB, OGRE])
    state = acts(state, (0, bid(2)), (1, DECLINE), (2, DECLINE), (0, {"type": "keep", "card": BEAR}))
    assert gold(state) == [8, 10, 10]
    lost = acts(state, (1, {"type": "report_result", "losers": [0, 1]}), (2, CONFIRM))
    assert lost.players[0].out and not lost.players[1].out and lost.ending is None and lost.active == 1
    won = acts(state, (1, {"type": "report_result", "winners": [0, 1, 2]}), (0, CONFIRM))
    assert won.ending.winners == [1, 2] and won.ending.losers == [0]


CONFIRM, DISPUTE = {"type": "confirm_result"}, {"type": "dispute_result"}
ANN_WINS = {"type": "report_result", "winners": [0]}


def test_a_reported_result_waits_for_another_players_word_and_nothing_else_happens_meanwhile():
    state = acts(table(CARDS, order=[BEAR, BOLT, ORB, OGRE]), (0, DECLINE), (1, DECLINE), (2, DECLINE))
    state = acts(state, (0, {"type": "stop_auctioning"}), (1, {"type": "stop_auctioning"}))
    state = acts(state, (2, {"type": "stop_auctioning"}), (1, ANN_WINS))
    assert state.ending is None and state.report.by == 1 and state.report.report.winners == [0]
    assert ENGINE.waiting_on(state) == [0, 2]  # every other player still in the game may answer
    assert ENGINE.legal_actions(state, 1) == ["undo"]  # the reporter takes it back, alone
    assert {"confirm_result", "dispute_result"} <= set(ENGINE.legal_actions(state, 2))
    assert "end_turn" not in ENGINE.legal_actions(state, 0)
    assert refused(state, 1, CONFIRM).code == "own_report"
    assert refused(state, 0, {"type": "end_turn"}).code == "result_reported"
    assert refused(state, 2, ANN_WINS).code == "result_reported"
    assert ENGINE.player_view(state, 2)["report"] == {"by": 1, "report": {**ANN_WINS, "losers": []}}
    over = act(state, 2, CONFIRM)
    assert over.ending.winners == [0] and over.report is None and ENGINE.waiting_on(over) == []


def test_a_disputed_report_is_dropped_and_reported_again():
    state = acts(table(CARDS, order=[BEAR, BOLT, ORB, OGRE]), (0, DECLINE), (1, DECLINE), (2, DECLINE))
    state = acts(state, (0, {"type": "stop_auctioning"}), (1, {"type": "stop_auctioning"}))
    state = acts(state, (2, {"type": "stop_auctioning"}), (1, ANN_WINS), (0, DISPUTE))
    assert state.report is None and state.ending is None and ENGINE.waiting_on(state) == [0]
    assert refused(state, 2, CONFIRM).code == "no_report"
    state = acts(state, (0, {"type": "report_result", "winners": [1]}), (2, CONFIRM))
    assert state.ending.winners == [1]


def test_the_reporter_takes_a_report_back_alone_and_a_named_loser_confirms_going_out():
    state = acts(table(CARDS, order=[BEAR, BOLT, ORB, OGRE]), (0, DECLINE), (1, DECLINE), (2, DECLINE))
    state = acts(state, (0, {"type": "stop_auctioning"}), (1, {"type": "stop_auctioning"}))
    state = acts(state, (2, {"type": "stop_auctioning"}))
    taken_back = acts(state, (0, ANN_WINS), (0, {"type": "undo"}))
    assert taken_back.report is None and ENGINE.encode_state(taken_back)["deck"] == ENGINE.encode_state(state)["deck"]
    out = acts(state, (0, {"type": "report_result", "losers": [2]}), (2, CONFIRM))
    assert out.players[2].out and out.ending is None and out.report is None


def test_take_all_until_creature_option_gives_the_buyer_the_revealed_cards():
    state = table(CARDS, order=[ORB, BOLT, BEAR, OGRE], take_all_until_creature=True)
    state = acts(state, (0, bid(1)), (1, DECLINE), (2, DECLINE))
    assert state.purchase.cards == [ORB, BOLT, BEAR] and not state.purchase.step_continues


def test_cards_bought_but_not_settled_when_the_active_player_loses_go_to_the_buyers_hand():
    state = table(CARDS[:2], players=3, order=[BOLT, BEAR])
    state = acts(state, (0, DECLINE), (1, bid(1)), (2, DECLINE), (0, DECLINE))
    assert state.purchase.buyer == 1 and state.purchase.cards == [BOLT]
    outcome = ENGINE.apply(state, 0, ENGINE.parse_action({"type": "draw", "count": 2}), Rng("t"))
    state = outcome.state  # Ann drew the Bear, then found the deck empty: she loses (90X.3f)
    assert state.players[0].out and state.players[0].hand == [BEAR]
    assert state.purchase is None and state.players[1].hand == [BOLT] and state.owners[BOLT] == 1
    assert state.active == 1 and state.phase == "upkeep"
    kept = {"type": "kept", "seat": 1, "card": BOLT, "name": "Bolt"}
    assert [e["type"] for e in outcome.events] == ["deck_ran_out", "player_lost", "kept", "turn_began", "drew"]
    assert kept in outcome.events and ENGINE.invariant_problems(state) == []


@pytest.mark.parametrize("wolves", ["Wolf", "Other Wolf"])
def test_a_block_that_cannot_hold_a_commander_auction_says_what_to_do(wolves):
    """The host who turned Commander Auction on over the demo auction block (11 names twice) read
    "Commander Auction needs a singleton deck; repeated: ..." and nothing of what to do about it."""
    cards = [card(0, "Queen", CREATURE, legendary=True), card(1, "Wolf", CREATURE), card(2, wolves, CREATURE)]
    with pytest.raises(IllegalAction) as refusal:
        table(cards, players=2, commander=True)
    assert "choose another cube, or turn Commander Auction off" in refusal.value.message

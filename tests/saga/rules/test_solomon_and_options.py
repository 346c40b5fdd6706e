"""Year of Solomon, Insurance Broker and Hire a Thief."""

import pytest

from saga.rules import ENGINE
from tabletop.rules.engine import IllegalAction
from tabletop.rules.ledger import LedgerEntry

from .helpers import deal, new_saga, play, register, reported


def _through_trending(state, rng, duel_winner_is_sp=True):
    """Year 1 from the start to the end of Trending Cards, nobody selling."""
    sp = state.starting_player
    state = register(register(state, sp, rng), 1 - sp, rng)
    state = play(state, sp, {"type": "choose_play_draw", "play": True}, rng)
    state = reported(state, sp, {"type": "report_skirmish", "winner": None}, rng)
    state = deal(deal(state, rng), rng)
    state = play(play(state, sp, {"type": "pass"}, rng), 1 - sp, {"type": "pass"}, rng)
    state = register(register(state, sp, rng), 1 - sp, rng)
    state = play(state, sp, {"type": "choose_play_draw", "play": True}, rng)
    winner = sp if duel_winner_is_sp else 1 - sp
    for _ in range(2):
        state = reported(state, sp, {"type": "report_duel_game", "winner": winner}, rng)
    state = play(state, 1 - winner, {"type": "force_sale", "card": None}, rng)
    state = play(state, 1 - winner, {"type": "sell_trending", "cards": []}, rng)
    return play(state, winner, {"type": "sell_trending", "cards": []}, rng)


def test_year_of_solomon():
    state, rng = new_saga("solomon")
    state = _through_trending(state, rng)
    assert state.step == "spring_theme_reveal"
    state.theme_deck.insert(0, 69)
    core_before = len(state.core_pool)
    state = deal(state, rng)
    sp, other = state.starting_player, state.other_player
    assert len(state.core_pool) == core_before - 10
    assert len(state.players[sp].solomon_offer) == 5 and len(state.players[other].solomon_offer) == 5
    # The opponent splits the starting player's five cards, then the starting player chooses.
    assert state.step == "spring_solomon_split" and state.waiting_on == [other]
    offer = state.players[sp].solomon_offer
    with pytest.raises(IllegalAction) as error:
        play(state, other, {"type": "solomon_split", "pile_a": state.players[other].solomon_offer[:2]}, rng)
    assert error.value.code == "unknown_card"
    state = play(state, other, {"type": "solomon_split", "pile_a": offer[:2]}, rng)
    assert state.players[sp].solomon_piles == [offer[:2], offer[2:]]
    assert ENGINE.player_view(state, other)["players"][sp]["solomon_piles"] == [offer[:2], offer[2:]]
    state = play(state, sp, {"type": "solomon_choose", "pile": "b"}, rng)
    assert state.players[sp].solomon_cards == offer[2:]
    assert set(offer[:2]) <= set(state.private_collections)
    # Then the other way round.
    assert state.step == "spring_solomon_split" and state.waiting_on == [sp]
    other_offer = state.players[other].solomon_offer
    state = play(state, sp, {"type": "solomon_split", "pile_a": other_offer}, rng)
    state = play(state, other, {"type": "solomon_choose", "pile": "a"}, rng)
    assert state.players[other].solomon_cards == other_offer
    assert state.step == "spring_learning_deal"
    assert ENGINE.invariant_problems(state) == []

    # Year 2 (themed Solomon, an Effect): the starting hand is cut by x in the Fall Skirmish and the
    # Spring Duel alike; the cards join the sideboard after the duel.
    state = deal(state, rng)
    state = play(state, state.loser, {"type": "pick", "cards": state.booster[:3]}, rng)
    state = play(state, state.duel_winner, {"type": "pick", "cards": state.booster[:1]}, rng)
    state = deal(state, rng)
    state = play(play(state, sp, {"type": "pass"}, rng), other, {"type": "pass"}, rng)
    assert state.year == 2 and state.theme == 69
    state = register(state, sp, rng)
    assert state.players[sp].registrations[-1].hand == -3
    state = register(state, other, rng)
    assert state.players[other].registrations[-1].hand == -5
    state = play(state, sp, {"type": "choose_play_draw", "play": True}, rng)
    state = reported(state, sp, {"type": "report_skirmish", "winner": sp}, rng)
    state = play(state, sp, {"type": "sell_proof_of_concept", "cards": []}, rng)
    state = play(state, other, {"type": "sell_proof_of_concept", "cards": []}, rng)
    state = deal(deal(state, rng), rng)
    state = play(play(state, sp, {"type": "pass"}, rng), other, {"type": "pass"}, rng)
    state = register(register(state, sp, rng), other, rng)
    assert state.players[sp].registrations[-1].hand == -3
    assert state.players[other].registrations[-1].hand == -5
    state = play(state, sp, {"type": "choose_play_draw", "play": True}, rng)
    state = reported(
        reported(state, sp, {"type": "report_duel_game", "winner": sp}, rng),
        sp,
        {"type": "report_duel_game", "winner": sp},
        rng,
    )
    assert set(offer[2:]) <= set(state.players[sp].sideboard)
    assert set(other_offer) <= set(state.players[other].sideboard)
    assert state.players[sp].solomon_cards == []
    assert ENGINE.invariant_problems(state) == []


def _at_winter_of_year_5(**settings):
    state, rng = new_saga("options", **settings)
    state.year, state.step, state.season, state.waiting_on = 5, "fall_fresh_ideas", "fall", []
    return deal(state, rng), rng


def test_options_are_off_by_default():
    state, _ = _at_winter_of_year_5()
    assert state.step == "winter_deal"


def test_insurance_then_thief_at_the_winter_market_from_year_5():
    """Insurance Broker: "pay 1 gold, announce the policy, reveal the card". Hire a Thief: "Pay 13
    gold. Choose to steal from either Private Collections or the opponent's sideboard. Browse the
    chosen pile and pick a card to steal, placing it in your sideboard. If the card was insured,
    the opponent gains 6 gold."
    """
    state, rng = _at_winter_of_year_5(insurance_broker=True, hire_a_thief=True)
    sp, other = state.starting_player, state.other_player
    assert state.step == "winter_insurance" and state.waiting_on == [sp]
    state = play(state, sp, {"type": "insure", "cards": []}, rng)
    insured = state.players[other].sideboard[:2]
    gold_other = state.players[other].gold
    state = play(state, other, {"type": "insure", "cards": insured}, rng)
    assert state.players[other].gold == gold_other - 2
    assert ENGINE.player_view(state, sp)["players"][other]["insured"] == insured
    assert state.step == "winter_thief" and state.waiting_on == [sp]
    assert ENGINE.legal_actions(state, other) == ["undo", "adjust_gold"]  # their insurance, not yet acted on
    assert state.players[sp].gold == 12  # the starting player's first gold: too poor
    with pytest.raises(IllegalAction) as error:
        play(state, sp, {"type": "hire_thief", "from": "opponent"}, rng)
    assert (error.value.code, error.value.message) == ("not_enough", "you have 12 gold; a thief costs 13")
    state.players[sp].gold += 10
    state.ledger.append(LedgerEntry(seat=sp, delta=10, reason="test gift", seq=state.seq))
    with pytest.raises(IllegalAction) as error:  # Private Collections are empty: nothing to browse
        play(state, sp, {"type": "hire_thief", "from": "private_collections"}, rng)
    assert (error.value.code, error.value.field) == ("not_enough", "from")
    assert "thief" not in ENGINE.player_view(state, sp) or ENGINE.player_view(state, sp)["thief"] is None
    gold_sp, gold_other = state.players[sp].gold, state.players[other].gold
    sideboard = list(state.players[other].sideboard)

    # Paid: the thief's player browses the opponent's sideboard, and no one else does.
    state = play(state, sp, {"type": "hire_thief", "from": "opponent"}, rng)
    assert state.players[sp].gold == gold_sp - 13
    assert state.step == "winter_thief_steal" and state.waiting_on == [sp]
    browsing = ENGINE.player_view(state, sp)
    assert browsing["thief"] == {"seat": sp, "from": "opponent", "cards": sideboard}
    assert set(sideboard) <= set(browsing["cards"])
    for viewer in (other, None):
        view = ENGINE.player_view(state, viewer)
        assert view["thief"] == {"seat": sp, "from": "opponent"}
        if viewer is None:
            assert not set(view["cards"]) & (set(sideboard) - set(insured))
    for elsewhere in (state.core_pool[0], state.players[sp].sideboard[0]):  # not in the pile
        with pytest.raises(IllegalAction) as error:
            play(state, sp, {"type": "steal", "card": elsewhere}, rng)
        assert error.value.code == "unknown_card" and error.value.field == "card"
        assert str(elsewhere) not in error.value.message
    outcome = ENGINE.apply(state, sp, ENGINE.parse_action({"type": "steal", "card": insured[0]}), rng)
    state = outcome.state
    assert state.players[other].gold == gold_other + 6  # the policy pays out and ends
    assert insured[0] in state.players[sp].sideboard and state.players[other].insured == insured[1:]
    stolen = next(e for e in outcome.events if e["type"] == "card_stolen")
    assert stolen["secret"] == {"card": insured[0]} and sorted(stolen["to"]) == [0, 1]
    assert state.step == "winter_deal" and ENGINE.player_view(state, sp)["thief"] is None
    assert ENGINE.invariant_problems(state) == []


def test_a_thief_on_the_private_collections_steals_in_the_open():
    state, rng = _at_winter_of_year_5(hire_a_thief=True)
    sp = state.starting_player
    state.private_collections, state.core_pool = state.core_pool[:3], state.core_pool[3:]
    state.players[sp].gold += 1
    state.ledger.append(LedgerEntry(seat=sp, delta=1, reason="test gift", seq=state.seq))
    state = play(state, sp, {"type": "hire_thief", "from": "private_collections"}, rng)
    assert ENGINE.player_view(state, 1 - sp)["thief"] == {"seat": sp, "from": "private_collections"}
    assert ENGINE.player_view(state, sp)["thief"]["cards"] == state.private_collections
    card = state.private_collections[1]
    outcome = ENGINE.apply(state, sp, ENGINE.parse_action({"type": "steal", "card": card}), rng)
    assert {"type": "card_stolen", "seat": sp, "from": "private_collections", "card": card} in outcome.events
    assert card in outcome.state.players[sp].sideboard and card not in outcome.state.private_collections
    assert outcome.state.players[sp].gold == 0
    assert ENGINE.invariant_problems(outcome.state) == []


def test_the_thief_may_be_declined():
    state, rng = _at_winter_of_year_5(hire_a_thief=True)
    assert state.step == "winter_thief"
    state = play(state, state.starting_player, {"type": "decline_thief"}, rng)
    assert state.step == "winter_deal"

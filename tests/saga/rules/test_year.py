"""A scripted year, step by step, with the gold the rules promise after each step."""

import pytest

from saga.rules import ENGINE
from saga.rules.state import market_columns
from tabletop.rules.engine import IllegalAction

from .helpers import deal, new_saga, play, register, reported


def _gold(state):
    return [p.gold for p in state.players]


def _by_role(state, sp, sp_gold, other_gold):
    gold = [0, 0]
    gold[sp], gold[1 - sp] = sp_gold, other_gold
    return gold


def test_a_scripted_first_year():
    state, rng = new_saga("script")
    sp, other = state.starting_player, state.other_player
    assert _gold(state) == _by_role(state, sp, 12, 15)

    # Fall Skirmish: both register at once, in either order; nobody registers twice.
    state = register(state, other, rng)
    assert state.step == "fall_register" and state.waiting_on == [sp]
    with pytest.raises(IllegalAction) as error:
        register(state, other, rng)
    assert error.value.code == "not_your_turn"
    state = register(state, sp, rng)
    assert len(state.players[sp].deck) == 20 and len(state.players[sp].sideboard) == 21
    assert state.step == "fall_play_draw" and state.waiting_on == [sp]
    state = play(state, sp, {"type": "choose_play_draw", "play": False}, rng)
    assert state.play_first == other
    state = reported(state, other, {"type": "report_skirmish", "winner": sp}, rng)
    assert _gold(state) == _by_role(state, sp, 18, 15)
    assert state.starting_player == sp
    # Year 1: no Proof of Concept; Fresh Ideas is the table's deal.
    assert state.step == "fall_fresh_ideas" and state.waiting_on == []
    assert ENGINE.system_action(state).__struct_config__.tag == "deal_boosters"
    state = deal(state, rng)
    assert len(state.players[sp].sideboard) == 21 + 7
    assert len(state.occasional_pool) == 164 - 14

    # Winter Market: 12 cards, 2 rows of 6, column k costs k.
    state = deal(state, rng)
    assert state.step == "winter_market" and state.waiting_on == [sp]
    assert [len(row) for row in state.market] == [6, 6]
    assert len(state.core_pool) == 264 - 12
    bought = state.market[0][5]
    state = play(state, sp, {"type": "buy", "row": 0, "column": 5}, rng)
    assert bought in state.players[sp].sideboard and state.market[0][5] is None
    with pytest.raises(IllegalAction) as error:
        play(state, other, {"type": "buy", "row": 0, "column": 5}, rng)
    assert error.value.code == "unknown_card"
    state = play(state, other, {"type": "buy", "row": 1, "column": 0}, rng)
    assert _gold(state) == _by_role(state, sp, 12, 14)
    state = play(state, sp, {"type": "pass"}, rng)
    state = play(state, other, {"type": "buy", "row": 1, "column": 1}, rng)  # a buy breaks the streak
    state = play(state, sp, {"type": "pass"}, rng)
    assert state.step == "winter_market"
    state = play(state, other, {"type": "pass"}, rng)
    assert state.step == "spring_register" and state.market == []
    assert len(state.private_collections) == 9
    assert _gold(state) == _by_role(state, sp, 12, 12)

    # Spring Festival: the starting player wins the duel 2-1.
    state = register(state, sp, rng)
    state = register(state, other, rng)
    state = play(state, sp, {"type": "choose_play_draw", "play": True}, rng)
    for winner in (sp, other, sp):
        state = reported(state, other, {"type": "report_duel_game", "winner": winner}, rng)
    assert state.players[sp].vp == 1 and state.players[other].vp == 0
    assert _gold(state) == _by_role(state, sp, 12 + 12, 12 + 9)
    assert state.starting_player == other  # the loser becomes the starting player
    loser_values = [t.value for t in state.players[other].trending]
    winner_values = [t.value for t in state.players[sp].trending]
    assert loser_values == [7, 8, 9, 10] and winner_values == [9, 10, 11, 12]

    # Trending Cards: the loser forces a sale, sells some, then the winner sells.
    assert state.step == "spring_force_sale" and state.waiting_on == [other]
    forced = state.players[sp].trending[3].card
    state = play(state, other, {"type": "force_sale", "card": forced}, rng)
    assert _gold(state) == _by_role(state, sp, 24 + 12, 21)
    assert state.step == "spring_loser_sells"
    sold = [state.players[other].trending[0].card, state.players[other].trending[3].card]
    state = play(state, other, {"type": "sell_trending", "cards": sold}, rng)
    assert _gold(state) == _by_role(state, sp, 36, 21 + 7 + 10)
    assert state.step == "spring_winner_sells" and state.waiting_on == [sp]
    with pytest.raises(IllegalAction):
        play(state, sp, {"type": "sell_trending", "cards": [forced]}, rng)
    state = play(state, sp, {"type": "sell_trending", "cards": []}, rng)
    assert set(sold) | {forced} <= set(state.private_collections)
    assert all(not p.trending for p in state.players)
    assert len(state.players[sp].deck) == 19 and len(state.players[other].deck) == 18

    # Next year's theme, then Learning from Mistakes.
    assert state.step == "spring_theme_reveal"
    state.theme_deck.insert(0, 11)  # the test chooses the card on top
    state = deal(state, rng)
    assert state.next_theme == 11 and len(state.theme_deck) == 60
    state = deal(state, rng)
    assert len(state.booster) == 15 and state.waiting_on == [other]
    with pytest.raises(IllegalAction) as error:
        play(state, other, {"type": "pick", "cards": state.booster[:1]}, rng)
    assert error.value.code == "invalid_input"
    state = play(state, other, {"type": "pick", "cards": state.booster[:3]}, rng)
    state = play(state, sp, {"type": "pick", "cards": state.booster[:1]}, rng)
    assert state.booster == [] and state.step == "summer_deal"

    # Summer Fair: top row from the Occasional Pool, bottom row from the Core Pool.
    state = deal(state, rng)
    assert all(state.cards[c].module == "occasional" for c in state.market[0])
    assert all(state.cards[c].module == "core" for c in state.market[1])
    state = play(state, other, {"type": "pass"}, rng)
    state = play(state, sp, {"type": "pass"}, rng)
    assert state.year == 2 and state.step == "fall_register" and state.theme == 11
    assert state.waiting_on == [other, sp]  # both build at once
    assert ENGINE.invariant_problems(state) == []
    steps = [point.step for point in state.timeline]
    assert steps == [
        "setup",
        "fall_register",
        "fall_play_draw",
        "fall_skirmish",
        "fall_fresh_ideas",
        "winter_deal",
        "winter_market",
        "spring_register",
        "spring_play_draw",
        "spring_duel",
        "spring_force_sale",
        "spring_loser_sells",
        "spring_winner_sells",
        "spring_theme_reveal",
        "spring_learning_deal",
        "spring_loser_picks",
        "spring_winner_picks",
        "summer_deal",
        "summer_fair",
    ]
    assert state.timeline[-1].gold == _gold(state)


@pytest.mark.parametrize(("year", "size"), [(1, 12), (2, 12), (3, 18), (4, 18), (5, 24), (6, 24), (7, 24)])
def test_market_sizes_and_prices_by_year(year, size):
    state, rng = new_saga()
    state.year, state.step = year, "winter_deal"
    state.waiting_on = []
    state = deal(state, rng)
    assert sum(len(row) for row in state.market) == size == 2 * market_columns(year)
    view = ENGINE.player_view(state, 0)
    assert [slot["price"] for slot in view["market"][0]] == list(range(1, size // 2 + 1))
    state.players[0].gold = 100
    state = play(state, state.starting_player, {"type": "buy", "row": 1, "column": size // 2 - 1}, rng)
    assert state.ledger[-1].delta == -(size // 2)


def test_a_purchase_never_exceeds_gold():
    state, rng = new_saga()
    state.step, state.waiting_on = "winter_deal", []
    state = deal(state, rng)
    sp = state.starting_player
    state.players[sp].gold = 3  # (not booked: the ledger check is not the point here)
    with pytest.raises(IllegalAction) as error:
        play(state, sp, {"type": "buy", "row": 0, "column": 3}, rng)
    assert error.value.code == "not_enough"
    play(state, sp, {"type": "buy", "row": 0, "column": 2}, rng)


def test_proof_of_concept_pays_6_5_4_3_from_year_2():
    state, rng = new_saga()
    state.year = 2
    sp = state.starting_player
    state = register(register(state, sp, rng), 1 - sp, rng)
    state = play(state, sp, {"type": "choose_play_draw", "play": True}, rng)
    state = reported(state, sp, {"type": "report_skirmish", "winner": None}, rng)  # a draw: no spoils
    assert state.step == "fall_proof_of_concept" and state.waiting_on == [sp]
    before = [p.gold for p in state.players]
    with pytest.raises(IllegalAction):
        play(state, sp, {"type": "sell_proof_of_concept", "cards": state.players[sp].deck[:5]}, rng)
    with pytest.raises(IllegalAction) as error:  # sideboard cards were not in the game
        play(state, sp, {"type": "sell_proof_of_concept", "cards": state.players[sp].sideboard[:1]}, rng)
    assert error.value.code == "unknown_card"
    state = play(state, sp, {"type": "sell_proof_of_concept", "cards": state.players[sp].deck[:4]}, rng)
    state = play(state, 1 - sp, {"type": "sell_proof_of_concept", "cards": state.players[1 - sp].deck[:1]}, rng)
    assert state.players[sp].gold == before[sp] + 18
    assert state.players[1 - sp].gold == before[1 - sp] + 6
    assert len(state.private_collections) == 5
    assert state.step == "fall_fresh_ideas"


def test_deck_registration_rules():
    state, rng = new_saga()
    sp = state.starting_player
    pool = state.players[sp].sideboard
    cases = [
        ({"cards": pool[:20], "basics": {"Plains": 19}}, "not_enough"),
        ({"cards": pool[:20] + pool[:1], "basics": {"Plains": 20}}, "invalid_input"),
        ({"cards": state.players[1 - sp].sideboard[:20], "basics": {"Plains": 20}}, "unknown_card"),
        ({"cards": pool[:20], "basics": {"Plaines": 20}}, "invalid_input"),
        ({"cards": pool[:20], "basics": {"Plains": 20}, "follow_theme": True}, "invalid_input"),
        ({"cards": pool[:20], "basics": {"Plains": 20}, "commander": pool[0]}, "no_commander_now"),
        ({"cards": pool[:20], "basics": {"Plains": 1_000_000}}, "invalid_input"),  # no paper deck
        ({"cards": pool[:20], "basics": {"Plains": 200, "Island": 31}}, "invalid_input"),  # 251 cards
    ]
    for payload, code in cases:
        with pytest.raises(IllegalAction) as error:
            play(state, sp, {"type": "register_deck", **payload}, rng)
        assert error.value.code == code, payload
    state = play(state, sp, {"type": "register_deck", "cards": pool, "basics": {}}, rng)
    assert len(state.players[sp].deck) == 41 and state.players[sp].sideboard == []


def test_a_stipulation_is_declared_and_checked_at_the_spring_festival():
    state, rng = new_saga()
    sp = state.starting_player
    state.theme, state.step, state.season = 11, "spring_register", "spring"  # New Beginnings
    player = state.players[sp]
    primary = [c for c in player.sideboard if player.primary_color in state.cards[c].colors]
    with pytest.raises(IllegalAction) as error:
        play(state, sp, {"type": "register_deck", "cards": primary, "basics": {"Plains": 30}}, rng)
    assert error.value.field == "follow_theme"
    with pytest.raises(IllegalAction) as error:
        play(
            state,
            sp,
            {"type": "register_deck", "cards": primary, "basics": {"Plains": 30}, "follow_theme": True},
            rng,
        )
    assert error.value.code == "breaks_theme"
    assert state.cards[primary[0]].name in error.value.message
    state = play(
        state,
        sp,
        {"type": "register_deck", "cards": primary, "basics": {"Plains": 30}, "follow_theme": False},
        rng,
    )
    registration = state.players[sp].registrations[-1]
    assert (registration.hand, registration.life) == (-1, -4)
    assert len(registration.theme_problems) == 12


def test_deals_are_refused_when_not_pending_and_players_wait_for_them():
    state, rng = new_saga()
    sp = state.starting_player
    with pytest.raises(IllegalAction) as error:
        play(state, None, {"type": "deal_market"}, rng)
    assert error.value.code == "not_pending"
    state.step, state.waiting_on = "winter_deal", []
    with pytest.raises(IllegalAction) as error:
        play(state, sp, {"type": "pass"}, rng)
    assert error.value.code == "waiting_for_deal"
    with pytest.raises(IllegalAction) as error:
        play(state, sp, {"type": "deal_market"}, rng)
    assert error.value.code == "not_a_player_action"
    dealt = deal(state, rng)
    with pytest.raises(IllegalAction) as error:  # a task delivered twice deals once
        play(dealt, None, {"type": "deal_market"}, rng)
    assert error.value.code == "not_pending"


def test_undo_restores_my_last_action_until_something_is_revealed():
    state, rng = new_saga()
    sp = state.starting_player
    registered = register(state, sp, rng)
    assert ENGINE.legal_actions(registered, sp) == ["undo", "adjust_gold"]
    undone = play(registered, sp, {"type": "undo"}, rng)
    # as before the registration, but for the count of actions (the registration, the undo)
    assert ENGINE.encode_state(undone) == ENGINE.encode_state(state) | {"undo": None, "seq": state.seq + 2}
    with pytest.raises(IllegalAction) as error:
        play(registered, 1 - sp, {"type": "undo"}, rng)
    assert error.value.code == "not_your_action"  # the other player's: taken back with both players' consent
    both = register(registered, 1 - sp, rng)
    with pytest.raises(IllegalAction):
        play(both, sp, {"type": "undo"}, rng)
    # A deal reveals cards: the action before it is taken back only with both players' consent.
    both.step, both.waiting_on = "winter_deal", []
    dealt = deal(both, rng)
    with pytest.raises(IllegalAction) as error:
        play(dealt, 1 - sp, {"type": "undo"}, rng)
    assert error.value.code == "needs_consent"
    assert "propose_undo" in ENGINE.legal_actions(dealt, 1 - sp)


def test_empty_pool_takes_half_of_private_collections_rounded_up():
    state, rng = new_saga()
    state.private_collections, state.unused = state.core_pool[:7], state.unused + state.core_pool[9:]
    state.core_pool = state.core_pool[7:9]
    state.step, state.waiting_on = "winter_deal", []
    outcome = ENGINE.apply(state, None, ENGINE.system_action(state), rng)
    # 2 from the pool, then 4 of the 7 collections go under it and are drawn, then 2 of 3, then 1...
    assert any(e["type"] == "pool_refilled" and e["count"] == 4 for e in outcome.events)
    market = [c for row in outcome.state.market for c in row if c is not None]
    assert len(market) == 9 and outcome.state.private_collections == []
    assert ENGINE.invariant_problems(outcome.state) == []


def test_a_reported_result_takes_effect_when_the_other_player_confirms_it():
    state, rng = new_saga()
    sp, other = state.starting_player, state.other_player
    state = register(register(state, sp, rng), other, rng)
    state = play(state, sp, {"type": "choose_play_draw", "play": True}, rng)
    gold = _gold(state)
    pending = play(state, sp, {"type": "report_skirmish", "winner": sp}, rng)
    assert _gold(pending) == gold and pending.step == "fall_skirmish" and pending.waiting_on == [other]
    assert ENGINE.legal_actions(pending, other)[:2] == ["confirm_result", "dispute_result"]
    assert ENGINE.legal_actions(pending, sp)[:1] == ["undo"]  # the reporter may take it back
    view = ENGINE.player_view(pending, other)
    assert view["report"] == {"by": sp, "report": {"type": "report_skirmish", "winner": sp}}
    assert view["waiting_on_text"] == "Waiting on you to confirm or dispute the reported result."
    for seat, payload, code in (
        (sp, {"type": "confirm_result"}, "own_report"),
        (other, {"type": "report_skirmish", "winner": other}, "wrong_phase"),
        (sp, {"type": "report_skirmish", "winner": other}, "not_your_turn"),
    ):
        with pytest.raises(IllegalAction) as error:
            play(pending, seat, payload, rng)
        assert error.value.code == code
    disputed = play(pending, other, {"type": "dispute_result"}, rng)
    assert disputed.report is None and disputed.waiting_on == [sp, other] and _gold(disputed) == gold
    with pytest.raises(IllegalAction) as error:
        play(disputed, sp, {"type": "confirm_result"}, rng)
    assert error.value.code == "no_report"
    confirmed = reported(disputed, other, {"type": "report_skirmish", "winner": other}, rng)
    assert _gold(confirmed)[other] == gold[other] + 6 and confirmed.step == "fall_fresh_ideas"


def test_each_duel_game_is_confirmed_before_the_next_is_reported():
    state, rng = new_saga()
    sp, other = state.starting_player, state.other_player
    state.step, state.season = "spring_duel", "spring"
    state.waiting_on = [sp, other]
    state = play(state, other, {"type": "report_duel_game", "winner": other}, rng)
    assert state.games == [] and state.waiting_on == [sp]
    state = play(state, sp, {"type": "confirm_result"}, rng)
    assert state.games == [other] and state.waiting_on == [sp, other] and state.decision == "report_duel_game"

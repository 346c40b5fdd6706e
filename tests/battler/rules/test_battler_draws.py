"""Draws, as each rule text says. The oracles are the texts' own words and numbers:

bar-battler.txt: "If the game is a draw, both players take only 1 damage instead."
treasure-battler.txt and autobattler-cube.txt: "If a draw would eliminate two live players at the
same time, those players must continue to play games (without drafting in between) until a
winner is decided. If for some reason they cannot, set both to 9 poison."
"""

from __future__ import annotations

import msgspec
import pytest

from battler.rules import ENGINE
from battler.rules import actions as A
from battler.rules.settings import AUTOBATTLER, BAR, TREASURE
from tabletop.rules.engine import IllegalAction

from .factory import act, ghost_table, play_results, set_lives, to_fight

BAR_DRAW_DAMAGE = 1
BAR_START_HP = 30
POISON_LIMIT = 10
CANNOT_POISON = 9


def pairing_with(state, seat):
    return next(p for p in state.pairings if seat in p.seats)


def test_a_bar_draw_deals_one_damage_to_each():
    state, rng = to_fight(BAR)
    a, b = state.pairings[0].seats
    state = play_results(state, rng, {a: None})
    assert state.players[a].life == state.players[b].life == BAR_START_HP - BAR_DRAW_DAMAGE


def test_a_bar_draw_that_kills_both_players_kills_them():
    """Bar has no replay rule: the draw's damage is dealt, whatever it does."""
    state, rng = to_fight(BAR)
    a, b = state.pairings[0].seats
    state = set_lives(state, {a: BAR_DRAW_DAMAGE, b: BAR_DRAW_DAMAGE})
    state = play_results(state, rng, {a: None})
    assert state.phase != "fight" and not any(p.replay for p in state.pairings)
    assert state.players[a].life == state.players[b].life == 0
    assert not state.players[a].alive and not state.players[b].alive
    assert sorted(state.eliminated) == sorted([a, b])


def test_a_bar_draw_that_kills_the_last_two_alive_is_played_off_for_the_win():
    """Decision (the text is silent): with nobody left alive, the players who fell together play
    off for the win, as the Ghost's playoff does."""
    state, rng = to_fight(BAR, lives={0: 0, 1: 0, 2: BAR_DRAW_DAMAGE, 3: BAR_DRAW_DAMAGE})
    assert [p.seats for p in state.pairings] == [[2, 3]]
    state = play_results(state, rng, {2: None})
    assert state.players[2].life == state.players[3].life == 0
    assert state.phase == "fight" and state.playoff == [2, 3] and state.pairings[0].playoff
    state = play_results(state, rng, {2: 3})
    assert state.phase == "finished" and state.ending.winners == [3]
    assert state.eliminated == [0, 1, 2]


@pytest.mark.parametrize("settings", [TREASURE, AUTOBATTLER], ids=["treasure", "autobattler"])
def test_a_draw_that_would_eliminate_two_live_players_is_replayed_until_a_winner(settings):
    state, rng = to_fight(settings)
    a, b = state.pairings[0].seats
    state = set_lives(state, {a: POISON_LIMIT - 1, b: POISON_LIMIT - 1})
    for _ in range(6):  # "must continue to play games ... until a winner is decided"
        state = play_results(state, rng, {a: None})
        assert state.phase == "fight" and [p.seats for p in state.pairings] == [[a, b]]
        assert state.pairings[0].replay and state.pairings[0].status == "playing"
        assert state.players[a].life == state.players[b].life == POISON_LIMIT - 1
        assert state.players[a].alive and state.players[b].alive
    state = play_results(state, rng, {a: b})
    assert not state.players[a].alive and state.players[b].alive
    assert state.players[a].life >= POISON_LIMIT and state.players[b].life == POISON_LIMIT - 1


@pytest.mark.parametrize("settings", [TREASURE, AUTOBATTLER], ids=["treasure", "autobattler"])
def test_players_who_cannot_decide_a_replay_go_to_nine_poison(settings):
    # With the texts' option "every loss just gives 2 poison counters", 8 and 9 poison both die.
    state, rng = to_fight(msgspec.structs.replace(settings, damage="flat"))
    a, b = state.pairings[0].seats
    state = set_lives(state, {a: POISON_LIMIT - 2, b: POISON_LIMIT - 1})
    state = play_results(state, rng, {a: None})
    assert state.pairings[0].replay
    assert "cannot_decide" in ENGINE.legal_actions(state, a)
    state = act(state, a, A.CannotDecide(), rng)
    assert ENGINE.legal_actions(state, b) == ["confirm_result", "dispute_result"]
    state = act(state, b, A.ConfirmResult(), rng)
    assert state.players[a].life == state.players[b].life == CANNOT_POISON
    assert state.players[a].alive and state.players[b].alive
    assert state.phase == "draft"


def test_a_disputed_cannot_is_played_on():
    state, rng = to_fight(TREASURE, 2)
    state = set_lives(state, {0: POISON_LIMIT - 1, 1: POISON_LIMIT - 1})
    state = play_results(state, rng, {0: None})
    state = act(state, 1, A.CannotDecide(), rng)
    state = act(state, 0, A.DisputeResult(), rng)
    assert state.pairings[0].status == "disputed"
    state = play_results(state, rng, {0: 0})
    assert state.phase == "finished" and state.ending.winners == [0]


@pytest.mark.parametrize("settings", [TREASURE, BAR], ids=["treasure", "bar"])
def test_cannot_decide_is_only_for_a_replay(settings):
    state, rng = to_fight(settings, 4)
    a, _ = state.pairings[0].seats
    assert "cannot_decide" not in ENGINE.legal_actions(state, a)
    with pytest.raises(IllegalAction) as error:
        act(state, a, A.CannotDecide(), rng)
    assert error.value.code == "not_a_replay"


def test_a_draw_that_kills_only_one_live_player_is_a_loss_for_both():
    """treasure-battler.txt: "A draw counts as a loss for both players"; the replay is for two."""
    state, rng = to_fight(TREASURE, 4)
    a, b = state.pairings[0].seats
    state = set_lives(state, {a: POISON_LIMIT - 1, b: 0})
    state = play_results(state, rng, {a: None})
    assert not state.players[a].alive and state.players[b].life == 1  # stage 1: 1 poison


def test_the_ghost_playoff_is_replayed_until_a_winner_or_settled_by_a_coin():
    """Decision (the text is silent on a drawn playoff): as for live players, the playoff is
    played again until there is a winner; if the two cannot, a coin picks the finalist."""
    state, rng = ghost_table(TREASURE)
    assert state.playoff == [1, 3]
    for _ in range(4):
        state = play_results(state, rng, {1: None})
        assert state.phase == "fight" and state.pairings[0].playoff and state.pairings[0].replay
    state = act(state, 1, A.CannotDecide(), rng)
    state = act(state, 3, A.ConfirmResult(), rng)
    finalist = 1 if state.players[1].alive else 3
    assert state.playoff == [] and state.players[finalist].life == CANNOT_POISON
    assert state.eliminated == [0, 4 - finalist] and state.phase == "draft"

"""Red team: a trash undone after the trashed cards left the yard. A Bar player trashes two pool
cards (they go to the face-up pack yard); another player then rerolls, and with the pack pile
short the yard is shuffled into the pile and dealt from. The trasher's undo then took the two
cards back into their pool while they sat in the other player's pack or the pile: one card in two
places, which every later deal and view carried (found by random play over the /new/ options with
a cube just big enough for the table)."""

import pytest

from battler.rules import ENGINE
from battler.rules import actions as A
from battler.rules.settings import BAR
from tabletop.rules.engine import IllegalAction

from .rules.factory import act, choose_basics, new_game


def bar_draft_with_a_short_pile():
    needed = 4 * (BAR.start_cards + BAR.pack_size) + BAR.rochester_pack
    state, rng = new_game(BAR, 4, "short", size=needed)  # every card dealt: the pile is empty in the draft
    while state.phase == "rochester":
        state = act(state, state.pick_order[0], A.RochesterPick(card=state.table[0]), rng)
    state = choose_basics(state, rng)
    assert state.phase == "draft" and state.pack_pile == []
    return state, rng


def test_a_trash_is_not_undone_once_its_cards_were_shuffled_back_and_dealt():
    state, rng = bar_draft_with_a_short_pile()
    trashed = state.players[0].pool[:2]
    state = act(state, 0, A.Trash(cards=trashed), rng)
    state = act(state, 1, A.Reroll(), rng)  # the pile is short: the yard (the trashed cards too) is dealt from
    assert not set(trashed) & set(state.pack_yard)
    assert "undo" not in ENGINE.legal_actions(state, 0)
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(state, 0, A.Undo(), rng)
    assert refused.value.code == "undo_too_late"
    assert "shuffled" in refused.value.message
    assert ENGINE.invariant_problems(state) == []


def test_a_trash_is_undone_while_its_cards_are_still_in_the_yard():
    state, rng = bar_draft_with_a_short_pile()
    trashed = state.players[0].pool[:2]
    state = act(state, 0, A.Trash(cards=trashed), rng)
    assert "undo" in ENGINE.legal_actions(state, 0)
    state = act(state, 0, A.Undo(), rng)
    assert set(trashed) <= set(state.players[0].pool) and not set(trashed) & set(state.pack_yard)

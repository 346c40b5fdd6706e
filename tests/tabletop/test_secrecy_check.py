"""The state machines' check that a refusal tells nothing hidden (tests/stateful.py) can fail:
it catches a refusal naming a hidden card, by name or by id, and lets one naming a visible card
pass."""

import pytest

from tabletop.rules.engine import IllegalAction
from tabletop.rules.undo import Undo
from tests.saga.rules.test_saga_stateful import ENGINE, sample_saga
from tests.stateful import assert_refusal_tells_nothing_hidden, visible_card_ids


def a_position():
    state, rng = sample_saga(False, False, 0)[0].start(40)
    visible = visible_card_ids(ENGINE.player_view(state, 0))
    hidden = next(card for card in state.cards if card.id not in visible)
    shown = next(card for card in state.cards if card.id in visible and card.name != hidden.name)
    return state, rng, hidden, shown


@pytest.mark.parametrize("told", ["no {name} here", "card {id} is not yours"])
def test_a_refusal_naming_a_hidden_card_is_caught(told):
    state, rng, hidden, _shown = a_position()
    refusal = IllegalAction(told.format(name=hidden.name, id=hidden.id), code="x")
    with pytest.raises(AssertionError, match=r"names .+, hidden from seat 0"):
        assert_refusal_tells_nothing_hidden(ENGINE, state, 0, Undo(), refusal, rng)


def test_a_refusal_naming_a_visible_card_passes_the_wording_check():
    state, rng, _hidden, shown = a_position()
    refusal = IllegalAction(f"no {shown.name} here", code="x")
    # past the wording, the check applies the action again with the hidden cards changed, where
    # an undo is not refused in these words: that it says so shows the wording passed
    with pytest.raises(AssertionError, match="depends on cards hidden from seat 0"):
        assert_refusal_tells_nothing_hidden(ENGINE, state, 0, Undo(), refusal, rng)

"""Whole random sagas: invariants at every step, a winner at 4 VP, exact replay."""

import msgspec
import pytest

from saga.rules import ENGINE
from saga.rules.engine import CORRECTIONS
from saga.rules.state import LAST_YEAR, VP_TO_WIN
from tabletop.rules.engine import replay
from tabletop.rules.rng import Rng

from .cube import general_cube
from .helpers import new_saga, step_randomly


def _play_out(seed: str, cards=None, **settings):
    state, rng = new_saga(seed, cards, **settings)
    initial, counter = ENGINE.encode_state(state), rng.counter
    log, chooser = [], Rng(seed + "-choices")
    while not ENGINE.is_over(state):
        seat, action, state = step_randomly(state, rng, chooser)
        log.append((seat, msgspec.to_builtins(action)))
        assert ENGINE.invariant_problems(state) == [], (seed, state.step)
        assert len(log) < 2000
    return initial, counter, log, state


@pytest.mark.parametrize("seed", [f"saga-{i}" for i in range(12)])
def test_random_sagas_keep_their_promises(seed):
    _, _, _, state = _play_out(seed, insurance_broker=True, hire_a_thief=True)
    vps = sorted(p.vp for p in state.players)
    assert vps[1] == VP_TO_WIN and vps[0] < VP_TO_WIN
    assert state.players[state.ending.winners[0]].vp == VP_TO_WIN
    assert state.year <= LAST_YEAR and state.step == "saga_over"
    # Nothing of the saga is left to do: only corrections of the last action or of gold.
    assert set(ENGINE.legal_actions(state, 0)) <= set(CORRECTIONS) and ENGINE.system_action(state) is None


def test_a_saga_without_modules():
    _, _, _, state = _play_out("general", cards=general_cube())
    assert state.ending is not None


@pytest.mark.parametrize("seed", ["replay-1", "replay-2"])
def test_replay_reaches_the_same_state(seed):
    initial, counter, log, final = _play_out(seed, insurance_broker=True, hire_a_thief=True)
    replayed = replay(ENGINE, initial, Rng(seed, counter), log)
    assert ENGINE.encode_state(replayed) == ENGINE.encode_state(final)

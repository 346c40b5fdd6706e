"""Hypothesis drives sagas from every point of a year with legal and illegal actions; every
promise holds after every step and an illegal action changes nothing (tests/stateful.py)."""

import functools

import pytest
from hypothesis import strategies as st
from hypothesis.stateful import initialize, rule

from saga.rules import ENGINE
from saga.rules.playout import random_decision
from tabletop.engine import IllegalAction
from tabletop.rng import Rng
from tests.stateful import SHARDS, EngineMachine, Move, play_sample_game, run_sequences

from .helpers import CUBE

_ids = st.integers(min_value=-2, max_value=len(CUBE) + 2)
_card_lists = st.lists(_ids, max_size=6)
_payloads = st.one_of(
    st.fixed_dictionaries({"type": st.just("buy"), "row": st.integers(-1, 2), "column": st.integers(-1, 12)}),
    st.fixed_dictionaries(
        {
            "type": st.just("register_deck"),
            "cards": _card_lists,
            "basics": st.dictionaries(st.sampled_from(["Plains", "Island", "Nope"]), st.integers(-1, 45), max_size=2),
        }
    ),
    st.fixed_dictionaries(
        {
            "type": st.sampled_from(["pick", "sell_trending", "sell_proof_of_concept", "insure"]),
            "cards": _card_lists,
        }
    ),
    st.fixed_dictionaries({"type": st.just("force_sale"), "card": st.one_of(st.none(), _ids)}),
    st.fixed_dictionaries({"type": st.just("report_duel_game"), "winner": st.integers(-1, 2)}),
    st.fixed_dictionaries({"type": st.just("report_skirmish"), "winner": st.one_of(st.none(), st.integers(-1, 2))}),
    st.fixed_dictionaries(
        {"type": st.just("hire_thief"), "from": st.sampled_from(["private_collections", "opponent", "deck"])}
    ),
    st.fixed_dictionaries({"type": st.just("steal"), "card": _ids}),
    st.fixed_dictionaries(
        {"type": st.just("register_deck"), "cards": _card_lists, "basics": st.just({"Plains": 40}), "commander": _ids}
    ),
    st.fixed_dictionaries(
        {
            "type": st.just("adjust_gold"),
            "seat": st.integers(-1, 2),
            "delta": st.integers(-1001, 1001),
            "reason": st.sampled_from(["", "typo", "x" * 201]),
        }
    ),
    st.fixed_dictionaries({"type": st.just("solomon_split"), "pile_a": _card_lists}),
    st.sampled_from(
        [
            {"type": t}
            for t in (
                "pass",
                "undo",
                "propose_undo",
                "consent_undo",
                "refuse_undo",
                "consent_adjustment",
                "refuse_adjustment",
                "decline_thief",
                "deal_market",
                "deal_theme",
                "deal_boosters",
                "deal_fair",
                "deal_learning_booster",
                "shout",
            )
        ]
    ),
    st.fixed_dictionaries({"type": st.just("buy"), "row": st.just("0"), "column": st.just(1)}),
)


def random_move(state, chooser: Rng) -> Move:
    """The table's pending deal, or a random decision of a seat the saga waits on."""
    pending = ENGINE.system_action(state)
    if pending is not None:
        return None, pending
    seat = state.waiting_on[chooser.randbelow(len(state.waiting_on))]
    return seat, random_decision(state, seat, chooser)


@functools.cache
def sample_saga(insurance: bool, thief: bool, seed: int):
    rng = Rng(f"stateful-{insurance}-{thief}-{seed}")
    state = ENGINE.setup({"insurance_broker": insurance, "hire_a_thief": thief}, CUBE, ["Ann", "Bob"], rng)
    chooser = Rng(f"choices-{seed}")
    return play_sample_game(ENGINE, state, rng, lambda state: random_move(state, chooser))


class SagaMachine(EngineMachine):
    engine = ENGINE
    checks_refusal_secrecy = True

    @initialize(insurance=st.booleans(), thief=st.booleans(), seed=st.integers(0, 3), position=st.integers(0, 10**6))
    def start(self, insurance, thief, seed, position):
        self.begin(*sample_saga(insurance, thief, seed).start(position))

    def random_move(self, chooser: Rng) -> Move:
        return random_move(self.state, chooser)

    @rule(seat=st.sampled_from([0, 1, None, 2]), payload=_payloads)
    def any_document(self, seat, payload):
        try:
            ENGINE.parse_action(payload)
        except IllegalAction as error:
            # Malformed: refused before any rule. (EngineMachine.attempt's secrecy check reads the
            # parsed action, unbound when parsing failed.)
            assert error.code == "invalid_action" and error.message
            return
        self.attempt(seat, payload)

    def check_more(self):
        if not ENGINE.is_over(self.state):
            assert self.state.waiting_on or ENGINE.system_action(self.state) is not None


@pytest.mark.parametrize("shard", range(SHARDS))
def test_random_sagas(shard):
    run_sequences(SagaMachine)

"""Hypothesis drives sagas with legal and illegal actions; promises hold after every step and an
illegal action changes nothing (not the state, not the Rng)."""

import msgspec
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from saga.rules import ENGINE
from tabletop.engine import IllegalAction, replay, to_builtins
from tabletop.rng import Rng

from .helpers import CUBE, step_randomly

_ids = st.integers(min_value=-2, max_value=len(CUBE) + 2)
_card_lists = st.lists(_ids, max_size=6)
_payloads = st.one_of(
    st.fixed_dictionaries({"type": st.just("buy"), "row": st.integers(-1, 2), "column": st.integers(-1, 12)}),
    st.fixed_dictionaries(
        {
            "type": st.just("register_deck"),
            "cards": _card_lists,
            "basics": st.dictionaries(
                st.sampled_from(["Plains", "Island", "Nope"]), st.integers(-1, 45), max_size=2
            ),
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
    st.fixed_dictionaries(
        {"type": st.just("report_skirmish"), "winner": st.one_of(st.none(), st.integers(-1, 2))}
    ),
    st.fixed_dictionaries(
        {
            "type": st.just("hire_thief"),
            "from": st.sampled_from(["private_collections", "opponent"]),
            "card": _ids,
        }
    ),
    st.fixed_dictionaries({"type": st.just("solomon_split"), "pile_a": _card_lists}),
    st.sampled_from(
        [
            {"type": t}
            for t in (
                "pass",
                "undo",
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


def _fingerprint(state) -> bytes:
    # Cards are shared between states and never change: everything else is compared.
    return msgspec.msgpack.encode(msgspec.structs.replace(state, cards=[]))


class SagaMachine(RuleBasedStateMachine):
    @initialize(seed=st.integers(0, 10**9), insurance=st.booleans(), thief=st.booleans())
    def start(self, seed, insurance, thief):
        self.rng = Rng(f"stateful-{seed}")
        self.chooser = Rng(f"choices-{seed}")
        self.state = ENGINE.setup(
            {"insurance_broker": insurance, "hire_a_thief": thief}, CUBE, ["Ann", "Bob"], self.rng
        )
        self.initial, self.initial_counter, self.log = ENGINE.encode_state(self.state), self.rng.counter, []

    @precondition(lambda self: not ENGINE.is_over(self.state))
    @rule(steps=st.integers(1, 25))
    def legal_moves(self, steps):
        for _ in range(steps):
            if ENGINE.is_over(self.state):
                return
            seat, action, self.state = step_randomly(self.state, self.rng, self.chooser)
            self.log.append((seat, to_builtins(action)))
            assert ENGINE.invariant_problems(self.state) == []

    @rule(seat=st.sampled_from([0, 1, None, 2]), payload=_payloads)
    def any_action(self, seat, payload):
        before, counter = _fingerprint(self.state), self.rng.counter
        try:
            action = ENGINE.parse_action(payload)
            outcome = ENGINE.apply(self.state, seat, action, self.rng)
        except IllegalAction as error:
            assert error.code and error.message
            assert _fingerprint(self.state) == before
            assert self.rng.counter == counter
            return
        assert _fingerprint(self.state) == before  # input untouched
        self.state = outcome.state
        self.log.append((seat, payload))

    @invariant()
    def promises_hold(self):
        if hasattr(self, "state"):
            assert ENGINE.invariant_problems(self.state) == []

    @invariant()
    def someone_or_the_table_can_act(self):
        if hasattr(self, "state") and not ENGINE.is_over(self.state):
            assert self.state.waiting_on or ENGINE.system_action(self.state) is not None


    def teardown(self):
        """Replaying the log from the initial state gives the state reached, byte for byte."""
        if hasattr(self, "state"):
            rng = Rng(self.rng.seed, self.initial_counter)
            assert _fingerprint(replay(ENGINE, self.initial, rng, self.log)) == _fingerprint(self.state)
            assert rng.counter == self.rng.counter


TestSagaStateful = SagaMachine.TestCase

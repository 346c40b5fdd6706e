"""A state machine over random battler games: legal moves keep every promise, and an illegal
move raises and changes nothing."""

from __future__ import annotations

import msgspec
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from battler.rules import ENGINE
from battler.rules import actions as A
from battler.rules.engine import waiting
from battler.rules.playout import random_legal_action
from battler.rules.settings import PRESETS
from tabletop.engine import IllegalAction, replay, to_builtins
from tabletop.rng import Rng

from .factory import new_game

ANY_ACTION = st.one_of(
    st.builds(A.Trade, pool_card=st.integers(-2, 250), pack_card=st.integers(-2, 250)),
    st.builds(A.Pick, card=st.integers(-2, 250)),
    st.builds(A.Reroll),
    st.builds(A.BuyBasic, basic=st.sampled_from(["W", "G", "X"])),
    st.builds(A.SwapBasic, give=st.sampled_from(["W", "G"]), take=st.sampled_from(["U", "G", "Q"])),
    st.builds(
        A.ShiftBasics,
        give=st.dictionaries(st.sampled_from("WUBRG"), st.integers(-1, 3)),
        take=st.dictionaries(st.sampled_from("WUBRGX"), st.integers(-1, 3)),
    ),
    st.builds(A.Trash, cards=st.lists(st.integers(-1, 250), max_size=3)),
    st.builds(A.SelectHand, cards=st.lists(st.integers(-1, 250), max_size=8)),
    st.builds(
        A.ReportResult,
        result=st.sampled_from(["win", "loss", "draw", "concede"]),
        cards_left=st.integers(-1, 9),
        treasures=st.none() | st.integers(-1, 9),
    ),
    st.builds(A.ConfirmResult),
    st.builds(A.DisputeResult),
    st.builds(A.CarouselPick, card=st.integers(-1, 250)),
    st.builds(A.RochesterPick, card=st.integers(-1, 250)),
    st.builds(A.ChooseAugment, augment=st.integers(-1, 250)),
    st.builds(A.ChooseBasics, basics=st.dictionaries(st.sampled_from("WUBRGX"), st.integers(-1, 3))),
    st.builds(A.Undo),
    st.builds(A.DoneShopping),
)


class BattlerMachine(RuleBasedStateMachine):
    @initialize(preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 10**6))
    def start(self, preset, seed):
        settings = msgspec.structs.replace(PRESETS[preset], augments="none")
        self.state, self.rng = new_game(settings, 4, f"stateful-{seed}")
        self.chooser = Rng(f"chooser-{seed}")
        self.initial, self.initial_counter, self.log = ENGINE.encode_state(self.state), self.rng.counter, []

    @precondition(lambda self: not ENGINE.is_over(self.state))
    @rule(steps=st.integers(1, 10))
    def play_legal(self, steps):
        for _ in range(steps):
            if ENGINE.is_over(self.state):
                return
            seat = self.chooser.choice(waiting(self.state))
            action = random_legal_action(self.state, seat, self.chooser)
            assert action is not None
            self.state = ENGINE.apply(self.state, seat, action, self.rng).state
            self.log.append((seat, to_builtins(action)))
            assert ENGINE.invariant_problems(self.state) == []

    @rule(seat=st.integers(-1, 4), action=ANY_ACTION)
    def try_anything(self, seat, action):
        before = ENGINE.encode_state(self.state)
        try:
            outcome = ENGINE.apply(self.state, seat, action, self.rng)
        except IllegalAction as error:
            assert error.code and error.message
            assert ENGINE.encode_state(self.state) == before
            return
        assert ENGINE.encode_state(self.state) == before  # apply never touches its input
        self.state = outcome.state
        self.log.append((seat, to_builtins(action)))

    @invariant()
    def promises_hold(self):
        if hasattr(self, "state"):
            assert ENGINE.invariant_problems(self.state) == []
            ENGINE.player_view(self.state, self.chooser.randbelow(4))


    def teardown(self):
        """Replaying the log from the initial state gives the state reached, byte for byte."""
        if hasattr(self, "state"):
            rng = Rng(self.rng.seed, self.initial_counter)
            replayed = replay(ENGINE, self.initial, rng, self.log)
            assert ENGINE.encode_state(replayed) == ENGINE.encode_state(self.state)
            assert rng.counter == self.rng.counter


TestBattlerMachine = BattlerMachine.TestCase

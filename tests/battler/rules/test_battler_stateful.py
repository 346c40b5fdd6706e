"""Hypothesis drives battler games from every point of a game with legal and illegal actions;
every promise holds after every step and an illegal action changes nothing (tests/stateful.py)."""

from __future__ import annotations

import functools

import msgspec
import pytest
from hypothesis import strategies as st
from hypothesis.stateful import initialize, rule

from battler.rules import ENGINE
from battler.rules import actions as A
from battler.rules.engine import waiting
from battler.rules.playout import random_legal_action
from battler.rules.settings import PRESETS
from tabletop.engine import to_builtins
from tabletop.rng import Rng
from tests.stateful import SHARDS, EngineMachine, Move, play_sample_game, run_sequences

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


def random_move(state, chooser: Rng) -> Move:
    seat = chooser.choice(waiting(state))
    return seat, random_legal_action(state, seat, chooser)


@functools.cache
def sample_battler(preset: str, seed: int):
    state, rng = new_game(msgspec.structs.replace(PRESETS[preset], augments="none"), 4, f"stateful-{seed}")
    chooser = Rng(f"chooser-{seed}")
    return play_sample_game(ENGINE, state, rng, lambda state: random_move(state, chooser))


class BattlerMachine(EngineMachine):
    engine = ENGINE
    checks_refusal_secrecy = True

    @initialize(preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 3), position=st.integers(0, 10**6))
    def start(self, preset, seed, position):
        self.begin(*sample_battler(preset, seed).start(position))

    def random_move(self, chooser: Rng) -> Move:
        return random_move(self.state, chooser)

    @rule(seat=st.integers(-1, 4), action=ANY_ACTION)
    def any_document(self, seat, action):
        self.attempt(seat, to_builtins(action))

    def check_more(self):
        ENGINE.player_view(self.state, self.rng.counter % 4)  # every seat's view renders


@pytest.mark.parametrize("shard", range(SHARDS))
def test_random_battlers(shard):
    run_sequences(BattlerMachine)

"""What the three engines' Hypothesis state machines share.

A sequence starts at a position of a sample game (a random whole game played once per process
and checked once: every promise after every action, and the production `replay` of its whole
log), so that sequences of a few dozen actions still reach every part of a game. From there it
takes random legal moves and random documents, most of them illegal. After every accepted
action the promises hold and the replay of the sequence's log equals the state; the replay is
kept up to date one action at a time (a replay of n + 1 actions is that of n actions plus one,
from the decoded starting state), so a check costs one more `apply`, not a whole replay.

The active Hypothesis profile's `max_examples` (profiles in pyproject.toml) is the number of
sequences per format; `run_sequences` splits them into SHARDS tests that xdist runs in parallel
and proves they all ran.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

import msgspec
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, precondition, rule, run_state_machine_as_test

from tabletop.engine import Engine, IllegalAction, replay, to_builtins
from tabletop.rng import Rng

SHARDS = 4
Move = tuple[int | None, Any]


def fingerprint(state: Any) -> bytes:
    """Everything of a state but its cards, which never change and are shared between states."""
    return msgspec.msgpack.encode(msgspec.structs.replace(state, cards=[]))


@dataclass(frozen=True)
class SampleGame:
    seed: str
    positions: list[tuple[Any, int]]  # every state reached, with the Rng's counter there

    def start(self, choice: int) -> tuple[Any, Rng]:
        state, counter = self.positions[choice % len(self.positions)]
        return state, Rng(self.seed, counter)


def play_sample_game(
    engine: Engine, state: Any, rng: Rng, next_move: Callable[[Any], Move | None], limit: int = 5000
) -> SampleGame:
    initial, initial_counter, seed = engine.encode_state(state), rng.counter, rng.seed
    positions, log = [(state, rng.counter)], []
    while not engine.is_over(state) and len(log) < limit:
        move = next_move(state)
        if move is None:
            continue
        seat, action = move
        state = engine.apply(state, seat, action, rng).state
        assert engine.invariant_problems(state) == []
        log.append((seat, to_builtins(action)))
        positions.append((state, rng.counter))
    replayed = replay(engine, initial, Rng(seed, initial_counter), log)
    assert fingerprint(replayed) == fingerprint(state)
    return SampleGame(seed, positions)


class EngineMachine(RuleBasedStateMachine):
    """A format's machine sets `engine`, starts with `begin` in its @initialize, says how to pick
    a random legal move (`random_move`) and adds its own rule for wild documents (`attempt`)."""

    engine: ClassVar[Engine]
    sequences_run: ClassVar[int] = 0

    def begin(self, state: Any, rng: Rng) -> None:
        self.state, self.rng = state, rng
        # The replay starts from the state as stored: encoded without its cards, which the
        # service keeps apart and shares (tabletop/states.py).
        self.replayed = self.engine.decode_state(self.engine.encode_state(msgspec.structs.replace(state, cards=[])))
        self.replayed.cards = state.cards
        self.replay_rng = Rng(rng.seed, rng.counter)
        self.check()

    def random_move(self, chooser: Rng) -> Move | None:
        raise NotImplementedError

    def check_more(self) -> None:
        """Promises of the format beyond `invariant_problems`."""

    @precondition(lambda self: not self.engine.is_over(self.state))
    @rule(choice=st.integers(0, 2**32), burst=st.integers(1, 8))
    def legal_moves(self, choice: int, burst: int) -> None:
        """A few random legal moves: Hypothesis's own cost per rule is spread over more play."""
        chooser = Rng(str(choice))
        for _ in range(burst):
            if self.engine.is_over(self.state):
                return
            move = self.random_move(chooser)
            if move is not None:
                seat, action = move
                self.record(seat, action, self.engine.apply(self.state, seat, action, self.rng).state)

    def attempt(self, seat: int | None, payload: dict[str, Any]) -> None:
        """A document from anyone: refused with a code and nothing changed (not the state, not
        the Rng), or accepted and then held to every promise."""
        counter = self.rng.counter
        try:
            action = self.engine.parse_action(payload)
            outcome = self.engine.apply(self.state, seat, action, self.rng)
        except IllegalAction as error:
            assert error.code and error.message
            assert fingerprint(self.state) == self.checked
            assert self.rng.counter == counter
            return
        self.record(seat, action, outcome.state)

    def record(self, seat: int | None, action: Any, new_state: Any) -> None:
        assert fingerprint(self.state) == self.checked, "apply changed its input"
        logged = self.engine.parse_action(to_builtins(action))  # the action as the log gives it back
        self.replayed = self.engine.apply(self.replayed, seat, logged, self.replay_rng).state
        self.state = new_state
        self.check()

    def check(self) -> None:
        assert self.engine.invariant_problems(self.state) == []
        self.checked = fingerprint(self.state)
        assert fingerprint(self.replayed) == self.checked, "the replay of the log differs from the state"
        assert self.replay_rng.counter == self.rng.counter
        self.check_more()

    def teardown(self) -> None:
        type(self).sequences_run += 1


def run_sequences(machine: type[EngineMachine], steps: int = 10) -> None:
    """One shard: the profile's sequences divided by SHARDS, each of at most `steps` rules."""
    wanted = -(-settings.default.max_examples // SHARDS)
    counted = type(machine.__name__, (machine,), {"sequences_run": 0})
    run_state_machine_as_test(counted, settings=settings(max_examples=wanted, stateful_step_count=steps))
    assert counted.sequences_run >= wanted

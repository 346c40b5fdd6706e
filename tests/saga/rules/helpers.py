"""Driving a saga in tests: setup, actions as JSON payloads, deals, and whole random sagas."""

from __future__ import annotations

from typing import Any

from saga.rules import ENGINE
from saga.rules.playout import random_decision
from saga.rules.state import SagaState
from tabletop.rng import Rng

from .cube import synthetic_cube

CUBE = synthetic_cube()


def new_saga(seed: str = "seed", cards=None, **settings: Any) -> tuple[SagaState, Rng]:
    rng = Rng(seed)
    return ENGINE.setup(settings, cards or CUBE, ["Ann", "Bob"], rng), rng


def play(state: SagaState, seat: int | None, payload: dict[str, Any], rng: Rng) -> SagaState:
    return ENGINE.apply(state, seat, ENGINE.parse_action(payload), rng).state


def deal(state: SagaState, rng: Rng) -> SagaState:
    pending = ENGINE.system_action(state)
    assert pending is not None, f"nothing to deal at {state.step}"
    return ENGINE.apply(state, None, pending, rng).state


def register(state: SagaState, seat: int, rng: Rng, follow: bool | None = None) -> SagaState:
    """Register 20 cards of the pool plus 20 Plains."""
    player = state.players[seat]
    cards = (player.deck + player.sideboard)[:20]
    return play(
        state,
        seat,
        {"type": "register_deck", "cards": cards, "basics": {"Plains": 20}, "follow_theme": follow},
        rng,
    )


def step_randomly(state: SagaState, rng: Rng, chooser: Rng) -> tuple[int | None, Any, SagaState]:
    """One random legal move of whoever the saga waits on (or the table's deal). The choices come
    from their own `chooser`, so that the game's `rng` replays from the log alone."""
    pending = ENGINE.system_action(state)
    if pending is not None:
        return None, pending, ENGINE.apply(state, None, pending, rng).state
    seat = state.waiting_on[chooser.randbelow(len(state.waiting_on))]
    action = random_decision(state, seat, chooser)
    return seat, action, ENGINE.apply(state, seat, action, rng).state

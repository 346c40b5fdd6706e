"""Driving a saga in tests: setup, actions as JSON payloads, deals, and whole random sagas."""

from __future__ import annotations

from typing import Any

from saga.rules import ENGINE
from saga.rules.playout import random_decision
from saga.rules.state import SagaState
from tabletop.rules.rng import Rng

from .cube import synthetic_cube

CUBE = synthetic_cube()


def new_saga(seed: str = "seed", cards=None, **settings: Any) -> tuple[SagaState, Rng]:
    rng = Rng(seed)
    return ENGINE.setup(settings, cards or CUBE, ["Ann", "Bob"], rng), rng


def play(state: SagaState, seat: int | None, payload: dict[str, Any], rng: Rng) -> SagaState:
    return ENGINE.apply(state, seat, ENGINE.parse_action(payload), rng).state


def reported(state: SagaState, seat: int, payload: dict[str, Any], rng: Rng) -> SagaState:
    """A result reported by `seat` and confirmed by the other player."""
    return play(play(state, seat, payload, rng), 1 - seat, {"type": "confirm_result"}, rng)


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


def visible_ids(state: SagaState, seat: int | None) -> set[int]:
    """The cards `seat` (None: a spectator) may know now, from the rules' text rather than from
    views.py: the face-up piles and what the rules reveal to everyone (the market, Private
    Collections, trending cards, insured cards, Solomon's cards); one's own pool; the booster
    while one picks from it; and the pile a hired thief browses, for the thief's player."""
    ids = set(state.private_collections) | {c for row in state.market for c in row if c is not None}
    for player in state.players:
        ids |= {t.card for t in player.trending} | set(player.insured)
        ids |= set(player.solomon_offer) | set(player.solomon_cards) | {c for p in player.solomon_piles for c in p}
    if seat is None:
        return ids
    ids |= set(state.players[seat].deck) | set(state.players[seat].sideboard)
    if seat in state.waiting_on and state.step in ("spring_loser_picks", "spring_winner_picks"):
        ids |= set(state.booster)
    if getattr(state, "thief_from", None) == "opponent" and seat == state.starting_player:
        ids |= set(state.players[1 - seat].sideboard)
    return ids

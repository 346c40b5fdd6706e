"""A tiny game for testing the shared machinery: seats take turns adding to a public counter,
each seat keeps a hidden number, and when the counter reaches 10 the table itself rolls a die
(a background step, as a saga deals its markets)."""

from typing import Any

import msgspec

from tabletop.rules.engine import (
    Card,
    Engine,
    GameOver,
    IllegalAction,
    InvalidInput,
    NotYourTurn,
    Outcome,
    WrongPhase,
    clone,
)
from tabletop.rules.rng import Rng


class CounterSettings(msgspec.Struct, forbid_unknown_fields=True):
    target: int = 20


class CounterState(msgspec.Struct):
    seats: int
    target: int
    value: int = 0
    turn: int = 0
    secrets: list[int] = []
    die: int | None = None
    finished: bool = False


class Add(msgspec.Struct, tag="add", tag_field="type", forbid_unknown_fields=True):
    amount: int


class SetSecret(msgspec.Struct, tag="set_secret", tag_field="type", forbid_unknown_fields=True):
    value: int


class RollDie(msgspec.Struct, tag="roll_die", tag_field="type", forbid_unknown_fields=True):
    pass


CounterAction = Add | SetSecret | RollDie


class CounterEngine(Engine[CounterState]):
    kind = "counter"
    ruleset_version = "counter-1"
    settings_type = CounterSettings
    action_type = CounterAction
    state_type = CounterState

    def validate_settings(self, settings: CounterSettings) -> None:
        if settings.target < 1:  # the counter starts at 0: a target already reached leaves nothing to play
            raise InvalidInput(
                f"target must be at least 1, not {settings.target}", code="invalid_settings", field="target"
            )

    def setup(self, settings: CounterSettings, cards: list[Card], seat_names: list[str], rng: Rng):
        return CounterState(
            seats=len(seat_names),
            target=settings.target,
            secrets=[0] * len(seat_names),
            turn=rng.randbelow(len(seat_names)),
        )

    def _die_pending(self, state: CounterState) -> bool:
        return state.value >= 10 and state.die is None

    def legal_actions(self, state: CounterState, seat: int | None) -> list[str]:
        if state.finished:
            return []
        if seat is None:
            return ["roll_die"] if self._die_pending(state) else []
        actions = ["set_secret"]
        if seat == state.turn and not self._die_pending(state):
            actions.insert(0, "add")
        return actions

    def apply(self, state: CounterState, seat: int | None, action: Any, rng: Rng) -> Outcome[CounterState]:
        if state.finished:
            raise GameOver("the counter reached its target")
        state = clone(state)
        if isinstance(action, RollDie):
            if seat is not None or not self._die_pending(state):
                raise IllegalAction("no die roll is pending", code="not_pending")
            state.die = rng.roll(6)
            return Outcome(state, [{"type": "die_rolled", "value": state.die}])
        if seat is None:
            raise IllegalAction("the table only rolls the die", code="not_pending")
        if isinstance(action, SetSecret):
            state.secrets[seat] = action.value
            return Outcome(
                state, [{"type": "secret_set", "seat": seat, "secret": {"value": action.value}, "to": [seat]}]
            )
        if self._die_pending(state):
            raise WrongPhase("wait for the die roll", code="waiting_for_deal")
        if seat != state.turn:
            raise NotYourTurn(f"it is seat {state.turn}'s turn, not seat {seat}'s")
        if not 1 <= action.amount <= 5:
            raise IllegalAction(f"add 1 to 5, not {action.amount}", code="bad_amount", field="amount")
        state.value += action.amount
        state.turn = (state.turn + 1) % state.seats
        state.finished = state.value >= state.target
        return Outcome(state, [{"type": "added", "seat": seat, "amount": action.amount, "value": state.value}])

    def system_action(self, state: CounterState):
        return RollDie() if self._die_pending(state) and not state.finished else None

    def waiting_on(self, state: CounterState) -> list[int]:
        return [] if state.finished or self._die_pending(state) else [state.turn]

    def is_over(self, state: CounterState) -> bool:
        return state.finished

    def player_view(self, state: CounterState, seat: int | None) -> dict:
        view = {"value": state.value, "turn": state.turn, "die": state.die, "finished": state.finished}
        if seat is not None:
            view["my_secret"] = state.secrets[seat]
        return view

    def invariant_problems(self, state: CounterState) -> list[str]:
        return [] if state.value >= 0 else ["negative counter"]


ENGINE = CounterEngine()

"""`apply` changes an editable copy that shares only frozen records with its input, and
`invariant_problems` still names every broken promise."""

from collections.abc import Iterator
from typing import Any

import msgspec

from saga.rules import ENGINE
from saga.rules.state import SEASON_OF_STEP, SagaState
from tabletop.rules.engine import editable_copy
from tabletop.rules.ledger import LedgerEntry
from tabletop.rules.rng import Rng

from .helpers import new_saga, step_randomly


def _states_of_a_saga(seed: str) -> Iterator[SagaState]:
    state, rng = new_saga(seed, insurance_broker=True, hire_a_thief=True)
    chooser = Rng(seed + "-choices")
    yield state
    while not ENGINE.is_over(state):
        _, _, state = step_randomly(state, rng, chooser)
        yield state


def _mutable_parts(value: Any, path: str = "state") -> Iterator[tuple[str, Any]]:
    """Every list, dict and unfrozen struct reachable from `value`, but the cards (shared: their
    facts never change) and the frozen records."""
    if isinstance(value, msgspec.Struct):
        if value.__struct_config__.frozen:
            return
        yield path, value
        for name in value.__struct_fields__:
            if name != "cards":
                yield from _mutable_parts(getattr(value, name), f"{path}.{name}")
    elif isinstance(value, list | dict):
        yield path, value
        for key, item in enumerate(value) if isinstance(value, list) else value.items():
            yield from _mutable_parts(item, f"{path}[{key!r}]")


def _without_cards(state: SagaState) -> bytes:
    return msgspec.msgpack.encode(msgspec.structs.replace(state, cards=[], undo=None, proposal=None))


def test_an_editable_copy_shares_nothing_that_a_handler_may_change():
    steps = set()
    for state in _states_of_a_saga("copy-11"):  # a saga through every step
        steps.add(state.step)
        copy = editable_copy(state)
        assert copy.cards is state.cards
        assert _without_cards(copy) == _without_cards(state)
        originals = {id(part) for _, part in _mutable_parts(state)}
        shared = [path for path, part in _mutable_parts(copy) if id(part) in originals]
        assert shared == [], (state.step, shared)
    assert steps == set(SEASON_OF_STEP)


def _finished_saga() -> SagaState:
    *_, state = _states_of_a_saga("promises")
    return state


def test_a_played_saga_keeps_its_promises():
    assert ENGINE.invariant_problems(_finished_saga()) == []


def test_gold_that_the_ledger_does_not_book_is_named():
    state = _finished_saga()
    player = state.players[0]
    player.gold += 5
    assert ENGINE.invariant_problems(state) == [
        f"seat 0 has {player.gold} gold but the ledger sums to {player.gold - 5}"
    ]
    state.ledger.append(LedgerEntry(seat=0, delta=5, reason="gift", seq=state.seq))
    assert ENGINE.invariant_problems(state) == []


def test_a_card_in_two_places_is_named():
    state = _finished_saga()
    card = state.players[0].sideboard[0]
    state.private_collections.append(card)
    assert ENGINE.invariant_problems(state) == [f"card {card} is in 2 places: ['private_collections', 'sideboard 0']"]


def test_a_card_twice_in_one_place_and_a_card_lost_are_named():
    state = _finished_saga()
    deck = state.players[1].sideboard
    lost = deck[1]
    deck[1] = deck[0]  # as many cards placed as there are cards, one of them twice
    assert ENGINE.invariant_problems(state) == [
        f"card {deck[0]} is in 2 places: ['sideboard 1', 'sideboard 1']",
        f"card {lost} is nowhere",
    ]


def test_a_card_not_of_this_game_is_named():
    state = _finished_saga()
    pile = state.private_collections
    lost, pile[0] = pile[0], len(state.cards)  # as many cards, all distinct, one of them unknown
    assert ENGINE.invariant_problems(state) == [
        f"card {lost} is nowhere",
        f"card {len(state.cards)} is not of this game (['private_collections'])",
    ]

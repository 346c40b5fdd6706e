"""A small card factory and a table whose deck order the test chooses."""

from __future__ import annotations

from typing import Any

from auction.rules import ENGINE
from auction.rules.state import AuctionState, Settings
from tabletop.rules.engine import Card, IllegalAction
from tabletop.rules.rng import Rng

CREATURE = ["Creature"]


def card(card_id: int, name: str, types: list[str] | None = None, legendary: bool = False) -> Card:
    return Card(id=card_id, name=name, types=types or ["Artifact"], supertypes=["Legendary"] if legendary else [])


def cube(*specs: tuple[str, list[str]]) -> list[Card]:
    return [card(i, name, types) for i, (name, types) in enumerate(specs)]


def new_table(cards: list[Card], players: int = 3, order: list[int] | None = None, **settings: Any) -> AuctionState:
    """A new game with seat 0 starting: the first turn's upkeep (or the Commander pregame), and
    the deck in `order` (top first) if given. In the pregame the first lot is order[0]."""
    state = ENGINE.setup(Settings(starting_seat=0, **settings), cards, ["Ann", "Bob", "Cid", "Dee"][:players], Rng("t"))
    if order is None:
        return state
    if state.phase == "commander":
        assert sorted(order) == sorted(state.deck + state.auction.lot)
        state.auction.lot = [order[0]]
        state.deck = order[1:]
    else:
        assert state.phase == "upkeep" and sorted(order) == sorted(state.deck)
        state.deck = list(order)
    return state


def table(cards: list[Card], players: int = 3, order: list[int] | None = None, **settings: Any) -> AuctionState:
    """As `new_table`, past the first upkeep: the first auction is open, its lot order[0]."""
    state = new_table(cards, players, order, **settings)
    if state.phase == "upkeep":
        state = act(state, state.active, {"type": "begin_auction_step"})
    return state


def act(state: AuctionState, seat: int, payload: dict[str, Any], rng: Rng | None = None):
    """Applies a JSON action; returns the new state and checks the promises still hold, the state
    it was applied to unchanged among them."""
    before = ENGINE.encode_state(state)
    outcome = ENGINE.apply(state, seat, ENGINE.parse_action(payload), rng or Rng("play"))
    assert ENGINE.invariant_problems(outcome.state) == []
    assert ENGINE.encode_state(state) == before
    return outcome.state


def acts(state: AuctionState, *steps: tuple[int, dict[str, Any]]) -> AuctionState:
    for seat, payload in steps:
        state = act(state, seat, payload)
    return state


def refused(state: AuctionState, seat: int, payload: dict[str, Any]) -> IllegalAction:
    """The refusal of an action, checking that it changed nothing."""
    before = ENGINE.encode_state(state)
    try:
        ENGINE.apply(state, seat, ENGINE.parse_action(payload), Rng("play"))
    except IllegalAction as error:
        assert ENGINE.encode_state(state) == before
        return error
    raise AssertionError(f"{payload} was allowed")


def bid(amount: int) -> dict[str, Any]:
    return {"type": "bid", "amount": amount}


DECLINE = {"type": "decline"}

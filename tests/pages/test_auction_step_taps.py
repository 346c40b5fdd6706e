"""The browser tests' auction step (tests/pages/auction_step.py) played on the engine, on the
demo block: with the gold it gives, the step ends with a creature cast whatever the deck's
order; on the starting gold alone, an order with ten noncreatures on top leaves the active
player unable to bid, which failed a whole-game browser test once (2026-12-06)."""

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auction.rules.views import player_view
from cards.demo import demo_cube_cards
from tabletop.rules.engine import Card, NotEnough
from tests.auction.rules.helpers import act, new_table
from tests.pages.auction_step import auction_step_tap, auction_step_taps_at_most, gold_for_every_card

BLOCK = [
    Card(id=index, name=facts.name, types=list(facts.types))
    for index, (_, facts) in enumerate(demo_cube_cards("auction_block.csv"))
]
CREATURES = [card.id for card in BLOCK if "Creature" in card.types]
NONCREATURES = [card.id for card in BLOCK if "Creature" not in card.types]


def view(state) -> dict:
    return msgspec.to_builtins(player_view(state, 0))


def play_the_step(order: list[int], with_gold: bool):
    """The step played by the tests' taps from a deck in `order` (top first); its last state."""
    state = new_table(BLOCK, players=3, order=order)
    if with_gold:
        gold = gold_for_every_card(view(state))
        state = act(state, 1, {"type": "adjust_gold", "seat": 0, "delta": gold, "reason": "gold to bid on every card"})
    state = act(state, 0, {"type": "begin_auction_step"})
    for _ in range(auction_step_taps_at_most(view(state))):
        tap = auction_step_tap(view(state))
        if tap is None:
            return state
        state = act(state, tap.seat, tap.action)
    pytest.fail("the auction step never ended")


def assert_ended_by_a_creature(state) -> None:
    assert state.phase == "main"
    cast = state.players[0].battlefield
    assert len(cast) == 1 and cast[0] in CREATURES


@settings(max_examples=25, deadline=None)
@given(st.permutations(range(len(BLOCK))))
def test_with_the_gold_it_gives_the_step_ends_with_a_creature_whatever_the_shuffle(order):
    assert_ended_by_a_creature(play_the_step(order, with_gold=True))


def test_with_the_gold_it_gives_the_step_ends_with_a_creature_under_every_noncreature():
    assert_ended_by_a_creature(play_the_step(NONCREATURES + CREATURES, with_gold=True))


def test_on_the_starting_gold_alone_ten_noncreatures_on_top_leave_the_active_player_unable_to_bid():
    with pytest.raises(NotEnough, match="you hold 0 gold and cannot bid 1"):
        play_the_step(NONCREATURES[:10] + CREATURES + NONCREATURES[10:], with_gold=False)

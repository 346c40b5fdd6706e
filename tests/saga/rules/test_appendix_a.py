"""Appendix A of cube-saga-v0.6.md as the oracle: the cards a saga that goes to year 7 draws.

  Fall Skirmishes:  7 * (7 occasionals + 7 occasionals) = 98 occasionals
  Winter Markets:   2 * 12 core + 2 * 18 core + 3 * 24 core = 132 core
  Spring Festivals: 6 * (13 core + 2 occasionals) = 78 core + 12 occasionals
  Summer Fairs:     2 * (6 core + 6 occasionals) + 2 * (9 core + 9 occasional)
                    + 2 * (12 core + 12 occasionals) = 54 core + 54 occasionals
  Core Pool starting total: 264 core cards; Occasional Pool starting total: 164 occasional cards

So the pools hold exactly what the saga draws: neither runs dry, so none is refilled from Private
Collections, and both are empty after the year-7 duel. Six Summer Fairs and six Learning from
Mistakes boosters (the "Spring Festivals" line): none after the year-7 duel, which ends the saga.
Appendix A does not count Year of Solomon's draws (5 core cards per player), so the saga played
here keeps Solomon at the bottom of its theme deck.
"""

from collections import Counter

from saga.rules import ENGINE
from saga.rules.actions import action_type
from saga.rules.playout import random_decision
from saga.rules.themes import SOLOMON, theme_for
from tabletop.rules.rng import Rng

from .helpers import new_saga

FALL_OCCASIONALS = 7 * (7 + 7)
WINTER_CORE = {1: 12, 2: 12, 3: 18, 4: 18, 5: 24, 6: 24, 7: 24}
SPRING_BOOSTER = (13, 2)  # core, occasionals
SPRING_FESTIVALS = 6
SUMMER = {1: 6, 2: 6, 3: 9, 4: 9, 5: 12, 6: 12}  # core cards (bottom row) = occasionals (top row)
CORE_POOL, OCCASIONAL_POOL = 264, 164


def _a_saga_to_year_7(seed: str):
    """A random saga whose duels go to each player in turn (3-3 after year 6, so year 7 decides);
    every table deal with the year it was made in and its events."""
    state, rng = new_saga(seed)
    state.theme_deck.sort(key=lambda number: theme_for(number).name == SOLOMON)  # to the bottom
    chooser, deals = Rng(seed + "-choices"), []
    while not ENGINE.is_over(state):
        pending = ENGINE.system_action(state)
        if pending is not None:
            outcome = ENGINE.apply(state, None, pending, rng)
            deals.append((state.year, action_type(pending), outcome.events))
            state = outcome.state
            continue
        seat = state.waiting_on[chooser.randbelow(len(state.waiting_on))]
        action = random_decision(state, seat, chooser)
        if action_type(action) == "report_duel_game":
            action = type(action)(winner=state.year % 2)
        state = ENGINE.apply(state, seat, action, rng).state
    return state, deals


def _modules(state, cards) -> Counter:
    return Counter(state.cards[c].module for c in cards)


def test_a_saga_to_year_7_draws_appendix_a_and_no_more():
    assert sum(WINTER_CORE.values()) == 2 * 12 + 2 * 18 + 3 * 24 == 132
    assert sum(SUMMER.values()) == 54
    assert sum(WINTER_CORE.values()) + SPRING_FESTIVALS * SPRING_BOOSTER[0] + sum(SUMMER.values()) == CORE_POOL
    assert FALL_OCCASIONALS + SPRING_FESTIVALS * SPRING_BOOSTER[1] + sum(SUMMER.values()) == OCCASIONAL_POOL

    state, deals = _a_saga_to_year_7("appendix-a")
    assert state.year == 7 and state.step == "saga_over" and sorted(p.vp for p in state.players) == [3, 4]
    fall, winter, spring, summer = Counter(), {}, [], {}
    for year, kind, events in deals:
        assert not any(e["type"] == "pool_refilled" for e in events), (year, kind)
        if kind == "deal_boosters":
            for event in events:
                fall += _modules(state, event["secret"]["cards"])
        elif kind == "deal_market":
            market = next(e["market"] for e in events if e["type"] == "market_dealt")
            winter[year] = _modules(state, [c for row in market for c in row])
        elif kind == "deal_learning_booster":
            booster = next(e["secret"]["cards"] for e in events if e["type"] == "learning_booster_dealt")
            spring.append((year, _modules(state, booster)))
        elif kind == "deal_fair":
            top, bottom = next(e["market"] for e in events if e["type"] == "market_dealt")
            summer[year] = (_modules(state, top), _modules(state, bottom))
    assert fall == {"occasional": FALL_OCCASIONALS}
    assert winter == {year: {"core": n} for year, n in WINTER_CORE.items()}
    assert spring == [(year, {"core": 13, "occasional": 2}) for year in range(1, SPRING_FESTIVALS + 1)]
    assert summer == {year: ({"occasional": n}, {"core": n}) for year, n in SUMMER.items()}
    assert state.core_pool == [] and state.occasional_pool == []  # exactly Appendix A's totals

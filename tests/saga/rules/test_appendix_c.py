"""Appendix C of cube-saga-v0.6.md as the oracle: every theme's numbers, kind, reward and penalty,
copied from the text into the table below, and when each applies (section 1, Theme of the Year):
"If the theme is a Stipulation, it applies to the Duel in the Spring Festival only, not the Fall
Skirmish." "If the theme is an Effect, its static effect applies to all games both in the Fall
Skirmish and the Spring Duel."
"""

import pytest

from saga.rules import ENGINE
from saga.rules.themes import EFFECT, STIPULATION, color_identity, modifiers, theme_deck, theme_for
from tabletop.rules.engine import IllegalAction

from .helpers import new_saga, play

S, E = STIPULATION, EFFECT
NONE = (0, 0)

# (first, last, name, kind, (hand, life) if followed, (hand, life) if not followed), as printed.
# An Effect's modifiers are in both columns: it applies to everyone, followed or not.
APPENDIX_C = [
    (11, 16, "Year of New Beginnings", S, NONE, (-1, -4)),  # Penalty: Starting hand -1, life -4.
    (17, 22, "Year of the Rainbow", S, (1, 2), NONE),  # Reward: Starting hand +1, life +2.
    (23, 28, "Year of Acceptance", S, (-1, -4), NONE),  # Reward: Starting hand -1, life -4.
    (29, 31, "Year of Craftsmanship", S, NONE, (-1, -4)),  # Penalty: Starting hand -1, life -4.
    (32, 34, "Year of Enchantment", S, (1, 4), NONE),  # Reward: Starting hand +1, life +4.
    (35, 37, "Year of Sparsity", S, NONE, (-1, 0)),  # Penalty: Starting hand -1.
    (38, 40, "Year of the Rabbit", S, NONE, (-1, 0)),  # Penalty: Starting hand -1.
    (41, 43, "Year of Skill", S, (1, 0), NONE),  # Reward: Starting hand +1.
    (44, 46, "Year of the Commander", E, NONE, NONE),
    (47, 49, "Year of the Monkey", S, NONE, (0, -4)),  # Penalty: life -4.
    (50, 52, "Year of Possibility", S, NONE, (-1, -4)),  # Penalty: Starting hand -1, life -4.
    (53, 55, "Year of the Dragon", S, (1, 4), NONE),  # Reward: Starting hand +1, life +4.
    (56, 58, "Year of the Rat", S, (1, 0), NONE),  # Reward: Starting hand +1. For each card above 2, life +1.
    (59, 59, "Year of the Family", S, (1, 0), NONE),  # Reward: Starting hand +1.
    (60, 60, "Year of Centrism", S, NONE, (-1, 0)),  # Penalty: Starting hand -1.
    (61, 61, "Year of the Ox", E, NONE, NONE),
    (62, 62, "Year of the Dead", E, NONE, NONE),
    (63, 63, "Year of Courage", E, NONE, NONE),
    (64, 64, "Year of the Pig", E, NONE, NONE),
    (65, 65, "Year of Awkwardness", S, NONE, (-1, -4)),  # Penalty: Starting hand -1, life -4.
    (66, 66, "Year of Homogeneity", E, NONE, NONE),
    (67, 67, "Year of Frenzy", E, (0, -4), (0, -4)),  # Players get life -4.
    (68, 68, "Year of Calm", E, (0, 4), (0, 4)),  # Players get life +4.
    (69, 69, "Year of Solomon", E, NONE, NONE),  # Starting hand -x: x is the chosen pile (below).
    (70, 70, "Year of Recycling", E, NONE, NONE),
]
RAT_LIFE_PER_CARD_ABOVE = 2  # "For each card above 2, life +1."
ROWS = {row[2]: row for row in APPENDIX_C}


def test_the_table_covers_the_60_cards_of_the_theme_deck_with_25_themes():
    numbers = [n for first, last, *_ in APPENDIX_C for n in range(first, last + 1)]
    assert numbers == list(range(11, 71)) == theme_deck()
    assert len(APPENDIX_C) == 25


@pytest.mark.parametrize("row", APPENDIX_C, ids=[row[2] for row in APPENDIX_C])
def test_every_number_of_a_theme_reads_its_row(row):
    first, last, name, kind, followed, not_followed = row
    for number in range(first, last + 1):
        theme = theme_for(number)
        assert (theme.name, theme.kind) == (name, kind)
        reward, penalty = modifiers(theme, True), modifiers(theme, False)
        assert (reward.hand, reward.life) == followed
        assert (penalty.hand, penalty.life) == not_followed


@pytest.mark.parametrize("count", [0, 2, 3, 7])
def test_the_rat_gives_a_life_for_each_qualifying_card_above_2(count):
    rat = modifiers(theme_for(56), True, count)
    assert (rat.hand, rat.life) == (1, max(0, count - RAT_LIFE_PER_CARD_ABOVE))


# -- when a theme applies: through the engine ----------------------------------------------------


def _registered(state, rng, season, follow):
    """The starting player's registration of 20 pool cards + 20 Plains in `season` of year 2."""
    state.year, state.season, state.step = 2, season, f"{season}_register"
    sp = state.starting_player
    cards = state.players[sp].sideboard[:20]
    payload = {"type": "register_deck", "cards": cards, "basics": {"Plains": 20}}
    if follow is not None:
        payload["follow_theme"] = follow
    return play(state, sp, payload, rng).players[sp].registrations[-1]


def _with_theme(name):
    state, rng = new_saga("appendix-c")
    state.theme = ROWS[name][0]
    return state, rng


@pytest.mark.parametrize("row", [r for r in APPENDIX_C if r[3] == EFFECT], ids=lambda r: r[2])
@pytest.mark.parametrize("season", ["fall", "spring"])
def test_an_effect_applies_to_the_fall_skirmish_and_the_spring_duel(row, season):
    state, rng = _with_theme(row[2])
    registration = _registered(state, rng, season, None)
    assert (registration.hand, registration.life) == row[4] == row[5]
    state, rng = _with_theme(row[2])
    with pytest.raises(IllegalAction) as error:  # nothing to follow: an Effect is for everyone
        _registered(state, rng, season, True)
    assert error.value.field == "follow_theme"


@pytest.mark.parametrize("row", [r for r in APPENDIX_C if r[3] == STIPULATION], ids=lambda r: r[2])
def test_a_stipulation_applies_to_the_spring_duel_only(row):
    state, rng = _with_theme(row[2])
    fall = _registered(state, rng, "fall", None)
    assert (fall.hand, fall.life) == NONE and fall.follow_theme is None
    state, rng = _with_theme(row[2])
    with pytest.raises(IllegalAction) as error:  # nothing to follow in the Fall
        _registered(state, rng, "fall", False)
    assert error.value.field == "follow_theme"
    state, rng = _with_theme(row[2])
    spring = _registered(state, rng, "spring", False)  # not followed: the penalty
    assert (spring.hand, spring.life) == row[5]


@pytest.mark.parametrize("season", ["fall", "spring"])
@pytest.mark.parametrize("x", [0, 2, 5])
def test_solomon_takes_x_from_the_starting_hand_of_every_game(season, x):
    """ "At the beginning of your first upkeep, put those cards in your hand. Starting hand -x.":
    an Effect, so in the Fall Skirmish and in the Spring Duel alike, x the chosen pile's size."""
    state, rng = _with_theme("Year of Solomon")
    sp = state.starting_player
    state.players[sp].solomon_cards, state.core_pool = state.core_pool[:x], state.core_pool[x:]
    registration = _registered(state, rng, season, None)
    assert (registration.hand, registration.life) == (-x, 0)
    assert ENGINE.invariant_problems(state) == []


@pytest.mark.parametrize("season", ["fall", "spring"])
def test_the_commanders_limit_applies_to_the_fall_skirmish_and_the_spring_duel(season):
    """Year of the Commander, an Effect: "You may include in your deck up to 7 cards that are not a
    subset of the commander's color identity", in every game of the year."""
    seed = next(f"commander-{i}" for i in range(50) if _legends(new_saga(f"commander-{i}")[0]))
    state, rng = new_saga(seed)
    state.theme = ROWS["Year of the Commander"][0]
    state.year, state.season, state.step = 2, season, f"{season}_register"
    sp = state.starting_player
    commander = _legends(state)[0]
    identity = color_identity(state.cards[commander])
    outside = [c for c in state.players[sp].sideboard if not color_identity(state.cards[c]) <= identity]
    payload = {"type": "register_deck", "basics": {"Plains": 40}, "commander": commander}
    with pytest.raises(IllegalAction) as error:
        play(state, sp, {**payload, "cards": [commander, *outside[:8]]}, rng)
    assert (error.value.code, error.value.field) == ("breaks_theme", "cards")
    registered = play(state, sp, {**payload, "cards": [commander, *outside[:7]]}, rng)
    assert registered.players[sp].registrations[-1].commander == commander


def _legends(state):
    sp = state.starting_player
    return [c for c in state.players[sp].sideboard if state.cards[c].is_legendary_creature]

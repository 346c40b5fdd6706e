from collections import Counter

import pytest

from saga.rules.themes import (
    EFFECT,
    STIPULATION,
    THEMES,
    DeckFacts,
    Modifiers,
    modifiers,
    theme_deck,
    theme_for,
)
from tabletop.rules.engine import Card


def test_the_theme_deck_has_60_cards_numbered_11_to_70():
    deck = theme_deck()
    assert len(deck) == 60
    assert deck == list(range(11, 71))


def test_ranges_are_copies_of_one_theme():
    copies = Counter(theme_for(n).name for n in theme_deck())
    assert copies["Year of New Beginnings"] == 6
    assert copies["Year of the Rainbow"] == 6
    assert copies["Year of Acceptance"] == 6
    assert copies["Year of the Rat"] == 3
    assert copies["Year of Solomon"] == 1
    assert sum(copies.values()) == 60
    assert len(copies) == len(THEMES) == 25


def test_kinds_per_the_table():
    effects = {t.name for t in THEMES if t.kind == EFFECT}
    assert effects == {
        "Year of the Commander",
        "Year of the Ox",
        "Year of the Dead",
        "Year of Courage",
        "Year of the Pig",
        "Year of Homogeneity",
        "Year of Frenzy",
        "Year of Calm",
        "Year of Solomon",
        "Year of Recycling",
    }
    assert sum(t.copies for t in THEMES if t.kind == STIPULATION) == 60 - 12


def test_no_theme_outside_11_to_70():
    with pytest.raises(ValueError):
        theme_for(10)
    with pytest.raises(ValueError):
        theme_for(71)


@pytest.mark.parametrize(
    ("number", "followed", "expected"),
    [
        (11, False, Modifiers(hand=-1, life=-4)),  # New Beginnings: penalty if not followed
        (11, True, Modifiers()),
        (17, True, Modifiers(hand=1, life=2)),  # Rainbow: reward if followed
        (17, False, Modifiers()),
        (23, True, Modifiers(hand=-1, life=-4)),  # Acceptance: the table's "reward", as printed
        (35, False, Modifiers(hand=-1)),
        (47, False, Modifiers(life=-4)),
        (53, True, Modifiers(hand=1, life=4)),
        (67, None, Modifiers(life=-4)),  # Frenzy: an Effect, for everyone
        (68, None, Modifiers(life=4)),
        (61, None, Modifiers()),
    ],
)
def test_modifiers(number, followed, expected):
    assert modifiers(theme_for(number), followed) == expected


def test_year_of_the_rat_gives_a_life_per_card_above_two():
    rat = theme_for(56)
    assert modifiers(rat, True, count=5) == Modifiers(hand=1, life=3)
    assert modifiers(rat, True, count=2) == Modifiers(hand=1, life=0)
    assert modifiers(rat, True) == Modifiers(hand=1, life=0)


def _card(name, colors=(), mv=0, types=("Creature",), cost="", supertypes=()):
    return Card(
        id=0,
        name=name,
        colors=list(colors),
        mana_value=mv,
        types=list(types),
        mana_cost=cost,
        supertypes=list(supertypes),
    )


def _facts(cards, size=40, primary="W", last=(), commander=None):
    return DeckFacts(
        cards=list(cards), size=size, primary_color=primary, last_duel_cards=list(last), commander=commander
    )


def test_new_beginnings_names_the_cards_of_the_primary_color():
    problems = theme_for(11).check(_facts([_card("Angel", "W"), _card("Goblin", "R"), _card("Boros", "RW")]))
    assert problems == ["Angel: is white", "Boros: is white"]


def test_rainbow_needs_three_colors_of_four():
    three = [_card(f"{c}{i}", c) for c in "WUB" for i in range(4)]
    assert theme_for(17).check(_facts(three)) == []
    problems = theme_for(17).check(_facts(three[:8]))
    assert problems and "only 2 colors" in problems[0]


def test_acceptance_reads_the_last_duel():
    last = [_card(f"W{i}", "W") for i in range(10)] + [_card("U", "U")]
    blue = [_card(f"U{i}", "U") for i in range(6)]
    assert theme_for(23).check(_facts(blue, last=last)) == []
    white = [_card(f"W{i}", "W") for i in range(6)]
    assert theme_for(23).check(_facts(white, last=last))


def test_counts_and_mana_values():
    assert theme_for(29).check(_facts([_card("Rock", types=["Artifact"])] * 5)) == []
    assert theme_for(29).check(_facts([_card("Rock", types=["Artifact"])] * 4)) == [
        "only 4 artifacts, needs at least 5"
    ]
    assert theme_for(35).check(_facts([_card("Bear")] * 11))
    assert theme_for(38).check(_facts([_card("Bolt", types=["Instant"])] * 5)) == []
    assert theme_for(47).check(_facts([_card("Titan", mv=6)])) == ["Titan: mana value above 3"]
    assert theme_for(50).check(_facts([], size=49)) == ["deck of 49 cards, needs at least 50"]
    assert theme_for(53).check(_facts([_card("Titan", mv=6)] * 5)) == []
    assert theme_for(65).check(_facts([_card("Three", mv=3)])) == ["Three: mana value 3"]


def test_centrism_reads_mana_costs_or_is_declared():
    assert theme_for(60).check(_facts([_card("Wrath", "W", 4, cost="{2}{W}{W}")])) == ["Wrath: {W} more than once"]
    assert theme_for(60).check(_facts([_card("Bolt", "R", 1, cost="{R}")])) == []
    assert theme_for(60).check(_facts([_card("Unknown", "R", 1)])) is None


def test_declared_themes_have_no_checker():
    for number in (41, 56, 59):
        assert theme_for(number).check is None


def test_commander_allows_seven_cards_outside_its_colors():
    commander = _card("Legend", "G", supertypes=["Legendary"])
    assert theme_for(44).check(_facts([_card("Red", "R")] * 7, commander=commander)) == []
    assert theme_for(44).check(_facts([_card("Red", "R")] * 8, commander=commander))

"""The seeded generator: the same seed and counter give the same draws on any machine."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.rules.rng import Rng

# 500 a test, whatever the profile (the ci profile's count sizes the engines' state machines)
EXAMPLES = settings(max_examples=500)


def test_the_same_seed_and_counter_replay_the_same_draws():
    first, second = Rng("seed-a"), Rng("seed-a")
    assert [first.randbelow(1000) for _ in range(50)] == [second.randbelow(1000) for _ in range(50)]
    resumed = Rng("seed-a", counter=first.counter)
    assert [first.roll(20) for _ in range(10)] == [resumed.roll(20) for _ in range(10)]


def test_known_answers_pin_the_algorithm_so_that_saved_games_keep_replaying():
    rng = Rng("treasury")
    assert [rng.randbelow(100) for _ in range(5)] == [3, 32, 96, 86, 48]
    deck = list(range(8))
    Rng("treasury").shuffle(deck)
    assert deck == [3, 4, 5, 0, 1, 2, 6, 7]


def test_shuffle_is_a_permutation_and_roughly_uniform():
    counts = Counter()
    rng = Rng("uniform")
    for _ in range(6000):
        items = [0, 1, 2]
        rng.shuffle(items)
        counts[tuple(items)] += 1
    assert set(counts) == {(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)}
    assert all(800 < n < 1200 for n in counts.values())


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError):
        Rng("x").randbelow(0)
    with pytest.raises(IndexError):
        Rng("x").choice([])
    with pytest.raises(ValueError):
        Rng("x", counter=-1)


@EXAMPLES
@given(
    seed=st.one_of(
        st.none(),
        st.integers(),
        st.lists(st.text(max_size=3), max_size=2),
        st.dictionaries(st.text(max_size=2), st.integers(), max_size=1),
        st.binary(max_size=4),
    ),
    counter=st.integers(0, 10),
)
def test_a_seed_that_is_not_text_is_refused_before_any_draw(seed, counter):
    with pytest.raises(TypeError, match="seed must be a string"):
        Rng(seed, counter)


@EXAMPLES
@given(
    counter=st.one_of(
        st.integers(max_value=-1),
        st.integers(min_value=2**64),
        st.booleans(),
        st.floats(),
        st.text(max_size=3),
        st.none(),
    )
)
def test_a_counter_outside_the_draws_a_generator_can_make_is_refused(counter):
    with pytest.raises((TypeError, ValueError), match="counter must"):
        Rng("seed", counter)


def test_the_last_counter_still_draws():
    assert 0 <= Rng("seed", 2**64 - 1).randbelow(10) < 10

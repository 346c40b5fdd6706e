"""The seeded generator: the same seed and counter give the same draws on any machine."""

import hashlib
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.rules.rng import GENERATORS, Rng

# 500 a test, whatever the profile (the ci profile's count sizes the engines' state machines)
EXAMPLES = settings(max_examples=500)


def test_the_same_seed_and_counter_replay_the_same_draws():
    first, second = Rng("seed-a"), Rng("seed-a")
    assert [first.randbelow(1000) for _ in range(50)] == [second.randbelow(1000) for _ in range(50)]
    resumed = Rng("seed-a", counter=first.counter)
    assert [first.roll(20) for _ in range(10)] == [resumed.roll(20) for _ in range(10)]


def test_known_answers_pin_the_algorithm_so_that_saved_games_keep_replaying():
    rng = Rng("treasury", generator=1)
    assert [rng.randbelow(100) for _ in range(5)] == [3, 32, 96, 86, 48]
    deck = list(range(8))
    Rng("treasury", generator=1).shuffle(deck)
    assert deck == [3, 4, 5, 0, 1, 2, 6, 7]
    rng = Rng("treasury", generator=2)
    assert [rng.randbelow(100) for _ in range(5)] == [19, 37, 60, 80, 78]
    deck = list(range(8))
    Rng("treasury", generator=2).shuffle(deck)
    assert deck == [1, 3, 4, 6, 0, 2, 5, 7]


def words_as_documented(seed: str, generator: int, start: int, count: int) -> list[int]:
    """The words of tabletop/rules/rng.py's docstring, made with hashlib alone."""
    key = hashlib.blake2b(seed.encode(), digest_size=32).digest()
    words = []
    for n in range(start, start + count):
        if generator == 1:
            words.append(int.from_bytes(hashlib.blake2b(n.to_bytes(8, "big"), key=key, digest_size=8).digest(), "big"))
        else:
            digest = hashlib.blake2b((n // 8).to_bytes(8, "big"), key=key, digest_size=64).digest()
            words.append(int.from_bytes(digest[8 * (n % 8) : 8 * (n % 8) + 8], "big"))
    return words


@EXAMPLES
@given(
    seed=st.text(max_size=8),
    generator=st.sampled_from(GENERATORS),
    counter=st.integers(0, 2**64 - 40),
    count=st.integers(1, 20),
)
def test_each_generator_makes_the_words_it_documents_from_any_counter(seed, generator, counter, count):
    rng = Rng(seed, counter, generator)
    assert [rng.randbelow(2**64) for _ in range(count)] == words_as_documented(seed, generator, counter, count)
    assert rng.counter == counter + count


@EXAMPLES
@given(generator=st.sampled_from(GENERATORS), before=st.integers(0, 20), after=st.integers(1, 20))
def test_a_generator_resumed_at_its_counter_draws_what_it_would_have_drawn(generator, before, after):
    whole = Rng("resume", generator=generator)
    drawn = [whole.randbelow(1000) for _ in range(before + after)]
    resumed = Rng("resume", 0, generator)
    [resumed.randbelow(1000) for _ in range(before)]
    resumed = Rng("resume", resumed.counter, generator)  # as a game's row gives it back
    assert [resumed.randbelow(1000) for _ in range(after)] == drawn[before:]


@pytest.mark.parametrize("generator", [0, 3, True, 2.0, "2", None])
def test_a_generator_the_module_does_not_have_is_refused(generator):
    with pytest.raises(ValueError, match="generator must be one of"):
        Rng("seed", 0, generator)


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

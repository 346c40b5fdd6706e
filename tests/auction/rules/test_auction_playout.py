"""Whole games played at random: the promises hold at the end and the log replays exactly."""

import pytest

from auction.rules import ENGINE
from auction.rules.playout import play_random_game, table_cards
from auction.rules.state import Settings
from tabletop.rules.engine import Card, replay
from tabletop.rules.rng import Rng


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("policy", ["active_player_loses", "shuffle_graveyards"])
def test_a_thirty_turn_table_played_at_random_keeps_its_promises(players, policy):
    settings = Settings(empty_deck_policy=policy)
    cards = table_cards(60)
    final, log = play_random_game(f"seed-{players}", ["A", "B", "C", "D"][:players], cards, settings, max_turns=30)
    assert ENGINE.invariant_problems(final) == []
    rng = Rng(f"seed-{players}")
    initial = ENGINE.setup(settings, cards, ["A", "B", "C", "D"][:players], rng)
    assert replay(ENGINE, ENGINE.encode_state(initial), rng, log) == final


@pytest.mark.parametrize("players", [2, 3])
def test_a_commander_table_played_at_random_keeps_its_promises(players):
    settings = Settings(commander=True, empty_deck_policy="shuffle_graveyards")
    cards = [
        Card(id=c.id, name=c.name, types=c.types, supertypes=["Legendary"] if c.id < 6 and c.is_creature else [])
        for c in table_cards(60)
    ]
    final, log = play_random_game(f"cmd-{players}", ["A", "B", "C"][:players], cards, settings, max_turns=30)
    assert ENGINE.invariant_problems(final) == []
    rng = Rng(f"cmd-{players}")
    initial = ENGINE.setup(settings, cards, ["A", "B", "C"][:players], rng)
    assert replay(ENGINE, ENGINE.encode_state(initial), rng, log) == final

"""Each whole-number setting at the least value validate_settings takes (battler/rules/settings.py
LEAST, and hand_bonus at 1 - level_start) plays: a random game of a preset that takes it runs to
its end with every promise checked after every action and its log replaying to the same state.
The ranges the engine allows are ranges the rules can play, not only ones that parse."""

import msgspec
import pytest

from battler.rules import ENGINE
from battler.rules.engine import waiting
from battler.rules.playout import random_legal_action
from battler.rules.settings import LEAST, PRESETS, STARTING_COUNTS
from tabletop.rules.engine import InvalidInput
from tabletop.rules.rng import Rng
from tests.stateful import play_sample_game

from .factory import new_game

PLAYERS = {"treasure": 2, "autobattler": 4, "bar": 4}


def _at_least(name: str, least) -> tuple[str, object]:
    """The first preset that takes the value (with nothing dealt at the start: the caps of
    STARTS_UNDER are then at their least), and the settings."""
    for preset_name, preset in PRESETS.items():
        document = {**msgspec.to_builtins(preset), **dict.fromkeys(STARTING_COUNTS, 0), name: least}
        try:
            return preset_name, ENGINE.parse_settings(document)
        except InvalidInput:
            continue
    raise AssertionError(f"no preset takes {name}={least}")


CASES = {name: [least] if name == "loss_table" else least for name, least in LEAST.items()}
CASES["hand_bonus"] = 1 - PRESETS["autobattler"].level_start  # the least hand_bonus of AutoBattler: a hand of 1
CASES["loss_table"] = [0, 1]  # the first level's loss costs nothing; the last (it repeats) at least 1
TREASURE_HAND = PRESETS["treasure"].level_start + PRESETS["treasure"].hand_bonus
# The caps at the starting counts of Treasure Battler, which deals cards and basics at the start.
AT_THE_START = {
    "pool_cap": PRESETS["treasure"].start_cards,
    "basics_cap": PRESETS["treasure"].start_basics,
    "sideboard": PRESETS["treasure"].start_cards - TREASURE_HAND,
}


def _play(name: str, preset_name: str, settings) -> None:
    players = max(PLAYERS[preset_name], settings.min_players)
    state, rng = new_game(settings, players, f"least-{name}", augments=120)
    chooser = Rng(f"least-chooser-{name}")

    def next_move(state):
        seat = chooser.choice(waiting(state))
        return seat, random_legal_action(state, seat, chooser)

    game = play_sample_game(ENGINE, state, rng, next_move, limit=3000)  # every promise after every action
    assert ENGINE.is_over(game.positions[-1][0]), f"{name}: no end in 3,000 actions"


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_setting_at_its_least_plays_a_whole_game(name):
    _play(name, *_at_least(name, CASES[name]))


@pytest.mark.parametrize("name", sorted(AT_THE_START))
def test_a_cap_at_the_starting_count_plays_a_whole_game(name):
    document = {**msgspec.to_builtins(PRESETS["treasure"]), name: AT_THE_START[name]}
    _play(f"{name}-at-start", "treasure", ENGINE.parse_settings(document))
    with pytest.raises(InvalidInput) as below:
        ENGINE.parse_settings({**document, name: AT_THE_START[name] - 1})
    assert below.value.field == name and below.value.code == "invalid_settings", below.value


def test_a_loss_that_costs_nothing_forever_is_refused_and_the_least_flat_loss_plays():
    """A game no one can lose never ends: the last entry of the loss table (it repeats) and a flat
    loss are at least 1 (a loss table of [0] played 3,000 actions with no end)."""
    treasure = msgspec.to_builtins(PRESETS["treasure"])
    for refused in ({"loss_table": [2, 0]}, {"damage": "flat", "flat_loss": 0}):
        with pytest.raises(InvalidInput) as error:
            ENGINE.parse_settings({**treasure, **refused})
        assert error.value.field in refused and "ends no game" in error.value.message, error.value
    _play("flat_loss", "treasure", ENGINE.parse_settings({**treasure, "damage": "flat", "flat_loss": 1}))

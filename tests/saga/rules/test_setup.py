from collections import Counter

import pytest

from saga.rules import ENGINE
from tabletop.rules.engine import IllegalAction
from tabletop.rules.rng import Rng

from .cube import general_cube, synthetic_cube
from .helpers import new_saga


def _make_up(state, seat):
    counts = Counter()
    for card_id in state.players[seat].sideboard:
        card = state.cards[card_id]
        color = card.colors[0] if card.colors else "artifact"
        counts[(card.module, "primary" if color == state.players[seat].primary_color else color)] += 1
    return counts


@pytest.mark.parametrize("seed", ["a", "b", "c", "d"])
def test_starting_pools_are_12_6_6_6_6_5_split_by_module(seed):
    state, _ = new_saga(seed)
    for seat, player in enumerate(state.players):
        assert len(player.sideboard) == 41 and player.deck == []
        cards = [state.cards[i] for i in player.sideboard]
        assert Counter(c.module for c in cards) == {"core": 21, "occasional": 20}
        by_color = Counter(c.colors[0] if c.colors else "artifact" for c in cards)
        assert by_color[player.primary_color] == 12
        assert by_color["artifact"] == 5
        assert sorted(by_color.values()) == [5, 6, 6, 6, 6, 12]
        assert all(len(c.colors) <= 1 and not c.is_land for c in cards)
        make_up = _make_up(state, seat)
        assert make_up[("core", "primary")] == 6 and make_up[("occasional", "primary")] == 6
        assert make_up[("core", "artifact")] == 3 and make_up[("occasional", "artifact")] == 2


def test_piles_and_gold_at_setup():
    state, _ = new_saga(cards=synthetic_cube(320, 250))
    assert len(state.core_pool) == 264 and len(state.occasional_pool) == 164
    assert state.general_pool == [] and state.private_collections == []
    assert len(state.unused) == (320 - 306) + (250 - 204)
    assert len(state.theme_deck) == 60
    assert state.players[state.starting_player].gold == 12
    assert state.players[state.other_player].gold == 15
    assert state.step == "fall_register" and state.waiting_on == [state.starting_player, state.other_player]
    assert ENGINE.invariant_problems(state) == []


def test_a_cube_without_modules_makes_one_general_pool():
    state, _ = new_saga(cards=general_cube(520))
    assert not state.modules
    assert len(state.general_pool) == 428
    assert len(state.unused) == 520 - 82 - 428
    assert state.core_pool == [] and state.occasional_pool == []
    assert ENGINE.invariant_problems(state) == []


def test_card_ids_become_indices():
    cube = [c.__copy__() for c in synthetic_cube()]
    for card in cube:
        card.id += 1000
    state, _ = new_saga(cards=cube)
    assert [c.id for c in state.cards] == list(range(len(cube)))


def test_random_primary_colors_and_starting_player_vary():
    seen = {(s.players[0].primary_color, s.starting_player) for s in (new_saga(str(i))[0] for i in range(30))}
    assert len(seen) > 4


def test_a_too_small_cube_is_refused_naming_what_is_missing():
    with pytest.raises(IllegalAction) as error:
        ENGINE.setup({}, synthetic_cube(300, 204), ["Ann", "Bob"], Rng("x"))
    assert error.value.code == "cube_too_small"
    assert "core module: 300 cards, needs 306" in error.value.message
    assert "occasional" not in error.value.message


def test_too_few_cards_of_a_color_is_refused():
    cube = [c for c in synthetic_cube(400, 204) if not (c.module == "occasional" and c.colors == ["U"])]
    with pytest.raises(IllegalAction) as error:
        ENGINE.setup({}, cube, ["Ann", "Bob"], Rng("x"))
    assert "occasional module: 0 mono-blue nonland cards, needs 12" in error.value.message


def test_a_cube_without_modules_needs_510():
    with pytest.raises(IllegalAction) as error:
        ENGINE.setup({}, general_cube(509), ["Ann", "Bob"], Rng("x"))
    assert error.value.code == "cube_too_small"
    assert "cube without modules: 509 cards, needs 510" in error.value.message


def test_bad_settings_and_seats_are_refused():
    with pytest.raises(IllegalAction) as error:
        ENGINE.setup({"insurance": True}, synthetic_cube(), ["Ann", "Bob"], Rng("x"))
    assert error.value.code == "invalid_settings"
    with pytest.raises(IllegalAction):
        ENGINE.setup({}, synthetic_cube(), ["Ann"], Rng("x"))

"""Red team: Rochester pack settings the table options leave open (a settings document through
the API, or a saved preset). A Rochester pack smaller than the table made a game whose first
phase had no pick order: every view of a player answered 500 (legal_actions read the first
picker of an empty order) and nothing could ever be sent. With no starting basics, the table
went from the Rochester picks to choosing basics, where a choice of none never started the game.
A starting pool already at its cap took a Rochester pick over the cap."""

import msgspec
import pytest

from battler.rules import ENGINE
from battler.rules import actions as A
from battler.rules.settings import TREASURE
from cards.demo import load_demo
from cards.models import Cube
from tabletop.models import Game
from tabletop.rules.engine import IllegalAction

from .rules.factory import act, new_game


def settings(**changes):
    return ENGINE.parse_settings(msgspec.to_builtins(msgspec.structs.replace(TREASURE, **changes)))


@pytest.mark.django_db
def test_a_rochester_pack_smaller_than_the_table_is_refused_at_create(client):
    load_demo()
    cube = Cube.objects.get(name="Demo battler cube")
    created = client.post(
        "/api/v1/battlers/",
        {"seats": ["A", "B", "C", "D"], "cube": cube.pk, "settings": {"rochester_pack": 2}},
        content_type="application/json",
    )
    assert created.status_code == 422, created.content
    assert created.json()["code"] == "invalid_settings"
    assert created.json()["field"] == "settings.rochester_pack"  # named as every settings error is
    assert created.json()["message"].startswith("settings: rochester_pack 2")
    assert not Game.objects.exists()


def test_rochester_picks_with_no_starting_basics_go_on_to_the_game():
    state, rng = new_game(settings(rochester_pack=4, start_basics=0), 4)
    while state.phase == "rochester":
        state = act(state, state.pick_order[0], A.RochesterPick(card=state.table[0]), rng)
    assert state.phase != "basics" and ENGINE.waiting_on(state)


def test_a_full_starting_pool_takes_a_treasure_instead_of_a_rochester_pick():
    state, rng = new_game(settings(rochester_pack=4, pool_cap=5, start_cards=5), 4)
    assert ENGINE.invariant_problems(state) == []
    assert state.phase == "basics" and state.table == [] and state.pick_order == []
    assert [p.treasures for p in state.players] == [TREASURE.start_treasures + 1] * 4
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 0, A.RochesterPick(card=state.pack_yard[0]), rng)

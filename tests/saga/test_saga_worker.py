"""The saga's table steps (boosters, markets, themes) dealt by a real Celery worker on Redis,
scheduled on commit of the step that needs them."""

import pytest

from cards.demo import load_demo
from cards.models import Cube
from cards.selectors import cube_game_cards
from saga.rules import ENGINE
from saga.rules.playout import random_decision
from tabletop.core import services, states
from tabletop.models import Game
from tabletop.rules.engine import to_builtins
from tabletop.rules.rng import Rng
from tests.conftest import CELERY_WORKER_GROUP, wait_for

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.services("postgres", "redis", "celery"),
    CELERY_WORKER_GROUP,
]


def test_a_real_worker_deals_each_table_step_of_a_saga_year_exactly_once(worker):
    load_demo()
    cube = Cube.objects.get(name="Demo saga cube")
    game = services.create_game(
        kind="saga", seat_names=["Ann", "Bob"], settings_doc={}, cards=cube_game_cards(cube), cube=cube
    ).game
    chooser = Rng("worker-test")
    for _ in range(120):
        assert wait_for(lambda: ENGINE.waiting_on(states.load(Game.objects.get(pk=game.pk))))
        current = Game.objects.get(pk=game.pk)
        state = states.load(current)
        if state.year > 1:
            break
        seat = state.waiting_on[0]
        payload = to_builtins(random_decision(state, seat, chooser))
        services.execute_action(game_id=game.pk, seat_number=seat, payload=payload)
    log = list(Game.objects.get(pk=game.pk).actions.filter(seat__isnull=True).values_list("type", flat=True))
    assert {"deal_boosters", "deal_market", "deal_learning_booster", "deal_fair"} <= set(log)
    assert log.count("deal_market") == 1 and log.count("deal_fair") == 1  # year 1: each dealt once
    final = states.load(Game.objects.get(pk=game.pk))
    assert ENGINE.invariant_problems(final) == []

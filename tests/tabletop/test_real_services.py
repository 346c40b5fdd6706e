"""On the real services: a Celery worker taking jobs from Redis, the Redis channel layer, and
/healthz reporting each dependency. Skipped without DATABASE_URL / REDIS_URL (failing instead
under REQUIRE_SERVICES=1)."""

import time

import pytest
from django.conf import settings

from config.celery import app
from tabletop.core import services
from tabletop.core.tasks import apply_table_step
from tabletop.models import Game
from tests.conftest import CELERY_WORKER_GROUP, wait_for

pytestmark = pytest.mark.django_db(transaction=True)


def counter_at_ten() -> Game:
    created = services.create_game(kind="counter", seat_names=["Ann", "Bob"], settings_doc={}, cards=[])
    game = created.game
    while not Game.objects.get(pk=game.pk).state["value"] >= 10:
        turn = Game.objects.get(pk=game.pk).state["turn"]
        services.execute_action(game_id=game.pk, seat_number=turn, payload={"type": "add", "amount": 5})
    return Game.objects.get(pk=game.pk)


@CELERY_WORKER_GROUP
@pytest.mark.services("postgres", "redis", "celery")
def test_a_real_worker_applies_the_table_step_after_commit_and_a_redelivery_deals_once(worker):
    assert not app.conf.task_always_eager and settings.CELERY_BROKER_URL.startswith("redis://")
    game = counter_at_ten()
    assert wait_for(lambda: Game.objects.get(pk=game.pk).state["die"] is not None)
    rolled = Game.objects.get(pk=game.pk)
    assert rolled.actions.filter(type="roll_die").count() == 1
    apply_table_step.delay(game.pk, game.version)  # the same job delivered again
    apply_table_step.delay(game.pk, game.version)
    time.sleep(1.0)
    assert Game.objects.get(pk=game.pk).actions.filter(type="roll_die").count() == 1
    assert Game.objects.get(pk=game.pk).state == rolled.state


@pytest.mark.services("postgres", "redis")
def test_healthz_reports_every_dependency_up(client):
    response = client.get("/healthz")
    assert response.status_code == 200
    body = response.json()  # the workers: tests/tabletop/test_health_workers.py
    assert {name: body[name] for name in ("database", "channel_layer", "broker")} == dict.fromkeys(
        ("database", "channel_layer", "broker"), "ok"
    )
    assert "RedisPubSubChannelLayer" in settings.CHANNEL_LAYERS["default"]["BACKEND"]


def test_healthz_answers_503_naming_the_broker_when_it_is_down(client, monkeypatch):
    connect = app.connection_for_write
    monkeypatch.setattr(app, "connection_for_write", lambda: connect("redis://127.0.0.1:1/0"))  # nothing listens
    monkeypatch.setattr(settings, "CELERY_TASK_ALWAYS_EAGER", False)
    response = client.get("/healthz")
    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "down" and body["broker"].startswith("down")
    assert body["database"] == "ok"
    assert response["Retry-After"]

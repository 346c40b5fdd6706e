"""What the tables do when a dependency fails: rate limits fail open (join fails closed), and a
table step whose job was lost is sent again by the sweeper."""

from datetime import timedelta

import pytest
from django.utils import timezone

from tabletop.core import services
from tabletop.core.tasks import reschedule_stuck_table_steps
from tabletop.models import Game

pytestmark = pytest.mark.django_db


class BrokenCache:
    def get(self, *args, **kwargs):
        raise ConnectionError("cache down")

    set = get


def test_rate_limits_let_play_go_on_but_joining_pauses_when_their_cache_is_down(table, monkeypatch):
    from rest_framework.throttling import SimpleRateThrottle

    monkeypatch.setattr(SimpleRateThrottle, "cache", BrokenCache())
    assert table.act(table.whose_turn(), {"type": "add", "amount": 1}).status_code == 200
    joined = table.anon.post("/api/v1/join/", {"code": table.code, "spectate": True}, format="json")
    assert joined.status_code == 503 and joined.json()["code"] == "unavailable"
    assert joined["Retry-After"] == "5"


def test_the_sweeper_sends_again_a_table_step_whose_job_was_lost(table, settings):
    while Game.objects.get(pk=table.id).state["value"] < 10:  # no on_commit here: the die job is "lost"
        table.act(table.whose_turn(), {"type": "add", "amount": 5})
    game = Game.objects.get(pk=table.id)
    assert game.state["die"] is None and game.waiting_on == []
    settings.TABLE_STEP_RETRY_SECONDS = 60
    assert reschedule_stuck_table_steps() == 0  # not stuck for long enough yet
    Game.objects.filter(pk=table.id).update(updated_at=timezone.now() - timedelta(seconds=61))
    assert reschedule_stuck_table_steps() == 1  # jobs run in process here
    assert Game.objects.get(pk=table.id).state["die"] in range(1, 7)
    assert reschedule_stuck_table_steps() == 0
    assert services.apply_pending_table_step(table.id, game.version) is None  # a late copy deals nothing


def test_at_start_up_every_pending_step_is_sent_and_one_that_fails_stops_none_of_the_others(monkeypatch):
    from tabletop.core import tasks

    pending = []
    for _ in range(2):
        game = services.create_game(kind="counter", seat_names=["Ann", "Bob"], settings_doc={}, cards=[]).game
        while Game.objects.get(pk=game.pk).state["value"] < 10:  # no on_commit here: the die job is "lost"
            services.execute_action(
                game_id=game.pk,
                seat_number=Game.objects.get(pk=game.pk).state["turn"],
                payload={"type": "add", "amount": 5},
            )
        pending.append(game.pk)
    assert reschedule_stuck_table_steps() == 0  # not stuck for TABLE_STEP_RETRY_SECONDS yet
    apply = tasks.apply_table_step.delay

    def first_fails(game_id, version):
        if game_id == pending[0]:
            raise ConnectionError("lost again")
        return apply(game_id, version)

    monkeypatch.setattr(tasks.apply_table_step, "delay", first_fails)
    assert reschedule_stuck_table_steps(0) == 1  # as the server's start-up sends them: whatever their age
    assert [Game.objects.get(pk=pk).state["die"] is None for pk in pending] == [True, False]

from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from cards.demo import load_demo
from cards.models import Cube
from cards.selectors import cube_game_cards
from saga.tasks import remind_waiting_players
from tabletop.core import services
from tabletop.models import Game, Seat

pytestmark = pytest.mark.django_db


@pytest.fixture
def saga(settings) -> Game:
    """A new saga whose reminders go out after 3 days."""
    settings.SAGA_REMINDER_DAYS = 3
    load_demo()
    cube = Cube.objects.get(name="Demo saga cube")
    return services.create_game(
        kind="saga", seat_names=["Ann", "Bob"], settings_doc={}, cards=cube_game_cards(cube), cube=cube
    ).game


def test_a_player_the_saga_has_waited_on_for_days_is_reminded_once(saga):
    game = saga
    waiting = Game.objects.get(pk=game.pk).waiting_on
    assert waiting
    Seat.objects.filter(game=game, role=Seat.Role.PLAYER).update(email="p@example.org")
    assert remind_waiting_players() == 0  # waiting, but not for three days yet
    Game.objects.filter(pk=game.pk).update(waiting_since=timezone.now() - timedelta(days=4))
    assert remind_waiting_players() == len(waiting)
    assert len(mail.outbox) == len(waiting) and "waits on you" in mail.outbox[0].subject
    assert remind_waiting_players() == 0  # once per wait
    Game.objects.filter(pk=game.pk).update(status=Game.Status.FINISHED, reminded_at=None)
    assert remind_waiting_players() == 0  # a finished saga waits on nobody


def test_reminders_are_mailed_once_the_games_lock_is_released(saga, monkeypatch):
    from django.core.mail.backends.locmem import EmailBackend
    from django.db import connection

    game = saga
    Seat.objects.filter(game=game, role=Seat.Role.PLAYER).update(email="p@example.org")
    Game.objects.filter(pk=game.pk).update(waiting_since=timezone.now() - timedelta(days=4))
    depths, send = [], EmailBackend.send_messages

    def sending(backend, messages):
        depths.append(len(connection.atomic_blocks))
        return send(backend, messages)

    monkeypatch.setattr(EmailBackend, "send_messages", sending)
    outside = len(connection.atomic_blocks)  # the test's own transaction
    assert remind_waiting_players() > 0
    assert depths == [outside]

    def down(backend, messages):
        raise ConnectionError("the mail server is down")

    Game.objects.filter(pk=game.pk).update(reminded_at=None)
    monkeypatch.setattr(EmailBackend, "send_messages", down)
    with pytest.raises(ConnectionError):
        remind_waiting_players()
    assert Game.objects.get(pk=game.pk).reminded_at is None  # the next run tries again

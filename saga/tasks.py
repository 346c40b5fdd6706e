from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.core.mail import EmailMessage, get_connection
from django.db import transaction
from django.utils import timezone

from tabletop.models import Game, Seat


@shared_task
def remind_waiting_players() -> int:
    """Email each player a saga has waited on for more than SAGA_REMINDER_DAYS, once per wait.
    The game is marked under its row lock and the mail sent once the lock is released (a slow
    mail server holds up no action); mail that could not be sent unmarks it for the next run."""
    cutoff = timezone.now() - timedelta(days=settings.SAGA_REMINDER_DAYS)
    sent = 0
    waiting = Game.objects.filter(
        kind="saga", status=Game.Status.ACTIVE, waiting_since__lt=cutoff, reminded_at__isnull=True
    )
    for game_id in waiting.values_list("pk", flat=True):
        with transaction.atomic():
            game = Game.objects.select_for_update().get(pk=game_id)
            if game.reminded_at is not None:
                continue
            seats = Seat.objects.filter(game=game, role=Seat.Role.PLAYER, number__in=game.waiting_on)
            messages = [
                EmailMessage(
                    subject=f"Your saga {game.title or game.pk} waits on you",
                    body=f"{seat.name}, your Cube Saga has waited on you since "
                    f"{game.waiting_since:%Y-%m-%d}. Open {settings.SITE_URL}/ to play on.",
                    from_email=settings.DEFAULT_FROM_EMAIL,
                    to=[seat.email],
                )
                for seat in seats.exclude(email="")
            ]
            game.reminded_at = timezone.now()
            game.save(update_fields=["reminded_at"])
        try:
            sent += get_connection().send_messages(messages) or 0
        except Exception:
            Game.objects.filter(pk=game_id, reminded_at=game.reminded_at).update(reminded_at=None)
            raise
    return sent

from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.utils import timezone

from tabletop import kinds, services, states
from tabletop.models import Game


@shared_task(acks_late=True, autoretry_for=(ConnectionError,), retry_backoff=True, max_retries=5)
def apply_table_step(game_id: int, expected_version: int) -> int | None:
    """Apply the step a game waits on from the table itself (deal a market, draw a theme...).
    Keyed by the version it was scheduled at, so a task delivered twice deals once."""
    result = services.apply_pending_table_step(game_id, expected_version)
    return None if result is None else result.body["version"]


@shared_task
def reschedule_stuck_table_steps() -> int:
    """Send again the table step of every game that has waited on one for TABLE_STEP_RETRY_SECONDS: its job may
    have been lost (the broker was down when it was sent). Safe to repeat: the job is keyed by
    the version, so a step is dealt once however many jobs arrive."""
    sent = 0
    stuck_since = timezone.now() - timedelta(seconds=settings.TABLE_STEP_RETRY_SECONDS)
    quiet = Game.objects.filter(status=Game.Status.ACTIVE, waiting_on=[], updated_at__lt=stuck_since)
    for game in quiet.only("version", *states.LOAD_FIELDS):
        engine = kinds.get(game.kind).engine
        if engine.system_action(states.load(game, engine)) is not None:
            apply_table_step.delay(game.pk, game.version)
            sent += 1
    return sent

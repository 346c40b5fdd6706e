"""The Celery app. Without REDIS_URL tasks run in process (eager); with it, on workers."""

import os

from celery import Celery
from celery.schedules import crontab

from tabletop.live.heartbeat import Heartbeat

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("treasury")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
app.steps["worker"].add(Heartbeat)  # /healthz reports the workers from it

# Scryfall updates Oracle text rarely; once a week is what it suggests for game data.
CARD_SYNC = {
    "sync-cards-weekly": {"task": "cards.tasks.sync_cards", "schedule": crontab(minute=17, hour=4, day_of_week="mon")}
}


@app.on_after_configure.connect
def schedule_card_sync(sender: Celery, **kwargs) -> None:
    """The weekly catalogue sync joins beat's schedule only when SYNC_CARDS_WEEKLY is on."""
    from django.conf import settings

    if settings.SYNC_CARDS_WEEKLY:
        sender.conf.beat_schedule = {**sender.conf.beat_schedule, **CARD_SYNC}

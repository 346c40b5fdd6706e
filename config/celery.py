"""The Celery app. Without REDIS_URL tasks run in process (eager); with it, on workers."""

import os

from celery import Celery

from tabletop.heartbeat import Heartbeat

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("treasury")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
app.steps["worker"].add(Heartbeat)  # /healthz reports the workers from it

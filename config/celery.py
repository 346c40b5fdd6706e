"""The Celery app. Without REDIS_URL tasks run in process (eager); with it, on workers."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("treasury")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

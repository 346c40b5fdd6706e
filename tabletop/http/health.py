"""GET /healthz: 200 when the database, the channel layer and the broker answer; 503 naming
the one that does not. It also reports the Celery workers, from their heartbeats
(tabletop/live/heartbeat.py): with none alive the web still serves (200) but the status is
"degraded", since table steps (a saga's deals) wait until a worker takes them.

The checks run side by side, each in a thread of its own, and one with no answer within
CHECK_SECONDS is down: a PostgreSQL that holds its connections and answers nothing (frozen)
left /healthz with no answer at all, so a balancer's check could only time out."""

import threading
import time
import uuid

from asgiref.sync import async_to_sync
from celery import current_app
from channels.layers import get_channel_layer
from django.conf import settings
from django.db import connection
from django.http import JsonResponse

from tabletop.live import heartbeat


def _database() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")


def _channel_layer() -> None:
    layer = get_channel_layer()
    async_to_sync(layer.group_send)(f"healthz.{uuid.uuid4().hex}", {"type": "healthz"})


def _broker() -> None:
    if settings.CELERY_TASK_ALWAYS_EAGER:
        return  # jobs run in process: there is no broker to reach
    with current_app.connection_for_write() as conn:  # the project's app (config/celery.py)
        conn.ensure_connection(max_retries=1, timeout=2)


CHECKS = {"database": _database, "channel_layer": _channel_layer, "broker": _broker}
CHECK_SECONDS = 3


def run_checks() -> dict[str, str]:
    """Each check's word ("ok", "down: <why>"), all asked at once, none waited on past CHECK_SECONDS."""
    report: dict[str, str] = {}

    def run(name, check) -> None:
        try:
            check()
            report[name] = "ok"
        except Exception as error:
            report[name] = f"down: {type(error).__name__}"
        finally:
            connection.close()  # this thread's own, if the check took one: back to the pool

    threads = [threading.Thread(target=run, args=item, daemon=True) for item in CHECKS.items()]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + CHECK_SECONDS
    for thread in threads:
        thread.join(max(0.0, deadline - time.monotonic()))
    return {name: report.get(name, f"down: no answer in {CHECK_SECONDS} s") for name in CHECKS}


def workers_report() -> dict:
    if settings.CELERY_TASK_ALWAYS_EAGER:
        return {"workers": "in process"}
    try:
        alive = heartbeat.live_workers()
    except Exception as error:
        return {"workers": f"down: {type(error).__name__}"}
    if not alive:
        return {"workers": f"down: no worker heartbeat in the last {heartbeat.STALE_SECONDS} s", "workers_alive": 0}
    return {"workers": "ok", "workers_alive": len(alive)}


def healthz(request):
    report = run_checks()
    healthy = all(value == "ok" for value in report.values())
    workers = workers_report()
    status = "down" if not healthy else "degraded" if workers["workers"].startswith("down") else "ok"
    body = {"status": status, **report, **workers}
    if not healthy:
        response = JsonResponse(body, status=503)
        response["Retry-After"] = "5"
        return response
    return JsonResponse(body)

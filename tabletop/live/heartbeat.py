"""Celery workers say they are alive: each writes its name and the time to a sorted set in Redis
every HEARTBEAT_SECONDS (a worker bootstep on the worker's own timer), and removes it when it
stops. /healthz reads the set in one round trip, so it reports the workers without pinging them
(a broadcast ping would hold every health check for its whole timeout)."""

import logging
import time

from celery import bootsteps

logger = logging.getLogger(__name__)

HEARTBEAT_KEY = "treasury:worker-heartbeats"
HEARTBEAT_SECONDS = 10
STALE_SECONDS = 45  # four beats missed: the worker is gone (or stuck in one job that long)


def _redis():
    import redis
    from django.conf import settings

    return redis.Redis.from_url(settings.REDIS_URL, **settings.REDIS_SOCKET_TIMEOUTS)


def record(hostname: str) -> None:
    now = time.time()
    with _redis() as client:
        client.pipeline().zadd(HEARTBEAT_KEY, {hostname: now}).zremrangebyscore(
            HEARTBEAT_KEY, "-inf", now - 10 * STALE_SECONDS
        ).execute()


def forget(hostname: str) -> None:
    with _redis() as client:
        client.zrem(HEARTBEAT_KEY, hostname)


def live_workers() -> list[str]:
    """The workers whose last heartbeat is at most STALE_SECONDS old."""
    with _redis() as client:
        names = client.zrangebyscore(HEARTBEAT_KEY, time.time() - STALE_SECONDS, "+inf")
    return sorted(name.decode() for name in names)


class Heartbeat(bootsteps.StartStopStep):
    requires = {"celery.worker.components:Timer"}

    def __init__(self, worker, **kwargs):
        super().__init__(worker, **kwargs)
        self.timer_entry = None

    def start(self, worker):
        self.beat(worker.hostname)  # at once: a worker is reported as soon as it is up
        self.timer_entry = worker.timer.call_repeatedly(HEARTBEAT_SECONDS, self.beat, (worker.hostname,), priority=10)

    def stop(self, worker):
        if self.timer_entry is not None:
            self.timer_entry.cancel()
            self.timer_entry = None
        try:
            forget(worker.hostname)
        except Exception as error:  # Redis gone too: the entry goes stale by itself
            logger.warning("worker heartbeat not removed (%s)", type(error).__name__)

    def terminate(self, worker):  # a cold shutdown: the same, or the entry would stay until stale
        self.stop(worker)

    def beat(self, hostname: str) -> None:
        try:
            record(hostname)
        except Exception as error:  # Redis down: the broker is down too, /healthz says so
            logger.warning("worker heartbeat not sent (%s)", type(error).__name__)

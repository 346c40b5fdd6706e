"""/healthz reports the Celery workers from their heartbeats: with jobs in process there are
none to report; with a broker, no live heartbeat makes the status "degraded" (the web still
serves; table steps wait), a live one "ok"; a worker that stops takes its heartbeat with it."""

import time
import uuid

import pytest

from tabletop.live import heartbeat
from tests.conftest import CELERY_WORKER_GROUP, wait_for

pytestmark = pytest.mark.django_db


def test_with_jobs_in_process_the_workers_are_the_web_process(client, settings):
    settings.CELERY_TASK_ALWAYS_EAGER = True  # the default without REDIS_URL
    body = client.get("/healthz").json()
    assert body["status"] == "ok" and body["workers"] == "in process"


@pytest.fixture
def own_heartbeats(monkeypatch, settings):
    """Heartbeats under a key of this test's own (other tests' workers share the Redis), with
    jobs sent to a broker as in production."""
    monkeypatch.setattr(heartbeat, "HEARTBEAT_KEY", f"treasury:test-heartbeats:{uuid.uuid4().hex}")
    settings.CELERY_TASK_ALWAYS_EAGER = False
    yield
    with heartbeat._redis() as redis:
        redis.delete(heartbeat.HEARTBEAT_KEY)


@pytest.mark.services("redis")
def test_without_a_live_heartbeat_the_server_is_degraded_and_says_why(client, own_heartbeats):
    response = client.get("/healthz")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "degraded" and body["workers_alive"] == 0
    assert body["workers"].startswith("down: no worker heartbeat")
    assert body["database"] == body["broker"] == body["channel_layer"] == "ok"


@pytest.mark.services("redis")
def test_a_heartbeat_counts_until_it_is_stale_or_its_worker_stops(client, own_heartbeats):
    heartbeat.record("one@host")
    heartbeat.record("two@host")
    body = client.get("/healthz").json()
    assert (body["status"], body["workers"], body["workers_alive"]) == ("ok", "ok", 2)
    heartbeat.forget("two@host")
    assert client.get("/healthz").json()["workers_alive"] == 1
    with heartbeat._redis() as redis:  # one@host's last beat, older than STALE_SECONDS
        redis.zadd(heartbeat.HEARTBEAT_KEY, {"one@host": time.time() - heartbeat.STALE_SECONDS - 1})
    assert client.get("/healthz").json()["status"] == "degraded"


@pytest.mark.services("redis")
def test_the_bootstep_beats_on_start_on_its_timer_and_forgets_on_stop(own_heartbeats):
    class Timer:
        def __init__(self):
            self.calls = []

        def call_repeatedly(self, seconds, function, args, priority):
            self.calls.append((seconds, function, args))
            return type("Entry", (), {"cancel": lambda entry: self.calls.clear()})()

    worker = type("Worker", (), {"hostname": "w@host", "timer": Timer()})()
    step = heartbeat.Heartbeat(worker)
    step.start(worker)
    assert heartbeat.live_workers() == ["w@host"]
    ((seconds, function, args),) = worker.timer.calls
    assert seconds == heartbeat.HEARTBEAT_SECONDS < heartbeat.STALE_SECONDS
    function(*args)
    step.stop(worker)  # a warm shutdown
    assert heartbeat.live_workers() == [] and worker.timer.calls == []
    step.start(worker)
    step.terminate(worker)  # a cold one
    assert heartbeat.live_workers() == [] and worker.timer.calls == []


@CELERY_WORKER_GROUP
@pytest.mark.services("postgres", "redis", "celery")
@pytest.mark.django_db(transaction=True)
def test_a_running_worker_is_reported_alive(client, own_heartbeats, worker):
    assert wait_for(lambda: client.get("/healthz").json()["workers"] == "ok")
    assert client.get("/healthz").json()["workers_alive"] == 1

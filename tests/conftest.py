"""Shared fixtures. Tests that need real services (PostgreSQL, Redis, a Celery worker) are
marked `services(...)`: without DATABASE_URL / REDIS_URL they skip and say why; with
REQUIRE_SERVICES=1 such a skip fails the run instead."""

import contextlib
import os
import threading
import time
import tomllib
import traceback
import warnings
import weakref
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from tabletop.core import kinds
from tests.tabletop.counter_game import ENGINE as COUNTER_ENGINE

kinds.register(
    kinds.GameKind(
        name="counter",
        plural="counters",
        label="counter game",
        engine=COUNTER_ENGINE,
        min_seats=1,
        max_seats=4,
        needs_cards=False,
    )
)

# The profiles live in pyproject.toml ([tool.treasury.hypothesis.<name>]); `make test` picks ci.
with open(Path(__file__).resolve().parent.parent / "pyproject.toml", "rb") as pyproject:
    for name, options in tomllib.load(pyproject)["tool"]["treasury"]["hypothesis"].items():
        settings.register_profile(
            name, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large], **options
        )
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))

# No test reaches the internet: the online card sources (cards/online/) point at a closed local
# port unless a test points them at its stand-ins (tests/cards/online/stand_in.py); servers the
# tests start read the same from the environment.
NO_INTERNET = {"SCRYFALL_API_URL": "http://127.0.0.1:9", "CUBECOBRA_URL": "http://127.0.0.1:9"}
os.environ.update(NO_INTERNET)
ONLINE_SOURCES_TESTS = Path(__file__).resolve().parent / "cards" / "online"


@pytest.fixture(autouse=True, scope="session")
def _no_internet():
    from django.test import override_settings

    with override_settings(**NO_INTERNET):
        yield


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """The test database, as pytest-django makes it. Before it drops it, every connection this
    process took and did not give back is closed. A request served in an async test (an
    HttpCommunicator of config.asgi's application) leaves the connection its thread took in a
    context that outlives it; such connections kept the drop from happening ("is being accessed
    by other users") in 7 of 11 CI runs on 2026-12-06, and once more after collecting the garbage
    did not free them. (A served uvicorn hands each back: 60 requests left 3 idle connections.)
    A connection still open then is named with the test and the code that took it."""
    from django.db import connection

    takers = {}  # backend pid: the test, thread and code that last took that connection
    taken_connections = weakref.WeakValueDictionary()  # backend pid: that connection, while it lives
    if connection.vendor == "postgresql":
        from django.db.backends.postgresql.base import DatabaseWrapper

        take = DatabaseWrapper.get_new_connection

        def take_and_record(self, params):
            taken = take(self, params)
            ours = [f for f in traceback.extract_stack()[:-1] if "/site-packages/" not in f.filename]
            test, thread = os.environ.get("PYTEST_CURRENT_TEST"), threading.current_thread().name
            takers[taken.info.backend_pid] = f"{test}, {thread}\n" + "".join(traceback.format_list(ours[-8:]))
            taken_connections[taken.info.backend_pid] = taken
            return taken

        DatabaseWrapper.get_new_connection = take_and_record
    yield
    if connection.vendor != "postgresql":
        return
    DatabaseWrapper.get_new_connection = take
    import psycopg

    with django_db_blocker.unblock():
        name = connection.settings_dict["NAME"]
        connection.close()
        connection.close_pool()
        for left_open in list(taken_connections.values()):
            left_open.close()
        others = "SELECT pid, state, backend_start, left(query, 300) FROM pg_stat_activity WHERE datname = %s"
        with psycopg.connect(**{**connection.get_connection_params(), "dbname": "postgres"}) as server:
            for _ in range(40):  # a closed connection's backend ends a moment later
                left = server.execute(others, [name]).fetchall()
                if not left:
                    return
                time.sleep(0.05)
        named = [(*row[1:], takers.get(row[0], "taken by no thread of this process")) for row in left]
        warnings.warn(f"connections left open on {name} at the session's end: {named}", stacklevel=1)


@pytest.fixture(autouse=True)
def _closed_sources_unpaced(request, monkeypatch):
    """Outside the online sources' own tests (tests/cards/online/, which keep the pace), every
    online source is the closed port above and a look-up fails at once: waiting out Scryfall's
    pace (0.5 s between look-ups) between such failures was 28 s of the 30 s a generated cube's
    round trips took (cProfile)."""
    if not request.node.path.is_relative_to(ONLINE_SOURCES_TESTS):
        from cards.online import scryfall

        monkeypatch.setattr(scryfall, "LOOKUP_PACE", 0.0)


@pytest.fixture(autouse=True, scope="session")
def _no_collected_static_files(tmp_path_factory):
    """The test process's static root is an empty folder, not the clone's `staticfiles/`, which
    `make run` (and the tests that start it) fill with 727 files: WhiteNoise reads every one each
    time a test client loads the middleware, 14% of the main part's CPU. A test of collected files
    collects its own."""
    from django.test import override_settings

    with override_settings(STATIC_ROOT=tmp_path_factory.mktemp("static-root")):
        yield


@pytest.fixture(autouse=True, scope="session")
def _fast_password_hashes():
    """Passwords the test process sets are hashed with MD5, not PBKDF2's million rounds (5% of the
    main part's CPU); a hash made by a server or command the tests start still checks here. The
    servers themselves keep the settings' hashers."""
    from django.conf import settings
    from django.test import override_settings

    with override_settings(
        PASSWORD_HASHERS=["django.contrib.auth.hashers.MD5PasswordHasher", *settings.PASSWORD_HASHERS]
    ):
        yield


def wait_for(predicate, seconds: float = 60.0) -> bool:  # bounds a hang only
    """Poll until `predicate()` is true (work done by another process or thread)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False


@pytest.fixture
def worker(request):
    """A real Celery worker in this process, taking jobs from Redis on a queue of this test's
    own (another worker on the same Redis, an xdist sibling's or a benchmark's, would take the
    jobs and look for the game in its own database). Tests that use it are marked
    CELERY_WORKER_GROUP so that they never overlap in one process."""
    import uuid

    from celery.contrib.testing.worker import start_worker

    from config.celery import app

    assert request.node.get_closest_marker("xdist_group") is not None, "mark the test CELERY_WORKER_GROUP"
    default_queue = app.conf.task_default_queue
    app.conf.task_default_queue = f"treasury-tests-{uuid.uuid4().hex[:12]}"
    for cached in ("queues", "default_queue", "router"):  # Celery caches them from the conf
        app.amqp.__dict__.pop(cached, None)
    try:
        with start_worker(app, pool="solo", perform_ping_check=False, shutdown_timeout=10):
            yield
    finally:
        app.conf.task_default_queue = default_queue
        for cached in ("queues", "default_queue", "router"):
            app.amqp.__dict__.pop(cached, None)


CELERY_WORKER_GROUP = pytest.mark.xdist_group("celery-worker")

SERVICE_ENV = {"postgres": "DATABASE_URL", "redis": "REDIS_URL", "celery": "REDIS_URL"}


def pytest_runtest_setup(item):
    marker = item.get_closest_marker("services")
    if marker is None:
        return
    missing = [name for name in marker.args if not os.environ.get(SERVICE_ENV[name])]
    if not missing:
        return
    reason = "needs " + ", ".join(f"{name} ({SERVICE_ENV[name]} unset)" for name in missing)
    if os.environ.get("REQUIRE_SERVICES") == "1":
        pytest.fail(f"REQUIRE_SERVICES=1 but this test {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(autouse=True)
def _isolated_cache_and_eager_jobs(request):
    """Each database test gets a cache of its own (rate-limit counters must not leak between
    tests, xdist workers or runs: on the Redis of REDIS_URL an hour's creations would), and runs
    Celery jobs in process unless it proves a real worker. A test takes the database by its
    marker or by the db / transactional_db fixture."""
    uses_database = request.node.get_closest_marker("django_db") is not None or {
        "db",
        "transactional_db",
    } & set(request.fixturenames)
    if not uses_database:
        yield
        return
    from django.test import override_settings

    from config.celery import app

    eager = "celery" not in (request.node.get_closest_marker("services") or pytest.mark.services()).args
    was_eager = app.conf.task_always_eager
    app.conf.task_always_eager = eager
    cache = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": request.node.nodeid}}
    with override_settings(CACHES=cache):
        yield
    app.conf.task_always_eager = was_eager


@contextlib.contextmanager
def rate_limit_refusals() -> Iterator[Counter[str]]:
    """The requests and socket frames that rate limits refused meanwhile, by the limit's scope
    (a socket's as "socket frames")."""
    from rest_framework.throttling import SimpleRateThrottle

    from tabletop.live import socket_limits

    refused: Counter[str] = Counter()
    failure, take = SimpleRateThrottle.throttle_failure, socket_limits.take

    def counted_failure(throttle):
        refused[throttle.scope] += 1
        return failure(throttle)

    def counted_take(*keys):
        wait, why = take(*keys)
        refused["socket frames"] += bool(wait)
        return wait, why

    SimpleRateThrottle.throttle_failure, socket_limits.take = counted_failure, counted_take
    try:
        yield refused
    finally:
        SimpleRateThrottle.throttle_failure, socket_limits.take = failure, take
        refused -= Counter()  # the scopes that refused nothing


@pytest.fixture(autouse=True)
def _no_request_refused_by_a_rate_limit_unless_marked(request):
    """A request a rate limit refuses tests the limit, not what it sent: a fuzz test sending 200
    imports from one address had 142 of them refused `throttled` (RATE_LIMIT_CREATE) and passed.
    So a test whose requests a rate limit refuses fails, unless it is marked `rate_limited`."""
    if request.node.get_closest_marker("rate_limited"):
        yield
        return
    with rate_limit_refusals() as refused:
        yield
    assert not refused, f"requests refused by a rate limit, by its scope: {dict(refused)}; mark the test rate_limited"


@pytest.fixture
def without_rate_limits(monkeypatch):
    """Every REST rate limit lifted, for a test that sends more from one address than a table
    would (a fuzz test's hundreds of imports); the live servers the tests start lift them too."""
    from rest_framework.throttling import SimpleRateThrottle

    lifted = {scope: "1000000/min" for scope in SimpleRateThrottle.THROTTLE_RATES}
    monkeypatch.setattr(SimpleRateThrottle, "THROTTLE_RATES", lifted)

"""The live server the reliability tests talk to: uvicorn with 2 workers (the production ASGI
app) on a free port, on a PostgreSQL database of its own (treasury_reliability, and _gw0, _gw1 for
each xdist worker, dropped, created,
migrated and given the demo cubes and the test accounts at the start of the session) and Redis. Tests read the
database directly (psycopg) to check what was written, and the engines to decode states.

Every test here is marked services("postgres", "redis"): without DATABASE_URL / REDIS_URL they
skip (fail under REQUIRE_SERVICES=1) before this fixture starts anything."""

from __future__ import annotations

import json
import logging
import os
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import httpx
import pytest

from config import uvicorn_protocol

logging.getLogger("httpx").setLevel(logging.WARNING)  # one INFO line per request otherwise

ROOT = Path(__file__).resolve().parents[2]
PLURALS = {"auction": "auctions", "saga": "sagas", "battler": "battlers"}
CUBES = {"auction": "Demo auction block", "saga": "Demo saga cube", "battler": "Demo battler cube"}


# Every httpx client the tests make shares one TLS context: each new client otherwise builds its
# own and loads certifi's bundle into it (30 ms of CPU each, 16 s of test_leaks.py's run under
# cProfile), though the live server speaks plain HTTP. The same verification as httpx's default.
TLS = httpx.create_ssl_context()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _with_db(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{name}"))


def stored_state(column: str) -> dict:
    """Game.state as stored: JSON text (tabletop.models.JSONDocumentField)."""
    return json.loads(column)


@dataclass
class Live:
    """The running server and what the session set up in its database."""

    base: str
    dsn: str
    tokens: dict[str, str]  # username -> API token (tests/reliability/_setup_db.py)
    password: str
    cubes: dict[str, int]
    log_path: Path
    process: subprocess.Popen = field(repr=False)

    @property
    def api(self) -> str:
        return f"{self.base}/api/v1"

    @property
    def ws(self) -> str:
        return self.base.replace("http://", "ws://")

    def client(self, credential: str | None = None, **kwargs) -> httpx.Client:
        """credential: "Seat <token>" or "Token <key>" (or None: anonymous)."""
        headers = {"Authorization": credential} if credential else {}
        kwargs.setdefault("verify", TLS)
        return httpx.Client(base_url=self.api, headers=headers, timeout=kwargs.pop("timeout", 30), **kwargs)

    @property
    def host_token(self) -> str:
        """The API token of the account that hosts the tables the tests make."""
        return self.tokens["hana"]

    def username_of_token(self, token: str) -> str | None:
        return next((name for name, key in self.tokens.items() if key == token), None)

    def log_in(self, client: httpx.Client, username: str | None) -> None:
        """A session for `username` in `client`, through the admin's login form."""
        if username is None:
            return
        client.get("/admin/login/")
        answer = client.post(
            "/admin/login/",
            data={
                "username": username,
                "password": self.password,
                "csrfmiddlewaretoken": client.cookies["csrftoken"],
                "next": "/admin/",
            },
        )
        assert answer.status_code == 302 and "sessionid" in client.cookies, answer.text[:500]

    def db(self):
        import psycopg

        return psycopg.connect(self.dsn, autocommit=True)

    def fetch(self, sql: str, *params):
        with self.db() as conn:
            return conn.execute(sql, params).fetchall()

    def game_row(self, game_id: int) -> dict:
        (row,) = self.fetch("SELECT kind, version, state, cards FROM tabletop_game WHERE id = %s", game_id)
        return {"kind": row[0], "version": row[1], "state": stored_state(row[2]), "cards": row[3]}

    def state(self, game_id: int):
        from tabletop.core import kinds, states

        row = self.game_row(game_id)
        engine = kinds.get(row["kind"]).engine
        return engine, engine.decode_state(states.joined(row["state"], row["cards"])), row["version"]

    def seqs(self, game_id: int) -> list[int]:
        return [r[0] for r in self.fetch("SELECT seq FROM tabletop_action WHERE game_id = %s ORDER BY seq", game_id)]

    def new_game(
        self,
        kind: str,
        seats: list[str],
        settings: dict | None = None,
        credential: str | None = None,
        claim: bool = True,
        **extra,
    ) -> Table:
        with self.client(credential) as c:
            created = c.post(
                f"/{PLURALS[kind]}/",
                json={"seats": seats, "cube": self.cubes[CUBES[kind]], "settings": settings or {}, **extra},
            )
        assert created.status_code == 201, created.text
        body = created.json()
        table = Table(self, kind, body["id"], body["join_code"], body["host_token"], [])
        for number in range(len(seats) if claim else 0):
            table.seat_tokens.append(table.join(seat=number)["token"])
        return table

    def log_text(self) -> str:
        return self.log_path.read_text(errors="replace")


@dataclass
class Table:
    live: Live
    kind: str
    id: int
    code: str
    host_token: str
    seat_tokens: list[str]

    @property
    def plural(self) -> str:
        return PLURALS[self.kind]

    @property
    def path(self) -> str:
        return f"/{self.plural}/{self.id}/"

    def join(self, _credential: str | None = None, **body) -> dict:
        with self.live.client(_credential) as c:
            joined = c.post("/join/", json={"code": self.code, **body})
        assert joined.status_code == 201, joined.text
        return joined.json()

    def begin_auction_step(self) -> None:
        """An auction table starts in its active player's upkeep: they reveal the first card."""
        _, state, version = self.live.state(self.id)
        with self.live.client(self.seat(state.active)) as phone:
            body = {"type": "begin_auction_step", "expected_version": version}
            answer = phone.post(f"{self.path}actions/", json=body)
        assert answer.status_code == 200, answer.text

    def spectator(self, watching: int | None = None) -> str:
        body = {"spectate": True, "name": "watcher"}
        if watching is not None:
            body["watching"] = watching
        return self.join(**body)["token"]

    def seat(self, number: int) -> str:
        return f"Seat {self.seat_tokens[number]}"

    @property
    def host(self) -> str:
        return f"Seat {self.host_token}"


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings_parallel_suffix):
    """This part's PostgreSQL test databases apart from the main part's (test_<name>_gw0 and so
    on), which `make test` runs at the same time."""
    from django.conf import settings

    default = settings.DATABASES["default"]
    if default["ENGINE"] != "django.db.backends.sqlite3":
        test = default.setdefault("TEST", {})
        test["NAME"] = f"{test.get('NAME') or 'test_' + default['NAME']}_reliability"


@pytest.fixture(scope="session")
def live(tmp_path_factory) -> Live:
    database_url, redis_url = os.environ.get("DATABASE_URL"), os.environ.get("REDIS_URL")
    if not (database_url and redis_url and database_url.startswith("postgres")):
        pytest.skip("the live server needs DATABASE_URL (PostgreSQL) and REDIS_URL")
    import psycopg

    # named after DATABASE_URL's, so that two checkouts on one server never drop each other's, and
    # one per xdist worker
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    db_name = f"{urlsplit(database_url).path.lstrip('/') or 'treasury'}_reliability" + (f"_{worker}" if worker else "")
    with psycopg.connect(_with_db(database_url, "postgres"), autocommit=True) as conn:  # the maintenance db
        conn.execute(f"DROP DATABASE IF EXISTS {db_name} WITH (FORCE)")
        conn.execute(f"CREATE DATABASE {db_name}")
    dsn = _with_db(database_url, db_name)
    env = {
        **os.environ,
        "DATABASE_URL": dsn,
        "REDIS_URL": redis_url,
        "DEPLOYMENT_PREFIX": db_name,  # its groups and cache keys apart from another worker's server
        "SECRET_KEY": os.environ.get("SECRET_KEY") or "reliability-secret",
        "DEBUG": "0",
        "ALLOWED_HOSTS": "127.0.0.1",
        "DJANGO_SETTINGS_MODULE": "tests.reliability.live_settings",
        "RATE_LIMIT_PER_TOKEN": "1000000/min",
        "RATE_LIMIT_PER_ADDRESS": "1000000/min",
        "RATE_LIMIT_JOIN": "1000000/min",
        "RATE_LIMIT_CREATE": "1000000/min",
        "RATE_LIMIT_SOCKET": "1000000/min",
        "RATE_LIMIT_SOCKET_BURST": "1000000",
        "LIVE_CONNECTIONS_PER_ADDRESS": "1000000",
        "HTTP_CONNECTIONS_PER_ADDRESS": "1000000",
        # a burst of 200 phones queues for the pool's connections: on a busy machine the wait
        # passes production's 5 s (a 503 that says the machine is slow, not that the server is wrong)
        "DB_POOL_TIMEOUT": "30",
        "CELERY_TASK_ALWAYS_EAGER": "1",  # table steps (saga deals) run in the server after commit
        "PYTHONPATH": str(ROOT),
    }
    setup = subprocess.run(
        [sys.executable, str(Path(__file__).with_name("_setup_db.py"))],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert setup.returncode == 0, setup.stderr[-3000:]
    made = json.loads(setup.stdout.strip().splitlines()[-1])
    port = _free_port()
    log_path = tmp_path_factory.mktemp("live") / "server.log"
    log = log_path.open("w")
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "config.asgi:application",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--workers",
            "2",
            "--loop",
            "asyncio",
            "--lifespan",
            "off",
            "--no-access-log",
            "--timeout-graceful-shutdown",
            "2",
            "--timeout-keep-alive",
            "30",
            *uvicorn_protocol.OPTIONS,
        ],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            if httpx.get(f"{base}/api/v1/cubes/", timeout=2).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            pytest.fail("the live server did not start:\n" + log_path.read_text()[-3000:])
        time.sleep(0.2)
    live = Live(
        base=base,
        dsn=dsn,
        tokens=made["tokens"],
        password=made["password"],
        cubes=made["cubes"],
        log_path=log_path,
        process=process,
    )
    yield live
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
    log.close()


def pytest_collection_modifyitems(config, items):
    """The 200-client burst runs last: until the connection bug it proves is fixed, it leaves the
    server holding most of PostgreSQL's connections, and later tests would get 503s."""
    burst = [item for item in items if item.nodeid.startswith("tests/reliability/test_concurrency.py")]
    items[:] = [item for item in items if item not in burst] + burst

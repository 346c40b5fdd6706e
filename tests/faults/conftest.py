"""Fault tests run the real server against PostgreSQL and Redis that they start and kill
themselves (never the machine's shared ones). They need the PostgreSQL and Redis binaries,
not DATABASE_URL/REDIS_URL, and run serially in their own invocation:

    .venv/bin/python -m pytest tests/faults -p no:xdist

The first test of a session builds a template cluster once (initdb, migrate, load_demo, a user
`demo` with an API token); each test then starts a copy of it."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import httpx
import pytest

from tests.faults import harness
from tests.faults.harness import PrivatePostgres, PrivateRedis, Server, Worker


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if Path(str(item.fspath)).parent == here:
            item.add_marker(pytest.mark.timeout(150))


@pytest.fixture(autouse=True)
def _faults_need_binaries_and_a_serial_run():
    if os.environ.get("PYTEST_XDIST_WORKER"):
        pytest.skip("fault tests run serially in their own invocation: pytest tests/faults -p no:xdist")
    missing = harness.missing_binaries()
    if missing:
        pytest.skip(f"fault tests start private services and need the binaries: {missing}")


class Template:
    def __init__(self, datadir: Path, demo_token: str):
        self.datadir, self.demo_token = datadir, demo_token


@pytest.fixture(scope="session")
def pg_template() -> Template:
    """initdb + migrate + load_demo + the user demo once per session; tests copy the stopped cluster."""
    missing = harness.missing_binaries()
    if missing:
        pytest.skip(missing)
    root = Path(tempfile.mkdtemp(prefix="treasury-faults-template-"))  # pytest's tmp is root-only (0700)
    user = harness.pg_user()
    harness.chown_tree(root, user)
    datadir = root / "data"
    initdb = [
        str(harness.PG_BIN / "initdb"),
        "-D",
        str(datadir),
        "-U",
        "postgres",
        "--auth=trust",
        "-N",
        "--encoding=UTF8",
        "--locale=C",
    ]
    done = subprocess.run(initdb, capture_output=True, text=True, user=user, check=False)
    assert done.returncode == 0, done.stderr
    pg = PrivatePostgres(datadir)
    pg.start()
    try:
        with pg.connect("postgres") as conn:
            conn.execute("CREATE DATABASE treasury")
        env = harness.service_env(pg.url(), None)
        migrated = harness.manage(env, "migrate", "--noinput")
        assert migrated.returncode == 0, migrated.stdout + migrated.stderr
        token = _demo_cubes_and_user(env)
    finally:
        pg.stop()
    yield Template(datadir, token)
    shutil.rmtree(root, ignore_errors=True)


class Stack:
    """One test's services: a copy of the template cluster, a private Redis, and whatever
    servers and workers the test starts. Everything is killed at the end."""

    def __init__(self, tmp: Path, template: Template):
        self.tmp, self.demo_token = tmp, template.demo_token
        datadir = tmp / "pgdata"
        shutil.copytree(template.datadir, datadir, symlinks=True)
        harness.chown_tree(datadir, harness.pg_user())
        os.chmod(datadir, 0o700)
        self.pg = PrivatePostgres(datadir)
        self.redis = PrivateRedis(tmp)
        self.servers: list[Server] = []
        self.workers: list[Worker] = []

    def env(self, **extra: str) -> dict:
        return harness.service_env(self.pg.url(), self.redis.url, **extra)

    def server(self, workers: int = 1, env: dict | None = None, name: str | None = None) -> Server:
        server = Server(self.tmp, env or self.env(), workers=workers, name=name or f"web{len(self.servers)}")
        self.servers.append(server)
        server.start()
        return server

    def worker(self, env: dict | None = None, wait_ready: bool = True) -> Worker:
        worker = Worker(self.tmp, env or self.env(), name=f"worker{len(self.workers)}")
        self.workers.append(worker)
        worker.start(wait_ready=wait_ready)
        return worker

    def close(self) -> None:
        for proc in [*self.workers, *self.servers]:
            proc.kill(signal.SIGKILL)
        self.redis.stop()
        self.pg.stop(signal.SIGQUIT)


@pytest.fixture
def stack(pg_template):
    tmp = Path(tempfile.mkdtemp(prefix="treasury-faults-"))
    harness.chown_tree(tmp, harness.pg_user())  # postgres writes its log next to its data
    made = Stack(tmp, pg_template)
    made.pg.start()
    made.redis.start()
    try:
        yield made
    finally:
        made.close()
        shutil.rmtree(tmp, ignore_errors=True)


def _demo_cubes_and_user(env: dict) -> str:
    """The demo cubes and a user `demo` with an API token and no password: its token."""
    superuser = ["createsuperuser", "--noinput", "--username", "demo", "--email", "demo@localhost"]
    for command in (["load_demo"], superuser):
        done = harness.manage(env, *command)
        assert done.returncode == 0, done.stdout + done.stderr
    made = harness.manage(env, "drf_create_token", "demo")
    return re.search(r"Generated token (\w+)", made.stdout).group(1)


@pytest.fixture(scope="session")
def sqlite_template() -> Template:
    """The embedded default's database (migrate + load_demo) once per session; tests copy it."""
    root = Path(tempfile.mkdtemp(prefix="treasury-faults-embedded-"))
    env = harness.embedded_env(root / "db.sqlite3")
    migrated = harness.manage(env, "migrate", "--noinput")
    assert migrated.returncode == 0, migrated.stdout + migrated.stderr
    yield Template(root / "db.sqlite3", _demo_cubes_and_user(env))
    shutil.rmtree(root, ignore_errors=True)


class EmbeddedStack:
    """One test's embedded server (`make run`: SQLite, jobs in process, no Redis), on a copy
    of the template database; its servers are killed at the end."""

    def __init__(self, tmp: Path, template: Template):
        self.tmp, self.demo_token = tmp, template.demo_token
        self.database = tmp / "db.sqlite3"
        for part in ("", "-wal"):  # WAL: what is not yet checkpointed is in the -wal file
            if Path(f"{template.datadir}{part}").exists():
                shutil.copyfile(f"{template.datadir}{part}", f"{self.database}{part}")
        self.servers: list[Server] = []

    def env(self, **extra: str) -> dict:
        return harness.embedded_env(self.database, **extra)

    def server(self, env: dict | None = None, name: str | None = None) -> Server:
        server = Server(self.tmp, env or self.env(), name=name or f"web{len(self.servers)}")
        self.servers.append(server)
        server.start()
        return server

    def close(self) -> None:
        for server in self.servers:
            server.kill(signal.SIGKILL)


@pytest.fixture
def embedded(sqlite_template):
    tmp = Path(tempfile.mkdtemp(prefix="treasury-faults-embedded-"))
    made = EmbeddedStack(tmp, sqlite_template)
    try:
        yield made
    finally:
        made.close()
        shutil.rmtree(tmp, ignore_errors=True)


class Api:
    """A small HTTP client for one server: seat or user credentials per call."""

    def __init__(self, server: Server, timeout: float = 30.0):
        self.server = server
        self.http = httpx.Client(base_url=server.base + "/api/v1", timeout=timeout)

    @staticmethod
    def auth(seat: str | None = None, user: str | None = None) -> dict:
        if seat:
            return {"Authorization": f"Seat {seat}"}
        if user:
            return {"Authorization": f"Token {user}"}
        return {}

    def create(self, plural: str, body: dict, **auth) -> dict:
        response = self.http.post(f"/{plural}/", json=body, headers=self.auth(**auth))
        assert response.status_code == 201, response.text
        return response.json()

    def join(self, code: str, seat: int) -> str:
        response = self.http.post("/join/", json={"code": code, "seat": seat})
        assert response.status_code == 201, response.text
        return response.json()["token"]

    def act(self, plural: str, game: int, token: str, action: dict, key: str | None = None) -> httpx.Response:
        headers = self.auth(seat=token)
        if key:
            headers["Idempotency-Key"] = key
        return self.http.post(f"/{plural}/{game}/actions/", json=action, headers=headers)

    def events(self, plural: str, game: int, token: str, after: int = 0) -> list[dict]:
        out: list[dict] = []
        while True:
            response = self.http.get(
                f"/{plural}/{game}/events/", params={"after": after}, headers=self.auth(seat=token)
            )
            assert response.status_code == 200, response.text
            page = response.json()["events"]
            out += page
            if not page:
                return out
            after = page[-1]["seq"]

    def close(self) -> None:
        self.http.close()


class Socket:
    """A game's WebSocket, read by a thread into `messages` (the client's record)."""

    def __init__(self, server: Server, kind: str, game: int, token: str):
        import threading

        from websockets.sync.client import connect

        self.ws = connect(  # noqa: SIM115
            f"{server.ws_base}/ws/{kind}/{game}/",
            origin=server.base,
            additional_headers={"Authorization": f"Seat {token}"},
            open_timeout=60,
        )
        self.messages: list[dict] = []
        self.closed: Exception | None = None
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        import json

        try:
            for raw in self.ws:
                with self.lock:
                    self.messages.append(json.loads(raw))
        except Exception as error:  # the server closed or died: record it
            self.closed = error
        else:
            self.closed = EOFError("closed")

    def send(self, message: dict) -> None:
        import json

        self.ws.send(json.dumps(message))

    def of_type(self, kind: str) -> list[dict]:
        with self.lock:
            return [m for m in self.messages if m.get("type") == kind]

    def pushed_seqs(self) -> list[int]:
        return [m["seq"] for m in self.of_type("action") if "seq" in m]

    def wait_for(self, predicate, seconds: float = 60.0):  # bounds a hang, never a speed
        return harness.wait_until(lambda: predicate(self), seconds, 0.02, what="socket message")

    def act(self, action: dict, ref: str, seconds: float = 30.0, key: str | None = None) -> tuple[dict, float]:
        """Send an action on the socket (with an idempotency key); (its result, seconds until it came)."""
        start = time.monotonic()
        self.send({"type": "action", "ref": ref, "action": action, **({"idempotency_key": key} if key else {})})
        result = self.wait_for(lambda s: next((m for m in s.of_type("result") if m.get("ref") == ref), None), seconds)
        return result, time.monotonic() - start

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.ws.close()


def auction_at_main_phase(api: Api, user_token: str) -> tuple[int, list[str], str]:
    """A two-seat auction table with both seats claimed, past its first auction, so that
    `adjust_gold` is legal for either seat at any moment: (game id, seat tokens, host token).
    Seq 1 ends the first upkeep, seqs 2 and 3 stop auctioning."""
    created = api.create("auctions", {"cube": 1, "seats": ["Ann", "Bob"]}, user=user_token)
    tokens = [api.join(created["join_code"], n) for n in range(2)]
    allow_export(api, "auctions", created["id"], tokens)
    active = api.http.get(f"/auctions/{created['id']}/", headers=api.auth(seat=tokens[0])).json()["view"]["active"]
    response = api.act("auctions", created["id"], tokens[active], {"type": "begin_auction_step"})
    assert response.status_code == 200, response.text
    for seat in (0, 1):
        response = api.act("auctions", created["id"], tokens[seat], {"type": "stop_auctioning"})
        assert response.status_code == 200, response.text
    return created["id"], tokens, created["host_token"]


def allow_export(api: Api, plural: str, game_id: int, tokens: list[str]) -> None:
    """Every player lets the host export the unfinished game (the tests read its state from it)."""
    for token in tokens:
        response = api.http.patch(
            f"/{plural}/{game_id}/seats/me/", json={"allows_export": True}, headers=api.auth(seat=token)
        )
        assert response.status_code == 200, response.text


def gold(n: int) -> dict:
    return {"type": "adjust_gold", "seat": 0, "delta": 1, "reason": f"fault test {n}"}


class Saga:
    """A Cube Saga from the demo saga cube, driven through the API with the random legal
    decisions of saga/rules/playout.py (decided from the host's export, which holds the whole
    state). The table's own steps (deals) are left to the Celery worker."""

    plural = "sagas"

    def __init__(self, api: Api, user_token: str):
        self.api = api
        created = api.create("sagas", {"cube": 2, "seats": ["Ann", "Bob"]}, user=user_token)
        self.id, self.host = created["id"], created["host_token"]
        self.tokens = [api.join(created["join_code"], n) for n in range(2)]
        allow_export(api, "sagas", self.id, self.tokens)
        self.decided = 0

    def export(self) -> dict:
        response = self.api.http.get(f"/sagas/{self.id}/export/", headers=self.api.auth(seat=self.host))
        assert response.status_code == 200, response.text
        return response.json()

    @staticmethod
    def state(doc: dict):
        from saga.rules import ENGINE

        return ENGINE.decode_state(doc["state"])

    @staticmethod
    def pending(doc: dict) -> str | None:
        """The table step the saga waits on (deal_market...), or None."""
        from saga.rules import ENGINE
        from saga.rules import actions as act

        step = ENGINE.system_action(Saga.state(doc))
        return None if step is None else act.action_type(step)

    def decide(self, doc: dict) -> tuple[int, dict]:
        from saga.rules.playout import random_decision
        from tabletop.rules.engine import to_builtins
        from tabletop.rules.rng import Rng

        state = self.state(doc)
        seat = state.waiting_on[0]
        self.decided += 1
        decision = random_decision(state, seat, Rng(f"faults-{self.id}-{self.decided}"))
        assert decision is not None, state.step
        return seat, to_builtins(decision)

    @staticmethod
    def predict(doc: dict, seat: int, payload: dict):
        """The state the action would lead to (the engine is pure and the generator is in the
        export)."""
        from saga.rules import ENGINE
        from tabletop.rules.rng import Rng

        rng = Rng(doc["rng"]["seed"], doc["rng"]["counter"])
        return ENGINE.apply(Saga.state(doc), seat, ENGINE.parse_action(payload), rng).state

    def play_until_next_action_leads_to(self, step_type: str, max_actions: int = 150) -> tuple[dict, int, dict]:
        """Play (the worker dealing in between) until the next decision would make the saga wait
        on `step_type`; return (export, seat, that decision) without sending it."""
        from saga.rules import ENGINE
        from saga.rules import actions as act

        for _ in range(max_actions):
            doc = self.export()
            if self.pending(doc) is not None:
                version = doc["version"]
                harness.wait_until(
                    lambda version=version: self.export()["version"] > version,
                    60,
                    0.05,
                    what=f"the worker dealing {self.pending(doc)}",
                )
                continue
            seat, payload = self.decide(doc)
            after = ENGINE.system_action(self.predict(doc, seat, payload))
            if after is not None and act.action_type(after) == step_type:
                return doc, seat, payload
            response = self.api.act("sagas", self.id, self.tokens[seat], payload)
            assert response.status_code == 200, response.text
        raise AssertionError(f"no {step_type} within {max_actions} actions")


def socket_outcome(server: Server, game: int, token: str) -> tuple[str, str]:
    """An auction's socket opened now: ("hello", "") or, accepted only to be told a service is
    down, ("unavailable", its message) with close 1013. A failed handshake (HTTP 500) raises."""
    opened = Socket(server, "auction", game, token)
    try:
        opened.wait_for(lambda s: s.of_type("hello") or s.closed is not None, 30)
    finally:
        opened.close()
    if opened.of_type("hello"):
        return "hello", ""
    code = getattr(getattr(opened.closed, "rcvd", None), "code", None)
    told = [(m["type"], m["code"], m["retry_after"]) for m in opened.messages]
    assert told == [("error", "unavailable", 5)] and code == 1013, (opened.messages, code)
    assert "Exception in ASGI application" not in server.output()
    return "unavailable", opened.messages[0]["message"]


def assert_socket_told_unavailable(server: Server, game: int, token: str, naming: str) -> None:
    outcome, message = socket_outcome(server, game, token)
    assert outcome == "unavailable" and naming in message, (outcome, message)


def socket_outcomes_until(server: Server, game: int, token: str, wanted: str, seconds: float) -> list[str]:
    """Sockets opened one after another, as a phone retries, until one meets `wanted`: each
    outcome (with its message), the last the one wanted. A failed handshake raises."""
    outcomes: list[str] = []
    deadline = time.monotonic() + seconds
    while not outcomes or not outcomes[-1].startswith(wanted):
        assert time.monotonic() < deadline, f"no socket {wanted} within {seconds} s: {outcomes}"
        outcomes.append(": ".join(socket_outcome(server, game, token)).rstrip(": "))
        time.sleep(0.2)
    return outcomes


def assert_socket_opens(server: Server, game: int, token: str) -> None:
    phone = Socket(server, "auction", game, token)
    try:
        phone.wait_for(lambda s: s.of_type("hello"))
    finally:
        phone.close()

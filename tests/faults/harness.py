"""Throwaway services for the fault tests: a private PostgreSQL cluster and a private Redis on
free ports, the real web server (uvicorn) and Celery workers as subprocesses. Every process is
started in its own session and killed by its own process group id: nothing here ever touches
the machine's shared PostgreSQL (5432) or Redis (6379)."""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

from config import uvicorn_protocol

ROOT = Path(__file__).resolve().parents[2]
VENV_BIN = Path(sys.executable).parent


def _pg_bin() -> Path | None:
    found = sorted(
        (Path(p).parent for p in glob.glob("/usr/lib/postgresql/*/bin/postgres")),
        key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0,
    )
    return found[-1] if found else None


PG_BIN = _pg_bin()
REDIS_SERVER = shutil.which("redis-server")


def missing_binaries() -> str | None:
    if PG_BIN is None or not (PG_BIN / "initdb").exists():
        return "no PostgreSQL binaries under /usr/lib/postgresql/*/bin (initdb, postgres)"
    if REDIS_SERVER is None:
        return "no redis-server on PATH"
    for tool in ("uvicorn", "celery"):
        if not (VENV_BIN / tool).exists():
            return f"no {tool} next to {sys.executable}"
    return None


def pg_user() -> str | None:
    """PostgreSQL refuses to run as root: run it as the `postgres` (or `nobody`) user then."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        try:
            pwd.getpwnam(name)
            return name
        except KeyError:
            continue
    raise RuntimeError("running as root and no postgres/nobody user to run PostgreSQL as")


def chown_tree(path: Path, user: str | None) -> None:
    if user is None:
        return
    entry = pwd.getpwnam(user)
    os.chown(path, entry.pw_uid, entry.pw_gid)
    for dirpath, dirnames, filenames in os.walk(path):
        for name in dirnames + filenames:
            os.lchown(os.path.join(dirpath, name), entry.pw_uid, entry.pw_gid)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def port_open(port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(0.2)
        return sock.connect_ex(("127.0.0.1", port)) == 0


def wait_until(predicate, seconds: float = 60.0, interval: float = 0.05, what: str = "condition"):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    raise TimeoutError(f"{what} not reached within {seconds} s")


class Proc:
    """A subprocess in a session of its own, its output in a log file."""

    def __init__(
        self, name: str, args: list[str], log: Path, env: dict | None = None, cwd: Path = ROOT, user: str | None = None
    ):
        self.name, self.log = name, log
        self.log_file = open(log, "ab")  # noqa: SIM115 (closed in stop)
        self.popen = subprocess.Popen(
            args,
            stdout=self.log_file,
            stderr=subprocess.STDOUT,
            env=env,
            cwd=cwd,
            start_new_session=True,
            user=user,
            group=pwd.getpwnam(user).pw_gid if user else None,
        )

    @property
    def pid(self) -> int:
        return self.popen.pid

    def alive(self) -> bool:
        return self.popen.poll() is None

    def send(self, sig: int) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.popen.pid, sig)

    def stop(self, sig: int = signal.SIGKILL, timeout: float = 15.0) -> None:
        if self.alive():
            self.send(sig)
            try:
                self.popen.wait(timeout)
            except subprocess.TimeoutExpired:
                self.send(signal.SIGKILL)
                self.popen.wait(5)
        # children left in the group (uvicorn workers) go too
        self.send(signal.SIGKILL)
        if not self.log_file.closed:
            self.log_file.close()

    def output(self) -> str:
        self.log_file.flush()
        return self.log.read_text(errors="replace")


class PrivateRedis:
    def __init__(self, workdir: Path):
        self.workdir, self.port, self.proc = workdir, free_port(), None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.proc = Proc(
            "redis",
            [
                REDIS_SERVER,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--daemonize",
                "no",
                "--dir",
                str(self.workdir),
            ],
            self.workdir / "redis.log",
        )
        wait_until(lambda: port_open(self.port), 60, what="private redis listening")

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.stop(signal.SIGKILL)
            wait_until(lambda: not port_open(self.port), 60, what="private redis gone")


class PrivatePostgres:
    def __init__(self, datadir: Path, port: int | None = None):
        self.datadir, self.port, self.proc, self.user = datadir, port or free_port(), None, pg_user()

    def url(self, db: str = "treasury") -> str:
        return f"postgres://postgres@127.0.0.1:{self.port}/{db}"

    def start(self) -> None:
        self.proc = Proc(
            "postgres",
            [
                str(PG_BIN / "postgres"),
                "-D",
                str(self.datadir),
                "-p",
                str(self.port),
                "-k",
                str(self.datadir),
                "-c",
                "listen_addresses=127.0.0.1",
                "-c",
                "fsync=off",
                "-c",
                "full_page_writes=off",
                "-c",
                "synchronous_commit=on",
            ],
            self.datadir.parent / f"postgres-{self.datadir.name}.log",
            user=self.user,
        )
        wait_until(self.accepts, 60, 0.1, what="private postgres accepting connections")

    def accepts(self) -> bool:
        import psycopg

        try:
            with psycopg.connect(
                host="127.0.0.1", port=self.port, user="postgres", dbname="postgres", connect_timeout=1
            ):
                return True
        except psycopg.OperationalError:
            return False

    def stop(self, sig: int = signal.SIGINT) -> None:
        """SIGINT: fast shutdown (clients disconnected, clean); SIGQUIT: immediate; SIGKILL."""
        if self.proc is not None:
            self.proc.stop(sig, timeout=20)
            wait_until(lambda: not port_open(self.port), 60, what="private postgres gone")

    def connect(self, db: str = "treasury", autocommit: bool = True):
        import psycopg

        return psycopg.connect(
            host="127.0.0.1", port=self.port, user="postgres", dbname=db, autocommit=autocommit, connect_timeout=5
        )


def service_env(database_url: str, redis_url: str | None, **extra: str) -> dict[str, str]:
    """The environment of a server or worker: the private services, production-like settings,
    generous rate limits unless a test sets its own."""
    drop = (
        "DATABASE_URL",
        "REDIS_URL",
        "REQUIRE_SERVICES",
        "CELERY_",
        "RATE_LIMIT_",
        "SECURE_",
        "DEBUG",
        "SECRET_KEY",
        "ALLOWED_HOSTS",
        "LOG_LEVEL",
        "MAX_UPLOAD_BYTES",
        "DB_CONN_MAX_AGE",
        "PYTEST_",
        "DJANGO_ALLOW_ASYNC_UNSAFE",
        "SQLITE_PATH",
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith(drop)}
    env.update(
        DJANGO_SETTINGS_MODULE="config.settings",
        DATABASE_URL=database_url,
        SECRET_KEY="faults-" + secrets.token_urlsafe(40),
        DEBUG="0",
        ALLOWED_HOSTS="127.0.0.1",
        RATE_LIMIT_PER_TOKEN="100000/min",
        RATE_LIMIT_PER_ADDRESS="100000/min",
        RATE_LIMIT_JOIN="10000/min",
        RATE_LIMIT_CREATE="100000/min",
        RATE_LIMIT_SOCKET="100000/min",
        RATE_LIMIT_SOCKET_BURST="100000",
        LIVE_CONNECTIONS_PER_ADDRESS="100000",
        HTTP_CONNECTIONS_PER_ADDRESS="100000",
        CELERY_VISIBILITY_TIMEOUT="5",
        PYTHONUNBUFFERED="1",
        LOG_LEVEL="INFO",
    )
    if redis_url:
        env["REDIS_URL"] = redis_url
    env.update(extra)
    return env


def embedded_env(sqlite_path: Path, **extra: str) -> dict[str, str]:
    """The embedded default (`make run`): SQLite, jobs in process, the in-memory channel layer."""
    env = service_env("", None, SQLITE_PATH=str(sqlite_path), **extra)
    del env["DATABASE_URL"]
    return env


def manage(env: dict, *args: str, timeout: float = 180) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


class Server:
    """uvicorn config.asgi:application on a free port."""

    def __init__(self, workdir: Path, env: dict, workers: int = 1, name: str = "web"):
        self.workdir, self.env, self.workers, self.name = workdir, env, workers, name
        self.port, self.proc = free_port(), None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_base(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.proc = Proc(
            self.name,
            [
                str(VENV_BIN / "uvicorn"),
                "config.asgi:application",
                "--host",
                "127.0.0.1",
                "--port",
                str(self.port),
                "--workers",
                str(self.workers),
                "--loop",
                "asyncio",
                "--lifespan",
                "on",
                *uvicorn_protocol.OPTIONS,
            ],
            self.workdir / f"{self.name}.log",
            env=self.env,
        )

        def answers() -> bool:
            if not self.proc.alive():
                raise RuntimeError(f"{self.name} exited:\n{self.proc.output()[-3000:]}")
            try:
                return httpx.get(self.base + "/api/v1/cubes/", timeout=2).status_code == 200
            except httpx.HTTPError:
                return False

        wait_until(answers, 120, 0.1, what=f"{self.name} answering")

    def kill(self, sig: int = signal.SIGKILL) -> None:
        if self.proc is not None:
            self.proc.stop(sig)

    def output(self) -> str:
        return self.proc.output() if self.proc else ""


class Worker:
    """celery -A config worker --pool=solo."""

    def __init__(self, workdir: Path, env: dict, name: str):
        self.workdir, self.env, self.name, self.proc = workdir, env, name, None

    def start(self, wait_ready: bool = True) -> None:
        self.proc = Proc(
            self.name,
            [
                str(VENV_BIN / "celery"),
                "-A",
                "config",
                "worker",
                "--pool=solo",
                "--loglevel=info",
                "--without-gossip",
                "--without-mingle",
                "--without-heartbeat",
                "-n",
                f"{self.name}@%h",
            ],
            self.workdir / f"{self.name}.log",
            env=self.env,
        )
        if wait_ready:
            wait_until(
                lambda: " ready." in self.proc.output() or not self.proc.alive(), 120, 0.1, what=f"{self.name} ready"
            )
            assert self.proc.alive(), self.proc.output()[-3000:]

    def kill(self, sig: int = signal.SIGKILL) -> None:
        if self.proc is not None:
            self.proc.stop(sig, timeout=20)

    def output(self) -> str:
        return self.proc.output() if self.proc else ""

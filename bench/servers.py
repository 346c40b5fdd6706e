"""The services of a run: the bench database, and the processes bench.run starts and stops
(the product's uvicorn workers and Celery worker, the floor app). Loopback only. Every process
is started in its own session and stopped by its own process group, nothing else."""

from __future__ import annotations

import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from config import uvicorn_protocol

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/treasury_bench"
DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/1"
# Game ids of the bench start here: channels-redis pub/sub channels are not per Redis database,
# so a test suite on the same Redis server must never share a game id (a group) with the bench.
GAME_ID_FLOOR = 70_000_000
WEB_WORKERS = 2


def bin_path(name: str) -> str:
    candidate = Path(sys.executable).parent / name
    return str(candidate) if candidate.exists() else name


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def service_env(database_url: str, redis_url: str) -> dict[str, str]:
    """The production environment of the server under test (see the README's env table)."""
    env = dict(os.environ)
    env.update(
        {
            "DATABASE_URL": database_url,
            "REDIS_URL": redis_url,
            "SECRET_KEY": env.get("BENCH_SECRET_KEY") or secrets.token_urlsafe(50),
            "DEBUG": "0",
            "LOG_LEVEL": "WARNING",
            # Every phone of the bench comes from 127.0.0.1: the per-address limits would refuse the
            # 800 joins and view reads of one run. The per-token limit (600/min) stays as in production.
            "RATE_LIMIT_JOIN": "100000/min",
            "RATE_LIMIT_CREATE": "1000000/min",
            "RATE_LIMIT_PER_ADDRESS": "1000000/min",
            # The capacity runs have no think time: a seat acts as fast as its table answers, past the
            # socket limit (600/min per seat). The check still runs on every message; it never refuses.
            "RATE_LIMIT_SOCKET": "1000000/min",
            "RATE_LIMIT_SOCKET_BURST": "1000000",
            "LIVE_CONNECTIONS_PER_ADDRESS": "1000000",
            "HTTP_CONNECTIONS_PER_ADDRESS": "1000000",
            "PYTHONPATH": str(ROOT),
        }
    )
    env.pop("CELERY_TASK_ALWAYS_EAGER", None)
    return env


# -- the database ---------------------------------------------------------------------------
def conninfo(database_url: str) -> str:
    """psycopg takes postgres:// URLs as they are."""
    return database_url


def ensure_database(database_url: str) -> bool:
    """Create the database named in the URL if it is missing. True when it was created."""
    import psycopg
    from psycopg import sql

    parts = urlsplit(database_url)
    name = parts.path.lstrip("/")
    admin = urlunsplit(parts._replace(path="/postgres"))
    with psycopg.connect(admin, autocommit=True, connect_timeout=5) as conn:
        if conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone():
            return False
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        return True


def recreate_database(database_url: str) -> None:
    """Drop the database named in the URL, closing its connections, and create it empty: a schema
    that another commit migrated forward cannot be migrated back by an earlier one."""
    import psycopg
    from psycopg import sql

    parts = urlsplit(database_url)
    name = sql.Identifier(parts.path.lstrip("/"))
    admin = urlunsplit(parts._replace(path="/postgres"))
    with psycopg.connect(admin, autocommit=True, connect_timeout=5) as conn:
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(name))
        conn.execute(sql.SQL("CREATE DATABASE {}").format(name))


def manage(env: dict[str, str], *args: str, log_path: Path) -> None:
    with log_path.open("ab") as log:
        subprocess.run(
            [sys.executable, "manage.py", *args],
            cwd=ROOT,
            env=env,
            check=True,
            stdout=log,
            stderr=subprocess.STDOUT,
            timeout=300,
        )


def reset_games(database_url: str) -> str:
    """Empty the games of earlier bench runs (only in a database whose name says bench), and move
    the game ids above GAME_ID_FLOOR. Returns what was done."""
    import psycopg

    name = urlsplit(database_url).path.lstrip("/")
    with psycopg.connect(database_url, autocommit=True, connect_timeout=5) as conn:
        done = "kept earlier games (the database name has no 'bench' in it)"
        if "bench" in name:
            conn.execute("TRUNCATE tabletop_game CASCADE")
            done = "emptied the games of earlier runs"
        conn.execute(
            "SELECT setval(pg_get_serial_sequence('tabletop_game', 'id'), "
            "GREATEST((SELECT COALESCE(MAX(id), 0) FROM tabletop_game), %s))",
            [GAME_ID_FLOOR],
        )
        conn.execute("VACUUM ANALYZE tabletop_game")
    return done


# -- processes -------------------------------------------------------------------------------
class Process:
    def __init__(self, name: str, argv: list[str], env: dict[str, str], log_path: Path):
        self.name, self.argv, self.log_path = name, argv, log_path
        self.log = log_path.open("ab")
        self.popen = subprocess.Popen(
            argv,
            cwd=ROOT,
            env=env,
            stdout=self.log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )

    @property
    def pid(self) -> int:
        return self.popen.pid

    def alive(self) -> bool:
        return self.popen.poll() is None

    def pids(self) -> list[int]:
        """This process and every process of its group (uvicorn's workers, Celery's children)."""
        found = []
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[2]) == self.pid:  # field 5: process group id
                found.append(int(entry))
        return found

    def stop(self, timeout: float = 10) -> None:
        if self.alive():
            try:
                os.killpg(self.pid, signal.SIGTERM)
                self.popen.wait(timeout)
            except subprocess.TimeoutExpired:
                os.killpg(self.pid, signal.SIGKILL)
                self.popen.wait(5)
            except ProcessLookupError:
                pass
        self.log.close()

    def tail(self, lines: int = 30) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU seconds of these processes so far (from /proc)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])
    return total / ticks


def machine_cpu() -> tuple[float, float]:
    """(busy, total) CPU seconds of the whole machine so far, from /proc/stat."""
    ticks = os.sysconf("SC_CLK_TCK")
    fields = [int(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = fields[3] + fields[4]
    return (sum(fields) - idle) / ticks, sum(fields) / ticks


def cpu_pressure() -> float | None:
    """The share of the last 10 s in which some task waited for a CPU (Linux PSI), in %:
    the noise other work on the machine adds to every figure."""
    try:
        first = Path("/proc/pressure/cpu").read_text().splitlines()[0]
    except OSError:
        return None
    return float(first.split()[1].split("=")[1])


def uvicorn(name: str, app: str, port: int, env: dict[str, str], log_path: Path, workers: int = WEB_WORKERS):
    """The server as the README starts it in production."""
    return Process(
        name,
        [
            bin_path("uvicorn"),
            app,
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--workers",
            str(workers),
            "--loop",
            "asyncio",
            "--lifespan",
            "off",
            *uvicorn_protocol.OPTIONS,
        ],
        env,
        log_path,
    )


def celery_worker(env: dict[str, str], log_path: Path) -> Process:
    return Process(
        "celery", [bin_path("celery"), "-A", "config", "worker", "--loglevel=warning", "--pool=solo"], env, log_path
    )


def wait_http(url: str, process: Process, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not process.alive():
            raise RuntimeError(f"{process.name} exited while starting; its log:\n{process.tail()}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status < 500:
                    return
        except OSError as error:
            if getattr(error, "code", None) and error.code < 500:  # an HTTPError that still means it is up
                return
        time.sleep(0.2)
    raise RuntimeError(f"{process.name} did not answer {url} in {timeout:.0f} s; its log:\n{process.tail()}")

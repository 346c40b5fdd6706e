"""How a server process is set up before it serves: what config.asgi does on import, and what
`make run` (config/local_run.py) does before it serves a table of phones."""

import json
import os
import re
import signal
import socket
import stat
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow  # each test starts Python or the server in processes of their own


def test_the_asgi_application_keeps_start_up_objects_and_in_flight_commands_out_of_full_collections():
    probe = "import gc, json, config.asgi; print(json.dumps([gc.get_threshold(), gc.get_freeze_count()]))"
    (young, _, _), frozen = json.loads(_probe(probe).strip().splitlines()[-1])
    assert young >= 10_000, "a young pass every few hundred objects promotes every command in flight"
    assert frozen > 10_000, "the modules and settings loaded at start-up should be frozen"


PREPARED_PROBE = """
import json, sys, config.asgi
prepared = {f"{t.__module__}.{t.__qualname__}" for t in config.asgi.PREPARED_STRUCT_TYPES}
from tests.test_import_cycles import PACKAGES, project_modules
import importlib, msgspec
for name, path in project_modules().items():
    if (path.parent / "__init__.py").exists():  # not the scripts of a folder (cards/demo)
        importlib.import_module(name)
defined, pending = set(), msgspec.Struct.__subclasses__()
while pending:
    struct_type = pending.pop()
    pending.extend(struct_type.__subclasses__())
    if struct_type.__module__.split(".")[0] in PACKAGES:
        defined.add(f"{struct_type.__module__}.{struct_type.__qualname__}")
print(json.dumps(sorted(defined - prepared)))
"""


def test_the_asgi_application_prepares_every_struct_type_of_the_project_before_it_serves():
    """msgspec builds a struct type's information at its first decode and lets another thread see
    it half built: the server crashed with SIGSEGV when two threads decoded a saga's state for the
    first time after a start. Every struct type any module of the project defines is prepared when
    config.asgi is imported, in the importing thread."""
    missing = json.loads(_probe(PREPARED_PROBE))
    assert not missing, f"struct types that config.asgi does not prepare (their modules load later): {missing}"


RACE_PROBE = """
import threading
import config.asgi
import msgspec
from tabletop.core import kinds
from tabletop.rules.rng import Rng
from bench.engines import demo_cards
STARTS = {"saga": ({}, "saga_cube.csv", 2), "battler": ({"preset": "treasure"}, "battler_cube.csv", 4),
          "auction": (None, "auction_block.csv", 4)}
for name, (settings, cube, seats) in STARTS.items():
    engine = kinds.get(name).engine
    settings = engine.parse_settings(settings) if settings is not None else engine.settings_type()
    state = engine.setup(settings, demo_cards(cube), [f"P{i}" for i in range(seats)], Rng("race"))
    document = msgspec.to_builtins(state)
    barrier = threading.Barrier(8)
    def decode():
        barrier.wait()
        msgspec.convert(document, engine.state_type)
    threads = [threading.Thread(target=decode) for _ in range(8)]
    for thread in threads: thread.start()
    for thread in threads: thread.join()
print("decoded")
"""


@pytest.mark.parametrize("attempt", range(12))
def test_threads_decoding_each_format_s_state_at_once_after_a_start_do_not_crash_the_server(attempt):
    """Eight threads at once decode a fresh server process's first saga, battler and auction state.
    Before config.asgi prepared the struct types, 4 of these 12 attempts crashed with SIGSEGV."""
    assert _probe(RACE_PROBE).strip().endswith("decoded")


def _probe(code: str) -> str:
    env = {**os.environ, "SECRET_KEY": "probe", "DJANGO_SETTINGS_MODULE": "config.settings"}
    env.pop("DATABASE_URL", None)
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"the process ended with {done.returncode}: {done.stderr[-2000:]}"
    return done.stdout


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class LocalRun:
    """`make run`'s own command (config.local_run) on a free port, with its state in tmp_path."""

    def __init__(self, tmp_path: Path, host: str):
        self.port, self.local = free_port(), tmp_path / "local"
        self.base = f"http://127.0.0.1:{self.port}"
        env = {
            name: value
            for name, value in os.environ.items()
            if not name.startswith(
                (
                    "DATABASE_URL",
                    "REDIS_URL",
                    "SECRET_KEY",
                    "SITE_URL",
                    "ALLOWED_HOSTS",
                    "RATE_LIMIT_",
                    "PYTEST_",
                    "DJANGO_",
                )
            )
        }
        # a shell left in DEBUG must not turn the debug pages on
        env.update(DEBUG="1", SQLITE_PATH=str(tmp_path / "db.sqlite3"), RATE_LIMIT_JOIN="3/min")
        self.log = (tmp_path / "run.log").open("w+")
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "config.local_run",
                "--host",
                host,
                "--port",
                str(self.port),
                "--local-dir",
                str(self.local),
            ],
            cwd=ROOT,
            env=env,
            stdout=self.log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        deadline = time.monotonic() + 180
        while not self.answers():
            assert self.process.poll() is None and time.monotonic() < deadline, self.output()
            time.sleep(0.3)

    def answers(self) -> bool:
        try:
            return httpx.get(f"{self.base}/healthz", timeout=2).status_code == 200
        except httpx.HTTPError:
            return False

    def output(self) -> str:
        self.log.seek(0)
        return self.log.read()

    def stop(self) -> None:
        os.killpg(self.process.pid, signal.SIGTERM)
        self.process.wait(timeout=30)


def test_make_run_serves_the_lan_as_production_would(tmp_path):
    from config.local_run import LOCAL_ADMIN, as_host, machine_addresses
    from config.uvicorn_protocol import SHUTDOWN_SECONDS

    server = LocalRun(tmp_path, "0.0.0.0")
    try:
        # hosts: this machine's own addresses and loopback, nothing else
        lan = [f"{as_host(address)}:{server.port}" for address in machine_addresses()]
        for host in [*lan, f"127.0.0.1:{server.port}", f"localhost:{server.port}"]:
            assert httpx.get(f"{server.base}/join/", headers={"Host": host}).status_code == 200, host
        # DEBUG is off: a refused host gets a plain 400, not the page with the settings
        refused = httpx.get(f"{server.base}/", headers={"Host": "evil.example.com"})
        assert refused.status_code == 400 and "DisallowedHost" not in refused.text and "SECRET" not in refused.text
        missing = httpx.get(f"{server.base}/no-such-page/")
        assert missing.status_code == 404 and "URLconf" not in missing.text
        # join links name the address the phones reach, with the port served
        site = f"http://{lan[0] if lan else f'127.0.0.1:{server.port}'}"
        phone = httpx.Client(base_url=server.base, headers={"Host": site.removeprefix("http://")})
        table = phone.post("/api/v1/auctions/", json={"cube": 1, "seats": ["Ann", "Bob"]}).json()
        phone.cookies.set(f"seat_{table['id']}", table["host_token"])
        assert f"QR code of {site}/join/{table['join_code']}/" in phone.get(f"/games/{table['id']}/host/").text
        assert phone.get(f"/join/{table['join_code']}/").status_code == 200  # logged below, without its code
        assert phone.get("/join/", params={"code": table["join_code"]}).status_code == 302  # to /join/<code>/
        # a forged X-Forwarded-For from this very machine does not buy more guesses
        guesses = [
            httpx.post(
                f"{server.base}/api/v1/join/",
                json={"code": f"WRONG{n:03d}", "seat": 0},
                headers={"X-Forwarded-For": f"10.0.0.{n}"},
            ).status_code
            for n in range(4)
        ]
        assert guesses == [404, 404, 404, 429], guesses
        # the API docs work offline: their script is ours
        assert (
            httpx.get(f"{server.base}/static/drf_spectacular_sidecar/swagger-ui-dist/swagger-ui-bundle.js").status_code
            == 200
        )
        # the local admin: a random password, kept for the owner only, printed, and it logs in
        password = (server.local / "admin-password").read_text().strip()
        assert stat.S_IMODE((server.local / "admin-password").stat().st_mode) == 0o600
        assert stat.S_IMODE((server.local / "secret-key").stat().st_mode) == 0o600
        assert f"{LOCAL_ADMIN} / {password}" in server.output()
        # the database (sessions, tokens, seeds, join codes) too, and no join code reaches the log
        for database_file in tmp_path.glob("db.sqlite3*"):
            assert stat.S_IMODE(database_file.stat().st_mode) == 0o600, database_file
        assert table["join_code"] not in server.output() and '"GET /join/…/ HTTP/1.1" 200' in server.output()
        admin = httpx.Client(base_url=server.base)
        login = admin.get("/admin/login/")
        assert 'id="local-admin"' in login.text
        form = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', login.text).group(1)
        entered = admin.post(
            "/admin/login/?next=/admin/",
            data={"csrfmiddlewaretoken": form, "username": LOCAL_ADMIN, "password": password, "next": "/admin/"},
        )
        assert entered.status_code == 302 and entered.headers["location"] == "/admin/"
    finally:
        server.stop()

    again = LocalRun(tmp_path, "127.0.0.1")  # a second run keeps everything and makes nothing twice
    try:
        assert f"{LOCAL_ADMIN} / {password}" in again.output() and "created" not in again.output()
        assert httpx.get(f"{again.base}/join/", headers={"Host": lan[0]} if lan else {}).status_code == (
            400 if lan else 200
        )  # on loopback only, the LAN addresses are no longer served
        # a stop with an event stream open ends it within the shutdown deadline: the server waited
        # for the stream's client to leave (37 s, red team)
        stream_path = f"/api/v1/auctions/{table['id']}/stream/"
        with httpx.stream(
            "GET", again.base + stream_path, headers={"Authorization": f"Seat {table['host_token']}"}
        ) as open_stream:
            assert open_stream.status_code == 200
            start = time.monotonic()
            again.stop()
            assert time.monotonic() - start < SHUTDOWN_SECONDS + 5, again.output()[-2000:]
    finally:
        if again.process.poll() is None:
            again.stop()

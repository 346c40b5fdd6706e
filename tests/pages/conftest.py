"""Fixtures for the page tests.

Plain tests use Django's test client. Browser tests (marked `browser`, run in their own pytest
invocation: `pytest tests/pages -m browser -n 2 --dist loadfile`) drive the system Chromium
through Playwright against a real server: uvicorn serving config.asgi (HTTP and WebSockets) on a
free port, with a SQLite file of its own, migrated and loaded with the demo cubes, one for each
xdist worker."""

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.cards.online import stand_in
from tests.pages.browser import CHROMIUM, CHROMIUM_ARGS, PAGES_CHROMIUM, PHONE, ROOT


def pytest_collection_modifyitems(config, items):
    """Browser tests need the system Chromium: without it they skip and say so."""
    if Path(CHROMIUM).exists():
        return
    skip = pytest.mark.skip(reason=f"needs Chromium at {CHROMIUM} (apt-get install -y chromium)")
    for item in items:
        if "browser" in item.keywords:
            item.add_marker(skip)


# -- the real server --------------------------------------------------------------------------
# The session's server, so that a failing test's report says whether it was still alive and what
# it logged last (two whole browser runs have met a refused connection from their third test on,
# with nothing in the log to say why).
SESSION_SERVER: dict = {}
PHONES_OPEN: list = []  # the running test's phones
# what a failing test's report says of each phone: its document, its connection, its last requests
PAGE_STATE = """() => ({
  document: document.readyState,
  connection: document.getElementById("conn")?.dataset.state,
  last_requests: performance.getEntriesByType("resource").slice(-6)
    .map((r) => `${r.name} at ${Math.round(r.startTime)} ms took ${Math.round(r.duration)} ms`),
  open_for_ms: Math.round(performance.now()),
})"""


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    server, log_path = SESSION_SERVER.get("process"), SESSION_SERVER.get("log")
    if report.failed and server is not None:
        state = "alive" if server.poll() is None else f"exited with code {server.returncode}"
        tail = "\n".join(log_path.read_text(errors="replace").splitlines()[-30:])
        report.sections.append(("the session's live server", f"{state}; the end of its log:\n{tail}"))
    if report.failed:
        own_server = item.funcargs.get("restartable_server") if hasattr(item, "funcargs") else None
        if own_server is not None:
            process = own_server.process
            state = (
                "stopped"
                if process is None
                else f"exited: {process.returncode}"
                if process.poll() is not None
                else "alive"
            )
            report.sections.append(("the test's own server", f"{state} after {own_server.starts} start(s)"))
            for log in sorted(own_server.workdir.glob("server-*.log")):
                lines = log.read_text(errors="replace").splitlines()
                fatal = next((i for i, line in enumerate(lines) if line.startswith("Fatal Python error")), None)
                tail = "\n".join(lines[-30:] if fatal is None else lines[fatal : fatal + 200])  # every thread's stack
                report.sections.append((f"the test's own server, {log.name}", tail or "(empty)"))
        for number, page in enumerate(PHONES_OPEN, 1):
            try:
                now = page.evaluate(PAGE_STATE)
            except Exception as error:  # a closed or hung page: say so rather than hide the report
                now = f"unreadable: {error}"
            said = "\n".join([*page.console[-20:], *(f"page error: {e}" for e in page.errors[-10:]), f"now: {now}"])
            report.sections.append((f"phone {number} ({page.url})", said))


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="session")
def live_url(tmp_path_factory):
    """Base URL of a uvicorn server with real WebSockets, on a fresh SQLite file."""
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    workdir = tmp_path_factory.mktemp("server")
    # Scryfall is the stand-in (the card images a phone asks the server for, from tests/fixtures):
    # no browser test reaches the internet.
    scryfall = stand_in.ScryfallStandIn().start()
    env = {
        **os.environ,
        "SQLITE_PATH": str(workdir / "db.sqlite3"),
        "DEBUG": "1",  # static files from the finders, no collectstatic
        "SECRET_KEY": "browser-tests-only",
        "SITE_URL": url,
        "RATE_LIMIT_JOIN": "1000/min",
        "RATE_LIMIT_CREATE": "100000/min",
        "RATE_LIMIT_PER_ADDRESS": "100000/min",  # every test phone is 127.0.0.1
        "LOG_LEVEL": "WARNING",
        "SCRYFALL_API_URL": scryfall.url,
        "CARD_IMAGE_DIR": str(workdir / "card-images"),
        "PYTHONFAULTHANDLER": "1",  # a crash leaves its Python stack in the log
    }
    env.pop("DATABASE_URL", None)
    env.pop("REDIS_URL", None)
    manage = [sys.executable, str(ROOT / "manage.py")]
    subprocess.run([*manage, "migrate", "--noinput", "-v0"], env=env, cwd=ROOT, check=True)
    subprocess.run([*manage, "load_demo"], env=env, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    log = (workdir / "server.log").open("w")
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "config.asgi:application",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--lifespan",
            "off",
            "--loop",
            "asyncio",
            "--log-level",
            "warning",
        ],
        env=env,
        cwd=ROOT,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    SESSION_SERVER.update(process=server, log=workdir / "server.log", scryfall=scryfall)
    try:
        deadline = time.monotonic() + 120  # bounds a hang only
        while True:
            # ours must be alive: another process may answer on a port picked free a moment ago
            if server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the test server did not start; see {workdir / 'server.log'}")
            try:
                with urllib.request.urlopen(url + "/", timeout=10) as answer:
                    if answer.status == 200 and server.poll() is None:
                        break
            except OSError:
                time.sleep(0.2)
        yield url
    finally:
        SESSION_SERVER.clear()
        scryfall.stop()
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


# -- Chromium, through pytest-playwright's fixtures --------------------------------------------
@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """The system's Chromium (never `playwright install`), headless and quiet."""
    return {**browser_type_launch_args, "executable_path": PAGES_CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture
def phone(browser):
    """A factory of phone-sized browser contexts (each its own cookies: one player each); a failing
    test's report holds what each page logged."""
    contexts = []
    PHONES_OPEN.clear()

    def open_phone(**extra):
        context = browser.new_context(**{**PHONE, **extra})
        context.set_default_timeout(30_000)  # bounds a hang only
        contexts.append(context)
        page = context.new_page()
        page.errors = []
        page.console = []
        page.on("pageerror", lambda error: page.errors.append(str(error)))
        began = time.monotonic()

        def note(line: str) -> None:
            page.console.append(f"{time.monotonic() - began:7.1f} s {line}")

        page.on("console", lambda message: note(f"{message.type}: {message.text}"))
        page.on("websocket", lambda socket: note(f"socket opened: {socket.url}"))
        page.on("load", lambda loaded: note(f"loaded {loaded.url}"))
        PHONES_OPEN.append(page)
        return page

    yield open_phone
    for context in contexts:
        context.close()


# -- a server that can be stopped and started again ------------------------------------------
class RestartableServer:
    """uvicorn on one port and one SQLite file that a test may stop and start again (the
    session's `live_url` server is shared and stays up; this one is the test's own)."""

    def __init__(self, workdir: Path):
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.workdir = workdir
        self.env = {
            **os.environ,
            "SQLITE_PATH": str(workdir / "db.sqlite3"),
            "DEBUG": "1",
            "SECRET_KEY": "browser-tests-only",
            "SITE_URL": self.url,
            "RATE_LIMIT_JOIN": "1000/min",
            "RATE_LIMIT_CREATE": "100000/min",
            "RATE_LIMIT_PER_ADDRESS": "100000/min",  # every test phone is 127.0.0.1
            "LOG_LEVEL": "WARNING",
            "PYTHONFAULTHANDLER": "1",  # a crash leaves its Python stack in the log
        }
        self.env.pop("DATABASE_URL", None)
        self.env.pop("REDIS_URL", None)
        self.process = None
        self.starts = 0
        manage = [sys.executable, str(ROOT / "manage.py")]
        subprocess.run([*manage, "migrate", "--noinput", "-v0"], env=self.env, cwd=ROOT, check=True)
        subprocess.run([*manage, "load_demo"], env=self.env, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)

    def start(self) -> float:
        """Start uvicorn and wait until it answers; the seconds that took."""
        assert self.process is None, "the server is already running"
        began = time.monotonic()
        self.starts += 1
        log = (self.workdir / f"server-{self.starts}.log").open("w")
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "uvicorn",
                "config.asgi:application",
                "--host",
                "127.0.0.1",
                "--port",
                str(self.port),
                "--lifespan",
                "off",
                "--loop",
                "asyncio",
                "--log-level",
                "info",  # its start and shutdown, for a failing test's report
                "--no-access-log",
            ],
            env=self.env,
            cwd=ROOT,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        log.close()  # the child holds its own copy
        deadline = time.monotonic() + 120  # bounds a hang only
        while True:
            try:
                with urllib.request.urlopen(self.url + "/", timeout=10) as answer:
                    if answer.status == 200:
                        return time.monotonic() - began
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"the test server did not start; see {self.workdir}") from None
                time.sleep(0.2)

    def stop(self) -> None:
        """Stop uvicorn (SIGTERM, then SIGKILL after 10 s) and wait until the port is closed."""
        if self.process is None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)
        self.process = None


@pytest.fixture
def restartable_server(tmp_path_factory):
    """A RestartableServer of the test's own, started; stopped at the end whatever happened."""
    server = RestartableServer(tmp_path_factory.mktemp("restartable"))
    try:
        server.start()
        yield server
    finally:
        server.stop()

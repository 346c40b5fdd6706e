"""Fixtures for the page tests.

Plain tests use Django's test client. Browser tests (marked `browser`, run in their own pytest
invocation: `pytest tests/pages -m browser -p no:xdist`) drive the system Chromium through
Playwright against a real server: uvicorn serving config.asgi (HTTP and WebSockets) on a free
port, with a SQLite file of its own, migrated and loaded with the demo cubes."""

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.pages.browser import CHROMIUM, CHROMIUM_ARGS, PHONE, ROOT


def pytest_collection_modifyitems(config, items):
    """Browser tests need the system Chromium: without it they skip and say so."""
    if Path(CHROMIUM).exists():
        return
    skip = pytest.mark.skip(reason=f"needs Chromium at {CHROMIUM} (apt-get install -y chromium)")
    for item in items:
        if "browser" in item.keywords:
            item.add_marker(skip)


# -- the real server --------------------------------------------------------------------------
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
    env = {
        **os.environ,
        "SQLITE_PATH": str(workdir / "db.sqlite3"),
        "DEBUG": "1",  # static files from the finders, no collectstatic
        "SECRET_KEY": "browser-tests-only",
        "SITE_URL": url,
        "RATE_LIMIT_JOIN": "1000/min",
        "LOG_LEVEL": "WARNING",
    }
    env.pop("DATABASE_URL", None)
    env.pop("REDIS_URL", None)
    manage = [sys.executable, str(ROOT / "manage.py")]
    subprocess.run([*manage, "migrate", "--noinput", "-v0"], env=env, cwd=ROOT, check=True)
    subprocess.run([*manage, "load_demo"], env=env, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    log = (workdir / "server.log").open("w")
    server = subprocess.Popen(
        [sys.executable, "-m", "uvicorn", "config.asgi:application", "--host", "127.0.0.1", "--port", str(port),
         "--lifespan", "off", "--log-level", "warning"],
        env=env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(url + "/", timeout=1) as answer:
                    if answer.status == 200:
                        break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"the test server did not start; see {workdir / 'server.log'}") from None
                time.sleep(0.2)
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


# -- Chromium, through pytest-playwright's fixtures --------------------------------------------
@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """The system Chromium (never `playwright install`), headless and quiet."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture
def phone(browser):
    """A factory of phone-sized browser contexts (each its own cookies: one player each)."""
    contexts = []

    def open_phone(**extra):
        context = browser.new_context(**{**PHONE, **extra})
        context.set_default_timeout(10_000)
        contexts.append(context)
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda error: page.errors.append(str(error)))
        return page

    yield open_phone
    for context in contexts:
        context.close()

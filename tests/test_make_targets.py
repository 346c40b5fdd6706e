"""What the make targets leave behind: `make test` never rewrites the committed screenshots (only
`make screenshots` writes them), and `make beat` keeps its schedule file out of the sources."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow  # make, Python and celery beat in processes of their own


def planned(target: str) -> list[str]:
    """The commands `make <target>` would run (make -n runs nothing)."""
    done = subprocess.run(["make", "-n", target], cwd=ROOT, capture_output=True, text=True, check=True)
    return done.stdout.splitlines()


def screenshots_folder(env: dict) -> Path:
    probe = "from tests.pages.browser import SCREENSHOTS; print(SCREENSHOTS.resolve())"
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    return Path(done.stdout.strip())


def test_only_make_screenshots_writes_the_committed_screenshots():
    committed = (ROOT / "docs" / "screenshots").resolve()
    base = {name: value for name, value in os.environ.items() if name != "SCREENSHOTS_DIR"}
    assert not screenshots_folder(base).is_relative_to(ROOT)
    assert not any("SCREENSHOTS_DIR" in line for line in planned("test"))
    (pytest_line,) = [line for line in planned("screenshots") if "pytest tests/pages" in line]
    assignment = pytest_line.split()[0]
    assert assignment.startswith("SCREENSHOTS_DIR=")
    assert screenshots_folder({**base, "SCREENSHOTS_DIR": assignment.split("=", 1)[1]}) == committed


def untracked() -> set[str]:
    done = subprocess.run(["git", "status", "--porcelain"], cwd=ROOT, capture_output=True, text=True, check=True)
    return {line[3:] for line in done.stdout.splitlines() if line.startswith("??")}


def test_make_beat_leaves_no_file_beside_the_sources():
    (command,) = [line for line in planned("beat") if "celery -A config beat" in line]
    before = untracked()
    env = {name: value for name, value in os.environ.items() if not name.startswith(("REDIS_URL", "DATABASE_URL"))}
    env.update(SECRET_KEY="beat-probe", DJANGO_SETTINGS_MODULE="config.settings")
    (ROOT / ".local").mkdir(mode=0o700, exist_ok=True)
    for left in (ROOT / ".local").glob("celerybeat-schedule*"):  # from an earlier run
        left.unlink()
    beat = subprocess.Popen(
        ["bash", "-c", f"exec {command}"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 60
        schedule = list((ROOT / ".local").glob("celerybeat-schedule*"))
        while not schedule and time.monotonic() < deadline and beat.poll() is None:
            time.sleep(0.2)
            schedule = list((ROOT / ".local").glob("celerybeat-schedule*"))
        assert schedule, beat.stdout.read().decode() if beat.poll() is not None else "no schedule file"
    finally:
        os.killpg(beat.pid, signal.SIGTERM)
        beat.wait(timeout=30)
    assert untracked() == before


def test_make_test_installs_what_the_https_test_needs_and_runs_it_in_the_browser_stage():
    """tests/pages/test_https.py skips without caddy or certutil: `make test` (as root, CI) installs
    them with chromium and its headless shell, and runs tests/pages with `-m browser`, where that test is."""
    install = " ".join(planned("browser-deps")).replace("\\", " ")
    assert "apt-get install" in install
    assert {"chromium", "chromium-headless-shell", "caddy", "libnss3-tools"} <= set(install.split())
    assert "command -v chromium-headless-shell" in install
    assert "command -v caddy" in install and "command -v certutil" in install
    assert any("pytest tests/pages -m browser" in line for line in planned("test"))

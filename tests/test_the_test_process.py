"""What the test process itself does: its own work kept small, each measured by py-spy over the
main part (`py-spy record --subprocesses --format raw` around `make test-main`'s pytest command),
and no test's requests refused by a rate limit unless it tests one."""

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password
from django.test import Client
from rest_framework.test import APIClient

from tests.conftest import rate_limit_refusals

ROOT = Path(__file__).resolve().parent.parent


def test_a_test_client_reads_no_collected_static_files(monkeypatch):
    """`make run` fills the clone's `staticfiles/`; WhiteNoise read all of it each time a test
    client loaded the middleware (14% of the main part's CPU)."""
    root = Path(settings.STATIC_ROOT)
    assert root != ROOT / "staticfiles"
    assert root.is_dir() and not any(root.iterdir())
    from whitenoise.base import WhiteNoise

    scanned = []
    monkeypatch.setattr(WhiteNoise, "add_file_to_dictionary", lambda self, *args: scanned.append(args))
    assert Client().get("/static/treasury/no-such-file.js").status_code == 404
    assert scanned == []


def test_a_password_set_here_is_hashed_cheaply_and_a_servers_hash_still_checks():
    """PBKDF2's million rounds were 5% of the main part's CPU."""
    assert make_password("a password").startswith("md5$")
    from django.contrib.auth.hashers import PBKDF2PasswordHasher

    made_by_a_server = PBKDF2PasswordHasher().encode("a password", "somesalt", iterations=1000)
    assert check_password("a password", made_by_a_server)


def _wrong_codes_tried(times: int) -> list[int]:
    return [
        APIClient().post("/api/v1/join/", {"code": f"WRONG{i:03d}", "seat": 0}, format="json").status_code
        for i in range(times)
    ]


@pytest.mark.django_db
@pytest.mark.rate_limited
def test_a_request_a_rate_limit_refuses_is_counted_for_the_guard_of_every_test():
    """A fuzz test's 200 imports from one address had 142 refused `throttled` and passed: a test
    not marked rate_limited now fails when a rate limit refuses one of its requests."""
    with rate_limit_refusals() as refused:
        statuses = _wrong_codes_tried(25)
    assert statuses.count(429) == 5 and refused == {"join": 5}


@pytest.mark.django_db
def test_without_rate_limits_a_test_sends_as_much_as_it_needs(without_rate_limits):
    with rate_limit_refusals() as refused:
        statuses = _wrong_codes_tried(25)
    assert set(statuses) == {404} and not refused


@pytest.mark.rate_limited
def test_a_socket_frame_a_rate_limit_refuses_is_counted_too():
    from tabletop.live import socket_limits

    seat = ("socket", "the test process's own seat")
    with rate_limit_refusals() as refused:
        waits = [socket_limits.take(seat, None)[0] for _ in range(settings.SOCKET_RATE_BURST + 1)]
    assert waits[-1] > 0 and refused == {"socket frames": 1}


def test_the_tests_of_one_xdist_group_run_on_one_worker(tmp_path):
    """`make test-main` runs with `--dist loadgroup` so that a group's module fixtures are made once
    (the generated client, the docs walkthrough): pytest 9.2 with pytest-xdist 3.8 split every group
    between the workers without a word (pytest-dev/pytest-xdist#1386), hence pytest's pin."""
    test_file, ran = tmp_path / "test_grouped.py", tmp_path / "ran"
    ran.mkdir()
    test_file.write_text(
        textwrap.dedent(
            """
            import os
            from pathlib import Path

            import pytest

            pytestmark = pytest.mark.xdist_group("one")

            @pytest.mark.parametrize("n", range(8))
            def test_worker(n):
                (Path(os.environ["RAN"]) / str(n)).write_text(os.environ["PYTEST_XDIST_WORKER"])
            """
        )
    )
    (tmp_path / "pytest.ini").write_text("[pytest]\n")  # not the project's options
    env = {**os.environ, "RAN": str(ran)}
    env.pop("DJANGO_SETTINGS_MODULE", None)
    command = [sys.executable, "-m", "pytest", "-n", "2", "--dist", "loadgroup", "-q", "-p", "no:cacheprovider"]
    run = subprocess.run(
        [*command, "-c", str(tmp_path / "pytest.ini"), str(test_file)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    workers = [path.read_text() for path in ran.iterdir()]
    assert len(workers) == 8 and len(set(workers)) == 1, sorted(workers)

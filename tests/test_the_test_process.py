"""What keeps the test process's own work small, each measured by py-spy over the main part
(`py-spy record --subprocesses --format raw` around `make test-main`'s pytest command)."""

from pathlib import Path

from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password
from django.test import Client

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

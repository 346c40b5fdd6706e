"""`./manage`: manage.py with the settings `make run` gives the server (config/local_run.py):
the secret key made once and kept in .local/ (a variable set in the shell wins), DEBUG off, and
the same database (SQLite at ./db.sqlite3 unless DATABASE_URL or SQLITE_PATH says otherwise).
A bare `python manage.py` needs the virtualenv and a SECRET_KEY of its own."""

import os
import sys

from config.local_run import ROOT, local_environment


def main(argv: list[str]) -> None:
    os.environ.update(local_environment("127.0.0.1", 8000, dict(os.environ), ROOT / ".local"))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(["./manage", *argv])


if __name__ == "__main__":
    main(sys.argv[1:])

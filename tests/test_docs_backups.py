"""docs/operators/backups.md's commands, run as written against a real PostgreSQL database: a game
dumped, then moved on by one more action, comes back as it was dumped from each restore."""

import json
import os
import shutil
import subprocess
import sys

import psycopg
import pytest
from django.db import connection

from auction.rules import ENGINE
from cards.demo import load_demo
from cards.models import Cube
from cards.selectors import cube_game_cards
from tabletop.core import states
from tabletop.core.services import create_game, execute_action
from tabletop.models import Game
from tests.docs_pages import ROOT, sh_block_under

PAGE = "docs/operators/backups.md"

pytestmark = [
    pytest.mark.services("postgres"),
    pytest.mark.slow,  # pg_dump, pg_restore and manage.py, each a process
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(not shutil.which("pg_restore"), reason="no pg_dump/pg_restore on this machine"),
]


def url_of(database: str) -> str:
    settings = connection.settings_dict
    credentials = settings["USER"] + (f":{settings['PASSWORD']}" if settings["PASSWORD"] else "")
    return f"postgres://{credentials}@{settings['HOST']}:{settings['PORT']}/{database}"


def run_block(heading: str, env: dict, cwd) -> None:
    done = subprocess.run(
        ["bash", "-euc", sh_block_under(PAGE, heading)],
        cwd=cwd,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, f"{PAGE}, {heading}:\n{done.stderr[-2000:]}"


def manage(database_url: str, *arguments: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "DATABASE_URL": database_url, "SECRET_KEY": "backup-test"}
    return subprocess.run(
        [sys.executable, "manage.py", *arguments], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


def export_of(database_url: str, game_id: int) -> dict:
    done = manage(database_url, "export_game", str(game_id))
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def act_for_whom_the_game_waits(game_id: int, payload: dict) -> None:
    state = states.load(Game.objects.get(pk=game_id))
    execute_action(game_id=game_id, seat_number=ENGINE.waiting_on(state)[0], payload=payload)


@pytest.fixture
def empty_database():
    name = connection.settings_dict["NAME"] + "_restored"
    with psycopg.connect(url_of("postgres"), autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}"')
        admin.execute(f'CREATE DATABASE "{name}"')
    yield url_of(name)
    with psycopg.connect(url_of("postgres"), autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def test_the_documented_dump_and_both_restores_give_back_the_game_as_dumped(empty_database, tmp_path):
    load_demo()
    cube = Cube.objects.get(name="Demo auction block", is_demo=True)
    game_id = create_game(
        kind="auction",
        seat_names=["Ann", "Bob"],
        settings_doc={},
        cards=cube_game_cards(cube),
        cube=cube,
        seed="backup",
    ).game.pk
    act_for_whom_the_game_waits(game_id, {"type": "begin_auction_step"})
    act_for_whom_the_game_waits(game_id, {"type": "bid", "amount": 1})
    database_url = url_of(connection.settings_dict["NAME"])
    dumped = export_of(database_url, game_id)
    assert len(dumped["actions"]) == 2

    run_block("Back up", {"DATABASE_URL": database_url}, tmp_path)
    act_for_whom_the_game_waits(game_id, {"type": "decline"})
    moved_on = export_of(database_url, game_id)
    assert moved_on != dumped and len(moved_on["actions"]) == 3

    run_block("Restore into a new database", {"RESTORE_URL": empty_database}, tmp_path)
    assert export_of(empty_database, game_id) == dumped
    assert manage(empty_database, "migrate", "--check").returncode == 0

    connection.close()  # the restore replaces every table this connection could hold a lock on
    run_block("Restore over the running database", {"DATABASE_URL": database_url}, tmp_path)
    assert export_of(database_url, game_id) == dumped

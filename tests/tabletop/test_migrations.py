"""Migrations that rewrite stored documents keep every one of them, both ways."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

pytestmark = pytest.mark.django_db(transaction=True)

BEFORE_TEXT = [("tabletop", "0003_fast_json_columns")]
TRICKY = {"text": 'Æther «déjà» 💰 "quoted" \\ \n', "big": 2**62, "float": 0.1, "nested": [{}, [], None, True]}


def _migrate(target):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(target)
    return executor.loader.project_state(target).apps


def _latest():
    """Every app's last migration: migrating tabletop back unapplies the apps that depend on it
    (pushes), and the tests after these ones need their tables too."""
    return MigrationExecutor(connection).loader.graph.leaf_nodes()


@pytest.mark.slow  # the migrations run back and forth
def test_states_and_kept_answers_survive_the_move_to_json_text_and_back():
    """On the database of the run: SQLite, or PostgreSQL when DATABASE_URL is set (make test in CI)."""
    apps = _migrate(BEFORE_TEXT)
    try:
        game = apps.get_model("tabletop", "Game").objects.create(
            kind="counter", ruleset_version="1", state={"doc": TRICKY}, initial_state={}, rng_seed="s"
        )
        apps.get_model("tabletop", "Action").objects.create(
            game=game, seq=1, type="note", payload={}, events=[], response={"answer": TRICKY}
        )
        apps = _migrate(_latest())
        assert apps.get_model("tabletop", "Game").objects.get(pk=game.pk).state == {"doc": TRICKY}
        assert apps.get_model("tabletop", "Action").objects.get(game_id=game.pk).response == {"answer": TRICKY}

        apps = _migrate(BEFORE_TEXT)
        assert apps.get_model("tabletop", "Game").objects.get(pk=game.pk).state == {"doc": TRICKY}
        assert apps.get_model("tabletop", "Action").objects.get(game_id=game.pk).response == {"answer": TRICKY}
    finally:
        _migrate(_latest())


@pytest.mark.services("postgres")
def test_game_pages_keep_room_for_the_next_version_of_their_rows_and_lose_it_when_migrated_back():
    def options():
        with connection.cursor() as cursor:
            cursor.execute("SELECT reloptions FROM pg_class WHERE relname = 'tabletop_game'")
            return cursor.fetchone()[0] or []

    assert options() == ["fillfactor=50"]
    try:
        _migrate([("tabletop", "0004_json_documents_as_text")])
        assert options() == []
    finally:
        _migrate(_latest())
    assert options() == ["fillfactor=50"]

"""On `make run`'s SQLite a write holds the whole database: every table's action waits for it.
A cube upload writes only the cube's own rows in its transaction, its new catalogue names in
short transactions before it, and builds its rows before taking the lock (20,000 cards held
every table 2.3-4 s when the names were added, the cards found and the rows built under it).
And the database is in WAL mode, so that no read waits for a write."""

import contextlib
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection, transaction
from django.db.backends.sqlite3.base import DatabaseWrapper

from cards import services
from cards import services as cards_services
from cards.online.scryfall import NameLookup
from cards.services import BATCH
from tests.cards.online.cube_jobs import upload_cube

CONTROL = ("BEGIN", "COMMIT", "SAVEPOINT", "RELEASE")
HEAD = "name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,tags\r\n"


class Blocks:
    """Each statement of the upload, numbered by the atomic block of cards.services it ran in
    (None: outside one)."""

    def __init__(self, monkeypatch):
        self.current, self.count, self.statements = None, 0, []
        real = transaction.atomic

        @contextlib.contextmanager
        def numbered(*args, **kwargs):
            outer = self.current
            if outer is None:
                self.count += 1
                self.current = self.count
            try:
                with real(*args, **kwargs):
                    yield
            finally:
                self.current = outer

        monkeypatch.setattr(services.transaction, "atomic", numbered)

    def __call__(self, execute, sql, params, many, context):
        self.statements.append((self.current, sql))
        return execute(sql, params, many, context)

    def writing(self, table: str) -> set[int | None]:
        return {block for block, sql in self.statements if f'INTO "{table}"' in sql}


@pytest.mark.django_db(transaction=True)
def test_an_upload_writes_only_its_cubes_rows_under_one_lock(client, monkeypatch):
    cards = BATCH * 2 + 1
    body = (HEAD + "".join(f'"Card {i}",2,"Instant",G,lea,1,common,Green,"t"\r\n' for i in range(cards))).encode()
    blocks = Blocks(monkeypatch)
    # no online source in this test: the import stays in the request whose statements are counted
    monkeypatch.setattr(cards_services, "look_up_online", lambda names, **options: (NameLookup(), "offline here"))
    with connection.execute_wrapper(blocks):
        answer = upload_cube(client, {"file": SimpleUploadedFile("c.csv", body), "name": "Big"})
    assert answer.status_code == 201, answer.content
    [cube] = blocks.writing("cards_cubecard")
    assert cube is not None and blocks.writing("cards_cube") == {cube}
    held = [sql for block, sql in blocks.statements if block == cube and not sql.startswith(CONTROL)]
    assert held and all(sql.startswith(('INSERT INTO "cards_cube" ', 'INSERT INTO "cards_cubecard" ')) for sql in held)
    names = blocks.writing("cards_card")
    assert len(names) == 3 and None not in names and cube not in names  # a transaction per BATCH of new names


def test_the_embedded_database_reads_while_another_connection_writes(tmp_path: Path, settings, django_db_blocker):
    """Two connections as make run's server holds them: one writing more than SQLite keeps in
    its cache (with the default journal it then locks the whole file), one reading meanwhile."""
    declared = {**connection.settings_dict, "ENGINE": "django.db.backends.sqlite3", "NAME": str(tmp_path / "db")}
    writer = DatabaseWrapper({**declared, "OPTIONS": settings.SQLITE_OPTIONS}, "writer")
    reader = DatabaseWrapper({**declared, "OPTIONS": {**settings.SQLITE_OPTIONS, "timeout": 0.05}}, "reader")
    with django_db_blocker.unblock():
        with writer.cursor() as cursor:
            assert cursor.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
            cursor.execute("CREATE TABLE t (n INTEGER, filler TEXT)")
            cursor.execute("INSERT INTO t VALUES (0, '')")
        writer.set_autocommit(False)
        with writer.cursor() as cursor:
            cursor.execute("PRAGMA cache_size = 10")
            cursor.executemany("INSERT INTO t VALUES (?, ?)", [(n, "x" * 500) for n in range(2000)])
            with reader.cursor() as reading:
                assert reading.execute("SELECT count(*) FROM t").fetchone()[0] == 1  # neither locked nor waiting
        writer.rollback()
        writer.close()
        reader.close()

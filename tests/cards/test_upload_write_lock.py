"""On `make run`'s SQLite a write holds the whole database: every table's action waits for it.
A cube upload writes only the cube's own rows in its transaction, its new catalogue names in
short transactions before it, and builds its rows before taking the lock (20,000 cards held
every table 2.3-4 s when the names were added, the cards found and the rows built under it).
And the database is in WAL mode, so that no read waits for a write."""

from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.db.backends.sqlite3.base import DatabaseWrapper
from django.test.utils import CaptureQueriesContext

from cards.services import BATCH

HEAD = "name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,tags\r\n"


def _transactions(queries) -> list[list[str]]:
    found, current = [], None
    for sql in (q["sql"] for q in queries):
        if sql.startswith("BEGIN"):
            current = []
        elif sql == "COMMIT":
            found.append(current)
            current = None
        elif current is not None:
            current.append(sql)
    return found


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite's database-wide write lock")
def test_an_upload_writes_only_its_cubes_rows_under_one_lock(client):
    cards = BATCH * 2 + 1
    body = (HEAD + "".join(f'"Card {i}",2,"Instant",G,lea,1,common,Green,"t"\r\n' for i in range(cards))).encode()
    with CaptureQueriesContext(connection) as queries:
        answer = client.post("/api/v1/cubes/", {"file": SimpleUploadedFile("c.csv", body), "name": "Big"})
    assert answer.status_code == 201, answer.content
    writes = _transactions(queries.captured_queries)
    [cube] = [t for t in writes if any('INSERT INTO "cards_cubecard"' in sql for sql in t)]
    assert all(sql.startswith(('INSERT INTO "cards_cube"', 'INSERT INTO "cards_cubecard"')) for sql in cube)
    names = [t for t in writes if any('INTO "cards_card"' in sql for sql in t)]
    assert len(names) == 3  # a transaction per BATCH of new names


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

"""A serving process's statements wait for PostgreSQL's answer only so long (answer_within, in
tabletop/access/postgresql): past the deadline the connection is closed and the statement raises
NoAnswer, an OperationalError, which every path answers 503; with no deadline (a command an
operator runs) a statement takes what it takes. A statement the server holds (pg_sleep) waits
on the client as one a frozen server holds does (tests/faults: SIGSTOP)."""

import asyncio
import time

import psycopg
import pytest
from django.db import connection

from tabletop.access.postgresql.base import (
    AnsweringAsyncConnection,
    AnsweringConnection,
    Deadline,
    NoAnswer,
    answer_within,
)

pytestmark = [pytest.mark.services("postgres"), pytest.mark.django_db]


@pytest.fixture
def deadline():
    before = Deadline.seconds
    yield answer_within
    answer_within(before)
    with connection.cursor() as cursor:  # the server still sleeps for a client that left
        cursor.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE datname = current_database() AND query LIKE 'SELECT pg_sleep%%' AND pid <> pg_backend_pid()"
        )


def _params() -> dict:
    """The test database's connection parameters, as the sockets' pool takes them (no cursor class)."""
    params = connection.get_connection_params()
    return {key: value for key, value in params.items() if isinstance(value, str | int) and key != "prepare_threshold"}


def test_a_statement_past_the_deadline_raises_no_answer_and_closes_its_connection(deadline):
    deadline(0.5)
    held = AnsweringConnection.connect(**_params(), autocommit=True)
    start = time.monotonic()
    with pytest.raises(NoAnswer, match=r"PostgreSQL gave no answer within 0\.5 s"):
        held.execute("SELECT pg_sleep(5)")
    assert time.monotonic() - start < 3
    assert held.closed
    assert isinstance(NoAnswer(), psycopg.OperationalError)  # what the 503s are answered for


def test_with_no_deadline_a_statement_takes_what_it_takes(deadline):
    deadline(0)  # DB_ANSWER_TIMEOUT=0, and every process but the web server's
    with AnsweringConnection.connect(**_params(), autocommit=True) as patient:
        assert patient.execute("SELECT pg_sleep(1.2), 7").fetchone()[1] == 7


def test_the_sockets_connections_keep_the_deadline_too(deadline):
    deadline(0.5)

    async def held() -> None:
        conn = await AnsweringAsyncConnection.connect(**_params(), autocommit=True)
        with pytest.raises(NoAnswer):
            await conn.execute("SELECT pg_sleep(5)")
        assert conn.closed

    asyncio.run(held())


def test_djangos_pool_hands_out_connections_that_keep_the_deadline():
    connection.ensure_connection()
    assert isinstance(connection.connection, AnsweringConnection)

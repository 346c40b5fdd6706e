"""Django's PostgreSQL backend, whose pool never hands a request a connection the server ended,
and whose statements in a server wait for an answer only so long.

When PostgreSQL restarts, every connection a pool kept idle is dead, and each failed the one
request it was next handed to (a 503 "the database cannot be reached", with the database back),
for as long as the pool kept it: minutes after a restart, with a pool warmed to 20. A server
that ends a connection says so on it (a restart sends a FATAL notice, a crash closes it), and an
idle connection receives nothing else: so its socket, readable, tells it is dead, without a
round trip (psycopg_pool's own check sends a query and sleeps a second after each dead one).
The socket path uses the same test (tabletop/live/hotpath.py).

And a serving process waits for PostgreSQL's answer to a statement only so long (answer_within):
a server frozen (its kernel still acknowledges what it does not read) or a host gone silent held
each request that met it until it came back, and the pool's 20 connections with them: libpq has
no deadline of its own."""

import select

import psycopg
from django.db.backends.postgresql import base

from tabletop.core.errors import DATABASE_SILENT, DATABASE_UNREACHABLE


def ended_by_server(connection) -> bool:
    """Whether PostgreSQL ended (or spoke unasked on) this idle connection."""
    if connection.closed or connection.broken:
        return True
    waiting = select.poll()  # not select(), which fails on a descriptor past 1023 (a server of many sockets)
    waiting.register(connection.pgconn.socket, select.POLLIN)
    return bool(waiting.poll(0))


class NoAnswer(psycopg.OperationalError):
    """PostgreSQL gave no answer to a statement within the deadline: what it was sent may or may
    not be done (a retried command's Idempotency-Key tells), and the connection is closed."""


class Deadline:
    """Seconds a statement waits for its answer; None (a command an operator runs, such as
    migrate, whose statements take what they take): for ever."""

    seconds: float | None = None


def outage_words(error: BaseException) -> str:
    """What a request is told for a database error: whether what it sent may have been done."""
    silent = isinstance(error, NoAnswer) or isinstance(error.__cause__, NoAnswer)
    return DATABASE_SILENT if silent else DATABASE_UNREACHABLE


def answer_within(seconds: float | None) -> None:
    """Give this process's statements a deadline: the ASGI application's (config/asgi.py)."""
    Deadline.seconds = seconds or None


def _no_answer(connection) -> NoAnswer:
    connection.pgconn.finish()  # cut mid-exchange: the connection's state is unknown
    return NoAnswer(f"PostgreSQL gave no answer within {Deadline.seconds:g} s")


class AnsweringConnection(psycopg.Connection):
    def wait(self, gen, *args, timeout=None, **kwargs):
        try:
            return super().wait(gen, *args, timeout=timeout or Deadline.seconds, **kwargs)
        except psycopg.errors._WaitTimeout:
            if timeout is not None:  # psycopg's own deadline (a cancel's)
                raise
            raise _no_answer(self) from None


class AnsweringAsyncConnection(psycopg.AsyncConnection):
    async def wait(self, gen, *args, timeout=None, **kwargs):
        try:
            return await super().wait(gen, *args, timeout=timeout or Deadline.seconds, **kwargs)
        except psycopg.errors._WaitTimeout:
            if timeout is not None:
                raise
            raise _no_answer(self) from None


class DatabaseWrapper(base.DatabaseWrapper):
    def __init__(self, settings_dict, *args, **kwargs):
        pool = settings_dict["OPTIONS"].get("pool")
        if isinstance(pool, dict):
            pool.setdefault("connection_class", AnsweringConnection)
        super().__init__(settings_dict, *args, **kwargs)

    def get_new_connection(self, conn_params):
        connection = super().get_new_connection(conn_params)
        pool = self.pool
        while pool is not None and ended_by_server(connection):
            connection.close()  # the pool replaces a closed connection given back
            pool.putconn(connection)
            connection = super().get_new_connection(conn_params)
        return connection

"""Django's PostgreSQL backend, whose pool never hands a request a connection the server ended.

When PostgreSQL restarts, every connection a pool kept idle is dead, and each failed the one
request it was next handed to (a 503 "the database cannot be reached", with the database back),
for as long as the pool kept it: minutes after a restart, with a pool warmed to 20. A server
that ends a connection says so on it (a restart sends a FATAL notice, a crash closes it), and an
idle connection receives nothing else: so its socket, readable, tells it is dead, without a
round trip (psycopg_pool's own check sends a query and sleeps a second after each dead one).
The socket path uses the same test (tabletop/live/hotpath.py)."""

import select

from django.db.backends.postgresql import base


def ended_by_server(connection) -> bool:
    """Whether PostgreSQL ended (or spoke unasked on) this idle connection."""
    if connection.closed or connection.broken:
        return True
    waiting = select.poll()  # not select(), which fails on a descriptor past 1023 (a server of many sockets)
    waiting.register(connection.pgconn.socket, select.POLLIN)
    return bool(waiting.poll(0))


class DatabaseWrapper(base.DatabaseWrapper):
    def get_new_connection(self, conn_params):
        connection = super().get_new_connection(conn_params)
        pool = self.pool
        while pool is not None and ended_by_server(connection):
            connection.close()  # the pool replaces a closed connection given back
            pool.putconn(connection)
            connection = super().get_new_connection(conn_params)
        return connection

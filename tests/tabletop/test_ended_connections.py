"""The test the pools run on each connection before handing it out (tabletop/access/postgresql):
an idle connection the server ended reads as ended, a live one does not, whatever its
descriptor's number (select() refuses one past 1023, which a server of many sockets reaches)."""

import resource
import socket

import psycopg
import pytest
from django.db import connection

from tabletop.access.postgresql.base import ended_by_server
from tests.conftest import wait_for

pytestmark = [pytest.mark.services("postgres"), pytest.mark.django_db]


def _connect() -> psycopg.Connection:
    params = {key: value for key, value in connection.get_connection_params().items() if key != "prepare_threshold"}
    return psycopg.connect(**params, autocommit=True)


def test_an_idle_connection_the_server_ended_reads_as_ended_and_a_live_one_does_not():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4096)), hard))
    held = [socket.socket() for _ in range(1100)]  # the next descriptors are past 1023
    try:
        ended, killer = _connect(), _connect()
        assert ended.pgconn.socket > 1023
        ended.execute("SELECT 1")
        assert not ended_by_server(ended)
        killer.execute("SELECT pg_terminate_backend(%s)", [ended.info.backend_pid])
        assert wait_for(lambda: ended_by_server(ended), 10)  # its notice and its close arrive within moments
        assert not ended_by_server(killer)
        killer.close()
        assert ended_by_server(killer)
    finally:
        for held_socket in held:
            held_socket.close()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))

"""Open event streams hold no database connection: a stream took one from the process's pool
for as long as it stayed open (its reads ran in the request's thread, which kept the connection
until the response ended), so DB_POOL_MAX_SIZE streams (20 a process by default, all from one
seat token and within the rate limits) made every other request of that process wait, then
answer 503. Here three times the pool's size stay open while the table plays on, and each
stream still gets the action."""

import signal
import socket
import time

from tabletop.core import realtime
from tests.faults.conftest import Api, auction_at_main_phase, gold

POOL = 3


def _open_stream(server, path: str, token: str) -> socket.socket:
    host, port = server.base.removeprefix("http://").split(":")
    conn = socket.create_connection((host, int(port)), timeout=20)
    conn.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nAuthorization: Seat {token}\r\n\r\n".encode())
    assert conn.recv(64).startswith(b"HTTP/1.1 200"), path
    return conn


class _Stream:
    """An event stream's raw socket, read as it comes: the seqs of its `id:` lines."""

    def __init__(self, server, path: str, token: str):
        self.conn = _open_stream(server, path, token)
        self.conn.settimeout(0.5)
        self.received = b""

    def seqs(self) -> list[int]:
        return [
            int(line[4:]) for line in self.received.decode("utf-8", "replace").split("\n") if line.startswith("id: ")
        ]

    def wait_for(self, seq: int, seconds: float = 60) -> bool:  # bounds a hang only
        deadline = time.monotonic() + seconds
        while seq not in self.seqs() and time.monotonic() < deadline:
            try:
                chunk = self.conn.recv(65536)
            except TimeoutError:
                continue
            if not chunk:
                return False  # the server ended the stream
            self.received += chunk
        return seq in self.seqs()


def test_streams_three_times_the_pool_leave_the_server_answering(stack):
    # a request that found the pool held by the streams would wait DB_POOL_TIMEOUT, then answer 503
    server = stack.server(env=stack.env(DB_POOL_MAX_SIZE=str(POOL), DB_POOL_TIMEOUT="2"))
    api = Api(server)
    game, tokens, _host = auction_at_main_phase(api, stack.demo_token)
    last = api.events("auctions", game, tokens[0])[-1]["seq"]
    path = f"/api/v1/auctions/{game}/stream/?view=false"
    streams = [_Stream(server, path, tokens[index % len(tokens)]) for index in range(3 * POOL)]
    try:
        for stream in streams:  # each has read the log, so it is past its reads and waits for pushes
            assert stream.wait_for(last), stream.received[-300:]
        acted = api.act("auctions", game, tokens[0], gold(1))
        detail = api.http.get(f"/auctions/{game}/", headers=api.auth(seat=tokens[1]))
        assert (acted.status_code, detail.status_code) == (200, 200), (acted.text[:300], detail.text[:300])
        seq = acted.json()["seq"]
        for stream in streams:
            assert stream.wait_for(seq), stream.received[-300:]
    finally:
        for stream in streams:
            stream.conn.close()


def test_streams_follow_the_log_while_redis_is_down_and_a_new_one_opens_then(stack):
    """With Redis (the channel layer) stopped, a stream's subscription failed and the server
    ended it mid-response; one opened during the outage answered 200 and ended at once. A stream
    now follows the log every 2 s until Redis is back, and subscribes again then."""
    server = stack.server()
    api = Api(server)
    game, tokens, _host = auction_at_main_phase(api, stack.demo_token)
    path = f"/api/v1/auctions/{game}/stream/?view=false"
    before = _Stream(server, path, tokens[1])
    first = api.act("auctions", game, tokens[0], gold(1)).json()["seq"]
    assert before.wait_for(first)
    stack.redis.stop()
    during = _Stream(server, path, tokens[1])
    down = api.act("auctions", game, tokens[0], gold(2))
    assert down.status_code == 200, down.text
    assert before.wait_for(down.json()["seq"]) and during.wait_for(down.json()["seq"]), (
        before.received[-200:],
        during.received[-200:],
    )
    stack.redis.start()
    time.sleep(2.5)  # a check of the log re-subscribes the streams
    back = api.act("auctions", game, tokens[0], gold(3)).json()["seq"]
    assert before.wait_for(back) and during.wait_for(back)
    assert before.seqs() == sorted(set(before.seqs())), before.seqs()  # each entry once, in order


def test_a_stream_stays_open_through_a_postgres_restart(stack):
    """A stream's check of the log during a PostgreSQL outage raised, and the server ended the
    stream mid-response; now the check is skipped while the database is away."""
    server = stack.server(env=stack.env(DB_POOL_TIMEOUT="1"))
    api = Api(server)
    game, tokens, _host = auction_at_main_phase(api, stack.demo_token)
    stream = _Stream(server, f"/api/v1/auctions/{game}/stream/?view=false", tokens[1])
    stack.pg.stop(signal.SIGINT)
    time.sleep(realtime.LIVE_CHECK_SECONDS + 0.5)  # a check of the log meets the outage
    stack.pg.start()
    deadline, acted = time.monotonic() + 60, None  # bounds a hang only
    while time.monotonic() < deadline and (acted is None or acted.status_code == 503):
        acted = api.act("auctions", game, tokens[0], gold(1))
        time.sleep(0.3)
    assert acted.status_code == 200, acted.text
    assert stream.wait_for(acted.json()["seq"]), stream.received[-300:]

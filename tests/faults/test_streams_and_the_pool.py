"""Open event streams hold no database connection: a stream took one from the process's pool
for as long as it stayed open (its reads ran in the request's thread, which kept the connection
until the response ended), so DB_POOL_MAX_SIZE streams (20 a process by default, all from one
seat token and within the rate limits) made every other request of that process wait, then
answer 503. Here three times the pool's size stay open while the table plays on, and each
stream still gets the action."""

import socket
import time

from tests.faults.conftest import Api, auction_at_main_phase, gold

POOL = 3


def _open_stream(server, path: str, token: str) -> socket.socket:
    host, port = server.base.removeprefix("http://").split(":")
    conn = socket.create_connection((host, int(port)), timeout=20)
    conn.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nAuthorization: Seat {token}\r\n\r\n".encode())
    assert conn.recv(64).startswith(b"HTTP/1.1 200"), path
    return conn


def test_streams_three_times_the_pool_leave_the_server_answering(stack):
    server = stack.server(env=stack.env(DB_POOL_MAX_SIZE=str(POOL), DB_POOL_TIMEOUT="2"))
    api = Api(server)
    game, tokens, _host = auction_at_main_phase(api, stack.demo_token)
    path = f"/api/v1/auctions/{game}/stream/?view=false"
    streams = [_open_stream(server, path, tokens[index % len(tokens)]) for index in range(3 * POOL)]
    try:
        time.sleep(1)  # each has read the log and waits for pushes
        start = time.monotonic()
        acted = api.act("auctions", game, tokens[0], gold(1))
        detail = api.http.get(f"/auctions/{game}/", headers=api.auth(seat=tokens[1]))
        took = time.monotonic() - start
        assert (acted.status_code, detail.status_code) == (200, 200), (acted.text[:300], detail.text[:300])
        assert took < 2, f"{took:.1f} s: the requests waited for a pooled connection"
        seq = acted.json()["seq"]
        for stream in streams:
            received, deadline = b"", time.monotonic() + 10
            while f"id: {seq}\n".encode() not in received and time.monotonic() < deadline:
                received += stream.recv(65536)
            assert f"id: {seq}\n".encode() in received, received[-300:]
    finally:
        for stream in streams:
            stream.close()

"""Every connection the web server accepts has Nagle's algorithm off, on the listening socket that
`--workers` binds (config/uvicorn_protocol.py), its sockets are not deflated, and every command that
serves for real use asks for both."""

import asyncio
import base64
import contextlib
import json
import os
import select
import socket
import zlib
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import uvicorn
from uvicorn.protocols.http.auto import AutoHTTPProtocol
from websockets.asyncio.client import connect

from config import uvicorn_protocol
from config.uvicorn_protocol import NoDelayHTTPProtocol
from tests.test_project_files import uvicorn_commands


async def _hello(scope, receive, send):
    while (await receive()).get("more_body"):  # the whole body first, as Django reads it
        pass
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": b"hello"})


def served(config: uvicorn.Config, use: Callable[[uvicorn.Server, socket.socket], Awaitable[Any]]) -> Any:
    """What `use` gives while uvicorn serves `config` on a socket bound as `--workers` binds it."""
    listener = config.bind_socket()

    async def serve_and_use() -> Any:
        server = uvicorn.Server(config)
        serving = asyncio.create_task(server.serve(sockets=[listener]))
        try:
            while not server.started:
                await asyncio.sleep(0.01)
            return await use(server, listener)
        finally:
            server.should_exit = True
            await serving

    return asyncio.run(asyncio.wait_for(serve_and_use(), 30))  # bounds a hang only


def nodelay_of_an_accepted_connection(protocol) -> int:
    """TCP_NODELAY of a connection accepted by uvicorn on a socket bound as `--workers` binds it."""

    async def accept_one(server: uvicorn.Server, listener: socket.socket) -> int:
        _reader, writer = await asyncio.open_connection(*listener.getsockname())
        while not server.server_state.connections:
            await asyncio.sleep(0.01)
        (connection,) = server.server_state.connections
        value = connection.transport.get_extra_info("socket").getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)
        writer.close()
        return value

    config = uvicorn.Config(_hello, host="127.0.0.1", port=0, http=protocol, lifespan="off", log_level="warning")
    return served(config, accept_one)


def test_a_connection_accepted_on_the_workers_socket_has_nagle_off():
    assert nodelay_of_an_accepted_connection(NoDelayHTTPProtocol) == 1


def test_uvicorns_own_protocol_still_leaves_it_on_so_ours_is_still_needed():
    """uvicorn issue #3149: when a uvicorn release fixes it, this fails, and
    config/uvicorn_protocol.py can go."""
    assert nodelay_of_an_accepted_connection(AutoHTTPProtocol) == 0


@pytest.mark.parametrize("where", sorted(uvicorn_commands()))
def test_every_command_that_serves_asks_for_them(where):
    command = uvicorn_commands()[where].replace('", "', " ").replace('","', " ")
    options = uvicorn_protocol.OPTIONS
    for flag, value in zip(options[::2], options[1::2], strict=True):
        assert f"{flag} {value}" in command, (where, flag)


LARGE_ANSWER_CHUNKS = 320  # of 64 KiB: 20 MiB, far beyond what the socket buffers hold
large_answers_ended: list[bool] = []  # one per large answer whose sends ended, cut or taken whole


async def _large(scope, receive, send):
    await receive()
    await send({"type": "http.response.start", "status": 200, "headers": []})
    for _ in range(LARGE_ANSWER_CHUNKS):
        await send({"type": "http.response.body", "body": b"x" * 65536, "more_body": True})
    await send({"type": "http.response.body", "body": b""})
    large_answers_ended.append(True)


async def _echo(scope, receive, send):
    if scope["type"] == "http":  # a request, not a socket: hello, or a large answer
        await (_large if scope["path"] == "/large" else _hello)(scope, receive, send)
        return
    await receive()
    await send({"type": "websocket.accept"})
    while (message := await receive())["type"] == "websocket.receive":
        await send({"type": "websocket.send", "text": message["text"]})


def served_as_commanded(args: list[str], use: Callable[[uvicorn.Server, socket.socket], Awaitable[Any]]) -> Any:
    """`served`, the echo served as uvicorn's command line `args` says (the protocol options)."""
    params = uvicorn.main.make_context("uvicorn", ["tests.test_uvicorn_protocol:_echo", *args]).params
    config = uvicorn.Config(
        _echo,
        host="127.0.0.1",
        port=0,
        lifespan="off",
        log_level="warning",
        http=params["http"],
        ws_per_message_deflate=params["ws_per_message_deflate"],
    )
    return served(config, use)


def socket_extensions(args: list[str]) -> str:
    """The extensions a server started with uvicorn's command-line `args` grants a client that
    offers permessage-deflate, as every browser does (and the echo that shows the socket works)."""

    async def offer(_server: uvicorn.Server, listener: socket.socket) -> str:
        host, port = listener.getsockname()
        async with connect(f"ws://{host}:{port}/", compression="deflate") as socket_:
            await socket_.send("hello")
            assert await socket_.recv() == "hello"
            return socket_.response.headers.get("Sec-WebSocket-Extensions", "")

    return served_as_commanded(args, offer)


def test_a_socket_served_with_the_options_is_not_deflated_though_the_client_offers_it():
    assert "permessage-deflate" not in socket_extensions(list(uvicorn_protocol.OPTIONS))


def test_uvicorn_deflates_sockets_by_default_so_the_option_is_needed():
    assert "permessage-deflate" in socket_extensions(list(uvicorn_protocol.OPTIONS[:2]))


def test_a_deflated_frame_on_a_socket_that_agreed_to_none_closes_it_as_a_protocol_error_and_others_go_on():
    """A client that sends a compressed frame (RSV1 set) anyway breaks the protocol it agreed to:
    that socket is closed with 1002, never inflated, and the server serves the next socket."""

    async def send_deflated(_server: uvicorn.Server, listener: socket.socket) -> int:
        host, port = listener.getsockname()
        reader, writer = await asyncio.open_connection(host, port)
        key = base64.b64encode(os.urandom(16)).decode()
        writer.write(
            f"GET / HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
            "Sec-WebSocket-Extensions: permessage-deflate\r\n\r\n".encode()
        )
        head = await reader.readuntil(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 101") and b"deflate" not in head.lower(), head
        deflater = zlib.compressobj(wbits=-15)
        payload = (deflater.compress(b"x" * 10_000) + deflater.flush(zlib.Z_SYNC_FLUSH))[:-4]
        mask = os.urandom(4)
        masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        writer.write(bytes([0x80 | 0x40 | 0x1, 0x80 | len(payload)]) + mask + masked)  # FIN, RSV1, text
        first, length = await reader.readexactly(2)
        assert first & 0x0F == 0x8, first  # a close frame
        code = int.from_bytes((await reader.readexactly(length & 0x7F))[:2], "big")
        writer.close()
        async with connect(f"ws://{host}:{port}/") as other:
            await other.send("still here")
            assert await other.recv() == "still here"
        return code

    assert served_as_commanded(list(uvicorn_protocol.OPTIONS), send_deflated) == 1002


def head_deadline_served(use: Callable[[str, int], Awaitable[Any]]) -> Any:
    """What `use(host, port)` gives while the echo is served with the protocol options."""

    async def with_address(_server: uvicorn.Server, listener: socket.socket) -> Any:
        return await use(*listener.getsockname())

    return served_as_commanded(list(uvicorn_protocol.OPTIONS), with_address)


def test_a_request_head_sent_a_byte_at_a_time_is_cut_off_and_a_socket_or_a_quick_request_is_not(monkeypatch):
    """Slowloris: uvicorn waited for a request's head for ever, so one client could hold any
    number of connections open by sending a byte now and then (red team, on make run)."""
    monkeypatch.setattr(uvicorn_protocol, "HEAD_SECONDS", 0.5, raising=False)  # none before it

    async def slow_head(host: str, port: int) -> float:
        reader, writer = await asyncio.open_connection(host, port)
        started = asyncio.get_running_loop().time()
        writer.write(b"GET / HTTP/1.1\r\nHost: x\r\n")
        for byte in b"X-Slow: 1234567890":
            writer.write(bytes([byte]))
            await asyncio.sleep(0.1)
            if reader.at_eof() or writer.is_closing():
                break
        assert await asyncio.wait_for(reader.read(), 5) == b""  # closed by the server, no answer
        writer.close()
        return asyncio.get_running_loop().time() - started

    async def socket_and_requests(host: str, port: int) -> str:
        async with connect(f"ws://{host}:{port}/") as socket_:
            await asyncio.sleep(1.2)  # past the head's deadline: a socket is no request
            await socket_.send("still open")
            echoed = await socket_.recv()
        reader, writer = await asyncio.open_connection(host, port)
        for _ in range(2):  # two requests on one connection, the second after a pause
            for part in (b"GET / HTTP/1.1\r\n", b"Host: x\r\n", b"\r\n"):
                writer.write(part)
                await asyncio.sleep(0.05)
            answer = await reader.readuntil(b"0\r\n\r\n")  # the head, then the chunked hello and its end
            assert answer.startswith(b"HTTP/1.1 200") and b"hello" in answer, answer
            await asyncio.sleep(0.3)
        writer.close()
        return echoed

    seconds = head_deadline_served(slow_head)
    assert 0.4 < seconds < 1.5, seconds
    assert head_deadline_served(socket_and_requests) == "still open"


async def raw_connection(host: str, port: int) -> socket.socket:
    connection = socket.socket()
    connection.setblocking(False)
    await asyncio.get_running_loop().sock_connect(connection, (host, port))
    return connection


def answered(connection: socket.socket) -> bool:
    """Whether the server has sent something (or closed) on `connection`: a sender should stop."""
    return bool(select.select([connection], [], [], 0)[0])


async def answer(connection: socket.socket) -> tuple[int, bytes]:
    """The status and body of what the server sends until it closes `connection` (or resets it,
    having closed with some of the request unread)."""
    loop, received = asyncio.get_running_loop(), b""
    with contextlib.suppress(ConnectionResetError):
        while chunk := await asyncio.wait_for(loop.sock_recv(connection, 65536), 5):
            received += chunk
    connection.close()
    head, _, body = received.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), body


def refusal(status_and_body: tuple[int, bytes]) -> tuple[int, str, str]:
    status, body = status_and_body
    error = json.loads(body)
    return status, error["code"], error["message"]


async def sent_slowly(connection: socket.socket, head: bytes, piece: bytes, most: int) -> int:
    """Send `head`, then `piece` every 10 ms until the server answers or `most` bytes went:
    how many went."""
    loop, sent = asyncio.get_running_loop(), 0
    await loop.sock_sendall(connection, head)
    with contextlib.suppress(BrokenPipeError, ConnectionResetError):
        while sent < most and not answered(connection):
            await loop.sock_sendall(connection, piece)
            sent += len(piece)
            await asyncio.sleep(0.01)
    return sent


def test_a_body_sent_slowly_is_answered_408_and_a_quick_body_or_a_socket_is_not(monkeypatch):
    """A body a byte every 2 s held its connection for ever once its head had arrived: 20,200 of
    them from one address took all of make run's 20,000 file descriptors (red team)."""
    monkeypatch.setattr(uvicorn_protocol, "BODY_SECONDS", 0.5, raising=False)  # none before it

    async def slow_body(host: str, port: int) -> tuple[tuple[int, str, str], float]:
        connection, started = await raw_connection(host, port), asyncio.get_running_loop().time()
        head = b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n\r\n"
        await sent_slowly(connection, head, b"a", 300)  # a byte every 10 ms, for 3 s at most
        return refusal(await answer(connection)), asyncio.get_running_loop().time() - started

    async def quick_bodies_and_a_socket(host: str, port: int) -> list[int]:
        async with connect(f"ws://{host}:{port}/") as socket_:
            await asyncio.sleep(1.2)  # past the body's deadline: a socket is no request
            await socket_.send("still open")
            assert await socket_.recv() == "still open"
        statuses = []
        for pieces in ([b"a" * 100_000], [b"a" * 1000] * 3):  # at once, and in pieces 0.1 s apart
            connection = await raw_connection(host, port)
            head = b"POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: %d\r\n\r\n"
            await asyncio.get_running_loop().sock_sendall(connection, head % sum(map(len, pieces)))
            for piece in pieces:
                await asyncio.get_running_loop().sock_sendall(connection, piece)
                await asyncio.sleep(0.1)
            statuses.append((await answer(connection))[0])
        return statuses

    (status, code, message), seconds = head_deadline_served(slow_body)
    assert (status, code) == (408, "request_timeout") and "within 0.5 s of its head" in message, message
    assert 0.4 < seconds < 1.5, seconds
    assert head_deadline_served(quick_bodies_and_a_socket) == [200, 200]


def test_an_address_at_its_cap_of_connections_is_answered_429_at_once_and_served_once_one_closes(settings):
    """3,000 connections from one address were all accepted, each a file descriptor (red team).
    Loopback is counted like any address; a socket, once open, and a trusted proxy are not."""
    settings.HTTP_CONNECTIONS_PER_ADDRESS = 3
    get = b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"

    async def crowd(host: str, port: int) -> tuple[tuple[int, str, str], int, int]:
        loop = asyncio.get_running_loop()
        async with connect(f"ws://{host}:{port}/") as socket_:
            held = [await raw_connection(host, port) for _ in range(3)]
            refused = refusal(await answer(await raw_connection(host, port)))  # nothing sent: answered at once
            await loop.sock_sendall(held[0], get)
            served_held = (await answer(held[0]))[0]
            await asyncio.sleep(0.1)  # the server sees it closed
            again = await raw_connection(host, port)
            await loop.sock_sendall(again, get)
            served_again = (await answer(again))[0]
            await socket_.send("still open")
            assert await socket_.recv() == "still open"
            for connection in held[1:]:
                connection.close()
        return refused, served_held, served_again

    (status, code, message), served_held, served_again = head_deadline_served(crowd)
    assert (status, code, served_held, served_again) == (429, "too_many_connections", 200, 200)
    assert message == (
        "this address holds 3 connections open already, the limit (HTTP_CONNECTIONS_PER_ADDRESS): close one first"
    )

    settings.TRUSTED_PROXIES = ["127.0.0.1"]  # a proxy's connections carry all its clients

    async def through_a_proxy(host: str, port: int) -> int:
        held = [await raw_connection(host, port) for _ in range(4)]
        await asyncio.get_running_loop().sock_sendall(held[3], get)
        status = (await answer(held[3]))[0]
        for connection in held[:3]:
            connection.close()
        return status

    assert head_deadline_served(through_a_proxy) == 200


def test_a_head_past_64_kib_or_100_headers_is_answered_431_as_it_arrives_and_one_within_them_is_served():
    """uvicorn read a head whole however long: a 40 MB header was answered 200, eight at once took
    the server from 215 to 611 MB, and 5,000 headers were answered 200 (red team)."""
    limit, fields = uvicorn_protocol.HEAD_BYTES, uvicorn_protocol.HEAD_FIELDS
    assert (limit, fields) == (64 * 1024, 100)
    start = b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"

    async def heads(host: str, port: int) -> dict[str, Any]:
        loop, found = asyncio.get_running_loop(), {}
        connection = await raw_connection(host, port)
        found["sent"] = await sent_slowly(connection, start + b"X-Big: ", b"a" * 16384, 4_000_000)
        found["big"] = refusal(await answer(connection))
        for name, count in (("many", fields - 1), ("most", fields - 2)):  # Host and Connection too
            connection = await raw_connection(host, port)
            await loop.sock_sendall(connection, start + b"X-N: 1\r\n" * count + b"\r\n")
            found[name] = (await answer(connection))[0] if name == "most" else refusal(await answer(connection))
        connection = await raw_connection(host, port)  # a head of the limit, sent 8 KiB at a time
        within = start + b"X-Big: " + b"a" * (limit - len(start) - 11) + b"\r\n\r\n"
        assert len(within) == limit
        for at in range(0, limit, 8192):
            await loop.sock_sendall(connection, within[at : at + 8192])
            await asyncio.sleep(0.01)
        found["within"] = (await answer(connection))[0]
        return found

    found = head_deadline_served(heads)
    message = f"a request's line and headers may hold at most {limit} bytes and {fields} headers"
    assert found["big"] == (431, "headers_too_large", message)
    assert found["sent"] < 1_000_000, found["sent"]  # answered as it crossed the limit, not at its end
    assert found["many"] == (431, "headers_too_large", message)
    assert (found["most"], found["within"]) == (200, 200)


def test_a_chunked_body_whose_trailer_runs_past_the_upload_limit_is_answered_413_as_it_arrives(settings):
    """httptools holds a trailer whole, and the body's own limit (BodyLimit, in the application)
    counts chunks alone: a chunked request with a 2 MB trailer was served (review of the head limits)."""
    settings.MAX_UPLOAD_BYTES = 100_000
    most = settings.MAX_UPLOAD_BYTES + uvicorn_protocol.HEAD_BYTES
    head = b"POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n"

    async def trailers(host: str, port: int) -> dict[str, Any]:
        found = {}
        connection = await raw_connection(host, port)
        found["sent"] = await sent_slowly(connection, head + b"1\r\na\r\n0\r\nX-T: ", b"a" * 16384, 4_000_000)
        found["long"] = refusal(await answer(connection))
        connection = await raw_connection(host, port)  # a body within the limit, chunked, is served
        await asyncio.get_running_loop().sock_sendall(connection, head + b"5\r\nhello\r\n0\r\nX-T: 1\r\n\r\n")
        found["short"] = (await answer(connection))[0]
        return found

    found = head_deadline_served(trailers)
    assert found["long"] == (413, "too_large", f"the request's body, chunked or with trailers, is over {most} bytes")
    assert found["sent"] < 1_000_000, found["sent"]
    assert found["short"] == 200


def test_an_answer_its_client_stops_reading_is_cut_and_one_read_slowly_is_not(monkeypatch):
    """A client that asked for an answer and never read it held its connection, and the answer's
    bytes waiting in the server, for ever (red team): uvicorn's writes wait for the buffer to drain."""
    monkeypatch.setattr(uvicorn_protocol, "WRITE_SECONDS", 1.0, raising=False)  # none before it
    request = b"GET /large HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"

    async def never_read(server: uvicorn.Server, listener: socket.socket) -> float:
        connection = socket.socket()
        connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        connection.setblocking(False)
        loop = asyncio.get_running_loop()
        await loop.sock_connect(connection, listener.getsockname())
        await loop.sock_sendall(connection, request)
        started = loop.time()
        while not large_answers_ended and loop.time() - started < 6:  # sent until the buffers are full
            await asyncio.sleep(0.05)
        assert not server.server_state.connections  # the connection is gone with it
        connection.close()
        return loop.time() - started

    async def read_slowly(_server: uvicorn.Server, listener: socket.socket) -> int:
        reader, writer = await asyncio.open_connection(*listener.getsockname())
        writer.write(request)
        received = 0
        while chunk := await reader.read(65536):
            received += len(chunk)
            await asyncio.sleep(0.05 if received < 4 * 2**20 else 0)  # 1.3 MB/s: 3 s, thrice the deadline
        writer.close()
        return received

    large_answers_ended.clear()
    assert served_as_commanded(list(uvicorn_protocol.OPTIONS), never_read) < 2.5
    assert served_as_commanded(list(uvicorn_protocol.OPTIONS), read_slowly) > LARGE_ANSWER_CHUNKS * 65536
    assert large_answers_ended == [True, True]

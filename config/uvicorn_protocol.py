"""The protocol options of every command that starts uvicorn (`OPTIONS`):

- uvicorn's HTTP protocol (`--http config.uvicorn_protocol:NoDelayHTTPProtocol`) with Nagle's
  algorithm off on every accepted connection, as asyncio means it to be. asyncio sets TCP_NODELAY
  only on a socket whose `proto` says TCP, and with `--workers` uvicorn binds the listening socket
  itself with `proto` 0, which every accepted socket inherits (uvicorn issue #3149). A small write
  that follows another on one connection then waits for the peer's delayed ACK: a socket's answer,
  sent right after its own push, reached the phone about 40 ms late.
- Sockets without permessage-deflate (`--ws-per-message-deflate false`). A socket carries patches
  and answers, most under 1 KB. Deflating a Treasure battler's re-roll, 4 pushes of 10 KB of text
  in all, took 200-300 us of zlib on a shared 2-core machine, as much as diffing the 4 views, to
  save 8 KB on the table's Wi-Fi; and each socket held about 49 KiB of zlib state. Whole documents
  go over HTTP, which stays gzipped (config.delivery).
- A request's line and headers must arrive within HEAD_SECONDS of the connection's opening, or of
  the first byte after its last answer: uvicorn waits for them for ever, so a client sending a
  byte now and then (slowloris) held a connection as long as it liked, counted by no limit, and
  `make run` faces the network with no proxy in front. (A socket, once upgraded, is no request.)
- A request's body must arrive within BODY_SECONDS of its head, or it is answered 408 (closed,
  if the answer has begun): a body sent a byte every 2 s held its connection for ever, and 20,200
  of them from one address took all 20,000 of the server's file descriptors (red team).
- A client address holds at most HTTP_CONNECTIONS_PER_ADDRESS connections open in this process
  (a setting; a proxy in TRUSTED_PROXIES is not counted); past it a connection is answered 429
  and closed before anything is read: 3,000 from one address were all accepted.
- A head still without its end once more than HEAD_BYTES of it have arrived, or with more than
  HEAD_FIELDS headers, is answered 431 and closed: uvicorn read a 40 MB header whole (eight at
  once took 400 MB) and served 5,000 headers.
- What follows a head (a body, its chunks' framing, its trailers) may be at most MAX_UPLOAD_BYTES
  + HEAD_BYTES, or it is answered 413 and closed: httptools holds a trailer whole (a 2 MB one was
  served), which the body's own limit (tabletop/http/middleware.BodyLimit) never sees.
- An answer whose client takes none of it, while the server's buffer is full, from one check to
  the next (every WRITE_SECONDS) is cut: a client that asked and never read held its connection,
  and the answer's bytes, for ever (red team). The connection is aborted, for a close waits for
  the buffer to drain."""

import asyncio
import contextlib
import fcntl
import json
import socket
import sys
import termios
from collections import Counter
from typing import ClassVar

from django.conf import settings
from uvicorn.protocols.http.httptools_impl import STATUS_LINE, HttpToolsProtocol

HEAD_SECONDS = 10.0  # a phone's request head takes milliseconds
# the largest body (MAX_UPLOAD_BYTES, 20 MiB) at 5.6 Mbit/s; a LAN's Wi-Fi, at 20-100, sends it in 2-8 s
BODY_SECONDS = 30.0
# a phone on the table's Wi-Fi takes the 64 KiB asyncio buffers in well under a second
WRITE_SECONDS = 30.0
HEAD_BYTES = 64 * 1024  # a browser's head is a few KiB
HEAD_FIELDS = 100  # a browser sends about 20
HEAD_TOO_LARGE = f"a request's line and headers may hold at most {HEAD_BYTES} bytes and {HEAD_FIELDS} headers"


class HeadTooLarge(Exception):
    """Stops the parser mid-head (it was answered 431 already)."""


class NoDelayHTTPProtocol(HttpToolsProtocol):
    # this process's open connections by client address; a socket, once upgraded, leaves it for
    # LIVE_CONNECTIONS_PER_ADDRESS (tabletop/live/live_limits.py)
    open_per_address: ClassVar[Counter[str]] = Counter()
    address: str | None = None  # the address this connection is counted under
    head_deadline: asyncio.TimerHandle | None = None
    body_deadline: asyncio.TimerHandle | None = None
    write_deadline: asyncio.TimerHandle | None = None
    head_bytes: int | None = 0  # received of the head being read; None while a body is
    body_bytes = 0  # received since the head: the body, its chunks' framing, its trailers

    def connection_made(self, transport) -> None:
        connection = transport.get_extra_info("socket")
        if connection is not None and connection.family in (socket.AF_INET, socket.AF_INET6):
            connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        super().connection_made(transport)
        address = self.client[0] if self.client else None
        # a trusted proxy's connections carry all its clients: the proxy bounds them
        if address and address not in settings.TRUSTED_PROXIES:
            cap = settings.HTTP_CONNECTIONS_PER_ADDRESS
            if self.open_per_address[address] >= cap:
                message = f"this address holds {cap} connections open already, the limit (HTTP_CONNECTIONS_PER_ADDRESS)"
                self._refuse(429, "too_many_connections", message + ": close one first")
                return
            self.address = address
            self.open_per_address[address] += 1
        self._await_head()

    def data_received(self, data: bytes) -> None:
        if self.cycle is None or self.cycle.response_complete:  # no request under way: a head begins
            self._await_head()
        if self.head_bytes is not None:
            self.head_bytes += len(data)
        else:  # a body, with its chunks' framing and trailers, which httptools holds whole
            self.body_bytes += len(data)
            most = settings.MAX_UPLOAD_BYTES + HEAD_BYTES
            if self.body_bytes > most and not self.transport.is_closing():
                self._refuse(413, "too_large", f"the request's body, chunked or with trailers, is over {most} bytes")
                return
        super().data_received(data)
        # the parser holds an unfinished header whole, however long: no more of it than the limit
        if self.head_bytes is not None and self.head_bytes > HEAD_BYTES and not self.transport.is_closing():
            self._refuse(431, "headers_too_large", HEAD_TOO_LARGE)

    def on_header(self, name: bytes, value: bytes) -> None:
        if len(self.headers) == HEAD_FIELDS:
            self._refuse(431, "headers_too_large", HEAD_TOO_LARGE)
            raise HeadTooLarge
        super().on_header(name, value)

    def send_400_response(self, msg: str) -> None:
        if not self.transport.is_closing():  # not when the parser was stopped by HeadTooLarge
            super().send_400_response(msg)

    def on_headers_complete(self) -> None:
        self._head_arrived()
        self.body_bytes = 0
        self.body_deadline = self.loop.call_later(BODY_SECONDS, self._body_too_slow)
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        self._body_arrived()
        self.head_bytes = 0  # the next request's head may follow
        super().on_message_complete()

    def handle_websocket_upgrade(self) -> None:
        self._head_arrived()
        self._body_arrived()
        self._uncount()
        super().handle_websocket_upgrade()

    def pause_writing(self) -> None:
        super().pause_writing()
        if self.write_deadline is None:
            self._answer_read_since(None)

    def resume_writing(self) -> None:
        self._answer_read()
        super().resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        self._head_arrived()
        self._body_arrived()
        self._answer_read()
        self._uncount()
        super().connection_lost(exc)

    def _await_head(self) -> None:
        if self.head_deadline is None:
            self.head_deadline = self.loop.call_later(HEAD_SECONDS, self._head_too_slow)

    def _head_arrived(self) -> None:
        self.head_bytes = None
        if self.head_deadline is not None:
            self.head_deadline.cancel()
            self.head_deadline = None

    def _body_arrived(self) -> None:
        if self.body_deadline is not None:
            self.body_deadline.cancel()
            self.body_deadline = None

    def _answer_read(self) -> None:
        if self.write_deadline is not None:
            self.write_deadline.cancel()
            self.write_deadline = None

    def _answer_read_since(self, unread_then: int | None) -> None:
        """Cut the connection if its client took nothing of the answer since `unread_then` bytes
        of it waited, WRITE_SECONDS ago; else ask again in WRITE_SECONDS."""
        unread = self._unread()
        if unread_then is not None and unread >= unread_then:
            self.write_deadline = None
            self.transport.abort()
            return
        self.write_deadline = self.loop.call_later(WRITE_SECONDS, self._answer_read_since, unread)

    def _unread(self) -> int:
        """What the client has yet to take: this side's buffer, and the kernel's send queue, where a
        slow reader's progress shows first (a socket takes more only once a third of a send buffer
        of megabytes is free: seconds, for a client reading 300 KB/s)."""
        queued = 0
        with contextlib.suppress(AttributeError, OSError):  # no TIOCOUTQ outside Linux: the buffer alone
            fileno = self.transport.get_extra_info("socket").fileno()
            queued = int.from_bytes(fcntl.ioctl(fileno, termios.TIOCOUTQ, bytes(4)), sys.byteorder, signed=True)
        return self.transport.get_write_buffer_size() + queued

    def _uncount(self) -> None:
        if self.address:
            self.open_per_address[self.address] -= 1
            if not self.open_per_address[self.address]:
                del self.open_per_address[self.address]
            self.address = None

    def _head_too_slow(self) -> None:
        self.head_deadline = None
        if not self.transport.is_closing():
            self.transport.close()

    def _body_too_slow(self) -> None:
        self.body_deadline = None
        if self.transport.is_closing():
            return
        if self.cycle.response_started:  # too late to answer: cut it
            self.transport.close()
        else:
            message = f"a request's body must arrive within {BODY_SECONDS:g} s of its head"
            self._refuse(408, "request_timeout", message)

    def _refuse(self, status: int, code: str, message: str) -> None:
        """Answer in the API's error shape and close, reading no more of the connection."""
        body = json.dumps({"code": code, "message": message}).encode()
        head = [STATUS_LINE[status], *(b"%s: %s\r\n" % header for header in self.server_state.default_headers)]
        head += [b"content-type: application/json\r\n", b"content-length: %d\r\n" % len(body)]
        self.transport.write(b"".join([*head, b"connection: close\r\n\r\n", body]))
        self.transport.close()


# uvicorn's command line takes them so: (flag, value) pairs, flattened
# --timeout-graceful-shutdown: a stop (SIGTERM, Ctrl-C) waits at most this long for requests and
# event streams to end; uvicorn waited for every open stream's client to leave (37 s, red team)
SHUTDOWN_SECONDS = 5
OPTIONS = (
    "--http",
    f"{__name__}:{NoDelayHTTPProtocol.__qualname__}",
    "--ws-per-message-deflate",
    "false",
    "--timeout-graceful-shutdown",
    str(SHUTDOWN_SECONDS),
)

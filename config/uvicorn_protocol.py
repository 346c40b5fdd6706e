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
  go over HTTP, which stays gzipped (config.delivery)."""

import socket

from uvicorn.protocols.http.auto import AutoHTTPProtocol


class NoDelayHTTPProtocol(AutoHTTPProtocol):  # type: ignore[misc, valid-type]  # a class chosen at import
    def connection_made(self, transport) -> None:
        connection = transport.get_extra_info("socket")
        if connection is not None and connection.family in (socket.AF_INET, socket.AF_INET6):
            connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        super().connection_made(transport)


# uvicorn's command line takes them so: (flag, value) pairs, flattened
OPTIONS = ("--http", f"{__name__}:{NoDelayHTTPProtocol.__qualname__}", "--ws-per-message-deflate", "false")

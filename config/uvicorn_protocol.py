"""uvicorn's HTTP protocol (`--http config.uvicorn_protocol:NoDelayHTTPProtocol`) with Nagle's
algorithm off on every accepted connection, as asyncio means it to be.

asyncio sets TCP_NODELAY only on a socket whose `proto` says TCP, and with `--workers` uvicorn binds
the listening socket itself with `proto` 0, which every accepted socket inherits (uvicorn issue
#3149). A small write that follows another on one connection then waits for the peer's delayed
ACK: a socket's answer, sent right after its own push, reached the phone about 40 ms late."""

import socket

from uvicorn.protocols.http.auto import AutoHTTPProtocol


class NoDelayHTTPProtocol(AutoHTTPProtocol):  # type: ignore[misc, valid-type]  # a class chosen at import
    def connection_made(self, transport) -> None:
        connection = transport.get_extra_info("socket")
        if connection is not None and connection.family in (socket.AF_INET, socket.AF_INET6):
            connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        super().connection_made(transport)


OPTION = ("--http", f"{__name__}:{NoDelayHTTPProtocol.__qualname__}")  # uvicorn's command line takes it so

"""A small HTTP/1.1 keep-alive client on asyncio streams: the load generator shares two cores
with the server, so it must cost little per request (httpx costs several times more)."""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any


class HttpError(Exception):
    def __init__(self, status: int, body: Any):
        super().__init__(f"HTTP {status}: {body}")
        self.status, self.body = status, body


class Connection:
    def __init__(self, host: str, port: int):
        self.host, self.port = host, port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def _open(self) -> None:
        self.reader, self.writer = await asyncio.open_connection(self.host, self.port)

    async def request(
        self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None, timeout: float = 30
    ) -> tuple[int, Any]:
        return await asyncio.wait_for(self._request(method, path, body, headers or {}), timeout)

    async def _request(self, method: str, path: str, body: Any, headers: dict[str, str]) -> tuple[int, Any]:
        reused = self.writer is not None and not self.writer.is_closing()
        if not reused:
            await self._open()
        try:
            return await self._exchange(method, path, body, headers)
        except (asyncio.IncompleteReadError, ConnectionError):
            if not reused:
                raise
        # The server closed the idle keep-alive connection (uvicorn: after 5 s): once more, afresh.
        await self.close()
        await self._open()
        return await self._exchange(method, path, body, headers)

    async def _exchange(self, method: str, path: str, body: Any, headers: dict[str, str]) -> tuple[int, Any]:
        payload = b"" if body is None else json.dumps(body).encode()
        lines = [
            f"{method} {path} HTTP/1.1",
            f"Host: {self.host}:{self.port}",
            "Accept: application/json",
            f"Content-Length: {len(payload)}",
        ]
        if body is not None:
            lines.append("Content-Type: application/json")
        lines += [f"{key}: {value}" for key, value in headers.items()]
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + payload)
        head = await self.reader.readuntil(b"\r\n\r\n")
        status_line, *header_lines = head.decode("latin-1").split("\r\n")
        status = int(status_line.split()[1])
        length, chunked, close = 0, False, False
        for line in header_lines:
            key, _, value = line.partition(":")
            key, value = key.strip().lower(), value.strip()
            if key == "content-length":
                length = int(value)
            elif key == "transfer-encoding" and "chunked" in value.lower():
                chunked = True
            elif key == "connection" and value.lower() == "close":
                close = True
        if chunked:
            data = b""
            while True:
                size = int((await self.reader.readuntil(b"\r\n")).strip(), 16)
                chunk = await self.reader.readexactly(size + 2)
                if size == 0:
                    break
                data += chunk[:-2]
        else:
            data = await self.reader.readexactly(length)
        if close:
            await self.close()
        try:
            parsed = json.loads(data) if data else None
        except ValueError:
            parsed = data.decode(errors="replace")
        return status, parsed

    async def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
            with contextlib.suppress(OSError):
                await self.writer.wait_closed()
            self.writer = None


async def call(
    host: str,
    port: int,
    method: str,
    path: str,
    body: Any = None,
    headers: dict[str, str] | None = None,
    expect: tuple[int, ...] = (200, 201),
    retries: int = 5,
) -> Any:
    """One request on its own connection; a 503 (the server says retry shortly) is retried after
    a pause, as a client would; raises HttpError on any other unexpected status."""
    for attempt in range(retries + 1):
        conn = Connection(host, port)
        try:
            status, parsed = await conn.request(method, path, body, headers)
        finally:
            await conn.close()
        if status == 503 and attempt < retries:
            await asyncio.sleep(1 + attempt)
            continue
        if status not in expect:
            raise HttpError(status, parsed)
        return parsed
    raise AssertionError("unreachable")

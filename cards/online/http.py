"""Requests to an online source, bounded as an upload is: a remote server is as untrusted.

- Time: CONNECT_TIMEOUT to connect (no network fails at once), READ_TIMEOUT between two chunks
  of an answer, and DEADLINE for a whole answer (a server that drips bytes is cut off too);
  within `total_deadline(seconds)` every request ends by then, and none starts after
  (SourceTooSlow): a whole import, however many requests it makes, is bounded.
- Size: each call names the most bytes it reads, counted after decompression (a gzip bomb
  stops at the cap); a download goes to a file, never to memory.
- Shape: JSON is decoded by msgspec into the few fields a reader uses, strings and lists
  bounded by the reader's types; nesting past Python's recursion limit is refused.
- Pace: a source's requests are spaced (Scryfall asks 50-100 ms between requests, 500 ms
  between card look-ups) through the cache, so every process sharing Redis keeps one pace;
  a 429 is obeyed: the source is left alone until its Retry-After has passed, and a short wait
  (LONGEST_WAIT) is waited out once.
- No redirect is followed: every address asked is one the caller checked.
"""

from __future__ import annotations

import email.utils
import functools
import ssl
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import IO, Any, TypeVar
from urllib.parse import urlsplit

import httpx
import msgspec
from django.core.cache import cache

from tabletop.rules.validation import ascii_digits

USER_AGENT = "Treasury/0.1 (cube companion server)"
CONNECT_TIMEOUT = 5.0
READ_TIMEOUT = 20.0
DEADLINE = 60.0
LONGEST_WAIT = 5.0
PACE = 0.1
DEFAULT_RETRY_AFTER = 30  # Scryfall: a 429 locks a client out for 30 seconds
MAX_RETRY_AFTER = 3600
ERROR_BYTES = 64 * 1024

T = TypeVar("T")
Progress = Callable[[int, "int | None"], None]  # (bytes read, total bytes or None)


class SourceError(Exception):
    """An online source could not give what was asked; `message` says why, for a person."""

    code = "source_failed"

    def __init__(self, message: str, *, retry_after: int | None = None):
        super().__init__(message)
        self.message = message
        self.retry_after = retry_after


class SourceUnreachable(SourceError):
    """No answer: no network, a refused connection, a timeout, a dropped connection."""

    code = "source_unreachable"


class SourceTooSlow(SourceUnreachable):
    """The whole work's deadline (`total_deadline`) passed before the source gave everything."""

    code = "source_too_slow"


_give_up_at: ContextVar[float | None] = ContextVar("online_give_up_at", default=None)


@contextmanager
def total_deadline(seconds: float) -> Iterator[None]:
    """Every request to a source made within ends `seconds` from now at the latest."""
    token = _give_up_at.set(time.monotonic() + seconds)
    try:
        yield
    finally:
        _give_up_at.reset(token)


class SourceBusy(SourceError):
    """The source asked us to wait (429)."""

    code = "source_busy"


class SourceNotFound(SourceError):
    code = "source_not_found"


class SourceBadAnswer(SourceError):
    """An answer we cannot use: an error status, too large, not in the documented shape."""

    code = "source_bad_answer"


@dataclass
class Answer:
    status: int
    headers: httpx.Headers
    body: bytes
    url: str


class Source:
    """One service at a base address. Use as a context manager (one connection pool)."""

    def __init__(
        self,
        name: str,
        base_url: str,
        *,
        connect_timeout: float = CONNECT_TIMEOUT,
        read_timeout: float = READ_TIMEOUT,
        deadline: float = DEADLINE,
        longest_wait: float = LONGEST_WAIT,
    ):
        self.name = name
        self.base_url = base_url.rstrip("/")
        self.deadline = deadline
        self.longest_wait = longest_wait
        self._timeout = httpx.Timeout(read_timeout, connect=connect_timeout)
        self._client: httpx.Client | None = None

    def __enter__(self) -> Source:
        return self

    def __exit__(self, *exc_info: Any) -> None:
        if self._client is not None:
            self._client.close()
            self._client = None

    def url(self, path: str) -> str:
        return self.base_url + path

    def get(
        self,
        url: str,
        *,
        max_bytes: int,
        accept: str = "application/json",
        pace: float = PACE,
        params: dict | None = None,
        headers: dict | None = None,
    ) -> Answer:
        return self._send("GET", url, max_bytes=max_bytes, pace=pace, accept=accept, params=params, headers=headers)

    def post_json(self, url: str, payload: Any, *, max_bytes: int, pace: float = PACE) -> Answer:
        return self._send(
            "POST",
            url,
            max_bytes=max_bytes,
            pace=pace,
            accept="application/json",
            content=msgspec.json.encode(payload),
            headers={"Content-Type": "application/json"},
        )

    def download(
        self,
        url: str,
        into: IO[bytes],
        *,
        max_bytes: int,
        accept: str = "application/json",
        headers: dict | None = None,
        progress: Progress | None = None,
        deadline: float | None = None,
    ) -> Answer:
        """The answer's body written to `into` (a 304 or an error status writes nothing)."""
        return self._send(
            "GET",
            url,
            max_bytes=max_bytes,
            pace=PACE,
            accept=accept,
            headers=headers,
            into=into,
            progress=progress,
            deadline=deadline,
        )

    def decode(self, answer: Answer, kind: type[T], what: str) -> T:
        """The answer's JSON as `kind`, or SourceBadAnswer saying what is wrong with it."""
        try:
            return msgspec.json.decode(answer.body, type=kind)
        except msgspec.ValidationError as error:
            raise SourceBadAnswer(f"{self.name}'s {what} is not in the documented shape: {str(error)[:300]}") from None
        except msgspec.DecodeError as error:
            raise SourceBadAnswer(f"{self.name}'s {what} is not JSON: {str(error)[:300]}") from None
        except RecursionError:
            raise SourceBadAnswer(f"{self.name}'s {what} is nested too deeply to read") from None

    # -- the request -------------------------------------------------------------------------------
    def _send(
        self,
        method: str,
        url: str,
        *,
        max_bytes: int,
        pace: float,
        accept: str,
        headers: dict | None = None,
        into: IO[bytes] | None = None,
        progress: Progress | None = None,
        deadline: float | None = None,
        **options: Any,
    ) -> Answer:
        host = urlsplit(url).netloc
        request_headers = {"User-Agent": USER_AGENT, "Accept": accept, **(headers or {})}
        for attempt in (1, 2):
            self._wait_turn(host, pace)
            give_up_at = time.monotonic() + (deadline or self.deadline)
            overall, left = _give_up_at.get(), float("inf")
            if overall is not None:
                left = overall - time.monotonic()
                if left <= 0:
                    raise self._too_slow(host)
                give_up_at = min(give_up_at, overall)
                options["timeout"] = self._timeout_within(left)
            try:
                with self._http().stream(method, url, headers=request_headers, **options) as response:
                    if response.status_code == 429:
                        wait = _retry_after(response.headers.get("Retry-After"))
                        cache.set(_key("cooldown", host), time.time() + wait, timeout=wait)
                        if attempt == 1 and wait <= self.longest_wait and time.monotonic() + wait < give_up_at:
                            time.sleep(wait)
                            continue
                        raise SourceBusy(
                            f"{self.name} asks us to wait {wait} s (too many requests): try again then",
                            retry_after=wait,
                        )
                    if response.status_code in (301, 302, 303, 307, 308):
                        raise SourceBadAnswer(f"{self.name} answered {response.status_code} (a redirect, not followed)")
                    body = self._read(response, max_bytes, give_up_at, into, progress)
                    return Answer(status=response.status_code, headers=response.headers, body=body, url=url)
            except httpx.TimeoutException as error:
                own = self._timeout.connect if isinstance(error, httpx.ConnectTimeout) else self._timeout.read
                if left < (own or 0):  # the timeout was the time left of the whole work, not the request's own
                    raise self._too_slow(host) from None
                raise SourceUnreachable(f"{self.name} ({host}) did not answer in time") from None
            except (httpx.ConnectError, httpx.UnsupportedProtocol) as error:
                raise SourceUnreachable(
                    f"{self.name} ({host}) cannot be reached from this server (no network?): {_reason(error)}"
                ) from None
            except httpx.TransportError as error:
                raise SourceUnreachable(f"{self.name} ({host}) dropped the connection: {_reason(error)}") from None
            finally:
                self._book(host, lambda booked: max(booked, time.time() + pace))  # the pace counts from the answer
        raise AssertionError("unreachable")  # pragma: no cover

    def _timeout_within(self, seconds: float) -> httpx.Timeout:
        """This source's timeouts, none longer than `seconds`."""
        seconds = max(seconds, 0.001)
        return httpx.Timeout(
            min(self._timeout.read, seconds),
            connect=min(self._timeout.connect, seconds),
            write=min(self._timeout.write or seconds, seconds),
            pool=min(self._timeout.pool or seconds, seconds),
        )

    def _too_slow(self, host: str) -> SourceTooSlow:
        return SourceTooSlow(f"{self.name} ({host}) was too slow: the work's time ran out before it answered")

    def _read(
        self,
        response: httpx.Response,
        max_bytes: int,
        give_up_at: float,
        into: IO[bytes] | None,
        progress: Progress | None,
    ) -> bytes:
        if into is not None and response.status_code != 200:
            max_bytes = min(max_bytes, ERROR_BYTES)  # what is not the file is held in memory: an error page
        declared = response.headers.get("Content-Length", "")
        plain = ascii_digits(declared) and not response.headers.get("Content-Encoding")
        total = int(declared) if plain else None
        if total is not None and total > max_bytes:
            raise SourceBadAnswer(f"{self.name}'s answer is {total} bytes; the most read is {max_bytes}")
        chunks: list[bytes] = []
        read = 0
        for chunk in response.iter_bytes():
            read += len(chunk)
            if read > max_bytes:
                raise SourceBadAnswer(f"{self.name}'s answer is longer than {max_bytes} bytes, the most read")
            if time.monotonic() > give_up_at:
                overall = _give_up_at.get()
                if overall is not None and overall <= give_up_at:
                    raise self._too_slow(urlsplit(str(response.url)).netloc)
                raise SourceUnreachable(f"{self.name} sent its answer too slowly (cut off after {read} bytes)")
            if into is not None and response.status_code == 200:
                into.write(chunk)
            else:
                chunks.append(chunk)
            if progress is not None:
                progress(read, total)
        return b"".join(chunks)

    def _http(self) -> httpx.Client:
        if self._client is None:
            self._client = httpx.Client(timeout=self._timeout, follow_redirects=False, verify=_tls_context())
        return self._client

    def _wait_turn(self, host: str, pace: float) -> None:
        """Wait for this source's next free moment, then take it: the next is `pace` later (and
        moved on again when the answer has come). Kept in the cache, so every process sharing
        Redis keeps one pace; a waiting client looks again when it wakes, so it never sends on a
        moment another client took or moved while it slept."""
        while True:
            cooldown = cache.get(_key("cooldown", host))
            if cooldown and cooldown > time.time():
                wait = int(cooldown - time.time()) + 1
                raise SourceBusy(f"{self.name} asked us to wait; try again in {wait} s", retry_after=wait)
            now, taken = time.time(), []

            def take(booked: float, now: float = now, taken: list = taken) -> float:
                if booked > now:
                    return booked
                taken.append(now)
                return now + pace

            free = self._book(host, take)
            if taken:
                return
            time.sleep(free - now)

    @staticmethod
    def _book(host: str, moment: Callable[[float], float]) -> float:
        """Set the source's next free moment from the one booked, under a short lock in the cache;
        returns it."""
        lock, booked = _key("lock", host), _key("next", host)
        for _ in range(500):  # at most 5 s: a lock left by a dead process expires after 5 s anyway
            if cache.add(lock, 1, timeout=5):
                break
            time.sleep(0.01)
        try:
            free = moment(cache.get(booked, 0.0))
            cache.set(booked, free, timeout=60)
        finally:
            cache.delete(lock)
        return free


def _key(what: str, host: str) -> str:
    return f"online:{what}:{host}"


def _retry_after(value: str | None) -> int:
    """Seconds from a Retry-After header (seconds or an HTTP date), within 1 s and an hour."""
    value = (value or "").strip()
    if ascii_digits(value) and len(value) < 10:
        seconds = int(value)
    else:
        try:
            seconds = int(email.utils.parsedate_to_datetime(value).timestamp() - time.time()) + 1
        except (TypeError, ValueError, OverflowError):
            seconds = DEFAULT_RETRY_AFTER
    return min(max(seconds, 1), MAX_RETRY_AFTER)


def _reason(error: Exception) -> str:
    return (str(error) or type(error).__name__)[:200]


@functools.cache
def _tls_context() -> ssl.SSLContext:
    """The trusted certificates, read once per process: reading them cost each new client 24 ms of
    CPU, most of a card image's first fetch (a context is safe to share; its connections are not)."""
    return httpx.create_ssl_context()

"""The rate limit of a game socket's messages: a token bucket per seat (a seat token, a page's
seat cookie, or an account's place at the game), shared by every socket of that seat in this web
process, and one per client address (seats are free to make: a client holding many would
otherwise multiply its rate).

A bucket holds at most RATE_LIMIT_SOCKET_BURST messages and refills at RATE_LIMIT_SOCKET per
seat (the REST limits' syntax: `600/min`, as RATE_LIMIT_PER_TOKEN) and at RATE_LIMIT_PER_ADDRESS
per address (counted apart from the address's REST requests). Each frame takes one before it is
read (from its address's bucket only when its seat's had one), whatever it holds (an action, a
ping, a resync, a frame that is not JSON): a frame past the limit is not applied, and is answered
`throttled` with `retry_after` (an action as a refused `result` under its ref, so that its sender
need not wait for an answer; anything else as an error).

The buckets live in the process, not in the cache: a check is a dict lookup and a little
arithmetic (about a microsecond), where a shared counter would cost every message a Redis round
trip (a fifth of a bid's 2-4 ms) and fail when Redis does. So a seat holding sockets on several
web processes gets the rate once per process; with the REST limit per token in Redis as well,
that bounds what one seat costs a deployment to a few times the rate. Only the event loop's
thread touches the buckets."""

import math
import time

from django.conf import settings
from rest_framework.throttling import SimpleRateThrottle

from tabletop.access.throttles import client_address

PRUNE_SECONDS = 60.0

Key = tuple


class Bucket:
    __slots__ = ("tokens", "stamp", "rate", "burst")

    def __init__(self, rate: float, burst: int, now: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens, self.stamp = float(burst), now

    def take(self, now: float) -> float:
        """0.0 when a message may go; otherwise the seconds until one may."""
        tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if tokens >= 1.0:
            self.tokens = tokens - 1.0
            return 0.0
        self.tokens = tokens
        return (1.0 - tokens) / self.rate

    def full_at(self, now: float) -> bool:
        return self.tokens + (now - self.stamp) * self.rate >= self.burst


def limits(scope: str = "socket") -> tuple[int, float, int]:
    """(messages, per seconds, burst) from the settings: `socket` per seat, `address` per address."""
    count, seconds = SimpleRateThrottle.parse_rate(None, settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"][scope])
    return count, float(seconds), settings.SOCKET_RATE_BURST  # both checked in config/settings.py


class Limiter:
    """The buckets of one process, by seat. A full bucket is the same as none: buckets full
    again are dropped, at most once a minute, so that the dict holds only seats lately busy."""

    def __init__(self, clock=time.monotonic) -> None:
        self.clock = clock
        self.buckets: dict[Key, Bucket] = {}
        self.pruned = clock()

    def take(self, key: Key) -> float:
        """0.0 when the seat (or address) may send a message now; otherwise the seconds to wait,
        rounded up to a hundredth. A key's first item is its scope: socket or address."""
        now = self.clock()
        bucket = self.buckets.get(key)
        if bucket is None:
            if now - self.pruned > PRUNE_SECONDS:
                self.pruned = now
                self.buckets = {held: kept for held, kept in self.buckets.items() if not kept.full_at(now)}
            count, seconds, burst = limits(key[0])
            bucket = self.buckets[key] = Bucket(count / seconds, burst, now)
        wait = bucket.take(now)
        return math.ceil(wait * 100) / 100 if wait else 0.0


LIMITER = Limiter()


def take(seat_key: Key, address_key: Key | None) -> tuple[float, str]:
    """(0.0, "") when a socket's message may be read; else the wait and the refusal's message.
    The address's bucket is charged only for a frame its seat's let through: a seat past its own
    rate spends no more of its address's, or one phone flooding would throttle every other seat
    behind the same address (a table's Wi-Fi, its router's one public address), and other games."""
    by_seat = LIMITER.take(seat_key)
    by_address = LIMITER.take(address_key) if address_key is not None and not by_seat else 0.0
    if not (by_seat or by_address):
        return 0.0, ""
    scope, wait = ("socket", by_seat) if by_seat >= by_address else ("address", by_address)
    count, seconds, burst = limits(scope)
    per = {1.0: "second", 60.0: "minute", 3600.0: "hour", 86400.0: "day"}[seconds]
    who = "this seat" if scope == "socket" else "this address"
    return wait, (
        f"{who} sent more than {burst} messages at once or {count} a {per} on its sockets: the frame was "
        f"not read (an action in it was not applied); send it again in {wait:g} s"
    )


class _Peer:
    def __init__(self, scope: dict) -> None:
        client = scope.get("client") or ("", 0)
        headers = dict(scope.get("headers", []))
        self.META = {
            "REMOTE_ADDR": client[0],
            "HTTP_X_FORWARDED_FOR": headers.get(b"x-forwarded-for", b"").decode("latin-1"),
        }


def address_key(scope: dict) -> Key | None:
    """The client's address as the REST limits see it (TRUSTED_PROXIES, tabletop/access/throttles.py);
    None when the server was not told one (an in-process test: no address limit then)."""
    address = client_address(_Peer(scope))
    return ("address", address) if address else None

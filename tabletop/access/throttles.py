"""Rate limits: per credential and per address (429 with Retry-After), and a tight one on
failed join codes so that codes cannot be guessed by trying.

A client's address is the peer's. Only a peer named in TRUSTED_PROXIES (none by default) is
believed about X-Forwarded-For, and then the client is the last address in it that no proxy of
ours added: anything to its left the client wrote itself. (The servers run uvicorn with
--no-proxy-headers, so that the peer reaches us as it connected.)

The counters live in the cache (Redis when configured). When the cache cannot be reached,
the ordinary limits let requests through (an outage of Redis must not stop the tables), but
the join limit refuses with 503: without it, join codes could be guessed during the outage."""

import logging

from django.conf import settings
from rest_framework.exceptions import APIException, Throttled
from rest_framework.permissions import SAFE_METHODS
from rest_framework.throttling import SimpleRateThrottle

from tabletop.core.selectors import game_by_join_code
from tabletop.models import Seat

logger = logging.getLogger(__name__)


class JoiningPaused(APIException):
    status_code = 503
    default_code = "unavailable"
    default_detail = "joining is paused for a moment (the rate-limit store is unavailable); retry shortly"
    wait = 5  # DRF sends it as Retry-After


def client_address(request) -> str:
    peer = request.META.get("REMOTE_ADDR", "")
    proxies = settings.TRUSTED_PROXIES
    if peer not in proxies:
        return peer
    hops = [hop.strip() for hop in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
    for hop in reversed(hops):
        if hop and hop not in proxies:
            return hop
    return peer


PERIODS = {1: "a second", 60: "a minute", 3600: "an hour", 86400: "a day"}  # DRF's rate periods
# What each limit counts, and its setting: a refusal says which limit it met (it was DRF's
# "Request was throttled." whatever the limit)
COUNTED = {
    "token": ("this seat or account has sent {n} requests", "RATE_LIMIT_PER_TOKEN"),
    "address": ("this address has sent {n} requests", "RATE_LIMIT_PER_ADDRESS"),
    "join": ("this address has tried {n} join codes that name no open table", "RATE_LIMIT_JOIN"),
    "auth": ("this address has tried {n} passwords", "RATE_LIMIT_AUTH"),
    "create": (
        "this address has asked {n} times to make a game, cube or preset (imports, refreshes and refused tries "
        "included: each costs the server the work)",
        "RATE_LIMIT_CREATE",
    ),
}


class AddressThrottle(SimpleRateThrottle):
    def get_ident(self, request):
        return client_address(request)

    def throttle_failure(self):
        super().throttle_failure()
        raise self.refusal()

    def refusal(self) -> Throttled:
        """The 429 of this limit, saying what it counts and its setting."""
        counted, setting = COUNTED[self.scope]
        within = PERIODS.get(self.duration, f"{self.duration} s")
        detail = f"{counted.format(n=self.num_requests)} within {within}, the limit ({setting})."
        return Throttled(self.wait(), detail=detail)


class FailOpenThrottle(AddressThrottle):
    def allow_request(self, request, view):
        try:
            return super().allow_request(request, view)
        except Throttled:
            raise
        except Exception as error:  # the cache backend's own connection errors
            logger.warning("rate limit %s skipped: the cache is unavailable (%s)", self.scope, type(error).__name__)
            return True


class PerTokenThrottle(FailOpenThrottle):
    scope = "token"

    def get_cache_key(self, request, view):
        if isinstance(request.auth, Seat):
            ident = f"seat:{request.auth.pk}"
        elif request.user and request.user.is_authenticated:
            ident = f"user:{request.user.pk}"
        else:
            return None
        return self.cache_format % {"scope": self.scope, "ident": ident}


class PerAddressThrottle(FailOpenThrottle):
    scope = "address"

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


class CreateThrottle(PerAddressThrottle):
    """What a request keeps for good (a game, a cube, a preset) is counted per address apart
    from other requests (RATE_LIMIT_CREATE): at the request rate alone, one client made 718
    games in 20 s, about 5 GB an hour on make run's SQLite."""

    scope = "create"

    def get_cache_key(self, request, view):
        return None if request.method in SAFE_METHODS else super().get_cache_key(request, view)


class CreatesRows:
    """For a view whose writes keep something: CreateThrottle on top of the default limits."""

    def get_throttles(self):
        return [*super().get_throttles(), CreateThrottle()]


class JoinThrottle(AddressThrottle):
    """Counts the codes that name no live game, per address; past the limit every try waits,
    the right code too (a different answer would tell a guess that it hit). Opening a table's
    page or joining it with its code costs nothing: a table of phones behind one address (a
    café's) all get in."""

    scope = "join"

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}

    def allow_request(self, request, view):
        data = request.data
        if self.allow_code(request, str(data.get("code", "")) if isinstance(data, dict) else ""):
            return True
        raise self.refusal()

    def allow_code(self, request, code: str) -> bool:
        """Whether this try may go on (the join page says a refusal in its own words)."""
        failed = game_by_join_code(code) is None
        try:
            self.key = self.get_cache_key(request, None)
            self.history = self.cache.get(self.key, [])
            self.now = self.timer()
            while self.history and self.history[-1] <= self.now - self.duration:
                self.history.pop()
            refused = len(self.history) >= self.num_requests
            if not refused:
                return self.throttle_success() if failed else True
        except Exception as error:  # the cache backend's own connection errors
            logger.warning("join refused: the rate-limit cache is unavailable (%s)", type(error).__name__)
            raise JoiningPaused() from None
        return SimpleRateThrottle.throttle_failure(self)  # False

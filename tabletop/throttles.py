"""Rate limits: per credential and per address (429 with Retry-After), and a tight one on
join codes so that they cannot be guessed by trying.

The counters live in the cache (Redis when configured). When the cache cannot be reached,
the ordinary limits let requests through (an outage of Redis must not stop the tables), but
the join limit refuses with 503: without it, join codes could be guessed during the outage."""

import logging

from rest_framework.exceptions import APIException
from rest_framework.throttling import SimpleRateThrottle

from tabletop.models import Seat

logger = logging.getLogger(__name__)


class JoiningPaused(APIException):
    status_code = 503
    default_code = "unavailable"
    default_detail = "joining is paused for a moment (the rate-limit store is unavailable); retry shortly"
    wait = 5  # DRF sends it as Retry-After


class FailOpenThrottle(SimpleRateThrottle):
    def allow_request(self, request, view):
        try:
            return super().allow_request(request, view)
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


class JoinThrottle(SimpleRateThrottle):
    scope = "join"

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}

    def allow_request(self, request, view):
        try:
            return super().allow_request(request, view)
        except Exception as error:
            logger.warning("join refused: the rate-limit cache is unavailable (%s)", type(error).__name__)
            raise JoiningPaused() from None

"""Rate limits: per credential and per address (429 with Retry-After), and a tight one on
join codes so that they cannot be guessed by trying."""

from rest_framework.throttling import SimpleRateThrottle

from tabletop.models import Seat


class PerTokenThrottle(SimpleRateThrottle):
    scope = "token"

    def get_cache_key(self, request, view):
        if isinstance(request.auth, Seat):
            ident = f"seat:{request.auth.pk}"
        elif request.user and request.user.is_authenticated:
            ident = f"user:{request.user.pk}"
        else:
            return None
        return self.cache_format % {"scope": self.scope, "ident": ident}


class PerAddressThrottle(SimpleRateThrottle):
    scope = "address"

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


class JoinThrottle(PerAddressThrottle):
    scope = "join"

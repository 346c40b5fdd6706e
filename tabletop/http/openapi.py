"""How the schema describes the seat credential and the session (drf-spectacular extensions)."""

from drf_spectacular.authentication import SessionScheme
from drf_spectacular.extensions import OpenApiAuthenticationExtension


class SeatTokenScheme(OpenApiAuthenticationExtension):
    target_class = "tabletop.access.auth.SeatTokenAuthentication"
    name = "seatAuth"

    def get_security_definition(self, auto_schema):
        return {
            "type": "apiKey",
            "in": "header",
            "name": "Authorization",
            "description": "A seat, host or spectator token from joining: `Seat <token>`",
        }


class CheckedSessionScheme(SessionScheme):
    """The session, as DRF's (its writes held to tabletop.access.cors's origins): the same `cookieAuth`."""

    target_class = "tabletop.access.auth.SessionAuthentication"

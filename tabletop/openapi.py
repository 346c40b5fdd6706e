"""How the schema describes the seat credential (drf-spectacular extension)."""

from drf_spectacular.extensions import OpenApiAuthenticationExtension


class SeatTokenScheme(OpenApiAuthenticationExtension):
    target_class = "tabletop.auth.SeatTokenAuthentication"
    name = "seatAuth"

    def get_security_definition(self, auto_schema):
        return {
            "type": "apiKey",
            "in": "header",
            "name": "Authorization",
            "description": "A seat, host or spectator token from joining: `Seat <token>`",
        }

"""How the schema describes the seat credential and the session (drf-spectacular extensions), and
the body of a DELETE."""

from drf_spectacular import openapi
from drf_spectacular.authentication import SessionScheme
from drf_spectacular.extensions import OpenApiAuthenticationExtension


class AutoSchema(openapi.AutoSchema):
    """drf-spectacular's, with the body of a DELETE that declares one (`extend_schema(request=...)`:
    the push unsubscription's): drf-spectacular documents the bodies of PUT, PATCH and POST only,
    and a client generated from the document could not send it."""

    def _get_request_body(self, direction="request"):
        declared = type(self).get_request_serializer is not openapi.AutoSchema.get_request_serializer
        if self.method != "DELETE" or not declared:
            return super()._get_request_body(direction)
        self.method = "POST"  # read as a POST's body is read
        try:
            return super()._get_request_body(direction)
        finally:
            self.method = "DELETE"


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

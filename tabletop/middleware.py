"""Request-wide guards: a body whose Content-Length is over MAX_UPLOAD_BYTES is refused before
any view parses it (413; a body without a length is capped by DATA_UPLOAD_MAX_MEMORY_SIZE when
read), and a database that cannot be reached answers 503 with Retry-After, never a 500."""

import logging

from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.http import JsonResponse

from tabletop.errors import error_body

logger = logging.getLogger(__name__)
RETRY_AFTER_SECONDS = 5


def unavailable_response() -> JsonResponse:
    response = JsonResponse(error_body("unavailable", "the database cannot be reached just now; retry shortly",
                                       retry_after=RETRY_AFTER_SECONDS), status=503)
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


class DatabaseUnavailableMiddleware:
    """Turns a lost database connection into 503 + Retry-After (the transaction rolled back,
    so nothing was half-written)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if isinstance(exception, OperationalError | InterfaceError):
            logger.warning("database unavailable: %s", type(exception).__name__)
            return unavailable_response()
        return None


class BodySizeLimitMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        length = request.META.get("CONTENT_LENGTH") or "0"
        if length.isdigit() and int(length) > settings.MAX_UPLOAD_BYTES:
            return JsonResponse(error_body("too_large", f"the request body is {length} bytes; the limit is "
                                           f"{settings.MAX_UPLOAD_BYTES}"), status=413)
        return self.get_response(request)

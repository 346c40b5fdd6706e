"""Request-wide guards: a body over MAX_UPLOAD_BYTES is refused (413) before Django reads it, with
or without a Content-Length (BodyLimit, around the ASGI application), a query string holding a
NUL character is refused (400) before any view can put it in a query (query_text_guard), and a
database that cannot be reached answers 503 with Retry-After, never a 500."""

import json
import logging

from asgiref.sync import iscoroutinefunction
from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.http import HttpResponseBadRequest, JsonResponse
from django.template.loader import render_to_string
from django.utils.decorators import sync_and_async_middleware

from tabletop.access.postgresql.base import outage_words
from tabletop.core.errors import UNAVAILABLE_RETRY_SECONDS, clipped, error_body

logger = logging.getLogger(__name__)


def unavailable_response(error: BaseException) -> JsonResponse:
    response = JsonResponse(
        error_body("unavailable", outage_words(error), retry_after=UNAVAILABLE_RETRY_SECONDS),
        status=503,
    )
    response["Retry-After"] = str(UNAVAILABLE_RETRY_SECONDS)
    return response


# The API's query parameters that take several values (the schema's arrays: a test holds them
# equal); any other given twice is refused, where the last one was read and the others dropped
MANY_VALUED_QUERY = frozenset({"name"})


def _nul_in_query(request):
    """400 for a query parameter (name or value) holding a NUL, which PostgreSQL's text refuses
    (?module=%00 on a cube's cards answered 500), and, under /api/, for one of a single value
    given more than once (?after=1&after=2 read 2); None for any other query."""
    for name, values in request.GET.lists():
        if "\x00" in name or any("\x00" in value for value in values):
            shown = name.replace("\x00", "\\u0000")[:40]
            message = f"the query parameter {shown} holds a NUL character (\\u0000), which no text may hold"
            if request.path.startswith("/api/"):
                return JsonResponse(error_body("invalid_text", message, shown), status=400)
            return HttpResponseBadRequest(render_to_string("400.html", {"code": "invalid_text", "message": message}))
        if len(values) > 1 and name not in MANY_VALUED_QUERY and request.path.startswith("/api/"):
            shown = clipped(name)
            message = f"the query parameter {shown} is given {len(values)} times: give it once"
            return JsonResponse(error_body("invalid_input", message, shown), status=400)
    return None


@sync_and_async_middleware
def query_text_guard(get_response):
    if iscoroutinefunction(get_response):

        async def guard(request):
            return _nul_in_query(request) or await get_response(request)

    else:

        def guard(request):
            return _nul_in_query(request) or get_response(request)

    return guard


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
            return unavailable_response(exception)
        return None


class BodyLimit:
    """ASGI middleware: a request body over MAX_UPLOAD_BYTES is answered 413 as soon as that is
    known, whether its Content-Length says so or its chunks add up to it as they arrive, and the
    application under it (Django, which spools a body to disk) never reads past the limit."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = settings.MAX_UPLOAD_BYTES
        declared = dict(scope.get("headers", [])).get(b"content-length", b"")
        if declared.isdigit() and int(declared) > limit:
            await _send_too_large(send, f"the request body is {int(declared)} bytes; the limit is {limit}")
            return
        received = 0
        refused = False

        async def bounded_receive():
            nonlocal received, refused
            message = await receive()
            if message["type"] == "http.request" and not refused:
                received += len(message.get("body", b""))
                if received > limit:
                    refused = True
                    await _send_too_large(send, f"the request body is over the limit of {limit} bytes")
                    return {"type": "http.disconnect"}  # Django stops reading and answers nothing
            return message

        async def send_unless_refused(message):
            if not refused:
                await send(message)

        await self.app(scope, bounded_receive, send_unless_refused)


async def _send_too_large(send, message: str) -> None:
    body = json.dumps(error_body("too_large", message)).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})

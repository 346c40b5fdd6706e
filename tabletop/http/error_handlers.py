"""One error shape for every 4xx: {"code", "message", "field"?, ...}. Engine IllegalAction
errors, the core's errors (tabletop/core/errors.py) and DRF's own are all turned into answers here
and nowhere else."""

import re
from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.db import InterfaceError, OperationalError
from django.http import Http404
from rest_framework import exceptions
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from tabletop.access.postgresql.base import outage_words
from tabletop.core.errors import (
    UNAVAILABLE_RETRY_SECONDS,
    ServiceError,
    error_body,
    quoted,
    status_for,
)
from tabletop.rules.engine import IllegalAction
from tabletop.rules.validation import type_words


def _flatten(detail: Any, prefix: str = "") -> list[tuple[str, str, str]]:
    """(field, message, code) for each message of a DRF validation error; a list's item is
    named by its position ("seats[0]": a ListField's errors are keyed by it)."""
    if isinstance(detail, dict):
        out = []
        for key, value in detail.items():
            if isinstance(key, int):
                out += _flatten(value, f"{prefix}[{key}]")
                continue
            name = key if key != "non_field_errors" else ""
            out += _flatten(value, f"{prefix}.{name}" if prefix and name else (name or prefix))
        return out
    if isinstance(detail, list):
        out = []
        for index, value in enumerate(detail):
            nested = isinstance(value, dict | list)
            out += _flatten(value, f"{prefix}[{index}]" if nested else prefix)
        return out
    return [(prefix, in_words(str(detail)), getattr(detail, "code", "invalid"))]


# DRF's own messages that speak Python ('got type "str"', "a dictionary") or count "1 elements"
_DRF_WORDS = [
    (r"Ensure this field has at least (\d+) elements\.", lambda m: f"must hold at least {_items(m[1])}"),
    (r"Ensure this field has no more than (\d+) elements\.", lambda m: f"must hold at most {_items(m[1])}"),
    (r"Ensure this field has at least (\d+) characters\.", lambda m: f"must be at least {m[1]} characters long"),
    (r"Ensure this field has no more than (\d+) characters\.", lambda m: f"must be at most {m[1]} characters long"),
    (r"Ensure this value is less than or equal to (\S+)\.", lambda m: f"must be at most {m[1]}"),
    (r"Ensure this value is greater than or equal to (\S+)\.", lambda m: f"must be at least {m[1]}"),
    (r'Expected a list of items but got type "(\w+)"\.', lambda m: f"must be a list, not {type_words(m[1])}"),
    (r'Expected a dictionary of items but got type "(\w+)"\.', lambda m: f"must be an object, not {type_words(m[1])}"),
    (r"Invalid data\. Expected a dictionary, but got (\w+)\.", lambda m: body_not_an_object(m[1])),
    (r"This field may not be null\.", lambda m: "must not be null"),
    (r"This field may not be blank\.", lambda m: "must not be empty"),
    (r"This field is required\.", lambda m: "is required"),
    (r"Not a valid string\.", lambda m: "must be text"),
    (r"Enter a valid email address\.", lambda m: "must be an email address, such as ann@example.org"),
    (r"A valid integer is required\.", lambda m: "must be a whole number"),
    (r"Must be a valid boolean\.", lambda m: "must be true or false"),
]  # fmt: skip


def body_not_an_object(type_name: str) -> str:
    """Every endpoint's words for a JSON body that is not an object ("list", "NoneType")."""
    return f"the body must be a JSON object, not {type_words(type_name)}"


def in_words(message: str) -> str:
    for pattern, words in _DRF_WORDS:
        if found := re.fullmatch(pattern, message):
            return words(found)
    return message


def _items(count: str) -> str:
    return f"{count} item" if count == "1" else f"{count} items"


def exception_handler(exc: Exception, context: dict) -> Response | None:
    if isinstance(exc, OperationalError | InterfaceError):  # DRF views: the same 503 as the middleware
        return Response(
            error_body("unavailable", outage_words(exc), retry_after=UNAVAILABLE_RETRY_SECONDS),
            status=503,
            headers={"Retry-After": str(UNAVAILABLE_RETRY_SECONDS)},
        )
    if isinstance(exc, ServiceError):
        return Response(error_body(exc.code, exc.message, exc.field, **exc.extra), status=exc.status_code)
    if isinstance(exc, IllegalAction):
        return Response(error_body(exc.code, exc.message, exc.field), status=status_for(exc))
    if isinstance(exc, Http404):
        exc = exceptions.NotFound(str(exc) or "not found")
    elif isinstance(exc, DjangoPermissionDenied):
        exc = exceptions.PermissionDenied(str(exc) or "permission denied")

    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    if isinstance(exc, exceptions.ValidationError):
        problems = _flatten(exc.detail)
        field, message, code = problems[0] if problems else ("", "invalid input", "invalid")
        text = f"{field}: {message}" if field else message
        errors = [{"field": f, "message": m} for f, m, _ in problems]
        response.data = error_body("invalid_input" if code == "invalid" else code, text, field or None, errors=errors)
    elif isinstance(exc, exceptions.APIException):
        detail = _detail_in_words(exc, context)
        wait = getattr(exc, "wait", None)
        extra = {"retry_after": int(wait)} if wait else {}
        response.data = error_body(
            exc.default_code if not hasattr(exc.detail, "code") else exc.detail.code,
            detail,
            getattr(exc, "field", None),
            **extra,
        )
    return response


def _detail_in_words(exc: exceptions.APIException, context: dict) -> str:
    """The message as plain text (an ErrorDetail renders as a mapping in YAML). DRF's words for a
    method or a body type refused name neither what the address takes instead."""
    request, view = context.get("request"), context.get("view")
    if isinstance(exc, exceptions.MethodNotAllowed) and request is not None and view is not None:
        return f"{request.path} takes {', '.join(view.allowed_methods)}, not {request.method}"
    if isinstance(exc, exceptions.UnsupportedMediaType) and request is not None:
        sent = quoted(request.content_type.split(";")[0].strip()) if request.content_type.strip() else "not given"
        accepted = " or ".join(parser.media_type for parser in request.parsers)
        return f"the body's Content-Type is {sent}: send {accepted}"
    return str(exc.detail)


def not_found_view(request, exception=None):
    """404 for URLs no view matches: the error shape under /api/, Django's page elsewhere."""
    if request.path.startswith("/api/"):
        from django.http import JsonResponse

        return JsonResponse(error_body("not_found", f"no API endpoint at {quoted(request.path, 120)}"), status=404)
    from django.views.defaults import page_not_found

    return page_not_found(request, exception)


def csrf_failure_view(request, reason: str = ""):
    """A page's form refused by the CSRF check: the site's page, saying so (it was Django's, which
    sends the reader to DEBUG and whose styles the pages' CSP blocks)."""
    from django.shortcuts import render

    origin = request.META.get("HTTP_ORIGIN")
    message = (
        f"it was sent from another site ({quoted(origin, 80)})"
        if origin and "origin" in reason.lower()
        else "its security token was missing or stale (the page was open a long while, or cookies are off)"
    )
    return render(request, "403_csrf.html", {"message": message}, status=403)


def bad_request_view(request, exception=None):
    """400 for what Django refuses before any view runs (SuspiciousOperation: a form past its
    field or file limits, a Host it does not serve...): the error shape under /api/, a page
    saying what was wrong elsewhere (it was Django's blank "Bad Request (400)"). The page is
    rendered without the request: a request Django refused is not read again."""
    code, message = _bad_request_words(exception, request)
    if request.path.startswith("/api/"):
        from django.http import JsonResponse

        return JsonResponse(error_body(code, message), status=400)
    from django.http import HttpResponseBadRequest
    from django.template.loader import render_to_string

    return HttpResponseBadRequest(render_to_string("400.html", {"code": code, "message": message}))


def _bad_request_words(exception, request) -> tuple[str, str]:
    from django.conf import settings
    from django.core.exceptions import DisallowedHost, TooManyFieldsSent, TooManyFilesSent

    if isinstance(exception, DisallowedHost):  # a phone that reached the server by another name
        host = quoted(request.META.get("HTTP_HOST", ""), 80)
        return "unknown_host", f"this server does not answer to the host {host}: open {settings.SITE_URL}"
    if isinstance(exception, TooManyFieldsSent):
        limit = settings.DATA_UPLOAD_MAX_NUMBER_FIELDS
        return "too_many_fields", f"the form has more than {limit} fields"
    if isinstance(exception, TooManyFilesSent):
        limit = settings.DATA_UPLOAD_MAX_NUMBER_FILES
        return "too_many_files", f"the form has more than {limit} files: send one cube file"
    return "bad_request", "the request is malformed and was refused before it was read"

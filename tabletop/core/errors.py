"""The errors the game core raises (a service refusing a command, a stale version, a missing
game...), each with its HTTP status and machine code, and the one error shape every 4xx takes:
{"code", "message", "field"?, ...}. They are turned into answers in one place,
tabletop/http/error_handlers.py."""

from typing import Any

from rest_framework import status

from tabletop.rules.engine import IllegalAction, InvalidInput

# What a request is told while PostgreSQL is down (503, code `unavailable`, Retry-After)
DATABASE_UNREACHABLE = "the database cannot be reached just now; retry shortly"
# ... and when it stopped answering mid-way (DB_ANSWER_TIMEOUT): a command may have been done
DATABASE_SILENT = (
    "the database stopped answering, so what was sent may have been done; retry shortly, "
    "a command with the same Idempotency-Key so that it is done once"
)
UNAVAILABLE_RETRY_SECONDS = 5


class ServiceError(Exception):
    status_code = status.HTTP_400_BAD_REQUEST
    code = "bad_request"

    def __init__(self, message: str, *, code: str | None = None, field: str | None = None, **extra: Any):
        super().__init__(message)
        self.message = message
        if code:
            self.code = code
        self.field = field
        self.extra = extra


class BadInput(ServiceError):
    code = "invalid_input"


class StaleVersion(ServiceError):
    status_code = status.HTTP_409_CONFLICT
    code = "stale_version"


class IdempotencyKeyReused(ServiceError):
    status_code = status.HTTP_422_UNPROCESSABLE_ENTITY
    code = "idempotency_key_reused"


class NotAllowed(ServiceError):
    status_code = status.HTTP_403_FORBIDDEN
    code = "forbidden"


class NotFound(ServiceError):
    status_code = status.HTTP_404_NOT_FOUND
    code = "not_found"


class Unprocessable(ServiceError):
    status_code = status.HTTP_422_UNPROCESSABLE_ENTITY
    code = "unprocessable"


class Conflict(ServiceError):
    status_code = status.HTTP_409_CONFLICT
    code = "conflict"


class GameRejected(ServiceError):
    """An engine refused an action; carries the game version and the caller's view."""

    def __init__(self, error: IllegalAction, **extra: Any):
        super().__init__(error.message, code=error.code, field=error.field, **extra)
        self.status_code = status_for(error)


def status_for(error: IllegalAction) -> int:
    # Malformed input is 400; a well-formed action the game state refuses now is 409.
    return status.HTTP_400_BAD_REQUEST if isinstance(error, InvalidInput) else status.HTTP_409_CONFLICT


def clipped(text: str, size: int = 40) -> str:
    """At most `size` characters of a client's text, "…" marking the cut: a field's name an answer
    names (a refused one may be megabytes long)."""
    return text if len(text) <= size else text[:size] + "…"


def quoted(value: Any, size: int = 40) -> str:
    """A client's value quoted back in a message: at most `size` characters of it."""
    return repr(clipped(str(value), size))


def error_body(code: str, message: str, field: str | None = None, **extra: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"code": code, "message": message}
    if field:
        body["field"] = field
    body.update(extra)
    return body

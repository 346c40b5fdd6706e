"""Filters of the servers' logs (config/settings.py LOGGING)."""

import logging
import re
from urllib.parse import unquote_plus

# What uvicorn's socket (websockets-sansio) logs, with its traceback, for a text frame that is
# not UTF-8, before it closes the socket with 1007: the client's doing, not the server's.
NOT_UTF8 = "Invalid UTF-8 sequence received from client."


class ClientFaultsUntraced(logging.Filter):
    """A client's frame that is not UTF-8, and what Django refuses as suspicious before any view
    runs (a Host this server does not serve, a query or form of more than 1,000 fields: its
    django.security.* loggers), are logged as one warning line, without the traceback uvicorn or
    Django adds: any client could fill the log with tracebacks, one a request, and each reads as
    a fault of the server."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.msg == NOT_UTF8 or record.name.startswith("django.security."):
            record.exc_info, record.exc_text = None, None
            record.levelno, record.levelname = logging.WARNING, "WARNING"
        return True


# A join code names a free seat for whoever has it, and a move link's token a player's seat: the
# pages that take them have them in their path (/join/<code>/, /move/<token>/) or query (?code=).
SECRET_IN_PATH = re.compile(r"^/(join|move)/[^/?]+")
SECRET_KEYS = frozenset({"code", "token"})


def without_secrets(path: str) -> str:
    """`path` (with its query) with a join code or move token in it replaced by "…"; a query's
    keys read as a server reads them (?c%6Fde= is ?code=)."""
    path, mark, query = SECRET_IN_PATH.sub(r"/\1/…", path).partition("?")
    parts = [
        f"{part.partition('=')[0]}=…" if unquote_plus(part.partition("=")[0]).lower() in SECRET_KEYS else part
        for part in query.split("&")
    ]
    return path + mark + "&".join(parts)


class SecretsOutOfLogs(logging.Filter):
    """A log line whose values hold a path with a join code or move token (uvicorn's access line,
    Django's CSRF refusal "Forbidden (...): /move/<token>/") with it replaced by "…": whoever reads
    the log reads no seat."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple):
            record.args = tuple(without_secrets(value) if _a_path(value) else value for value in record.args)
        return True


def _a_path(value: object) -> bool:
    return isinstance(value, str) and value.startswith("/")

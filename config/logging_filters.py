"""Filters of the servers' logs (config/settings.py LOGGING)."""

import logging
import re

# What uvicorn's socket (websockets-sansio) logs, with its traceback, for a text frame that is
# not UTF-8, before it closes the socket with 1007: the client's doing, not the server's.
NOT_UTF8 = "Invalid UTF-8 sequence received from client."


class ClientFaultsUntraced(logging.Filter):
    """A client's frame that is not UTF-8, and a request for a Host this server does not serve
    (Django's DisallowedHost), are logged as one warning line, without the traceback uvicorn or
    Django adds: any client could fill the log with tracebacks, one a request, and each reads as
    a fault of the server."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.msg == NOT_UTF8 or record.name == "django.security.DisallowedHost":
            record.exc_info, record.exc_text = None, None
            record.levelno, record.levelname = logging.WARNING, "WARNING"
        return True


# A join code names a free seat for whoever has it, and a move link's token a player's seat: the
# pages that take them have them in their path (/join/<code>/, /move/<token>/) or query (?code=).
SECRET_IN_PATH = re.compile(r"^/(join|move)/[^/?]+")
SECRET_IN_QUERY = re.compile(r"(?<=[?&])(code|token)=[^&]*", re.IGNORECASE)


def without_secrets(path: str) -> str:
    return SECRET_IN_QUERY.sub(r"\1=…", SECRET_IN_PATH.sub(r"/\1/…", path))


class SecretsOutOfAccessLog(logging.Filter):
    """uvicorn's access line ('%s - "%s %s HTTP/%s" %d': client, method, path with query, ...)
    with its join code or move token replaced by "…": whoever reads the log reads no seat."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple) and len(record.args) > 2 and isinstance(record.args[2], str):
            record.args = (*record.args[:2], without_secrets(record.args[2]), *record.args[3:])
        return True

"""Filters of the servers' logs (config/settings.py LOGGING)."""

import logging

# What uvicorn's socket (websockets-sansio) logs, with its traceback, for a text frame that is
# not UTF-8, before it closes the socket with 1007: the client's doing, not the server's.
NOT_UTF8 = "Invalid UTF-8 sequence received from client."


class ClientFaultsUntraced(logging.Filter):
    """A client's frame that is not UTF-8 is logged as one warning line, without the traceback
    uvicorn adds: any client could fill the log with tracebacks, one a frame, and each reads as a
    fault of the server."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.msg == NOT_UTF8:
            record.exc_info, record.exc_text = None, None
            record.levelno, record.levelname = logging.WARNING, "WARNING"
        return True

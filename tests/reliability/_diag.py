import logging
import traceback

from tabletop.errors import exception_handler as product_handler


def handler(exc, context):
    if exc.__class__.__name__ in ("OperationalError", "InterfaceError"):
        logging.getLogger("diag").error("DIAG %s: %s\n%s", type(exc).__name__, exc,
                                        "".join(traceback.format_exception(exc))[-2500:])
    return product_handler(exc, context)

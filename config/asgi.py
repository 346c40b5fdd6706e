"""One ASGI application for HTTP and WebSocket."""

import gc
import logging
import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_http = get_asgi_application()  # sets Django up before the imports below

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from django.conf import settings  # noqa: E402
from django.urls import get_resolver, path, re_path  # noqa: E402

from config.logging_filters import SecretsOutOfLogs  # noqa: E402
from tabletop.access.cors import SocketOrigins  # noqa: E402
from tabletop.access.postgresql.base import answer_within  # noqa: E402
from tabletop.core.realtime import served  # noqa: E402
from tabletop.core.tasks import lifespan  # noqa: E402
from tabletop.http.middleware import BodyLimit  # noqa: E402
from tabletop.live.consumers import GameConsumer, NoSuchSocket  # noqa: E402
from tabletop.rules.engine import prepare_struct_types  # noqa: E402

# Any other path is refused as an unknown game is (Channels' router answers it with a 500).
websocket_urlpatterns = [
    path("ws/<str:kind>/<int:game_id>/", GameConsumer.as_asgi()),
    re_path(r"", NoSuchSocket.as_asgi()),
]

# msgspec's information on every struct type, built before any thread decodes one (two threads
# building it at once crash the process: tabletop/rules/engine.py); the URLconf's views first.
get_resolver().url_patterns  # noqa: B018
PREPARED_STRUCT_TYPES = prepare_struct_types()

# Here, not in LOGGING: configuring uvicorn's access logger there would remove the handler
# uvicorn gave it before Django was set up.
logging.getLogger("uvicorn.access").addFilter(SecretsOutOfLogs())

# A request or a socket waits for PostgreSQL's answer only so long, and is answered 503 (frozen,
# PostgreSQL held every request that met it until it thawed).
answer_within(settings.DB_ANSWER_TIMEOUT)

# The collector, tuned for a server: everything loaded so far lives as long as the process, and
# stays out of its passes. A young pass every 20,000 new objects, not 700: with 700 it caught the
# objects of every command in flight, promoted them, and so ran a full pass over every socket's
# objects (220,000 at 400 sockets a worker, 130-185 ms, finding nothing) about once a second
# under load. Measured by make bench --quick at 16 tables without think time: fan-out p99
# 133-152 ms -> 51 ms, bids/s held 380-409 -> 440.
gc.freeze()
gc.set_threshold(20_000, 10, 10)

application = served(
    ProtocolTypeRouter(
        {
            "http": BodyLimit(django_http),
            "websocket": SocketOrigins(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
            "lifespan": lifespan,
        }
    )
)

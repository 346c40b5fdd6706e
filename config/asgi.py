"""One ASGI application for HTTP and WebSocket."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_http = get_asgi_application()  # sets Django up before the imports below

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402
from django.urls import path  # noqa: E402

from tabletop.consumers import GameConsumer  # noqa: E402

websocket_urlpatterns = [path("ws/<str:kind>/<int:game_id>/", GameConsumer.as_asgi())]

application = ProtocolTypeRouter(
    {
        "http": django_http,
        "websocket": AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
    }
)

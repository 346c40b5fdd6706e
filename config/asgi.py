"""One ASGI application for HTTP and WebSocket."""

import gc
import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_http = get_asgi_application()  # sets Django up before the imports below

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402
from django.urls import path  # noqa: E402

from tabletop.consumers import GameConsumer  # noqa: E402


class BrowserOriginValidator:
    """Browsers always send Origin on a socket: check it against ALLOWED_HOSTS (a page of
    another site must not ride a player's cookie). A client that sends none is not a browser
    and carries its own credential, so it has nothing to forge."""

    def __init__(self, app):
        self.app = app
        self.checked = AllowedHostsOriginValidator(app)

    async def __call__(self, scope, receive, send):
        has_origin = any(name == b"origin" for name, _ in scope.get("headers", []))
        return await (self.checked if has_origin else self.app)(scope, receive, send)

websocket_urlpatterns = [path("ws/<str:kind>/<int:game_id>/", GameConsumer.as_asgi())]

# Everything loaded so far lives as long as the process: keep it out of the collector's full
# passes, which otherwise paused each worker ~90 ms every few actions (measured by make bench).
gc.freeze()

application = ProtocolTypeRouter(
    {
        "http": django_http,
        "websocket": BrowserOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
    }
)

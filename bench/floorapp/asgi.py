"""The floor app's ASGI application, its one DRF view and its one consumer."""

import os
import time

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "bench.floorapp.settings")

from django.core.asgi import get_asgi_application  # noqa: E402

django_http = get_asgi_application()

from channels.db import database_sync_to_async  # noqa: E402
from channels.generic.websocket import AsyncJsonWebsocketConsumer  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from django.db import transaction  # noqa: E402
from django.urls import path  # noqa: E402
from django.utils import timezone  # noqa: E402
from rest_framework.response import Response  # noqa: E402
from rest_framework.views import APIView  # noqa: E402

from bench.floorapp.models import FloorLedger, FloorRow  # noqa: E402


def floor_transaction(row_id: int) -> int:
    """Lock the row, update it, insert a ledger row, commit: the shape of a bid, without the game."""
    with transaction.atomic():
        row = FloorRow.objects.select_for_update().get(pk=row_id)
        row.balance += 1
        row.version += 1
        row.save(update_fields=["balance", "version"])
        FloorLedger.objects.create(row_id=row_id, delta=1, created_at=timezone.now())
    return row.version


class TxnApi(APIView):
    def post(self, request, row_id: int):
        return Response({"version": floor_transaction(row_id)})


class FloorConsumer(AsyncJsonWebsocketConsumer):
    async def connect(self):
        self.group = "floor." + self.scope["url_route"]["kwargs"]["group"]
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()

    async def disconnect(self, code):
        await self.channel_layer.group_discard(self.group, self.channel_name)

    async def receive_json(self, content, **kwargs):
        kind = content.get("type")
        ref = content.get("ref")
        if kind == "echo":
            await self.send_json({"type": "result", "ref": ref, "ok": True})
        elif kind == "broadcast":
            await self.channel_layer.group_send(self.group, {"type": "floor.push", "ref": ref, "t": time.time()})
            await self.send_json({"type": "result", "ref": ref, "ok": True})
        elif kind == "txn":
            version = await database_sync_to_async(floor_transaction)(int(content.get("row", 1)))
            committed = time.time()
            await self.channel_layer.group_send(self.group, {"type": "floor.push", "ref": ref, "t": committed})
            await self.send_json({"type": "result", "ref": ref, "ok": True, "version": version})

    async def floor_push(self, message):
        await self.send_json({"type": "push", "ref": message["ref"], "t": message["t"]})


urlpatterns = [path("txn/<int:row_id>/", TxnApi.as_view())]

application = ProtocolTypeRouter(
    {
        "http": django_http,
        "websocket": URLRouter([path("ws/floor/<str:group>/", FloorConsumer.as_asgi())]),
    }
)

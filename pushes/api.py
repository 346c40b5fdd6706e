"""POST /api/v1/push/: a phone subscribes its seat (the page's seat cookie) to turn notifications;
DELETE the same body unsubscribes; GET says whether the server sends them and with which key."""

import msgspec
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from pushes import services
from tabletop.access.auth import actor_from_request
from tabletop.core.bodies import build
from tabletop.core.errors import NotAllowed, NotFound
from tabletop.http.api import ERRORS
from tabletop.http.fields import StrictCharField, StrictIntegerField, StrictSerializer
from tabletop.http.schema import documented
from tabletop.live import notifications
from tabletop.models import Game


class KeysSerializer(StrictSerializer):
    p256dh = StrictCharField(max_length=200)
    auth = StrictCharField(max_length=100)


class SubscriptionSerializer(StrictSerializer):
    game = StrictIntegerField(min_value=1)
    endpoint = StrictCharField(
        max_length=800, help_text="https on a push service's host, no port (else 422 bad_endpoint)"
    )
    keys = KeysSerializer()


class PushStatus(msgspec.Struct):
    enabled: bool
    public_key: str | None  # the VAPID key a subscription is made with, while pushes are sent


class Subscribed(msgspec.Struct):
    subscribed: bool
    seat: int


class Unsubscribed(msgspec.Struct):
    unsubscribed: bool  # false: there was no such subscription


class PushApi(APIView):
    @extend_schema(responses={200: documented(PushStatus, "PushStatus")})
    def get(self, request):
        return Response(build(PushStatus, enabled=notifications.enabled(), public_key=notifications.push_key()))

    def _seat(self, request):
        data = SubscriptionSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        game = Game.objects.filter(pk=values["game"]).first()
        if game is None:
            raise NotFound(f"there is no game {values['game']}", code="no_such_game", field="game")
        actor = actor_from_request(request, game)
        if actor is None or actor.player_number is None:
            raise NotAllowed("only a player's seat gets turn notifications", code="not_a_player")
        return actor.seat, values

    @extend_schema(request=SubscriptionSerializer, responses={201: documented(Subscribed, "Subscribed"), **ERRORS})
    def post(self, request):
        seat, values = self._seat(request)
        services.subscribe(seat, values["endpoint"], values["keys"]["p256dh"], values["keys"]["auth"])
        return Response(build(Subscribed, subscribed=True, seat=seat.number), status=status.HTTP_201_CREATED)

    @extend_schema(request=SubscriptionSerializer, responses={200: documented(Unsubscribed, "Unsubscribed"), **ERRORS})
    def delete(self, request):
        seat, values = self._seat(request)
        return Response(build(Unsubscribed, unsubscribed=services.unsubscribe(seat, values["endpoint"])))

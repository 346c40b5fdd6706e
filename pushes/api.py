"""POST /api/v1/push/: a phone subscribes its seat (the page's seat cookie) to turn notifications;
DELETE the same body unsubscribes; GET says whether the server sends them and with which key."""

from django.conf import settings
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from pushes import services
from tabletop.api import ERRORS
from tabletop.auth import actor_from_request
from tabletop.errors import NotAllowed, NotFound
from tabletop.fields import StrictCharField, StrictIntegerField, StrictSerializer
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


PUSH_STATUS = inline_serializer(
    "PushStatus",
    {"enabled": serializers.BooleanField(), "public_key": serializers.CharField(allow_null=True)},
)
SUBSCRIBED = inline_serializer(
    "Subscribed", {"subscribed": serializers.BooleanField(), "seat": serializers.IntegerField()}
)
UNSUBSCRIBED = inline_serializer("Unsubscribed", {"unsubscribed": serializers.BooleanField()})


class PushApi(APIView):
    @extend_schema(responses={200: PUSH_STATUS})
    def get(self, request):
        return Response(
            {"enabled": services.enabled(), "public_key": settings.VAPID_PUBLIC_KEY if services.enabled() else None}
        )

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

    @extend_schema(request=SubscriptionSerializer, responses={201: SUBSCRIBED, **ERRORS})
    def post(self, request):
        seat, values = self._seat(request)
        services.subscribe(seat, values["endpoint"], values["keys"]["p256dh"], values["keys"]["auth"])
        return Response({"subscribed": True, "seat": seat.number}, status=status.HTTP_201_CREATED)

    @extend_schema(request=SubscriptionSerializer, responses={200: UNSUBSCRIBED, **ERRORS})
    def delete(self, request):
        seat, values = self._seat(request)
        return Response({"unsubscribed": services.unsubscribe(seat, values["endpoint"])})

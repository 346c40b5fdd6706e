"""What battlers add to the shared game API: standings, and saved presets."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from battler.models import Preset
from battler.presets import save_preset
from battler.rules.settings import PRESETS
from battler.rules.views import standings
from tabletop import states
from tabletop.api import ERRORS, KindView
from tabletop.engine import to_builtins


class StandingsApi(KindView):
    kind_name = "battler"

    @extend_schema(responses={200: OpenApiTypes.OBJECT, **ERRORS})
    def get(self, request, game_id: int):
        game, _actor = self.game_and_actor(request, game_id)
        state = states.load(game)
        return Response({"game": game.pk, "version": game.version, "standings": standings(state)})


class PresetSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=60)
    settings = serializers.DictField(help_text='{"preset": "treasure"|"autobattler"|"bar", ...overrides}')


class PresetsApi(APIView):
    @extend_schema(responses={200: OpenApiTypes.OBJECT})
    def get(self, request):
        builtin = [
            {"id": None, "name": name, "builtin": True, "settings": to_builtins(doc)} for name, doc in PRESETS.items()
        ]
        saved = [
            {"id": p.pk, "name": p.name, "builtin": False, "settings": p.settings} for p in Preset.objects.all()[:200]
        ]
        return Response({"presets": builtin + saved})

    @extend_schema(request=PresetSerializer, responses={201: OpenApiTypes.OBJECT, **ERRORS})
    def post(self, request):
        data = PresetSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        preset = save_preset(
            name=data.validated_data["name"], settings_doc=data.validated_data["settings"], owner=request.user
        )
        return Response(
            {"id": preset.pk, "name": preset.name, "builtin": False, "settings": preset.settings},
            status=status.HTTP_201_CREATED,
        )

"""What battlers add to the shared game API: standings, and saved presets."""

import msgspec
from drf_spectacular.utils import extend_schema, extend_schema_field
from rest_framework import serializers, status
from rest_framework.response import Response

from battler.models import Preset
from battler.presets import save_preset
from battler.rules.settings import PRESETS, BattlerSettings, SettingsOverrides
from battler.rules.views import Standing, places
from tabletop.access.throttles import CreatesRows
from tabletop.core import states
from tabletop.core.bodies import build
from tabletop.http.api import ERRORS, JsonApi, KindView
from tabletop.http.fields import LineOfTextField, StrictSerializer
from tabletop.http.schema import documented


class Standings(msgspec.Struct):
    game: int
    version: int
    standings: list[Standing]


class SavedPreset(msgspec.Struct):
    """A preset: built in (`id` null, by name: `{"preset": name}`) or saved (`{"preset_id": id}`)."""

    id: int | None
    name: str
    builtin: bool
    settings: BattlerSettings  # whole: every setting


class Presets(msgspec.Struct):
    presets: list[SavedPreset]


PRESET = documented(SavedPreset, "BattlerPreset")


class StandingsApi(KindView):
    kind_name = "battler"

    @extend_schema(responses={200: documented(Standings, "BattlerStandings"), **ERRORS})
    def get(self, request, game_id: int):
        game, _actor = self.game_and_actor(request, game_id)
        state = states.load(game)
        return Response(build(Standings, game=game.pk, version=game.version, standings=places(state)))


@extend_schema_field(documented(SettingsOverrides, "BattlerSettingsOverrides"))
class SettingsOverridesField(serializers.DictField):
    """Checked by the engine (parse_settings), as a table's settings are."""


def stored(preset: Preset) -> BattlerSettings:
    """A saved preset's settings (a whole document, checked when saved), as the struct they are."""
    return msgspec.convert(preset.settings, BattlerSettings)


class PresetSerializer(StrictSerializer):
    name = LineOfTextField(max_length=60)
    settings = SettingsOverridesField()


# The most of a caller's own saved presets listed, newest first.
LISTED_PRESETS = 200


class PresetsApi(CreatesRows, JsonApi):
    @extend_schema(
        responses={200: documented(Presets, "BattlerPresets")},
        description=f"The built-in presets, then the caller's own saved ones (signed in; its {LISTED_PRESETS} "
        "newest). Nobody else's are listed: one caller's saves cannot crowd out another's. A preset saved "
        "without an account is reused by the id its save answered.",
    )
    def get(self, request):
        builtin = [SavedPreset(None, name, True, doc) for name, doc in PRESETS.items()]
        own = Preset.objects.filter(owner=request.user) if request.user.is_authenticated else Preset.objects.none()
        newest = own.order_by("-created_at", "-pk")[:LISTED_PRESETS]
        saved = [SavedPreset(p.pk, p.name, False, stored(p)) for p in newest]
        return Response(build(Presets, presets=builtin + saved))

    @extend_schema(request=PresetSerializer, responses={201: PRESET, **ERRORS})
    def post(self, request):
        data = PresetSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        preset = save_preset(
            name=data.validated_data["name"], settings_doc=data.validated_data["settings"], owner=request.user
        )
        return Response(
            build(SavedPreset, id=preset.pk, name=preset.name, builtin=False, settings=stored(preset)),
            status=status.HTTP_201_CREATED,
        )

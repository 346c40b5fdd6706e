from django.urls import path

from battler.api import PresetsApi, StandingsApi

urlpatterns = [
    path("battlers/<int:game_id>/standings/", StandingsApi.as_view(), name="battler-standings"),
    path("battler-presets/", PresetsApi.as_view(), name="battler-presets"),
]

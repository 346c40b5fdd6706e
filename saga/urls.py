from django.urls import path

from saga.api import DeckExportApi, TimelineSvgApi

urlpatterns = [
    path("sagas/<int:game_id>/timeline.svg", TimelineSvgApi.as_view(), name="saga-timeline"),
    path("sagas/<int:game_id>/deck/", DeckExportApi.as_view(), name="saga-deck"),
]

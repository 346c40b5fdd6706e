from django.urls import path

from cards.api import (
    CardFacesApi,
    CardImageApi,
    CardListExportApi,
    CubeCardsApi,
    CubeCobraImportApi,
    CubeDetailApi,
    CubeExportApi,
    CubeJobApi,
    CubeListCreateApi,
    CubeRefreshApi,
)

urlpatterns = [
    path("cubes/", CubeListCreateApi.as_view(), name="cube-list"),
    path("cubes/cubecobra/", CubeCobraImportApi.as_view(), name="cube-cubecobra"),
    path("cubes/<int:cube_id>/", CubeDetailApi.as_view(), name="cube-detail"),
    path("cubes/<int:cube_id>/cards/", CubeCardsApi.as_view(), name="cube-cards"),
    path("cubes/<int:cube_id>/export/", CubeExportApi.as_view(), name="cube-export"),
    path("cubes/<int:cube_id>/refresh/", CubeRefreshApi.as_view(), name="cube-refresh"),
    path("cube-jobs/<uuid:job_id>/", CubeJobApi.as_view(), name="cube-job"),
    path("cards/export/", CardListExportApi.as_view(), name="card-list-export"),
    path("cards/faces/", CardFacesApi.as_view(), name="card-faces"),
    path("cards/<str:scryfall_id>/image/", CardImageApi.as_view(), name="card-image"),
]

from django.urls import path

from auction.api import AuctionPricesApi

urlpatterns = [
    path("cubes/<int:cube_id>/auction-prices/", AuctionPricesApi.as_view(), name="cube-auction-prices"),
]

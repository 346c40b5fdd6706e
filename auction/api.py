"""Auction Magic over REST beyond the shared game views: a block's make-up and card prices."""

import msgspec
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from auction import selectors
from cards.api import cube_or_404
from tabletop.http.api import ERRORS
from tabletop.http.pagination import CappedPageNumberPagination
from tabletop.http.schema import documented


class Guide(msgspec.Struct):
    min: float
    max: float


class Share(msgspec.Struct):
    count: int
    share: float
    guide: Guide
    within_guide: bool


class BlockMakeup(msgspec.Struct):
    mainboard_size: int
    creatures: Share
    removal: Share


class CardPrices(msgspec.Struct):
    name: str
    in_cube: bool
    times_sold: int
    times_unsold: int
    median_price: float | None
    mean_price: float | None
    min_price: int | None
    max_price: int | None


class CubeName(msgspec.Struct):
    id: int
    name: str


class PricesPage(msgspec.Struct):
    count: int
    next: str | None
    previous: str | None
    results: list[CardPrices]


class BlockPrices(msgspec.Struct):
    cube: CubeName
    makeup: BlockMakeup
    games_counted: int
    cards: PricesPage


class AuctionPricesApi(APIView):
    """Anyone may read it: cubes are public, and only finished tables are counted."""

    @extend_schema(
        parameters=[OpenApiParameter("page", int), OpenApiParameter("page_size", int, description="at most 200")],
        responses={200: documented(BlockPrices, "AuctionBlockPrices"), **ERRORS},
        description="The cube as an auction block: its mainboard's make-up against the block guide "
        '(50-60% creatures, about 15% removal: 12-18%, by the cube\'s "removal" tag), and what '
        "each card sold for in the auction step of finished auction tables played from it "
        "(times sold, times revealed with no bid, median/mean/min/max price), most sold first.",
    )
    def get(self, request, cube_id: int):
        cube = cube_or_404(cube_id)
        games, rows = selectors.block_prices(cube)
        paginator = CappedPageNumberPagination()
        page = paginator.paginate_queryset(rows, request, view=self)
        body = {
            "cube": {"id": cube.pk, "name": cube.name},
            "makeup": selectors.block_makeup(cube),
            "games_counted": games,
            "cards": paginator.get_paginated_response(page).data,
        }
        return Response(msgspec.to_builtins(msgspec.convert(body, BlockPrices)))  # the documented fields only

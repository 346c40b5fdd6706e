"""Auction Magic over REST beyond the shared game views: a block's make-up and card prices."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from auction import selectors
from cards.api import cube_or_404
from tabletop.api import ERRORS
from tabletop.pagination import CappedPageNumberPagination


class AuctionPricesApi(APIView):
    """Anyone may read it: cubes are public, and only finished tables are counted."""

    @extend_schema(
        parameters=[OpenApiParameter("page", int), OpenApiParameter("page_size", int, description="at most 200")],
        responses={200: OpenApiTypes.OBJECT, **ERRORS},
        description="The cube as an auction block: its mainboard's make-up against the block guide "
                    "(50-60% creatures, about 15% removal: 12-18%, by the cube's \"removal\" tag), and what "
                    "each card sold for in the auction step of finished auction tables played from it "
                    "(times sold, times revealed with no bid, median/mean/min/max price), most sold first.",
    )
    def get(self, request, cube_id: int):
        cube = cube_or_404(cube_id)
        games, rows = selectors.block_prices(cube)
        paginator = CappedPageNumberPagination()
        page = paginator.paginate_queryset(rows, request, view=self)
        return Response({"cube": {"id": cube.pk, "name": cube.name}, "makeup": selectors.block_makeup(cube),
                         "games_counted": games, "cards": paginator.get_paginated_response(page).data})

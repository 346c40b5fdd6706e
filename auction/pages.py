"""The Auction Magic table page, /auctions/<id>/: the card up for auction, the high bid, whose
turn it is to bid, big bid buttons, every player's gold and hand, the last actions, and the
turn's other steps (cast or keep, spend gold, end turn, undo). The page is a shell: live.js
reads the caller's view and legal_actions from /api/v1/auctions/<id>/ and follows the socket."""

from django.shortcuts import render
from django.urls import path
from django.views.decorators.csrf import ensure_csrf_cookie

from tabletop.pages import kind_game, live_context


@ensure_csrf_cookie
def table(request, game_id: int):
    game, actor = kind_game("auction", request, game_id)
    if actor is None:
        return render(request, "no_seat.html", {"game": game}, status=403)
    return render(request, "auction/table.html", live_context(game, actor, request))


urlpatterns = [path("auctions/<int:game_id>/", table, name="auction-page")]

"""The Auction Magic table page, /auctions/<id>/: the card up for auction, the high bid, whose
turn it is to bid, big bid buttons, every player's gold and hand, the last actions, and the
turn's other steps (cast or keep, spend gold, end turn, undo). The page is a shell: live.js
reads the caller's view and legal_actions from /api/v1/auctions/<id>/ and follows the socket."""

from django.shortcuts import render
from django.urls import path
from django.views.decorators.csrf import ensure_csrf_cookie

from tabletop.core.kinds import TableOption
from tabletop.http.pages import kind_game, live_context

# The table options the create-a-table page offers (the rules' options: docs/rules/README.md §2)
TABLE_OPTIONS = (
    TableOption("starting_gold", "Starting gold"),
    TableOption("income", "Gold every player gains at the end of each turn"),
    TableOption(
        "empty_deck_policy",
        "When the auction deck runs out",
        choices=(
            ("active_player_loses", "the active player loses"),
            ("draw", "the game is a draw"),
            ("shuffle_graveyards", "the graveyards are shuffled in as the new deck"),
            ("reserve_deck", "a reserve deck is switched in"),
        ),
    ),
    TableOption("reserve_size", "Reserve deck size", "the cube's last cards, kept apart for a reserve deck"),
    TableOption("correspondence_bidding", "Correspondence bidding", "each player bids once, in turn order"),
    TableOption("commander", "Commander Auction", "bid for commanders before the game; life 40"),
    TableOption("take_all_until_creature", "Reveal until a creature and take them all", "the rejected draft rule"),
    TableOption(
        "owned_auction_starts",
        "Who bids first on a player's own card",
        choices=(("active_player", "the active player"), ("after_seller", "the player after its owner")),
    ),
)


@ensure_csrf_cookie
def table(request, game_id: int):
    game, actor = kind_game("auction", request, game_id)
    if actor is None:
        return render(request, "no_seat.html", {"game": game}, status=403)
    return render(request, "auction/table.html", live_context(game, actor, request))


urlpatterns = [path("auctions/<int:game_id>/", table, name="auction-page")]

"""The battler table page, /battlers/<id>/ (Treasure Battler, AutoBattler Cube, Bar Battler):
the counters, my pack and my pool, everyone's treasures, basics and life, the shop with each
action's cost on its button, the hand to choose, my pairing and its result, table drafts
(Rochester, carousel), augments and the standings. The page is a shell: live.js reads the
caller's view and legal_actions from /api/v1/battlers/<id>/ and follows the socket, so the page
shows exactly what the detail view gives that seat (never another player's pool or pack)."""

from django.shortcuts import render
from django.urls import path
from django.views.decorators.csrf import ensure_csrf_cookie

from tabletop.core.kinds import TableOption
from tabletop.http.pages import kind_game, live_context

# The options the rules give every battler (docs/rules/README.md §3), over the chosen preset
TABLE_OPTIONS = (
    TableOption("interest_threshold", "Interest", "this many treasures or more after a game give 1 more"),
    TableOption("win_streak_bonus", "Win streak", "a streak of this many wins gives 1 treasure more per game"),
    TableOption("carousel_every", "Carousel every", "games between carousels (0: none)"),
    TableOption(
        "augments",
        "Augments",
        choices=(
            ("none", "none"),
            ("on_poison", "dealt once, when a player's poison first passes 5"),
            ("after_carousel", "dealt after each carousel"),
        ),
    ),
    TableOption(
        "damage",
        "Damage for a loss",
        choices=(
            ("table", "by the level, from the format's table"),
            ("flat", "2 for every loss"),
            ("level_plus_hand", "the level plus the cards left in hand"),
        ),
    ),
)


@ensure_csrf_cookie
def table(request, game_id: int):
    game, actor = kind_game("battler", request, game_id)
    if actor is None:
        return render(request, "no_seat.html", {"game": game}, status=403)
    return render(request, "battler/table.html", live_context(game, actor, request))


urlpatterns = [path("battlers/<int:game_id>/", table, name="battler-page")]

"""The Cube Saga phone pages.

/sagas/<id>/ is the table: what the saga waits on, gold and VPs, the theme, the market, the
caller's pool with the deck builder, and the step's own buttons, all driven by the caller's view
and legal_actions (GET /api/v1/sagas/<id>/, re-read by live.js after every push).

/sagas/<id>/save-sheet/ is the save sheet (Appendix B's list of what to write down), rendered on
the server from the same detail view the API gives this caller, so it shows only what the caller
may see: the opponent's deck as counts unless the view lists it.
"""

from django.shortcuts import render
from django.urls import path
from django.views.decorators.csrf import ensure_csrf_cookie

from saga.rules.engine import BASICS
from saga.rules.state import STEPS
from saga.rules.themes import THEMES, Modifiers
from tabletop.core.kinds import TableOption
from tabletop.core.selectors import game_detail
from tabletop.http.pages import kind_game, live_context

STEP_LABELS = {
    "setup": "Setting up",
    "fall_register": "Fall Skirmish: register decks",
    "fall_play_draw": "Fall Skirmish: play or draw",
    "fall_skirmish": "Fall Skirmish: the skirmish",
    "fall_proof_of_concept": "Fall Skirmish: Proof of Concept",
    "fall_fresh_ideas": "Fall Skirmish: Fresh Ideas (dealing)",
    "winter_insurance": "Winter Market: insurance",
    "winter_thief": "Winter Market: hire a thief",
    "winter_thief_steal": "Winter Market: the thief steals",
    "winter_deal": "Winter Market: dealing",
    "winter_market": "Winter Market",
    "spring_register": "Spring Festival: register decks",
    "spring_play_draw": "Spring Festival: play or draw",
    "spring_duel": "Spring Festival: the duel",
    "spring_force_sale": "Spring Festival: force a sale",
    "spring_loser_sells": "Spring Festival: Trending Cards (loser sells)",
    "spring_winner_sells": "Spring Festival: Trending Cards (winner sells)",
    "spring_theme_reveal": "Spring Festival: next theme (dealing)",
    "spring_solomon_split": "Spring Festival: Solomon split",
    "spring_solomon_choose": "Spring Festival: Solomon choice",
    "spring_learning_deal": "Spring Festival: Learning from Mistakes (dealing)",
    "spring_loser_picks": "Spring Festival: Learning from Mistakes (loser picks)",
    "spring_winner_picks": "Spring Festival: Learning from Mistakes (winner picks)",
    "summer_deal": "Summer Fair: dealing",
    "summer_fair": "Summer Fair",
    "saga_over": "The saga is over",
}
assert {step for step, _ in STEPS} <= set(STEP_LABELS), "every step has a label"

COLOR_NAMES = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green"}


def _modifiers_text(mods: Modifiers | None) -> str:
    if mods is None:
        return ""
    parts = []
    if mods.hand:
        parts.append(f"starting hand {mods.hand:+d}")
    if mods.life:
        parts.append(f"life {mods.life:+d}")
    if mods.life_per_card_above is not None:
        parts.append(f"life +1 per qualifying card above {mods.life_per_card_above}")
    return ", ".join(parts)


def theme_terms() -> dict[str, dict]:
    """Each theme's reward, penalty and effect in words, by name (the view names the theme)."""
    return {
        theme.name: {
            "reward": _modifiers_text(theme.reward),
            "penalty": _modifiers_text(theme.penalty),
            "always": _modifiers_text(theme.always),
            "checked": theme.check is not None,
        }
        for theme in THEMES
    }


def saga_context(game, actor, request=None) -> dict:
    context = live_context(game, actor, request)
    context["saga"] = {"steps": STEP_LABELS, "themes": theme_terms(), "basics": list(BASICS), "colors": COLOR_NAMES}
    return context


# The table options the create-a-table page offers (the rules' options: docs/rules/README.md §1)
TABLE_OPTIONS = (
    TableOption("insurance_broker", "Insurance Broker", "from year 5: insure one's cards against the thief"),
    TableOption("hire_a_thief", "Hire a Thief", "from year 5: the starting player may take a card for 13 gold"),
)


@ensure_csrf_cookie
def table(request, game_id: int):
    game, actor = kind_game("saga", request, game_id)
    if actor is None:
        return render(request, "no_seat.html", {"game": game}, status=403)
    return render(request, "saga/table.html", saga_context(game, actor, request))


def _card_rows(ids: list[int], cards: dict) -> list[dict]:
    rows = [cards.get(str(i)) or cards.get(i) or {"id": i, "name": f"card {i}"} for i in ids]
    return sorted(rows, key=lambda c: (c.get("color_category", ""), c.get("mana_value", 0), c["name"]))


def save_sheet(request, game_id: int):
    game, actor = kind_game("saga", request, game_id)
    if actor is None:
        return render(request, "no_seat.html", {"game": game}, status=403)
    detail = game_detail(game, actor)
    view = detail["view"]
    cards = view["cards"]
    players = []
    for player in view["players"]:
        last = player["registrations"][-1] if player["registrations"] else None
        basics = last.get("basics") if last else None
        players.append(
            {
                **player,
                "color_name": COLOR_NAMES.get(player["primary_color"], player["primary_color"]),
                "shown": "deck" in player,
                "deck_cards": _card_rows(player.get("deck", []), cards),
                "sideboard_cards": _card_rows(player.get("sideboard", []), cards),
                "basics": sorted((basics or {}).items()),
                "last": last,
                "is_me": player["seat"] == detail["you"]["seat"],
                "trending_named": [
                    {"name": _card_rows([t["card"]], cards)[0]["name"], "value": t["value"]} for t in player["trending"]
                ],
            }
        )
    piles = view["pile_sizes"]
    me = detail["you"]["seat"]
    viewer = view["players"][me]["name"] if me is not None else f"the {detail['you']['role']}"
    return render(
        request,
        "saga/save_sheet.html",
        {
            "game": game,
            "actor": actor,
            "detail": detail,
            "view": view,
            "players": players,
            "step_label": STEP_LABELS.get(view["step"], view["step"]),
            "starting": view["players"][view["starting_player"]]["name"],
            "piles": piles,
            "viewer": viewer,
            "private_collections": _card_rows(view["private_collections"], cards),
        },
    )


urlpatterns = [
    path("sagas/<int:game_id>/", table, name="saga-page"),
    path("sagas/<int:game_id>/save-sheet/", save_sheet, name="saga-save-sheet"),
]

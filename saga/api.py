"""What a saga adds to the shared game API: the timeline picture and the player's deck files."""

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema

from cards.parsing.exports import export_cockatrice_deck, export_plain_text
from saga.timeline import timeline_svg
from tabletop import services
from tabletop.api import ERRORS, KindView
from tabletop.errors import BadInput


class SagaView(KindView):
    kind_name = "saga"


class TimelineSvgApi(SagaView):
    @extend_schema(responses={(200, "image/svg+xml"): OpenApiTypes.STR, **ERRORS})
    def get(self, request, game_id: int):
        game, _actor = self.game_and_actor(request, game_id)
        names = [player["name"] for player in game.state["players"]]
        return HttpResponse(timeline_svg(game.state["timeline"], names), content_type="image/svg+xml")


class DeckExportApi(SagaView):
    @extend_schema(parameters=[OpenApiParameter("as", str, enum=["text", "cockatrice"], required=True)],
                   responses={(200, "text/plain"): OpenApiTypes.STR, **ERRORS})
    def get(self, request, game_id: int):
        game, actor = self.game_and_actor(request, game_id)
        seat = services.require_player(actor)
        chosen = request.query_params.get("as", "")
        if chosen not in ("text", "cockatrice"):
            raise BadInput("as must be text or cockatrice", field="as")
        player, cards = game.state["players"][seat], game.cards
        basics = player["registrations"][-1]["basics"] if player["registrations"] else {}
        rows = [{"name": cards[i]["name"], "board": "mainboard"} for i in player["deck"]]
        rows += [{"name": name, "count": count, "board": "mainboard"} for name, count in basics.items() if count]
        rows += [{"name": cards[i]["name"], "board": "maybeboard"} for i in player["sideboard"]]
        if chosen == "text":
            return HttpResponse(export_plain_text(rows), content_type="text/plain; charset=utf-8")
        response = HttpResponse(export_cockatrice_deck(rows, deck_name=f"{player['name']} saga {game.pk}"),
                                content_type="application/xml")
        response["Content-Disposition"] = f'attachment; filename="saga-{game.pk}-{seat}.cod"'
        return response

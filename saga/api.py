"""What a saga adds to the shared game API: the timeline picture and the player's deck files,
both built from what the saga's views let the caller see."""

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema

from cards.parsing.exports import export_cockatrice_deck, export_plain_text
from saga.rules import views
from saga.timeline import timeline_svg
from tabletop.core import services, states
from tabletop.core.errors import BadInput
from tabletop.http.api import ERRORS, KindView
from tabletop.rules.engine import to_builtins

DECK_FORMATS = {"text": "text/plain; charset=utf-8", "cockatrice": "application/xml"}


class SagaView(KindView):
    kind_name = "saga"


class TimelineSvgApi(SagaView):
    @extend_schema(responses={(200, "image/svg+xml"): OpenApiTypes.STR, **ERRORS})
    def get(self, request, game_id: int):
        game, _actor = self.game_and_actor(request, game_id)
        state = states.load(game)
        names = [player.name for player in state.players]
        return HttpResponse(timeline_svg(to_builtins(views.timeline(state)), names), content_type="image/svg+xml")


class DeckExportApi(SagaView):
    @extend_schema(
        parameters=[OpenApiParameter("as", str, enum=list(DECK_FORMATS), required=True)],
        responses={(200, "text/plain"): OpenApiTypes.STR, (200, "application/xml"): OpenApiTypes.STR, **ERRORS},
        description="`as=text`: text/plain; `as=cockatrice`: a Cockatrice deck (application/xml).",
    )
    def get(self, request, game_id: int):
        game, actor = self.game_and_actor(request, game_id)
        seat = services.require_player(actor)
        chosen = request.query_params.get("as", "")
        if chosen not in DECK_FORMATS:
            raise BadInput("as must be text or cockatrice", field="as")
        state = states.load(game)
        rows = views.deck_rows(state, seat)
        if chosen == "text":
            return HttpResponse(export_plain_text(rows), content_type=DECK_FORMATS[chosen])
        response = HttpResponse(
            export_cockatrice_deck(rows, deck_name=f"{state.players[seat].name} saga {game.pk}"),
            content_type=DECK_FORMATS[chosen],
        )
        response["Content-Disposition"] = f'attachment; filename="saga-{game.pk}-{seat}.cod"'
        return response

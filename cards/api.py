"""Cubes over REST: upload (the same files as the commands), list, read with a summary,
cards filtered and paginated, and exports."""

from django.conf import settings
from django.db.models import Q
from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.generics import ListAPIView
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from cards.models import Card, Cube, CubeCard
from cards.parsing.exports import export_cockatrice_deck, export_cubecobra_csv, export_plain_text
from cards.parsing.facts import name_key
from cards.services import FORMATS, MODULES, CubeImportRefused, cube_summary, find_cards, import_cube
from tabletop.api import ERRORS
from tabletop.errors import BadInput, NotFound, ServiceError, Unprocessable
from tabletop.fields import max_length


class PayloadTooLarge(ServiceError):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    code = "too_large"


class CubeUploadSerializer(serializers.Serializer):
    file = serializers.FileField()
    name = serializers.CharField(max_length=max_length(Cube, "name"))
    description = serializers.CharField(required=False, allow_blank=True, max_length=2000)
    format = serializers.ChoiceField(choices=FORMATS, default="auto")
    module = serializers.ChoiceField(choices=MODULES, required=False)
    skip_bad_lines = serializers.BooleanField(default=False)


class CubeSerializer(serializers.ModelSerializer):
    class Meta:
        model = Cube
        fields = ["id", "name", "description", "source_format", "is_demo", "created_at"]


class CubeCardSerializer(serializers.ModelSerializer):
    name = serializers.CharField(source="card.name")
    mana_cost = serializers.CharField(source="card.mana_cost")
    mana_value = serializers.FloatField(source="card.mana_value")
    colors = serializers.JSONField(source="card.colors")
    type_line = serializers.CharField(source="card.type_line")
    types = serializers.JSONField(source="card.types")
    image_url = serializers.CharField(source="card.image_url")
    color_category = serializers.SerializerMethodField()

    class Meta:
        model = CubeCard
        fields = ["id", "name", "mana_cost", "mana_value", "colors", "color_category", "type_line", "types",
                  "board", "module", "tags", "image_url"]

    def get_color_category(self, row: CubeCard) -> str:
        return row.color_category or row.card.color_category


def problem_list(problems) -> list[dict]:
    return [{"line": p.line, "text": p.text, "reason": p.reason} for p in problems]


class CubeListCreateApi(APIView):
    parser_classes = [MultiPartParser, FormParser]

    @extend_schema(responses={200: CubeSerializer(many=True)})
    def get(self, request):
        cubes = Cube.objects.all().order_by("-is_demo", "name", "pk")[:200]
        return Response(CubeSerializer(cubes, many=True).data)

    @extend_schema(request=CubeUploadSerializer, responses={201: OpenApiTypes.OBJECT, **ERRORS})
    def post(self, request):
        data = CubeUploadSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        upload = values["file"]
        if upload.size > settings.MAX_UPLOAD_BYTES:
            raise PayloadTooLarge(f"the file is {upload.size} bytes; the limit is {settings.MAX_UPLOAD_BYTES}",
                                  field="file")
        try:
            result = import_cube(upload.read(), name=values["name"], filename=upload.name,
                                 file_format=values["format"], module=values.get("module"), owner=request.user,
                                 description=values.get("description", ""),
                                 skip_bad_lines=values["skip_bad_lines"])
        except CubeImportRefused as error:
            raise Unprocessable(error.message, code="import_refused", field="file",
                                problems=problem_list(error.problems)) from None
        return Response({"cube": CubeSerializer(result.cube).data, "format": result.format,
                         "cards": result.cards, "new_catalogue_cards": result.new_catalogue_cards,
                         "skipped_lines": problem_list(result.problems), "left_out": result.skipped,
                         "summary": cube_summary(result.cube)}, status=status.HTTP_201_CREATED)


def cube_or_404(cube_id: int) -> Cube:
    cube = Cube.objects.filter(pk=cube_id).first()
    if cube is None:
        raise NotFound(f"there is no cube {cube_id}", code="no_such_cube")
    return cube


class CubeDetailApi(APIView):
    @extend_schema(responses={200: OpenApiTypes.OBJECT, **ERRORS})
    def get(self, request, cube_id: int):
        cube = cube_or_404(cube_id)
        return Response({**CubeSerializer(cube).data, "summary": cube_summary(cube)})


CARD_FILTERS = [
    OpenApiParameter("color_category", str), OpenApiParameter("type", str, description="e.g. Creature"),
    OpenApiParameter("module", str, enum=["core", "occasional", "none"]),
    OpenApiParameter("tag", str), OpenApiParameter("board", str, enum=["mainboard", "maybeboard"]),
]


class CubeCardsApi(ListAPIView):
    serializer_class = CubeCardSerializer

    def get_queryset(self):
        cube = cube_or_404(self.kwargs["cube_id"])
        rows = cube.cards.select_related("card").order_by("pk")
        params = self.request.query_params
        if value := params.get("color_category"):
            own = Q(color_category__iexact=value)
            rows = rows.filter(own | Q(color_category="", card__color_category__iexact=value))
        if value := params.get("module"):
            rows = rows.filter(module="" if value == "none" else value)
        if value := params.get("board"):
            rows = rows.filter(board=value)
        card_type, tag = params.get("type", "").lower(), params.get("tag", "").lower()
        if not (card_type or tag):
            return rows
        # types and tags are JSON lists: filtered here, the same way on SQLite and PostgreSQL
        return [row for row in rows
                if (not card_type or card_type in (t.lower() for t in row.card.types))
                and (not tag or tag in (t.lower() for t in row.tags))]

    @extend_schema(parameters=CARD_FILTERS, responses={200: CubeCardSerializer(many=True), **ERRORS})
    def get(self, request, *args, **kwargs):
        return super().get(request, *args, **kwargs)


EXPORTS = {
    "cubecobra-csv": (export_cubecobra_csv, "text/csv", "csv"),
    "text": (export_plain_text, "text/plain", "txt"),
    "cockatrice": (export_cockatrice_deck, "application/xml", "cod"),
}


def export_row(card: Card, *, board: str = "mainboard", tags: list[str] | None = None,
               color_category: str = "") -> dict:
    return {"name": card.name, "mana_value": card.mana_value, "type_line": card.type_line, "colors": card.colors,
            "set_code": card.set_code, "collector_number": card.collector_number, "rarity": card.rarity,
            "color_category": color_category or card.color_category, "board": board, "tags": tags or [],
            "image_url": card.image_url}


def export_rows(rows) -> list[dict]:
    return [export_row(r.card, board=r.board, tags=r.tags + ([r.module] if r.module else []),
                       color_category=r.color_category) for r in rows]


def export_response(rows: list[dict], chosen: str, title: str, filename: str) -> HttpResponse:
    if chosen not in EXPORTS:
        raise BadInput(f"as must be one of {', '.join(EXPORTS)}", field="as")
    export, content_type, extension = EXPORTS[chosen]
    body = export(rows, deck_name=title) if chosen == "cockatrice" else export(rows)
    response = HttpResponse(body, content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{filename}.{extension}"'
    return response


class CubeExportApi(APIView):
    @extend_schema(parameters=[OpenApiParameter("as", str, enum=list(EXPORTS), required=True)],
                   responses={(200, "text/plain"): OpenApiTypes.STR, **ERRORS})
    def get(self, request, cube_id: int):
        cube = cube_or_404(cube_id)
        rows = export_rows(cube.cards.select_related("card").order_by("pk"))
        return export_response(rows, request.query_params.get("as", ""), cube.name, f"cube-{cube.pk}")


class CardListExportSerializer(serializers.Serializer):
    cards = serializers.ListField(child=serializers.CharField(max_length=max_length(Card, "name")), min_length=1,
                                  max_length=3000)
    sideboard = serializers.ListField(child=serializers.CharField(max_length=max_length(Card, "name")),
                                      required=False, max_length=3000)
    title = serializers.CharField(max_length=120, required=False, default="cards")


class CardListExportApi(APIView):
    @extend_schema(request=CardListExportSerializer,
                   parameters=[OpenApiParameter("as", str, enum=list(EXPORTS), required=True)],
                   responses={(200, "text/plain"): OpenApiTypes.STR, **ERRORS})
    def post(self, request):
        data = CardListExportSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        main, side = values["cards"], values.get("sideboard", [])
        found = find_cards(main + side)
        unknown = sorted({name for name in main + side if name_key(name) not in found})
        if unknown:
            raise Unprocessable(f"not in the catalogue: {', '.join(unknown[:20])}", code="unknown_cards",
                                field="cards", unknown=unknown)
        rows = [export_row(found[name_key(n)]) for n in main]
        rows += [export_row(found[name_key(n)], board="maybeboard") for n in side]
        return export_response(rows, request.query_params.get("as", ""), values["title"], "cards")



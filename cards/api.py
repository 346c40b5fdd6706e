"""Cubes over REST: upload (the same files as the commands) or read from CubeCobra by link,
list, read with a summary, cards filtered and paginated, refresh from CubeCobra, and exports.

Reading from CubeCobra (an import, a refresh) is a job (cards/jobs.py): the request answers 202
with it at once, and GET /api/v1/cube-jobs/<id>/ says how it goes. A cube is refreshed only by
who imported it (its account; with no account, the device holding the IMPORTER_COOKIE its
import set) or staff."""

import hmac
import re
from datetime import datetime
from typing import Annotated, Any

import msgspec
from django.conf import settings
from django.db.models import Q
from django.http import HttpResponse
from django.utils.cache import get_conditional_response
from django.utils.http import http_date
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.generics import ListAPIView
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from cards import jobs
from cards.answers import CubeSerializer, import_body, refused_import, source_failed
from cards.models import Card, Cube, CubeCard, CubeJob
from cards.online import images
from cards.online.http import SourceError
from cards.parsing.exports import export_cockatrice_deck, export_cubecobra_csv, export_plain_text
from cards.parsing.facts import COLUMN_LIMITS, LIST_LIMITS, CardRecord, name_key
from cards.parsing.facts import CardFace as CardRecordFace
from cards.services import (
    FORMATS,
    KEEPING,
    MODULES,
    CubeImportRefused,
    OnlineLookupNeeded,
    cube_summary,
    find_cards,
    import_cube,
    kept_export,
    without_online_lookups,
)
from tabletop.access.auth import enforce_cookie_csrf
from tabletop.access.throttles import CreatesRows
from tabletop.core.bodies import JobError, LineProblem
from tabletop.core.columns import max_length
from tabletop.core.errors import BadInput, NotAllowed, NotFound, ServiceError, Unprocessable, quoted
from tabletop.http.api import ERRORS
from tabletop.http.fields import LineOfTextField, OneOfField, StrictCharField, StrictSerializer
from tabletop.http.parsers import BoundedJSONParser
from tabletop.http.schema import documented, one_of
from tabletop.models import hash_token, new_token

# An answer that asks an online source may also be its failure: 502 (it answered what cannot be used), 503.
ONLINE_ERRORS = {**ERRORS, 502: ERRORS[400], 503: ERRORS[400]}


# -- what the cube views answer, for the schema ------------------------------------------------
class CubeSummary(msgspec.Struct):
    """Counts of the mainboard (cards.services.cube_summary)."""

    mainboard: int
    maybeboard: int
    by_color_category: dict[str, int]
    by_type: dict[str, int]
    by_module: dict[str, int]
    creatures: int
    noncreatures: int


class CubeRow(msgspec.Struct, kw_only=True):
    id: int
    name: str
    description: str
    source_format: str
    is_demo: bool
    created_at: datetime
    cubecobra_id: str


class CubeDetail(CubeRow, kw_only=True):
    summary: CubeSummary


class FuzzyMatch(msgspec.Struct):
    line: int | None
    written: str
    found: str


class MissingFact(msgspec.Struct):
    """A fact a line of the file lacks (mana_value, colors): where it was found (catalogue,
    scryfall), or "" and why when no source knew it (it stays null)."""

    line: int | None
    name: str
    fact: str
    filled_from: str
    value: float | list[str] | None
    why: str


class CubeImported(msgspec.Struct):
    cube: CubeRow
    format: str
    cards: int
    new_catalogue_cards: int
    skipped_lines: list[LineProblem]
    left_out: dict[str, int]  # records left out of the file, by why
    filled_from_scryfall: int  # names of a list whose facts came from Scryfall
    fuzzy_matches: list[FuzzyMatch]  # names Scryfall matched only loosely: check each
    notes: list[str]
    missing_facts: list[MissingFact]
    summary: CubeSummary


class BoardCount(msgspec.Struct):
    """A card name, its board and how many of it (cards.online.cubecobra's diff)."""

    name: str
    board: str
    count: int


class CubeRefreshed(msgspec.Struct):
    """What a refresh answers (cards.answers.refresh_body): the cards CubeCobra added and removed,
    the fingerprint that applies them (`confirm`), and whether they were applied."""

    cube: CubeRow
    added: list[BoardCount]
    removed: list[BoardCount]
    fingerprint: str
    applied: bool
    left_out: list[LineProblem]
    summary: CubeSummary


class CubeJobState(msgspec.Struct):
    """A CubeCobra import or refresh run as a job: `result` is what the job answers once done (a
    CubeImported, or a refresh's added/removed/fingerprint/applied), `error` the API's error shape
    with its `status` once failed (a slow source: code source_too_slow)."""

    id: str
    kind: str  # cubecobra_import, cubecobra_refresh
    status: str  # queued, running, done, failed
    status_url: str
    cube: int | None
    created_at: datetime
    finished_at: datetime | None
    result: Annotated[Any, one_of(CubeImported, CubeRefreshed)] | None
    error: JobError | None


CUBE_JOB_STATE = documented(CubeJobState, "CubeJob")

EXPORTED = {(200, content_type): OpenApiTypes.STR for content_type in ("text/csv", "text/plain", "application/xml")}


class PayloadTooLarge(ServiceError):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    code = "too_large"


class CubeUploadSerializer(StrictSerializer):
    file = serializers.FileField()
    name = LineOfTextField(max_length=max_length(Cube, "name"))
    description = StrictCharField(required=False, allow_blank=True, max_length=2000)
    format = OneOfField(choices=FORMATS, default="auto")
    module = OneOfField(choices=MODULES, required=False)
    skip_bad_lines = serializers.BooleanField(default=False)


class CubeCobraImportSerializer(StrictSerializer):
    cubecobra = StrictCharField(max_length=300, help_text="a CubeCobra cube's id or link")
    name = LineOfTextField(max_length=120, required=False, help_text="CubeCobra's name by default")
    description = StrictCharField(required=False, allow_blank=True, max_length=2000)
    module = OneOfField(choices=MODULES, required=False)
    skip_bad_lines = serializers.BooleanField(default=False)


class CubeRefreshSerializer(StrictSerializer):
    confirm = StrictCharField(
        required=False, max_length=64, help_text="the fingerprint of the changes shown: applies them"
    )


# -- who imported a cube ---------------------------------------------------------------------------
IMPORTER_COOKIE = "cube_importer"
IMPORTER_TOKEN = re.compile(r"[A-Za-z0-9_-]{43}")  # tabletop.models.new_token's


def importer_token(request) -> str:
    """The token of the device importing with no account: its cookie's, or a new one."""
    token = request.COOKIES.get(IMPORTER_COOKIE, "")
    return token if IMPORTER_TOKEN.fullmatch(token) else new_token()


def keep_importer_cookie(response: Response, request, token: str) -> None:
    if not request.user.is_authenticated:
        response.set_cookie(
            IMPORTER_COOKIE,
            token,
            max_age=60 * 60 * 24 * 400,
            httponly=True,
            samesite="Lax",
            secure=settings.SESSION_COOKIE_SECURE,
        )


def check_cube_writer(request, cube: Cube) -> None:
    """Who may change an imported cube: its account, staff, or the device that imported it with
    no account (its cookie: a cookie-authenticated write needs the CSRF token)."""
    user = request.user
    if user.is_authenticated and (user.is_staff or (cube.owner_id and user.pk == cube.owner_id)):
        return
    token = request.COOKIES.get(IMPORTER_COOKIE, "")
    if (
        cube.importer_key
        and IMPORTER_TOKEN.fullmatch(token)
        and hmac.compare_digest(hash_token(token), cube.importer_key)
    ):
        enforce_cookie_csrf(request)
        return
    raise NotAllowed(
        "only who imported this cube (its account, or the device that imported it) or an operator may change it",
        code="not_cube_owner",
    )


def job_answer(job: CubeJob) -> Response:
    """202 with the job; its status page is in Location too."""
    body = jobs.job_body(job)
    return Response(body, status=status.HTTP_202_ACCEPTED, headers={"Location": body["status_url"]})


class CubeCardSerializer(serializers.ModelSerializer):
    """A cube's card as the cube has it (the catalogue's facts under the cube's own)."""

    name = serializers.CharField()
    mana_cost = serializers.CharField()
    mana_value = serializers.FloatField(allow_null=True, help_text="null: the cube's file lacked it, no source knew")
    colors = serializers.ListField(
        child=serializers.CharField(), allow_null=True, help_text="null: the cube's file lacked them, no source knew"
    )
    color_category = serializers.CharField()
    type_line = serializers.CharField()
    types = serializers.ListField(child=serializers.CharField())
    tags = serializers.ListField(child=serializers.CharField())
    image_url = serializers.CharField()

    class Meta:
        model = CubeCard
        fields = [
            "id",
            "name",
            "mana_cost",
            "mana_value",
            "colors",
            "color_category",
            "type_line",
            "types",
            "board",
            "module",
            "tags",
            "image_url",
        ]

    def to_representation(self, row: CubeCard) -> dict:
        facts = row.effective_facts()
        return {
            "id": row.pk,
            **{name: facts[name] for name in self.Meta.fields if name in facts},
            "board": row.board,
            "module": row.module,
            "tags": row.tags,
        }


class CubeListCreateApi(CreatesRows, ListAPIView):
    parser_classes = [MultiPartParser, FormParser, BoundedJSONParser]
    serializer_class = CubeSerializer
    queryset = Cube.objects.order_by("-is_demo", "name", "pk")

    @extend_schema(responses={200: CubeSerializer(many=True), **ERRORS}, description="Demo cubes first, paginated.")
    def get(self, request, *args, **kwargs):
        return super().get(request, *args, **kwargs)

    @extend_schema(
        request={"multipart/form-data": CubeUploadSerializer},
        responses={201: documented(CubeImported, "CubeImported"), 202: CUBE_JOB_STATE, **ERRORS},
        description="A file upload whose cards the catalogue knows answers 201 with the cube; one whose cards "
        "Scryfall must fill, and a CubeCobra link, answer 202 at once with a job (its status page in Location "
        "and status_url) that reads the cube; the job's result is what 201 answers. A JSON "
        '`{"cubecobra": ...}` is taken here too, as at POST /api/v1/cubes/cubecobra/.',
    )
    def post(self, request):
        if not isinstance(request.data, dict):  # JSON null, 1 or true: `in` would raise (a 500)
            raise BadInput(
                'send a multipart upload (file, name) or a JSON object {"cubecobra": link or id}', code="not_a_dict"
            )
        if "cubecobra" in request.data:
            return cubecobra_import(request)
        data = CubeUploadSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        upload = values["file"]
        if upload.size > settings.MAX_UPLOAD_BYTES:
            raise PayloadTooLarge(
                f"the file is {upload.size} bytes; the limit is {settings.MAX_UPLOAD_BYTES}", field="file"
            )
        token = importer_token(request)
        data, arguments = (
            upload.read(),
            {
                "name": values["name"],
                "filename": upload.name,
                "file_format": values["format"],
                "module": values.get("module"),
                "description": values.get("description", ""),
                "skip_bad_lines": values["skip_bad_lines"],
            },
        )
        try:
            with without_online_lookups(skip_bad_lines=values["skip_bad_lines"]):  # Scryfall's part: a job
                result = import_cube(data, owner=request.user, importer_key=hash_token(token), **arguments)
            response = Response(import_body(result), status=status.HTTP_201_CREATED)
        except OnlineLookupNeeded:
            response = job_answer(
                jobs.start_file_import(data, arguments, owner=request.user, importer_key=hash_token(token))
            )
        except CubeImportRefused as error:
            raise refused_import(error, "file") from None
        keep_importer_cookie(response, request, token)
        return response


def cubecobra_import(request):
    """A job reading a cube from CubeCobra by its link or id (the JSON endpoint, else the CSV
    download); a reference that is neither is refused at once."""
    data = CubeCobraImportSerializer(data=request.data)
    data.is_valid(raise_exception=True)
    token = importer_token(request)
    try:
        job = jobs.start_import(data.validated_data, owner=request.user, importer_key=hash_token(token))
    except CubeImportRefused as error:
        raise refused_import(error, "cubecobra") from None
    response = job_answer(job)
    keep_importer_cookie(response, request, token)
    return response


class CubeCobraImportApi(CreatesRows, APIView):
    """A CubeCobra import on a route of its own: one body in one content type (a generated client
    cannot take POST /cubes/'s upload and JSON as one operation)."""

    parser_classes = [BoundedJSONParser]

    @extend_schema(
        request=CubeCobraImportSerializer,
        responses={202: CUBE_JOB_STATE, **ERRORS},
        description="A job (its status page in Location and status_url) that reads the cube from CubeCobra; "
        "the job's result is the cube, as a file upload's 201 answers it.",
    )
    def post(self, request):
        if not isinstance(request.data, dict):
            raise BadInput('send a JSON object {"cubecobra": link or id}', code="not_a_dict")
        return cubecobra_import(request)


def cube_or_404(cube_id: int) -> Cube:
    cube = Cube.objects.filter(pk=cube_id).first()
    if cube is None:
        raise NotFound(f"there is no cube {cube_id}", code="no_such_cube")
    return cube


class CubeDetailApi(APIView):
    @extend_schema(responses={200: documented(CubeDetail, "CubeDetail"), **ERRORS})
    def get(self, request, cube_id: int):
        cube = cube_or_404(cube_id)
        return Response({**CubeSerializer(cube).data, "summary": cube_summary(cube)})


class CubeRefreshApi(CreatesRows, APIView):
    @extend_schema(request=CubeRefreshSerializer, responses={202: CUBE_JOB_STATE, **ERRORS})
    def post(self, request, cube_id: int):
        """A job showing what changed on CubeCobra since the cube was read: cards added and
        removed. Nothing changes unless `confirm` is the fingerprint of the changes shown (the
        job fails with 409 stale_refresh if they moved on). Only who imported the cube (its
        account, or the device that imported it with no account) or staff may refresh it."""
        cube = cube_or_404(cube_id)
        check_cube_writer(request, cube)
        data = CubeRefreshSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            job = jobs.start_refresh(cube, confirm=data.validated_data.get("confirm", ""))
        except CubeImportRefused as error:
            raise Unprocessable(error.message, code="not_from_cubecobra") from None
        return job_answer(job)


class CubeJobApi(APIView):
    @extend_schema(responses={200: CUBE_JOB_STATE, **ERRORS})
    def get(self, request, job_id):
        """How a CubeCobra import or refresh goes: queued, running, done (with its result) or
        failed (with its error). Poll it until done or failed."""
        job = CubeJob.objects.filter(pk=job_id).first()
        if job is None:
            raise NotFound(f"there is no cube job {job_id}", code="no_such_job")
        return Response(jobs.job_body(job))


CARD_FILTERS = [
    OpenApiParameter("color_category", str),
    OpenApiParameter("type", str, description="e.g. Creature"),
    OpenApiParameter("module", str, enum=["core", "occasional", "none"]),
    OpenApiParameter("tag", str),
    OpenApiParameter("board", str, enum=["mainboard", "maybeboard"]),
]


class RowsByPk:
    """Rows of `rows` by a list of their keys, for a paginator: a page reads its own rows only."""

    def __init__(self, rows, pks: list[int]):
        self.rows, self.pks = rows, pks

    def __len__(self) -> int:
        return len(self.pks)

    def __getitem__(self, index: slice) -> list:
        pks = self.pks[index]
        found = self.rows.in_bulk(pks)
        return [found[pk] for pk in pks]


class CubeCardsApi(ListAPIView):
    serializer_class = CubeCardSerializer

    # The longest value each filter could match (a card's fact of that name): a longer one is
    # refused before any row is read, as every text a request sends is, by its length first
    LONGEST_FILTER = {
        "color_category": COLUMN_LIMITS["color_category"],
        "module": COLUMN_LIMITS["module"],
        "board": COLUMN_LIMITS["board"],
        "type": LIST_LIMITS["types"][1],
        "tag": LIST_LIMITS["tags"][1],
    }

    def get_queryset(self):
        cube = cube_or_404(self.kwargs["cube_id"])
        rows = cube.cards.select_related("card").order_by("pk")
        params = self.request.query_params
        for name, longest in self.LONGEST_FILTER.items():
            if len(value := params.get(name, "")) > longest:
                raise BadInput(
                    f"{name} is {len(value):,} characters long: no card's is longer than {longest}", field=name
                )
        if value := params.get("color_category"):
            own = Q(color_category__iexact=value)
            rows = rows.filter(own | Q(color_category="", card__color_category__iexact=value))
        if value := params.get("module"):
            rows = rows.filter(module="" if value == "none" else value)
        if value := params.get("board"):
            if value not in CubeCard.Board.values:  # no board of that name: said, not an empty list
                boards = ", ".join(CubeCard.Board.values)
                raise BadInput(f"board must be one of {boards}, not {quoted(value)}", field="board")
            rows = rows.filter(board=value)
        card_type, tag = params.get("type", "").lower(), params.get("tag", "").lower()
        if not (card_type or tag):
            return rows
        # types and tags are JSON lists: filtered here, the same way on SQLite and PostgreSQL, on
        # those columns alone; only the page's rows are read whole (reading every row of a cube of
        # 20,000 cards whole took 1.2 s a request)
        matching = [
            pk
            for pk, tags, own_types, types in rows.values_list("pk", "tags", "facts__types", "card__types")
            if (not card_type or card_type in (t.lower() for t in (types if own_types is None else own_types)))
            and (not tag or tag in (t.lower() for t in tags))
        ]
        return RowsByPk(rows, matching)

    @extend_schema(parameters=CARD_FILTERS, responses={200: CubeCardSerializer(many=True), **ERRORS})
    def get(self, request, *args, **kwargs):
        return super().get(request, *args, **kwargs)


EXPORTS = {
    "cubecobra-csv": (export_cubecobra_csv, "text/csv", "csv"),
    "text": (export_plain_text, "text/plain", "txt"),
    "cockatrice": (export_cockatrice_deck, "application/xml", "cod"),
}


def export_row(facts: dict, *, board: str = "mainboard", tags: list[str] | None = None, **keeping: str) -> dict:
    """A card for the exporters; `keeping` is what the cube says of the copy (status, finish...)."""
    return {
        "name": facts["name"],
        "mana_value": facts["mana_value"],
        "type_line": facts["type_line"],
        "colors": facts["colors"],
        "set_code": facts["set_code"],
        "collector_number": facts["collector_number"],
        "rarity": facts["rarity"],
        "color_category": facts["color_category"],
        "board": board,
        "tags": tags or [],
        "image_url": facts["image_url"],
        "image_back_url": facts["image_back_url"],
        **keeping,
    }


def export_rows(rows) -> list[dict]:
    return [
        export_row(
            r.effective_facts(),
            board=r.board,
            tags=r.tags,
            module=r.module,  # written as a tag once
            **{name: getattr(r, name) for name in KEEPING},
        )
        for r in rows
    ]


def chosen_export(request) -> str:
    chosen = request.query_params.get("as", "")
    if chosen not in EXPORTS:
        raise BadInput(f"as must be one of {', '.join(EXPORTS)}", field="as")
    return chosen


def export_body(rows: list[dict], chosen: str, title: str) -> bytes:
    """The file, in UTF-8 (a Cockatrice deck's XML is made as bytes, the others as text)."""
    if chosen == "cockatrice":
        return export_cockatrice_deck(rows, deck_name=title)
    return EXPORTS[chosen][0](rows).encode()


def export_response(body: bytes, chosen: str, filename: str) -> HttpResponse:
    _, content_type, extension = EXPORTS[chosen]
    response = HttpResponse(body, content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{filename}.{extension}"'
    return response


class CubeExportApi(APIView):
    @extend_schema(
        parameters=[OpenApiParameter("as", str, enum=list(EXPORTS), required=True)], responses={**EXPORTED, **ERRORS}
    )
    def get(self, request, cube_id: int):
        cube = cube_or_404(cube_id)
        chosen = chosen_export(request)

        def make() -> bytes:
            return export_body(export_rows(cube.cards.select_related("card").order_by("pk")), chosen, cube.name)

        return export_response(kept_export(cube, chosen, make), chosen, f"cube-{cube.pk}")


class CardListExportSerializer(StrictSerializer):
    cards = serializers.ListField(
        child=StrictCharField(max_length=max_length(Card, "name")), min_length=1, max_length=3000
    )
    sideboard = serializers.ListField(
        child=StrictCharField(max_length=max_length(Card, "name")), required=False, max_length=3000
    )
    title = StrictCharField(max_length=120, required=False, default="cards")


class CardListExportApi(APIView):
    parser_classes = [BoundedJSONParser]

    @extend_schema(
        request=CardListExportSerializer,
        parameters=[OpenApiParameter("as", str, enum=list(EXPORTS), required=True)],
        responses={**EXPORTED, **ERRORS},
    )
    def post(self, request):
        data = CardListExportSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        chosen = chosen_export(request)
        values = data.validated_data
        main, side = values["cards"], values.get("sideboard", [])
        found = find_cards(main + side)
        unknown = sorted({name for name in main + side if name_key(name) not in found})
        if unknown:
            raise Unprocessable(
                f"not in the catalogue: {', '.join(unknown[:20])}", code="unknown_cards", field="cards", unknown=unknown
            )
        facts = {key: {"name": card.name, **card.facts()} for key, card in found.items()}
        rows = [export_row(facts[name_key(n)]) for n in main]
        rows += [export_row(facts[name_key(n)], board="maybeboard") for n in side]
        return export_response(export_body(rows, chosen, values["title"]), chosen, "cards")


FACE_FIELDS = (
    "scryfall_id",
    "layout",
    "mana_cost",
    "mana_value",
    "type_line",
    "oracle_text",
    "power",
    "toughness",
    "loyalty",
    "image_url",
    "image_back_url",
    "faces",
)
MAX_FACE_NAMES = 20
# A card of the catalogue as GET /api/v1/cards/faces/ answers it: its name and FACE_FIELDS, as the
# catalogue's records have them (cards.parsing.facts.CardRecord).
CatalogueCard = msgspec.defstruct(
    "CatalogueCard",
    [(f.name, f.type) for f in msgspec.structs.fields(CardRecord) if f.name in ("name", *FACE_FIELDS)],
    kw_only=True,
    module=__name__,
)


class CatalogueFaces(msgspec.Struct):
    """The cards the catalogue knows of those named, in the order asked (one it does not know is left out)."""

    faces: list[CatalogueCard]


documented(CardRecordFace, "CatalogueCardFace")  # not the engine's CardFace: this one has its image


class CardFacesApi(APIView):
    """The faces of cards by name, for a phone's card view: what the catalogue knows of each
    (a name it does not know is left out). Public facts: a name the caller already holds."""

    @extend_schema(
        parameters=[OpenApiParameter("name", str, many=True, required=True)],
        responses={200: documented(CatalogueFaces, "CatalogueFaces"), **ERRORS},
    )
    def get(self, request):
        names = request.query_params.getlist("name")
        if not names or len(names) > MAX_FACE_NAMES or any(len(name) > 200 for name in names):
            raise BadInput(f"give 1 to {MAX_FACE_NAMES} names of at most 200 characters", field="name")
        found = find_cards(names)
        faces = [
            {"name": card.name, **{field: getattr(card, field) for field in FACE_FIELDS}}
            for card in (found.get(name_key(name)) for name in names)
            if card is not None
        ]
        response = Response(msgspec.to_builtins(msgspec.convert({"faces": faces}, CatalogueFaces)))
        response["Cache-Control"] = "public, max-age=86400"
        return response


IMAGE_CACHE = f"public, max-age={365 * 24 * 3600}, immutable"  # a Scryfall id's image never changes


class CardImageApi(APIView):
    """A card's image, served by Treasury from its folder (fetched from Scryfall once,
    cards/online/images.py): phones never ask Scryfall. `face=back` is a double-faced card's
    back. 404 when the catalogue has no card of that Scryfall id or Scryfall no image of it."""

    @extend_schema(
        parameters=[OpenApiParameter("face", str, enum=list(images.FACES), required=False)],
        responses={(200, "image/jpeg"): OpenApiTypes.BINARY, 304: None, **ONLINE_ERRORS},
    )
    def get(self, request, scryfall_id: str):
        if not images.SCRYFALL_ID.fullmatch(scryfall_id):
            raise BadInput(
                f"{quoted(scryfall_id)} is not a Scryfall id: one is a UUID in lower case, such as "
                "0000579f-7b35-4ed3-b44c-db2a538066fe",
                code="invalid_scryfall_id",
                field="scryfall_id",
            )
        face = request.query_params.get("face", "front")
        if face not in images.FACES:
            raise BadInput(f"face must be one of {', '.join(images.FACES)}; got {quoted(face)}", field="face")
        if not (
            Card.objects.filter(scryfall_id=scryfall_id).exists()
            or CubeCard.objects.filter(facts__scryfall_id=scryfall_id).exists()
        ):
            raise NotFound(f"the catalogue has no card of Scryfall id {scryfall_id}", code="unknown_scryfall_id")
        try:
            image = images.card_image(scryfall_id, face)
        except images.NoImage as error:
            raise NotFound(error.message, code=error.code, field="scryfall_id") from None
        except SourceError as error:
            raise source_failed(error, "scryfall_id") from None
        last_modified = int(image.fetched_at)
        response = get_conditional_response(request, etag=image.etag, last_modified=last_modified) or HttpResponse(
            image.body, content_type=image.content_type
        )
        response["ETag"] = image.etag
        response["Last-Modified"] = http_date(last_modified)
        response["Cache-Control"] = IMAGE_CACHE
        return response

"""REST views shared by every game kind, one per operation: validate, call the service,
serialize. `kind_urlpatterns` mounts them under /api/v1/<plural>/ for each registered kind."""

import functools
import hashlib
from typing import Any

from django.conf import settings
from django.http import HttpResponse
from django.urls import path
from django.utils.cache import get_conditional_response
from django.utils.decorators import method_decorator
from django.views.decorators.csrf import ensure_csrf_cookie
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_field,
    extend_schema_view,
)
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from tabletop.access.auth import actor_from_request, held_seats, seat_cookie_name
from tabletop.access.throttles import CreatesRows, JoinThrottle
from tabletop.core import bodies, kinds, selectors, services
from tabletop.core.actors import Actor
from tabletop.core.catalogue import catalogue
from tabletop.core.columns import max_length
from tabletop.core.errors import BadInput, NotAllowed, NotFound, Unprocessable, quoted
from tabletop.http import deprecations, schema
from tabletop.http.error_handlers import body_not_an_object
from tabletop.http.fields import (
    BoundedEmailField,
    LineOfTextField,
    StrictBooleanField,
    StrictCharField,
    StrictIntegerField,
    StrictSerializer,
)
from tabletop.http.parsers import BoundedJSONParser
from tabletop.http.schema import ERRORS, REF, documented, struct_name
from tabletop.live import sse
from tabletop.models import Game, Seat
from tabletop.rules import validation


class JsonApi(APIView):
    """A view whose bodies are JSON, and only JSON (the schema says so too)."""

    parser_classes = [BoundedJSONParser]


class KindView(JsonApi):
    kind_name = ""  # set per kind by as_view(kind_name=...)

    @property
    def game_kind(self) -> kinds.GameKind:
        return kinds.get(self.kind_name)

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        for name, value in deprecations.headers_for(getattr(response, "data", None)).items():
            response[name] = value
        return response

    def game_and_actor(self, request, game_id: int) -> tuple[Game, Actor]:
        game = Game.objects.defer(*services.NOT_LOADED_PER_ACTION).filter(pk=game_id, kind=self.kind_name).first()
        if game is None:
            raise NotFound(f"there is no {self.game_kind.label} with id {game_id}")
        actor = actor_from_request(request, game)
        if actor is None:
            raise NotAllowed("you have no seat at this game: join it with its code first", code="no_seat")
        return game, actor


class GameCreateSerializer(StrictSerializer):
    title = LineOfTextField(
        max_length=max_length(Game, "title"), required=False, allow_blank=True, trim_whitespace=False
    )
    seats = serializers.ListField(
        child=LineOfTextField(max_length=max_length(Seat, "name"), min_length=1),
        min_length=1,
        max_length=16,
        help_text="the players' names, in turn order",
    )
    settings = serializers.DictField(required=False)  # the kind's: see create_serializer
    cube = StrictIntegerField(required=False, min_value=1, help_text="a cube id; its mainboard is played")
    cards = serializers.ListField(
        child=StrictCharField(max_length=200, min_length=1),
        required=False,
        max_length=3000,
        help_text="instead of a cube: card names from the catalogue (a pasted list)",
    )

    def validate_seats(self, names):
        if alike := services.seat_name_alike(names):
            number, problem = alike
            raise serializers.ValidationError({number: [problem]})
        return names


@functools.cache
def create_serializer(kind_name: str) -> type[GameCreateSerializer]:
    """The create body of a kind, as its view reads it and the schema documents it: its `settings`
    are the kind's create_settings_type (which the engine's parse_settings checks)."""
    kind = kinds.get(kind_name)
    settings_type = kind.create_settings_type
    typed = extend_schema_field(documented(settings_type, struct_name(settings_type)))
    field = typed(type(f"{struct_name(settings_type)}Field", (serializers.DictField,), {}))
    prefix = kind.name.capitalize()
    namespace = {"__module__": __name__, "settings": field(required=False)}
    return type(f"{prefix}GameCreateSerializer", (GameCreateSerializer,), namespace)


def created_body(created: services.CreatedGame) -> dict[str, Any]:
    game = created.game
    return bodies.build(
        bodies.CreatedGame,
        id=game.pk,
        kind=game.kind,
        version=game.version,
        join_code=game.join_code,
        join_code_expires_at=game.join_code_expires_at,
        host_token=created.host_token,
        seats=selectors.seats_summary(game),
    )


CREATED = documented(bodies.CreatedGame, "CreatedGame")
CARD_FACTS = documented(bodies.CardFacts, "CardFacts")


class GameCreateApi(CreatesRows, KindView):
    def post(self, request):
        data = create_serializer(self.kind_name)(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        cube, cards = catalogue().game_cards(
            cube_id=values.get("cube"), names=values.get("cards"), required=self.game_kind.needs_cards
        )
        created = services.create_game(
            kind=self.kind_name,
            seat_names=values["seats"],
            settings_doc=values.get("settings"),
            cards=cards,
            host_user=request.user,
            title=values.get("title", ""),
            cube=cube,
        )
        return Response(created_body(created), status=status.HTTP_201_CREATED)


class GameDetailApi(KindView):
    """The caller's view, with an ETag of the answer: sent back in If-None-Match, an answer that
    has not changed is a 304 with no body (a page that polls while its socket cannot open pays
    a few hundred bytes a read, not the whole view)."""

    def get(self, request, game_id: int):
        game, actor = self.game_and_actor(request, game_id)
        return Response(selectors.game_detail(game, actor))

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        if request.method != "GET" or response.status_code != status.HTTP_200_OK:
            return response
        response.render()
        # weak: the gzipped answer is the same answer (GZipMiddleware weakens a strong one), and
        # a 304 must name the answer with the very validator its 200 carried
        response["ETag"] = f'W/"{hashlib.blake2b(response.content, digest_size=16).hexdigest()}"'
        return get_conditional_response(request, etag=response["ETag"], response=response)


class GameDetailByReferenceApi(GameDetailApi):
    """The caller's view as GameDetailApi answers it, each card of the view its id: a page that
    keeps the facts of the cards it was sent (by id) reads them once per game, not at every read."""

    def get(self, request, game_id: int):
        game, actor = self.game_and_actor(request, game_id)
        return Response(selectors.game_detail(game, actor, cards_by_reference=True))


class GameCardsApi(KindView):
    def get(self, request, game_id: int):
        game, actor = self.game_and_actor(request, game_id)
        card_ids = _query_ids(request, "ids", selectors.MAX_CARD_IDS)
        return Response(bodies.build(bodies.CardFacts, cards=selectors.card_facts(game, actor, card_ids)))


class GameActionApi(KindView):
    def post(self, request, game_id: int):
        game, actor = self.game_and_actor(request, game_id)
        seat_number = services.require_player(actor)
        payload, expected_version = services.split_command(request.data)
        key = request.headers.get("Idempotency-Key")
        services.check_idempotency_key(key, "Idempotency-Key")
        result = services.execute_action(
            game_id=game.pk,
            seat_number=seat_number,
            payload=payload,
            expected_version=expected_version,
            idempotency_key=key,
            claimed_at=actor.seat.claimed_at,
        )
        response = Response(result.body)
        if result.replayed:
            response["Idempotent-Replayed"] = "true"
        return response


class GameEventsApi(KindView):
    def get(self, request, game_id: int):
        game, actor = self.game_and_actor(request, game_id)
        after = _query_int(request, "after", 0)
        limit = _query_int(request, "limit", selectors.MAX_EVENTS_PAGE)
        return Response(
            bodies.build(
                bodies.EventsPage, version=game.version, events=selectors.events_after(game, actor, after, limit)
            )
        )


def _query_int(request, name: str, default: int) -> int:
    raw = request.query_params.get(name)
    if raw is None:
        return default
    if problem := validation.query_number_problem(raw, name):
        raise BadInput(problem, field=name)
    return int(raw)


def _query_ids(request, name: str, most: int) -> list[int]:
    raw = request.query_params.get(name)
    if not raw:
        raise BadInput(f"{name} must name the ids wanted, separated by commas (such as {name}=3,17)", field=name)
    parts = raw.split(",", most)
    if len(parts) > most:
        raise BadInput(f"{name} may name at most {most} ids a read", field=name)
    for part in parts:
        if not validation.ascii_digits(part) or len(part) > 9:
            raise BadInput(
                f"{name} must be card ids (whole numbers of at most 9 digits) separated by commas: {quoted(part)} "
                "is not one",
                field=name,
            )
    return [int(part) for part in parts]


class GameExportApi(KindView):
    def get(self, request, game_id: int):
        game, actor = self.game_and_actor(request, game_id)
        if not actor.is_host:
            raise NotAllowed("only the host may export a game: the file holds every hidden card", code="not_host")
        services.require_export_consent(game)
        response = Response(services.export_game(game))
        response["Content-Disposition"] = f'attachment; filename="{game.kind}-{game.pk}.json"'
        return response


class GameImportApi(CreatesRows, KindView):
    def post(self, request):
        if not isinstance(request.data, dict):
            raise BadInput(body_not_an_object(type(request.data).__name__))
        if request.data.get("kind") != self.kind_name:
            article = "an" if self.game_kind.label[0].lower() in "aeiou" else "a"  # an Auction Magic table
            raise Unprocessable(f"send {article} {self.game_kind.label} export (kind {self.kind_name!r})", field="kind")
        created = services.import_game(request.data, host_user=request.user)
        return Response(created_body(created), status=status.HTTP_201_CREATED)


class JoinCodeApi(KindView):
    @extend_schema(request=None, responses={200: documented(bodies.JoinCode, "JoinCode"), **ERRORS})
    def post(self, request, game_id: int):
        game, actor = self.game_and_actor(request, game_id)
        if not actor.is_host:
            raise NotAllowed("only the host may renew the join code", code="not_host")
        game = services.renew_join_code(game.pk)
        return Response(
            bodies.build(bodies.JoinCode, join_code=game.join_code, join_code_expires_at=game.join_code_expires_at)
        )


class SeatReleaseApi(KindView):
    """The host frees a taken seat whose phone is lost: the seat is joined again with the join code."""

    @extend_schema(request=None, responses={200: documented(bodies.SeatSummary, "SeatSummary"), **ERRORS})
    def post(self, request, game_id: int, number: int):
        game, actor = self.game_and_actor(request, game_id)
        if not actor.is_host:
            raise NotAllowed("only the host may free a seat", code="not_host")
        seat = services.release_seat(game.pk, number)
        return Response(bodies.build(bodies.SeatSummary, number=seat.number, name=seat.name, claimed=seat.is_claimed))


class SeatPreferencesSerializer(StrictSerializer):
    shares_with_spectators = StrictBooleanField(required=False)
    email = BoundedEmailField(max_length=max_length(Seat, "email"), required=False, allow_blank=True)
    allows_export = StrictBooleanField(
        required=False, help_text="let the host export the unfinished game, which holds every hidden card and the seed"
    )


class MySeatApi(KindView):
    @extend_schema(
        request=SeatPreferencesSerializer,
        responses={200: documented(bodies.SeatPreferences, "SeatPreferences"), **ERRORS},
    )
    def patch(self, request, game_id: int):
        game, actor = self.game_and_actor(request, game_id)
        services.require_player(actor)
        data = SeatPreferencesSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        seat = services.set_seat_preferences(actor.seat, data.validated_data)
        return Response(
            bodies.build(
                bodies.SeatPreferences,
                seat=seat.number,
                email=seat.email,
                shares_with_spectators=seat.shares_with_spectators,
                allows_export=seat.allows_export,
            )
        )


class JoinSerializer(StrictSerializer):
    code = StrictCharField(max_length=20)
    seat = StrictIntegerField(required=False, min_value=0, max_value=64)
    name = LineOfTextField(max_length=max_length(Seat, "name"), required=False, allow_blank=True)
    spectate = StrictBooleanField(required=False, default=False)
    watching = StrictIntegerField(required=False, min_value=0, max_value=64)
    set_cookie = StrictBooleanField(
        required=False, default=False, help_text="for the phone pages: keep the seat token in a cookie"
    )

    def validate(self, attrs):
        if attrs["spectate"] and "seat" in attrs:
            raise serializers.ValidationError({"seat": ["a spectator takes no seat: send seat or spectate, not both"]})
        if not attrs["spectate"] and "watching" in attrs:
            raise serializers.ValidationError({"watching": ["only a spectator watches a seat: send spectate too"]})
        return attrs


@method_decorator(ensure_csrf_cookie, name="post")
class JoinApi(JsonApi):
    """Also sets the csrftoken cookie, so that a cookie-authenticated client can write next."""

    throttle_classes = [JoinThrottle]

    @extend_schema(request=JoinSerializer, responses={201: documented(bodies.Joined, "Joined"), **ERRORS})
    def post(self, request):
        data = JoinSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        claimed = services.claim_seat(
            code=values["code"],
            seat_number=values.get("seat"),
            name=values.get("name", ""),
            spectate=values["spectate"],
            watching=values.get("watching"),
            user=request.user,
            held=held_seats(request),
        )
        game = claimed.seat.game
        body = bodies.build(
            bodies.Joined,
            game=game.pk,
            kind=game.kind,
            plural=kinds.get(game.kind).plural,
            seat=claimed.seat.number,
            role=claimed.seat.role,
            token=claimed.token,
        )
        response = Response(body, status=status.HTTP_201_CREATED)
        if values["set_cookie"]:
            set_seat_cookie(response, game.pk, claimed.token)
        return response


def set_seat_cookie(response: HttpResponse, game_id: int, token: str) -> None:
    response.set_cookie(
        seat_cookie_name(game_id),
        token,
        max_age=60 * 60 * 24 * 120,
        httponly=True,
        samesite="Lax",
        secure=settings.SESSION_COOKIE_SECURE,
    )


def kind_schemas(kind: kinds.GameKind) -> dict[type, Any]:
    """What each shared view takes and answers for this kind: its engine's own types."""
    kind_bodies = schema.kind_bodies(kind)
    if_none_match = OpenApiParameter(
        "If-None-Match",
        str,
        OpenApiParameter.HEADER,
        required=False,
        description="the ETag of an earlier answer: 304 with no body if the answer is the same",
    )
    unchanged = OpenApiResponse(description="the answer is the same as the one of the ETag sent")
    return {
        GameCreateApi: extend_schema(request=create_serializer(kind.name), responses={201: CREATED, **ERRORS}),
        GameDetailApi: extend_schema(
            parameters=[if_none_match],
            responses={200: kind_bodies.detail, 304: unchanged, **ERRORS},
            description="The game as the caller may see it, with its view; its ETag names the answer.",
        ),
        GameDetailByReferenceApi: extend_schema(
            parameters=[if_none_match],
            # made from the kind's detail by tabletop.http.schema.add_components
            responses={200: {"$ref": f"{REF}{kind.name.capitalize()}GameDetailByReference"}, 304: unchanged, **ERRORS},
            description="The game as `GET .../<id>/` answers it, but each card of the view is a reference, "
            '`{"$card": id, ...}` (its id and what the view adds to it, such as `owner`), as in a pushed patch: '
            "keep the facts of each card by id (from `GET .../<id>/cards/?ids=`, or a patch's `cards`) and put them "
            "in place of the reference. A client that keeps them reads each card's facts once per game.",
        ),
        GameCardsApi: extend_schema(
            parameters=[
                OpenApiParameter(
                    "ids",
                    str,
                    required=True,
                    pattern=rf"^[0-9]{{1,9}}(,[0-9]{{1,9}}){{0,{selectors.MAX_CARD_IDS - 1}}}$",
                    description=f"card ids, separated by commas (at most {selectors.MAX_CARD_IDS})",
                )
            ],
            responses={200: CARD_FACTS, **ERRORS},
            description="The facts of the cards named that are in the caller's view now, by id. An id that is not "
            "(a hidden card, or none of this game's) is left out of the answer, which tells nothing of it.",
        ),
        GameActionApi: extend_schema(
            request={"application/json": kind_bodies.action},
            parameters=[
                OpenApiParameter(
                    "Idempotency-Key",
                    str,
                    OpenApiParameter.HEADER,
                    required=False,
                    description="a retry with the same key replays the first response",
                )
            ],
            responses={200: kind_bodies.answer, **ERRORS},
            description="Post one action: the action's fields plus an optional expected_version.",
        ),
        GameEventsApi: extend_schema(
            parameters=[
                OpenApiParameter("after", int, description="return actions with seq greater than this"),
                OpenApiParameter("limit", int, description=f"at most {selectors.MAX_EVENTS_PAGE}"),
            ],
            responses={200: kind_bodies.events, **ERRORS},
        ),
        GameExportApi: extend_schema(
            responses={200: kind_bodies.export, **ERRORS},
            description="The whole game (log, snapshot, seed): the host's save file. It holds every hidden card and "
            "the seed, so an unfinished game is exported only once every player allows it (PATCH "
            "seats/me/ with allows_export); an operator may use `manage.py export_game`.",
        ),
        GameImportApi: extend_schema(
            request={"application/json": kind_bodies.export}, responses={201: CREATED, **ERRORS}
        ),
    }


def kind_view(view: type[KindView], kind: kinds.GameKind, schemas: dict[type, Any]):
    """The shared view, for this kind, with this kind's schema."""
    method = "get" if hasattr(view, "get") else "post"
    typed = type(f"{kind.name.capitalize()}{view.__name__}", (view,), {"kind_name": kind.name})
    return extend_schema_view(**{method: schemas[view]})(typed).as_view()


def kind_urlpatterns(kind: kinds.GameKind) -> list:
    name = kind.name
    base = f"{kind.plural}/"
    schemas = kind_schemas(kind)
    return [
        path(base, kind_view(GameCreateApi, kind, schemas), name=f"{name}-create"),
        path(f"{base}import/", kind_view(GameImportApi, kind, schemas), name=f"{name}-import"),
        path(f"{base}<int:game_id>/", kind_view(GameDetailApi, kind, schemas), name=f"{name}-detail"),
        path(f"{base}<int:game_id>/refs/", kind_view(GameDetailByReferenceApi, kind, schemas), name=f"{name}-refs"),
        path(f"{base}<int:game_id>/cards/", kind_view(GameCardsApi, kind, schemas), name=f"{name}-cards"),
        path(f"{base}<int:game_id>/actions/", kind_view(GameActionApi, kind, schemas), name=f"{name}-actions"),
        path(f"{base}<int:game_id>/events/", kind_view(GameEventsApi, kind, schemas), name=f"{name}-events"),
        path(f"{base}<int:game_id>/stream/", sse.stream_view(name), name=f"{name}-stream"),
        path(f"{base}<int:game_id>/export/", kind_view(GameExportApi, kind, schemas), name=f"{name}-export"),
        path(f"{base}<int:game_id>/join-code/", JoinCodeApi.as_view(kind_name=name), name=f"{name}-join-code"),
        path(f"{base}<int:game_id>/seats/me/", MySeatApi.as_view(kind_name=name), name=f"{name}-my-seat"),
        path(
            f"{base}<int:game_id>/seats/<int:number>/release/",
            SeatReleaseApi.as_view(kind_name=name),
            name=f"{name}-seat-release",
        ),
    ]

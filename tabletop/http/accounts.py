"""Accounts for third-party clients, without the admin pages: a user's API token for a username
and password, an account of one's own when the server allows sign-up (ALLOW_SIGNUP), and the
list of the caller's games. Per-user endpoints live outside /api/v1/<plural>/<id>/: they belong
to no single game."""

import logging
import math

from django.conf import settings
from django.contrib import admin
from django.contrib.auth import authenticate, get_user_model, password_validation
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.shortcuts import render
from django.urls import path
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import exceptions, serializers, status
from rest_framework.authtoken.models import Token
from rest_framework.generics import ListAPIView
from rest_framework.response import Response
from rest_framework.views import APIView

from tabletop.access.throttles import AddressThrottle, PerAddressThrottle
from tabletop.core import kinds
from tabletop.core.columns import max_length
from tabletop.core.errors import BadInput, Conflict, NotAllowed
from tabletop.http.api import ERRORS
from tabletop.http.fields import BoundedEmailField, StrictCharField, StrictSerializer
from tabletop.models import Game, Seat

logger = logging.getLogger(__name__)


class AccountsPaused(exceptions.APIException):
    status_code = 503
    default_code = "unavailable"
    default_detail = "signing in is paused for a moment (the rate-limit store is unavailable); retry shortly"
    wait = 5


class PasswordThrottle(AddressThrottle):
    """Every try with a password counts, per address (RATE_LIMIT_AUTH): passwords cannot be
    guessed by trying. Without the rate-limit store it refuses (503) rather than let guesses by."""

    scope = "auth"

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}

    def allow_request(self, request, view):
        try:
            return super().allow_request(request, view)
        except exceptions.Throttled:
            raise
        except Exception as error:  # the cache backend's own connection errors
            logger.warning("password try refused: the rate-limit cache is unavailable (%s)", type(error).__name__)
            raise AccountsPaused() from None


def admin_login(request, extra_context=None):
    """The admin's sign-in, every password tried counted per address as at /auth/token/
    (RATE_LIMIT_AUTH): under make run it faces the network, and each try costs a password hash."""
    if request.method == "POST":
        try:
            PasswordThrottle().allow_request(request, None)
        except (exceptions.Throttled, AccountsPaused) as refused:
            context = {"message": refused.detail}
            answer = render(request, "admin/login_refused.html", context, status=refused.status_code)
            answer["Retry-After"] = str(math.ceil(refused.wait))
            return answer
    return admin.site.login(request, extra_context)


TOKEN_ANSWER = inline_serializer("UserToken", {"username": serializers.CharField(), "token": serializers.CharField()})


def token_answer(user) -> dict:
    token, _ = Token.objects.get_or_create(user=user)
    return {"username": user.get_username(), "token": token.key}


class CredentialsSerializer(StrictSerializer):
    username = StrictCharField(max_length=150)
    password = StrictCharField(max_length=128, trim_whitespace=False)


class TokenApi(APIView):
    authentication_classes = []  # a stale Authorization header must not stop a sign-in
    throttle_classes = [PerAddressThrottle, PasswordThrottle]

    @extend_schema(
        request=CredentialsSerializer,
        responses={200: TOKEN_ANSWER, **ERRORS},
        description="The user's API token (made on first use), for `Authorization: Token <key>`. "
        "Rate-limited per address (RATE_LIMIT_AUTH), every try counted.",
    )
    def post(self, request):
        data = CredentialsSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        user = authenticate(request, username=data.validated_data["username"], password=data.validated_data["password"])
        if user is None:
            raise BadInput("no active account has this username and password", code="invalid_credentials")
        return Response(token_answer(user))


class SignupSerializer(CredentialsSerializer):
    email = BoundedEmailField(max_length=max_length(get_user_model(), "email"), required=False, allow_blank=True)


class SignupApi(APIView):
    authentication_classes = []
    throttle_classes = [PerAddressThrottle, PasswordThrottle]

    @extend_schema(
        request=SignupSerializer,
        responses={201: TOKEN_ANSWER, **ERRORS},
        description="Create an account and get its API token, when the server allows sign-up "
        "(ALLOW_SIGNUP; off by default: 403 signup_closed).",
    )
    def post(self, request):
        if not settings.ALLOW_SIGNUP:
            raise NotAllowed(
                "this server does not allow sign-up: ask its operator for an account", code="signup_closed"
            )
        data = SignupSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        users = get_user_model()
        candidate = users(username=values["username"], email=values.get("email", ""))
        try:
            candidate.full_clean(exclude=["password"], validate_unique=False)
            password_validation.validate_password(values["password"], candidate)
        except DjangoValidationError as error:
            field, messages = next(iter(_problems(error).items()))
            raise BadInput(f"{field}: {' '.join(messages)}", field=field) from None
        candidate.set_password(values["password"])
        try:
            with transaction.atomic():
                candidate.save()
        except IntegrityError:
            raise Conflict(
                f"the username {values['username']!r} is taken", code="username_taken", field="username"
            ) from None
        return Response(token_answer(candidate), status=status.HTTP_201_CREATED)


def _problems(error: DjangoValidationError) -> dict[str, list[str]]:
    if hasattr(error, "error_dict"):
        return {field: [m for e in errors for m in e.messages] for field, errors in error.error_dict.items()}
    return {"password": error.messages}


class MyGameSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    kind = serializers.CharField()
    url = serializers.CharField(help_text="the game's API address")
    title = serializers.CharField()
    status = serializers.CharField()
    version = serializers.IntegerField()
    is_host = serializers.BooleanField()
    places = serializers.ListField(
        child=inline_serializer(
            "MyPlace", {"role": serializers.CharField(), "seat": serializers.IntegerField(allow_null=True)}
        ),
        help_text="the seats and spectator places your account holds at this game",
    )
    waiting_on = serializers.ListField(child=serializers.IntegerField())
    updated_at = serializers.DateTimeField()

    def to_representation(self, game: Game) -> dict:
        user = self.context["user"]
        mine = [seat for seat in game.seats.all() if seat.user_id == user.pk]
        return {
            "id": game.pk,
            "kind": game.kind,
            "url": f"/api/v1/{kinds.get(game.kind).plural}/{game.pk}/",
            "title": game.title,
            "status": game.status,
            "version": game.version,
            "is_host": game.host_id == user.pk or any(seat.role == Seat.Role.HOST for seat in mine),
            "places": [{"role": seat.role, "seat": seat.number} for seat in mine if seat.role != Seat.Role.HOST],
            "waiting_on": game.waiting_on,
            "updated_at": self.fields["updated_at"].to_representation(game.updated_at),
        }


class MyGamesApi(ListAPIView):
    serializer_class = MyGameSerializer

    def get_queryset(self):
        user = self.request.user
        if not (user and user.is_authenticated):
            if isinstance(self.request.auth, Seat):
                raise NotAllowed(
                    "a seat token belongs to one seat of one game: list your games with a user token", code="not_a_user"
                )
            raise exceptions.NotAuthenticated("send your user token: Authorization: Token <key>")
        games = Game.objects.filter(Q(host=user) | Q(seats__user=user)).distinct()
        params = self.request.query_params
        if value := params.get("status"):
            if value not in Game.Status.values:
                raise BadInput(f"status must be one of {', '.join(Game.Status.values)}", field="status")
            games = games.filter(status=value)
        if value := params.get("kind"):
            names = [kind.name for kind in kinds.all_kinds()]
            if value not in names:
                raise BadInput(f"kind must be one of {', '.join(names)}", field="kind")
            games = games.filter(kind=value)
        return games.defer(*Game.DOCUMENTS).prefetch_related("seats").order_by("-updated_at", "-pk")

    def get_serializer_context(self):
        return {**super().get_serializer_context(), "user": self.request.user}

    @extend_schema(
        parameters=[
            OpenApiParameter("status", str, enum=list(Game.Status.values)),
            OpenApiParameter("kind", str, description="auction, saga or battler"),
        ],
        responses={200: MyGameSerializer(many=True), **ERRORS},
        description="The games your account hosts or holds a seat in (user token), most recently changed first.",
    )
    def get(self, request, *args, **kwargs):
        return super().get(request, *args, **kwargs)


urlpatterns = [
    path("auth/token/", TokenApi.as_view(), name="auth-token"),
    path("auth/signup/", SignupApi.as_view(), name="auth-signup"),
    path("me/games/", MyGamesApi.as_view(), name="my-games"),
]

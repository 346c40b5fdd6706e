"""The rows every game kind shares: one Game table (state as JSON, one gap-free version, the
seeded generator), its seats and its append-only action log.

One table for every kind means one lock, one sequence and one log path for all formats; each
format adds its rules as an engine (see tabletop/core/kinds.py), not tables of its own."""

import hashlib
import secrets

import msgspec
from django import forms
from django.conf import settings
from django.db import models
from django.db.models import Q
from django.db.models.fields.json import KeyTransform
from django.urls import NoReverseMatch, reverse
from psycopg.types.json import Jsonb

from tabletop.rules.rng import LATEST_GENERATOR


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(32)


class FastJSONField(models.JSONField):
    """A JSON column written or read by every action (the log's payload and events): msgspec
    encodes and decodes it several times faster than the json module, to the same documents."""

    def from_db_value(self, value, expression, connection):
        if isinstance(value, str) and not isinstance(expression, KeyTransform):
            try:
                return msgspec.json.decode(value)
            except msgspec.DecodeError:
                pass  # not JSON text: the json module's path decides
        return super().from_db_value(value, expression, connection)

    def get_db_prep_value(self, value, connection, prepared=False):
        if connection.vendor != "postgresql":
            return super().get_db_prep_value(value, connection, prepared)
        if not prepared:
            value = self.get_prep_value(value)
        return Jsonb(value, dumps=msgspec.json.encode)


class JSONDocumentField(models.Field):
    """A JSON document the database keeps but never looks into: its text in a text column, which
    PostgreSQL neither parses nor prints, unlike jsonb (2.2 ms against 0.9 for a 15 KB state,
    locked, read and rewritten), and sends as it is, unlike bytea's hex (a 9 KB state: 0.50 ->
    0.46 ms, 50 KB: 1.06 -> 0.79 ms). For what an action rewrites whole: the state and the answers
    kept for retries. Reads decode it with msgspec; a write may pass JSON encoded already
    (msgspec.Raw)."""

    description = "a JSON document, stored as its text"

    def get_internal_type(self) -> str:
        return "TextField"

    def from_db_value(self, value, expression, connection):
        return None if value is None else msgspec.json.decode(value)

    def get_db_prep_value(self, value, connection, prepared=False):
        if value is None:
            return None
        return str(value if isinstance(value, msgspec.Raw) else msgspec.json.encode(value), "utf-8")

    def value_to_string(self, obj) -> str:
        return msgspec.json.encode(self.value_from_object(obj)).decode()

    def formfield(self, **kwargs):
        return super().formfield(**{"form_class": forms.JSONField, **kwargs})


class Game(models.Model):
    class Status(models.TextChoices):
        ACTIVE = "active"
        FINISHED = "finished"

    kind = models.CharField(max_length=20, db_index=True)
    ruleset_version = models.CharField(max_length=32)
    title = models.CharField(max_length=120, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.ACTIVE, db_index=True)
    table_settings = models.JSONField(default=dict)
    state = JSONDocumentField(help_text="the engine's state without its cards (see cards)")
    initial_state = models.JSONField(help_text="the state after set-up, without its cards")
    cards = models.JSONField(default=list, blank=True, help_text="the game's cards: written once, never changed")
    version = models.PositiveIntegerField(default=0, help_text="seq of the last applied action")
    rng_seed = models.CharField(max_length=64, help_text="secret: never leaves the server but in a host export")
    rng_counter = models.PositiveBigIntegerField(default=0)
    initial_rng_counter = models.PositiveBigIntegerField(default=0)
    rng_generator = models.PositiveSmallIntegerField(
        default=LATEST_GENERATOR, help_text="how the seed and counter make words (tabletop.rules.rng): never changed"
    )
    cube = models.ForeignKey("cards.Cube", null=True, blank=True, on_delete=models.SET_NULL, related_name="games")
    host = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="hosted_games"
    )
    join_code = models.CharField(max_length=12, unique=True, null=True, blank=True)
    join_code_expires_at = models.DateTimeField(null=True, blank=True)
    waiting_on = models.JSONField(default=list, blank=True, help_text="seats the game waits on")
    waiting_since = models.DateTimeField(null=True, blank=True)
    reminded_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    imported_at = models.DateTimeField(
        null=True,
        blank=True,
        help_text="made from an export file, whose holder has seen every hidden card and the seed: players are told",
    )

    # The documents a read of who sits where never needs: decoding them took longer than the read.
    DOCUMENTS = ("state", "initial_state", "cards")

    class Meta:
        indexes = [models.Index(fields=["kind", "status"])]

    def __str__(self) -> str:
        return f"{self.kind} #{self.pk} {self.title}".strip()

    def get_absolute_url(self) -> str:
        """The page of the game: its format's own ("<kind>-page") or the plain one."""
        try:
            return reverse(f"{self.kind}-page", args=[self.pk])
        except NoReverseMatch:
            return reverse("game-page", args=[self.pk])


class Seat(models.Model):
    GAME_DOCUMENTS = tuple(f"game__{name}" for name in Game.DOCUMENTS)  # to defer, reading seats with their game

    class Role(models.TextChoices):
        PLAYER = "player"
        SPECTATOR = "spectator"
        HOST = "host"

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="seats")
    role = models.CharField(max_length=10, choices=Role.choices, default=Role.PLAYER)
    number = models.PositiveSmallIntegerField(null=True, blank=True, help_text="turn order; none for spectators")
    name = models.CharField(max_length=40)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="seats"
    )
    token_hash = models.CharField(max_length=64, unique=True, null=True, blank=True)
    claimed_at = models.DateTimeField(null=True, blank=True)
    shares_with_spectators = models.BooleanField(default=False)
    watching = models.PositiveSmallIntegerField(null=True, blank=True, help_text="spectators: the seat watched")
    email = models.EmailField(blank=True, help_text="optional, for reminders")
    allows_export = models.BooleanField(
        default=False, help_text="this player lets the host export the unfinished game (every hidden card, the seed)"
    )

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["game", "number"], condition=Q(role="player"), name="one_player_per_seat_number"
            )
        ]
        ordering = ["game", "role", "number", "pk"]

    def __str__(self) -> str:
        return f"{self.name} ({self.role} {self.number}) of game {self.game_id}"

    @property
    def is_player(self) -> bool:
        return self.role == self.Role.PLAYER

    @property
    def is_claimed(self) -> bool:
        return self.token_hash is not None or self.user_id is not None


class Action(models.Model):
    """One entry of a game's log: append-only, never edited or deleted on its own."""

    # No index of its own: one_action_per_seq (game, seq) serves every lookup by game.
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="actions", db_index=False)
    seq = models.PositiveIntegerField()
    seat = models.SmallIntegerField(null=True, blank=True, help_text="the acting seat; none for the table")
    type = models.CharField(max_length=40)
    payload = FastJSONField()
    events = FastJSONField(default=list)
    created_at = models.DateTimeField(auto_now_add=True)
    idempotency_key = models.CharField(max_length=128, null=True, blank=True)  # noqa: DJ001 (null: no key)
    request_hash = models.CharField(max_length=64, blank=True)
    response = JSONDocumentField(null=True, blank=True, help_text="first response, replayed for a retried key")

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["game", "seq"], name="one_action_per_seq"),
            models.UniqueConstraint(
                fields=["game", "seat", "idempotency_key"],
                condition=Q(idempotency_key__isnull=False),
                name="one_action_per_idempotency_key",
            ),
        ]
        ordering = ["game", "seq"]

    def __str__(self) -> str:
        return f"game {self.game_id} #{self.seq} {self.type}"

    def save(self, *args, **kwargs):
        if self.pk is not None:
            raise ValueError("the action log is append-only: a correction is a new action")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise ValueError("the action log is append-only")


class SeatMove(models.Model):
    """A one-time link that moves a player's seat to another phone (services.move_seat): the seat's
    phone made it, the first phone to open it before it expires takes the seat. Only the hash of
    its token is kept."""

    seat = models.ForeignKey(Seat, on_delete=models.CASCADE, related_name="moves")
    token_hash = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    used_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"move of {self.seat}"

"""The only code that writes games. Each command locks the game row first, applies the pure
engine, saves, appends to the log, and publishes (and schedules table steps) after commit."""

import hashlib
import json
import secrets
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import msgspec
from celery import current_app
from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Exists, OuterRef, Subquery
from django.utils import timezone

from tabletop.core import bodies, kinds, patches, realtime, states
from tabletop.core.catalogue import catalogue
from tabletop.core.columns import check_fits
from tabletop.core.errors import (
    BadInput,
    Conflict,
    GameRejected,
    IdempotencyKeyReused,
    NotAllowed,
    NotFound,
    StaleVersion,
    Unprocessable,
    quoted,
)
from tabletop.models import Action, Game, Seat, SeatMove, hash_token, new_token
from tabletop.rules import validation
from tabletop.rules.engine import Card, IllegalAction, to_builtins
from tabletop.rules.engine import Seat as SeatNumber
from tabletop.rules.rng import GENERATORS, Rng, new_seed
from tabletop.rules.undo import ProposeUndo, Undo
from tabletop.rules.validation import name_keys, names_alike, text_problem

JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read aloud at a table
JOIN_CODE_LENGTH = 8  # 31**8 ~ 8.5e11 codes; with the join rate limit, not guessable


@dataclass
class CommandResult:
    body: dict[str, Any]
    replayed: bool = False


@dataclass
class CreatedGame:
    game: Game
    host_token: str


def new_join_code() -> str:
    return "".join(secrets.choice(JOIN_CODE_ALPHABET) for _ in range(JOIN_CODE_LENGTH))


def normalise_join_code(code: str) -> str:
    return "".join(ch for ch in code.upper() if ch.isalnum())


def split_command(data: Any) -> tuple[Any, int | None]:
    """A command body is the action itself plus an optional `expected_version`."""
    if not isinstance(data, dict):
        raise BadInput("send the action as a JSON object with a 'type'", code="invalid_action", field="type")
    payload = dict(data)
    expected = payload.pop("expected_version", None)
    if expected is not None and (not isinstance(expected, int) or isinstance(expected, bool) or expected < 0):
        raise BadInput("expected_version must be a whole number >= 0", field="expected_version")
    return payload, expected


def check_idempotency_key(key: Any, field: str) -> None:
    """A retry key is 1 to 128 printable ASCII characters (as an HTTP header can carry one),
    whether it comes as a header or in a socket frame."""
    if key is not None and not (isinstance(key, str) and 0 < len(key) <= 128 and key.isascii() and key.isprintable()):
        raise BadInput(f"{field} must be 1 to 128 printable ASCII characters", field=field)


def request_fingerprint(payload: Any, expected_version: int | None) -> str:
    canonical = json.dumps([payload, expected_version], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


# -- views -----------------------------------------------------------------------------------------
def game_view(game: Game, view_seat: SeatNumber, *, state=None) -> dict[str, Any]:
    """What `view_seat` (None: public only) sees of the game: built by the format's views."""
    engine = kinds.get(game.kind).engine
    state = states.load(game, engine) if state is None else state
    return engine.player_view(state, view_seat)


def redact_events(game_kind: str, events: list[dict], view_seat: SeatNumber) -> list[dict]:
    engine = kinds.get(game_kind).engine
    return [engine.event_view(event, view_seat) for event in events]


# -- creating and joining ------------------------------------------------------------------------
def create_game(
    *,
    kind: str,
    seat_names: list[str],
    settings_doc: dict[str, Any] | None,
    cards: list[Card],
    host_user=None,
    title: str = "",
    cube=None,
    seed: str | None = None,
) -> CreatedGame:
    game_kind = kinds.get(kind)
    engine = game_kind.engine
    if not game_kind.min_seats <= len(seat_names) <= game_kind.max_seats:
        raise Unprocessable(
            f"{game_kind.label} takes {game_kind.seat_counts} seats; got {len(seat_names)}",
            code="bad_seat_count",
            field="seats",
        )
    if game_kind.resolve_settings is not None:
        settings_doc = game_kind.resolve_settings(settings_doc)
    try:
        parsed_settings = engine.parse_settings(settings_doc)
    except IllegalAction as error:
        field = f"settings.{error.field}" if error.field else "settings"
        raise BadInput(f"settings: {error.message}", code=error.code, field=field) from None
    rng = Rng(seed or new_seed())
    try:
        state = engine.setup(parsed_settings, cards, seat_names, rng)
    except IllegalAction as error:  # e.g. a cube too small: the request cannot make this game
        if error.code == "invalid_settings":  # a setting these seats cannot play: named as settings are
            field = f"settings.{error.field}" if error.field else "settings"
            raise Unprocessable(f"settings: {error.message}", code=error.code, field=field) from None
        raise Unprocessable(error.message, code=error.code, field=error.field) from None
    encoded, game_cards = states.split(engine, state)
    host_token = new_token()
    with transaction.atomic():
        game = Game.objects.create(
            kind=kind,
            ruleset_version=engine.ruleset_version,
            title=title,
            table_settings=to_builtins(parsed_settings),
            state=encoded,
            initial_state=encoded,
            cards=game_cards,
            rng_seed=rng.seed,
            rng_counter=rng.counter,
            initial_rng_counter=rng.counter,
            rng_generator=rng.generator,
            cube=cube,
            host=host_user if host_user is not None and host_user.is_authenticated else None,
            join_code=_unused_join_code(),
            join_code_expires_at=timezone.now() + timedelta(hours=settings.JOIN_CODE_TTL_HOURS),
            waiting_on=engine.waiting_on(state),
            waiting_since=timezone.now(),
        )
        _make_seats(game, seat_names, host_token)
        if engine.system_action(state) is not None:
            schedule_table_step_on_commit(game.pk, game.version)
    return CreatedGame(game=game, host_token=host_token)


def _make_seats(game: Game, names: list[str], host_token: str) -> None:
    """A new game's seats, made or imported: one per player, unclaimed, and the host's, claimed."""
    Seat.objects.bulk_create(
        [Seat(game=game, role=Seat.Role.PLAYER, number=n, name=name) for n, name in enumerate(names)]
        + [
            Seat(
                game=game,
                role=Seat.Role.HOST,
                name="host",
                token_hash=hash_token(host_token),
                user=game.host,
                claimed_at=timezone.now(),
            )
        ]
    )


def _unused_join_code() -> str:
    while True:
        code = new_join_code()
        if not Game.objects.filter(join_code=code).exists():
            return code


def renew_join_code(game_id: int) -> Game:
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game_id)
        game.join_code = _unused_join_code()
        game.join_code_expires_at = timezone.now() + timedelta(hours=settings.JOIN_CODE_TTL_HOURS)
        game.save(update_fields=["join_code", "join_code_expires_at", "updated_at"])
    return game


def release_seat(game_id: int, number: int) -> Seat:
    """The host frees a taken player's seat (its phone lost, broken or replaced): the token it was
    taken with names nothing from now on, the sockets and streams reading as it close, and the
    join code takes it again. Its holder's email, consent to export and sharing with spectators
    are cleared (the next holder gave none of them), and its phones' Web Push subscriptions
    dropped. The game waits on that seat until then, and nothing else changes."""
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game_id)
        seat = game.seats.filter(role=Seat.Role.PLAYER, number=number).first()
        if seat is None:
            raise Unprocessable(f"this game has no seat {number}", code="no_such_seat", field="seat")
        if not seat.is_claimed:
            raise Conflict(f"seat {number} ({seat.name}) is free already", code="seat_free", field="seat")
        released = Seat.objects.get(pk=seat.pk)  # as its readers hold it: their claim is what ends
        seat.token_hash, seat.user, seat.claimed_at = None, None, None
        # what its holder gave (an address, consent to export, sharing with spectators) is theirs:
        # whoever takes the seat next with the join code reads and inherits none of it
        seat.email, seat.allows_export, seat.shares_with_spectators = "", False, False
        seat.save(
            update_fields=["token_hash", "user", "claimed_at", "email", "allows_export", "shares_with_spectators"]
        )
        seat.push_subscriptions.all().delete()  # the phone that lost the seat is told nothing more of it
        seat.moves.all().delete()  # a move link its phone made gives the seat to nobody now
        realtime.publish_on_commit(realtime.seat_released_message(game, released))  # first: it hears no more
        _log_seat_change(game, SEAT_RELEASED, number, seat.name)
        realtime.publish_on_commit(realtime.seats_message(game, number, seat.name, claimed=False))
    return seat


def set_seat_preferences(seat: Seat, values: dict[str, Any]) -> Seat:
    """A player's own settings (sharing with spectators, email, export consent). Turning sharing
    on or off changes what the spectators see: the seats push tells them to read their view again."""
    with transaction.atomic():
        sharing_before = seat.shares_with_spectators
        for name, value in values.items():
            setattr(seat, name, value)
        seat.save(update_fields=list(values) or None)
        if seat.shares_with_spectators != sharing_before:
            realtime.publish_on_commit(realtime.seats_message(seat.game, seat.number, seat.name))
    return seat


@dataclass
class ClaimedSeat:
    seat: Seat
    token: str


# A spectator's place is kept for good and told of every change: whoever has the join code must not
# be able to add them without end.
SPECTATORS_PER_GAME = 100


def claim_seat(
    *,
    code: str,
    seat_number: int | None,
    name: str = "",
    spectate: bool = False,
    watching: int | None = None,
    user=None,
    held: tuple[Seat, ...] = (),
) -> ClaimedSeat:
    """Take a free seat (or a spectator place) at the game a live join code names. `held`: the
    seats the caller's credentials name (its Seat header, its seat cookies): a player of the game,
    by one of them or by its account, takes no other place there, a player's or a spectator's (a
    spectator watching a seat that shares sees that seat's hidden cards), nor a spectator a player's."""
    normalised = normalise_join_code(code)
    if name:
        check_fits(Seat, "name", name, field="name")
    with transaction.atomic():
        game = Game.objects.select_for_update().filter(join_code=normalised).first()
        if game is None or game.join_code_expires_at is None or game.join_code_expires_at < timezone.now():
            raise NotFound(
                "no game has this join code, or it has expired; ask the host for the current one",
                code="bad_join_code",
                field="code",
            )
        token = new_token()
        user = user if user is not None and user.is_authenticated else None
        if spectate:
            _refuse_a_player_spectating(game, user, held)
            player_count = game.seats.filter(role=Seat.Role.PLAYER).count()
            if game.seats.filter(role=Seat.Role.SPECTATOR).count() >= SPECTATORS_PER_GAME:
                raise Conflict(
                    f"this game has {SPECTATORS_PER_GAME} spectators, the most it takes",
                    code="no_spectator_place",
                    field="spectate",
                )
            if watching is not None and not 0 <= watching < player_count:
                raise Unprocessable(f"there is no seat {watching} to watch", code="no_such_seat", field="watching")
            if name:
                _refuse_a_name_taken(game, name)
            seat = Seat.objects.create(
                game=game,
                role=Seat.Role.SPECTATOR,
                name=name or "spectator",
                watching=watching,
                token_hash=hash_token(token),
                user=user,
                claimed_at=timezone.now(),
            )
            return ClaimedSeat(seat=seat, token=token)
        if seat_number is None:
            raise Unprocessable("choose a seat to take, or spectate", code="no_seat_chosen", field="seat")
        _refuse_a_spectator_playing(game, user, held)
        _refuse_a_second_player_seat(game, user, held)
        seat = game.seats.select_for_update().filter(role=Seat.Role.PLAYER, number=seat_number).first()
        if seat is None:
            raise Unprocessable(f"this game has no seat {seat_number}", code="no_such_seat", field="seat")
        if seat.is_claimed:
            raise Conflict(f"seat {seat_number} ({seat.name}) is already taken", code="seat_taken", field="seat")
        if name and not names_alike(name, seat.name):
            # the game's own messages, log and views name the seat as the table was made: a name
            # given here reached the host page and nowhere else
            raise Unprocessable(
                f"seat {seat_number} is {quoted(seat.name)} at this table: a seat keeps the name it was made "
                "with (take it without a name)",
                code="seat_name_kept",
                field="name",
            )
        seat.token_hash = hash_token(token)
        seat.claimed_at = timezone.now()
        seat.user = user
        seat.save(update_fields=["token_hash", "claimed_at", "user"])
        if _was_released(game, seat_number):
            _log_seat_change(
                game, SEAT_TAKEN, seat_number, seat.name, report_waiting=_report_waits_on(game, seat_number)
            )
        realtime.publish_on_commit(realtime.seats_message(game, seat_number, seat.name))
    return ClaimedSeat(seat=seat, token=token)


# A seat freed by the host, taken again after that, and moved to another phone are entries of the
# game's log (the table's, with no acting seat): every reader sees them in the events, the export
# and its replay. The game's state does not change; its version does, as with every entry.
SEAT_RELEASED, SEAT_TAKEN, SEAT_MOVED = "seat_released", "seat_taken", "seat_moved"
SEAT_CHANGES = frozenset({SEAT_RELEASED, SEAT_TAKEN, SEAT_MOVED})

# A move link is good once, for this long: long enough to open it on the other phone, short
# enough that a link left in a chat or on a printed page gives nobody the seat later.
SEAT_MOVE_TTL = timedelta(minutes=15)


def offer_seat_move(seat: Seat) -> tuple[str, datetime]:
    """A one-time link's token (and its expiry) that moves `seat`, a player's seat its caller holds,
    to whichever phone opens it first. One link at a time: a new one voids the last unused one."""
    if not seat.is_player:
        raise NotAllowed("only a player's seat moves to another phone", code="not_a_player")
    with transaction.atomic():
        Game.objects.select_for_update().only("pk").get(pk=seat.game_id)
        require_claim_held(Seat.objects.filter(pk=seat.pk, claimed_at=seat.claimed_at).exists())
        seat.moves.filter(used_at=None).delete()
        token = new_token()
        expires_at = timezone.now() + SEAT_MOVE_TTL
        SeatMove.objects.create(seat=seat, token_hash=hash_token(token), expires_at=expires_at)
    return token, expires_at


def seat_move(token: str) -> SeatMove:
    """The move a link's token names, still good; refused in words that say why when it is not."""
    move = None
    if 0 < len(token) <= 200:
        move = SeatMove.objects.select_related("seat__game").filter(token_hash=hash_token(token)).first()
    if move is None:
        raise NotFound(
            "this move link is not one this server made (or its seat was freed since): "
            "make a new one on the phone that holds the seat",
            code="bad_move_link",
        )
    if move.used_at is not None:
        raise Conflict(
            "this move link was used already: a move link moves a seat once. "
            "Make a new one on the phone that holds the seat now",
            code="move_link_used",
        )
    if move.expires_at <= timezone.now():
        minutes = int(SEAT_MOVE_TTL.total_seconds() // 60)
        raise Conflict(
            f"this move link has expired (it is good for {minutes} minutes): make a new one on the seat's phone",
            code="move_link_expired",
        )
    return move


def move_seat(token: str, *, held: tuple[Seat, ...] = (), user=None) -> ClaimedSeat:
    """Open a move link: the seat it names is this phone's from now on, under a fresh token; the
    token it had names nothing, the sockets and streams reading as it close, its phones' Web Push
    subscriptions are dropped, and the log records the move. `held`, `user`: the seats this
    phone's credentials name, and its account: one person plays one seat, and a spectator none."""
    game_id = seat_move(token).seat.game_id
    user = user if user is not None and user.is_authenticated else None
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game_id)
        move = seat_move(token)  # again, under the lock: two phones opening it at once take it once
        seat = move.seat
        _refuse_a_spectator_playing(game, user, held)
        _refuse_a_second_player_seat(game, user, held, besides=seat)
        moved_from = Seat.objects.get(pk=seat.pk)  # as its readers hold it: their claim is what ends
        new = new_token()
        seat.token_hash, seat.claimed_at = hash_token(new), timezone.now()
        seat.save(update_fields=["token_hash", "claimed_at"])
        seat.push_subscriptions.all().delete()  # the old phone is told nothing more of the seat
        move.used_at = seat.claimed_at
        move.save(update_fields=["used_at"])
        realtime.publish_on_commit(realtime.seat_released_message(game, moved_from))  # first: it hears no more
        _log_seat_change(game, SEAT_MOVED, seat.number, seat.name)
    return ClaimedSeat(seat=seat, token=new)


def seat_change_entry(change: str, number: int, name: str, *, report_waiting: bool = False) -> tuple[dict, list[dict]]:
    """The payload and events of a seat change's log entry. `report_waiting`: the seat was taken
    while a reported result waited for its answer, which the next holder may now confirm."""
    event = {"type": change, "seat": number, "name": name}
    if report_waiting:
        event["report_waiting"] = True
    return {"type": change, "seat": number}, [event]


def _log_seat_change(game: Game, change: str, number: int, name: str, *, report_waiting: bool = False) -> None:
    """Under the game's row lock: the entry appended, the version moved, the push sent on commit."""
    payload, events = seat_change_entry(change, number, name, report_waiting=report_waiting)
    game.version += 1
    game.save(update_fields=["version", "updated_at"])
    Action(game=game, seq=game.version, seat=None, type=change, payload=payload, events=events).save(force_insert=True)
    realtime.publish_on_commit(realtime.push_message(game, None, change, events, payload))


def _was_released(game: Game, number: int) -> bool:
    released = game.actions.filter(type=SEAT_RELEASED).values_list("payload", flat=True)
    return any(payload.get("seat") == number for payload in released)


def _report_waits_on(game: Game, number: int) -> bool:
    engine = kinds.get(game.kind).engine
    return "confirm_result" in engine.legal_actions(states.load(game, engine), number)


def _places_held(game: Game, user, held: tuple[Seat, ...], role: str, besides: Seat | None = None) -> list[Seat]:
    """The caller's seats of `role` at the game, but `besides`: by the credentials it sent, else
    by its account."""
    besides_pk = besides.pk if besides is not None else None
    places = [seat for seat in held if seat.game_id == game.pk and seat.role == role and seat.pk != besides_pk]
    if user is not None and not places:
        places = list(game.seats.filter(role=role, user=user).exclude(pk=besides_pk))
    return places


def _refuse_a_player_spectating(game: Game, user, held: tuple[Seat, ...]) -> None:
    playing = _places_held(game, user, held, Seat.Role.PLAYER)
    if playing:
        seat = playing[0]
        raise Conflict(
            f"you play seat {seat.number} ({seat.name}) at this game: a player of this game cannot also "
            "watch it as a spectator",
            code="already_playing",
            field="spectate",
        )


def _refuse_a_second_player_seat(game: Game, user, held: tuple[Seat, ...], besides: Seat | None = None) -> None:
    """One person, one seat: a player of the game (by a credential it holds, or its account)
    takes no other player's seat there, or it would read both hands and confirm its own reports.
    `besides`: the seat being taken (a move link: the phone may hold it already)."""
    playing = _places_held(game, user, held, Seat.Role.PLAYER, besides)
    if playing:
        seat = playing[0]
        raise Conflict(
            f"you play seat {seat.number} ({seat.name}) at this game: one person plays one seat; "
            "another player takes this one from their own phone or account",
            code="already_playing",
            field="seat",
        )


def _refuse_a_spectator_playing(game: Game, user, held: tuple[Seat, ...]) -> None:
    """The other way round: a spectator of the game (by a credential it holds, or its account)
    takes no player's seat there, or it would play with a sharing seat's hidden cards in view."""
    if _places_held(game, user, held, Seat.Role.SPECTATOR):
        raise Conflict(
            "you watch this game as a spectator: a spectator of this game cannot also play it (a "
            "watched seat that shares shows its hidden cards); take a seat from another phone or account",
            code="already_watching",
            field="seat",
        )


# -- the command path ---------------------------------------------------------------------------
def execute_action(
    *,
    game_id: int,
    seat_number: SeatNumber,
    payload: Any,
    expected_version: int | None = None,
    idempotency_key: str | None = None,
    with_view: bool = True,
    claimed_at: datetime | None = None,
    key_field: str = "Idempotency-Key",
) -> CommandResult:
    """Apply one action for a seat (None: the table itself). Lock, check, apply, save, log,
    publish on commit. A refused action raises and writes nothing. (tabletop/live/hotpath.py is the
    same path for the socket, on the event loop; `decide_command` is what they share.)
    with_view=False: the answer need not carry the seat's view (see `decide_command`).
    claimed_at: the claim of the seat its caller was authenticated as; checked under the lock,
    which a release takes too, so a seat freed since cannot act (see `require_claim_held`).
    key_field: where the caller sent the key (a header, or a socket frame's field), for a refusal."""
    fingerprint = request_fingerprint(payload, expected_version)
    if expected_version is not None:
        _refuse_stale_before_locking(game_id, seat_number, expected_version, idempotency_key)
    with transaction.atomic():
        game = Game.objects.select_for_update().defer(*NOT_LOADED_PER_ACTION).filter(pk=game_id).first()
        if game is None:
            raise NotFound(f"there is no game {game_id}")
        if claimed_at is not None or idempotency_key:
            claim_held, earlier = _command_checks(game_id, seat_number, idempotency_key, claimed_at)
            if claimed_at is not None:
                require_claim_held(claim_held)
            if earlier is not None:
                return replayed_command(*earlier, fingerprint, lambda: states.game_cards(game), key_field)
        engine = kinds.get(game.kind).engine
        command = decide_command(
            game,
            engine,
            states.load(game, engine),
            seat_number,
            payload,
            expected_version,
            idempotency_key,
            fingerprint,
            with_view,
        )
        game.save(update_fields=ACTION_UPDATED_FIELDS)
        try:  # no savepoint: the error leaves the outer block at once, which rolls everything back
            command.logged.save(force_insert=True)
        except IntegrityError:  # unreachable under the row lock; a clear error rather than a 500
            raise Conflict("another command for this game was logged at the same time; retry") from None
        realtime.publish_on_commit(command.push)
        if command.needs_table_step:
            schedule_table_step_on_commit(game.pk, game.version)
    return command.result


# initial_state (export and import only) and the cards (cached) are not loaded per action
NOT_LOADED_PER_ACTION = ("initial_state", "cards")


def _command_checks(
    game_id: int, seat_number: SeatNumber, idempotency_key: str | None, claimed_at: datetime | None
) -> tuple[bool | None, tuple[str, Any] | None]:
    """In one statement, once the game's row is locked (so that what committed while the lock was
    awaited is seen): whether the seat is still held under its claim (None: no claim given), and
    the retried key's first request hash and answer (None: a new key, or none)."""
    found = Game.objects.filter(pk=game_id)
    columns = []
    if claimed_at is not None:
        seat = Seat.objects.filter(game=OuterRef("pk"), role=Seat.Role.PLAYER, number=seat_number)
        found = found.annotate(claim_held=Exists(seat.filter(claimed_at=claimed_at)))
        columns.append("claim_held")
    if idempotency_key:
        earlier = Action.objects.filter(game=OuterRef("pk"), seat=seat_number, idempotency_key=idempotency_key)
        found = found.annotate(
            earlier_hash=Subquery(earlier.values("request_hash")[:1]),
            earlier_response=Subquery(earlier.values("response")[:1], output_field=Action._meta.get_field("response")),
        )
        columns += ["earlier_hash", "earlier_response"]
    row = dict(zip(columns, found.values_list(*columns).get(), strict=True))
    earlier_hash = row.get("earlier_hash")
    return row.get("claim_held"), None if earlier_hash is None else (earlier_hash, row["earlier_response"])


@dataclass
class Command:
    result: CommandResult
    logged: Action  # the log row to insert, unsaved
    push: dict[str, Any]  # what the game's sockets and streams are sent after the commit
    needs_table_step: bool
    state: Any  # the engine's state after the action (the game row holds it encoded)


def replayed_command(
    request_hash: str,
    response: dict[str, Any],
    fingerprint: str,
    cards: Callable[[], list[Card]],
    key_field: str = "Idempotency-Key",
) -> CommandResult:
    """The first answer to a retried Idempotency-Key, when the request is the same (`cards`: the
    game's, for the cards its kept answer names by id; `key_field`: where the key came)."""
    if request_hash != fingerprint:
        raise IdempotencyKeyReused(
            f"this {key_field} was used with another request body; use a new key for a new command",
            field=key_field,
        )
    return CommandResult(body=states.kept_answer(response, cards), replayed=True)


# The most actions a game keeps. An import replays every one in one request (2,000 auction actions
# took 0.44 s here), on the interpreter its worker's other requests and sockets share, and a 20 MB
# body holds about 80,000. A long auction is a few thousand.
MAX_ACTIONS_PER_GAME = 10_000


def decide_command(
    game: Game,
    engine,
    state,
    seat_number: SeatNumber,
    payload: Any,
    expected_version: int | None,
    idempotency_key: str | None,
    fingerprint: str,
    with_view: bool = True,
) -> Command:
    """Everything of a command but the database: the checks, the engine, the game row's new
    values (set on `game`), the log row, the answer and the push. Raises, changing nothing,
    when the action is refused. The answer leaves out the seat's view when with_view is False,
    unless a key keeps it for a retry (which may come without the option)."""
    if expected_version is not None and expected_version != game.version:
        raise stale_version(game.version, expected_version, engine.player_view(state, seat_number))
    if game.version >= MAX_ACTIONS_PER_GAME:
        raise Conflict(f"this game has {MAX_ACTIONS_PER_GAME:,} actions, the most a game keeps", code="game_too_long")
    outcome = decide_state(game, engine, state, seat_number, payload)
    new_state = outcome.state
    game.state = states.stored_after_action(engine, new_state)
    action_type = payload.get("type", "") if isinstance(payload, dict) else ""
    body = bodies.build(
        bodies.ActionAnswer,
        game=game.pk,
        version=game.version,
        seq=game.version,
        action=action_type,
        events=[engine.event_view(event, seat_number) for event in outcome.events],
    )
    if with_view:  # built apart: the view is JSON-ready already
        body["view"] = engine.player_view(new_state, seat_number)
    elif idempotency_key:  # kept for a retry only: JSON from the format's struct, no builtins made on the way
        body["view"] = patches.view(engine, new_state, seat_number)
    logged = Action(
        game_id=game.pk,
        seq=game.version,
        seat=seat_number,
        type=action_type,
        payload=payload,
        events=outcome.events,
        idempotency_key=idempotency_key or None,
        request_hash=fingerprint if idempotency_key else "",
        response=states.answer_to_keep(engine, body) if idempotency_key else None,
    )
    push = realtime.push_message(game, seat_number, action_type, outcome.events, payload)
    return Command(CommandResult(body=body), logged, push, engine.system_action(new_state) is not None, new_state)


def decide_state(game: Game, engine, state, seat_number: SeatNumber, payload: Any):
    """The engine's part of a command: the action applied to the state with the game's random
    source, and the row's new values set on `game` (its version, the source's counter, what it
    waits on), all but the state column. The outcome, or GameRejected, changing nothing."""
    rng = Rng(game.rng_seed, game.rng_counter, game.rng_generator)
    try:
        action = engine.parse_action(payload)
        outcome = engine.apply(state, seat_number, action, rng)
    except IllegalAction as error:
        raise GameRejected(error, current_version=game.version, view=engine.player_view(state, seat_number)) from None
    game.version += 1
    game.rng_counter = rng.counter
    _update_denormalised(game, engine, outcome.state)
    return outcome


def _refuse_stale_before_locking(
    game_id: int, seat_number: SeatNumber, expected_version: int, idempotency_key: str | None
) -> None:
    """Versions only grow: a command whose expected version has already passed is answered 409
    without waiting for the row lock (under a burst of contested bids, most are). A retried
    key goes on to the locked path, which replays its first response."""
    game = Game.objects.filter(pk=game_id).only("kind", "version").first()
    if game is None or game.version == expected_version:
        return
    if idempotency_key and game.actions.filter(seat=seat_number, idempotency_key=idempotency_key).exists():
        return
    engine = kinds.get(game.kind).engine
    state = states.load(Game.objects.only(*states.LOAD_FIELDS).get(pk=game_id), engine)
    raise stale_version(game.version, expected_version, engine.player_view(state, seat_number))


def stale_version(current: int, expected: int, view: dict[str, Any]) -> StaleVersion:
    return StaleVersion(
        f"the game is at version {current}, not {expected}: re-read it and decide again",
        field="expected_version",
        current_version=current,
        view=view,
    )


ACTION_UPDATED_FIELDS = [
    "state",
    "version",
    "rng_counter",
    "waiting_on",
    "waiting_since",
    "reminded_at",
    "status",
    "finished_at",
    "updated_at",
]


def _update_denormalised(game: Game, engine, state) -> None:
    waiting = engine.waiting_on(state)
    if waiting != game.waiting_on:
        game.waiting_on = waiting
        game.waiting_since = timezone.now()
        game.reminded_at = None
    over = engine.is_over(state)
    if over and game.status != Game.Status.FINISHED:
        game.status = Game.Status.FINISHED
        game.finished_at = timezone.now()
    elif not over and game.status == Game.Status.FINISHED:  # its end was taken back (a consented undo)
        game.status = Game.Status.ACTIVE
        game.finished_at = None


TABLE_STEP_JOB = "tabletop.tasks.apply_table_step"


def schedule_table_step_on_commit(game_id: int, version: int) -> None:
    """The engine waits on the table itself (deal a market...): a Celery job applies the step.
    The job is named, not imported: tabletop.core.tasks runs this module's command path, and imports it."""
    job = current_app.signature(TABLE_STEP_JOB, args=(game_id, version))
    transaction.on_commit(job.delay, robust=True)


def apply_pending_table_step(game_id: int, expected_version: int) -> CommandResult | None:
    """Apply the table step the engine waits on, once: a duplicate delivery finds the version
    moved on (or nothing pending) and does nothing."""
    game = Game.objects.filter(pk=game_id).only("version", *states.LOAD_FIELDS).first()
    if game is None or game.version != expected_version or game.version >= MAX_ACTIONS_PER_GAME:
        return None  # (a game at its most actions takes no step more: a job for it would fail at each sweep)
    engine = kinds.get(game.kind).engine
    pending = engine.system_action(states.load(game, engine))
    if pending is None:
        return None
    try:
        return execute_action(
            game_id=game_id, seat_number=None, payload=to_builtins(pending), expected_version=expected_version
        )
    except StaleVersion:
        return None


# -- export and import -----------------------------------------------------------------------------
EXPORT_FORMAT = "treasury-game"
EXPORT_FORMAT_VERSION = 1


def require_export_consent(game: Game) -> None:
    """An unfinished game's export shows every hidden card and, through the seed, the cards to
    come: it leaves the server only when every player allows it, or once the game is over for
    good. A finished game whose players may still take its end back (a won saga's consented undo)
    is not: reopened, it would be played on with its secrets and seed in the host's hands."""
    players = list(game.seats.filter(role=Seat.Role.PLAYER).values_list("allows_export", flat=True))
    reopenable = game.status == Game.Status.FINISHED and end_may_be_taken_back(game, len(players))
    if game.status == Game.Status.FINISHED and not reopenable:
        return
    allowing = sum(players)
    if allowing < len(players):
        why = (
            "this game is over, but its players may still take its end back (propose_undo) and play on, and"
            if reopenable
            else "this game is not over and"
        )
        raise NotAllowed(
            f"{why} its export holds every hidden card and the seed: every player must allow "
            f"it first (PATCH seats/me/ with allows_export true); {allowing} of {len(players)} have",
            code="export_not_allowed",
        )


UNDO_TAKERS = frozenset(cls.__struct_config__.tag for cls in (Undo, ProposeUndo))


def end_may_be_taken_back(game: Game, seat_count: int) -> bool:
    """Whether a player may still ask to take back the finished game's last action (and so its end)."""
    engine = kinds.get(game.kind).engine
    state = states.load(game, engine)
    return any(UNDO_TAKERS & set(engine.legal_actions(state, seat)) for seat in range(seat_count))


def export_game(game: Game) -> dict[str, Any]:
    """The whole game as one document: the log plus the snapshot (and the seed, so that an
    import can replay it). It holds every hidden card: see require_export_consent."""
    seats = list(game.seats.filter(role=Seat.Role.PLAYER).order_by("number"))
    return bodies.build(
        bodies.GameExport,
        format=EXPORT_FORMAT,
        format_version=EXPORT_FORMAT_VERSION,
        kind=game.kind,
        ruleset_version=game.ruleset_version,
        title=game.title,
        settings=game.table_settings,
        seats=[seat.name for seat in seats],
        rng=bodies.RngPosition(
            seed=game.rng_seed,
            initial_counter=game.initial_rng_counter,
            counter=game.rng_counter,
            generator=game.rng_generator,
        ),
        initial_state=states.joined(game.initial_state, game.cards),
        state=states.joined(game.state, game.cards),
        version=game.version,
        actions=[
            bodies.ExportedAction(seq=a.seq, seat=a.seat, type=a.type, payload=a.payload, events=a.events)
            for a in game.actions.order_by("seq")
        ],
    )


def import_game(document: Any, *, host_user=None) -> CreatedGame:
    """Recreate a game from an export, trusting nothing in it that can be derived: set-up is run
    again from its settings, seats, cards and seed, and its log replayed, and a document whose
    initial state, counters, action types, events or final state differ from what that gives is
    refused (a 4xx naming the first difference) before anything is written."""
    game_kind, engine = _export_kind(document)
    title = document.get("title")
    check_fits(Game, "title", title, field="title")
    _refuse_unreadable(title, "title")
    seats = _export_seats(document, game_kind)
    seed, initial_counter, counter, generator = _export_rng(document)
    table_settings = document.get("settings")
    settings_value = _export_settings(engine, table_settings)
    initial, rng = _rederived_setup(
        engine, document, settings_value, seats, Rng(seed, generator=generator), initial_counter
    )
    actions, state = _replayed_log(engine, document, initial, rng, seats)
    if engine.encode_state(state) != document.get("state") or rng.counter != counter:
        raise Unprocessable(
            "replaying the log does not give the exported state: the file was altered or is from another ruleset",
            code="replay_mismatch",
            field="state",
        )
    stored_state, game_cards = states.split(engine, state)
    stored_initial, _cards = states.split(engine, initial)
    host_token = new_token()
    with transaction.atomic():
        game = Game.objects.create(
            kind=game_kind.name,
            ruleset_version=engine.ruleset_version,
            title=title,
            table_settings=table_settings,
            state=stored_state,
            initial_state=stored_initial,
            cards=game_cards,
            version=len(actions),
            rng_seed=seed,
            rng_counter=counter,
            initial_rng_counter=initial_counter,
            rng_generator=generator,
            imported_at=timezone.now(),
            host=host_user if host_user is not None and host_user.is_authenticated else None,
            join_code=_unused_join_code(),
            join_code_expires_at=timezone.now() + timedelta(hours=settings.JOIN_CODE_TTL_HOURS),
            waiting_on=engine.waiting_on(state),
            waiting_since=timezone.now(),
            status=Game.Status.FINISHED if engine.is_over(state) else Game.Status.ACTIVE,
        )
        _make_seats(game, seats, host_token)
        Action.objects.bulk_create([Action(game=game, **action) for action in actions])
        if engine.system_action(state) is not None:  # exported while a table step was pending
            schedule_table_step_on_commit(game.pk, game.version)
    return CreatedGame(game=game, host_token=host_token)


def _refuse_unless(condition: bool, message: str, field: str, code: str = "bad_export") -> None:
    if not condition:
        raise Unprocessable(message, code=code, field=field)


def _same_integer(value: Any, number: int) -> bool:
    """`value` is the JSON integer `number` (in Python true == 1 == 1.0)."""
    return type(value) is int and value == number


def _export_kind(document: Any) -> tuple[kinds.GameKind, Any]:
    _refuse_unless(isinstance(document, dict), "send the export as a JSON object", "format")
    _refuse_unless(
        document.get("format") == EXPORT_FORMAT,
        f"not a Treasury game export (format must be {EXPORT_FORMAT!r})",
        "format",
        "unprocessable",
    )
    _refuse_unless(
        _same_integer(document.get("format_version"), EXPORT_FORMAT_VERSION),
        f"this server reads format_version {EXPORT_FORMAT_VERSION} exports",
        "format_version",
    )
    kind = document.get("kind")
    _refuse_unless(
        isinstance(kind, str) and kind in {k.name for k in kinds.all_kinds()},
        "kind must name a game kind of this server",
        "kind",
    )
    game_kind = kinds.get(kind)
    engine = game_kind.engine
    _refuse_unless(
        isinstance(document.get("ruleset_version"), str),
        "ruleset_version must be the name of the ruleset the export was made with, as text",
        "ruleset_version",
    )
    if document.get("ruleset_version") != engine.ruleset_version:
        raise Unprocessable(
            f"this export was made with ruleset {str(document.get('ruleset_version'))[:40]}, this server plays "
            f"{engine.ruleset_version}",
            code="ruleset_mismatch",
            field="ruleset_version",
        )
    _refuse_unknown_fields(document, bodies.GameExport, "")
    return game_kind, engine


def _refuse_unknown_fields(part: dict, struct_type: type, where: str) -> None:
    """A part of an export holds only the fields an export has (every export this server made had
    these and no others): a misspelt one is refused naming it, as every body's is, not ignored."""
    fields = struct_type.__struct_fields__
    unknown = next((name for name in part if name not in fields), None)
    if unknown is not None:
        field = f"{where}.{unknown[:60]}" if where else unknown[:60]
        raise BadInput(f"{quoted(unknown)} is not a field here: use {', '.join(fields)}", field=field)


def _export_seats(document: dict, game_kind: kinds.GameKind) -> list[str]:
    seats = document.get("seats")
    _refuse_unless(
        isinstance(seats, list) and game_kind.min_seats <= len(seats) <= game_kind.max_seats,
        f"seats must list the {game_kind.seat_counts} players' names",
        "seats",
    )
    for number, name in enumerate(seats):
        field = f"seats[{number}]"
        check_fits(Seat, "name", name, field=field)
        _refuse_unless(name != "", "a seat's name must not be empty", field)
        _refuse_unreadable(name, field)
        if unicodedata.normalize("NFC", name).strip() != name:
            raise BadInput(
                f"{field}: a seat's name is kept composed (NFC) and without spaces around it, as a create "
                "keeps it and the server exports it",
                field=field,
            )
    if alike := seat_name_alike(seats):  # as a create refuses it
        number, problem = alike
        raise BadInput(f"seats[{number}]: {problem}", field=f"seats[{number}]")
    return seats


def seat_name_alike(names: list[str]) -> tuple[int, str] | None:
    """The first seat whose name reads as an earlier seat's, and what to say of it: messages name
    seats by name, so two alike could not be told apart."""
    first_by_key: list[dict[str, int]] = [{}, {}]
    for number, name in enumerate(names):
        for first, key in zip(first_by_key, name_keys(name), strict=True):
            seat = first.setdefault(key, number)
            if seat != number:
                return number, f"{quoted(name)} reads as seat {seat}'s name: give each player a name of their own"
    return None


def _refuse_a_name_taken(game: Game, name: str) -> None:
    """A spectator's name is one line of visible text that reads as no player's (the table names
    its players by them): 409 `name_taken` otherwise. Spectators may share one ("watcher")."""
    _refuse_unreadable(name, "name")
    for seat in game.seats.filter(role=Seat.Role.PLAYER).only("number", "name"):
        if names_alike(seat.name, name):
            raise Conflict(
                f"{quoted(name)} reads as seat {seat.number}'s name: a spectator takes a name of their own",
                code="name_taken",
                field="name",
            )


def _refuse_unreadable(text: str, field: str) -> None:
    """The words a table reads hold one line of visible text, on import as on create
    (tabletop.http.fields.LineOfTextField): a crafted export is no way around it."""
    problem = text_problem(text) if text else None
    if problem is not None:
        raise BadInput(f"{field}: {problem}", field=field)


def _export_rng(document: dict) -> tuple[str, int, int, int]:
    rng = document.get("rng")
    _refuse_unless(isinstance(rng, dict), "rng must hold the seed and the counters", "rng")
    _refuse_unknown_fields(rng, bodies.RngPosition, "rng")
    check_fits(Game, "rng_seed", rng.get("seed"), field="rng.seed")
    check_fits(Game, "initial_rng_counter", rng.get("initial_counter"), field="rng.initial_counter")
    check_fits(Game, "rng_counter", rng.get("counter"), field="rng.counter")
    generator = rng.get("generator", 1)  # exports made before generators were numbered used the first
    _refuse_unless(
        type(generator) is int and generator in GENERATORS,
        f"rng.generator must be one of {', '.join(map(str, GENERATORS))}",
        "rng.generator",
    )
    return rng["seed"], rng["initial_counter"], rng["counter"], generator


def _export_settings(engine, table_settings: Any) -> Any:
    """The parsed settings (playable ones only: see Engine.validate_settings), which must be the
    document exactly as the server writes it."""
    _refuse_unless(isinstance(table_settings, dict), "settings must be an object", "settings")
    try:
        parsed = engine.parse_settings(table_settings)
    except IllegalAction as error:
        field = f"settings.{error.field}" if error.field else "settings"
        raise BadInput(f"settings: {error.message}", code=error.code, field=field) from None
    _refuse_unless(
        to_builtins(parsed) == table_settings,
        "settings must be complete, as the server exports them (no preset names, no missing fields)",
        "settings",
    )
    return parsed


def _rederived_setup(
    engine, document: dict, settings_value: Any, seats: list[str], rng: Rng, initial_counter: int
) -> tuple[Any, Rng]:
    """The initial state set-up gives from the export's settings, seats, cards and seed (`rng`, at
    its start), which must be the exported one, with the generator where set-up leaves it."""
    exported = document.get("initial_state")
    _refuse_unless(isinstance(exported, dict), "initial_state must be an object", "initial_state")
    cards: list[Card] = []
    if states.has_cards(engine):
        catalogue().refuse_too_many(exported.get("cards"))
        try:
            cards = msgspec.convert(exported.get("cards"), list[Card], strict=True)
        except msgspec.ValidationError as error:  # in words, the card and its field named
            message, path = validation.readable(error, exported.get("cards"), list[Card], "initial_state.cards")
            where = f"initial_state.cards{path or ''}"
            message = message.replace(path, where, 1) if path else message
            raise Unprocessable(message, code="bad_export", field=where) from None
        catalogue().refuse_unholdable(cards)
    try:
        initial = engine.setup(settings_value, cards, seats, rng)
    except IllegalAction as error:
        raise Unprocessable(error.message, code=error.code, field=error.field) from None
    _refuse_unless(
        engine.encode_state(initial) == exported and rng.counter == initial_counter,
        "the initial state or its counter is not what set-up gives from the export's settings, seats, cards, seed "
        "and generator (rng.generator, 1 when left out)",
        "initial_state",
        "setup_mismatch",
    )
    return initial, rng


LOG_ENTRY_FIELDS = frozenset(bodies.ExportedAction.__struct_fields__)


def _replayed_log(engine, document: dict, state: Any, rng: Rng, seat_names: list[str]) -> tuple[list[dict], Any]:
    """The log rows, each replayed from the state before it: its type is its payload's, the table
    acts only for the step the game waits on, and its events are those the replay gives. A seat
    freed or taken again is kept as it was logged, its state unchanged."""
    seat_count = len(seat_names)
    entries, version = document.get("actions"), document.get("version")
    _refuse_unless(isinstance(entries, list), "actions must be a list: the game's log, in order", "actions")
    _refuse_unless(
        type(version) is int and version >= 0,
        "version must be a whole number: how many actions the log holds",
        "version",
    )
    _refuse_unless(
        _same_integer(version, len(entries)),
        "the action log must run 1, 2, 3... up to the version, with no gap",
        "actions",
        "log_gap",
    )
    _refuse_unless(
        len(entries) <= MAX_ACTIONS_PER_GAME,
        f"the export holds {len(entries):,} actions; a game keeps at most {MAX_ACTIONS_PER_GAME:,}",
        "actions",
        "game_too_long",
    )
    rows = []
    for seq, entry in enumerate(entries, start=1):
        where = f"actions[{seq - 1}]"
        _refuse_unless(isinstance(entry, dict), f"{where} must be an object: a log entry", where)
        _refuse_unless(type(entry.get("seq")) is int, f"{where}.seq must be a whole number", f"{where}.seq")
        _refuse_unless(
            _same_integer(entry.get("seq"), seq),
            "the action log must run 1, 2, 3... up to the version, with no gap",
            "actions",
            "log_gap",
        )
        _refuse_unless(
            entry.keys() >= LOG_ENTRY_FIELDS, f"a log entry has {', '.join(sorted(LOG_ENTRY_FIELDS))}", where
        )
        _refuse_unknown_fields(entry, bodies.ExportedAction, where)
        seat, payload = entry.get("seat"), entry.get("payload")
        _refuse_unless(
            seat is None or (type(seat) is int and 0 <= seat < seat_count),
            f"a seat is a player's number, 0 to {seat_count - 1}, or null for the table",
            f"{where}.seat",
        )
        _refuse_unless(
            isinstance(payload, dict) and entry.get("type") == payload.get("type"),
            "an action's type must be its payload's type",
            f"{where}.type",
        )
        if isinstance(payload, dict) and payload.get("type") in SEAT_CHANGES:
            rows.append(_imported_seat_change(entry, seq, where, seat_names))
            continue
        if seat is None:
            pending = engine.system_action(state)
            _refuse_unless(
                pending is not None and payload == to_builtins(pending),
                "the table only takes the step the game waits on",
                f"{where}.payload",
            )
        try:
            outcome = engine.apply(state, seat, engine.parse_action(payload), rng)
        except IllegalAction as error:
            raise Unprocessable(
                f"{where} cannot be replayed: {error.message}", code="replay_refused", field=where
            ) from None
        events = msgspec.json.decode(msgspec.json.encode(outcome.events))  # as the log stores them
        _refuse_unless(
            entry.get("events") == events,
            f"{where}: the events are not those its replay gives",
            f"{where}.events",
            "events_mismatch",
        )
        check_fits(Action, "type", payload["type"], field=f"{where}.type")
        rows.append({"seq": seq, "seat": seat, "type": payload["type"], "payload": payload, "events": events})
        state = outcome.state
    return rows, state


def _imported_seat_change(entry: dict, seq: int, where: str, seat_names: list[str]) -> dict:
    """A seat change of an export: the table's entry, of a seat there is, in the shape it is logged."""
    payload = entry["payload"]
    seat = payload.get("seat")
    _refuse_unless(
        entry.get("seat") is None and type(seat) is int and 0 <= seat < len(seat_names),
        f"a seat change is the table's (seat null) and names a seat, 0 to {len(seat_names) - 1}",
        f"{where}.payload",
    )
    events = entry.get("events")
    report_waiting = isinstance(events, list) and len(events) == 1 and isinstance(events[0], dict)
    report_waiting = report_waiting and events[0].get("report_waiting") is True
    expected = seat_change_entry(payload["type"], seat, seat_names[seat], report_waiting=report_waiting)
    _refuse_unless(
        (payload, events) == expected,
        f"{where}: a seat change's payload and events are those of its seat as logged",
        where,
    )
    return {"seq": seq, "seat": None, "type": payload["type"], "payload": payload, "events": events}


def require_claim_held(held: bool) -> None:
    """A socket or request authenticated as a seat the host has freed since (whose push of that
    never reached it, say) may not act as it: the seat is someone else's to take."""
    if not held:
        raise NotAllowed(
            "this seat is no longer this phone's (the host freed it, or it moved to another phone): "
            "take a seat again with the table's join code",
            code="seat_released",
        )


def require_player(actor) -> int:
    if actor is None or actor.player_number is None:
        raise NotAllowed("only a player seated at this game may act in it", code="not_a_player")
    return actor.player_number

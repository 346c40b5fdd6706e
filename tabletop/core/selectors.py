"""Reads: every one built for a given seat through the format's views."""

from typing import Any

from django.utils import timezone

from tabletop.core import bodies, kinds, patches, states
from tabletop.core.actors import Actor
from tabletop.core.services import normalise_join_code
from tabletop.models import Action, Game, Seat

MAX_EVENTS_PAGE = 500
MAX_CARD_IDS = 500  # the card facts one read may ask for


def game_by_join_code(code: str) -> Game | None:
    """The game whose join code this is, while the code is live (typed in any case, with dashes)."""
    normalised = normalise_join_code(code)
    game = Game.objects.filter(join_code=normalised).first() if normalised else None
    if game is None or game.join_code_expires_at is None or game.join_code_expires_at < timezone.now():
        return None
    return game


def seats_summary(game: Game) -> list[bodies.SeatSummary]:
    return [bodies.SeatSummary(s.number, s.name, s.is_claimed) for s in game.seats.all() if s.role == Seat.Role.PLAYER]


def game_detail(game: Game, actor: Actor, *, cards_by_reference: bool = False) -> dict[str, Any]:
    """The game as `actor` sees it; with `cards_by_reference`, each card of the view is its id
    (`{"$card": id, ...}`, as in a pushed patch) and its facts are left to `card_facts`."""
    engine = kinds.get(game.kind).engine
    state = states.load(game, engine)
    player = actor.player_number
    detail = bodies.build(
        bodies.GameDetail,
        id=game.pk,
        kind=game.kind,
        title=game.title,
        status=game.status,
        version=game.version,
        ruleset_version=game.ruleset_version,
        imported=game.imported_at is not None,
        cube=game.cube_id,
        seats=seats_summary(game),
        you=bodies.You(
            role=actor.role,
            seat=player,
            is_host=actor.is_host,
            watching=actor.seat.watching if actor.seat is not None else None,
        ),
        waiting_on=game.waiting_on,
        legal_actions=engine.legal_actions(state, player) if player is not None else [],
        view=engine.player_view(state, actor.view_seat),
        join_code=game.join_code if actor.is_host else None,
    )
    if cards_by_reference:
        detail["view"] = patches.plain(detail["view"], {})
    return detail


def card_facts(game: Game, actor: Actor, card_ids: list[int]) -> dict[int, dict[str, Any]]:
    """The facts of those of `card_ids` that are in `actor`'s view now. The others are left out,
    whether or not the game has them: the answer confirms no card its reader may not see."""
    engine = kinds.get(game.kind).engine
    seen: dict[int, dict[str, Any]] = {}
    patches.plain(engine.player_view(states.load(game, engine), actor.view_seat), seen)
    return {card_id: seen[card_id] for card_id in card_ids if card_id in seen}


def entry_for(
    actor: Actor,
    kind: str,
    *,
    seq: int,
    seat: int | None,
    action_type: str,
    payload: Any,
    events: list[dict],
    created_at: str,
) -> dict[str, Any]:
    """One action as `actor` may see it, in the one shape the log, the socket and the stream
    share: the payload only to whoever sent it (it may name a hidden card), the events through
    the format's redaction."""
    engine = kinds.get(kind).engine
    own = seat is not None and seat == actor.player_number
    return bodies.build(
        bodies.LogEntry,
        seq=seq,
        seat=seat,
        action=action_type,
        payload=payload if own else None,
        events=[engine.event_view(event, actor.view_seat) for event in events],
        created_at=created_at,
    )


def log_entry(action: Action, kind: str, actor: Actor) -> dict[str, Any]:
    return entry_for(
        actor,
        kind,
        seq=action.seq,
        seat=action.seat,
        action_type=action.type,
        payload=action.payload,
        events=action.events,
        created_at=action.created_at.isoformat(),
    )


def pushed_entry(message: dict, kind: str, actor: Actor) -> dict[str, Any]:
    """A live push (see tabletop.core.realtime.publish) as `actor` may see it."""
    return entry_for(
        actor,
        kind,
        seq=message["seq"],
        seat=message["seat"],
        action_type=message["action"],
        payload=message["payload"],
        events=message["events"],
        created_at=message["created_at"],
    )


def events_after(game: Game, actor: Actor, after: int, limit: int = MAX_EVENTS_PAGE) -> list[dict[str, Any]]:
    actions = game.actions.filter(seq__gt=after).order_by("seq")[: min(limit, MAX_EVENTS_PAGE)]
    return [log_entry(action, game.kind, actor) for action in actions]

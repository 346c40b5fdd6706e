"""Reads: every one built for a given seat through the format's views."""

from typing import Any

from tabletop import kinds
from tabletop.auth import Actor
from tabletop.models import Action, Game, Seat

MAX_EVENTS_PAGE = 500


def seats_summary(game: Game) -> list[dict[str, Any]]:
    return [
        {"number": s.number, "name": s.name, "claimed": s.is_claimed}
        for s in game.seats.all()
        if s.role == Seat.Role.PLAYER
    ]


def game_detail(game: Game, actor: Actor) -> dict[str, Any]:
    engine = kinds.get(game.kind).engine
    state = engine.decode_state(game.state)
    player = actor.player_number
    return {
        "id": game.pk,
        "kind": game.kind,
        "title": game.title,
        "status": game.status,
        "version": game.version,
        "ruleset_version": game.ruleset_version,
        "cube": game.cube_id,
        "seats": seats_summary(game),
        "you": {"role": actor.role, "seat": player, "is_host": actor.is_host},
        "waiting_on": game.waiting_on,
        "legal_actions": engine.legal_actions(state, player) if player is not None else [],
        "view": engine.player_view(state, actor.view_seat),
        "join_code": game.join_code if actor.is_host else None,
    }


def log_entry(action: Action, kind: str, actor: Actor) -> dict[str, Any]:
    """One log entry as `actor` may see it: the payload only to whoever sent it (it may name
    a hidden card), the events through the format's redaction."""
    engine = kinds.get(kind).engine
    view_seat = actor.view_seat
    own = action.seat is not None and action.seat == actor.player_number
    return {
        "seq": action.seq,
        "seat": action.seat,
        "type": action.type,
        "payload": action.payload if own else None,
        "events": [engine.event_view(event, view_seat) for event in action.events],
        "created_at": action.created_at.isoformat(),
    }


def events_after(game: Game, actor: Actor, after: int, limit: int = MAX_EVENTS_PAGE) -> list[dict[str, Any]]:
    actions = game.actions.filter(seq__gt=after).order_by("seq")[: min(limit, MAX_EVENTS_PAGE)]
    return [log_entry(action, game.kind, actor) for action in actions]

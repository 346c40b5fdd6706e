"""The JSON bodies the game API answers with, as msgspec structs: the services and selectors
build these, and the OpenAPI schema is made from them (tabletop/http/schema.py, where `kind_bodies`
names each kind's instance), so the two cannot drift. Generic in what differs by kind: the view
(each format's `rules/views.py`), the actions and the state."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Generic, TypeVar

import msgspec
from msgspec import UNSET, UnsetType

from tabletop.rules.engine import Card

ViewT = TypeVar("ViewT")
ActionT = TypeVar("ActionT")
StateT = TypeVar("StateT")
SettingsT = TypeVar("SettingsT")
# An event: {"type": ..., fields}, documented per format as the union of its rules/events.py
# structs (the engine's event_type); what only some seats may see is redacted by its views.
EventT = TypeVar("EventT")


class SeatSummary(msgspec.Struct):
    number: int
    name: str
    claimed: bool


class You(msgspec.Struct):
    """The caller at this game: a player's seat, the host, or a spectator (watching a seat or none)."""

    role: str
    seat: int | None
    is_host: bool
    watching: int | None


class GameDetail(msgspec.Struct, Generic[ViewT]):
    id: int
    kind: str
    title: str
    status: str
    version: int
    ruleset_version: str
    imported: bool  # made from an export file: whoever held it knows every hidden card and the shuffles to come
    cube: int | None
    seats: list[SeatSummary]
    you: You
    waiting_on: list[int]
    legal_actions: list[str]
    view: ViewT
    join_code: str | None  # the host's only


class ActionAnswer(msgspec.Struct, Generic[ViewT, EventT], kw_only=True):
    """An accepted action: the game's new version (`seq`, the action's number in the log), the
    events as the actor may see them, and the actor's view (left out when asked: `view: false`)."""

    game: int
    version: int
    seq: int
    action: str
    events: list[EventT]
    view: ViewT | UnsetType = UNSET


class LogEntry(msgspec.Struct, Generic[ActionT, EventT]):
    """One action of the log as the reader may see it: the payload only to the seat that sent it."""

    seq: int
    seat: int | None
    action: str
    payload: ActionT | None
    events: list[EventT]
    created_at: str


class CardFacts(msgspec.Struct):
    """Cards of a game by id (as strings, JSON's keys): their facts, which a view by reference leaves out."""

    cards: dict[int, Card]


class EventsPage(msgspec.Struct, Generic[ActionT, EventT]):
    version: int
    events: list[LogEntry[ActionT, EventT]]


class RngPosition(msgspec.Struct):
    seed: str
    initial_counter: int
    counter: int
    # how the seed and counter make words (tabletop/rules/rng.py); an export without it used 1
    generator: int = 1


class ExportedAction(msgspec.Struct, Generic[ActionT, EventT]):
    seq: int
    seat: int | None
    type: str
    payload: ActionT
    events: list[EventT]


class GameExport(msgspec.Struct, Generic[StateT, ActionT, SettingsT, EventT]):
    """The whole game (log, snapshot, seed), which an import replays and checks."""

    format: str
    format_version: int
    kind: str
    ruleset_version: str
    title: str
    settings: SettingsT
    seats: list[str]
    rng: RngPosition
    initial_state: StateT
    state: StateT
    version: int
    actions: list[ExportedAction[ActionT, EventT]]


class CreatedGame(msgspec.Struct):
    """A new game: its join code, and the host's token (shown once)."""

    id: int
    kind: str
    version: int
    join_code: str
    join_code_expires_at: datetime | None
    host_token: str
    seats: list[SeatSummary]


class JoinCode(msgspec.Struct):
    join_code: str
    join_code_expires_at: datetime | None


class SeatPreferences(msgspec.Struct):
    seat: int
    shares_with_spectators: bool
    email: str
    allows_export: bool


class Joined(msgspec.Struct):
    """A seat (or a spectator's place) taken: `token` is its credential, `Authorization: Seat <token>`."""

    game: int
    kind: str
    plural: str
    seat: int | None
    role: str
    token: str


class FieldProblem(msgspec.Struct):
    field: str
    message: str


class LineProblem(msgspec.Struct):
    """A line of an imported file that cannot be used: its number, its text and why."""

    line: int
    text: str
    reason: str


class Problem(msgspec.Struct, kw_only=True):
    """The error shape (tabletop.core.errors.error_body): a machine `code`, a message naming the
    problem, the field at fault, and what some errors add."""

    code: str
    message: str
    field: str | UnsetType = UNSET
    errors: list[FieldProblem] | UnsetType = UNSET  # every problem of an invalid body
    current_version: int | UnsetType = UNSET  # a refused action or a stale expected_version
    retry_after: int | UnsetType = UNSET  # 429 and 503: seconds to wait
    problems: list[LineProblem] | UnsetType = UNSET  # a refused import: the lines at fault (the first 1,000)
    problem_count: int | UnsetType = UNSET  # ... and how many there are
    unknown: list[str] | UnsetType = UNSET  # the card names at fault (unknown_cards, unknown_card_facts)


class Error(Problem, kw_only=True):
    """Every 4xx and 503: a machine `code`, a message naming the problem, the field at fault,
    and what some errors add."""

    # a refused action: the caller's view at current_version, the game's kind's (the schema
    # says which: tabletop.http.schema.add_components)
    view: dict[str, Any] | UnsetType = UNSET


class JobError(Problem, kw_only=True):
    """How a job failed: the error its request would have answered, with that answer's status."""

    status: int


def build(type_: Any, **fields: Any) -> dict[str, Any]:
    """A body as JSON-ready builtins, built through its struct (so only documented fields)."""
    return msgspec.to_builtins(type_(**fields))

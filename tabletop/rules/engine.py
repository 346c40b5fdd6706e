"""The protocol every format's pure rules engine follows. No Django here or in any rules/.

An engine is plain state plus functions, in the manner of python-chess: `legal_actions` says
what a seat may do now, `apply` does it or raises a specific `IllegalAction`, and all
randomness comes from the `Rng` passed in. Seats are numbered 0..n-1; `None` is the table
itself (a background job such as dealing a market) when acting, and a spectator when viewing.

Events are dicts with a "type", each type defined by a struct of its format's `rules/events.py`
(the engine's `event_type`, the API schema's model of it). What only some seats may see goes
under "secret", with the seats that may see it under "to"; `redact_event` strips it for everyone
else. Each format's `rules/views.py` is the one place that decides what a seat sees.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Collection, Iterable
from typing import Annotated, Any, ClassVar, Generic, NamedTuple, TypeVar

import msgspec

from tabletop.rules import validation
from tabletop.rules.rng import Rng

StateT = TypeVar("StateT")
Event = dict[str, Any]
Seat = int | None


class IllegalAction(Exception):
    """An action the rules do not allow now. Nothing changes when it is raised."""

    code = "illegal_action"

    def __init__(self, message: str, *, code: str | None = None, field: str | None = None):
        # Exception.__new__ has set `args` to (message,): no super().__init__, for checks make
        # several refusals each time a seat's legal actions are listed (0.36 against 0.54 us).
        self.message = message
        if code:
            self.code = code
        self.field = field


class InvalidInput(IllegalAction):
    """A malformed action or settings document (wrong type, unknown action, missing field)."""

    code = "invalid_input"


class NotYourTurn(IllegalAction):
    code = "not_your_turn"


class WrongPhase(IllegalAction):
    code = "wrong_phase"


class NotEnough(IllegalAction):
    """Not enough gold, treasures or cards for what was asked."""

    code = "not_enough"


class UnknownCard(IllegalAction):
    code = "unknown_card"


class GameOver(IllegalAction):
    code = "game_over"


def _text(longest: int) -> Any:
    return Annotated[str, msgspec.Meta(max_length=longest)]


class CardFace(msgspec.Struct, kw_only=True):
    """One face of a card of two (double-faced, split, adventure, flip), as a phone shows it."""

    name: _text(200)
    mana_cost: _text(80) = ""
    type_line: _text(200) = ""
    oracle_text: _text(5000) = ""
    power: _text(10) = ""
    toughness: _text(10) = ""
    loyalty: _text(10) = ""
    colors: Annotated[list[_text(1)], msgspec.Meta(max_length=5)] = []  # a back face's color indicator


class Card(msgspec.Struct, kw_only=True):
    """One physical card of a game: `id` is unique within the game, facts come from the cube."""

    id: int
    name: str
    mana_value: float = 0
    colors: list[str] = []
    color_category: str = ""
    type_line: str = ""
    supertypes: list[str] = []
    types: list[str] = []
    subtypes: list[str] = []
    oracle_text: str = ""
    mana_cost: str = ""
    module: str | None = None
    tags: list[str] = []
    image_url: str = ""
    scryfall_id: str = ""  # its image is Treasury's /api/v1/cards/<scryfall_id>/image/
    # what its face shows beyond the facts the rules read
    power: str = ""
    toughness: str = ""
    loyalty: str = ""
    layout: str = ""
    faces: Annotated[list[CardFace], msgspec.Meta(max_length=4)] = []

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    @property
    def is_basic_land(self) -> bool:
        return "Basic" in self.supertypes and self.is_land

    @property
    def is_legendary_creature(self) -> bool:
        return "Legendary" in self.supertypes and self.is_creature


class Action(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, kw_only=True, frozen=True):
    """Base of every format's actions: a JSON document tagged by "type" ({"type": "bid",
    "amount": 3}), no unknown field, never changed once made."""


class EventBody(msgspec.Struct, tag_field="type", kw_only=True):
    """Base of the structs that define each format's events (its `rules/events.py`), tagged by
    "type": the API schema documents `events[]` as their union. `secret` and `to` are in the log
    and the export; a reader's answer has `secret` only when it is in `to`, and never `to`."""


def action_type(action: Action) -> str:
    return type(action).__struct_config__.tag


# Why a seat may not send an action of one type now (None: it may), decided before the action's
# payload is read and from what the seat may know: a refusal is returned, not raised, for
# `legal_actions` asks every type's check and needs only a yes or no.
Check = Callable[[Any, Seat], IllegalAction | None]


# Whether any payload of an action type may pass now, where its handler refuses every payload in
# words that depend on the payload (the card it names, as its reader may see it): only
# `legal_actions` asks it, for `apply` leaves such refusals to the handler.
Offered = Callable[[Any, int], bool]


def no_check(state: Any, seat: Seat) -> None:
    """The check of an action type whose every refusal depends on its payload."""


def legal_kinds(
    checks: dict[str, Check], state: Any, seat: Seat, offers: dict[str, Offered] | None = None
) -> list[str]:
    """The tags of `checks` that let `seat` act now and, where `offers` asks, that some payload
    may pass, in the table's order. (Written out in one loop: the random playouts ask it at every
    action, and a call per check cost them 5%, a comprehension's own frame 0.15 us; nor is
    `no_check` called, nearly half the checks of a free auction table.)"""
    offers = offers or {}
    kinds = []
    for kind, check in checks.items():
        if (check is no_check or check(state, seat) is None) and (kind not in offers or offers[kind](state, seat)):
            kinds.append(kind)
    return kinds


def any_legal(checks: dict[str, Check], state: Any, seat: Seat, offers: dict[str, Offered] | None = None) -> bool:
    """Whether `legal_kinds` would list anything: stops at the first tag that passes (a table's
    waiting seats are asked of every state a push carries, for each seat)."""
    offers = offers or {}
    return any(
        (check is no_check or check(state, seat) is None) and (kind not in offers or offers[kind](state, seat))
        for kind, check in checks.items()
    )


def require(refusal: IllegalAction | None) -> None:
    """Raises the refusal a check found; nothing when there is none."""
    if refusal is not None:
        raise refusal


class Outcome(msgspec.Struct, Generic[StateT]):
    state: StateT
    events: list[Event]


class Applying(Generic[StateT]):
    """One application of an action: the copy of the state that `apply` changes, the seat acting
    (None: the table), the game's random source and the events caused so far, in order. Every
    handler takes it and the action; a format adds the helpers its handlers share in a subclass
    (the auction's `Table`)."""

    __slots__ = ("state", "seat", "rng", "events")  # one is made per action: a little faster without a dict

    def __init__(self, state: StateT, seat: Seat, rng: Rng):
        self.state = state
        self.seat = seat
        self.rng = rng
        self.events: list[Event] = []

    def emit(self, event_type: str, /, **fields: Any) -> None:
        self.events.append({"type": event_type, **fields})


ApplyingT = TypeVar("ApplyingT", bound=Applying[Any])
# An action type's handler: it changes `applying.state` as the action says, or raises its
# IllegalAction. Typed by the context it takes (Applying, or a format's subclass) rather than the
# state, for a handler taking the auction's Table is no handler of every Applying.
Handler = Callable[[ApplyingT, Any], None]


def handle(handlers: dict[str, Handler[Any]], applying: Applying[StateT], action: Action) -> Outcome[StateT]:
    """Runs the handler of `action`'s type (from its format's table, keyed by tag) in `applying`,
    whose state is the copy `apply` made, and returns the state it leaves (an undo puts another in
    its place) and the events it caused. What one format keeps around it (the undo record) stays
    in that format's `apply`."""
    handlers[action_type(action)](applying, action)
    return Outcome(applying.state, applying.events)


class Ending(msgspec.Struct, kw_only=True, frozen=True):
    """How a game ended, the same in every format (its state's `ending`, None while it goes on):
    the seats that won (none: nobody did, a draw), the seats that lost, and why, in words."""

    winners: list[int]
    losers: list[int]
    reason: str

    def refusal(self) -> GameOver:
        """What an action the ended game no longer takes is told, in every format."""
        return GameOver(f"the game is over: {self.reason}")


# `winner`, as every view carried it before `ending` (a seat, or null): served beside `ending` until
# its Sunset (tabletop/http/deprecations.py sends the headers; docs/api.md, section 19).
Winner = Annotated[
    int | None,
    msgspec.Meta(
        description="Deprecated, read `ending`: the seat that won alone; null while the game goes on, "
        "or when nobody or several players won.",
        extra_json_schema={"deprecated": True},
    ),
]


def sole_winner(ending: Ending | None) -> int | None:
    """The deprecated `winner` of a view: the one winner of an ended game, else None."""
    return ending.winners[0] if ending is not None and len(ending.winners) == 1 else None


_SUBJECTS = {"invalid_action": "the action", "invalid_settings": "the settings"}


def convert_strict(data: Any, into: Any, *, code: str = "invalid_input") -> Any:
    """Validate a JSON document into a typed struct; a bad one raises `InvalidInput` naming the
    field, in words (tabletop/rules/validation.py). Strict: "5", 5.0 and true are not integers, no
    whole number is beyond MAX_QUANTITY either way, and no text is one a table cannot read
    (validation.text_problem). The texts are read only once the struct took them: its bounds on
    their lengths come first (a 20 MB text took 30 s to walk, then refuse)."""
    subject = _SUBJECTS.get(code, "the document")
    beyond, texts_to_read = validation.first_problems(data)
    try:
        value = msgspec.convert(data, into, strict=True)
    except msgspec.ValidationError as error:
        message, field = validation.readable(error, data, into, subject)
        if beyond is None or field == (beyond[0] or None):  # its own bound first: "delta must be at most 1000"
            raise InvalidInput(message, code=code, field=field) from None
        value = None
    if beyond is not None:
        raise InvalidInput(validation.quantity_problem(*beyond, subject), code=code, field=beyond[0] or None)
    unfit = validation.unfit_text(data) if texts_to_read else None
    if unfit is not None:
        raise InvalidInput(f"{unfit[0] or subject} {unfit[1]}", code=code, field=unfit[0] or None)
    return value


def prepare_struct_types() -> list[type]:
    """Build msgspec's information on every Struct class loaded, here and once; the classes.

    msgspec builds a struct type's information at the type's first decode or convert and lets
    other threads see it before it is whole: two threads decoding a saga's state for the first
    time crashed the server with SIGSEGV (4 threads racing on a fresh process crashed 13 times in
    60). A process that decodes in more than one thread (the ASGI server: its sync views and its
    sockets' database calls run in thread pools) calls this before it serves anything."""
    classes: list[type] = []
    pending = msgspec.Struct.__subclasses__()
    while pending:
        struct_type = pending.pop()
        if struct_type in classes:
            continue
        classes.append(struct_type)
        pending.extend(struct_type.__subclasses__())
        msgspec.json.Decoder(struct_type)  # builds the information of every struct it holds too
    return classes


def to_builtins(value: Any) -> Any:
    return msgspec.to_builtins(value)


def clone(state: StateT) -> StateT:
    """A deep copy of a state struct, cards and all."""
    return msgspec.convert(msgspec.to_builtins(state), type(state))


def editable_copy(
    state: StateT, *, copied_on_change: tuple[str, ...] = (), replaced_on_change: tuple[str, ...] = ()
) -> StateT:
    """The copy of a state that `apply` changes, so that it never touches its input: every list,
    dict and unfrozen struct in it is new; frozen structs (which nothing changes, such as ledger
    entries) and the cards (which no action changes) are shared with the input. The lists named in
    `copied_on_change` are new but share their items, which the engine copies (with
    `editable_copy`) before it first changes one: for what grows all game and few actions touch.
    Those named in `replaced_on_change` are shared, and the engine puts a new list in their place
    rather than change one: for what only grows, such as a ledger."""
    return editable_copier(type(state), copied_on_change=copied_on_change, replaced_on_change=replaced_on_change)(state)


def editable_copier(
    state_type: type[StateT], *, copied_on_change: tuple[str, ...] = (), replaced_on_change: tuple[str, ...] = ()
) -> Callable[[StateT], StateT]:
    """`editable_copy` of a state of `state_type` as a function, found once: an engine that copies
    at every action keeps it rather than look it up each time."""
    return _copier(state_type, ("cards", *replaced_on_change), copied_on_change)


def _editable_struct(value: Any) -> Any:
    return _copier(type(value), (), ())(value)


def _editable(value: Any) -> Any:
    if value is None:  # most optional parts of a state, most of the time
        return None
    if isinstance(value, list):
        first = value[0] if value else None
        if type(first) in _ATOMS or (isinstance(first, msgspec.Struct) and first.__struct_config__.frozen):
            return value.copy()
        if isinstance(first, msgspec.Struct):
            return [_editable_struct(item) for item in value]
        return [_editable(item) for item in value]
    if isinstance(value, dict):
        if all(type(item) in _ATOMS for item in value.values()):
            return value.copy()
        return {key: _editable(item) for key, item in value.items()}
    if isinstance(value, msgspec.Struct) and not value.__struct_config__.frozen:
        return _editable_struct(value)
    return value


_ATOMS = frozenset((int, str, bool, float, type(None)))


class _StructCopy(NamedTuple):
    """How a field holding an unfrozen struct of one type (or None), or a list of them, is copied:
    by that type's own copier, with no look-up of the type at each copy."""

    struct_type: type
    in_list: bool


@functools.cache
def _copy_plan(
    struct_type: type, shared: tuple[str, ...], shallow: tuple[str, ...] = ()
) -> tuple[tuple[str, Callable[[Any], Any] | _StructCopy], ...]:
    """How to copy each field of a struct type that may hold something changeable: a list or dict
    of numbers, text or frozen structs (or one named in `shallow`) by its `copy`, an unfrozen struct
    (or a list of them) by its type's copier, anything else by `_editable`; fields that hold nothing
    changeable (numbers, text, frozen structs) are shared, and so is `shared`."""
    plan: list[tuple[str, Callable[[Any], Any] | _StructCopy]] = []
    for field in msgspec.inspect.type_info(struct_type).fields:
        if field.name in shared or _unchangeable(field.type):
            continue
        kind = field.type
        if field.name in shallow or isinstance(kind, msgspec.inspect.ListType) and _unchangeable(kind.item_type):
            plan.append((field.name, list.copy))
        elif isinstance(kind, msgspec.inspect.DictType) and _unchangeable(kind.value_type):
            plan.append((field.name, dict.copy))
        elif isinstance(kind, msgspec.inspect.ListType) and (item := _one_struct_type(kind.item_type, optional=False)):
            plan.append((field.name, _StructCopy(item, in_list=True)))
        elif part := _one_struct_type(kind, optional=True):
            plan.append((field.name, _StructCopy(part, in_list=False)))
        else:
            plan.append((field.name, _editable))
    return tuple(plan)


def _one_struct_type(kind: msgspec.inspect.Type, *, optional: bool) -> type | None:
    """The unfrozen struct type that `kind` is (or, if `optional`, that or None), else None."""
    members = kind.types if optional and isinstance(kind, msgspec.inspect.UnionType) else (kind,)
    structs = [member for member in members if not isinstance(member, msgspec.inspect.NoneType)]
    if len(structs) == 1 and isinstance(structs[0], msgspec.inspect.StructType):
        struct_type = structs[0].cls
        return None if struct_type.__struct_config__.frozen else struct_type
    return None


_COPIERS_BEING_WRITTEN: set[type] = set()


@functools.cache
def _copier(struct_type: type, shared: tuple[str, ...], shallow: tuple[str, ...]) -> Callable[[Any], Any]:
    """`_copy_plan` as one function of straight-line code, written once per struct type (as
    dataclasses writes an `__init__`): every `apply` copies its state, and a loop over the plan
    took longer (2.5 against 1.9 us for an auction's state, the call included)."""
    lines = ["def copy(value):", "    new = value.__copy__()"]  # a msgspec struct's own shallow copy
    namespace: dict[str, Any] = {"_editable": _editable}
    _COPIERS_BEING_WRITTEN.add(struct_type)
    try:
        for name, copy_field in _copy_plan(struct_type, shared, shallow):
            if copy_field in (list.copy, dict.copy):
                lines.append(f"    new.{name} = value.{name}.copy()")
                continue
            copy_part = "_editable"  # also for a struct type that holds itself
            if isinstance(copy_field, _StructCopy) and copy_field.struct_type not in _COPIERS_BEING_WRITTEN:
                copy_part = f"copy_{name}"
                namespace[copy_part] = _copier(copy_field.struct_type, (), ())
            if isinstance(copy_field, _StructCopy) and copy_field.in_list:
                lines.append(f"    new.{name} = [{copy_part}(item) for item in value.{name}]")
            else:  # mostly an optional part, mostly None
                lines += [f"    part = value.{name}", f"    new.{name} = None if part is None else {copy_part}(part)"]
    finally:
        _COPIERS_BEING_WRITTEN.discard(struct_type)
    lines.append("    return new")
    exec("\n".join(lines), namespace)  # noqa: S102 (field names of a struct type: identifiers)
    return namespace["copy"]


_ATOM_TYPES = (
    msgspec.inspect.IntType,
    msgspec.inspect.StrType,
    msgspec.inspect.BoolType,
    msgspec.inspect.FloatType,
    msgspec.inspect.NoneType,
    msgspec.inspect.LiteralType,
)


def _unchangeable(kind: msgspec.inspect.Type) -> bool:
    if isinstance(kind, msgspec.inspect.StructType):
        return kind.cls.__struct_config__.frozen
    if isinstance(kind, msgspec.inspect.UnionType):
        return all(_unchangeable(member) for member in kind.types)
    return isinstance(kind, _ATOM_TYPES)


def redact_event(event: Event, seat: Seat) -> Event:
    """The event as `seat` may see it: the "secret" part only for the seats in "to"."""
    if "secret" not in event:
        return event
    public = {key: value for key, value in event.items() if key not in ("secret", "to")}
    if seat is not None and seat in event.get("to", ()):
        public["secret"] = event["secret"]
    return public


def find_misplaced_cards(all_ids: Iterable[int], places: dict[str, Collection[int]]) -> list[str]:
    """Problems with card conservation: every card in exactly one place. Empty when all is well."""
    expected = _id_set(all_ids) if isinstance(all_ids, range) else frozenset(all_ids)
    placed = set().union(*places.values())
    if sum(map(len, places.values())) == len(placed) and placed == expected:
        return []  # as it should be, found fast: naming the problems costs a millisecond a call
    seen: Counter[int] = Counter()
    where: dict[int, list[str]] = {}
    for place, ids in places.items():
        for card_id in ids:
            seen[card_id] += 1
            where.setdefault(card_id, []).append(place)
    problems = [f"card {cid} is in {len(where[cid])} places: {where[cid]}" for cid, n in seen.items() if n > 1]
    problems += [f"card {cid} is nowhere" for cid in sorted(expected - set(seen))]
    problems += [f"card {cid} is not of this game ({where[cid]})" for cid in sorted(set(seen) - expected)]
    return problems


@functools.cache
def _id_set(ids: range) -> frozenset[int]:
    return frozenset(ids)


class Engine(Generic[StateT]):
    """Base of every format's engine. Subclasses set the class attributes and implement the
    methods that raise NotImplementedError."""

    kind: ClassVar[str]
    ruleset_version: ClassVar[str]
    settings_type: ClassVar[type]
    action_type: ClassVar[Any]
    event_type: ClassVar[Any] = dict[str, Any]  # the union of the format's EventBody structs
    state_type: ClassVar[type]
    # The format's rules/views.py, the one place that decides what a seat sees: its
    # `player_view(state, seat)` builds a `view_type` struct, its `event_view` redacts an event.
    # It may also have `shared(state)`, what every seat's view of a state shares (with the
    # state's `waiting_on`), which `player_view(state, seat, shared)` then takes: made once for
    # the views of several seats (tabletop.core.patches).
    views: ClassVar[Any] = None
    view_type: ClassVar[Any] = dict[str, Any]
    # Each action type's check, keyed by its tag, in the order `legal_actions` lists them. Both
    # `legal_actions` and `apply` go through `refusal`, so what one offers the other accepts
    # (the payload aside) and both refuse in the same words.
    checks: ClassVar[dict[str, Check]] = {}
    offers: ClassVar[dict[str, Offered]] = {}
    # Action types a seat may send beside what the game waits for (an undo, a correction): a
    # notification does not name them.
    side_actions: ClassVar[frozenset[str]] = frozenset()

    # -- documents in and out ------------------------------------------------------------
    def parse_settings(self, data: dict[str, Any] | None) -> Any:
        settings = convert_strict(data or {}, self.settings_type, code="invalid_settings")
        self.validate_settings(settings)
        return settings

    def validate_settings(self, settings: Any) -> None:
        """Raises InvalidInput (code invalid_settings, naming the field) for settings no table
        could ever play (an empty list the game must draw from, a limit reached before play).
        Create, import and saved presets all parse their settings, so all of them pass here;
        what depends on the seats is setup's to check."""

    def parse_action(self, data: Any) -> Any:
        return convert_strict(data, self.action_type, code="invalid_action")

    def encode_state(self, state: StateT) -> dict[str, Any]:
        return to_builtins(state)

    def encode_state_json(self, state: StateT) -> bytes:
        """encode_state's document as JSON, built straight from the struct (every action stores one)."""
        return msgspec.json.encode(state)

    def decode_state(self, data: dict[str, Any]) -> StateT:
        return msgspec.convert(data, self.state_type)

    def decode_state_json(self, data: str | bytes) -> StateT:
        """decode_state of a document as JSON, straight into the struct (every action reads one)."""
        return msgspec.json.decode(data, type=self.state_type)

    # -- the rules ---------------------------------------------------------------------
    def setup(self, settings: Any, cards: list[Card], seat_names: list[str], rng: Rng) -> StateT:
        """The initial state. Raises IllegalAction (e.g. a cube too small) naming what is wrong."""
        raise NotImplementedError

    def seat_refusal(self, state: StateT, seat: Seat) -> IllegalAction | None:
        """Why `seat` may send nothing now, whatever the action (the game is over, not a seat of
        the game); None: each action type's check decides."""
        return None

    def refusal(self, state: StateT, seat: Seat, action: Action | str) -> IllegalAction | None:
        """Why `seat` may not send `action` (an action, or its type's tag) now, its payload aside;
        None: it may. `apply` raises it before its handler reads the payload."""
        refusal = self.seat_refusal(state, seat)
        if refusal is not None:
            return refusal
        kind = action if isinstance(action, str) else action_type(action)
        check = self.checks.get(kind)
        if check is None:
            return InvalidInput(f"unknown action type {kind!r}", code="invalid_action")
        return check(state, seat)

    def checks_now(self, state: StateT, seat: Seat) -> dict[str, Check]:
        """The checks worth asking of `seat` in `state`: all of them, or (for speed) a part of the
        table outside which every check refuses the seat in this state, such as the types of its
        phase."""
        return self.checks

    def is_legal(self, state: StateT, seat: Seat, action: Action | str) -> bool:
        """Whether `seat` may send `action` now, its payload aside: `legal_actions` lists its type."""
        kind = action if isinstance(action, str) else action_type(action)
        if self.seat_refusal(state, seat) is not None or kind not in self.checks:
            return False
        return bool(legal_kinds({kind: self.checks[kind]}, state, seat, self.offers))

    def legal_actions(self, state: StateT, seat: Seat) -> list[str]:
        """The action types `seat` may send now (None: the table's own background steps)."""
        if self.seat_refusal(state, seat) is not None:
            return []
        return legal_kinds(self.checks_now(state, seat), state, seat, self.offers)

    def apply(self, state: StateT, seat: Seat, action: Any, rng: Rng) -> Outcome[StateT]:
        """A new state and the events it caused; the input state is left untouched."""
        raise NotImplementedError

    def system_action(self, state: StateT) -> Any | None:
        """The action a background job must apply next (deal a market...), or None."""
        return None

    def waiting_on(self, state: StateT) -> list[int]:
        """The seats whose decision the game waits on."""
        raise NotImplementedError

    def waits_for(self, state: StateT, seat: int) -> str:
        """What the game waits for from `seat`, in a few words (a turn notification says it): by
        default the types of action it may send, its side actions aside."""
        kinds = [kind for kind in self.legal_actions(state, seat) if kind not in self.side_actions]
        return " or ".join(kind.replace("_", " ") for kind in kinds)

    def ending(self, state: StateT) -> Ending | None:
        """How the game ended; None while it goes on."""
        return state.ending  # type: ignore[attr-defined]

    def is_over(self, state: StateT) -> bool:
        return self.ending(state) is not None

    # -- what each seat sees (decided in the format's rules/views.py) -------------------
    def player_view(self, state: StateT, seat: Seat) -> dict[str, Any]:
        """The view `seat` (None: a spectator) has of the game, as JSON-ready builtins."""
        return to_builtins(self.views.player_view(state, seat))

    def event_view(self, event: Event, seat: Seat) -> Event:
        return redact_event(event, seat) if self.views is None else self.views.event_view(event, seat)

    # -- promises, for tests and imports -----------------------------------------------
    def invariant_problems(self, state: StateT) -> list[str]:
        """Broken promises (negative gold, a card in two places...). Empty when all is well."""
        raise NotImplementedError


def replay(
    engine: Engine[StateT],
    initial_state: dict[str, Any],
    rng: Rng,
    actions: Iterable[tuple[Seat, dict[str, Any]]],
) -> StateT:
    """The state reached by applying logged actions to the initial state; `rng` advances."""
    state = engine.decode_state(initial_state)
    for seat, payload in actions:
        state = engine.apply(state, seat, engine.parse_action(payload), rng).state
    return state

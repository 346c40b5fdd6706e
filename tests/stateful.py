"""What the three engines' Hypothesis state machines share.

A sequence starts at a position of a sample game (a random whole game played once per process
and checked once: every promise after every action, and the production `replay` of its whole
log), so that sequences of a few dozen actions still reach every part of a game. From there it
takes random legal moves and random documents, most of them illegal. After every accepted
action the promises hold and the replay of the sequence's log equals the state; the replay is
kept up to date one action at a time (a replay of n + 1 actions is that of n actions plus one,
from the decoded starting state), so a check costs one more `apply`, not a whole replay.

Every event of the sample games and of the sequences, as the log keeps it and as each seat and
a spectator read it, is exactly the struct its format's rules/events.py declares for its type
(`undeclared`); each format's tests show that its sample games emit every declared type.

The active Hypothesis profile's `max_examples` (profiles in pyproject.toml) is the number of
sequences per format; `run_sequences` splits them into SHARDS tests that xdist runs in parallel
and proves they all ran.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

import msgspec
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, precondition, rule, run_state_machine_as_test

from tabletop.rules.engine import Engine, Event, IllegalAction, Outcome, action_type, replay, to_builtins
from tabletop.rules.events import SEAT_CHANGE_EVENTS
from tabletop.rules.rng import Rng

SHARDS = 4
Move = tuple[int | None, Any]


def fingerprint(state: Any) -> bytes:
    """Everything of a state but its cards, which never change and are shared between states."""
    return msgspec.msgpack.encode(msgspec.structs.replace(state, cards=[]))


@dataclass(frozen=True)
class SampleGame:
    seed: str
    positions: list[tuple[Any, int]]  # every state reached, with the Rng's counter there
    event_types: frozenset[str]  # every type of event the game emitted, each event as declared

    def start(self, choice: int) -> tuple[Any, Rng]:
        state, counter = self.positions[choice % len(self.positions)]
        return state, Rng(self.seed, counter)


def play_sample_game(
    engine: Engine, state: Any, rng: Rng, next_move: Callable[[Any], Move | None], limit: int = 5000
) -> SampleGame:
    initial, initial_counter, seed = engine.encode_state(state), rng.counter, rng.seed
    positions, log, event_types = [(state, rng.counter)], [], set()
    while not engine.is_over(state) and len(log) < limit:
        move = next_move(state)
        if move is None:
            continue
        seat, action = move
        outcome = engine.apply(state, seat, action, rng)
        assert_events_as_declared(engine, outcome.events, len(state.players))
        event_types.update(event["type"] for event in outcome.events)
        state = outcome.state
        assert engine.invariant_problems(state) == []
        assert_checks_now_leave_out_only_refusals(engine, state)
        log.append((seat, to_builtins(action)))
        positions.append((state, rng.counter))
    replayed = replay(engine, initial, Rng(seed, initial_counter), log)
    assert fingerprint(replayed) == fingerprint(state)
    return SampleGame(seed, positions, frozenset(event_types))


def assert_checks_now_leave_out_only_refusals(engine: Engine, state: Any) -> None:
    """`legal_actions` asks only `checks_now`, a part of the table chosen for speed: every seat
    (and the table itself) is offered what the whole table of checks allows."""
    for seat in [None, *range(len(state.players))]:
        every_check = [kind for kind in engine.checks if engine.is_legal(state, seat, kind)]
        assert engine.legal_actions(state, seat) == every_check, f"seat {seat}"


def visible_card_ids(view: Any) -> set[int]:
    """Every card a player view shows: the ids of its `cards` table and of every card it spells
    out (a dict with an id and a name)."""
    ids: set[int] = set()
    stack = [view]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if "id" in item and "name" in item and isinstance(item["id"], int):
                ids.add(item["id"])
            table = item.get("cards")
            if isinstance(table, dict):  # a table of cards by id: its keys say them all
                ids.update(int(key) for key in table)
                stack.extend(value for key, value in item.items() if key != "cards")
            else:
                stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return ids


_CARD_ID_IN_TEXT = re.compile(r"\b(?:cards?|id)\s+#?(\d+)|#(\d+)", re.IGNORECASE)


def assert_refusal_tells_nothing_hidden(
    engine: Engine, state: Any, seat: int, action: Any, error: IllegalAction, rng: Rng
) -> None:
    """A refusal is decided and worded from what the actor may know: its message and field name
    no card hidden from the actor, by name or by id, and it is the same refusal whatever the
    hidden cards are (their facts shuffled among them, so that the seat's view is unchanged)."""
    hidden, hidden_names = _hidden_from(engine, state, seat)
    if not hidden:
        return
    told = f"{error.message} {error.field or ''}"
    for name in hidden_names:
        assert name not in told or not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", told), (
            f"the refusal {error.code!r} names {name!r}, hidden from seat {seat}: {error.message!r}"
        )
    hidden_ids = {card.id for card in hidden}
    for match in _CARD_ID_IN_TEXT.finditer(error.message):
        card_id = int(match.group(1) or match.group(2))
        assert card_id not in hidden_ids, (
            f"the refusal {error.code!r} names card {card_id}, hidden from seat {seat}: {error.message!r}"
        )
    if len(hidden) < 2:
        return
    _assert_same_refusal_for_any_hidden_card(engine, state, seat, action, error, rng, [card.id for card in hidden])
    # The hidden cards' facts rotated among them: the same view for this seat, other secrets.
    rotated = list(state.cards)
    for place, card in zip(hidden, hidden[1:] + hidden[:1], strict=True):
        rotated[place.id] = msgspec.structs.replace(card, id=place.id)
    other = msgspec.structs.replace(state, cards=rotated)
    try:
        engine.apply(other, seat, action, Rng(rng.seed, rng.counter))
    except IllegalAction as other_error:
        assert (other_error.code, other_error.message, other_error.field) == (error.code, error.message, error.field), (
            f"the refusal depends on cards hidden from seat {seat}: {error.code} {error.message!r} "
            f"became {other_error.code} {other_error.message!r}"
        )
    else:
        raise AssertionError(f"the refusal {error.code} {error.message!r} depends on cards hidden from seat {seat}")


_last_hidden: list[Any] = [None, None, None]  # the state, the seat and what is hidden from it


def _hidden_from(engine: Engine, state: Any, seat: int) -> tuple[list[Any], set[str]]:
    """The cards hidden from `seat` in `state`, and the names no visible card shares. Kept for
    the last state asked: a state is never changed, and a sequence tries many refused documents
    at one state (reading the view costs more than the engine's refusal)."""
    if _last_hidden[0] is state and _last_hidden[1] == seat:
        return _last_hidden[2]
    visible = visible_card_ids(engine.player_view(state, seat))
    hidden = [card for card in state.cards if card.id not in visible]
    visible_names = {state.cards[card_id].name for card_id in visible}
    _last_hidden[:] = [state, seat, (hidden, {card.name for card in hidden} - visible_names)]
    return _last_hidden[2]


# The fields of the engines' actions that name cards by id: one id, or a list of ids.
CARD_ID_FIELDS = frozenset(
    {"card", "cards", "pool_card", "pack_card", "commander", "order", "bottom", "pile_a", "augment"}
)


def _assert_same_refusal_for_any_hidden_card(
    engine: Engine, state: Any, seat: int, action: Any, error: IllegalAction, rng: Rng, hidden: list[int]
) -> None:
    """An action naming a card hidden from the actor is refused the same way whichever hidden
    card it names: where a hidden card lies (the deck, another seat's pool, a pile, a pack) is
    not for the refusal to tell. (Rotating the cards' facts keeps every id where it is, so it
    cannot see a refusal that differs by place: "not in your pool" for a pile's card and "in
    another player's pool" for a rival's.)"""
    document = to_builtins(action)
    named = [value for key, value in document.items() if key in CARD_ID_FIELDS]
    named_ids = {i for value in named for i in (value if isinstance(value, list) else [value]) if isinstance(i, int)}
    hidden_set = set(hidden)
    named_hidden = sorted(named_ids & hidden_set)
    if not named_hidden:
        return
    first = named_hidden[0]
    others = [card_id for card_id in hidden if card_id not in named_ids]
    for other in others[:: max(1, len(others) // 3)][:3]:  # a few hidden cards from all over the list

        def swap(value, old=first, new=other):
            return new if value == old else value

        swapped = {
            key: ([swap(v) for v in value] if isinstance(value, list) else swap(value))
            if key in CARD_ID_FIELDS
            else value
            for key, value in document.items()
        }
        try:
            engine.apply(state, seat, engine.parse_action(swapped), Rng(rng.seed, rng.counter))
        except IllegalAction as other_error:
            told = (other_error.code, other_error.message, other_error.field)
            assert told == (error.code, error.message, error.field), (
                f"the refusal depends on where hidden card {first} lies: naming hidden card {other} instead, "
                f"{error.code} {error.message!r} became {other_error.code} {other_error.message!r}"
            )
        else:
            raise AssertionError(
                f"seat {seat} was refused with hidden card {first} and not with hidden card {other}: "
                f"{error.code} {error.message!r}"
            )


def undeclared(engine: Engine, event: Event) -> str | None:
    """What of `event` its format's rules/events.py does not declare: an unknown type, a field
    missing, of another type (decoded strictly, as JSON) or not declared (the struct drops it on
    decoding, so it is not encoded back); None when the event is exactly its type's struct."""
    document = msgspec.json.encode(event)
    try:
        decoded = msgspec.json.decode(document, type=engine.event_type, strict=True)
    except msgspec.ValidationError as error:
        return f"{event.get('type')!r}: {error}"
    sent, back = msgspec.json.decode(document), msgspec.json.decode(msgspec.json.encode(decoded))
    # A field left out takes its declared default: only what was sent must come back, unchanged.
    changed = sorted(key for key in sent if back.get(key, sent) != sent[key])
    return f"{event['type']!r}: not as declared: {changed}" if changed else None


def event_readings(engine: Engine, event: Event, players: int) -> list[Event]:
    """An event as the log and the export keep it, and as a spectator and each seat read it: each
    different reading once (most events read the same for everyone)."""
    readings = [event]
    for reader in [None, *range(players)]:
        reading = engine.event_view(event, reader)
        if reading not in readings:
            readings.append(reading)
    return readings


def assert_events_as_declared(engine: Engine, events: list[Event], players: int) -> None:
    for event in events:
        for reading in event_readings(engine, event, players):
            problem = undeclared(engine, reading)
            assert problem is None, problem


def declared_event_types(engine: Engine) -> set[str]:
    return {struct.__struct_config__.tag for struct in engine.event_type.__args__}


# The table's own entries, which every format's log holds and no engine emits (their events are
# checked against each format's declaration in tests/contract/test_event_types.py).
SEAT_CHANGE_TYPES = frozenset(struct.__struct_config__.tag for struct in SEAT_CHANGE_EVENTS)


class EngineMachine(RuleBasedStateMachine):
    """A format's machine sets `engine`, starts with `begin` in its @initialize, says how to pick
    a random legal move (`random_move`) and adds its own rule for wild documents (`attempt`)."""

    engine: ClassVar[Engine]
    sequences_run: ClassVar[int] = 0
    # Every format's machine sets it once its engine's refusals keep hidden cards secret.
    checks_refusal_secrecy: ClassVar[bool] = False

    def begin(self, state: Any, rng: Rng) -> None:
        self.state, self.rng = state, rng
        # The replay starts from the state as stored: encoded without its cards, which the
        # service keeps apart and shares (tabletop/core/states.py).
        self.replayed = self.engine.decode_state(self.engine.encode_state(msgspec.structs.replace(state, cards=[])))
        self.replayed.cards = state.cards
        self.replay_rng = Rng(rng.seed, rng.counter)
        self.check()

    def random_move(self, chooser: Rng) -> Move | None:
        raise NotImplementedError

    def check_more(self) -> None:
        """Promises of the format beyond `invariant_problems`."""

    @precondition(lambda self: not self.engine.is_over(self.state))
    @rule(choice=st.integers(0, 2**32), burst=st.integers(1, 8))
    def legal_moves(self, choice: int, burst: int) -> None:
        """A few random legal moves: Hypothesis's own cost per rule is spread over more play."""
        chooser = Rng(str(choice))
        for _ in range(burst):
            if self.engine.is_over(self.state):
                return
            move = self.random_move(chooser)
            if move is not None:
                seat, action = move
                self.record(seat, action, self.engine.apply(self.state, seat, action, self.rng))

    def attempt(self, seat: int | None, payload: dict[str, Any]) -> None:
        """A document from anyone: refused with a code and nothing changed (not the state, not
        the Rng), or accepted and then held to every promise."""
        counter = self.rng.counter
        action = None  # a document that does not parse is refused before any rule looks at a card
        try:
            action = self.engine.parse_action(payload)
            outcome = self.engine.apply(self.state, seat, action, self.rng)
        except IllegalAction as error:
            assert error.code and error.message
            assert fingerprint(self.state) == self.checked
            assert self.rng.counter == counter
            if action is not None:  # what legal_actions said of its type, apply said first
                refusal = self.engine.refusal(self.state, seat, action)
                if refusal is not None:
                    assert (error.code, error.message, error.field) == (refusal.code, refusal.message, refusal.field)
            seated = seat is not None and 0 <= seat < len(self.state.players)
            if self.checks_refusal_secrecy and action is not None and seated:
                assert_refusal_tells_nothing_hidden(self.engine, self.state, seat, action, error, self.rng)
            return
        self.record(seat, action, outcome)

    def record(self, seat: int | None, action: Any, outcome: Outcome[Any]) -> None:
        assert fingerprint(self.state) == self.checked, "apply changed its input"
        assert_events_as_declared(self.engine, outcome.events, len(self.state.players))
        new_state = outcome.state
        assert action_type(action) in self.engine.legal_actions(self.state, seat), "accepted, but not legal"
        logged = self.engine.parse_action(to_builtins(action))  # the action as the log gives it back
        self.replayed = self.engine.apply(self.replayed, seat, logged, self.replay_rng).state
        self.state = new_state
        self.check()

    def check(self) -> None:
        assert self.engine.invariant_problems(self.state) == []
        self.checked = fingerprint(self.state)
        assert fingerprint(self.replayed) == self.checked, "the replay of the log differs from the state"
        assert self.replay_rng.counter == self.rng.counter
        self.check_more()

    def teardown(self) -> None:
        type(self).sequences_run += 1


def run_sequences(machine: type[EngineMachine], steps: int = 10) -> None:
    """One shard: the profile's sequences divided by SHARDS, each of at most `steps` rules."""
    wanted = -(-settings.default.max_examples // SHARDS)
    counted = type(machine.__name__, (machine,), {"sequences_run": 0})
    run_state_machine_as_test(counted, settings=settings(max_examples=wanted, stateful_step_count=steps))
    assert counted.sequences_run >= wanted

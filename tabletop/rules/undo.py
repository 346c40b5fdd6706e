"""Taking an action back: one set of actions for every format, and one record of the last action
for the formats that take back the whole table's last action (the auction, the saga). A format
says when its actor may undo alone and who must agree otherwise; the battler, whose players shop
at once, keeps a shopper's own last shop action instead."""

from __future__ import annotations

import functools
from typing import Any, TypeVar

import msgspec

from tabletop.rules.engine import Action, IllegalAction

StateT = TypeVar("StateT")


class Undo(Action, tag="undo"):
    """Take back one's own last action, while it revealed nothing."""


class ProposeUndo(Action, tag="propose_undo"):
    """Ask the others to agree to take back the last action."""


class ConsentUndo(Action, tag="consent_undo"):
    """Agree to the proposed undo."""


class RefuseUndo(Action, tag="refuse_undo"):
    """Refuse the proposed undo: it is dropped."""


UNDO_ACTIONS = (Undo, ProposeUndo, ConsentUndo, RefuseUndo)


class UndoRecord(msgspec.Struct, kw_only=True, frozen=True):
    """What taking back the last action needs: who took it, its type, whether its actor may take
    it back alone (it revealed nothing, nor did anything since), and the state it was applied to,
    encoded (msgpack, without its cards, its own record, a proposal and its ledger: a ledger only
    grows, so the ledger before is the first `ledger_length` entries of the ledger after)."""

    actor: int
    action: str
    alone: bool
    before: bytes
    ledger_length: int


def record_before(
    state: Any, *, actor: int, action: str, alone: bool, kept_encoded: tuple[str, ...] = (), **cleared: None
) -> UndoRecord:
    """The record of an action applied to `state`; `cleared` names the state's proposal field.
    `kept_encoded` names parts that most actions leave as they were: lists of numbers (or None)
    and frozen structs, that no change reaches once in a state, whose last encoding is kept
    (`_last_encoded`)."""
    # a shallow copy with fields set, as msgspec.structs.replace makes without its keywords' cost:
    # with the encoder made once, 0.2 us less a record (every action records one)
    before = state.__copy__()
    before.cards, before.ledger, before.undo = [], [], None
    for name, value in cleared.items():
        setattr(before, name, value)
    state_type = type(state)
    for name in kept_encoded:  # written out: a call per part took 5 % of what keeping it saves
        value = getattr(state, name)
        last = _last_encoded.get((state_type, name))
        if last is None or not (last[0] is value or last[0] == value):
            last = _last_encoded[state_type, name] = (value, msgspec.Raw(_encode_msgpack(value)))
        setattr(before, name, last[1])  # a Raw in a struct's field is encoded as its bytes
    return UndoRecord(
        actor=actor,
        action=action,
        alone=alone,
        before=_encode_msgpack(before),
        ledger_length=len(state.ledger),
    )


_encode_msgpack = msgspec.msgpack.Encoder().encode  # one for all threads: its methods are thread-safe (msgspec 0.16)

# The last encoding of each kept part (`record_before`) by the state's type and the field, with the
# part: one for all threads, each entry replaced whole. A table's next action mostly finds the same
# part (its settings, its owners, its deck: apply's copy shares them, and copies one before its
# first change, so no part of a state once made changes in place), or an equal one in a state read
# again, and the record copies the bytes rather than encode the part again. Equal parts encode
# alike: the state's types hold no `True` or `1.0` where a whole number goes. (Each player kept by
# its place cost more than encoding the players.)
_last_encoded: dict[tuple[type, str], tuple[Any, msgspec.Raw]] = {}


def nothing_to_undo() -> IllegalAction:
    return IllegalAction("there is no action to undo", code="nothing_to_undo")


def undo_refusal(record: UndoRecord | None, seat: int, *, who_agrees: str) -> IllegalAction | None:
    """Why `seat` may not take back the last action alone (None: it may), in the same words in
    every format that keeps the record; `who_agrees`: who must agree otherwise ("every player")."""
    if record is None:
        return nothing_to_undo()
    if record.actor != seat:
        return IllegalAction(
            f"only the player who took the last action may undo it alone: {who_agrees} must agree (propose_undo)",
            code="not_your_action",
        )
    if not record.alone:
        return IllegalAction(
            f"cards were revealed since your last action, or it ended the game: {who_agrees} must agree to take "
            "it back (propose_undo)",
            code="needs_consent",
        )
    return None


def proposal_refusal(record: UndoRecord | None, seat: int, pending: str | None) -> IllegalAction | None:
    """Why `seat` may not propose taking back the last action (None: it may); `pending`: the
    correction already proposed ("an undo", "a gold adjustment"), if any."""
    if record is None:
        return nothing_to_undo()
    if record.actor == seat and record.alone:
        return IllegalAction("your last action is yours to undo alone (undo)", code="undo_alone")
    return pending_refusal(pending)


def pending_refusal(pending: str | None) -> IllegalAction | None:
    """Why no correction may be proposed while `pending` is (None: none is)."""
    if pending is None:
        return None
    return IllegalAction(f"{pending} is already proposed: agree to it or refuse it first", code="proposed")


def proposal_answer_refusal(pending: str | None, answered: str, *, agreed: bool) -> IllegalAction | None:
    """Why a seat may not agree to (or refuse) the correction `answered` ("an undo"): it is not the
    one proposed (`pending`), or the seat agreed already (`agreed`: it proposed or consented)."""
    if pending != answered:
        return IllegalAction(f"{answered} is not proposed", code="no_proposal")
    if agreed:
        return IllegalAction("you already agreed to it: the others agree or refuse", code="already_agreed")
    return None


def restored(record: UndoRecord, like: StateT) -> StateT:
    """The state before the recorded action, with the cards and the count of actions of `like`
    (the count only grows) and the part of its ledger that was booked before."""
    before = _decoder(type(like)).decode(record.before)
    before.cards, before.seq = like.cards, like.seq  # type: ignore[attr-defined]
    before.ledger = like.ledger[: record.ledger_length]  # type: ignore[attr-defined]
    return before


@functools.cache
def _decoder(state_type: type) -> msgspec.msgpack.Decoder:
    return msgspec.msgpack.Decoder(state_type)

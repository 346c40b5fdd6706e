"""Taking an action back: one set of actions for every format, and one record of the last action
for the formats that take back the whole table's last action (the auction, the saga). A format
says when its actor may undo alone and who must agree otherwise; the battler, whose players shop
at once, keeps a shopper's own last shop action instead."""

from __future__ import annotations

import functools
from typing import Any, TypeVar

import msgspec

from tabletop.engine import Action

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
    encoded (msgpack, without its cards, its own record and a proposal)."""

    actor: int
    action: str
    alone: bool
    before: bytes


def record_before(state: Any, *, actor: int, action: str, alone: bool, **cleared: None) -> UndoRecord:
    """The record of an action applied to `state`; `cleared` names the state's proposal field."""
    before = msgspec.structs.replace(state, cards=[], undo=None, **cleared)
    return UndoRecord(actor=actor, action=action, alone=alone, before=msgspec.msgpack.encode(before))


def restored(record: UndoRecord, like: StateT) -> StateT:
    """The state before the recorded action, with the cards and the count of actions of `like`
    (the count only grows)."""
    before = _decoder(type(like)).decode(record.before)
    before.cards, before.seq = like.cards, like.seq  # type: ignore[attr-defined]
    return before


@functools.cache
def _decoder(state_type: type) -> msgspec.msgpack.Decoder:
    return msgspec.msgpack.Decoder(state_type)

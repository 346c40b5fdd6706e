"""A result reported by one player waits for another player's word: the report is kept, pending,
until a player who may answer confirms it (it then takes effect) or disputes it (it is dropped,
and the result is reported again). A format keeps the pending report with its state (a subclass of
`PendingReport` naming its report actions) and says who may answer it; these are the actions and
the checks it shares. (The battler's results belong to
its pairings, which carry more: treasures left on the board and undecidable replays.)"""

from __future__ import annotations

from collections.abc import Collection
from typing import Generic, TypeVar

import msgspec

from tabletop.rules.engine import Action, Event, IllegalAction, NotYourTurn, WrongPhase, to_builtins

ReportT = TypeVar("ReportT")


class ConfirmResult(Action, tag="confirm_result"):
    """Agree to the result another player reported: it takes effect."""


class DisputeResult(Action, tag="dispute_result"):
    """Refuse the result another player reported: it is dropped, to be reported again."""


RESULT_ANSWERS = (ConfirmResult, DisputeResult)


class PendingReport(msgspec.Struct, Generic[ReportT], kw_only=True, frozen=True):
    """`by`'s report (the action as sent), waiting for another player to confirm or dispute it.
    Subclassed by each format with its report type: the API schema names concrete structs."""

    by: int
    report: ReportT


def reported_event(pending: PendingReport) -> Event:
    """The event that tells the table of a report: its fields, and which report it is ("report")."""
    fields = to_builtins(pending.report)
    return {"type": "result_reported", "seat": pending.by, "report": fields.pop("type"), **fields}


def answer_refusal(pending: PendingReport | None, seat: int, answerers: Collection[int]) -> IllegalAction | None:
    """Why `seat` may not confirm or dispute now (None: it may); `answerers`: who may answer."""
    if pending is None:
        return WrongPhase("no reported result waits for an answer", code="no_report")
    if seat == pending.by:
        return NotYourTurn("you reported this result: another player confirms or disputes it", code="own_report")
    if seat not in answerers:
        return NotYourTurn("you may not answer this report", code="not_an_answerer")
    return None


def answered_event(answer: Action, seat: int, pending: PendingReport) -> Event:
    confirmed = isinstance(answer, ConfirmResult)
    return {"type": "result_confirmed" if confirmed else "result_disputed", "seat": seat, "reporter": pending.by}

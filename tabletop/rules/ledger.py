"""The money of every format (the battler's treasures, the auction's and the saga's gold) is
booked in one kind of ledger: an entry a change, never changed once booked, saying why and which
action booked it. A seat's money is the sum of its entries (each engine promises it)."""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta

# A correction of a seat's money by hand (a card's effect the engine does not know, a slip): at
# most this much either way in one action, as no card moves more, so that a slip of the finger
# (or a hostile client) cannot book a million.
MOST_CORRECTED = 1000
Correction = Annotated[int, Meta(ge=-MOST_CORRECTED, le=MOST_CORRECTED)]


class LedgerEntry(msgspec.Struct, kw_only=True, frozen=True, omit_defaults=True):
    seat: int
    delta: int
    # The format's category of the change, where its reason is words for people and its
    # promises check entries by category (the auction's "paid" and "received" balance).
    kind: str = ""
    reason: str
    seq: int  # the action that booked it: its number in the game's log (0: set-up)


def unbooked(ledger: list[LedgerEntry], money: list[int], unit: str) -> list[str]:
    """Broken promises of a ledger: a seat's money (`money[seat]`, in `unit`) is the sum of its
    entries, and every entry is for a seat at the table. Empty when all is well."""
    booked = [0] * len(money)
    problems = []
    for entry in ledger:
        if 0 <= entry.seat < len(money):
            booked[entry.seat] += entry.delta
        else:
            problems.append(f"a ledger entry ({entry.reason}) is for seat {entry.seat}, not at the table")
    problems += [
        f"seat {seat} has {have} {unit} but the ledger sums to {booked[seat]}"
        for seat, have in enumerate(money)
        if have != booked[seat]
    ]
    return problems

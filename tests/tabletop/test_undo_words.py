"""Taking back the last action by consent is refused in the same codes and words in the auction
and the saga (tabletop.rules.undo): at every position of sample games of both, every seat's refusals of
proposing, agreeing to and refusing an undo are collected, and the two formats must give the same
set of (code, message), each of the shared refusals reached in both (the saga's gold adjustment,
proposed the same way, aside)."""

from __future__ import annotations

import pytest

from tests.auction.rules.test_auction_stateful import CONFIGS as AUCTION_CONFIGS
from tests.auction.rules.test_auction_stateful import SEEDS as AUCTION_SEEDS
from tests.auction.rules.test_auction_stateful import sample_table
from tests.saga.rules.test_saga_stateful import sample_saga

PROPOSAL_TYPES = ("propose_undo", "consent_undo", "refuse_undo")
SHARED_CODES = {"nothing_to_undo", "undo_alone", "proposed", "no_proposal", "already_agreed"}


def _refusals(engine, positions) -> set[tuple[str, str]]:
    found = set()
    for state in positions:
        for seat in range(len(state.players)):
            if engine.seat_refusal(state, seat) is not None:
                continue
            for kind in PROPOSAL_TYPES:
                refusal = engine.refusal(state, seat, kind)
                # the saga's other correction, a gold adjustment, has no auction counterpart
                if refusal is not None and refusal.code in SHARED_CODES and "gold adjustment" not in refusal.message:
                    found.add((refusal.code, refusal.message))
    return found


@pytest.fixture(scope="module")
def auction_refusals():
    from auction.rules import ENGINE

    positions = [
        state
        for config in AUCTION_CONFIGS
        for seed in AUCTION_SEEDS
        for state, _ in sample_table(config, seed).game.positions
    ]
    return _refusals(ENGINE, positions)


@pytest.fixture(scope="module")
def saga_refusals():
    from saga.rules import ENGINE

    positions = [
        state
        for key in ((True, False, 0), (False, True, 1), (True, True, 2))
        for state, _seat, _action in sample_saga(*key)[1]
    ]
    return _refusals(ENGINE, positions)


def test_the_auction_and_the_saga_refuse_an_undo_proposal_in_the_same_words(auction_refusals, saga_refusals):
    assert {code for code, _ in auction_refusals} == SHARED_CODES
    assert {code for code, _ in saga_refusals} == SHARED_CODES
    assert auction_refusals == saga_refusals

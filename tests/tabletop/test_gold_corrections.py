"""A correction of gold by hand is bounded alike in every format that has one: at most
MOST_CORRECTED either way in one action. The auction took any whole number: a seat booked itself
1,000,000 gold, or took all of another seat's, in one tap (red team); the saga already held it."""

import pytest

from auction.rules import ENGINE as AUCTION
from saga.rules import ENGINE as SAGA
from tabletop.rules.engine import InvalidInput
from tabletop.rules.ledger import MOST_CORRECTED


@pytest.mark.parametrize("engine", [AUCTION, SAGA], ids=["auction", "saga"])
@pytest.mark.parametrize("delta", [MOST_CORRECTED + 1, -MOST_CORRECTED - 1, 1_000_000])
def test_a_correction_beyond_the_bound_is_refused_naming_it(engine, delta):
    with pytest.raises(InvalidInput) as refused:
        engine.parse_action({"type": "adjust_gold", "seat": 1, "delta": delta, "reason": "a card"})
    assert refused.value.field == "delta" and str(MOST_CORRECTED) in str(refused.value), str(refused.value)


@pytest.mark.parametrize("engine", [AUCTION, SAGA], ids=["auction", "saga"])
@pytest.mark.parametrize("delta", [MOST_CORRECTED, -MOST_CORRECTED, 3])
def test_a_correction_within_the_bound_is_read(engine, delta):
    assert engine.parse_action({"type": "adjust_gold", "seat": 1, "delta": delta, "reason": "a card"}).delta == delta

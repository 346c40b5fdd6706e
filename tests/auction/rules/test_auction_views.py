"""What the pushes' documents (tabletop.core.patches) take from an auction view: the players, the lot
and the purchase are made once per state and are the very same objects in every seat's view (what
lets a push's patches diff them once), the cards a player looks at reach that player's view only,
and each view made with the shared part is the view made alone."""

from __future__ import annotations

import pytest

from auction.rules import ENGINE, views
from auction.rules.playout import random_legal_action, random_seat, table_cards
from auction.rules.state import Settings
from tabletop.core import patches
from tabletop.rules.rng import Rng


@pytest.mark.parametrize("seed", ["shared-1", "shared-2"])
def test_every_seat_shares_the_table_and_only_the_looker_sees_what_it_looks_at(seed):
    rng, chooser = Rng(seed), Rng(seed + ":choices")
    state = ENGINE.setup(Settings(), table_cards(80), ["A", "B", "C", "D"], rng)
    looked_at = 0
    for _ in range(1500):
        table = patches.table_part(ENGINE, state)
        assert table.part["waiting_on"] == ENGINE.waiting_on(state)
        seats = (*range(len(state.players)), None)
        made = {seat: views.player_view(state, seat, table.shared) for seat in seats}
        first = made[0]
        for seat, seen in made.items():
            assert seen == views.player_view(state, seat), (state.phase, seat)
            assert (seen.players, seen.auction, seen.purchase) == (first.players, first.auction, first.purchase)
            assert seen.players is first.players and seen.auction is first.auction, "built again for a seat"
            assert seen.purchase is first.purchase
            looker = state.looking is not None and state.looking.seat == seat
            if looker:
                assert [card.id for card in seen.looking.cards] == state.looking.cards
                looked_at += 1
            elif seen.looking is not None:
                assert seen.looking.cards is views.UNSET, f"seat {seat} sees the cards another seat looks at"
        if ENGINE.is_over(state) or state.turn > 12:
            break
        seat = random_seat(state, chooser)
        payload = random_legal_action(state, seat, chooser)
        if payload is not None:
            state = ENGINE.apply(state, seat, ENGINE.parse_action(payload), rng).state
    assert state.turn > 3, "the playout never left the first turns"
    assert looked_at, "no player ever looked at cards of the deck"

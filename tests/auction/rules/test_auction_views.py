"""What the pushes' documents (tabletop.core.patches) take from an auction view: the views of one
state made with its shared part (the players, the lot and the purchase, made once for every seat)
are the views made alone, for every seat and a spectator, the cards a player looks at included."""

from __future__ import annotations

import pytest

from auction.rules import ENGINE, views
from auction.rules.playout import random_legal_action, random_seat, table_cards
from auction.rules.state import Settings
from tabletop.core import patches
from tabletop.rules.rng import Rng


@pytest.mark.parametrize("seed", ["shared-1", "shared-2"])
def test_the_views_made_with_the_shared_part_are_the_views_made_alone(seed):
    rng, chooser = Rng(seed), Rng(seed + ":choices")
    state = ENGINE.setup(Settings(), table_cards(80), ["A", "B", "C", "D"], rng)
    looked_at = 0
    for _ in range(1500):
        table = patches.table_part(ENGINE, state)
        assert table.part["waiting_on"] == ENGINE.waiting_on(state)
        for seat in (*range(len(state.players)), None):
            alone = views.player_view(state, seat)
            assert alone == views.player_view(state, seat, table.shared), (state.phase, seat)
            looked_at += alone.looking is not None and alone.looking.cards is not views.UNSET
        if ENGINE.is_over(state) or state.turn > 12:
            break
        seat = random_seat(state, chooser)
        payload = random_legal_action(state, seat, chooser)
        if payload is not None:
            state = ENGINE.apply(state, seat, ENGINE.parse_action(payload), rng).state
    assert state.turn > 3, "the playout never left the first turns"
    assert looked_at, "no player ever looked at cards of the deck"

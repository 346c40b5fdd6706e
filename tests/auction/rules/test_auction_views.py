"""What the pushes' documents (tabletop.core.patches) take from an auction view: the players, the lot
and the purchase are made once per state and are the very same objects in every seat's view (what
lets a push's patches diff them once), the cards a player looks at reach that player's view only,
and each view made with the shared part is the view made alone. A card's view is made once for each
owner it has, and is the card with that owner."""

from __future__ import annotations

import msgspec
import pytest

from auction.rules import ENGINE, views
from auction.rules.actions import ZONES
from auction.rules.playout import random_legal_action, random_seat, table_cards
from auction.rules.state import Settings
from tabletop.core import patches
from tabletop.rules.rng import Rng


def random_states(seed: str):
    """Each state of a random 4-player auction of 80 cards, to its end or the end of turn 12."""
    rng, chooser = Rng(seed), Rng(seed + ":choices")
    state = ENGINE.setup(Settings(), table_cards(80), ["A", "B", "C", "D"], rng)
    for _ in range(1500):
        yield state
        if ENGINE.is_over(state) or state.turn > 12:
            return
        seat = random_seat(state, chooser)
        payload = random_legal_action(state, seat, chooser)
        if payload is not None:
            state = ENGINE.apply(state, seat, ENGINE.parse_action(payload), rng).state


@pytest.mark.parametrize("seed", ["shared-1", "shared-2"])
def test_every_seat_shares_the_table_and_only_the_looker_sees_what_it_looks_at(seed):
    looked_at = 0
    for state in random_states(seed):
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
    assert state.turn > 3, "the playout never left the first turns"
    assert looked_at, "no player ever looked at cards of the deck"


def card_views_shown(view: views.AuctionTableView) -> list[views.CardView]:
    zones = [getattr(player, zone) for player in view.players for zone in ZONES]
    if view.auction is not None:
        zones.append(view.auction.lot)
    if view.purchase is not None:
        zones.append(view.purchase.cards)
    if view.looking is not None and view.looking.cards is not views.UNSET:
        zones.append(view.looking.cards)
    return [card for zone in zones for card in zone]


@pytest.mark.parametrize("seed", ["card-views-1", "card-views-2"])
def test_a_card_shows_its_owner_now_and_its_view_is_made_once_per_owner(seed):
    """Kept card views (views.card_view) are what a fresh one would be in every state, through every
    sale and purchase; one still shown with the same owner is the same struct in the next state,
    which a push's diff passes by identity."""
    shown_before: dict[tuple[int, int | None], views.CardView] = {}
    owners_changed = kept = 0
    for state in random_states(seed):
        shown_now = {}
        for seat in (*range(len(state.players)), None):
            for card in card_views_shown(views.player_view(state, seat)):
                fresh = views.CardView(**msgspec.structs.asdict(state.cards[card.id]), owner=state.owners[card.id])
                assert card == fresh, f"card {card.id} shown with owner {card.owner}, not {fresh.owner}"
                earlier = shown_before.get((card.id, card.owner))
                if earlier is not None:
                    assert card is earlier, f"card {card.id}'s view made again for the same owner"
                    kept += 1
                owners_changed += any(key[0] == card.id and key[1] != card.owner for key in shown_before)
                shown_now[card.id, card.owner] = card
        shown_before = shown_now
    assert owners_changed and kept, "no card changed owners, or none was shown twice"

"""What an event tells its reader: in whole sample games of each format, the part of every event
a reader gets (the format's `event_view`, for each seat and for a spectator) names no card, by id
or by name, that the reader's view shows neither before nor after the action, save the reveals the
rules make to the whole table (PUBLIC_REVEALS).

The live leak scan (tests/reliability/test_leaks.py) counts what an event's public part says as
known to every reader, so a hidden card an engine puts in that part by mistake reaches every
socket, stream and log page without it noticing: this test is the one that does. (It found the
saga's registered commander, a card of a hidden pool, in every reader's log.) Engine level, no
database: a few of the state machines' sample games."""

from __future__ import annotations

import pytest

from tabletop.rules.engine import to_builtins
from tabletop.rules.rng import Rng
from tests.reliability.test_leaks import _card_ids, _strings
from tests.stateful import visible_card_ids

# (kind, event type): cards the rules show the whole table as the action happens, though they end
# in a hidden place (the deck, the pack pile) within the same action.
PUBLIC_REVEALS = {
    ("auction", "revealed_until_creature"),  # cascade: revealed until a creature, the rest to the bottom
    ("auction", "revealed"),  # Commander Auction pregame: revealed until a legendary creature
    ("battler", "draft_ended"),  # the packs go face up to the pack yard, then (a level's end) into the pile
    ("battler", "carousel"),  # laid face up on the table
}


def _told_ids(event: dict) -> set[int]:
    if event.get("type") == "trending_revealed":  # (card, value) pairs
        return {pair[0] for pair in event.get("cards", [])}
    return {card_id for _where, card_id in _card_ids(event)}


def _samples(kind: str):
    """(engine, [(state before, seat, action, events)]) of a few sample games of the kind."""
    if kind == "auction":
        from auction.rules import ENGINE
        from tests.auction.rules.test_auction_stateful import sample_table

        games = [(table.game, table.moves) for table in (sample_table("commander", 0), sample_table("plain", 2))]
    elif kind == "saga":
        from saga.rules import ENGINE
        from tests.saga.rules.test_saga_stateful import sample_saga

        games = []
        for key in ((True, False, 0), (False, True, 2)):  # a commander named; a thief on the opponent
            game, moves = sample_saga(*key)
            games.append((game, [(seat, action) for _state, seat, action in moves]))
    else:
        from battler.rules import ENGINE
        from tests.battler.rules.test_battler_stateful import sample_battler

        games = [sample_battler("treasure-4", 0), sample_battler("treasure-carousel-from-the-yard", 0)]
    steps = []
    for game, moves in games:
        for (state, counter), (seat, action) in zip(game.positions, moves, strict=False):
            outcome = ENGINE.apply(state, seat, action, Rng(game.seed, counter))
            steps.append((state, outcome.state, outcome.events))
    return ENGINE, steps


@pytest.mark.parametrize("kind", ["auction", "saga", "battler"])
def test_no_event_tells_a_reader_a_card_it_may_not_see(kind):
    engine, steps = _samples(kind)
    leaks, checked = [], 0
    for before, after, events in steps:
        names = {card.id: card.name for card in before.cards}
        card_names = set(names.values())
        for reader in [None, *range(len(before.players))]:
            told = [
                to_builtins(engine.event_view(event, reader))
                for event in events
                if (kind, event.get("type")) not in PUBLIC_REVEALS
            ]
            checked += len(told)
            told_ids = [{i for i in _told_ids(event) if i in names} for event in told]
            told_names = [set(_strings(event)) & card_names for event in told]
            if not any(told_ids) and not any(told_names):
                continue  # nothing to compare with the views (most actions)
            known = visible_card_ids(engine.player_view(before, reader)) | visible_card_ids(
                engine.player_view(after, reader)
            )
            known_names = {names[card_id] for card_id in known}
            for event, ids, texts in zip(told, told_ids, told_names, strict=True):
                if ids - known or texts - known_names:
                    leaks.append((event.get("type"), reader, sorted(ids - known), sorted(texts - known_names)))
    assert checked > 500
    if kind == "saga":  # the scan saw a commander registered and a card stolen from the opponent
        seen = [event for _before, _after, events in steps for event in events]
        assert any(e["type"] == "deck_registered" and e["commander"] is not None for e in seen)
        assert any(e["type"] == "card_stolen" and e["from"] == "opponent" for e in seen)
    assert not leaks, leaks[:5]

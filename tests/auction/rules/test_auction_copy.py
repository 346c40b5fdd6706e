"""apply changes a copy (tabletop.rules.engine.editable_copy, the players copied on change, the ledger
and the owners replaced on change), sharing what no action changes in place: nothing an action does
may reach the state it was applied to."""

import msgspec
import pytest

from auction.rules import ENGINE
from auction.rules.engine import COPIED_ON_CHANGE, REPLACED_ON_CHANGE, Table
from auction.rules.playout import play_random_game, random_legal_action, random_seat, table_cards
from auction.rules.state import Auction, Looking, Purchase, Settings, UndoProposal
from tabletop.rules.engine import Card, editable_copy
from tabletop.rules.rng import Rng


def mutable_parts(value, path):
    """(path, object) for each list and unfrozen struct in `value`; frozen structs are shared by design."""
    if isinstance(value, msgspec.Struct):
        if value.__struct_config__.frozen:
            return
        yield path, value
        for name in value.__struct_fields__:
            yield from mutable_parts(getattr(value, name), f"{path}.{name}")
    elif isinstance(value, list):
        yield path, value
        for index, item in enumerate(value):
            yield from mutable_parts(item, f"{path}[{index}]")


def shared(copy, original) -> list[str]:
    originals = {id(part) for _, part in mutable_parts(original, "")}
    return [path for path, part in mutable_parts(copy, "") if id(part) in originals]


def a_state_with_every_part():
    state, log = play_random_game("copy", ["A", "B", "C"], table_cards(40), Settings(), max_turns=5)
    assert log and state.undo is not None and state.ledger
    return msgspec.structs.replace(  # every optional part present, so that each is checked
        state,
        auction=Auction(kind="owned", lot=[0], seller=0, came_from=["hand"], bidders=[1, 2]),
        purchase=Purchase(buyer=1, cards=[1], step_continues=True),
        looking=Looking(seat=2, cards=state.deck[:2]),
        undo_proposal=UndoProposal(by=0, consents=[0]),
    )


def copy_state(state):
    return editable_copy(state, copied_on_change=COPIED_ON_CHANGE, replaced_on_change=REPLACED_ON_CHANGE)


def test_a_copied_state_shares_only_the_cards_the_players_and_what_is_replaced_on_change():
    state = a_state_with_every_part()
    copy = copy_state(state)
    assert REPLACED_ON_CHANGE == ("ledger", "owners", "deck")
    assert copy == state and all(getattr(copy, name) is getattr(state, name) for name in ("cards", *REPLACED_ON_CHANGE))
    assert copy.players is not state.players
    assert all(ours is theirs for ours, theirs in zip(copy.players, state.players, strict=True))
    others = [name for name in state.__struct_fields__ if name not in ("cards", "players", *REPLACED_ON_CHANGE)]
    assert [path for name in others for path in shared(getattr(copy, name), getattr(state, name))] == []


def test_table_player_copies_a_player_once_before_its_first_change():
    state = a_state_with_every_part()
    table = Table(copy_state(state), 0, Rng("t"))
    player = table.player(1)
    assert player == state.players[1] and shared(player, state.players[1]) == []
    assert table.player(1) is player and table.state.players[1] is player and table.state.players[0] is state.players[0]


def test_table_set_owner_copies_the_owners_once_before_their_first_change():
    state = a_state_with_every_part()
    before = list(state.owners)
    table = Table(copy_state(state), 0, Rng("t"))
    table.set_owner(0, None)
    owners = table.state.owners
    assert owners is not state.owners and owners[0] is None and owners[1:] == before[1:]
    table.set_owner(1, 2)
    assert table.state.owners is owners and owners[1] == 2 and state.owners == before


def test_table_deck_copies_the_deck_once_before_its_first_change():
    state = a_state_with_every_part()
    before = list(state.deck)
    table = Table(copy_state(state), 0, Rng("t"))
    assert table.state.deck is state.deck
    table.deck().pop(0)
    deck = table.state.deck
    assert deck is not state.deck and deck == before[1:]
    table.deck().append(0)
    assert table.state.deck is deck and state.deck == before


COMMANDER_CARDS = [
    Card(id=c.id, name=c.name, types=c.types, supertypes=["Legendary"] if c.id < 6 and c.is_creature else [])
    for c in table_cards(30)
]


@pytest.mark.parametrize(
    "settings, cards",
    [
        (Settings(), table_cards(30)),
        (Settings(empty_deck_policy="shuffle_graveyards", correspondence_bidding=True), table_cards(20)),
        (Settings(commander=True, take_all_until_creature=True, empty_deck_policy="draw"), COMMANDER_CARDS),
    ],
)
def test_apply_never_changes_the_state_it_was_given(settings, cards):
    rng, choices = Rng("input"), Rng("input:players")
    state = ENGINE.setup(settings, cards, ["A", "B", "C"], rng)
    for _ in range(600):
        if ENGINE.is_over(state):
            break
        seat = random_seat(state, choices)
        payload = random_legal_action(state, seat, choices)
        if payload is None:
            continue
        before = msgspec.json.encode(state)
        new_state = ENGINE.apply(state, seat, ENGINE.parse_action(payload), rng).state
        assert msgspec.json.encode(state) == before, payload
        state = new_state

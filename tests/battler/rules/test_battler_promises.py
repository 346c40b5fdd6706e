"""The battler's invariant checker names every broken promise: each case below breaks one
promise of a sound state and gets exactly its problem back, and every promise of
`engine.PROMISES` is broken by some case, so that random play checked after every step cannot
pass on a checker that says nothing."""

from __future__ import annotations

from collections.abc import Callable

import msgspec
import pytest

from battler.rules import ENGINE
from battler.rules.engine import PROMISES
from battler.rules.playout import play_random
from battler.rules.settings import BAR, TREASURE
from battler.rules.state import BattlerState
from tabletop.rules.engine import Ending, clone
from tabletop.rules.ledger import LedgerEntry

from .factory import new_game, play_results, set_lives, to_fight


def treasure_fight() -> BattlerState:
    """Treasure Battler, 4 players, augments in the cube, in the fight of the first game."""
    state, _ = to_fight(msgspec.structs.replace(TREASURE, augments="on_poison"), 4, "promises", augments=30)
    return state


def bar_fight() -> BattlerState:
    state, _ = to_fight(BAR, 4, "promises")
    return state


def finished() -> BattlerState:
    state, rng = new_game(TREASURE, 4, "promises-end")
    state, _ = play_random(ENGINE, state, rng)
    assert ENGINE.is_over(state)
    return state


SOUND: dict[str, Callable[[], BattlerState]] = {"treasure": treasure_fight, "bar": bar_fight, "finished": finished}


def booked(state: BattlerState, seat: int, treasures: int) -> None:
    """Set a seat's treasures with a ledger entry that books the change."""
    player = state.players[seat]
    state.ledger.append(LedgerEntry(seat=seat, delta=treasures - player.treasures, reason="test", seq=state.seq))
    player.treasures = treasures


def from_pile(state: BattlerState, count: int = 1) -> list[int]:
    cards, state.pack_pile = state.pack_pile[:count], state.pack_pile[count:]
    return cards


# Each case: the sound state it starts from, what it breaks (returning the problems expected).
def unbooked_treasures(s):
    s.players[0].treasures += 2
    return [f"seat 0 has {s.players[0].treasures} treasures but the ledger sums to {s.players[0].treasures - 2}"]


def edited_ledger_entry(s):
    s.ledger[0] = msgspec.structs.replace(s.ledger[0], delta=s.ledger[0].delta + 1)
    return [f"seat {s.ledger[0].seat} has {s.players[s.ledger[0].seat].treasures} treasures but the ledger sums to "
            f"{s.players[s.ledger[0].seat].treasures + 1}"]  # fmt: skip


def ledger_entry_for_nobody(s):
    s.ledger.append(LedgerEntry(seat=7, delta=0, reason="gift", seq=s.seq))
    return ["a ledger entry (gift) is for seat 7, not at the table"]


def negative_treasures(s):
    booked(s, 1, -1)
    return ["seat 1 has -1 treasures"]


def treasures_over_the_cap_after_the_draft(s):
    booked(s, 2, 6)
    return ["seat 2 has 6 treasures after the draft (cap 5)"]


def pool_over_the_cap(s):
    s.players[0].pool += from_pile(s, 16 - len(s.players[0].pool))
    return ["seat 0 has 16 cards in the pool (cap 15)"]


def bar_basics_over_the_cap(s):
    s.players[3].basics = {"G": 2, "U": 2}
    return ["seat 3 has 4 basics (cap 3)"]


def negative_basics(s):
    s.players[0].basics = {"G": 3, "U": -1}
    return ["seat 0 has a negative count of basics: {'G': 3, 'U': -1}"]


def hand_card_outside_the_pool(s):
    s.players[1].hand[0] = s.pack_pile[0]
    return ["seat 1 has a hand card outside the pool"]


def hand_card_twice(s):
    s.players[1].hand[1] = s.players[1].hand[0]
    return ["seat 1 has a card twice in the hand"]


def hand_of_the_wrong_size(s):
    s.players[2].hand.pop()
    return ["seat 2 has a hand of 2 cards (hand size 3)"]


def card_in_two_places(s):
    card = s.players[0].pool[0]
    s.pack_yard.append(card)
    return [f"card {card} is in 2 places: ['pack_yard', 'seat 0 pool']"]


def card_nowhere(s):
    (card,) = from_pile(s)
    return [f"card {card} is nowhere"]


def card_not_of_this_game(s):
    s.pack_yard.append(len(s.cards))
    return [f"card {len(s.cards)} is not of this game (['pack_yard'])"]


def pack_outside_the_draft(s):
    s.players[3].pack = from_pile(s, 2)
    return ["seat 3 holds a pack outside the draft"]


def table_outside_a_table_draft(s):
    s.table = from_pile(s, 2)
    return [f"the table holds cards {s.table} outside a table draft"]


def augment_in_a_pool(s):
    augment = s.augment_pile.pop()
    s.players[0].pool.append(augment)
    return [f"seat 0 pool holds augments [{augment}]"]


def cube_card_among_augments(s):
    card = from_pile(s)
    s.augment_pile += card
    return [f"augment_pile holds cube cards {card}"]


def alive_at_ten_poison(s):
    s.players[2].life = 10
    return ["seat 2 is alive at 10 poison"]


def dead_but_not_eliminated(s):
    s.players[1].alive = False
    return ["seat 1 is dead but neither eliminated nor in a playoff"]


def negative_poison(s):
    s.players[0].life = -1
    return ["seat 0 has -1 poison"]


def hit_points_above_the_start(s):
    s.players[0].life = 31
    return ["seat 0 has 31 hp"]


def eliminated_twice(s):
    set_lives(s, {3: 10})
    s.eliminated.append(3)
    return ["the eliminated [3, 3] are not each dead once"]


def living_player_among_the_eliminated(s):
    s.eliminated.append(0)
    return ["the eliminated [0] are not each dead once"]


def finished_without_a_winner(s):
    winner, s.ending = s.ending.winners[0], None
    return [f"the game is over with None and alive seats [{winner}]"]


def winner_before_the_end(s):
    s.ending = Ending(winners=[0], losers=[1], reason="too soon")
    return ["an ending is set before the end"]


CASES = {
    "treasure": [unbooked_treasures, edited_ledger_entry, ledger_entry_for_nobody, negative_treasures,
                 treasures_over_the_cap_after_the_draft, pool_over_the_cap, negative_basics, hand_card_outside_the_pool,
                 hand_card_twice, hand_of_the_wrong_size, card_in_two_places, card_nowhere, card_not_of_this_game,
                 pack_outside_the_draft, table_outside_a_table_draft, augment_in_a_pool, cube_card_among_augments,
                 alive_at_ten_poison, dead_but_not_eliminated, negative_poison, eliminated_twice,
                 living_player_among_the_eliminated, winner_before_the_end],
    "bar": [bar_basics_over_the_cap, hit_points_above_the_start],
    "finished": [finished_without_a_winner],
}  # fmt: skip
ALL_CASES = [(sound, case) for sound, cases in CASES.items() for case in cases]


@pytest.fixture(scope="module")
def sound_states() -> dict[str, BattlerState]:
    return {name: make() for name, make in SOUND.items()}


def test_the_sound_states_have_no_problem(sound_states):
    for name, state in sound_states.items():
        assert ENGINE.invariant_problems(state) == [], name


@pytest.mark.parametrize(("sound", "case"), ALL_CASES, ids=[case.__name__ for _, case in ALL_CASES])
def test_each_broken_promise_is_named(sound_states, sound, case):
    state = clone(sound_states[sound])
    expected = case(state)
    assert ENGINE.invariant_problems(state) == expected


def test_every_promise_is_broken_by_some_case(sound_states):
    named = set()
    for sound, case in ALL_CASES:
        state = clone(sound_states[sound])
        case(state)
        named |= {promise.__name__ for promise in PROMISES if promise(state)}
    assert named == {promise.__name__ for promise in PROMISES}


def test_a_live_player_past_the_limit_waits_for_an_open_replay():
    """Deaths of a round are settled together: while a drawn game is replayed, the loser of the
    other game is still alive at 10 poison or more, and dies when the replay ends."""
    state, rng = to_fight(TREASURE, 4)
    (a, b), (c, d) = (p.seats for p in state.pairings)
    state = set_lives(state, {a: 9, b: 9, c: 9})
    state = play_results(state, rng, {a: None, c: d})
    assert state.pairings[0].replay and state.players[c].alive and state.players[c].life == 10
    assert ENGINE.invariant_problems(state) == []
    state = play_results(state, rng, {a: a})
    assert not state.players[c].alive and not state.players[b].alive

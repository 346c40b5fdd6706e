"""Known answers from the rule texts, and whole random games for every preset."""

from __future__ import annotations

from collections import Counter

import msgspec
import pytest

from battler.rules import ENGINE
from battler.rules import actions as A
from battler.rules.engine import counters, d20_pairs, hand_size, make_pairings
from battler.rules.playout import play_random
from battler.rules.settings import AUTOBATTLER, BAR, PRESETS, TREASURE
from tabletop.rules.engine import IllegalAction
from tabletop.rules.rng import Rng

from .factory import act, choose_basics, finish_draft, ghost_table, new_game, play_results, select_hands

# The Resource Overview of treasure-battler.txt: STAGE, ROUND, hand, pool, extra treasures, poison.
RESOURCE_OVERVIEW = [
    (1, 1, 3, 5, 1, 1), (1, 2, 3, 6, 1, 1), (1, 3, 3, 7, 1, 1),
    (2, 1, 4, 8, 1, 1), (2, 2, 4, 9, 1, 1), (2, 3, 4, 10, 1, 1),
    (3, 1, 5, 11, 1, 2), (3, 2, 5, 12, 1, 2), (3, 3, 5, 13, 1, 2),
    (4, 1, 6, 14, 1, 3), (4, 2, 6, 15, 1, 3), (4, 3, 6, 15, 2, 3),
    (5, 1, 7, 15, 2, 5), (5, 2, 7, 15, 2, 5), (5, 3, 7, 15, 2, 5),
]  # fmt: skip


def gained_since(state, mark: int, seat: int) -> int:
    return sum(e.delta for e in state.ledger[mark:] if e.seat == seat and e.reason in ("start", "draft", "full_pool"))


@pytest.mark.parametrize("players", [2, 4])
def test_treasure_resource_overview(players):
    # A life limit nobody reaches, so that the game runs through all fifteen rounds.
    state, rng = new_game(msgspec.structs.replace(TREASURE, life_limit=1000), players)
    state = choose_basics(state, rng)
    mark = 0
    for stage, round_, hand, pool, extra, poison in RESOURCE_OVERVIEW:
        if (stage, round_) != (1, 1):
            assert state.phase == "draft"
            state = finish_draft(state, rng)
        assert state.phase == "prepare"
        assert counters(state)["stage"] == stage and counters(state)["round"] == round_
        assert hand_size(state) == hand
        for seat, player in enumerate(state.players):
            assert len(player.pool) == pool
            assert gained_since(state, mark, seat) == extra
        if (stage, round_) == (1, 1) and players == 4:
            assert [p.seats for p in state.pairings] == [[0, 2], [1, 3]]  # across the table
        state = select_hands(state, rng)
        before = [p.life for p in state.players]
        losers = [p.seats[1] for p in state.pairings]
        mark = len(state.ledger)
        state = play_results(state, rng, {})
        assert [p.life - b for p, b in zip(state.players, before, strict=True)] == [
            poison * (s in losers) for s in range(players)
        ]


def test_treasure_draft_caps_and_costs():
    state, rng = new_game(TREASURE, 2)
    state = choose_basics(state, rng)
    with pytest.raises(IllegalAction) as error:
        act(state, 0, A.Reroll(), rng)
    assert error.value.code == "wrong_phase"
    state = play_results(select_hands(state, rng), rng, {})
    assert state.phase == "draft" and state.players[0].treasures == 2
    with pytest.raises(IllegalAction) as error:
        act(state, 0, A.BuyBasic(basic="U"), rng)  # 1 + 2 owned = 3
    assert error.value.code == "not_enough" and "costs 3 treasures and you have 2" in error.value.message
    state = act(state, 0, A.ShiftBasics(give={"G": 1}, take={"U": 1}), rng)
    assert state.players[0].basics == {"G": 1, "U": 1} and state.players[0].treasures == 1
    state = act(state, 0, A.Undo(), rng)
    assert state.players[0].basics == {"G": 2} and state.players[0].treasures == 2
    state = act(state, 0, A.Reroll(), rng)
    state = act(state, 0, A.Reroll(), rng)
    with pytest.raises(IllegalAction) as error:
        act(state, 0, A.Reroll(), rng)
    assert error.value.code == "not_enough" and error.value.message == "re-roll costs 1 treasure and you have 0"
    assert len(state.pack_yard) == 10


@pytest.mark.parametrize(
    ("give", "take", "named"),
    [
        ({"G": 1}, {"G": 1}, "G"),
        ({"G": 2}, {"G": 1, "U": 1}, "G"),
        ({"G": 1, "U": 0}, {"U": 0, "G": 1}, "G"),
    ],
)
def test_a_shift_that_takes_back_a_basic_it_gives_is_refused_and_costs_nothing(give, take, named):
    state, rng = new_game(TREASURE, 2)
    state = play_results(select_hands(choose_basics(state, rng), rng), rng, {})
    with pytest.raises(IllegalAction) as error:
        act(state, 0, A.ShiftBasics(give=give, take=take), rng)
    assert error.value.code == "invalid_input" and error.value.message.endswith(f"not {named}")
    assert state.players[0].basics == {"G": 2} and state.players[0].treasures == 2


def test_treasures_capped_after_game_and_draft():
    state, rng = new_game(TREASURE, 2)
    state = select_hands(choose_basics(state, rng), rng)
    a, b = state.pairings[0].seats
    state = act(state, a, A.ReportResult(result="win", treasures=9), rng)
    state = act(state, b, A.ConfirmResult(treasures=0), rng)
    assert state.players[a].treasures == 6  # kept 5, then +1 for the draft
    assert state.players[b].treasures == 1
    state = finish_draft(state, rng)
    assert state.players[a].treasures == 5


def test_concession_costs_the_draft_treasure():
    state, rng = new_game(TREASURE, 2)
    state = select_hands(choose_basics(state, rng), rng)
    a, b = state.pairings[0].seats
    state = act(state, a, A.ReportResult(result="concede"), rng)
    state = act(state, b, A.ConfirmResult(), rng)
    assert (state.players[a].treasures, state.players[b].treasures) == (1, 2)


def test_dispute_then_re_report():
    state, rng = new_game(TREASURE, 2)
    state = select_hands(choose_basics(state, rng), rng)
    a, b = state.pairings[0].seats
    state = act(state, a, A.ReportResult(result="win"), rng)
    state = act(state, b, A.DisputeResult(), rng)
    assert state.pairings[0].status == "disputed" and ENGINE.waiting_on(state) == [a, b]
    with pytest.raises(IllegalAction):
        act(state, b, A.ConfirmResult(), rng)
    state = act(state, b, A.ReportResult(result="win"), rng)
    state = act(state, a, A.ConfirmResult(), rng)
    assert state.players[a].life == 1 and state.players[b].life == 0


def to_bar_draft(seed: str = "bar"):
    state, rng = new_game(BAR, 4, seed)
    assert state.phase == "rochester" and state.pick_order == [0, 1, 2, 3, 3, 2, 1, 0]
    while state.phase == "rochester":
        state = act(state, state.pick_order[0], A.RochesterPick(card=state.table[0]), rng)
    state = choose_basics(state, rng)
    assert state.phase == "draft"
    assert [len(p.pool) for p in state.players] == [4] * 4 and [p.treasures for p in state.players] == [1] * 4
    return state, rng


def test_bar_damage_and_income():
    state, rng = to_bar_draft()
    state = act(state, 0, A.Pick(card=state.players[0].pack[0]), rng)  # free
    state = act(state, 0, A.Pick(card=state.players[0].pack[0]), rng)  # 1 treasure
    assert state.players[0].treasures == 0 and len(state.players[0].pool) == 6
    with pytest.raises(IllegalAction) as error:
        act(state, 0, A.Pick(card=state.players[0].pack[0]), rng)
    assert error.value.code == "not_enough"
    state = act(state, 0, A.Trash(cards=state.players[0].pool[:2]), rng)
    assert state.players[0].treasures == 1 and len(state.players[0].pool) == 4
    state = select_hands(finish_draft(state, rng), rng)
    first, second = state.pairings
    assert all(p.first is not None for p in state.pairings)  # equal hp: a random first player
    a, b = first.seats
    c, d = second.seats
    state = act(state, a, A.ReportResult(result="win", cards_left=2), rng)
    state = act(state, b, A.ConfirmResult(treasures=5), rng)
    state = act(state, c, A.ReportResult(result="draw"), rng)
    state = act(state, d, A.ConfirmResult(), rng)
    assert state.players[b].life == 30 - (3 + 2)
    assert state.players[c].life == state.players[d].life == 29
    assert state.players[a].life == 30
    assert state.players[b].treasures == 5 + 1 + 1  # +1, then +1 for five held
    assert counters(state) == {"round": 3, "games": 1, "match": 2}
    assert state.phase == "draft"


def test_bar_carousel_after_three_matches_and_lower_hp_first():
    state, rng = to_bar_draft()
    for _ in range(3):
        state = select_hands(finish_draft(state, rng), rng)
        state = play_results(state, rng, {})
    assert state.phase == "carousel" and len(state.table) == 8
    assert counters(state)["round"] == 4 and hand_size(state) == 4
    lives = [state.players[s].life for s in state.pick_order]
    assert lives == sorted(lives)  # lowest hp picks first
    while state.phase == "carousel":
        state = act(state, state.pick_order[0], A.CarouselPick(card=state.table[0]), rng)
    assert state.phase == "draft" and len(state.pack_yard) >= 4
    state = select_hands(finish_draft(state, rng), rng)
    for p in state.pairings:
        x, y = (state.players[s].life for s in p.seats)
        if x != y:
            assert state.players[p.first].life == min(x, y)


def test_bar_has_no_concessions():
    state, rng = to_bar_draft()
    state = select_hands(finish_draft(state, rng), rng)
    with pytest.raises(IllegalAction) as error:
        act(state, state.pairings[0].seats[0], A.ReportResult(result="concede"), rng)
    assert error.value.code == "no_concessions"


def test_autobattler_energy_and_poison_table():
    state, rng = new_game(msgspec.structs.replace(AUTOBATTLER, life_limit=1000), 4)
    state = choose_basics(state, rng)
    expected = {3: 1, 4: 1, 5: 2, 6: 3, 7: 5, 8: 5}
    for game in range(18):
        energy = 3 + game // 3
        assert state.phase == "draft" and counters(state)["energy"] == energy
        pool = min(6 + game + 1, 15)
        assert [len(p.pool) for p in state.players] == [pool] * 4
        draft_gain = sum(e.delta for e in state.ledger if e.reason in ("draft", "full_pool") and e.seat == 0)
        assert draft_gain == game + 1 + max(0, game - 8)  # 2 treasures a draft once pools are full
        state = select_hands(finish_draft(state, rng), rng)
        assert hand_size(state) == energy
        before = [p.life for p in state.players]
        losers = [p.seats[1] for p in state.pairings]
        state = play_results(state, rng, {})
        assert [p.life - b for p, b in zip(state.players, before, strict=True)] == [
            expected[energy] * (s in losers) for s in range(4)
        ]


def test_d20_pairing_known_answer():
    state, _ = new_game(TREASURE, 4)
    for seat, last in enumerate([2, 3, 0, 1]):
        state.players[seat].last_opponent = last
    outcomes = Counter(d20_pairs(state, [0, 1, 2, 3], roll)[0][1] for roll in range(1, 21))
    assert outcomes == {2: 2, 1: 9, 3: 9}


def test_d20_pairing_odds():
    state, _ = new_game(TREASURE, 4)
    state.games = 1
    for seat, last in enumerate([2, 3, 0, 1]):
        state.players[seat].last_opponent = last
    rng = Rng("d20")
    draws = 4000
    seen = Counter()
    for _ in range(draws):
        make_pairings(state, rng, [])
        seen[state.pairings[0].seats[1]] += 1
    assert abs(seen[2] / draws - 0.10) < 0.02
    assert abs(seen[1] / draws - 0.45) < 0.03 and abs(seen[3] / draws - 0.45) < 0.03


def test_bad_setups():
    with pytest.raises(IllegalAction) as error:
        new_game(BAR, 2)
    assert (error.value.field, error.value.code) == ("seats", "bad_seat_count")
    assert error.value.message == "bar needs 4 players, not 2"  # it said "an even number of 4 to 4 players"
    with pytest.raises(IllegalAction) as error:
        new_game(TREASURE, 3)
    assert error.value.message == "treasure needs an even number of players from 2 to 8, not 3"
    with pytest.raises(IllegalAction) as error:
        new_game(TREASURE, 4, size=20)
    assert error.value.code == "not_enough"


def test_settings_parse_strictly():
    assert ENGINE.parse_settings(msgspec.to_builtins(BAR)) == BAR
    with pytest.raises(IllegalAction) as error:
        ENGINE.parse_settings({"players": "4", "pack_size": "5"})
    assert error.value.code == "invalid_settings"


@pytest.mark.parametrize(
    ("overrides", "field", "message"),
    [
        ({"basic_names": ["W", "U", "W"]}, "basic_names", "basic_names must name each basic land once: W is there "
         "more than once"),
        ({"name": "x" * 61}, "name", "name must be at most 60 characters long"),
        ({"basic_names": ["W", "y" * 61]}, "basic_names[1]", "basic_names[1] must be at most 60 characters long"),
        ({"loss_table": [1] * 65}, "loss_table", "loss_table must hold at most 64 items"),
        ({"augment_groups": ["rare"] * 65}, "augment_groups", "augment_groups must hold at most 64 items"),
    ],
)  # fmt: skip
def test_settings_texts_and_tables_are_bounded_and_basics_named_once(overrides, field, message):
    """Every view carries the settings: a loss_table of 100,000 entries made each view 200 KB."""
    with pytest.raises(IllegalAction) as error:
        ENGINE.parse_settings({"preset": "treasure", **overrides})
    assert (error.value.code, error.value.field, error.value.message) == ("invalid_settings", field, message)


def test_ghost_cannot_decide_treasure_playoff():
    state, rng = ghost_table(TREASURE)
    assert state.phase == "fight" and state.playoff == [1, 3]
    assert [p.seats for p in state.pairings] == [[1, 3]] and state.pairings[0].playoff
    state = play_results(state, rng, {1: 3})
    assert state.players[3].alive and state.players[3].life == 9
    assert state.eliminated == [0, 1] and state.phase == "draft"


def test_ghost_cannot_decide_autobattler_nine_poison():
    state, rng = ghost_table(AUTOBATTLER)
    assert state.players[1].alive and state.players[1].life == 9  # lost to the Ghost
    assert state.eliminated == [0, 3] and state.phase == "draft"


def test_standings_put_the_winner_first_and_the_last_to_die_above_the_first():
    from battler.rules.views import standings

    for name, settings in PRESETS.items():
        state, rng = new_game(settings, 4, f"standings-{name}")
        state, _ = play_random(ENGINE, state, rng)
        places = standings(state)
        assert [p["place"] for p in places] == [1, 2, 3, 4]
        assert [places[0]["seat"]] == state.ending.winners
        assert [p["seat"] for p in places[1:]] == list(reversed(state.eliminated)), name


def test_a_player_whose_hand_is_in_is_not_waited_on_though_they_may_still_change_it():
    """The phones say "Waiting on …" from waiting_on, and a waited seat's phone says "Your move":
    a chosen hand may be changed until everyone is ready, but the table waits on the others."""
    state, rng = new_game(TREASURE, 4)
    state = choose_basics(state, rng)
    assert state.phase == "prepare" and ENGINE.waiting_on(state) == [0, 1, 2, 3]
    pool = state.players[0].pool
    state = act(state, 0, A.SelectHand(cards=pool[: hand_size(state)]), rng)
    assert "select_hand" in ENGINE.legal_actions(state, 0)  # the hand may still change
    assert ENGINE.waiting_on(state) == [1, 2, 3]

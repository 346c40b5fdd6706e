"""Hypothesis drives battler games from every point of a game with legal and illegal actions;
every promise holds after every step and an illegal action changes nothing (tests/stateful.py).

The sample games the sequences start from are played on tables of every option the rule texts
offer (TABLES): presets, Treasure tables of 2 to 8, augments of both kinds, carousels of every
kind, the flat loss, interest, streaks, the basics-change cost, and short Bar tables where the
last ones alive fall together. `test_the_sample_games_reach_every_rule` proves that they reach
every option and every action type; the seeds of SAMPLES are picked so that they do (a change
of random play may need others: the test names what is no longer reached)."""

from __future__ import annotations

import functools
from collections.abc import Iterator

import msgspec
import pytest
from hypothesis import strategies as st
from hypothesis.stateful import initialize, rule

from battler.rules import ENGINE
from battler.rules import actions as A
from battler.rules.playout import random_legal_action
from battler.rules.queries import may_act
from battler.rules.settings import AUTOBATTLER, BAR, TREASURE, BattlerSettings
from tabletop.rules.engine import Event, to_builtins
from tabletop.rules.rng import Rng
from tests.stateful import (
    SEAT_CHANGE_TYPES,
    SHARDS,
    EngineMachine,
    Move,
    SampleGame,
    declared_event_types,
    play_sample_game,
    run_sequences,
)

from .factory import new_game

_replace = msgspec.structs.replace
TABLES: dict[str, tuple[BattlerSettings, int]] = {
    "treasure-2": (TREASURE, 2),
    "treasure-4": (TREASURE, 4),
    "treasure-6": (TREASURE, 6),
    "treasure-8": (TREASURE, 8),
    "treasure-options": (
        _replace(TREASURE, damage="flat", interest_threshold=3, win_streak_bonus=3, augments="on_poison"),
        4,
    ),
    "treasure-carousel-each-round": (_replace(TREASURE, carousel_every=1), 4),
    "treasure-carousel-each-stage": (_replace(TREASURE, carousel_every=3, carousel_picks=3), 4),
    "treasure-carousel-from-the-yard": (_replace(TREASURE, carousel_every=1, carousel_source="pack_yard"), 4),
    "autobattler": (AUTOBATTLER, 4),
    "autobattler-options": (
        _replace(
            AUTOBATTLER,
            shift_basics_cost=1,
            carousel_every=3,
            carousel_picks=3,
            carousel_at="after_game",
            augments="on_poison",
            damage="flat",
        ),
        4,
    ),  # fmt: skip
    "bar": (BAR, 4),
    "bar-augments": (_replace(BAR, augments="after_carousel"), 4),
    "bar-short": (_replace(BAR, life_start=2), 4),
}
# Seeds of each table's sample games: 0 and 1, but where others reach a rare rule (a win streak's
# treasure, a Bar streak at the carousel, the last two alive drawing at 1 hp).
SAMPLES: dict[str, tuple[int, ...]] = {table: (0, 1) for table in TABLES} | {
    "treasure-options": (0, 3),
    "bar": (0, 3),
    "bar-short": (5, 9),
}
AUGMENTS = 120  # 20 of each rarity and sleeve color of the test cube
CARD_IDS = st.integers(-2, 330)

ANY_ACTION = st.one_of(
    st.builds(A.Trade, pool_card=CARD_IDS, pack_card=CARD_IDS),
    st.builds(A.Pick, card=CARD_IDS),
    st.builds(A.Reroll),
    st.builds(A.BuyBasic, basic=st.sampled_from(["W", "G", "X"])),
    st.builds(A.SwapBasic, give=st.sampled_from(["W", "G"]), take=st.sampled_from(["U", "G", "Q"])),
    st.builds(
        A.ShiftBasics,
        give=st.dictionaries(st.sampled_from("WUBRG"), st.integers(-1, 3)),
        take=st.dictionaries(st.sampled_from("WUBRGX"), st.integers(-1, 3)),
    ),
    st.builds(A.Trash, cards=st.lists(CARD_IDS, max_size=3)),
    st.builds(A.SelectHand, cards=st.lists(CARD_IDS, max_size=8)),
    st.builds(
        A.ReportResult,
        result=st.sampled_from(["win", "loss", "draw", "concede"]),
        cards_left=st.integers(-1, 9),
        treasures=st.none() | st.integers(-1, 9),
    ),
    st.builds(A.ConfirmResult, treasures=st.none() | st.integers(-1, 9)),
    st.builds(A.DisputeResult),
    st.builds(A.CannotDecide, treasures=st.none() | st.integers(-1, 9)),
    st.builds(A.CarouselPick, card=CARD_IDS),
    st.builds(A.RochesterPick, card=CARD_IDS),
    st.builds(A.ChooseAugment, augment=CARD_IDS),
    st.builds(A.ChooseBasics, basics=st.dictionaries(st.sampled_from("WUBRGX"), st.integers(-1, 3))),
    st.builds(A.Undo),
    st.builds(A.DoneShopping),
)


def random_move(state, chooser: Rng) -> Move:
    seat = chooser.choice(may_act(state))  # a chosen hand may still change: the same games as ever
    return seat, random_legal_action(state, seat, chooser)


@functools.cache
def sample_battler(table: str, seed: int) -> tuple[SampleGame, tuple[Move, ...]]:
    """A whole random game of the table, and its moves (the n-th taken from the n-th position)."""
    settings, players = TABLES[table]
    state, rng = new_game(settings, players, f"stateful-{table}-{seed}", augments=AUGMENTS)
    chooser = Rng(f"chooser-{table}-{seed}")
    moves: list[Move] = []

    def next_move(state) -> Move:
        moves.append(random_move(state, chooser))
        return moves[-1]

    return play_sample_game(ENGINE, state, rng, next_move), tuple(moves)


SAMPLE_KEYS = [(table, seed) for table, seeds in SAMPLES.items() for seed in seeds]


class BattlerMachine(EngineMachine):
    engine = ENGINE
    checks_refusal_secrecy = True

    @initialize(sample=st.sampled_from(SAMPLE_KEYS), position=st.integers(0, 10**6))
    def start(self, sample, position):
        game, _ = sample_battler(*sample)
        self.begin(*game.start(position))

    def random_move(self, chooser: Rng) -> Move:
        return random_move(self.state, chooser)

    @rule(seat=st.integers(-1, 8), action=ANY_ACTION)
    def any_document(self, seat, action):
        self.attempt(seat, to_builtins(action))

    def check_more(self):
        ENGINE.player_view(self.state, self.rng.counter % len(self.state.players))  # every seat's view renders


@pytest.mark.parametrize("shard", range(SHARDS))
def test_random_battlers(shard):
    run_sequences(BattlerMachine)


# -- what the sample games reach -------------------------------------------------------------


def sample_events(table: str, seed: int) -> Iterator[Event]:
    game, moves = sample_battler(table, seed)
    for (state, counter), (seat, action) in zip(game.positions, moves, strict=False):
        yield from ENGINE.apply(state, seat, action, Rng(game.seed, counter)).events


def reached(table: str, seed: int) -> set[str]:
    """The rules a sample game went through, in the words of RULES."""
    settings, players = TABLES[table]
    game, moves = sample_battler(table, seed)
    final = game.positions[-1][0]
    events = list(sample_events(table, seed))
    kinds = {event["type"] for event in events}
    found = {f"action {to_builtins(action)['type']}" for _, action in moves}
    found |= {f"result {action.result}" for _, action in moves if isinstance(action, A.ReportResult)}
    if ENGINE.is_over(final):
        found.add(f"{settings.name} with {players} players, to its end")
    if "augments_dealt" in kinds:
        found.add(f"augments {settings.augments}")
    if "carousel" in kinds:
        found.add(f"carousel {settings.carousel_at}, every {settings.carousel_every} games")
        found.add(f"carousel from the {settings.carousel_source}")
    if "playoff" in kinds:
        found.add("ghost playoff" if settings.lethal_draw == "replay" else "playoff of the last ones alive")
    if "ghost_rule" in kinds:
        found.add("ghost: the loser to the Ghost at 9 poison")
    if "replay" in kinds:
        found.add(f"a drawn game replayed ({settings.name})")
    if "no_winner" in kinds:
        found.add("a replay nobody can win: both to 9 poison")
    losses = {event["damage"] for event in events if event["type"] == "result" and event["winner"] is not None}
    if settings.damage == "flat" and settings.flat_loss in losses:
        found.add("every loss gives 2 poison")
    reasons = {entry.reason for entry in final.ledger}
    found |= {f"treasure for {reason}" for reason in reasons & {"interest", "full_pool", "held", "trash"}}
    if "streak" in reasons:
        found.add("treasure for a streak at the carousel" if settings.carousel_streak else "treasure for a win streak")
    if any(entry.reason == "shift basics" and entry.delta < 0 for entry in final.ledger):
        found.add("changing basics costs a treasure")
    return found


RULES = {f"action {tag}" for tag in (cls.__struct_config__.tag for cls in A.Action.__args__)} | {
    "result win", "result loss", "result draw", "result concede",
    "treasure with 2 players, to its end", "treasure with 4 players, to its end",
    "treasure with 6 players, to its end", "treasure with 8 players, to its end",
    "autobattler with 4 players, to its end", "bar with 4 players, to its end",
    "augments on_poison", "augments after_carousel",
    "carousel end_of_draft, every 1 games", "carousel end_of_draft, every 3 games",
    "carousel after_game, every 3 games", "carousel from the pack_pile", "carousel from the pack_yard",
    "ghost playoff", "ghost: the loser to the Ghost at 9 poison", "playoff of the last ones alive",
    "a drawn game replayed (treasure)", "a drawn game replayed (autobattler)",
    "a replay nobody can win: both to 9 poison",
    "every loss gives 2 poison", "treasure for interest", "treasure for a win streak",
    "treasure for a streak at the carousel", "changing basics costs a treasure",
    "treasure for full_pool", "treasure for held", "treasure for trash",
}  # fmt: skip


def test_every_sample_game_ends_with_one_winner():
    for table, seed in SAMPLE_KEYS:
        final = sample_battler(table, seed)[0].positions[-1][0]
        assert ENGINE.is_over(final), (table, seed)
        assert [seat for seat, p in enumerate(final.players) if p.alive] == final.ending.winners, (table, seed)


def test_the_sample_games_emit_every_declared_event_type():
    """Each event of the sample games is its declared struct (play_sample_game checks them all),
    and every type battler/rules/events.py declares is among them, the seat changes aside."""
    emitted = set().union(*(sample_battler(table, seed)[0].event_types for table, seed in SAMPLE_KEYS))
    assert declared_event_types(ENGINE) - SEAT_CHANGE_TYPES - emitted == set()


def test_the_sample_games_reach_every_rule():
    seen = set().union(*(reached(table, seed) for table, seed in SAMPLE_KEYS))
    assert RULES - seen == set()

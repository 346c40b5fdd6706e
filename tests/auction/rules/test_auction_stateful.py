"""Hypothesis drives auction tables from every point of sample games (one per table setting of
interest, small decks so that the deck runs out) with legal and illegal actions; every promise
holds after every step, an illegal action changes nothing and its refusal names no hidden card
(tests/stateful.py). The sample games are shown to reach every option and every action type."""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass

import msgspec
import pytest
from hypothesis import strategies as st
from hypothesis.stateful import initialize, rule

from auction.rules import ENGINE
from auction.rules.actions import ACTION_TYPES
from auction.rules.engine import next_seat
from auction.rules.playout import random_legal_action, random_seat
from auction.rules.state import AuctionState, Settings
from tabletop.rules.engine import Event, IllegalAction, clone
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

from .helpers import CREATURE, card

ACTION_NAMES = sorted(ACTION_TYPES.values())
# The fields each action type takes, so that a wild document is wrong in its values only.
FIELDS = {tag: {"type", *(f.encode_name for f in msgspec.structs.fields(cls))} for cls, tag in ACTION_TYPES.items()}
# picked so that the sample games reach every fact the tests below expect (a change of random play,
# or of the generator, may need others: the tests name what is no longer reached)
SEEDS = (*range(9), 10, 20, 44)

# The sample tables: (players, settings, deck size). Every option and each of its values is here.
CONFIGS: dict[str, tuple[int, Settings, int]] = {
    "plain": (3, Settings(), 14),
    "correspondence-draw": (2, Settings(correspondence_bidding=True, empty_deck_policy="draw"), 12),
    "graveyards-take-all": (
        4,
        Settings(
            empty_deck_policy="shuffle_graveyards", take_all_until_creature=True, owned_auction_starts="after_seller"
        ),
        16,
    ),
    "reserve": (3, Settings(empty_deck_policy="reserve_deck", reserve_size=4), 14),
    "commander": (3, Settings(commander=True), 16),
    "commander-correspondence": (
        2,
        Settings(commander=True, correspondence_bidding=True, owned_auction_starts="after_seller"),
        12,
    ),
}


def deck(size: int, legends: int) -> list:
    kinds = [CREATURE, ["Instant"], ["Artifact"], ["Sorcery"], ["Enchantment"]]
    return [
        card(i, f"Card {i}", CREATURE if i < legends else kinds[i % len(kinds)], legendary=i < legends)
        for i in range(size)
    ]


def random_move(state: AuctionState, chooser: Rng) -> Move | None:
    seat = random_seat(state, chooser)
    payload = random_legal_action(state, seat, chooser)
    return None if payload is None else (seat, ENGINE.parse_action(payload))


@dataclass(frozen=True)
class SampleTable:
    game: SampleGame
    moves: list[Move]  # moves[i] took the game from position i to position i + 1


@functools.cache
def sample_table(config: str, seed: int) -> SampleTable:
    players, settings, size = CONFIGS[config]
    rng = Rng(f"stateful-{config}-{seed}")
    state = ENGINE.setup(
        settings, deck(size, players if settings.commander else 1), ["A", "B", "C", "D"][:players], rng
    )
    chooser, moves = Rng(f"choices-{seed}"), []

    def next_move(state):
        move = random_move(state, chooser)
        if move is not None:
            moves.append(move)
        return move

    return SampleTable(play_sample_game(ENGINE, state, rng, next_move), moves)


class AuctionTable(EngineMachine):
    engine = ENGINE
    checks_refusal_secrecy = True

    @initialize(config=st.sampled_from(sorted(CONFIGS)), seed=st.sampled_from(SEEDS), position=st.integers(0, 10**6))
    def start(self, config, seed, position):
        self.begin(*sample_table(config, seed).game.start(position))

    def random_move(self, chooser: Rng) -> Move | None:
        return random_move(self.state, chooser)

    @rule(seat=st.integers(-1, 4), name=st.sampled_from(ACTION_NAMES), number=st.integers(-1, 16))
    def wild_step(self, seat, name, number):
        payload = wild_payload(name, number)
        try:
            ENGINE.parse_action(payload)
        except IllegalAction as error:  # refused before the state is read: it can tell nothing of it
            # (EngineMachine.attempt would check the refusal of an action it could not parse)
            assert error.code == "invalid_action" and error.message
            return
        self.attempt(seat, payload)

    def check_more(self):
        assert all(player.gold >= 0 for player in self.state.players)


def wild_payload(name: str, number: int) -> dict:
    """A document of a known type whose fields all come from one small number: mostly illegal
    (out of turn, too much gold, unknown or hidden cards), sometimes legal by chance."""
    fields = {
        "amount": number,
        "card": number,
        "count": number,
        "seat": number % 4,
        "delta": number - 6,
        "reason": "r",
        "for": "f",
        "cards": [number],
        "order": [number],
        "to_zone": "hand",
    }
    return {"type": name, **{key: value for key, value in fields.items() if key in FIELDS[name]}}


@pytest.mark.parametrize("shard", range(SHARDS))
def test_random_auctions(shard):
    run_sequences(AuctionTable)


# -- what the sample games reach -----------------------------------------------------------------
def replayed_steps(config: str, seed: int):
    """(state before, seat, action, events) of every move of a sample game."""
    table = sample_table(config, seed)
    for (state, counter), (seat, action) in zip(table.game.positions, table.moves, strict=False):
        events = ENGINE.apply(state, seat, action, Rng(table.game.seed, counter)).events
        yield state, seat, action, events


def reached(config: str) -> set[str]:
    """The facts a config's sample games reached (action types applied and rule situations)."""
    facts: set[str] = set()
    bidding: list = []  # the open auction's kind, its number of bidders, then its bid/decline events
    for seed in SEEDS:
        for state, _seat, action, events in replayed_steps(config, seed):
            facts.add(f"action {ACTION_TYPES[type(action)]}")
            if state.phase == "upkeep" and ACTION_TYPES[type(action)] != "begin_auction_step":
                facts.add("an action in an upkeep")
            facts.update(situations(state, events, bidding))
    return facts


def situations(state: AuctionState, events: list[Event], bidding: list) -> set[str]:
    facts = set()
    kinds = [event["type"] for event in events]
    for event in events:
        kind = event["type"]
        if kind == "auction_opened":
            facts.add(f"{event['kind']} auction opened")
            bidding[:] = [event["kind"], len(event["bidders"])]
            seller, first = event.get("seller"), event["bidders"][0]
            if seller is not None and state.active not in (seller, next_seat(state, seller)):
                facts.add(
                    "a non-active seller's lot bid on first by "
                    + ("the active player" if first == state.active else "the player after the seller")
                )
        elif kind in ("bid", "declined"):
            bidding.append(kind)
        elif kind in ("sold", "unsold"):
            auction_kind, bidders, *acts = bidding
            facts.add(f"{auction_kind} auction {kind}")
            if kind == "sold" and bidders >= 2 and acts and acts[-1] == "bid":
                facts.add("an auction closed on a bid, each bidder having acted once")
            if auction_kind == "commander_sale" and kind == "sold" and "commanders_exchanged" not in kinds:
                facts.add("a commander sold without an exchange")
        elif kind == "commander_taken":
            facts.add("commander taken free" if event["price"] == 0 else "commander bought")
        elif kind == "player_lost" and "empty auction deck" in event["reason"]:
            facts.add("a player lost to the empty deck")
        elif kind == "game_over" and "ran out" in event["reason"]:
            facts.add("the game drawn when the deck ran out")
        elif kind in ("graveyard_shuffled_in", "reserve_switched_in", "commanders_exchanged"):
            facts.add(kind)
    if "sold" in kinds and "revealed" in kinds and state.settings.take_all_until_creature:
        facts.add("take-all: the buyer took the cards revealed until a creature")
    if "auction_step_began" in kinds and "player_lost" in kinds:
        facts.add("the active player lost at the reveal")
    return facts


# What each sample table is there for: its options at work.
EXPECTED = {
    "plain": {
        "a player lost to the empty deck",
        "the active player lost at the reveal",
        "a non-active seller's lot bid on first by the active player",
    },
    "correspondence-draw": {
        "the game drawn when the deck ran out",
        "an auction closed on a bid, each bidder having acted once",
    },
    "graveyards-take-all": {
        "graveyard_shuffled_in",
        "take-all: the buyer took the cards revealed until a creature",
        "a non-active seller's lot bid on first by the player after the seller",
    },
    "reserve": {"reserve_switched_in"},
    "commander": {"commander taken free", "commander bought", "commanders_exchanged", "action auction_commander"},
    "commander-correspondence": {
        "commander_sale auction opened",
        "an auction closed on a bid, each bidder having acted once",
    },
}
# What the sample tables reach together: every action type and every kind of auction, settled
# every way.
EVERYWHERE = {f"action {name}" for name in ACTION_NAMES} | {
    "an action in an upkeep",
    "a commander sold without an exchange",
    *(f"{kind} auction {end}" for kind in ("step", "owned", "deck", "commander_sale") for end in ("sold", "unsold")),
    "commander auction opened",
}


@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_the_sample_games_reach_every_option_of_their_settings(config):
    missing = EXPECTED[config] - reached(config)
    assert not missing, f"{config} never reached: {sorted(missing)}"


def test_the_sample_games_together_reach_every_action_type_and_every_kind_of_auction():
    missing = EVERYWHERE - set().union(*(reached(config) for config in CONFIGS))
    assert not missing, f"never reached: {sorted(missing)}"


def test_the_sample_games_emit_every_declared_event_type():
    """Each event of the sample games is its declared struct (play_sample_game checks them all),
    and every type auction/rules/events.py declares is among them, the seat changes aside."""
    emitted = set().union(*(sample_table(config, seed).game.event_types for config in CONFIGS for seed in SEEDS))
    assert declared_event_types(ENGINE) - SEAT_CHANGE_TYPES - emitted == set()


def test_every_option_value_has_a_sample_game():
    """A new setting, or a new value of one, needs its sample game (and its expected facts)."""
    values: dict[str, set] = {}
    for _, settings, _ in CONFIGS.values():
        for name, value in msgspec.structs.asdict(settings).items():
            values.setdefault(name, set()).add(value)
    assert values["empty_deck_policy"] == {"active_player_loses", "draw", "shuffle_graveyards", "reserve_deck"}
    assert values["owned_auction_starts"] == {"active_player", "after_seller"}
    for flag in ("correspondence_bidding", "commander", "take_all_until_creature"):
        assert values[flag] == {False, True}, flag
    assert set(values) == set(Settings.__struct_fields__)


# -- the checker is not blind anywhere -----------------------------------------------------------
@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_at_every_position_of_the_sample_games_a_broken_promise_is_named(config):
    """At each position, gold the ledger does not book and a lost card are both named."""
    positions = 0
    for seed in SEEDS:
        for state, _ in sample_table(config, seed).game.positions:
            broken = clone(state)
            broken.players[positions % len(broken.players)].gold += 1
            assert any("ledger sums to" in problem for problem in ENGINE.invariant_problems(broken))
            broken = clone(state)
            lost = (
                broken.deck.pop() if broken.deck else broken.players[0].hand.pop() if broken.players[0].hand else None
            )
            if lost is not None:
                assert f"card {lost} is nowhere" in ENGINE.invariant_problems(broken)
            positions += 1
    assert positions > 100


def test_the_sample_games_are_whole_games():
    lengths = Counter()
    for config in CONFIGS:
        for seed in SEEDS:
            game = sample_table(config, seed).game
            final, _ = game.positions[-1]
            lengths[config] += len(game.positions)
            assert ENGINE.is_over(final), (config, seed, len(game.positions))

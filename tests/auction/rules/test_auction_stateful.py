"""Hypothesis plays auction tables from their start (small decks, so that sequences reach the
empty deck and the end) with legal and illegal actions; every promise holds after every step and
an illegal action changes nothing (tests/stateful.py)."""

import msgspec
import pytest
from hypothesis import strategies as st
from hypothesis.stateful import initialize, rule

from auction.rules import ENGINE
from auction.rules.actions import ACTION_TYPES
from auction.rules.playout import random_legal_action, random_seat
from auction.rules.state import Settings
from tabletop.engine import IllegalAction
from tabletop.rng import Rng
from tests.stateful import SHARDS, EngineMachine, Move, run_sequences

from .helpers import CREATURE, card

ACTION_NAMES = sorted(ACTION_TYPES.values())
# The fields each action type takes, so that a wild document is wrong in its values only.
FIELDS = {tag: {"type", *(f.encode_name for f in msgspec.structs.fields(cls))} for cls, tag in ACTION_TYPES.items()}


def deck(size: int, legends: int) -> list:
    kinds = [CREATURE, ["Instant"], ["Artifact"], ["Sorcery"], ["Enchantment"]]
    return [
        card(i, f"Card {i}", CREATURE if i < legends else kinds[i % len(kinds)], legendary=i < legends)
        for i in range(size)
    ]


def wild_payload(name: str, number: int) -> dict:
    """A document of a known type whose fields all come from one small number: mostly illegal
    (out of turn, too much gold, unknown cards), sometimes legal by chance."""
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


class AuctionTable(EngineMachine):
    engine = ENGINE
    checks_refusal_secrecy = True

    @initialize(
        players=st.integers(2, 4),
        size=st.integers(4, 14),
        seed=st.text("0123456789abcdef", min_size=1, max_size=4),
        correspondence=st.booleans(),
        commander=st.booleans(),
        take_all=st.booleans(),
        policy=st.sampled_from(["active_player_loses", "draw", "shuffle_graveyards", "reserve_deck"]),
    )
    def setup(self, players, size, seed, correspondence, commander, take_all, policy):
        settings = Settings(
            correspondence_bidding=correspondence,
            commander=commander,
            take_all_until_creature=take_all,
            empty_deck_policy=policy,
            reserve_size=2 if policy == "reserve_deck" else 0,
        )
        rng = Rng(seed)
        self.begin(
            ENGINE.setup(settings, deck(size + 2, players if commander else 1), ["A", "B", "C", "D"][:players], rng),
            rng,
        )

    def random_move(self, chooser: Rng) -> Move | None:
        seat = random_seat(self.state, chooser)
        payload = random_legal_action(self.state, seat, chooser)
        return None if payload is None else (seat, ENGINE.parse_action(payload))

    @rule(seat=st.integers(-1, 4), name=st.sampled_from(ACTION_NAMES), number=st.integers(-1, 12))
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


@pytest.mark.parametrize("shard", range(SHARDS))
def test_random_auctions(shard):
    run_sequences(AuctionTable)

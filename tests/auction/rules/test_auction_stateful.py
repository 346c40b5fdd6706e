"""Random sequences of legal and illegal actions; after every step the promises must hold.

Each step is cheap: the replay of the log is kept up to date one action at a time (the state
reached by replaying n+1 actions is that of n actions plus one), and the full
`tabletop.engine.replay` from the initial state runs once at the end of each sequence."""

import msgspec
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, precondition, rule

from auction.rules import ENGINE
from auction.rules.actions import ACTION_TYPES
from auction.rules.playout import random_legal_action, random_seat
from auction.rules.state import Settings
from tabletop.engine import IllegalAction, replay
from tabletop.rng import Rng

from .helpers import CREATURE, card

ACTION_NAMES = sorted(ACTION_TYPES.values())
# The fields each action type takes, so that a wild document is wrong in its values only.
FIELDS = {tag: {"type", *(f.encode_name for f in msgspec.structs.fields(cls))} for cls, tag in ACTION_TYPES.items()}


def fingerprint(state) -> bytes:
    return msgspec.json.encode(state)


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


class AuctionTable(RuleBasedStateMachine):
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
        self.rng = Rng(seed)
        self.state = ENGINE.setup(
            settings, deck(size + 2, players if commander else 1), ["A", "B", "C", "D"][:players], self.rng
        )
        self.initial = ENGINE.encode_state(self.state)
        self.replay_from = (seed, self.rng.counter)
        self.replayed = self.state
        self.replay_rng = Rng(seed, self.rng.counter)
        self.log = []
        self.check()

    def record(self, seat, payload, new_state):
        before = fingerprint(self.state)
        self.log.append((seat, payload))
        self.replayed = ENGINE.apply(self.replayed, seat, ENGINE.parse_action(payload), self.replay_rng).state
        assert fingerprint(self.state) == before, "apply changed its input"
        self.state = new_state
        self.check()

    @precondition(lambda self: not ENGINE.is_over(self.state))
    @rule(choice=st.integers(0, 2**32), burst=st.integers(1, 4))
    def legal_steps(self, choice, burst):
        """A few random legal actions: Hypothesis's cost per rule is spread over more play."""
        choices = Rng(str(choice))
        for _ in range(burst):
            if ENGINE.is_over(self.state):
                return
            seat = random_seat(self.state, choices)
            payload = random_legal_action(self.state, seat, choices)
            if payload is not None:
                action = ENGINE.parse_action(payload)
                self.record(seat, payload, ENGINE.apply(self.state, seat, action, self.rng).state)

    @rule(seat=st.integers(-1, 4), name=st.sampled_from(ACTION_NAMES), number=st.integers(-1, 12))
    def wild_step(self, seat, name, number):
        before = fingerprint(self.state)
        counter = self.rng.counter
        try:
            action = ENGINE.parse_action(wild_payload(name, number))
            outcome = ENGINE.apply(self.state, seat, action, self.rng)
        except IllegalAction:
            assert fingerprint(self.state) == before
            assert self.rng.counter == counter  # a refusal draws nothing
            return
        self.record(seat, msgspec.to_builtins(action), outcome.state)

    def check(self):
        """The promises, after every action that was taken (a refusal changes nothing)."""
        assert ENGINE.invariant_problems(self.state) == []
        assert all(player.gold >= 0 for player in self.state.players)
        assert self.replayed == self.state
        assert self.replay_rng.counter == self.rng.counter

    def teardown(self):
        if hasattr(self, "log"):
            replayed = replay(ENGINE, self.initial, Rng(*self.replay_from), self.log)
            assert ENGINE.encode_state(replayed) == ENGINE.encode_state(self.state)


TestAuctionTable = AuctionTable.TestCase
# Shorter sequences of richer steps keep 10,000 sequences within minutes; everything else,
# max_examples included, comes from the active profile.
TestAuctionTable.settings = settings(stateful_step_count=20)

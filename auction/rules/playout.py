"""Random legal play, for tests and benchmarks: a table of players who click anything allowed."""

from __future__ import annotations

import bisect
import functools
import itertools
from typing import Any

from auction.rules.actions import ZONES
from auction.rules.engine import FIELDLESS_ACTIONS, AuctionEngine, live_seats
from auction.rules.state import AuctionState, Settings
from tabletop.rules.engine import Card
from tabletop.rules.rng import Rng

_ENGINE = AuctionEngine()

# How often a random player picks each action type among the legal ones: the game should
# mostly move on (bids, purchases, turns) and only now and then end or take something back.
WEIGHTS = {
    "bid": 6,
    "decline": 6,
    "begin_auction_step": 5,
    "next_auction": 4,
    "stop_auctioning": 2,
    "cast": 4,
    "keep": 4,
    "end_turn": 5,
    "auction_from_deck": 0.5,
    "auction_commander": 0.5,
    "report_result": 0.02,
    "confirm_result": 4,
    "dispute_result": 0.5,
    "undo": 0.5,
    "propose_undo": 0.3,
    "consent_undo": 2,
    "refuse_undo": 0.5,
}


def table_cards(count: int, creature_every: int = 2) -> list[Card]:
    """A small cube: every `creature_every`-th card a creature, some instants, the rest artifacts."""
    kinds = [
        ["Creature"] if i % creature_every == 0 else ["Instant"] if i % 3 == 0 else ["Artifact"] for i in range(count)
    ]
    return [Card(id=i, name=f"{kind[0]} {i}", types=kind) for i, kind in enumerate(kinds)]


# The weights as whole numbers, for the Rng; computed once, as picking runs before every action.
_SCALE = 100
_INTEGER_WEIGHTS = {name: max(1, int(weight * _SCALE)) for name, weight in WEIGHTS.items()}


@functools.lru_cache(maxsize=1024)  # a game meets a few hundred
def _running_totals(names: tuple[str, ...]) -> tuple[int, ...]:
    """The weights of `names` summed up to each of them: the few lists of legal types a game meets
    are summed once, not at every action (a tuple: one value for every caller)."""
    return tuple(itertools.accumulate(_INTEGER_WEIGHTS.get(name, _SCALE) for name in names))


def _choose_weighted(names: list[str], rng: Rng) -> str:
    totals = _running_totals(tuple(names))
    return names[bisect.bisect_right(totals, rng.randbelow(totals[-1]))]


def _cards_in_zones(state: AuctionState) -> list[int]:
    return [card_id for player in state.players for zone in ZONES for card_id in getattr(player, zone)]


def _payload(state: AuctionState, seat: int, name: str, rng: Rng) -> dict[str, Any]:
    """A legal payload for a legal action type."""
    if name in FIELDLESS_ACTIONS:
        return {"type": name}
    player = state.players[seat]
    if name == "bid":
        high = state.auction.high_bid
        return {"type": name, "amount": high + 1 + rng.randbelow(min(3, player.gold - high))}
    if name in ("cast", "keep"):
        purchase = state.purchase
        mine = purchase.cards if purchase is not None and purchase.buyer == seat else player.hand
        return {"type": name, "card": rng.choice(mine)}
    if name == "spend_gold":
        return {"type": name, "amount": 1 + rng.randbelow(min(3, player.gold)), "for": "kicker"}
    if name == "adjust_gold":
        delta = rng.randint(-6, 5)
        return {"type": name, "seat": rng.randbelow(len(state.players)), "delta": delta or 1, "reason": "effect"}
    if name in ("draw", "mill", "look_at_top"):
        return {"type": name, "count": rng.randint(1, 3)}
    if name == "reorder_top":
        cards = list(state.looking.cards)
        rng.shuffle(cards)
        split = rng.randbelow(len(cards) + 1)
        return {"type": name, "order": cards[:split], "bottom": cards[split:]}
    if name in ("put_on_top", "put_on_bottom"):
        return {"type": name, "card": rng.choice(_cards_in_zones(state))}
    if name == "move_card":
        return {
            "type": name,
            "card": rng.choice(_cards_in_zones(state)),
            "to_zone": rng.choice(ZONES),
            "to_seat": rng.randbelow(len(state.players)),
        }
    if name == "auction_from_deck":
        return {"type": name, "count": rng.randint(1, 3)}
    if name == "auction_card":
        owned = [
            c for zone in ZONES for c in getattr(player, zone) if state.owners[c] == seat and c != player.commander
        ]
        return {"type": name, "cards": rng.sample(owned, min(len(owned), rng.randint(1, 2)))}
    if name == "report_result":
        alive = live_seats(state)
        return {"type": name, "winners": rng.sample(alive, 1 + rng.randbelow(2))}
    return {"type": name}


def random_legal_action(state: AuctionState, seat: int, rng: Rng) -> dict[str, Any] | None:
    """A random action `seat` may take now, as the JSON document a client would send."""
    names = _ENGINE.legal_actions(state, seat)
    if not names:
        return None
    payload = _payload(state, seat, _choose_weighted(names, rng), rng)
    if payload["type"] == "move_card" and _same_place(state, payload):
        payload["to_zone"] = next(zone for zone in ZONES if zone != payload["to_zone"])
    return payload


def _same_place(state: AuctionState, payload: dict[str, Any]) -> bool:
    player = state.players[payload["to_seat"]]
    return payload["card"] in getattr(player, payload["to_zone"])


def random_seat(state: AuctionState, rng: Rng) -> int:
    """Mostly the seat the game waits on; sometimes another player acting out of turn."""
    waiting = _ENGINE.waiting_on(state)
    if waiting and rng.randbelow(4):
        return waiting[0]
    return rng.choice(live_seats(state))


def play_random_game(
    seed: str,
    seat_names: list[str],
    cards: list[Card],
    settings: Settings | None = None,
    max_turns: int = 30,
    max_actions: int = 5000,
) -> tuple[AuctionState, list[tuple[int, dict[str, Any]]]]:
    """A game played at random until it ends, `max_turns` turns pass or `max_actions` were taken."""
    rng = Rng(seed)
    state = _ENGINE.setup(settings or Settings(), cards, seat_names, rng)
    choices = Rng(seed + ":players")
    log: list[tuple[int, dict[str, Any]]] = []
    while not _ENGINE.is_over(state) and state.turn <= max_turns and len(log) < max_actions:
        seat = random_seat(state, choices)
        payload = random_legal_action(state, seat, choices)
        if payload is None:
            continue
        state = _ENGINE.apply(state, seat, _ENGINE.parse_action(payload), rng).state
        log.append((seat, payload))
    return state, log

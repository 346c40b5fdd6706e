"""What each seat may see. A player's pool, pack, hand and augment offer are theirs alone (others
see counts); treasures, basics, life, the pack yard, the table, pairings and standings are
public; the pack pile and the augments discarded are hidden from all."""

from __future__ import annotations

from typing import Any

import msgspec

from battler.rules.engine import counters, hand_size, in_play, legal, pool_cap, waiting
from battler.rules.state import BattlerState
from tabletop.engine import Seat


def player_view(state: BattlerState, seat: Seat) -> dict[str, Any]:
    visible = set(state.pack_yard) | set(state.table)
    players = []
    for i, p in enumerate(state.players):
        public = {
            "seat": i,
            "name": p.name,
            "treasures": p.treasures,
            "basics": p.basics,
            "life": p.life,
            "alive": p.alive,
            "streak": p.streak,
            "augments": p.augments,
            "pool_count": len(p.pool),
            "pack_count": len(p.pack),
            "hand_ready": p.hand_ready,
            "done": p.done,
        }
        visible |= set(p.augments)
        if i == seat:
            public |= {
                "pool": p.pool,
                "pack": p.pack,
                "hand": p.hand,
                "augment_offer": p.augment_offer,
                "can_undo": p.undo is not None,
            }
            visible |= set(p.pool) | set(p.pack) | set(p.augment_offer)
        players.append(public)
    return {
        "phase": state.phase,
        "settings": msgspec.to_builtins(state.settings),
        "counters": counters(state),
        "hand_size": hand_size(state),
        "pool_cap": pool_cap(state),
        "players": players,
        "in_play": in_play(state),
        "pack_pile_count": len(state.pack_pile),
        "pack_yard": state.pack_yard,
        "table": state.table,
        "pick_order": state.pick_order,
        "augment_group": state.augment_group,
        "pairings": msgspec.to_builtins(state.pairings),
        "playoff": state.playoff,
        "ledger": msgspec.to_builtins(state.ledger),
        "eliminated": state.eliminated,
        "winner": state.winner,
        "standings": standings(state),
        "waiting_on": waiting(state),
        "legal_actions": [] if seat is None else legal(state, seat),
        "cards": {c: msgspec.to_builtins(state.cards[c]) for c in sorted(visible)},
    }


def standings(state: BattlerState) -> list[dict[str, Any]]:
    """Places, best first: the winner, then the living by life (least poison or most hit
    points), then the dead, the last to die placed highest."""
    by_life = (lambda p: p.life) if state.settings.life == "poison" else (lambda p: -p.life)
    alive = sorted(
        (i for i, p in enumerate(state.players) if p.alive and i != state.winner),
        key=lambda i: (by_life(state.players[i]), i),
    )
    order = ([state.winner] if state.winner is not None else []) + alive + list(reversed(state.eliminated))
    return [
        {
            "place": place,
            "seat": seat,
            "name": state.players[seat].name,
            "life": state.players[seat].life,
            "alive": state.players[seat].alive,
        }
        for place, seat in enumerate(order, start=1)
    ]

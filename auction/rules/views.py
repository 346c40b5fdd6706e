"""What each seat sees. Everything is public (hands are played revealed, 90X.9) except the
deck's order and contents, of which everyone sees only the size, and the cards a player is
looking at, which only that player sees."""

from __future__ import annotations

from typing import Any

from auction.rules.state import ZONES, AuctionState
from tabletop.engine import Event, Seat, redact_event, to_builtins


def card_view(state: AuctionState, card_id: int) -> dict[str, Any]:
    return {**to_builtins(state.cards[card_id]), "owner": state.owners[card_id]}


def cards_view(state: AuctionState, ids: list[int]) -> list[dict[str, Any]]:
    return [card_view(state, card_id) for card_id in ids]


def player_view(state: AuctionState, seat: Seat) -> dict[str, Any]:
    auction, purchase, looking = state.auction, state.purchase, state.looking
    players = [
        {
            "seat": index,
            "name": player.name,
            "gold": player.gold,
            "life": player.life,
            "out": player.out,
            "commander": player.commander,
            **{zone: cards_view(state, getattr(player, zone)) for zone in ZONES},
        }
        for index, player in enumerate(state.players)
    ]
    view: dict[str, Any] = {
        "kind": "auction",
        "seat": seat,
        "settings": to_builtins(state.settings),
        "turn": state.turn,
        "active": state.active,
        "phase": state.phase,
        "turn_order": state.turn_order,
        "players": players,
        "deck_size": len(state.deck),
        "reserve_size": len(state.reserve),
        "auction": None,
        "purchase": None,
        "stop_votes": state.stop_votes,
        "looking": None,
        "ledger": to_builtins(state.ledger),
        "result": to_builtins(state.result),
        "last_actor": state.last_action.actor if state.last_action else None,
        "undo_proposal": to_builtins(state.undo_proposal),
    }
    if auction is not None:
        view["auction"] = {
            **to_builtins(auction),
            "lot": cards_view(state, auction.lot),
            "to_bid": auction.bidders[auction.next_index],
        }
    if purchase is not None:
        view["purchase"] = {**to_builtins(purchase), "cards": cards_view(state, purchase.cards)}
    if looking is not None:
        view["looking"] = {"seat": looking.seat, "count": len(looking.cards)}
        if seat == looking.seat:
            view["looking"]["cards"] = cards_view(state, looking.cards)
    return view


def event_view(event: Event, seat: Seat) -> Event:
    return redact_event(event, seat)

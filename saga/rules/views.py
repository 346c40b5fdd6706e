"""What each seat sees of a saga: the one place that decides it.

Public: year, season, step, who is waited on, gold, VPs, ledger, timeline, themes, the market,
Private Collections, pile sizes, trending cards, insured cards and Solomon piles. Hidden from the
opponent: a player's deck and sideboard (counts only) and the Learning from Mistakes booster
(only the player picking sees it). Hidden from everyone: the contents of the Core, Occasional and
General Pools and of the theme deck.

One exception, for one seat and one step: a thief hired on the opponent's sideboard shows that
sideboard to the thief's player while they pick the card to steal (Hire a Thief: "Browse the
chosen pile and pick a card to steal"), as `thief.cards`.
"""

from __future__ import annotations

from typing import Any

import msgspec

from tabletop.engine import Seat

from .engine import picks_due, thief_pile
from .state import Proposal, SagaState, UndoPoint, price
from .themes import theme_for


def _theme(number: int | None) -> dict[str, Any] | None:
    if number is None:
        return None
    theme = theme_for(number)
    return {
        "number": number,
        "name": theme.name,
        "kind": theme.kind,
        "text": theme.text,
        "declared": theme.check is None,
    }


def _player(state: SagaState, seat: int, viewer: Seat) -> dict[str, Any]:
    player = state.players[seat]
    own = viewer == seat
    view: dict[str, Any] = {
        "seat": seat,
        "name": player.name,
        "primary_color": player.primary_color,
        "gold": player.gold,
        "vp": player.vp,
        "deck_count": len(player.deck),
        "sideboard_count": len(player.sideboard),
        "trending": [{"card": t.card, "value": t.value} for t in player.trending],
        "insured": list(player.insured),
        "solomon_offer": list(player.solomon_offer),
        "solomon_piles": [list(pile) for pile in player.solomon_piles],
        "solomon_cards": list(player.solomon_cards),
    }
    if own:
        view["deck"] = list(player.deck)
        view["sideboard"] = list(player.sideboard)
        view["registrations"] = msgspec.to_builtins(player.registrations)
    else:
        view["registrations"] = [
            {
                "year": r.year,
                "season": r.season,
                "size": len(r.cards) + sum(r.basics.values()),
                "follow_theme": r.follow_theme,
                "hand": r.hand,
                "life": r.life,
            }
            for r in player.registrations
        ]
    return view


def _booster_visible(state: SagaState, seat: Seat) -> bool:
    return seat is not None and seat in state.waiting_on and state.step in ("spring_loser_picks", "spring_winner_picks")


def _thief(state: SagaState, seat: Seat) -> dict[str, Any] | None:
    """The thief at work: who, on which pile, and the pile itself for the thief's player only."""
    if state.thief_from is None:
        return None
    thief = {"seat": state.starting_player, "from": state.thief_from}
    if seat == state.starting_player:
        thief["cards"] = list(thief_pile(state))
    return thief


def _undo(undo: UndoPoint) -> dict[str, Any]:
    """The last player action (public, as the log is): whose, which, and whether its actor may
    take it back alone."""
    return {"of": undo.seat, "action": undo.action, "alone": undo.alone}


def _proposal(proposal: Proposal) -> dict[str, Any]:
    shown = {"kind": proposal.kind, "by": proposal.by}
    if proposal.kind == "adjust_gold":
        shown.update(seat=proposal.seat, delta=proposal.delta, reason=proposal.reason)
    return shown


def player_view(state: SagaState, seat: Seat) -> dict[str, Any]:
    players = [_player(state, s, seat) for s in range(len(state.players))]
    booster = list(state.booster) if _booster_visible(state, seat) else None
    view: dict[str, Any] = {
        "seat": seat,
        "year": state.year,
        "season": state.season,
        "step": state.step,
        "starting_player": state.starting_player,
        "waiting_on": list(state.waiting_on),
        "decision": state.decision,
        "waiting_on_text": waiting_on_text(state, seat),
        "theme": _theme(state.theme),
        "next_theme": _theme(state.next_theme),
        "players": players,
        "market": [[{"card": card, "price": price(column)} for column, card in enumerate(row)] for row in state.market],
        "pass_streak": state.pass_streak,
        "private_collections": list(state.private_collections),
        "pile_sizes": {
            "core_pool": len(state.core_pool),
            "occasional_pool": len(state.occasional_pool),
            "general_pool": len(state.general_pool),
            "private_collections": len(state.private_collections),
            "theme_deck": len(state.theme_deck),
            "unused": len(state.unused),
            "booster": len(state.booster),
        },
        "modules": state.modules,
        "booster": booster,
        "thief": _thief(state, seat),
        "picks_due": picks_due(state) if booster is not None else 0,
        "play_first": state.play_first,
        "games": list(state.games),
        "duel_winner": state.duel_winner,
        "winner": state.winner,
        "ledger": msgspec.to_builtins(state.ledger),
        "timeline": msgspec.to_builtins(state.timeline),
        "can_undo": seat is not None and state.undo is not None and state.undo.seat == seat and state.undo.alone,
        "undo": None if state.undo is None else _undo(state.undo),
        "proposal": None if state.proposal is None else _proposal(state.proposal),
    }
    view["cards"] = {card_id: msgspec.to_builtins(state.cards[card_id]) for card_id in _visible_ids(view)}
    return view


def _visible_ids(view: dict[str, Any]) -> set[int]:
    """Card facts ride along for every card the view shows."""
    ids = set(view["private_collections"]) | set(view["booster"] or ())
    ids |= set((view["thief"] or {}).get("cards", ()))
    ids |= {slot["card"] for row in view["market"] for slot in row if slot["card"] is not None}
    for player in view["players"]:
        ids |= set(player.get("deck", ())) | set(player.get("sideboard", ())) | set(player["insured"])
        ids |= {t["card"] for t in player["trending"]} | set(player["solomon_offer"])
        ids |= set(player["solomon_cards"]) | {c for pile in player["solomon_piles"] for c in pile}
    return ids


_ASKS = {
    "register_deck": "register your deck (40+ cards from your pool plus basics)",
    "choose_play_draw": "choose to play or draw",
    "report_skirmish": "report the skirmish result",
    "sell_proof_of_concept": "name up to 4 cards outside your library to sell (6, 5, 4, 3 gold)",
    "insure": "choose cards to insure (1 gold each)",
    "hire_thief": "hire a thief (13 gold) or decline",
    "steal": "pick the card your thief steals",
    "buy": "buy a card on offer or pass",
    "report_duel_game": "report the next duel game",
    "force_sale": "choose one of your opponent's trending cards to force them to sell, or none",
    "sell_trending": "choose which of your trending cards to sell",
    "solomon_split": "split the Solomon cards into two piles",
    "solomon_choose": "choose a Solomon pile",
    "pick": "pick cards from the booster",
}


def waiting_on_text(state: SagaState, seat: Seat) -> str:
    """A sentence of what the saga waits on, from `seat`'s point of view."""
    if state.winner is not None:
        return f"The saga is over: {state.players[state.winner].name} won."
    if not state.waiting_on:
        return "Waiting for the table to deal."
    first = state.decision.split("|")[0]
    ask = _ASKS[first]
    if first == "pick":
        ask = f"pick {picks_due(state)} card(s) from the booster"
    if seat in state.waiting_on:
        return f"Waiting on you to {ask}."
    if first == "register_deck" and len(state.waiting_on) > 1:  # both build at once, each their own deck
        return f"Waiting on {' and '.join(state.players[s].name for s in state.waiting_on)} to register their decks."
    names = " or ".join(state.players[s].name for s in state.waiting_on)
    return f"Waiting on {names} to {ask.replace('your ', 'their ')}."

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
from msgspec import UNSET, UnsetType

from tabletop.rules.engine import Card, Ending, Event, Seat, Winner, redact_event, sole_winner
from tabletop.rules.ledger import LedgerEntry
from tabletop.rules.undo import UndoRecord

from .state import (
    BASICS,
    GLORY_GOLD,
    INSURANCE_CLAIM,
    INSURANCE_FEE,
    LEARNING_PICKS_LOSER,
    LEARNING_PICKS_WINNER,
    LOSER_GOLD,
    MIN_DECK,
    PROOF_OF_CONCEPT_PRICES,
    SKIRMISH_SPOILS,
    SOLOMON_CARDS,
    THIEF_FEE,
    Proposal,
    ReportedResult,
    SagaState,
    Settings,
    TimelinePoint,
    TrendingCard,
    picks_due,
    price,
    thief_pile,
)
from .themes import theme_for


class ThemeView(msgspec.Struct):
    number: int
    name: str
    kind: str
    text: str
    declared: bool  # the player declares whether the deck follows it: no check from card facts


class RegistrationView(msgspec.Struct, kw_only=True):
    """A deck registration: its cards and basics to their owner, its size to everyone else."""

    year: int
    season: str
    cards: list[int] | UnsetType = UNSET
    basics: dict[str, int] | UnsetType = UNSET
    size: int | UnsetType = UNSET
    follow_theme: bool | None
    commander: int | None | UnsetType = UNSET
    theme: int | None | UnsetType = UNSET
    hand: int
    life: int
    theme_problems: list[str] | UnsetType = UNSET


class PlayerView(msgspec.Struct, kw_only=True):
    seat: int
    name: str
    primary_color: str
    gold: int
    vp: int
    deck_count: int
    sideboard_count: int
    trending: list[TrendingCard]
    insured: list[int]
    solomon_offer: list[int]
    solomon_piles: list[list[int]]
    solomon_cards: list[int]
    deck: list[int] | UnsetType = UNSET  # the owner's only
    sideboard: list[int] | UnsetType = UNSET  # the owner's only
    registrations: list[RegistrationView]


class MarketSlot(msgspec.Struct):
    card: int | None
    price: int


class PileSizes(msgspec.Struct):
    core_pool: int
    occasional_pool: int
    general_pool: int
    private_collections: int
    theme_deck: int
    unused: int
    booster: int


class ThiefView(msgspec.Struct, kw_only=True):
    seat: int
    source: str = msgspec.field(name="from")
    cards: list[int] | UnsetType = UNSET  # the pile browsed, to the thief's player only


class UndoView(msgspec.Struct):
    """The last player action (public, as the log is): whose, which, and whether its actor may
    take it back alone."""

    of: int
    action: str
    alone: bool


class ProposalView(msgspec.Struct, kw_only=True):
    kind: str
    by: int
    seat: int | UnsetType = UNSET
    delta: int | UnsetType = UNSET
    reason: str | UnsetType = UNSET


class RulesView(msgspec.Struct):
    """The numbers of the rules a client shows before it acts (the engine checks them)."""

    min_deck: int
    basics: list[str]
    proof_of_concept_prices: list[int]
    thief_fee: int
    skirmish_spoils: int
    insurance_fee: int
    insurance_claim: int
    duel_gold: list[int]  # the winner's, the loser's
    solomon_cards: int
    learning_picks: list[int]  # the loser's, then the winner's


RULES = RulesView(
    MIN_DECK,
    list(BASICS),
    list(PROOF_OF_CONCEPT_PRICES),
    THIEF_FEE,
    SKIRMISH_SPOILS,
    INSURANCE_FEE,
    INSURANCE_CLAIM,
    [GLORY_GOLD, LOSER_GOLD],
    SOLOMON_CARDS,
    [LEARNING_PICKS_LOSER, LEARNING_PICKS_WINNER],
)


class SagaView(msgspec.Struct, kw_only=True):
    seat: int | None
    year: int
    season: str
    step: str
    starting_player: int
    waiting_on: list[int]
    decision: str
    waiting_on_text: str
    theme: ThemeView | None
    next_theme: ThemeView | None
    players: list[PlayerView]
    market: list[list[MarketSlot]]
    pass_streak: int
    private_collections: list[int]
    pile_sizes: PileSizes
    modules: bool
    booster: list[int] | None  # the booster being picked, to the player picking only
    thief: ThiefView | None
    picks_due: int
    play_first: int | None
    games: list[int]
    report: ReportedResult | None
    duel_winner: int | None
    ending: Ending | None
    winner: Winner
    ledger: list[LedgerEntry]
    timeline: list[TimelinePoint]
    can_undo: bool
    undo: UndoView | None
    proposal: ProposalView | None
    rules: RulesView
    settings: Settings  # the table's options, on or off
    cards: dict[int, Card]  # the facts of every card this view shows


def _theme(number: int | None) -> ThemeView | None:
    if number is None:
        return None
    theme = theme_for(number)
    return ThemeView(number, theme.name, theme.kind, theme.text, theme.check is None)


def _player(state: SagaState, seat: int, viewer: Seat) -> PlayerView:
    player = state.players[seat]
    view = PlayerView(
        seat=seat,
        name=player.name,
        primary_color=player.primary_color,
        gold=player.gold,
        vp=player.vp,
        deck_count=len(player.deck),
        sideboard_count=len(player.sideboard),
        trending=list(player.trending),
        insured=list(player.insured),
        solomon_offer=list(player.solomon_offer),
        solomon_piles=[list(pile) for pile in player.solomon_piles],
        solomon_cards=list(player.solomon_cards),
        registrations=[],
    )
    if viewer == seat:
        view.deck = list(player.deck)
        view.sideboard = list(player.sideboard)
        view.registrations = [
            RegistrationView(
                year=r.year,
                season=r.season,
                cards=r.cards,
                basics=r.basics,
                follow_theme=r.follow_theme,
                commander=r.commander,
                theme=r.theme,
                hand=r.hand,
                life=r.life,
                theme_problems=r.theme_problems,
            )
            for r in player.registrations
        ]
    else:
        view.registrations = [
            RegistrationView(
                year=r.year,
                season=r.season,
                size=len(r.cards) + sum(r.basics.values()),
                follow_theme=r.follow_theme,
                hand=r.hand,
                life=r.life,
            )
            for r in player.registrations
        ]
    return view


def _booster_visible(state: SagaState, seat: Seat) -> bool:
    return seat is not None and seat in state.waiting_on and state.step in ("spring_loser_picks", "spring_winner_picks")


def _thief(state: SagaState, seat: Seat) -> ThiefView | None:
    """The thief at work: who, on which pile, and the pile itself for the thief's player only."""
    if state.thief_from is None:
        return None
    thief = ThiefView(seat=state.starting_player, source=state.thief_from)
    if seat == state.starting_player:
        thief.cards = list(thief_pile(state))
    return thief


def _undo(undo: UndoRecord) -> UndoView:
    return UndoView(undo.actor, undo.action, undo.alone)


def _proposal(proposal: Proposal) -> ProposalView:
    if proposal.kind == "adjust_gold":
        return ProposalView(
            kind=proposal.kind, by=proposal.by, seat=proposal.seat, delta=proposal.delta, reason=proposal.reason
        )
    return ProposalView(kind=proposal.kind, by=proposal.by)


def player_view(state: SagaState, seat: Seat) -> SagaView:
    booster = list(state.booster) if _booster_visible(state, seat) else None
    view = SagaView(
        seat=seat,
        year=state.year,
        season=state.season,
        step=state.step,
        starting_player=state.starting_player,
        waiting_on=list(state.waiting_on),
        decision=state.decision,
        waiting_on_text=waiting_on_text(state, seat),
        theme=_theme(state.theme),
        next_theme=_theme(state.next_theme),
        players=[_player(state, s, seat) for s in range(len(state.players))],
        market=[[MarketSlot(card, price(column)) for column, card in enumerate(row)] for row in state.market],
        pass_streak=state.pass_streak,
        private_collections=list(state.private_collections),
        pile_sizes=PileSizes(
            core_pool=len(state.core_pool),
            occasional_pool=len(state.occasional_pool),
            general_pool=len(state.general_pool),
            private_collections=len(state.private_collections),
            theme_deck=len(state.theme_deck),
            unused=len(state.unused),
            booster=len(state.booster),
        ),
        modules=state.modules,
        booster=booster,
        thief=_thief(state, seat),
        picks_due=picks_due(state) if booster is not None else 0,
        play_first=state.play_first,
        games=list(state.games),
        report=state.report,
        duel_winner=state.duel_winner,
        ending=state.ending,
        winner=sole_winner(state.ending),
        ledger=state.ledger,
        timeline=state.timeline,
        can_undo=seat is not None and state.undo is not None and state.undo.actor == seat and state.undo.alone,
        undo=None if state.undo is None else _undo(state.undo),
        proposal=None if state.proposal is None else _proposal(state.proposal),
        rules=RULES,
        settings=state.settings,
        cards={},
    )
    view.cards = {card_id: state.cards[card_id] for card_id in _visible_ids(view)}
    return view


# Fields of an event that only its own seat may read, as the views show them: a registration's
# commander is a card of the registering player's hidden pool (RegistrationView.commander).
OWN_SEAT_ONLY = {"deck_registered": ("commander",)}


def event_view(event: Event, seat: Seat) -> Event:
    """An event as `seat` may see it: its secret part to the seats it was told to only, and the
    fields of OWN_SEAT_ONLY to its own seat only (the log stores events as the engine made them,
    so that exports made before replay the same)."""
    private = OWN_SEAT_ONLY.get(event.get("type"), ())
    if private and seat != event.get("seat"):
        event = {key: value for key, value in event.items() if key not in private}
    return redact_event(event, seat)


def _visible_ids(view: SagaView) -> set[int]:
    """Card facts ride along for every card the view shows."""
    ids = set(view.private_collections) | set(view.booster or ())
    if view.thief is not None and view.thief.cards:
        ids |= set(view.thief.cards)
    ids |= {slot.card for row in view.market for slot in row if slot.card is not None}
    for player in view.players:
        ids |= set(player.deck or ()) | set(player.sideboard or ()) | set(player.insured)
        ids |= {t.card for t in player.trending} | set(player.solomon_offer)
        ids |= set(player.solomon_cards) | {c for pile in player.solomon_piles for c in pile}
    return ids


def timeline(state: SagaState) -> list[TimelinePoint]:
    """Gold and VPs at the end of every step so far: public."""
    return state.timeline


def deck_rows(state: SagaState, seat: int) -> list[dict[str, Any]]:
    """The player's own deck as export rows: the registered deck with its basics, and the
    sideboard as the maybeboard (for `seat` only: it names their hidden cards)."""
    player = state.players[seat]
    basics = player.registrations[-1].basics if player.registrations else {}
    rows = [{"name": state.cards[i].name, "board": "mainboard"} for i in player.deck]
    rows += [{"name": name, "count": count, "board": "mainboard"} for name, count in basics.items() if count]
    rows += [{"name": state.cards[i].name, "board": "maybeboard"} for i in player.sideboard]
    return rows


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
    "confirm_result": "confirm or dispute the reported result",
    "force_sale": "choose one of your opponent's trending cards to force them to sell, or none",
    "sell_trending": "choose which of your trending cards to sell",
    "solomon_split": "split the Solomon cards into two piles",
    "solomon_choose": "choose a Solomon pile",
    "pick": "pick cards from the booster",
}


def ask_of(state: SagaState) -> str:
    """What the saga asks of the seats it waits on, as `waiting_on_text` says it to them."""
    first = state.decision.split("|")[0]
    if first == "pick":
        due = picks_due(state)
        return f"pick {due} card{'' if due == 1 else 's'} from the booster"
    return _ASKS[first]


def waiting_on_text(state: SagaState, seat: Seat) -> str:
    """A sentence of what the saga waits on, from `seat`'s point of view."""
    if state.ending is not None:
        return f"The saga is over: {state.ending.reason}."
    if not state.waiting_on:
        return "Waiting for the table to deal."
    first = state.decision.split("|")[0]
    ask = ask_of(state)
    if seat in state.waiting_on:
        return f"Waiting on you to {ask}."
    if first == "register_deck" and len(state.waiting_on) > 1:  # both build at once, each their own deck
        return f"Waiting on {' and '.join(state.players[s].name for s in state.waiting_on)} to register their decks."
    names = " or ".join(state.players[s].name for s in state.waiting_on)
    return f"Waiting on {names} to {ask.replace('your ', 'their ')}."

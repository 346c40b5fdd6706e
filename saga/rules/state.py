"""The plain state of a saga: everything Appendix B says to save, and what the server adds.

Card ids are indices into `cards`. Piles are lists of ids with the top at index 0. Every card of
the cube is in exactly one place: a pile, a player's deck, sideboard, trending cards or Solomon
cards, the market, the booster being picked, or `unused` (beyond the numbers of Appendix A).

The records a saga only ever adds (settings, registrations, trending cards, ledger entries,
timeline points) are frozen, so that states share them: see `tabletop.rules.engine.editable_copy`.
"""

from __future__ import annotations

import msgspec

from tabletop.rules.engine import Card, Ending
from tabletop.rules.ledger import LedgerEntry
from tabletop.rules.results import PendingReport
from tabletop.rules.undo import UndoRecord

from .actions import Report

SEASONS = ("fall", "winter", "spring", "summer")
THEME_YEARS = (2, 3, 4, 5, 7)
LAST_YEAR = 7
VP_TO_WIN = 4
BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes")
MIN_DECK = 40
# Decision: the rules set no most, a deck of paper cards shuffled by hand does; 1,000,000 basics
# were taken, and the deck's text export listed them.
MAX_DECK = 250
PROOF_OF_CONCEPT_PRICES = (6, 5, 4, 3)
THIEF_FEE = 13
INSURANCE_FEE = 1
INSURANCE_CLAIM = 6
SKIRMISH_SPOILS = 6
GLORY_GOLD, LOSER_GOLD = 12, 9  # the Duel's winner (and 1 VP), its loser
SOLOMON_CARDS = 5
LEARNING_PICKS_LOSER, LEARNING_PICKS_WINNER = 3, 1

# Every step in the order it may happen in a year ("saga_over" ends the saga).
STEPS: tuple[tuple[str, str], ...] = (
    ("fall_register", "fall"),
    ("fall_play_draw", "fall"),
    ("fall_skirmish", "fall"),
    ("fall_proof_of_concept", "fall"),
    ("fall_fresh_ideas", "fall"),
    ("winter_insurance", "winter"),
    ("winter_thief", "winter"),
    ("winter_thief_steal", "winter"),
    ("winter_deal", "winter"),
    ("winter_market", "winter"),
    ("spring_register", "spring"),
    ("spring_play_draw", "spring"),
    ("spring_duel", "spring"),
    ("spring_force_sale", "spring"),
    ("spring_loser_sells", "spring"),
    ("spring_winner_sells", "spring"),
    ("spring_theme_reveal", "spring"),
    ("spring_solomon_split", "spring"),
    ("spring_solomon_choose", "spring"),
    ("spring_learning_deal", "spring"),
    ("spring_loser_picks", "spring"),
    ("spring_winner_picks", "spring"),
    ("summer_deal", "summer"),
    ("summer_fair", "summer"),
    ("saga_over", "spring"),
)
SEASON_OF_STEP = dict(STEPS)


class Settings(msgspec.Struct, kw_only=True, forbid_unknown_fields=True, frozen=True):
    insurance_broker: bool = False
    hire_a_thief: bool = False


class Registration(msgspec.Struct, kw_only=True, frozen=True):
    """One deck registration, kept forever (Year of Acceptance reads the last duel's)."""

    year: int
    season: str
    cards: list[int]
    basics: dict[str, int]
    follow_theme: bool | None = None
    commander: int | None = None
    theme: int | None = None
    hand: int = 0  # starting hand size change
    life: int = 0  # starting life change
    theme_problems: list[str] = []


class TrendingCard(msgspec.Struct, frozen=True):
    card: int
    value: int


class Player(msgspec.Struct, kw_only=True):
    name: str
    primary_color: str
    gold: int = 0
    vp: int = 0
    deck: list[int] = []
    sideboard: list[int] = []
    registrations: list[Registration] = []
    trending: list[TrendingCard] = []
    insured: list[int] = []  # policies in force; the cards stay in deck or sideboard
    solomon_offer: list[int] = []  # the 5 cards drawn for this player, before the split
    solomon_piles: list[list[int]] = []  # [a, b] once split
    solomon_cards: list[int] = []  # the pile chosen, held until after the duel


class TimelinePoint(msgspec.Struct, frozen=True):
    year: int
    season: str
    step: str
    gold: list[int]
    vp: list[int]


class Proposal(msgspec.Struct, kw_only=True, frozen=True):
    """A correction waiting for the other player's consent: an undo, or a gold adjustment."""

    kind: str  # "undo" or "adjust_gold"
    by: int
    seat: int | None = None  # whose gold (adjust_gold)
    delta: int = 0
    reason: str = ""


class ReportedResult(PendingReport[Report], frozen=True):
    """A skirmish result or a duel game's winner, waiting for the other player's word."""


class SagaState(msgspec.Struct, kw_only=True):
    settings: Settings
    cards: list[Card]
    modules: bool  # False: one General Pool stands for both Core and Occasional Pools
    core_pool: list[int] = []
    occasional_pool: list[int] = []
    general_pool: list[int] = []
    private_collections: list[int] = []
    unused: list[int] = []
    theme_deck: list[int] = []
    theme: int | None = None  # this year's theme card
    next_theme: int | None = None  # revealed at the end of the Spring Festival
    players: list[Player]
    year: int = 1
    season: str = "fall"
    step: str = "fall_register"
    starting_player: int = 0
    waiting_on: list[int] = []
    decision: str = ""  # the action type the saga waits for
    play_first: int | None = None  # who plays first in the current skirmish or duel
    games: list[int] = []  # winners of the duel games so far
    report: ReportedResult | None = None
    duel_winner: int | None = None
    solomon_for: int | None = None  # whose Solomon cards are being split or chosen
    thief_from: str | None = None  # the pile a hired thief browses: "private_collections" or "opponent"
    market: list[list[int | None]] = []  # 2 rows; column k (from 0) costs k + 1
    pass_streak: int = 0
    booster: list[int] = []  # Learning from Mistakes, being picked
    ledger: list[LedgerEntry] = []
    seq: int = 0  # actions applied so far
    timeline: list[TimelinePoint] = []
    ending: Ending | None = None
    # alone: the actor may take it back alone, for it revealed nothing, neither itself nor a deal
    # since; otherwise both players must consent
    undo: UndoRecord | None = None
    proposal: Proposal | None = None

    def opponent(self, seat: int) -> int:
        return 1 - seat

    @property
    def other_player(self) -> int:
        return 1 - self.starting_player

    @property
    def loser(self) -> int | None:
        return None if self.duel_winner is None else 1 - self.duel_winner


def market_columns(year: int) -> int:
    """Columns of the Winter Market and Summer Fair: 12, 18 or 24 cards in 2 rows."""
    return 6 if year <= 2 else 9 if year <= 4 else 12


def price(column: int) -> int:
    return column + 1


def thief_pile(state: SagaState) -> list[int]:
    """The pile the hired thief browses (empty when no thief is browsing)."""
    if state.thief_from == "private_collections":
        return state.private_collections
    if state.thief_from == "opponent":
        return state.players[state.opponent(state.starting_player)].sideboard
    return []


def picks_due(state: SagaState) -> int:
    wanted = LEARNING_PICKS_LOSER if state.step == "spring_loser_picks" else LEARNING_PICKS_WINNER
    return min(wanted, len(state.booster))

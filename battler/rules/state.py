"""Plain state of a battler game. Cards are referred to by id (= index in `cards`); basic
lands are a bank, so a player's basics are counts per basic name."""

from __future__ import annotations

from typing import Literal

import msgspec

from battler.rules.settings import BattlerSettings
from tabletop.rules.engine import Card, Ending
from tabletop.rules.ledger import LedgerEntry

Phase = Literal["rochester", "basics", "draft", "prepare", "fight", "carousel", "augment", "finished"]
Result = Literal["win", "loss", "draw", "concede", "cannot"]  # cannot: a replay nobody can win


class Snapshot(msgspec.Struct, kw_only=True):
    """A player's shop before their last undoable action."""

    pool: list[int]
    pack: list[int]
    treasures: int
    basics: dict[str, int]
    free_picks: int


class Player(msgspec.Struct, kw_only=True):
    name: str
    pool: list[int] = []  # hidden
    pack: list[int] = []  # hidden, the shop being drafted
    hand: list[int] = []  # hidden, the starting hand chosen from the pool
    hand_ready: bool = False
    treasures: int = 0
    treasures_left: int | None = None  # reported after a game: treasures left on the board
    basics: dict[str, int] = {}
    life: int = 0  # poison or hit points, as the settings say
    alive: bool = True
    streak: int = 0  # +n: n wins in a row, -n: n losses in a row
    last_opponent: int | None = None
    lost_to_ghost: bool = False  # in the game just played
    conceded: bool = False  # in the game just played
    done: bool = False  # done shopping
    free_picks: int = 0
    augments: list[int] = []
    augment_offer: list[int] = []
    undo: Snapshot | None = None


class Pairing(msgspec.Struct, kw_only=True):
    seats: list[int]
    first: int | None = None  # who goes first, when the rules fix it
    chooser: int | None = None  # who decides who goes first (most poison)
    reporter: int | None = None
    result: Result | None = None  # from the reporter's side
    cards_left: int = 0  # cards left in the loser's hand (Bar damage)
    status: Literal["playing", "reported", "disputed", "confirmed"] = "playing"
    replay: bool = False  # a drawn game played again (see BattlerSettings.lethal_draw)
    playoff: bool = False  # eliminated players playing off for the final seat


class BattlerState(msgspec.Struct, kw_only=True):
    settings: BattlerSettings
    cards: list[Card]
    players: list[Player]
    phase: Phase
    pack_pile: list[int] = []  # hidden order
    pack_yard: list[int] = []  # face up
    table: list[int] = []  # face-up cards being drafted (Rochester pack or carousel)
    pick_order: list[int] = []  # seats still to pick from `table`, in order
    augment_pile: list[int] = []
    augment_discard: list[int] = []  # hidden from all: augments dealt and not kept
    augment_group: str | None = None
    games: int = 0  # games completed; the counters follow from it
    pairings: list[Pairing] = []
    playoff: list[int] = []  # fallen players still in a playoff for the final seat
    after: list[str] = []  # steps still to run before play resumes (carousel, augment, draft...)
    ledger: list[LedgerEntry] = []
    seq: int = 0  # actions applied so far
    eliminated: list[int] = []  # in order of elimination
    ending: Ending | None = None

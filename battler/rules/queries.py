"""What a battler's state says now: counters, sizes, who plays, what each seat may do and who
the game waits on. Read by the engine and by the views alike."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import get_args

from battler.rules.settings import BattlerSettings
from battler.rules.state import BattlerState, Pairing, Phase
from tabletop.rules.engine import (
    Check,
    IllegalAction,
    NotEnough,
    NotYourTurn,
    Offered,
    UnknownCard,
    WrongPhase,
    any_legal,
    legal_kinds,
)


def level(state: BattlerState) -> int:
    """STAGE (Treasure), ENERGY (AutoBattler) or ROUND (Bar): +1 every three games."""
    s = state.settings
    return s.level_start + state.games // s.games_per_level


def counters(state: BattlerState) -> dict[str, int]:
    s = state.settings
    shown = {s.level_name: level(state), "games": state.games}
    step = 1 + state.games % s.games_per_level
    if s.level_name == "stage":
        shown["round"] = step
    elif s.level_name == "round":
        shown["match"] = step
    return shown


def hand_size(state: BattlerState) -> int:
    return level(state) + state.settings.hand_bonus


def pool_cap(state: BattlerState) -> int | None:
    s = state.settings
    caps = [s.pool_cap] if s.pool_cap is not None else []
    if s.sideboard is not None:
        caps.append(hand_size(state) + s.sideboard)
    return min(caps) if caps else None


def has_room(state: BattlerState, seat: int) -> bool:
    cap = pool_cap(state)
    return cap is None or len(state.players[seat].pool) < cap


def alive_seats(state: BattlerState) -> list[int]:
    return [i for i, p in enumerate(state.players) if p.alive]


def in_play(state: BattlerState) -> list[int]:
    """The seats that draft and play now (`plays`)."""
    return [seat for seat in range(len(state.players)) if plays(state, seat)]


def plays(state: BattlerState, seat: int) -> bool:
    """Whether the seat drafts and plays now: every living player; with `ghost`, the first
    eliminated player fills an odd table; with `all` (Bar), the dead keep playing until only two
    are alive. (Asked by every shop action's check, for each seat: no list is made.)"""
    players = state.players
    if not 0 <= seat < len(players):
        return False
    if players[seat].alive:
        return True
    alive = sum(1 for player in players if player.alive)
    if state.settings.dead_play == "all":
        return alive > 2
    return alive % 2 == 1 and bool(state.eliminated) and state.eliminated[0] == seat


def pairing_of(state: BattlerState, seat: int) -> Pairing | None:
    return next((p for p in state.pairings if seat in p.seats), None)


def opponent(pairing: Pairing, seat: int) -> int:
    return pairing.seats[1] if pairing.seats[0] == seat else pairing.seats[0]


def buy_basic_cost(state: BattlerState, seat: int) -> int | None:
    """What the seat's next basic costs: the base plus the basics it owns (None: no buying)."""
    base = state.settings.buy_basic_base
    return None if base is None else base + sum(state.players[seat].basics.values())


# -- refusals: why a seat may not send an action type now (None: it may), one check per type;
# legal_actions lists the types that pass and apply raises the refusal before its handler. -----


def shopping_refusal(state: BattlerState, seat: int) -> IllegalAction | None:
    if not plays(state, seat):
        return NotYourTurn("you are not playing this round")
    if state.players[seat].done:
        return WrongPhase("you are done shopping for this draft")
    return None


def cost_refusal(state: BattlerState, seat: int, cost: int | None, what: str) -> IllegalAction | None:
    if cost is None:
        return IllegalAction(f"{what} is not part of this format", code="not_allowed")
    have = state.players[seat].treasures
    if have < cost:
        return NotEnough(f"{what} costs {cost} treasure{'s' * (cost != 1)} and you have {have}")
    return None


def choose_basics_refusal(state: BattlerState, seat: int) -> IllegalAction | None:
    if state.players[seat].basics:
        return WrongPhase("you have already chosen your basics")
    return None


def table_pick_refusal(state: BattlerState, seat: int) -> IllegalAction | None:
    if state.pick_order[0] != seat:
        return NotYourTurn(f"{state.players[state.pick_order[0]].name} picks now")
    return None


# What a type needs of the format (its settings), which its check refuses otherwise: a format
# without it leaves the type out of `checks_now` rather than refusing it anew for every seat.
IN_FORMAT: dict[str, Callable[[BattlerSettings], bool]] = {
    "trade": lambda settings: settings.shop == "trade",
    "pick": lambda settings: settings.shop == "pick",
    "trash": lambda settings: settings.trash_cards is not None,
}


def trade_refusal(state: BattlerState, seat: int) -> IllegalAction | None:
    if not IN_FORMAT["trade"](state.settings):
        return IllegalAction("this format picks from the pack instead of trading", code="not_allowed")
    return None


def pick_refusal(state: BattlerState, seat: int) -> IllegalAction | None:
    if not IN_FORMAT["pick"](state.settings):
        return IllegalAction("this format trades a pool card for a pack card", code="not_allowed")
    if not has_room(state, seat):
        return IllegalAction(f"your pool is full ({pool_cap(state)} cards); trash cards first", code="pool_full")
    return None


def pick_cost(state: BattlerState, seat: int) -> int | None:
    """What the seat's next pick costs: nothing while it has free picks."""
    return 0 if state.players[seat].free_picks else state.settings.extra_pick_cost


def reroll_refusal(state: BattlerState, seat: int) -> IllegalAction | None:
    if not state.pack_pile and not state.pack_yard and not state.players[seat].pack:
        return NotEnough("the pack pile is empty")
    return price_refusal(state, seat, "reroll")


def basics_cap_refusal(state: BattlerState, seat: int) -> IllegalAction | None:
    cap = state.settings.basics_cap
    owned = sum(state.players[seat].basics.values())
    if cap is not None and owned >= cap:
        return IllegalAction(f"you already have {owned} basics, the most allowed", code="basics_full")
    return None


def trash_refusal(state: BattlerState, seat: int) -> IllegalAction | None:
    if not IN_FORMAT["trash"](state.settings):
        return IllegalAction("trashing cards is not part of this format", code="not_allowed")
    return None


def undo_refusal(state: BattlerState, seat: int) -> IllegalAction | None:
    player = state.players[seat]
    before = player.undo
    if before is None:
        return IllegalAction("there is no shop action of yours to undo", code="nothing_to_undo")
    # A trash sent cards to the yard; undone, they come back from it. Once the yard was shuffled
    # into the pile (another player's draw found the pile short), they may be in another pack.
    trashed = set(before.pool).union(before.pack).difference(player.pool, player.pack)
    if trashed and not trashed.issubset(state.pack_yard):
        return IllegalAction(
            "the cards you trashed were shuffled from the yard back into the pack pile: the trash can no "
            "longer be undone",
            code="undo_too_late",
        )
    return None


def select_hand_refusal(state: BattlerState, seat: int) -> IllegalAction | None:
    if not plays(state, seat):
        return NotYourTurn("you are not playing this round")
    return None


def awaits_answer(pairing: Pairing, seat: int) -> bool:
    """Whether the seat's opponent reported a result the seat has yet to confirm or dispute."""
    return pairing.status == "reported" and pairing.reporter != seat


def fight_check(refused: Callable[[Pairing, int], bool], why: str) -> Check:
    """A result action: from a seat with a game whose pairing is not `refused`."""

    def check(state: BattlerState, seat: int) -> IllegalAction | None:
        pairing = pairing_of(state, seat)
        if pairing is None:
            return NotYourTurn("you have no game this round")
        return WrongPhase(why) if refused(pairing, seat) else None

    return check


report_refusal = fight_check(
    lambda pairing, seat: pairing.status == "confirmed" or awaits_answer(pairing, seat),
    "the result is already reported; confirm or dispute it",
)
answer_refusal = fight_check(
    lambda pairing, seat: not awaits_answer(pairing, seat), "there is no result from your opponent to answer"
)


def choose_augment_refusal(state: BattlerState, seat: int) -> IllegalAction | None:
    if not state.players[seat].augment_offer:
        return UnknownCard("that augment was not dealt to you", field="augment")
    return None


SHOPPING = "shopping is for the draft phase"
FIGHTING = "results are reported in the fight phase"
# Each action type: the phase it is sent in, what the refusal in another phase says, what its
# check asks first (the shop's types: that the seat is shopping) and what else it needs.
RULES: dict[str, tuple[Phase, str, Check | None, Check | None]] = {
    "choose_basics": ("basics", "basics are chosen at the start", None, choose_basics_refusal),
    "rochester_pick": ("rochester", "no rochester draft now", None, table_pick_refusal),
    "trade": ("draft", SHOPPING, shopping_refusal, trade_refusal),
    "pick": ("draft", SHOPPING, shopping_refusal, pick_refusal),
    "reroll": ("draft", SHOPPING, shopping_refusal, reroll_refusal),
    "shift_basics": ("draft", SHOPPING, shopping_refusal, None),
    "swap_basic": ("draft", SHOPPING, shopping_refusal, None),
    "buy_basic": ("draft", SHOPPING, shopping_refusal, None),
    "trash": ("draft", SHOPPING, shopping_refusal, trash_refusal),
    "undo": ("draft", SHOPPING, shopping_refusal, undo_refusal),
    "done_shopping": ("draft", SHOPPING, shopping_refusal, None),
    "select_hand": ("prepare", "hands are chosen in the prepare phase", None, select_hand_refusal),
    "report_result": ("fight", FIGHTING, None, report_refusal),
    "cannot_decide": ("fight", FIGHTING, None, report_refusal),
    "confirm_result": ("fight", FIGHTING, None, answer_refusal),
    "dispute_result": ("fight", FIGHTING, None, answer_refusal),
    "carousel_pick": ("carousel", "no carousel draft now", None, table_pick_refusal),
    "choose_augment": ("augment", "no augments are being chosen", None, choose_augment_refusal),
}


def no_more(state: BattlerState, seat: int) -> None:
    """The check of a type that needs nothing beyond what its phase's types all ask first."""


def rule_check(phase: Phase, elsewhere: str, first: Check | None, check: Check | None) -> Check:
    def checked(state: BattlerState, seat: int) -> IllegalAction | None:
        if state.phase != phase:
            return WrongPhase(f"{elsewhere}; the game is in {state.phase}")
        return (first and first(state, seat)) or (check and check(state, seat))

    return checked


CHECKS: dict[str, Check] = {kind: rule_check(*rule) for kind, rule in RULES.items()}
# What every type of a phase asks first, where they all ask the same (the draft's: that the seat
# is shopping): `checks_now` asks it once for all of them.
PHASE_FIRST: dict[str, Check] = {
    phase: firsts.pop()
    for phase in get_args(Phase)
    if len(firsts := {rule[2] for rule in RULES.values() if rule[0] == phase}) == 1 and None not in firsts
}


def checks_now(state: BattlerState, seat: int, *, acting: bool = False) -> dict[str, Check]:
    """The checks worth asking of `seat` in `state` (`acting`: but undo): its phase's types that
    its format has, none when what they all ask first refuses the seat, and past that, only what
    each asks beyond it. Every type left out is refused by its check (CHECKS)."""
    phase = state.phase
    first = PHASE_FIRST.get(phase)
    if first is not None and first(state, seat) is not None:
        return {}
    if phase not in _PHASES_IN_FORMAT:
        return _checks_of(phase, _EVERY_FORMAT, acting)
    settings = state.settings
    return _checks_of(phase, tuple([needed(settings) for needed in IN_FORMAT.values()]), acting)


_PHASES_IN_FORMAT = frozenset(RULES[kind][0] for kind in IN_FORMAT)  # the others' checks are the same in every format
_EVERY_FORMAT = (True,) * len(IN_FORMAT)


@functools.cache
def _checks_of(phase: Phase, in_format: tuple[bool, ...], acting: bool) -> dict[str, Check]:
    """A phase's checks in a format (`in_format`: what IN_FORMAT says of it, in its order)."""
    missing = {kind for kind, has in zip(IN_FORMAT, in_format, strict=True) if not has}
    past_first = phase in PHASE_FIRST
    return {
        kind: (check or no_more) if past_first else CHECKS[kind]
        for kind, (rule_phase, _, _, check) in RULES.items()
        if rule_phase == phase and kind not in missing and not (acting and kind == "undo")
    }


# What each paid action costs the seat now (None: not part of this format), and its name in the
# ledger and in a refusal.
PRICES: dict[str, tuple[Callable[[BattlerState, int], int | None], str]] = {
    "pick": (pick_cost, "another card"),
    "reroll": (lambda state, seat: state.settings.reroll_cost, "re-roll"),
    "shift_basics": (lambda state, seat: state.settings.shift_basics_cost, "shift basics"),
    "swap_basic": (lambda state, seat: state.settings.swap_basic_cost, "swap a basic"),
    "buy_basic": (buy_basic_cost, "a basic"),
}


def price_refusal(state: BattlerState, seat: int, kind: str) -> IllegalAction | None:
    cost, what = PRICES[kind]
    return cost_refusal(state, seat, cost(state, seat), what)


def affords(kind: str) -> Offered:
    return lambda state, seat: price_refusal(state, seat, kind) is None


def can_trade(state: BattlerState, seat: int) -> bool:
    return bool(state.players[seat].pool and state.players[seat].pack)


def can_pick(state: BattlerState, seat: int) -> bool:
    return bool(state.players[seat].pack) and price_refusal(state, seat, "pick") is None


def can_change_basics(kind: str) -> Offered:
    return lambda state, seat: sum(state.players[seat].basics.values()) > 0 and price_refusal(state, seat, kind) is None


def can_buy_basic(state: BattlerState, seat: int) -> bool:
    return basics_cap_refusal(state, seat) is None and price_refusal(state, seat, "buy_basic") is None


def can_trash(state: BattlerState, seat: int) -> bool:
    return len(state.players[seat].pool) >= (state.settings.trash_cards or 0)


def can_leave_undecided(state: BattlerState, seat: int) -> bool:
    return pairing_of(state, seat).replay


# Where every payload is refused now, in words that depend on the payload (its handler checks the
# payload first, then what it costs): whether any payload may pass.
OFFERS: dict[str, Offered] = {
    "trade": can_trade,
    "pick": can_pick,
    "shift_basics": can_change_basics("shift_basics"),
    "swap_basic": can_change_basics("swap_basic"),
    "buy_basic": can_buy_basic,
    "trash": can_trash,
    "cannot_decide": can_leave_undecided,
}


def legal(state: BattlerState, seat: int) -> list[str]:
    return legal_kinds(checks_now(state, seat), state, seat, OFFERS)


def may_act(state: BattlerState) -> list[int]:
    """The seats that may do more than take back their last action (a hand chosen may still be
    changed): what a random playout picks from."""
    phase = state.phase
    if phase == "finished":
        return []
    if phase in ("rochester", "carousel"):
        return state.pick_order[:1]
    if phase == "fight":  # the players of each undecided pairing, or who answers its report
        seats: list[int] = []
        for p in state.pairings:
            if p.status == "reported":
                seats.append(opponent(p, p.reporter or 0))
            elif p.status != "confirmed":
                seats += p.seats
        return sorted(seats)
    return [
        seat
        for seat in range(len(state.players))
        if any_legal(checks_now(state, seat, acting=True), state, seat, OFFERS)
    ]


def waiting(state: BattlerState) -> list[int]:
    """The seats the table waits on: those that may act, but for a player whose hand is chosen (it
    may change it until everyone is ready, but the table waits on the others)."""
    return [seat for seat in may_act(state) if not (state.phase == "prepare" and state.players[seat].hand_ready)]

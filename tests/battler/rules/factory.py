"""Small test cubes and drivers for the battler engine."""

from __future__ import annotations

from typing import Any

from battler.rules import ENGINE
from battler.rules import actions as A
from battler.rules.engine import hand_size
from battler.rules.settings import BattlerSettings
from battler.rules.state import BattlerState, Pairing
from tabletop.rules.engine import Card
from tabletop.rules.rng import Rng

SEATS = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]


def cube(
    size: int = 200,
    augments: int = 0,
    groups: tuple[str, ...] = ("uncommon", "rare", "mythic", "black", "silver", "gold"),
) -> list[Card]:
    cards = [Card(id=0, name=f"Card {i}", types=["Creature"], mana_value=i % 6) for i in range(size)]
    cards += [Card(id=0, name=f"Augment {i}", tags=["augment", groups[i % len(groups)]]) for i in range(augments)]
    return cards


def new_game(
    settings: BattlerSettings, players: int = 4, seed: str = "seed", **cube_args: Any
) -> tuple[BattlerState, Rng]:
    rng = Rng(seed)
    return ENGINE.setup(settings, cube(**cube_args), SEATS[:players], rng), rng


def act(state: BattlerState, seat: int, action: A.Action, rng: Rng) -> BattlerState:
    state = ENGINE.apply(state, seat, action, rng).state
    assert ENGINE.invariant_problems(state) == []
    return state


def choose_basics(state: BattlerState, rng: Rng) -> BattlerState:
    for seat in range(len(state.players)):
        state = act(state, seat, A.ChooseBasics(basics={"G": state.settings.start_basics}), rng)
    return state


def finish_draft(state: BattlerState, rng: Rng) -> BattlerState:
    for seat in ENGINE.waiting_on(state):
        state = act(state, seat, A.DoneShopping(), rng)
    return state


def select_hands(state: BattlerState, rng: Rng) -> BattlerState:
    for seat in ENGINE.waiting_on(state):
        pool = state.players[seat].pool
        state = act(state, seat, A.SelectHand(cards=pool[: min(hand_size(state), len(pool))]), rng)
    return state


def play_results(state: BattlerState, rng: Rng, winners: dict[int, int | None], cards_left: int = 0) -> BattlerState:
    """Report and confirm every game: `winners` maps a pairing's first seat to its winner
    (None: a draw); missing pairings are won by their first seat."""
    for pairing in list(state.pairings):
        a, b = pairing.seats
        winner = winners.get(a, a)
        result = "draw" if winner is None else ("win" if winner == a else "loss")
        state = act(state, a, A.ReportResult(result=result, cards_left=cards_left), rng)
        state = act(state, b, A.ConfirmResult(), rng)
    return state


def to_fight(
    settings: BattlerSettings,
    players: int = 4,
    seed: str = "seed",
    lives: dict[int, int] | None = None,
    **cube_args: Any,
) -> tuple[BattlerState, Rng]:
    """A table in the fight phase of its first game (Rochester picks, basics, a draft and hands
    done), its seats at `lives` before the hands (so before pairing, but where pairs are made
    at the start of the prepare phase)."""
    state, rng = new_game(settings, players, seed, **cube_args)
    while state.phase == "rochester":
        state = act(state, state.pick_order[0], A.RochesterPick(card=state.table[0]), rng)
    state = choose_basics(state, rng)
    if state.phase == "draft":
        state = finish_draft(state, rng)
    state = set_lives(state, lives or {})
    return select_hands(state, rng), rng


def set_lives(state: BattlerState, lives: dict[int, int]) -> BattlerState:
    """Poison or hit points by seat; a seat at the limit (or at 0 hp) becomes an eliminated player."""
    for seat, life in lives.items():
        player = state.players[seat]
        player.life = life
        dead = life >= state.settings.life_limit if state.settings.life == "poison" else life <= 0
        if dead and player.alive:
            player.alive = False
            state.eliminated.append(seat)
    return state


def ghost_table(settings: BattlerSettings) -> tuple[BattlerState, Rng]:
    """Seat 0 is the Ghost and has seat 1; seats 1-3 are alive on 9 poison; the fight is on."""
    state, rng = new_game(settings, 4)
    state = choose_basics(state, rng)
    if state.phase == "draft":
        state = finish_draft(state, rng)
    state = select_hands(state, rng)
    state.players[0].alive, state.eliminated = False, [0]
    for seat in (1, 2, 3):
        state.players[seat].life = 9
    state.pairings = [Pairing(seats=[0, 1]), Pairing(seats=[2, 3])]
    state.phase = "fight"
    return play_results(state, rng, {0: 0, 2: 2}), rng

"""What each seat may see. A player's pool, pack, hand and augment offer are theirs alone (others
see counts); treasures, basics, life, the pack yard, the table, pairings and standings are
public; the pack pile and the augments discarded are hidden from all."""

from __future__ import annotations

import msgspec
from msgspec import UNSET, UnsetType

from battler.rules.queries import buy_basic_cost, counters, hand_size, in_play, legal, pool_cap, waiting
from battler.rules.settings import BattlerSettings
from battler.rules.state import BattlerState, Pairing
from tabletop.rules.engine import Card, Ending, Event, Seat, Winner, redact_event, sole_winner
from tabletop.rules.ledger import LedgerEntry


class PlayerView(msgspec.Struct, kw_only=True):
    seat: int
    name: str
    treasures: int
    basics: dict[str, int]
    life: int
    alive: bool
    streak: int
    augments: list[int]
    pool_count: int
    pack_count: int
    hand_ready: bool
    done: bool
    # the player's own only:
    pool: list[int] | UnsetType = UNSET
    pack: list[int] | UnsetType = UNSET
    hand: list[int] | UnsetType = UNSET
    augment_offer: list[int] | UnsetType = UNSET
    can_undo: bool | UnsetType = UNSET
    buy_basic_cost: int | None | UnsetType = UNSET  # None: this format sells no basics


class Standing(msgspec.Struct):
    place: int
    seat: int
    name: str
    life: int
    alive: bool


class BattlerView(msgspec.Struct, kw_only=True):
    phase: str
    settings: BattlerSettings
    counters: dict[str, int]  # the level counter by its name (stage, energy or round), games, round or match
    hand_size: int
    pool_cap: int | None
    players: list[PlayerView]
    in_play: list[int]
    pack_pile_count: int
    pack_yard: list[int]
    table: list[int]
    pick_order: list[int]
    augment_group: str | None
    pairings: list[Pairing]
    playoff: list[int]
    ledger: list[LedgerEntry]
    eliminated: list[int]
    ending: Ending | None
    winner: Winner
    standings: list[Standing]
    waiting_on: list[int]
    legal_actions: list[str]
    cards: dict[int, Card]  # the facts of every card this view shows


class Shared(msgspec.Struct, frozen=True):
    """What every seat's view of one state shares, made once however many views are made of it."""

    counters: dict[str, int]
    hand_size: int
    pool_cap: int | None
    in_play: list[int]
    standings: list[Standing]
    waiting_on: list[int]  # the engine's waiting_on
    players: list[PlayerView]  # what every seat sees of each player (each view its own with its own)
    visible: set[int]  # the cards every seat sees


def shared(state: BattlerState) -> Shared:
    visible = set(state.pack_yard) | set(state.table)
    for p in state.players:
        visible |= set(p.augments)
    return Shared(
        counters=counters(state),
        hand_size=hand_size(state),
        pool_cap=pool_cap(state),
        in_play=in_play(state),
        standings=places(state),
        waiting_on=waiting(state),
        players=[
            PlayerView(
                seat=i,
                name=p.name,
                treasures=p.treasures,
                basics=p.basics,
                life=p.life,
                alive=p.alive,
                streak=p.streak,
                augments=p.augments,
                pool_count=len(p.pool),
                pack_count=len(p.pack),
                hand_ready=p.hand_ready,
                done=p.done,
            )
            for i, p in enumerate(state.players)
        ],
        visible=visible,
    )


def player_view(state: BattlerState, seat: Seat, common: Shared | None = None) -> BattlerView:
    """`common`: the state's `shared`, when the caller makes the views of several seats."""
    common = common or shared(state)
    visible = common.visible
    players = common.players
    if seat is not None and 0 <= seat < len(state.players):  # a seat of the table sees its own too
        p = state.players[seat]
        own = msgspec.structs.replace(
            players[seat],
            pool=p.pool,
            pack=p.pack,
            hand=p.hand,
            augment_offer=p.augment_offer,
            can_undo=p.undo is not None,
            buy_basic_cost=buy_basic_cost(state, seat),
        )
        players = [own if i == seat else public for i, public in enumerate(players)]
        visible = visible | set(p.pool) | set(p.pack) | set(p.augment_offer)
    return BattlerView(
        phase=state.phase,
        settings=state.settings,
        counters=common.counters,
        hand_size=common.hand_size,
        pool_cap=common.pool_cap,
        players=players,
        in_play=common.in_play,
        pack_pile_count=len(state.pack_pile),
        pack_yard=state.pack_yard,
        table=state.table,
        pick_order=state.pick_order,
        augment_group=state.augment_group,
        pairings=state.pairings,
        playoff=state.playoff,
        ledger=state.ledger,
        eliminated=state.eliminated,
        ending=state.ending,
        winner=sole_winner(state.ending),
        standings=common.standings,
        waiting_on=common.waiting_on,
        legal_actions=[] if seat is None else legal(state, seat),
        cards={c: state.cards[c] for c in sorted(visible)},
    )


def event_view(event: Event, seat: Seat) -> Event:
    return redact_event(event, seat)


def standings(state: BattlerState) -> list[dict]:
    """`places` as JSON-ready builtins."""
    return msgspec.to_builtins(places(state))


def places(state: BattlerState) -> list[Standing]:
    """Places, best first: the winner, then the living by life (least poison or most hit
    points), then the dead, the last to die placed highest."""
    by_life = (lambda p: p.life) if state.settings.life == "poison" else (lambda p: -p.life)
    winners = state.ending.winners if state.ending is not None else []
    alive = sorted(
        (i for i, p in enumerate(state.players) if p.alive and i not in winners),
        key=lambda i: (by_life(state.players[i]), i),
    )
    order = winners + alive + list(reversed(state.eliminated))
    return [
        Standing(place, seat, state.players[seat].name, state.players[seat].life, state.players[seat].alive)
        for place, seat in enumerate(order, start=1)
    ]

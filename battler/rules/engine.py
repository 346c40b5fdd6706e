"""The battler engine: Treasure Battler, AutoBattler Cube and Gwen's Bar Battler as presets of
one loop (see section 3 of the rules digest). Players shop from hidden packs, choose a hand, are
paired, report the result of a paper game, and take losses until one is left.

Where the digest is short of the texts, the engine follows the texts: a lethal draw in Treasure
and AutoBattler is replayed until a winner, or until its players say they cannot (9 poison);
Bar's draw deals its 1 damage even when it kills; augments not kept are discarded (Treasure,
AutoBattler) or shuffled back (Bar); a stage's carousel comes after its three rounds, and the
end of a draft runs the carousel before the pack yard goes back into the pile; a carousel may be
drafted from the pack yard. Where the texts are silent: the last players alive falling together
play off for the win, and a drawn playoff is replayed until a winner, a coin deciding only when
its players cannot."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from battler.rules import actions as A
from battler.rules import events, views
from battler.rules.queries import (
    CHECKS,
    OFFERS,
    PRICES,
    alive_seats,
    basics_cap_refusal,
    checks_now,
    counters,
    hand_size,
    has_room,
    in_play,
    level,
    opponent,
    pairing_of,
    pool_cap,
    price_refusal,
    waiting,
)
from battler.rules.settings import LEAST, PRESETS, STARTS_UNDER, BattlerSettings
from battler.rules.state import BattlerState, Pairing, Player, Result, Snapshot
from tabletop.rules.engine import (
    Applying,
    Card,
    Check,
    Ending,
    Engine,
    Event,
    Handler,
    IllegalAction,
    InvalidInput,
    NotEnough,
    NotYourTurn,
    Outcome,
    Seat,
    UnknownCard,
    editable_copy,
    find_misplaced_cards,
    handle,
    require,
)
from tabletop.rules.ledger import LedgerEntry, unbooked
from tabletop.rules.rng import Rng
from tabletop.rules.validation import MAX_QUANTITY

AUGMENT_TAG = "augment"

# -- counters and life ---------------------------------------------------------------------


def is_dead(settings: BattlerSettings, player: Player) -> bool:
    if settings.life == "poison":
        return player.life >= settings.life_limit
    return player.life <= 0


def brink(settings: BattlerSettings) -> int:
    """The life of a player one step from death (9 poison, 1 hp)."""
    return settings.life_limit - 1 if settings.life == "poison" else 1


def damaged(settings: BattlerSettings, life: int, amount: int) -> int:
    """Life after `amount` damage: more poison, or fewer hit points."""
    return life + amount if settings.life == "poison" else life - amount


def danger(settings: BattlerSettings, player: Player) -> int:
    """Higher is closer to death: poison, or minus the hit points."""
    return player.life if settings.life == "poison" else -player.life


def loss_damage(state: BattlerState, pairing: Pairing) -> int:
    s = state.settings
    if s.damage == "flat":
        return s.flat_loss
    if s.damage == "level_plus_hand":
        return level(state) + pairing.cards_left
    return s.loss_table[min(level(state) - s.level_start, len(s.loss_table) - 1)]


# -- treasures and piles -------------------------------------------------------------------


def gain(state: BattlerState, seat: int, delta: int, reason: str) -> None:
    if delta:
        state.players[seat].treasures += delta
        state.ledger.append(LedgerEntry(seat=seat, delta=delta, reason=reason, seq=state.seq))


def cap_treasures(state: BattlerState, seats: list[int]) -> None:
    for seat in seats:
        excess = state.players[seat].treasures - state.settings.treasure_cap
        if excess > 0:
            gain(state, seat, -excess, "cap")


def reshuffle(state: BattlerState, rng: Rng) -> None:
    state.pack_pile += state.pack_yard
    state.pack_yard = []
    rng.shuffle(state.pack_pile)


def reshuffle_step(state: BattlerState, rng: Rng, events: list[Event]) -> bool:
    reshuffle(state, rng)
    return False


def draw(state: BattlerState, rng: Rng, count: int) -> list[int]:
    """Cards off the pack pile; the yard is shuffled in first when the pile runs short, and a
    cube that is still short deals what it has."""
    if len(state.pack_pile) < count and state.pack_yard:
        reshuffle(state, rng)
    cards, state.pack_pile = state.pack_pile[:count], state.pack_pile[count:]
    return cards


def _secret(kind: str, seat: int, secret: dict[str, Any], **public: Any) -> Event:
    return {"type": kind, "seat": seat, **public, "secret": secret, "to": [seat]}


# -- flow: a queue of steps in `state.after`, each started in turn until one waits on players --


def advance(state: BattlerState, rng: Rng, events: list[Event]) -> None:
    while state.after:
        if STEPS[state.after.pop(0)](state, rng, events):
            return


def begin_loop(state: BattlerState, rng: Rng, events: list[Event]) -> None:
    state.after = ["prepare" if state.settings.first_phase == "play" else "draft"]
    advance(state, rng, events)


def carousel_on(settings: BattlerSettings) -> bool:
    return settings.carousel_every > 0


def carousel_picks(settings: BattlerSettings) -> int:
    """Each player's picks in a carousel. Unless the table says, a carousel that replaces the random
    card of each draft gives one card for each draft since the last ("every player drafts 3 cards"
    after a stage of 3 rounds), so that pools grow at the same pace; any other gives one."""
    if settings.carousel_picks is not None:
        return settings.carousel_picks
    return settings.carousel_every if settings.draft_card else 1


def start_draft(state: BattlerState, rng: Rng, events: list[Event]) -> bool:
    s = state.settings
    for seat in in_play(state):
        player = state.players[seat]
        if not player.conceded:
            gain(state, seat, s.draft_income, "draft")
        player.conceded = False
        player.hand, player.hand_ready = [], False  # the last game's hand is back in the pool
        # A carousel replaces the random card, so pools grow at the same pace.
        if s.draft_card and not carousel_on(s):
            if has_room(state, seat):
                player.pool += draw(state, rng, 1)
            else:
                gain(state, seat, 1, "full_pool")
        player.pack = draw(state, rng, s.pack_size)
        player.free_picks = s.free_picks
        player.done = False
        player.undo = None
        events.append(_secret("pack_dealt", seat, {"pack": player.pack, "pool": player.pool}, size=len(player.pack)))
    state.phase = "draft"
    events.append({"type": "draft_started", **counters(state)})
    return True


def end_draft(state: BattlerState, rng: Rng, events: list[Event]) -> None:
    s = state.settings
    seats = in_play(state)
    for seat in seats:
        player = state.players[seat]
        state.pack_yard += player.pack
        player.pack = []
        player.undo = None
    events.append({"type": "draft_ended", "pack_yard": list(state.pack_yard)})
    # "at the end of each round" or "after three rounds at the end of each stage": games played
    due = carousel_on(s) and s.carousel_at == "end_of_draft" and state.games > 0 and state.games % s.carousel_every == 0
    # then, after the last round's draft of a level, the pack yard goes back into the pile
    last_of_level = (state.games + 1) % s.games_per_level == 0
    shuffle = s.reshuffle == "every_draft" or last_of_level
    state.after = (["carousel"] if due else []) + (["reshuffle"] if shuffle else []) + ["prepare"]
    advance(state, rng, events)


def start_prepare(state: BattlerState, rng: Rng, events: list[Event]) -> bool:
    seats = in_play(state)
    if state.settings.cap_end_of_draft:  # the draft (and its carousel) is over
        cap_treasures(state, seats)
    for seat in seats:
        state.players[seat].hand = []
        state.players[seat].hand_ready = False
    state.pairings = []
    state.phase = "prepare"
    if state.settings.pair_before_hands:
        make_pairings(state, rng, events)
    return True


def start_carousel(state: BattlerState, rng: Rng, events: list[Event]) -> bool:
    s = state.settings
    seats = in_play(state)
    if s.carousel_streak:
        for seat in seats:
            if abs(state.players[seat].streak) >= s.carousel_streak:
                gain(state, seat, 1, "streak")
    rng.shuffle(seats)  # ties in life are settled at random
    sign = 1 if s.carousel_order == "healthiest_first" else -1
    seats.sort(key=lambda seat: sign * danger(s, state.players[seat]))
    if s.carousel_source == "pack_yard":
        state.table, state.pack_yard = state.pack_yard, []
    else:
        state.table = draw(state, rng, s.carousel_size or carousel_picks(s) * len(seats))
    state.pick_order = snake(seats, carousel_picks(s))
    state.phase = "carousel"
    events.append({"type": "carousel", "cards": list(state.table), "order": list(state.pick_order)})
    return not close_table(state, rng, events)


def snake(seats: list[int], picks: int) -> list[int]:
    return [seat for turn in range(picks) for seat in (seats if turn % 2 == 0 else seats[::-1])]


def close_table(state: BattlerState, rng: Rng, events: list[Event]) -> bool:
    """Settle picks that cannot be made (a full pool gets a treasure instead); when no pick is
    left, the rest of the table goes to the pack yard. True when the table is closed."""
    while state.pick_order and (not state.table or not has_room(state, state.pick_order[0])):
        seat = state.pick_order.pop(0)
        if state.table:
            gain(state, seat, 1, "full_pool")
    if state.pick_order:
        return False
    state.pack_yard += state.table
    state.table = []
    return True


def start_augments(state: BattlerState, rng: Rng, events: list[Event]) -> bool:
    if state.settings.augments == "after_carousel":
        deal_augments(state, rng, in_play(state), events)
    if any(p.augment_offer for p in state.players):
        state.phase = "augment"
        return True
    return False


def deal_augments(state: BattlerState, rng: Rng, seats: list[int], events: list[Event]) -> None:
    s = state.settings
    if not s.augment_group_once:
        state.augment_group = s.augment_groups[rng.roll(len(s.augment_groups)) - 1]
    group = [c for c in state.augment_pile if state.augment_group in state.cards[c].tags]
    rng.shuffle(group)
    for seat in seats:
        offer, group = group[: s.augment_deal], group[s.augment_deal :]
        state.players[seat].augment_offer = offer
        state.augment_pile = [c for c in state.augment_pile if c not in offer]
        if offer:
            events.append(_secret("augments_dealt", seat, {"augments": offer}, group=state.augment_group))


STEPS: dict[str, Callable[[BattlerState, Rng, list[Event]], bool]] = {
    "draft": start_draft,
    "prepare": start_prepare,
    "carousel": start_carousel,
    "augment": start_augments,
    "reshuffle": reshuffle_step,
}

# -- pairing -------------------------------------------------------------------------------


def make_pairings(state: BattlerState, rng: Rng, events: list[Event]) -> None:
    s = state.settings
    seats = in_play(state)
    event: Event = {"type": "paired"}
    if state.games == 0 and s.first_pairing == "across" and len(seats) == len(state.players):
        half = len(seats) // 2
        pairs = [[seats[i], seats[i + half]] for i in range(half)]
    elif s.pairing == "d20" and len(seats) == 4 and state.players[seats[0]].last_opponent in seats[1:]:
        roll = rng.roll(20)
        pairs = d20_pairs(state, seats, roll)
        event["d20"] = roll
    else:
        rng.shuffle(seats)
        pairs = [sorted(seats[i : i + 2]) for i in range(0, len(seats), 2)]
    state.pairings = [seat_pairing(state, rng, pair) for pair in pairs]
    for seat in seats:
        state.players[seat].lost_to_ghost = False
    event["pairings"] = [msgspec.to_builtins(p) for p in state.pairings]
    events.append(event)


def d20_pairs(state: BattlerState, seats: list[int], roll: int) -> list[list[int]]:
    """The lowest seat rolls: 1 or 20 replays its last opponent; otherwise an odd roll picks
    the lower of the other two seats and an even roll the higher."""
    roller = seats[0]
    last = state.players[roller].last_opponent
    others = [seat for seat in seats[1:] if seat != last]
    rival = last if roll in (1, 20) else others[roll % 2 == 0]
    rest = [seat for seat in seats[1:] if seat != rival]
    return [[roller, rival], rest]


def seat_pairing(state: BattlerState, rng: Rng, seats: list[int], **flags: bool) -> Pairing:
    s = state.settings
    a, b = (state.players[seat] for seat in seats)
    if s.first_player == "lower_hp_first":
        if a.life == b.life:
            return Pairing(seats=seats, first=rng.choice(seats), **flags)
        return Pairing(seats=seats, first=seats[0] if a.life < b.life else seats[1], **flags)
    if danger(s, a) == danger(s, b) or len(alive_seats(state)) == 2:
        return Pairing(seats=seats, first=rng.choice(seats), **flags)
    return Pairing(seats=seats, chooser=seats[0] if danger(s, a) > danger(s, b) else seats[1], **flags)


def winner_loser(pairing: Pairing) -> tuple[int, int] | None:
    """(winner, loser), or None for a draw."""
    reporter = pairing.reporter
    assert reporter is not None
    other = opponent(pairing, reporter)
    if pairing.result == "draw":
        return None
    return (reporter, other) if pairing.result == "win" else (other, reporter)


# -- the end of a game ---------------------------------------------------------------------


def finish_fight(state: BattlerState, rng: Rng, events: list[Event]) -> None:
    seats = [seat for p in state.pairings for seat in p.seats]
    for seat in seats:
        player = state.players[seat]
        if player.treasures_left is not None:
            gain(state, seat, player.treasures_left - player.treasures, "game")
            player.treasures_left = None
    cap_treasures(state, seats)
    if state.pairings[0].playoff:
        finish_playoff(state, rng, events)
        return
    replays = [replay for p in state.pairings if (replay := settle(state, rng, p, events))]
    if replays:
        state.pairings = replays
        events.append({"type": "replay", "pairings": [p.seats for p in replays]})
        return
    end_of_game(state, rng, events)


def settle(state: BattlerState, rng: Rng, pairing: Pairing, events: list[Event]) -> Pairing | None:
    """Apply one game's result; a pairing to play again when a draw would eliminate two live
    players and the table replays such draws (`lethal_draw`)."""
    s = state.settings
    a, b = pairing.seats
    outcome = winner_loser(pairing)
    state.players[a].last_opponent, state.players[b].last_opponent = b, a
    if pairing.result == "concede":
        state.players[pairing.reporter or 0].conceded = True
    for seat in pairing.seats:
        player = state.players[seat]
        won = outcome is not None and outcome[0] == seat
        player.streak = 0 if outcome is None else (max(player.streak, 0) + 1 if won else min(player.streak, 0) - 1)
    if pairing.result == "cannot":  # "If for some reason they cannot, set both to 9 poison."
        for seat in pairing.seats:
            set_life(state, rng, seat, brink(s), events)
        events.append({"type": "no_winner", "seats": pairing.seats, "life": brink(s)})
        return None
    losers = list(pairing.seats) if outcome is None else [outcome[1]]
    amount = s.draw_damage if outcome is None and s.draw_damage is not None else loss_damage(state, pairing)
    live = [state.players[seat] for seat in losers if state.players[seat].alive]
    if outcome is None and s.lethal_draw == "replay" and len(live) == 2 and all(would_die(s, p, amount) for p in live):
        events.append({"type": "result", "seats": pairing.seats, "winner": None, "damage": 0})
        return seat_pairing(state, rng, pairing.seats, replay=True)
    events.append({"type": "result", "seats": pairing.seats, "winner": outcome and outcome[0], "damage": amount})
    for seat in losers:
        player = state.players[seat]
        player.lost_to_ghost = not state.players[opponent(pairing, seat)].alive
        if player.alive:
            set_life(state, rng, seat, damaged(s, player.life, amount), events)
    return None


def set_life(state: BattlerState, rng: Rng, seat: int, life: int, events: list[Event]) -> None:
    """A living player's new poison or hit points. "Whenever a player gets more than 5 poison",
    a player who lives is dealt augments (`on_poison`)."""
    s = state.settings
    player = state.players[seat]
    crossed = s.life == "poison" and player.life <= s.augment_poison < life
    player.life = life
    if s.augments == "on_poison" and crossed and not is_dead(s, player):
        deal_augments(state, rng, [seat], events)


def would_die(settings: BattlerSettings, player: Player, amount: int) -> bool:
    """Whether `amount` more damage would kill the player."""
    return is_dead(settings, Player(name="", life=damaged(settings, player.life, amount)))


def end_of_game(state: BattlerState, rng: Rng, events: list[Event]) -> None:
    s = state.settings
    alive = alive_seats(state)
    fallen = [seat for seat in alive if is_dead(s, state.players[seat])]
    survivors = [seat for seat in alive if seat not in fallen]
    if not survivors:  # a draw that stands killed the last ones alive: they play off for the win
        start_playoff(state, rng, fallen, events)
        return
    # The Ghost cannot decide the game: two deaths at once leaving one player alive.
    if len(survivors) == 1 and len(fallen) >= 2 and any(state.players[x].lost_to_ghost for x in fallen):
        if s.ghost_rule == "nine_poison":
            for seat in [x for x in fallen if state.players[x].lost_to_ghost]:
                state.players[seat].life = brink(s)
                fallen.remove(seat)
                events.append({"type": "ghost_rule", "seat": seat, "life": brink(s)})
        elif s.ghost_rule == "playoff":
            start_playoff(state, rng, fallen, events)
            return
    for seat in fallen:
        eliminate(state, seat, events)
    after_game(state, rng, events)


def eliminate(state: BattlerState, seat: int, events: list[Event]) -> None:
    state.players[seat].alive = False
    state.eliminated.append(seat)
    events.append({"type": "eliminated", "seat": seat})


def start_playoff(state: BattlerState, rng: Rng, fallen: list[int], events: list[Event]) -> None:
    """Players who fell together play off for the last seat: the last one standing is back at
    the brink."""
    for seat in fallen:
        state.players[seat].alive = False
    state.playoff = fallen
    pair_playoff(state, rng, events)


def pair_playoff(state: BattlerState, rng: Rng, events: list[Event]) -> None:
    seats = list(state.playoff)
    rng.shuffle(seats)  # with an odd number, the last one has a bye
    pairs = [sorted(seats[i : i + 2]) for i in range(0, len(seats) - 1, 2)]
    state.pairings = [Pairing(seats=pair, first=rng.choice(pair), playoff=True) for pair in pairs]
    state.phase = "fight"
    events.append({"type": "playoff", "pairings": pairs})


def finish_playoff(state: BattlerState, rng: Rng, events: list[Event]) -> None:
    """A drawn playoff is played again until it has a winner; when the two cannot decide it, a
    coin does (the texts are silent on both)."""
    replays = []
    for pairing in state.pairings:
        outcome = winner_loser(pairing)
        if pairing.result == "draw":
            replays.append(Pairing(seats=pairing.seats, first=rng.choice(pairing.seats), playoff=True, replay=True))
            continue
        loser = outcome[1] if outcome else rng.choice(pairing.seats)
        state.playoff.remove(loser)
        eliminate(state, loser, events)
    if replays:
        state.pairings = replays
        events.append({"type": "replay", "pairings": [p.seats for p in replays]})
    elif len(state.playoff) > 1:
        pair_playoff(state, rng, events)
    else:
        (seat,) = state.playoff
        state.playoff = []
        state.players[seat].alive = True
        state.players[seat].life = brink(state.settings)
        events.append({"type": "playoff_won", "seat": seat, "life": brink(state.settings)})
        after_game(state, rng, events)


def after_game(state: BattlerState, rng: Rng, events: list[Event]) -> None:
    s = state.settings
    state.pairings = []
    alive = alive_seats(state)
    if len(alive) == 1:
        standing = f"{state.players[alive[0]].name} is the last player standing"
        state.ending = Ending(winners=alive, losers=sorted(state.eliminated), reason=standing)
        state.phase = "finished"
        events.append({"type": "game_over", "winner": alive[0]})
        return
    state.games += 1
    for seat in in_play(state):
        income(state, seat)
    steps = ["augment"] if any(p.augment_offer for p in state.players) else []
    if carousel_on(s) and s.carousel_at == "after_game" and state.games % s.carousel_every == 0:
        steps += ["carousel"] + (["augment"] if s.augments == "after_carousel" else [])
    state.after = steps + ["draft"]
    advance(state, rng, events)


def income(state: BattlerState, seat: int) -> None:
    s = state.settings
    player = state.players[seat]
    gain(state, seat, s.game_income, "income")
    if s.held_per_bonus:
        gain(state, seat, min(s.held_bonus_max, player.treasures // s.held_per_bonus), "held")
    if s.interest_threshold is not None and player.treasures >= s.interest_threshold:
        gain(state, seat, 1, "interest")
    if s.win_streak_bonus is not None and player.streak >= s.win_streak_bonus:
        gain(state, seat, 1, "streak")


# -- checks --------------------------------------------------------------------------------


def pay(state: BattlerState, seat: int, kind: str) -> None:
    """Pays for an action of type `kind` (queries.PRICES), or refuses it."""
    require(price_refusal(state, seat, kind))
    cost, what = PRICES[kind]
    gain(state, seat, -cost(state, seat), what)


def snapshot(player: Player) -> None:
    player.undo = Snapshot(
        pool=list(player.pool),
        pack=list(player.pack),
        treasures=player.treasures,
        basics=dict(player.basics),
        free_picks=player.free_picks,
    )


def check_basics(state: BattlerState, basics: dict[str, int], field: str) -> None:
    for name, count in basics.items():
        if name not in state.settings.basic_names:
            raise InvalidInput(f"{name!r} is not a basic land of this table", field=field)
        if count < 0:
            raise InvalidInput(f"{name}: a count cannot be negative", field=field)


# -- action handlers -----------------------------------------------------------------------
# Each takes its action's Applying (tabletop.rules.engine); the flow above keeps (state, rng, events),
# for setup runs it too, with no action to apply.


def do_choose_basics(applying: Applying[BattlerState], action: A.ChooseBasics) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    check_basics(state, action.basics, "basics")
    wanted = state.settings.start_basics
    if sum(action.basics.values()) != wanted:
        raise InvalidInput(f"choose exactly {wanted} basics", field="basics")
    player.basics = {name: n for name, n in action.basics.items() if n}
    applying.emit("basics_chosen", seat=seat, basics=player.basics)
    if all(p.basics for p in state.players):
        begin_loop(state, applying.rng, applying.events)


def do_table_pick(applying: Applying[BattlerState], action: A.RochesterPick | A.CarouselPick) -> None:
    state, seat = applying.state, applying.seat
    if action.card not in state.table:
        raise UnknownCard("that card is not on the table", field="card")
    state.table.remove(action.card)
    state.players[seat].pool.append(action.card)
    state.pick_order.pop(0)
    applying.emit("picked", seat=seat, card=action.card)
    if not close_table(state, applying.rng, applying.events):
        return
    if state.phase == "rochester":
        after_rochester(state, applying.rng, applying.events)
    else:
        advance(state, applying.rng, applying.events)


def after_rochester(state: BattlerState, rng: Rng, events: list[Event]) -> None:
    """The Rochester pack is picked: the basics are chosen next, or, with none to choose (no
    player could ever send a choice of them that starts the game), the game goes on."""
    if state.settings.start_basics:
        state.phase = "basics"
    else:
        begin_loop(state, rng, events)


def do_trade(applying: Applying[BattlerState], action: A.Trade) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    if action.pool_card not in player.pool:
        raise UnknownCard("that card is not in your pool", field="pool_card")
    if action.pack_card not in player.pack:
        raise UnknownCard("that card is not in your pack", field="pack_card")
    snapshot(player)
    player.pool[player.pool.index(action.pool_card)] = action.pack_card
    player.pack[player.pack.index(action.pack_card)] = action.pool_card
    applying.events.append(_secret("traded", seat, {"gave": action.pool_card, "took": action.pack_card}))


def do_pick(applying: Applying[BattlerState], action: A.Pick) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    if action.card not in player.pack:
        raise UnknownCard("that card is not in your pack", field="card")
    snapshot(player)
    if player.free_picks:
        player.free_picks -= 1
    else:
        pay(state, seat, "pick")
    player.pack.remove(action.card)
    player.pool.append(action.card)
    applying.events.append(_secret("picked_from_pack", seat, {"card": action.card}))


def do_reroll(applying: Applying[BattlerState], action: A.Reroll) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    pay(state, seat, "reroll")
    old = player.pack
    state.pack_yard += old
    player.pack = draw(state, applying.rng, state.settings.pack_size)
    player.undo = None  # a new pack was seen
    applying.events.append(_secret("rerolled", seat, {"pack": player.pack}, discarded=old))


def do_shift_basics(applying: Applying[BattlerState], action: A.ShiftBasics) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    check_basics(state, action.give, "give")
    check_basics(state, action.take, "take")
    for name, count in action.give.items():
        if count > player.basics.get(name, 0):
            raise NotEnough(f"you have {player.basics.get(name, 0)} {name} and cannot give {count}", field="give")
    if sum(action.give.values()) != sum(action.take.values()) or not sum(action.give.values()):
        raise InvalidInput("give and take the same number of basics, at least one", field="take")
    given_back = sorted(name for name, count in action.take.items() if count and action.give.get(name))
    if given_back:  # a basic given and taken back is no shift, and would cost a treasure for it
        raise InvalidInput(f"take basics other than those you give, not {', '.join(given_back)}", field="take")
    snapshot(player)
    pay(state, seat, "shift_basics")
    merged = dict(player.basics)
    for name, count in action.give.items():
        merged[name] = merged.get(name, 0) - count  # giving 0 of a basic one has none of
    for name, count in action.take.items():
        merged[name] = merged.get(name, 0) + count
    player.basics = {name: n for name, n in merged.items() if n}
    applying.emit("basics_changed", seat=seat, basics=player.basics)


def do_swap_basic(applying: Applying[BattlerState], action: A.SwapBasic) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    check_basics(state, {action.give: 1, action.take: 1}, "take")
    if not player.basics.get(action.give):
        raise NotEnough(f"you have no {action.give} to swap", field="give")
    if action.give == action.take:
        raise InvalidInput("swap a basic for a different one", field="take")
    snapshot(player)
    pay(state, seat, "swap_basic")
    player.basics[action.give] -= 1
    player.basics[action.take] = player.basics.get(action.take, 0) + 1
    player.basics = {name: n for name, n in player.basics.items() if n}
    applying.emit("basics_changed", seat=seat, basics=player.basics)


def do_buy_basic(applying: Applying[BattlerState], action: A.BuyBasic) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    check_basics(state, {action.basic: 1}, "basic")
    require(basics_cap_refusal(state, seat))
    snapshot(player)
    pay(state, seat, "buy_basic")
    player.basics[action.basic] = player.basics.get(action.basic, 0) + 1
    applying.emit("basics_changed", seat=seat, basics=player.basics)


def do_trash(applying: Applying[BattlerState], action: A.Trash) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    wanted = state.settings.trash_cards
    if len(set(action.cards)) != wanted or len(action.cards) != wanted:
        raise InvalidInput(f"trash exactly {wanted} different cards", field="cards")
    if not set(action.cards) <= set(player.pool):
        raise UnknownCard("a card to trash is not in your pool", field="cards")
    snapshot(player)
    for card in action.cards:
        player.pool.remove(card)
    state.pack_yard += action.cards
    gain(state, seat, 1, "trash")
    applying.emit("trashed", seat=seat, cards=list(action.cards))


def do_undo(applying: Applying[BattlerState], action: A.Undo) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    before = player.undo
    # Cards the undone action sent to the yard (a trash) come back from it.
    returning = set(before.pool + before.pack) - set(player.pool + player.pack)
    state.pack_yard = [c for c in state.pack_yard if c not in returning]
    gain(state, seat, before.treasures - player.treasures, "undo")
    player.pool, player.pack, player.basics = before.pool, before.pack, before.basics
    player.free_picks = before.free_picks
    player.undo = None
    applying.emit("undone", seat=seat, basics=player.basics)


def do_done_shopping(applying: Applying[BattlerState], action: A.DoneShopping) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    player.done = True
    player.undo = None
    applying.emit("done_shopping", seat=seat)
    if all(state.players[s].done for s in in_play(state)):
        end_draft(state, applying.rng, applying.events)


def do_select_hand(applying: Applying[BattlerState], action: A.SelectHand) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    size = min(hand_size(state), len(player.pool))
    if len(action.cards) != size or len(set(action.cards)) != size:
        raise InvalidInput(f"choose exactly {size} different cards", field="cards")
    if not set(action.cards) <= set(player.pool):
        raise UnknownCard("a card of that hand is not in your pool", field="cards")
    player.hand = list(action.cards)
    player.hand_ready = True
    applying.events.append(_secret("hand_selected", seat, {"hand": player.hand}))
    if all(state.players[s].hand_ready for s in in_play(state)):
        if not state.pairings:
            make_pairings(state, applying.rng, applying.events)
        state.phase = "fight"


def check_treasures(treasures: int | None) -> None:
    if treasures is not None and treasures < 0:
        raise InvalidInput("treasures left cannot be negative", field="treasures")


def record_report(
    applying: Applying[BattlerState], pairing: Pairing, result: Result, cards_left: int, treasures: int | None
) -> None:
    seat = applying.seat
    pairing.reporter, pairing.result, pairing.cards_left = seat, result, cards_left
    pairing.status = "reported"
    applying.state.players[seat].treasures_left = treasures
    applying.emit("result_reported", seat=seat, result=result, cards_left=cards_left)


def do_report(applying: Applying[BattlerState], action: A.ReportResult) -> None:
    state, seat = applying.state, applying.seat
    check_treasures(action.treasures)
    if action.result == "concede" and not state.settings.concessions:
        raise IllegalAction("concessions are not allowed; play it out", code="no_concessions")
    if not 0 <= action.cards_left <= hand_size(state):
        raise InvalidInput(f"cards left must be between 0 and {hand_size(state)}", field="cards_left")
    record_report(applying, pairing_of(state, seat), action.result, action.cards_left, action.treasures)


def do_cannot_decide(applying: Applying[BattlerState], action: A.CannotDecide) -> None:
    state, seat = applying.state, applying.seat
    check_treasures(action.treasures)
    if not pairing_of(state, seat).replay:
        raise IllegalAction(
            "only a replayed draw can be left undecided; report this game's result", code="not_a_replay"
        )
    record_report(applying, pairing_of(state, seat), "cannot", 0, action.treasures)


def do_confirm(applying: Applying[BattlerState], action: A.ConfirmResult) -> None:
    state, seat = applying.state, applying.seat
    pairing = pairing_of(state, seat)
    check_treasures(action.treasures)
    pairing.status = "confirmed"
    state.players[seat].treasures_left = action.treasures
    applying.emit("result_confirmed", seat=seat)
    if all(p.status == "confirmed" for p in state.pairings):
        finish_fight(state, applying.rng, applying.events)


def do_dispute(applying: Applying[BattlerState], action: A.DisputeResult) -> None:
    state, seat = applying.state, applying.seat
    pairing = pairing_of(state, seat)
    pairing.status = "disputed"
    applying.emit("result_disputed", seat=seat, seats=pairing.seats)


def do_choose_augment(applying: Applying[BattlerState], action: A.ChooseAugment) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    if action.augment not in player.augment_offer:
        raise UnknownCard("that augment was not dealt to you", field="augment")
    player.augments.append(action.augment)
    rest = [c for c in player.augment_offer if c != action.augment]
    if state.settings.augment_rest == "return":
        state.augment_pile += rest
    else:
        state.augment_discard += rest
    player.augment_offer = []
    applying.emit("augment_chosen", seat=seat, augment=action.augment)
    if not any(p.augment_offer for p in state.players):
        advance(state, applying.rng, applying.events)


HANDLERS: dict[str, Handler[Applying[BattlerState]]] = {
    "choose_basics": do_choose_basics,
    "rochester_pick": do_table_pick,
    "carousel_pick": do_table_pick,
    "trade": do_trade,
    "pick": do_pick,
    "reroll": do_reroll,
    "shift_basics": do_shift_basics,
    "swap_basic": do_swap_basic,
    "buy_basic": do_buy_basic,
    "trash": do_trash,
    "undo": do_undo,
    "done_shopping": do_done_shopping,
    "select_hand": do_select_hand,
    "report_result": do_report,
    "confirm_result": do_confirm,
    "dispute_result": do_dispute,
    "cannot_decide": do_cannot_decide,
    "choose_augment": do_choose_augment,
}

# -- setup ---------------------------------------------------------------------------------


def check_settings(settings: BattlerSettings, players: int) -> None:
    s = settings
    if not s.min_players <= players <= s.max_players or (s.even_players and players % 2):
        which = "an even number of players" if s.even_players else "players"
        count = (
            f"{s.min_players} players"
            if s.min_players == s.max_players
            else f"{which} from {s.min_players} to {s.max_players}"
        )
        raise InvalidInput(
            f"{s.name} needs {count}, not {players}",
            code="bad_seat_count",
            field="seats",
        )
    if 0 < s.rochester_pack < players:
        raise InvalidInput(
            f"rochester_pack {s.rochester_pack} gives {players} players no pick: 0, or at least one card a player",
            code="invalid_settings",
            field="rochester_pack",
        )
    if not s.loss_table or not s.augment_groups or s.games_per_level < 1 or s.pack_size < 1:
        raise InvalidInput(
            "loss_table, augment_groups, games_per_level and pack_size must not be empty",
            code="invalid_settings",
        )


def new_state(settings: BattlerSettings, cards: list[Card], seat_names: list[str], rng: Rng) -> BattlerState:
    s = settings
    check_settings(s, len(seat_names))
    cards = [msgspec.structs.replace(card, id=i) for i, card in enumerate(cards)]
    augments = [c.id for c in cards if AUGMENT_TAG in c.tags]
    if s.augments != "none" and not any(set(s.augment_groups) & set(cards[c].tags) for c in augments):
        raise InvalidInput(
            f'Augments are dealt from the cube\'s cards tagged "augment" and one of '
            f"{', '.join(dict.fromkeys(s.augment_groups))}: this cube has none; turn augments off, or choose "
            "a cube with augments",
            code="invalid_settings",
            field="settings.augments",
        )
    pile = [c.id for c in cards if AUGMENT_TAG not in c.tags]
    needed = len(seat_names) * (s.start_cards + s.pack_size) + s.rochester_pack
    if len(pile) < needed:
        raise NotEnough(f"the cube has {len(pile)} cards and this table needs at least {needed}", field="cards")
    rng.shuffle(pile)
    state = BattlerState(
        settings=s,
        cards=cards,
        players=[Player(name=n, life=s.life_start) for n in seat_names],
        phase="basics",
        pack_pile=pile,
        augment_pile=augments,
    )
    if s.augments != "none" and s.augment_group_once:
        state.augment_group = s.augment_groups[rng.roll(len(s.augment_groups)) - 1]
    for seat, player in enumerate(state.players):
        player.pool = draw(state, rng, s.start_cards)
        gain(state, seat, s.start_treasures, "start")
    if s.rochester_pack:
        state.table = draw(state, rng, s.rochester_pack)
        seats = list(range(len(seat_names)))
        state.pick_order = snake(seats, s.rochester_pack // len(seats))
        state.phase = "rochester"
        if close_table(state, rng, []):  # every pool full already: a treasure each instead of a pick
            after_rochester(state, rng, [])
    elif not s.start_basics:
        begin_loop(state, rng, [])
    return state


# -- the engine ----------------------------------------------------------------------------


class BattlerEngine(Engine[BattlerState]):
    kind = "battler"
    ruleset_version = "battler-4"  # 3: the shared ledger entry; 4: the shared ending
    settings_type = BattlerSettings
    action_type = A.Action
    event_type = events.Event
    state_type = BattlerState
    views = views
    view_type = views.BattlerView
    checks = CHECKS
    side_actions = frozenset({"undo"})
    offers = OFFERS

    def parse_settings(self, data: dict[str, Any] | None) -> BattlerSettings:
        """A whole settings document, or {"preset": "treasure"|"autobattler"|"bar", ...overrides}."""
        data = dict(data or {})
        preset = data.pop("preset", None)
        if preset is not None:
            if not isinstance(preset, str) or preset not in PRESETS:
                raise InvalidInput(
                    f"unknown preset {preset!r}: use one of {', '.join(PRESETS)}",
                    code="invalid_settings",
                    field="preset",
                )
            data = {**msgspec.to_builtins(PRESETS[preset]), **data}
        return super().parse_settings(data)

    def validate_settings(self, settings: BattlerSettings) -> None:
        for name, least in LEAST.items():
            value = getattr(settings, name)
            for each in value if isinstance(value, list) else [value]:
                if each is not None and not least <= each <= MAX_QUANTITY:
                    what = f"each entry of {name}" if isinstance(value, list) else name
                    raise InvalidInput(
                        f"{what} must be a whole number from {least:,} to {MAX_QUANTITY:,}; got {each}",
                        code="invalid_settings",
                        field=name,
                    )
        if settings.max_players < settings.min_players:
            raise InvalidInput(
                f"max_players must be from min_players ({settings.min_players}) to {MAX_QUANTITY:,}; "
                f"got {settings.max_players}",
                code="invalid_settings",
                field="max_players",
            )
        if settings.level_start + settings.hand_bonus < 1:
            raise InvalidInput(
                f"hand_bonus must be at least {1 - settings.level_start} (1 - level_start): the first level's "
                f"hand, level_start + hand_bonus, is at least 1 card; got {settings.hand_bonus}",
                code="invalid_settings",
                field="hand_bonus",
            )
        for cap, start in STARTS_UNDER.items():
            value, starting = getattr(settings, cap), getattr(settings, start)
            if value is not None and value < starting:
                raise InvalidInput(
                    f"{cap} must be from {start} ({starting}) to {MAX_QUANTITY:,} or none: every player starts "
                    f"with {starting}; got {value}",
                    code="invalid_settings",
                    field=cap,
                )
        first_hand = settings.level_start + settings.hand_bonus
        if settings.sideboard is not None and first_hand + settings.sideboard < settings.start_cards:
            raise InvalidInput(
                f"sideboard must be from {settings.start_cards - first_hand} (start_cards - the first hand, "
                f"{settings.start_cards} - {first_hand}) to {MAX_QUANTITY:,} or none: the pool holds at most the "
                f"hand plus the sideboard, and every player starts with {settings.start_cards}; "
                f"got {settings.sideboard}",
                code="invalid_settings",
                field="sideboard",
            )
        for name in ("loss_table", "augment_groups"):
            if not getattr(settings, name):
                raise InvalidInput(f"{name} must hold at least one entry", code="invalid_settings", field=name)
        # A loss that costs nothing from some level on is a game no one can lose: it never ends.
        if settings.damage == "table" and settings.loss_table[-1] < 1:
            raise InvalidInput(
                f"the last entry of loss_table must be from 1 to {MAX_QUANTITY:,}: it is the loss at every later "
                f"level, and a loss that costs nothing ends no game; got {settings.loss_table[-1]}",
                code="invalid_settings",
                field="loss_table",
            )
        if settings.damage == "flat" and settings.flat_loss < 1:
            raise InvalidInput(
                f"flat_loss must be from 1 to {MAX_QUANTITY:,} with damage flat: a loss that costs nothing ends "
                f"no game; got {settings.flat_loss}",
                code="invalid_settings",
                field="flat_loss",
            )
        if not settings.basic_names:
            raise InvalidInput(
                "basic_names must name at least one basic land: players choose theirs from it",
                code="invalid_settings",
                field="basic_names",
            )
        twice = sorted({name for name in settings.basic_names if settings.basic_names.count(name) > 1})
        if twice:
            raise InvalidInput(
                f"basic_names must name each basic land once: {', '.join(twice)} is there more than once",
                code="invalid_settings",
                field="basic_names",
            )
        if settings.life == "poison" and settings.life_limit < 1:
            raise InvalidInput(
                "life_limit must be at least 1: a player dies on reaching it",
                code="invalid_settings",
                field="life_limit",
            )
        if settings.augments == "after_carousel" and not (
            carousel_on(settings) and settings.carousel_at == "after_game"
        ):
            raise InvalidInput(
                "augments after_carousel are dealt after a carousel that follows a game: set "
                "carousel_every above 0 and carousel_at to after_game, or choose other augments",
                code="invalid_settings",
                field="augments",
            )
        if settings.life == "hp" and settings.life_start < 1:
            raise InvalidInput(
                "life_start must be at least 1: players start with it and die at 0",
                code="invalid_settings",
                field="life_start",
            )

    def setup(self, settings: BattlerSettings, cards: list[Card], seat_names: list[str], rng: Rng) -> BattlerState:
        return new_state(settings, cards, seat_names, rng)

    def checks_now(self, state: BattlerState, seat: Seat) -> dict[str, Check]:
        return checks_now(state, seat)

    def seat_refusal(self, state: BattlerState, seat: Seat) -> IllegalAction | None:
        if state.ending is not None:
            return state.ending.refusal()
        if seat is None or not 0 <= seat < len(state.players):
            return NotYourTurn("only a player at the table may act")
        return None

    def apply(self, state: BattlerState, seat: Seat, action: Any, rng: Rng) -> Outcome[BattlerState]:
        require(self.refusal(state, seat, action))
        new = editable_copy(state)
        new.seq += 1
        return handle(HANDLERS, Applying(new, seat, rng), action)

    def waiting_on(self, state: BattlerState) -> list[int]:
        return waiting(state)

    def invariant_problems(self, state: BattlerState) -> list[str]:
        return problems(state)


# -- promises: one check each, so that a test can break each one and see it named -----------


def ledger_problems(state: BattlerState) -> list[str]:
    return unbooked(state.ledger, [player.treasures for player in state.players], "treasures")


def negative_treasures(state: BattlerState) -> list[str]:
    return [f"seat {seat} has {p.treasures} treasures" for seat, p in enumerate(state.players) if p.treasures < 0]


def treasures_over_cap(state: BattlerState) -> list[str]:
    s = state.settings
    if not s.cap_end_of_draft or state.phase not in ("prepare", "fight"):
        return []
    return [
        f"seat {seat} has {p.treasures} treasures after the draft (cap {s.treasure_cap})"
        for seat, p in enumerate(state.players)
        if p.treasures > s.treasure_cap
    ]


def pools_over_cap(state: BattlerState) -> list[str]:
    cap = pool_cap(state)
    if cap is None:
        return []
    return [
        f"seat {seat} has {len(p.pool)} cards in the pool (cap {cap})"
        for seat, p in enumerate(state.players)
        if len(p.pool) > cap
    ]


def basics_problems(state: BattlerState) -> list[str]:
    cap = state.settings.basics_cap
    found = []
    for seat, player in enumerate(state.players):
        owned = sum(player.basics.values())
        if any(count < 0 for count in player.basics.values()):
            found.append(f"seat {seat} has a negative count of basics: {player.basics}")
        if cap is not None and owned > cap:
            found.append(f"seat {seat} has {owned} basics (cap {cap})")
    return found


def hand_problems(state: BattlerState) -> list[str]:
    """A hand is cards of the pool, each once; a hand chosen for this game has the hand size."""
    found = []
    for seat, player in enumerate(state.players):
        if not set(player.hand) <= set(player.pool):
            found.append(f"seat {seat} has a hand card outside the pool")
        if len(set(player.hand)) != len(player.hand):
            found.append(f"seat {seat} has a card twice in the hand")
    if state.phase in ("prepare", "fight"):
        for seat in in_play(state):
            player = state.players[seat]
            size = min(hand_size(state), len(player.pool))
            if player.hand_ready and len(player.hand) != size:
                found.append(f"seat {seat} has a hand of {len(player.hand)} cards (hand size {size})")
    return found


def card_problems(state: BattlerState) -> list[str]:
    """Every card is in exactly one place; packs exist only in the draft, the table only in a
    table draft."""
    places: dict[str, list[int]] = {
        "pack_pile": state.pack_pile,
        "pack_yard": state.pack_yard,
        "table": state.table,
        "augment_pile": state.augment_pile,
        "augment_discard": state.augment_discard,
    }
    for seat, player in enumerate(state.players):
        for zone in ("pool", "pack", "augments", "augment_offer"):
            places[f"seat {seat} {zone}"] = getattr(player, zone)
    found = find_misplaced_cards(range(len(state.cards)), places)
    if state.phase != "draft":
        found += [f"seat {seat} holds a pack outside the draft" for seat, p in enumerate(state.players) if p.pack]
    if state.table and state.phase not in ("rochester", "carousel"):
        found.append(f"the table holds cards {state.table} outside a table draft")
    return found


def augment_problems(state: BattlerState) -> list[str]:
    """Augments stay out of pools, packs and piles; cube cards stay out of the augment zones."""
    found = []
    augment_zones = {"augment_pile": state.augment_pile, "augment_discard": state.augment_discard}
    card_zones = {"pack_pile": state.pack_pile, "pack_yard": state.pack_yard, "table": state.table}
    for seat, player in enumerate(state.players):
        augment_zones |= {f"seat {seat} augments": player.augments, f"seat {seat} augment_offer": player.augment_offer}
        card_zones |= {f"seat {seat} pool": player.pool, f"seat {seat} pack": player.pack}
    for is_augment, zones in ((False, augment_zones), (True, card_zones)):
        for zone, cards in zones.items():
            wrong = [
                c for c in cards if 0 <= c < len(state.cards) and (AUGMENT_TAG in state.cards[c].tags) == is_augment
            ]
            if wrong:
                found.append(f"{zone} holds {'augments' if is_augment else 'cube cards'} {wrong}")
    return found


def life_problems(state: BattlerState) -> list[str]:
    """The living are not dead by their life, but while a replay holds the round open (its deaths
    are settled together when it ends); the dead are eliminated (once) or in a playoff."""
    s = state.settings
    found = []
    settling = state.phase == "fight" and any(p.replay for p in state.pairings)
    for seat, player in enumerate(state.players):
        if player.alive and is_dead(s, player) and not settling:
            found.append(f"seat {seat} is alive at {player.life} {s.life}")
        if not player.alive and seat not in state.eliminated + state.playoff:
            found.append(f"seat {seat} is dead but neither eliminated nor in a playoff")
        if (s.life == "poison" and player.life < 0) or (s.life == "hp" and player.life > s.life_start):
            found.append(f"seat {seat} has {player.life} {s.life}")
    if len(set(state.eliminated)) != len(state.eliminated) or any(state.players[x].alive for x in state.eliminated):
        found.append(f"the eliminated {state.eliminated} are not each dead once")
    return found


def end_problems(state: BattlerState) -> list[str]:
    alive = alive_seats(state)
    if state.phase == "finished":
        if state.ending is None or alive != state.ending.winners:
            return [f"the game is over with {state.ending} and alive seats {alive}"]
    elif state.ending is not None:
        return ["an ending is set before the end"]
    return []


PROMISES: list[Callable[[BattlerState], list[str]]] = [
    ledger_problems,
    negative_treasures,
    treasures_over_cap,
    pools_over_cap,
    basics_problems,
    hand_problems,
    card_problems,
    augment_problems,
    life_problems,
    end_problems,
]


def problems(state: BattlerState) -> list[str]:
    return [problem for promise in PROMISES for problem in promise(state)]

"""What a battler's state says now: counters, sizes, who plays, what each seat may do and who
the game waits on. Read by the engine and by the views alike."""

from __future__ import annotations

from battler.rules.state import BattlerState, Pairing


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
    """The seats that draft and play now. With `ghost`, the first eliminated player fills an odd
    table; with `all` (Bar), the dead keep playing until only two are alive."""
    alive = alive_seats(state)
    if state.settings.dead_play == "all":
        return list(range(len(state.players))) if len(alive) > 2 else alive
    if len(alive) % 2 and state.eliminated:
        return sorted(alive + [state.eliminated[0]])
    return alive


def pairing_of(state: BattlerState, seat: int) -> Pairing | None:
    return next((p for p in state.pairings if seat in p.seats), None)


def opponent(pairing: Pairing, seat: int) -> int:
    return pairing.seats[1] if pairing.seats[0] == seat else pairing.seats[0]


def buy_basic_cost(state: BattlerState, seat: int) -> int | None:
    """What the seat's next basic costs: the base plus the basics it owns (None: no buying)."""
    base = state.settings.buy_basic_base
    return None if base is None else base + sum(state.players[seat].basics.values())


def legal(state: BattlerState, seat: int) -> list[str]:
    s = state.settings
    player = state.players[seat]
    phase = state.phase
    if phase in ("rochester", "carousel"):
        return [f"{phase}_pick"] if state.pick_order and state.pick_order[0] == seat else []
    if phase == "basics":
        return [] if player.basics else ["choose_basics"]
    if phase == "augment":
        return ["choose_augment"] if player.augment_offer else []
    if phase == "fight":  # by pairing: a playoff is played by eliminated players
        pairing = pairing_of(state, seat)
        if pairing is None or pairing.status == "confirmed":
            return []
        if pairing.status == "reported" and pairing.reporter != seat:
            return ["confirm_result", "dispute_result"]
        return ["report_result"] + (["cannot_decide"] if pairing.replay else [])
    if seat not in in_play(state):
        return []
    if phase == "prepare":
        return ["select_hand"]
    if phase != "draft" or player.done:
        return []
    money = player.treasures
    owned = sum(player.basics.values())
    can = {
        "trade": s.shop == "trade" and bool(player.pack and player.pool),
        "pick": s.shop == "pick"
        and bool(player.pack)
        and has_room(state, seat)
        and (player.free_picks > 0 or (s.extra_pick_cost is not None and money >= s.extra_pick_cost)),
        "reroll": money >= s.reroll_cost and bool(state.pack_pile or state.pack_yard or player.pack),
        "shift_basics": s.shift_basics_cost is not None and money >= s.shift_basics_cost and owned > 0,
        "swap_basic": s.swap_basic_cost is not None and money >= s.swap_basic_cost and owned > 0,
        "buy_basic": (cost := buy_basic_cost(state, seat)) is not None
        and money >= cost
        and (s.basics_cap is None or owned < s.basics_cap),
        "trash": s.trash_cards is not None and len(player.pool) >= s.trash_cards,
        "undo": player.undo is not None,
        "done_shopping": True,
    }
    return [name for name, ok in can.items() if ok]


def waiting(state: BattlerState) -> list[int]:
    phase = state.phase
    if phase == "finished":
        return []
    if phase in ("rochester", "carousel"):
        return state.pick_order[:1]
    if phase == "fight":
        seats: list[int] = []
        for p in state.pairings:
            if p.status == "reported":
                seats.append(opponent(p, p.reporter or 0))
            elif p.status != "confirmed":
                seats += p.seats
        return sorted(seats)
    return [seat for seat in range(len(state.players)) if set(legal(state, seat)) - {"undo"}]

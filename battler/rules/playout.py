"""Random legal play, for tests and the benchmark."""

from __future__ import annotations

import msgspec

from battler.rules import actions as A
from battler.rules.engine import BattlerEngine
from battler.rules.queries import hand_size, legal, may_act
from battler.rules.state import BattlerState
from tabletop.rules.rng import Rng


def random_legal_action(state: BattlerState, seat: int, rng: Rng) -> A.Action | None:
    """A random action the seat may take now, or None. Shopping ends with good odds, so that
    random games finish."""
    kinds = legal(state, seat)
    if not kinds:
        return None
    if "done_shopping" in kinds and rng.randbelow(3) == 0:
        return A.DoneShopping()
    if "confirm_result" in kinds and rng.randbelow(5):
        return A.ConfirmResult(treasures=rng.randint(0, state.players[seat].treasures + 2))
    kind = rng.choice(kinds)
    player = state.players[seat]
    s = state.settings
    if kind == "choose_basics":
        basics: dict[str, int] = {}
        for _ in range(s.start_basics):
            name = rng.choice(s.basic_names)
            basics[name] = basics.get(name, 0) + 1
        return A.ChooseBasics(basics=basics)
    if kind in ("rochester_pick", "carousel_pick"):
        card = rng.choice(state.table)
        return A.RochesterPick(card=card) if kind == "rochester_pick" else A.CarouselPick(card=card)
    if kind == "trade":
        return A.Trade(pool_card=rng.choice(player.pool), pack_card=rng.choice(player.pack))
    if kind == "pick":
        return A.Pick(card=rng.choice(player.pack))
    if kind == "shift_basics":
        give = rng.choice(sorted(player.basics))
        return A.ShiftBasics(give={give: 1}, take={rng.choice([b for b in s.basic_names if b != give]): 1})
    if kind == "swap_basic":
        give = rng.choice(sorted(player.basics))
        return A.SwapBasic(give=give, take=rng.choice([b for b in s.basic_names if b != give]))
    if kind == "buy_basic":
        return A.BuyBasic(basic=rng.choice(s.basic_names))
    if kind == "trash":
        return A.Trash(cards=rng.sample(player.pool, s.trash_cards or 0))
    if kind == "select_hand":
        return A.SelectHand(cards=rng.sample(player.pool, min(hand_size(state), len(player.pool))))
    if kind == "report_result":
        results = ["win", "loss", "draw"] + (["concede"] if s.concessions else [])
        return A.ReportResult(
            result=rng.choice(results),
            cards_left=rng.randint(0, hand_size(state)),
            treasures=rng.randint(0, player.treasures + 2),
        )
    if kind == "confirm_result":
        return A.ConfirmResult(treasures=rng.randint(0, player.treasures + 2))
    if kind == "cannot_decide":
        return A.CannotDecide(treasures=rng.randint(0, player.treasures + 2))
    if kind == "choose_augment":
        return A.ChooseAugment(augment=rng.choice(player.augment_offer))
    return {
        "reroll": A.Reroll,
        "undo": A.Undo,
        "done_shopping": A.DoneShopping,
        "dispute_result": A.DisputeResult,
    }[kind]()


def play_random(
    engine: BattlerEngine, state: BattlerState, rng: Rng, chooser: Rng | None = None, max_steps: int = 5000
) -> tuple[BattlerState, list[tuple[int, dict]]]:
    """Play a random game to its end: a random waiting seat acts each step. `rng` is the
    game's; `chooser` (default: the same) picks the moves, kept apart so that a log replays
    from the game's rng alone. Returns the final state and the log as (seat, payload) pairs."""
    chooser = chooser or rng
    log: list[tuple[int, dict]] = []
    for _ in range(max_steps):
        if engine.is_over(state):
            break
        seat = chooser.choice(may_act(state))
        action = random_legal_action(state, seat, chooser)
        assert action is not None, f"seat {seat} is waited on but has nothing to do"
        state = engine.apply(state, seat, action, rng).state
        log.append((seat, msgspec.to_builtins(action)))
    return state, log

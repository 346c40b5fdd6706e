"""The rules of Cube Saga v0.6 as digested in section 1 of the rules README, and as the text
(cube-saga-v0.6.md) says where the digest is short of it: Year of Solomon's timing, the
Commander's color identity, and the thief who pays, then browses the chosen pile.

Decision: both players register their decks at the same time (the table builds at once); the
step moves on when the second deck is registered. Every other step that both players do is
taken in turn, the starting player first.

Decision: a skirmish result or a duel game's winner, reported by either player, takes effect when
the other player confirms it (`confirm_result`); disputed (`dispute_result`), it is dropped and
either player reports again. Meanwhile the saga waits on the other player; the reporter may take
the report back (undo).

`apply` runs the handler of the action on an editable copy of the state (`tabletop.rules.engine.editable_copy`: new
lists, shared frozen records and cards), and keeps the encoded input (msgpack, without cards) as
the undo record (tabletop.rules.undo) of a player's action (see "corrections" for who may take it back, and when).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import msgspec

from saga.rules import events
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
    WrongPhase,
    editable_copy,
    find_misplaced_cards,
    handle,
    require,
)
from tabletop.rules.ledger import LedgerEntry, unbooked
from tabletop.rules.results import answer_refusal, answered_event, reported_event
from tabletop.rules.rng import Rng
from tabletop.rules.undo import (
    pending_refusal,
    proposal_answer_refusal,
    proposal_refusal,
    record_before,
    restored,
    undo_refusal,
)

from . import actions as act
from . import views
from .state import (
    BASICS,
    GLORY_GOLD,
    INSURANCE_CLAIM,
    INSURANCE_FEE,
    LAST_YEAR,
    LOSER_GOLD,
    MAX_DECK,
    MIN_DECK,
    PROOF_OF_CONCEPT_PRICES,
    SEASON_OF_STEP,
    SKIRMISH_SPOILS,
    SOLOMON_CARDS,
    THEME_YEARS,
    THIEF_FEE,
    VP_TO_WIN,
    Player,
    Proposal,
    Registration,
    ReportedResult,
    SagaState,
    Settings,
    TimelinePoint,
    TrendingCard,
    market_columns,
    picks_due,
    price,
    thief_pile,
)
from .themes import (
    COLOR_NAMES,
    COLORS,
    COMMANDER,
    EFFECT,
    SOLOMON,
    STIPULATION,
    DeckFacts,
    modifiers,
    theme_deck,
    theme_for,
)

STARTING_GOLD = (12, 15)  # starting player, other player
CORE_POOL_SIZE = 264
OCCASIONAL_POOL_SIZE = 164
CORE_NEEDED = 306
OCCASIONAL_NEEDED = 204
GENERAL_NEEDED = 510
# Starting pool per player and module: primary color, each other color, artifacts.
STARTING_SPLIT = {"core": (6, 3, 3), "occasional": (6, 3, 2)}
TRENDING_VALUES_LOSER = (7, 8, 9, 10)
TRENDING_VALUES_WINNER = (9, 10, 11, 12)
FRESH_IDEAS = 7
LEARNING_CORE, LEARNING_OCCASIONAL = 13, 2
OPTIONS_FROM_YEAR = 5

SYSTEM_STEPS: dict[str, type] = {
    "fall_fresh_ideas": act.DealBoosters,
    "winter_deal": act.DealMarket,
    "spring_theme_reveal": act.DealTheme,
    "spring_learning_deal": act.DealLearningBooster,
    "summer_deal": act.DealFair,
}
STEP_ACTIONS: dict[str, tuple[str, ...]] = {
    "fall_register": ("register_deck",),
    "fall_play_draw": ("choose_play_draw",),
    "fall_skirmish": ("report_skirmish",),
    "fall_proof_of_concept": ("sell_proof_of_concept",),
    "winter_insurance": ("insure",),
    "winter_thief": ("hire_thief", "decline_thief"),
    "winter_thief_steal": ("steal",),
    "winter_market": ("buy", "pass"),
    "spring_register": ("register_deck",),
    "spring_play_draw": ("choose_play_draw",),
    "spring_duel": ("report_duel_game",),
    "spring_force_sale": ("force_sale",),
    "spring_loser_sells": ("sell_trending",),
    "spring_winner_sells": ("sell_trending",),
    "spring_solomon_split": ("solomon_split",),
    "spring_solomon_choose": ("solomon_choose",),
    "spring_loser_picks": ("pick",),
    "spring_winner_picks": ("pick",),
    "summer_fair": ("buy", "pass"),
}

ANSWERS = ("confirm_result", "dispute_result")  # to a reported result, in any step that reports one


# -- setup ---------------------------------------------------------------------------------


def _is_mono(card: Card, color: str) -> bool:
    return card.colors == [color] and not card.is_land


def _is_artifact(card: Card) -> bool:
    return not card.colors and not card.is_land


def _groups(cards: Iterable[Card]) -> dict[str, list[int]]:
    """Candidates for starting pools: mono-colored cards by color, and artifacts."""
    groups: dict[str, list[int]] = {color: [] for color in (*COLORS, "artifact")}
    for card in cards:
        if _is_artifact(card):
            groups["artifact"].append(card.id)
        elif len(card.colors) == 1 and not card.is_land and card.colors[0] in groups:
            groups[card.colors[0]].append(card.id)
    return groups


def _shortfalls(label: str, cards: list[Card], total: int, per_color: int, artifacts: int) -> list[str]:
    problems = [f"{label}: {len(cards)} cards, needs {total}"] if len(cards) < total else []
    groups = _groups(cards)
    for color in COLORS:
        if len(groups[color]) < per_color:
            problems.append(f"{label}: {len(groups[color])} mono-{COLOR_NAMES[color]} nonland cards, needs {per_color}")
    if len(groups["artifact"]) < artifacts:
        problems.append(f"{label}: {len(groups['artifact'])} colorless nonland cards (artifacts), needs {artifacts}")
    return problems


def cube_problems(cards: list[Card]) -> list[str]:
    """What a cube lacks for a saga, in the worst case of both players on one primary color."""
    modules = _modules(cards)
    if modules is None:
        primary, other, artifacts = (sum(x) for x in zip(*STARTING_SPLIT.values(), strict=True))
        return _shortfalls("cube without modules", cards, GENERAL_NEEDED, 2 * max(primary, other), 2 * artifacts)
    problems = []
    for module, needed in (("core", CORE_NEEDED), ("occasional", OCCASIONAL_NEEDED)):
        primary, other, artifacts = STARTING_SPLIT[module]
        problems += _shortfalls(f"{module} module", modules[module], needed, 2 * max(primary, other), 2 * artifacts)
    return problems


def _modules(cards: list[Card]) -> dict[str, list[Card]] | None:
    if not any(card.module in ("core", "occasional") for card in cards):
        return None
    return {m: [card for card in cards if card.module == m] for m in ("core", "occasional")}


def _starting_pools(groups: dict[str, list[int]], split: tuple[int, int, int], colors: list[str]) -> list[list[int]]:
    """Each player's share of one module (groups already shuffled; taken from the front)."""
    primary_n, other_n, artifact_n = split
    pools: list[list[int]] = []
    for primary in colors:
        pool: list[int] = []
        for color in COLORS:
            pool += _take(groups[color], primary_n if color == primary else other_n)
        pool += _take(groups["artifact"], artifact_n)
        pools.append(pool)
    return pools


def _take(ids: list[int], n: int) -> list[int]:
    taken = ids[:n]
    del ids[:n]
    return taken


# -- small helpers -----------------------------------------------------------------------------


def _gain(state: SagaState, seat: int, delta: int, reason: str) -> None:
    """A ledger entry, and the gold it books (payments check the balance first: `_pay`)."""
    state.players[seat].gold += delta
    state.ledger.append(LedgerEntry(seat=seat, delta=delta, reason=reason, seq=state.seq))


def _pay(state: SagaState, seat: int, amount: int, what: str, reason: str) -> None:
    """`seat` pays `amount` for `what` (words for the refusal, its reader's own: no card of
    theirs is named by it), booked as `reason`."""
    gold = state.players[seat].gold
    if amount > gold:
        raise NotEnough(f"you have {gold} gold; {what} costs {amount}")
    _gain(state, seat, -amount, reason)


def _point(state: SagaState) -> TimelinePoint:
    return TimelinePoint(
        state.year, state.season, state.step, [p.gold for p in state.players], [p.vp for p in state.players]
    )


def _enter(state: SagaState, step: str, waiting: Iterable[int] = ()) -> None:
    """Finish the current step (a timeline point) and start `step`."""
    state.timeline.append(_point(state))
    _set_step(state, step, waiting)


def _set_step(state: SagaState, step: str, waiting: Iterable[int] = ()) -> None:
    state.step = step
    state.season = SEASON_OF_STEP[step]
    state.waiting_on = list(waiting)
    state.decision = "|".join(STEP_ACTIONS.get(step, ()))


def _step_actions(state: SagaState) -> tuple[str, ...]:
    """What the saga asks for now: the answer to a reported result, else the step's decision."""
    return ANSWERS if state.report is not None else STEP_ACTIONS[state.step]


def _in_order(state: SagaState) -> tuple[int, int]:
    return state.starting_player, state.other_player


def _when_both_done(state: SagaState, seat: int, next_step: Callable[[SagaState], None]) -> None:
    """For what both players do at once: `seat` is done; the step moves on with the second."""
    state.waiting_on = [s for s in state.waiting_on if s != seat]
    if not state.waiting_on:
        next_step(state)


def _then_other(state: SagaState, seat: int, next_step: Callable[[SagaState], None]) -> None:
    """For what both players do, the starting player first: hand over, or move on."""
    if seat == state.starting_player:
        state.waiting_on = [state.other_player]
    else:
        next_step(state)


def _distinct(ids: list[int], field: str) -> None:
    if len(set(ids)) != len(ids):
        raise InvalidInput(f"{field} names a card more than once", field=field)


def _require_in(ids: Iterable[int], allowed: Iterable[int], where: str, field: str) -> None:
    """Every id of `field` is one of `allowed`. The refusal neither echoes the id nor names a card:
    an id outside `allowed` may be a card its reader may not see."""
    allowed = set(allowed)
    if not allowed.issuperset(ids):
        raise UnknownCard(f"{field} names a card that is not {where}", field=field)


def _pool(player: Player) -> list[int]:
    return player.deck + player.sideboard


def _leave_pool(player: Player, card_id: int) -> None:
    """A card leaves its owner (sold or stolen): its insurance policy ends with it."""
    if card_id in player.deck:
        player.deck.remove(card_id)
    else:
        player.sideboard.remove(card_id)
    if card_id in player.insured:
        player.insured.remove(card_id)


def _pile(state: SagaState, name: str) -> tuple[str, list[int]]:
    name = name if state.modules else "general_pool"
    return name, getattr(state, name)


def _draw(state: SagaState, which: str, n: int, rng: Rng, events: list[Event]) -> list[int]:
    """The top `n` cards of a pool; an empty pool first takes half (rounded up) of the shuffled
    Private Collections at its bottom. Fewer only if both are empty."""
    name, pile = _pile(state, which)
    drawn: list[int] = []
    while len(drawn) < n:
        if not pile:
            collections = state.private_collections
            if not collections:
                break
            rng.shuffle(collections)
            half = (len(collections) + 1) // 2
            pile.extend(_take(collections, half))
            events.append({"type": "pool_refilled", "pile": name, "count": half})
        drawn += _take(pile, n - len(drawn))
    return drawn


def _theme(state: SagaState):
    return None if state.theme is None else theme_for(state.theme)


# -- handlers: Fall Skirmish ---------------------------------------------------------------------


def _register(applying: Applying[SagaState], action: act.RegisterDeck) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    _distinct(action.cards, "cards")
    _require_in(action.cards, _pool(player), "in your pool", "cards")
    if not set(action.basics) <= set(BASICS):
        raise InvalidInput(f"basics are counts of {', '.join(BASICS)}, by name", field="basics")
    if any(count < 0 for count in action.basics.values()):
        raise InvalidInput("a count of basics is negative", field="basics")
    size = len(action.cards) + sum(action.basics.values())
    if size < MIN_DECK:
        raise NotEnough(f"a deck needs at least {MIN_DECK} cards, this one has {size}", field="cards")
    if size > MAX_DECK:
        raise InvalidInput(f"a deck holds at most {MAX_DECK} cards, this one has {size}", field="basics")

    theme = _theme(state)
    spring = state.season == "spring"
    stipulation = theme is not None and spring and theme.kind == STIPULATION
    effect = theme is not None and theme.kind == EFFECT
    if stipulation and action.follow_theme is None:
        raise InvalidInput(f"declare whether you follow {theme.name}", field="follow_theme")
    if not stipulation and action.follow_theme is not None:
        raise InvalidInput("there is no stipulation to follow now", field="follow_theme")
    commander = _commander(state, theme, action)
    facts = deck_facts(state, seat, action.cards, size, commander)
    problems = (theme.check(facts) or []) if (stipulation or effect) and theme.check else []
    if problems and (effect or action.follow_theme):
        raise IllegalAction(f"the deck breaks {theme.name}: " + "; ".join(problems), code="breaks_theme", field="cards")
    if action.theme_count is not None and action.theme_count < 0:
        raise InvalidInput("theme_count is negative", field="theme_count")

    hand = life = 0
    if stipulation or effect:
        mods = modifiers(theme, action.follow_theme, action.theme_count)
        hand, life = mods.hand, mods.life
        if theme.name == SOLOMON:  # an Effect: every game of the year, the skirmish too
            hand -= len(player.solomon_cards)
    player.registrations.append(
        Registration(
            year=state.year,
            season=state.season,
            cards=list(action.cards),
            basics=dict(action.basics),
            follow_theme=action.follow_theme,
            commander=action.commander,
            theme=state.theme if theme else None,
            hand=hand,
            life=life,
            theme_problems=problems,
        )
    )
    chosen = set(action.cards)
    player.sideboard = [c for c in _pool(player) if c not in chosen]
    player.deck = list(action.cards)
    applying.emit(
        "deck_registered",
        seat=seat,
        size=size,
        follow_theme=action.follow_theme,
        hand=hand,
        life=life,
        commander=action.commander,
        secret={"cards": list(action.cards), "basics": dict(action.basics)},
        to=[seat],
    )
    _when_both_done(state, seat, _after_register)


def _commander(state: SagaState, theme, action: act.RegisterDeck) -> Card | None:
    if action.commander is None:
        return None
    if theme is None or theme.name != COMMANDER:
        raise IllegalAction(f"a commander is only named in the {COMMANDER}", code="no_commander_now", field="commander")
    if action.commander not in action.cards:
        raise UnknownCard("the commander is not one of the deck's cards", field="commander")
    card = state.cards[action.commander]
    if not card.is_legendary_creature:
        raise IllegalAction(
            f"{card.name} is not a legendary creature", code="not_a_legendary_creature", field="commander"
        )
    return card


def deck_facts(state: SagaState, seat: int, cards: list[int], size: int, commander: Card | None) -> DeckFacts:
    """What a theme's checker reads of a deck `seat` would register now."""
    player = state.players[seat]
    last_duel = next((r.cards for r in reversed(player.registrations) if r.season == "spring"), [])
    return DeckFacts(
        cards=[state.cards[i] for i in cards],
        size=size,
        primary_color=player.primary_color,
        last_duel_cards=[state.cards[i] for i in last_duel],
        commander=commander,
    )


def _after_register(state: SagaState) -> None:
    step = "fall_play_draw" if state.season == "fall" else "spring_play_draw"
    _enter(state, step, [state.starting_player])


def _play_draw(applying: Applying[SagaState], action: act.ChoosePlayDraw) -> None:
    state, seat = applying.state, applying.seat
    state.play_first = seat if action.play else state.opponent(seat)
    applying.emit("play_draw_chosen", seat=seat, play_first=state.play_first)
    step = "fall_skirmish" if state.season == "fall" else "spring_duel"
    _enter(state, step, _in_order(state))


def _report(applying: Applying[SagaState], action: act.Report) -> None:
    """A skirmish result or a duel game's winner, kept until the other player answers it."""
    state, seat = applying.state, applying.seat
    if isinstance(action, act.ReportSkirmish) and action.winner not in (None, 0, 1):
        raise InvalidInput(f"winner {action.winner} is not a seat (0, 1, or null for a draw)", field="winner")
    if isinstance(action, act.ReportDuelGame) and action.winner not in (0, 1):
        raise InvalidInput(f"winner {action.winner} is not a seat (0 or 1)", field="winner")
    state.report = ReportedResult(by=seat, report=action)
    event = reported_event(state.report)
    if isinstance(action, act.ReportDuelGame):
        event["game"] = len(state.games) + 1
    applying.events.append(event)
    state.waiting_on = [state.opponent(seat)]
    state.decision = "|".join(ANSWERS)


def _answer(applying: Applying[SagaState], action: act.ConfirmResult | act.DisputeResult) -> None:
    state, seat = applying.state, applying.seat
    pending, state.report = state.report, None
    applying.events.append(answered_event(action, seat, pending))
    _set_step(state, state.step, _in_order(state))  # disputed: reported again, by either player
    if isinstance(action, act.DisputeResult):
        return
    if isinstance(pending.report, act.ReportSkirmish):
        _skirmish(state, pending.by, pending.report, applying.events)
    else:
        _duel_game(state, pending.by, pending.report, applying.rng, applying.events)


def _skirmish(state: SagaState, seat: int, action: act.ReportSkirmish, events: list[Event]) -> None:
    if action.winner is not None:
        _gain(state, action.winner, SKIRMISH_SPOILS, "skirmish spoils")
    events.append({"type": "skirmish_reported", "seat": seat, "winner": action.winner})
    if state.year == 1:
        _enter(state, "fall_fresh_ideas")
    else:
        _enter(state, "fall_proof_of_concept", [state.starting_player])


def _proof_of_concept(applying: Applying[SagaState], action: act.SellProofOfConcept) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    _distinct(action.cards, "cards")
    if len(action.cards) > len(PROOF_OF_CONCEPT_PRICES):
        raise InvalidInput(f"at most {len(PROOF_OF_CONCEPT_PRICES)} cards are sold", field="cards")
    # Only cards of the registered deck played the skirmish; the player names those outside the library.
    _require_in(action.cards, player.deck, "in your registered deck", "cards")
    for card_id, gold in zip(action.cards, PROOF_OF_CONCEPT_PRICES, strict=False):
        _leave_pool(player, card_id)
        state.private_collections.append(card_id)
        _gain(state, seat, gold, f"proof of concept: {state.cards[card_id].name}")
    applying.emit("proof_of_concept", seat=seat, cards=list(action.cards))
    _then_other(state, seat, lambda s: _enter(s, "fall_fresh_ideas"))


def _deal_boosters(applying: Applying[SagaState], action: act.DealBoosters) -> None:
    state = applying.state
    for owner in _in_order(state):
        booster = _draw(state, "occasional_pool", FRESH_IDEAS, applying.rng, applying.events)
        state.players[owner].sideboard += booster
        applying.emit("booster_dealt", seat=owner, count=len(booster), secret={"cards": booster}, to=[owner])
    _start_winter(state)


# -- handlers: Winter Market and Summer Fair --------------------------------------------------


def _options_now(state: SagaState) -> bool:
    return state.year >= OPTIONS_FROM_YEAR


def _start_winter(state: SagaState) -> None:
    if _options_now(state) and state.settings.insurance_broker:
        _enter(state, "winter_insurance", [state.starting_player])
    else:
        _after_insurance(state)


def _after_insurance(state: SagaState) -> None:
    if _options_now(state) and state.settings.hire_a_thief:
        _enter(state, "winter_thief", [state.starting_player])
    else:
        _enter(state, "winter_deal")


def _insure(applying: Applying[SagaState], action: act.Insure) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    _distinct(action.cards, "cards")
    _require_in(action.cards, _pool(player), "in your pool", "cards")
    already = [c for c in action.cards if c in player.insured]
    if already:
        raise IllegalAction(f"{state.cards[already[0]].name} is already insured", code="already_insured", field="cards")
    if action.cards:
        count = len(action.cards)
        _pay(state, seat, INSURANCE_FEE * count, f"insuring {count} cards", f"insurance of {count} cards")
    player.insured += action.cards
    applying.emit("insured", seat=seat, cards=list(action.cards))
    _then_other(state, seat, _after_insurance)


def _hire_thief(applying: Applying[SagaState], action: act.HireThief) -> None:
    """ "Pay 13 gold. Choose to steal from either Private Collections or the opponent's sideboard.
    Browse the chosen pile and pick a card to steal": the pile is shown once paid (views.py)."""
    state, seat = applying.state, applying.seat
    victim = state.players[state.opponent(seat)]
    pile = "the Private Collections" if action.source == "private_collections" else f"{victim.name}'s sideboard"
    if not (state.private_collections if action.source == "private_collections" else victim.sideboard):
        raise NotEnough(f"{pile} is empty: there is nothing to steal", field="from")
    _pay(state, seat, THIEF_FEE, "a thief", f"hired a thief on {pile}")
    state.thief_from = action.source
    applying.events.append({"type": "thief_hired", "seat": seat, "from": action.source})  # "from": no emit keyword
    _enter(state, "winter_thief_steal", [seat])


def _steal(applying: Applying[SagaState], action: act.Steal) -> None:
    state, seat = applying.state, applying.seat
    victim = state.opponent(seat)
    from_opponent = state.thief_from == "opponent"
    _require_in([action.card], thief_pile(state), "in the pile your thief browses", "card")
    if from_opponent:
        insured = action.card in state.players[victim].insured
        _leave_pool(state.players[victim], action.card)
        # The card is told to the thief and its owner; an insured card was revealed when insured.
        # ("from" is a Python keyword, no argument of emit: these events are appended whole.)
        applying.events.append(
            {
                "type": "card_stolen",
                "seat": seat,
                "from": "opponent",
                "secret": {"card": action.card},
                "to": [seat, victim],
            }
        )
        if insured:
            name = state.cards[action.card].name
            _gain(state, victim, INSURANCE_CLAIM, f"insurance claim: {name}")
            applying.emit("insurance_claimed", seat=victim, card=action.card, gold=INSURANCE_CLAIM)
    else:
        state.private_collections.remove(action.card)
        applying.events.append(
            {"type": "card_stolen", "seat": seat, "from": "private_collections", "card": action.card}
        )
    state.players[seat].sideboard.append(action.card)
    state.thief_from = None
    _enter(state, "winter_deal")


def _decline_thief(applying: Applying[SagaState], action: act.DeclineThief) -> None:
    state, seat = applying.state, applying.seat
    applying.emit("thief_declined", seat=seat)
    _enter(state, "winter_deal")


def _open_market(state: SagaState, rows: list[list[int]], step: str, events: list[Event]) -> None:
    columns = market_columns(state.year)
    state.market = [row + [None] * (columns - len(row)) for row in rows]
    state.pass_streak = 0
    events.append({"type": "market_dealt", "market": state.market})
    _enter(state, step, [state.starting_player])


def _deal_market(applying: Applying[SagaState], action: act.DealMarket) -> None:
    state = applying.state
    columns = market_columns(state.year)
    cards = _draw(state, "core_pool", 2 * columns, applying.rng, applying.events)
    _open_market(state, [cards[:columns], cards[columns:]], "winter_market", applying.events)


def _deal_fair(applying: Applying[SagaState], action: act.DealFair) -> None:
    state = applying.state
    columns = market_columns(state.year)
    top = _draw(state, "occasional_pool", columns, applying.rng, applying.events)
    bottom = _draw(state, "core_pool", columns, applying.rng, applying.events)
    _open_market(state, [top, bottom], "summer_fair", applying.events)


def _buy(applying: Applying[SagaState], action: act.Buy) -> None:
    state, seat = applying.state, applying.seat
    if not (0 <= action.row < len(state.market) and 0 <= action.column < len(state.market[action.row])):
        raise InvalidInput(f"no slot at row {action.row}, column {action.column}", field="column")
    card_id = state.market[action.row][action.column]
    if card_id is None:
        raise UnknownCard(f"the slot at row {action.row}, column {action.column} is empty", field="column")
    cost = price(action.column)
    what = f"the card at row {action.row}, column {action.column}"
    _pay(state, seat, cost, what, f"bought {state.cards[card_id].name}")
    state.market[action.row][action.column] = None
    state.players[seat].sideboard.append(card_id)
    state.pass_streak = 0
    state.waiting_on = [state.opponent(seat)]
    applying.emit("bought", seat=seat, card=card_id, price=cost)


def _pass(applying: Applying[SagaState], action: act.Pass) -> None:
    state, seat = applying.state, applying.seat
    state.pass_streak += 1
    applying.emit("passed", seat=seat)
    if state.pass_streak < 2:
        state.waiting_on = [state.opponent(seat)]
        return
    # Two passes in a row: the trading day ends, what is left goes to Private Collections.
    leftovers = [card for row in state.market for card in row if card is not None]
    state.private_collections += leftovers
    state.market = []
    state.pass_streak = 0
    applying.emit("trading_day_over", to_private_collections=leftovers)
    if state.step == "winter_market":
        _enter(state, "spring_register", _in_order(state))
    else:
        _new_year(state)


# -- handlers: Spring Festival ------------------------------------------------------------------


def _duel_game(state: SagaState, seat: int, action: act.ReportDuelGame, rng: Rng, events: list[Event]) -> None:
    state.games.append(action.winner)
    events.append({"type": "duel_game_reported", "seat": seat, "game": len(state.games), "winner": action.winner})
    if state.games.count(action.winner) == 2:
        _glory(state, action.winner, rng, events)


def _glory(state: SagaState, winner: int, rng: Rng, events: list[Event]) -> None:
    loser = state.opponent(winner)
    state.duel_winner = winner
    _gain(state, winner, GLORY_GOLD, "glory")
    state.players[winner].vp += 1
    _gain(state, loser, LOSER_GOLD, "duel lost")
    state.starting_player = loser
    for player in state.players:  # Year of Solomon: the chosen pile joins the sideboard after the duel
        player.sideboard += player.solomon_cards
        player.solomon_cards = []
    events.append({"type": "glory", "winner": winner, "vp": state.players[winner].vp})
    if state.players[winner].vp >= VP_TO_WIN:
        reason = f"{state.players[winner].name} won the saga with {state.players[winner].vp} victory points"
        state.ending = Ending(winners=[winner], losers=[loser], reason=reason)
        events.append({"type": "saga_won", "winner": winner})
        _enter(state, "saga_over")
        return
    _reveal_trending(state, rng, events)
    _next_trending_step(state, "spring_duel")


def _reveal_trending(state: SagaState, rng: Rng, events: list[Event]) -> None:
    """Decision: the registered deck's non-basic cards stand for the cards that ended the duel
    outside the library; 4 of them are revealed at random."""
    for seat in (state.loser, state.duel_winner):
        player = state.players[seat]
        values = TRENDING_VALUES_WINNER if seat == state.duel_winner else TRENDING_VALUES_LOSER
        candidates = [c for c in player.deck if not state.cards[c].is_basic_land]
        chosen = rng.sample(candidates, min(len(values), len(candidates)))
        for card_id in chosen:
            player.deck.remove(card_id)
        player.trending = [TrendingCard(c, v) for c, v in zip(chosen, values, strict=False)]
        events.append(
            {"type": "trending_revealed", "seat": seat, "cards": [[t.card, t.value] for t in player.trending]}
        )


def _next_trending_step(state: SagaState, after: str) -> None:
    """Force sale (loser, on the winner's cards), loser sells, winner sells; a step with no
    trending card to act on is skipped."""
    winner, loser = state.duel_winner, state.loser
    order = (
        ("spring_force_sale", loser, winner),
        ("spring_loser_sells", loser, loser),
        ("spring_winner_sells", winner, winner),
    )
    names = ["spring_duel"] + [step for step, _, _ in order]
    for step, actor, owner in order[names.index(after) :]:
        if state.players[owner].trending:
            _enter(state, step, [actor])
            return
    _end_trending(state)


def _sell(state: SagaState, seat: int, card_id: int, reason: str) -> None:
    player = state.players[seat]
    trending = next(t for t in player.trending if t.card == card_id)
    player.trending.remove(trending)
    player.insured = [c for c in player.insured if c != card_id]
    state.private_collections.append(card_id)
    _gain(state, seat, trending.value, f"{reason}: {state.cards[card_id].name}")


def _force_sale(applying: Applying[SagaState], action: act.ForceSale) -> None:
    state, seat = applying.state, applying.seat
    winner = state.duel_winner
    if action.card is not None:
        _require_in(
            [action.card],
            [t.card for t in state.players[winner].trending],
            "one of your opponent's trending cards",
            "card",
        )
        _sell(state, winner, action.card, "forced sale")
    applying.emit("forced_sale", seat=seat, card=action.card)
    _next_trending_step(state, "spring_force_sale")


def _sell_trending(applying: Applying[SagaState], action: act.SellTrending) -> None:
    state, seat = applying.state, applying.seat
    _distinct(action.cards, "cards")
    _require_in(action.cards, [t.card for t in state.players[seat].trending], "one of your trending cards", "cards")
    for card_id in action.cards:
        _sell(state, seat, card_id, "trending sale")
    applying.emit("trending_sold", seat=seat, cards=list(action.cards))
    _next_trending_step(state, state.step)


def _end_trending(state: SagaState) -> None:
    for player in state.players:  # unsold trending cards go back to their owner's deck
        player.deck += [t.card for t in player.trending]
        player.trending = []
    if state.year + 1 in THEME_YEARS:
        _enter(state, "spring_theme_reveal")
    else:
        _start_learning(state)


# Year of Solomon's timing, from its text and section 1 of the rules: "When this is revealed as
# the Theme" is the end of the previous year's Spring Festival (Trending Cards, "Reveal theme next
# year"), so the 5 cards are drawn and split then. Being an Effect, it "applies to all games both
# in the Fall Skirmish and the Spring Duel" of its year: every game starts with a hand x smaller
# and puts the x cards in hand at the first upkeep; "After the duel" (Glory) they join the
# sideboard.
def _deal_theme(applying: Applying[SagaState], action: act.DealTheme) -> None:
    state = applying.state
    state.next_theme = state.theme_deck.pop(0)
    theme = theme_for(state.next_theme)
    applying.emit("theme_revealed", year=state.year + 1, number=state.next_theme, name=theme.name)
    if theme.name != SOLOMON:
        _start_learning(state)
        return
    for owner in _in_order(state):
        state.players[owner].solomon_offer = _draw(state, "core_pool", SOLOMON_CARDS, applying.rng, applying.events)
    _start_solomon(state, state.starting_player)


def _start_solomon(state: SagaState, chooser: int) -> None:
    state.solomon_for = chooser
    _enter(state, "spring_solomon_split", [state.opponent(chooser)])


def _solomon_split(applying: Applying[SagaState], action: act.SolomonSplit) -> None:
    state, seat = applying.state, applying.seat
    chooser = state.players[state.solomon_for]
    _distinct(action.pile_a, "pile_a")
    _require_in(action.pile_a, chooser.solomon_offer, f"among {chooser.name}'s Solomon cards", "pile_a")
    pile_b = [c for c in chooser.solomon_offer if c not in action.pile_a]
    chooser.solomon_piles = [list(action.pile_a), pile_b]
    chooser.solomon_offer = []
    applying.emit("solomon_split", seat=seat, piles=chooser.solomon_piles)
    _enter(state, "spring_solomon_choose", [state.solomon_for])


def _solomon_choose(applying: Applying[SagaState], action: act.SolomonChoose) -> None:
    state, seat = applying.state, applying.seat
    player = state.players[seat]
    kept, other = player.solomon_piles if action.pile == "a" else reversed(player.solomon_piles)
    player.solomon_cards = kept
    # Decision: the pile not chosen goes to Private Collections.
    state.private_collections += other
    player.solomon_piles = []
    applying.emit("solomon_chosen", seat=seat, pile=action.pile, cards=kept)
    if seat == state.starting_player:
        _start_solomon(state, state.other_player)
    else:
        state.solomon_for = None
        _start_learning(state)


def _start_learning(state: SagaState) -> None:
    _enter(state, "spring_learning_deal")


def _deal_learning(applying: Applying[SagaState], action: act.DealLearningBooster) -> None:
    state = applying.state
    state.booster = _draw(state, "core_pool", LEARNING_CORE, applying.rng, applying.events) + _draw(
        state, "occasional_pool", LEARNING_OCCASIONAL, applying.rng, applying.events
    )
    applying.emit(
        "learning_booster_dealt",
        seat=state.loser,
        count=len(state.booster),
        secret={"cards": list(state.booster)},
        to=[state.loser],
    )
    _enter(state, "spring_loser_picks", [state.loser])


def _pick(applying: Applying[SagaState], action: act.Pick) -> None:
    state, seat = applying.state, applying.seat
    _distinct(action.cards, "cards")
    due = picks_due(state)
    if len(action.cards) != due:
        raise InvalidInput(f"pick exactly {due} cards, not {len(action.cards)}", field="cards")
    _require_in(action.cards, state.booster, "in the booster", "cards")
    state.booster = [c for c in state.booster if c not in action.cards]
    state.players[seat].sideboard += action.cards
    applying.emit("picked", seat=seat, count=due, secret={"cards": list(action.cards)}, to=[seat])
    if state.step == "spring_loser_picks":
        applying.emit(
            "booster_passed", seat=state.duel_winner, secret={"cards": list(state.booster)}, to=[state.duel_winner]
        )
        _enter(state, "spring_winner_picks", [state.duel_winner])
        return
    state.private_collections += state.booster
    applying.emit("booster_leftovers", to_private_collections=state.booster)
    state.booster = []
    _enter(state, "summer_deal")


def _new_year(state: SagaState) -> None:
    state.timeline.append(_point(state))
    state.year += 1
    state.theme, state.next_theme = state.next_theme, None
    state.duel_winner = None
    state.games = []
    state.play_first = None
    _set_step(state, "fall_register", _in_order(state))


HANDLERS: dict[str, Handler[Applying[SagaState]]] = {
    "register_deck": _register,
    "choose_play_draw": _play_draw,
    "report_skirmish": _report,
    "sell_proof_of_concept": _proof_of_concept,
    "insure": _insure,
    "hire_thief": _hire_thief,
    "steal": _steal,
    "decline_thief": _decline_thief,
    "buy": _buy,
    "pass": _pass,
    "report_duel_game": _report,
    "confirm_result": _answer,
    "dispute_result": _answer,
    "force_sale": _force_sale,
    "sell_trending": _sell_trending,
    "solomon_split": _solomon_split,
    "solomon_choose": _solomon_choose,
    "pick": _pick,
    "deal_boosters": _deal_boosters,
    "deal_market": _deal_market,
    "deal_fair": _deal_fair,
    "deal_theme": _deal_theme,
    "deal_learning_booster": _deal_learning,
}


# -- corrections ---------------------------------------------------------------------------------
# One level, as in the auction: the last player action, with the table's deals after it, is taken
# back by its actor alone while nothing was revealed since, and otherwise with both players'
# consent (propose_undo, consent_undo; refuse_undo drops the proposal). The state before it is
# restored whole, so no gold is created and no card lost; the Rng is not rewound. A gold
# adjustment is proposed with a reason and booked in the ledger when the other player consents;
# it is then taken back only by consent. Any other action drops a pending proposal. Corrections
# go on after the saga is won, by consent only: a wrong report of the deciding game is corrected
# like any other, but no player takes back the saga's end alone.

CORRECTIONS = (
    "undo",
    "propose_undo",
    "consent_undo",
    "refuse_undo",
    "adjust_gold",
    "consent_adjustment",
    "refuse_adjustment",
)


CORRECTION_WORDS = {"undo": "an undo", "adjust_gold": "a gold adjustment"}  # a proposal's kind, in words


def correction_refusal(state: SagaState, seat: int, kind: str) -> IllegalAction | None:
    """Why `seat` may not send the correction `kind` now (None: it may)."""
    proposal = state.proposal
    pending = None if proposal is None else CORRECTION_WORDS[proposal.kind]
    if kind == "undo":
        return undo_refusal(state.undo, seat, who_agrees="both players")
    if kind == "propose_undo":
        return proposal_refusal(state.undo, seat, pending)
    if kind == "adjust_gold":
        return pending_refusal(pending)
    answered = CORRECTION_WORDS["undo" if kind.endswith("_undo") else "adjust_gold"]
    agreed = proposal is not None and proposal.by == seat and kind.startswith("consent")
    return proposal_answer_refusal(pending, answered, agreed=agreed)


# -- checks: why a seat may not send an action type now (None: it may), shared by legal_actions
# and apply (tabletop.rules.engine.Engine.refusal) ----------------------------------------------------


def _names(state: SagaState, seats: list[int]) -> str:
    return " and ".join(state.players[s].name for s in seats) or "the table"


def pending_deal(state: SagaState) -> act.SystemAction | None:
    """The deal the table must make now, if any."""
    deal = SYSTEM_STEPS.get(state.step)
    return None if deal is None or state.ending is not None else deal()


def player_refusal(state: SagaState, seat: Seat) -> IllegalAction | None:
    if seat not in (0, 1):
        return InvalidInput(f"seat {seat} does not play this saga", field="seat")
    pending = pending_deal(state)
    if pending is not None:
        return IllegalAction(f"the table must first {act.action_type(pending)}", code="waiting_for_deal")
    return None


def step_check(kind: str) -> Check:
    """A decision of a step: the saga goes on and waits on the seat, in a step that takes it."""

    def check(state: SagaState, seat: Seat) -> IllegalAction | None:
        if state.ending is not None:
            return state.ending.refusal()
        refusal = player_refusal(state, seat)
        if refusal is not None:
            return refusal
        if kind in ANSWERS:  # the reporter, or nothing to answer: said as every format says it
            refusal = answer_refusal(state.report, seat, state.waiting_on)
            if refusal is not None:
                return refusal
        if seat not in state.waiting_on:
            return NotYourTurn(f"the saga waits on {_names(state, state.waiting_on)}, not seat {seat}")
        if kind not in _step_actions(state):
            return WrongPhase(f"{kind} is not allowed in {state.step} (expected {state.decision})")
        return None

    return check


def deal_check(kind: str) -> Check:
    """A deal: the table's, when the saga waits on it."""

    def check(state: SagaState, seat: Seat) -> IllegalAction | None:
        if state.ending is not None:
            return state.ending.refusal()
        if seat is not None:
            return IllegalAction(f"{kind} is done by the table, not a player", code="not_a_player_action")
        pending = pending_deal(state)
        if pending is None or act.action_type(pending) != kind:
            return IllegalAction(f"{kind} is not pending (step {state.step})", code="not_pending")
        return None

    return check


def correction_check(kind: str) -> Check:
    def check(state: SagaState, seat: Seat) -> IllegalAction | None:
        return player_refusal(state, seat) or correction_refusal(state, seat, kind)

    return check


STEP_CHECKS = {kind: step_check(kind) for kinds in (*STEP_ACTIONS.values(), ANSWERS) for kind in kinds}
OTHER_CHECKS = {kind: deal_check(kind) for kind in (act.action_type(deal()) for deal in SYSTEM_STEPS.values())} | {
    kind: correction_check(kind) for kind in CORRECTIONS
}
CHECKS: dict[str, Check] = STEP_CHECKS | OTHER_CHECKS
# The checks worth asking in each step: a step's own decisions, the deals and the corrections.
CHECKS_IN_STEP = {
    step: {kind: STEP_CHECKS[kind] for kind in kinds} | OTHER_CHECKS for step, kinds in STEP_ACTIONS.items()
}
CHECKS_ANSWERING = {kind: STEP_CHECKS[kind] for kind in ANSWERS} | OTHER_CHECKS


def _gold_adjustment(state: SagaState, seat: int, action: act.AdjustGold) -> Proposal:
    target = state.players[action.seat]
    if action.delta == 0:
        raise InvalidInput("an adjustment of 0 gold changes nothing", field="delta")
    if target.gold + action.delta < 0:
        raise NotEnough(f"{target.name} has {target.gold} gold: {action.delta} would leave less than 0", field="delta")
    return Proposal(kind="adjust_gold", by=seat, seat=action.seat, delta=action.delta, reason=action.reason)


def _shows_hidden_cards(action: Any) -> bool:
    """Whether an action shows its actor hidden cards without drawing from the Rng: a thief
    hired on the opponent's sideboard browses it."""
    return isinstance(action, act.HireThief) and action.source == "opponent"


# -- the engine ----------------------------------------------------------------------------


class SagaEngine(Engine[SagaState]):
    kind = "saga"
    # 0.7: the shared ledger entry (with its action's number) and undo record; 0.8: the shared ending,
    # the undo record without the ledger
    ruleset_version = "saga-0.8"
    settings_type = Settings
    action_type = act.Action
    event_type = events.Event
    state_type = SagaState
    views = views
    view_type = views.SagaView
    checks = CHECKS

    def setup(self, settings: Any, cards: list[Card], seat_names: list[str], rng: Rng) -> SagaState:
        if not isinstance(settings, Settings):
            settings = self.parse_settings(settings)
        if len(seat_names) != 2:
            raise InvalidInput(f"a saga has 2 players, not {len(seat_names)}", field="seat_names")
        cards = [msgspec.structs.replace(card, id=i) for i, card in enumerate(cards)]
        problems = cube_problems(cards)
        if problems:
            raise IllegalAction("the cube is too small: " + "; ".join(problems), code="cube_too_small")

        colors = [rng.choice(COLORS) for _ in seat_names]
        modules = _modules(cards)
        state = SagaState(
            settings=settings,
            cards=cards,
            modules=modules is not None,
            players=[Player(name=n, primary_color=c) for n, c in zip(seat_names, colors, strict=True)],
        )
        if modules is None:
            split = tuple(sum(x) for x in zip(*STARTING_SPLIT.values(), strict=True))
            parts = [("general_pool", cards, split, CORE_POOL_SIZE + OCCASIONAL_POOL_SIZE)]
        else:
            parts = [
                ("core_pool", modules["core"], STARTING_SPLIT["core"], CORE_POOL_SIZE),
                (
                    "occasional_pool",
                    modules["occasional"],
                    STARTING_SPLIT["occasional"],
                    OCCASIONAL_POOL_SIZE,
                ),
            ]
        placed: set[int] = set()
        for pile, module_cards, module_split, size in parts:
            groups = _groups(module_cards)
            for ids in groups.values():
                rng.shuffle(ids)
            for player, pool in zip(state.players, _starting_pools(groups, module_split, colors), strict=True):
                player.sideboard += pool
                placed.update(pool)
            rest = [card.id for card in module_cards if card.id not in placed]
            rng.shuffle(rest)
            setattr(state, pile, rest[:size])
            placed.update(rest[:size])
        # Cards beyond Appendix A's numbers (and without a module in a modular cube) stay out.
        state.unused = [card.id for card in cards if card.id not in placed]
        state.theme_deck = theme_deck()
        rng.shuffle(state.theme_deck)
        state.starting_player = rng.randbelow(2)
        state.step = "setup"
        for seat, gold in zip(_in_order(state), STARTING_GOLD, strict=True):
            _gain(state, seat, gold, "starting gold")
        _enter(state, "fall_register", _in_order(state))
        return state

    # -- the rules ---------------------------------------------------------------------
    def checks_now(self, state: SagaState, seat: Seat) -> dict[str, Check]:
        if state.report is not None:
            return CHECKS_ANSWERING
        return CHECKS_IN_STEP.get(state.step, OTHER_CHECKS)

    def system_action(self, state: SagaState) -> Any | None:
        return pending_deal(state)

    def waiting_on(self, state: SagaState) -> list[int]:
        return list(state.waiting_on)

    def waits_for(self, state: SagaState, seat: int) -> str:
        return views.ask_of(state) if seat in state.waiting_on else ""

    def apply(self, state: SagaState, seat: Seat, action: Any, rng: Rng) -> Outcome[SagaState]:
        require(self.refusal(state, seat, action))
        kind = act.action_type(action)
        if kind in act.CORRECTION_TYPES:
            return self._correct(state, seat, kind, action)
        new = editable_copy(state)
        new.seq += 1
        new.proposal = None  # any other action drops a pending proposal
        counter = rng.counter
        outcome = handle(HANDLERS, Applying(new, seat, rng), action)
        if seat is None:  # a deal revealed cards: the last player action is now taken back by consent
            new.undo = None if state.undo is None else msgspec.structs.replace(state.undo, alone=False)
        else:  # alone while nothing new was revealed (no draw from the Rng, no hidden card shown)
            # and the saga goes on: its end is taken back only by consent
            alone = rng.counter == counter and not _shows_hidden_cards(action) and new.ending is None
            new.undo = record_before(state, actor=seat, action=kind, alone=alone, proposal=None)
        return outcome

    def _correct(self, state: SagaState, seat: Seat, kind: str, action: Any) -> Outcome[SagaState]:
        """Undo, and the corrections both players agree to (see `correction_refusal`)."""
        if kind in ("undo", "consent_undo"):
            back = restored(state.undo, state)
            back.seq += 1  # the count of actions only grows
            undone = {"type": "undone", "seat": seat, "of": state.undo.actor, "action": state.undo.action}
            return Outcome(back, [{**undone, "by_consent": kind == "consent_undo"}])
        new = editable_copy(state)
        new.seq += 1
        new.proposal = None
        if kind == "propose_undo":
            new.proposal = Proposal(kind="undo", by=seat)
            event = {"type": "undo_proposed", "seat": seat, "of": state.undo.actor, "action": state.undo.action}
        elif kind == "adjust_gold":
            new.proposal = _gold_adjustment(state, seat, action)
            event = {"type": "gold_adjustment_proposed", "seat": seat, "for": action.seat, "delta": action.delta}
            event["reason"] = action.reason
        elif kind == "consent_adjustment":
            proposal = state.proposal
            by, agreed = state.players[proposal.by].name, state.players[seat].name
            _gain(new, proposal.seat, proposal.delta, f"adjusted: {proposal.reason} (by {by}, agreed by {agreed})")
            new.undo = record_before(state, actor=proposal.by, action="adjust_gold", alone=False, proposal=None)
            event = {"type": "gold_adjusted", "seat": proposal.seat, "delta": proposal.delta, "by": proposal.by}
            event.update(agreed_by=seat, reason=proposal.reason)
        else:
            event = {"type": "undo_refused" if kind == "refuse_undo" else "gold_adjustment_refused", "seat": seat}
        return Outcome(new, [event])

    # -- promises ----------------------------------------------------------------------
    def invariant_problems(self, state: SagaState) -> list[str]:
        problems = unbooked(state.ledger, [player.gold for player in state.players], "gold")
        for player in state.players:
            if player.gold < 0:
                problems.append(f"{player.name} has negative gold ({player.gold})")
            if not 0 <= player.vp <= VP_TO_WIN:
                problems.append(f"{player.name} has {player.vp} VP")
        at_four = [p.name for p in state.players if p.vp >= VP_TO_WIN]
        if len(at_four) > 1:
            problems.append(f"more than one player at {VP_TO_WIN} VP: {at_four}")
        if (state.ending is None) != (not at_four):
            problems.append(f"the ending {state.ending} disagrees with VPs {[p.vp for p in state.players]}")
        if state.year > LAST_YEAR:
            problems.append(f"year {state.year} is past year {LAST_YEAR}")
        if state.proposal is not None and state.proposal.kind == "undo" and state.undo is None:
            problems.append("an undo is proposed with nothing to undo")
        return problems + find_misplaced_cards(range(len(state.cards)), places(state))


def places(state: SagaState) -> dict[str, list[int]]:
    """Every place a card can be, by name."""
    where: dict[str, list[int]] = {
        name: getattr(state, name)
        for name in (
            "core_pool",
            "occasional_pool",
            "general_pool",
            "private_collections",
            "unused",
            "booster",
        )
    }
    where["market"] = [card for row in state.market for card in row if card is not None]
    for seat, player in enumerate(state.players):
        where[f"deck {seat}"] = player.deck
        where[f"sideboard {seat}"] = player.sideboard
        where[f"trending {seat}"] = [t.card for t in player.trending]
        where[f"solomon {seat}"] = (
            player.solomon_offer + player.solomon_cards + [c for pile in player.solomon_piles for c in pile]
        )
    return where

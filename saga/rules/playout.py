"""Random legal decisions, to play whole sagas in tests and benchmarks."""

from __future__ import annotations

from tabletop.rules.rng import Rng

from . import actions as act
from .engine import CORRECTIONS, correction_refusal, deck_facts
from .state import THIEF_FEE, SagaState, picks_due, price, thief_pile
from .themes import COLORS, COMMANDER, STIPULATION, color_identity, theme_for

_DISPUTE_ONE_IN = 6
_PREFER_BUY = 3  # out of 4: buy when something is affordable, so markets do move cards


def random_decision(state: SagaState, seat: int, rng: Rng) -> act.PlayerAction | None:
    """A random legal action of the step for `seat`, or None when the saga does not wait on it
    (corrections come from `random_correction`)."""
    if state.ending is not None or seat not in state.waiting_on:
        return None
    if state.report is not None:  # mostly confirmed: a dispute sends the game back to reporting
        return act.DisputeResult() if not rng.randbelow(_DISPUTE_ONE_IN) else act.ConfirmResult()
    return _DECIDERS[state.step](state, seat, rng)


def random_correction(state: SagaState, seat: int, rng: Rng) -> act.PlayerAction | None:
    """A random correction `seat` may send now (an answer to a pending proposal among them), or
    None when there is none."""
    kinds = [kind for kind in CORRECTIONS if correction_refusal(state, seat, kind) is None]
    if not kinds:
        return None
    kind = rng.choice(kinds)
    if kind != "adjust_gold":
        return _CORRECTION_TYPES[kind]()
    target = rng.randbelow(2)
    deltas = [d for d in range(-min(3, state.players[target].gold), 4) if d]
    return act.AdjustGold(seat=target, delta=rng.choice(deltas), reason="a random correction")


_CORRECTION_TYPES = {cls.__struct_config__.tag: cls for cls in act.PlayerAction.__args__}


def _random_subset(ids: list[int], rng: Rng, at_most: int | None = None) -> list[int]:
    limit = len(ids) if at_most is None else min(at_most, len(ids))
    return rng.sample(ids, rng.randint(0, limit))


# Orders of preference for decks that try to follow a stipulation (lower first): a color, no
# primary color, artifacts, enchantments, creatures first or last, low or high mana values.
_LEANINGS = (
    *(lambda card, player, c=color: c not in card.colors for color in COLORS),
    lambda card, player: player.primary_color in card.colors,
    lambda card, player: "Artifact" not in card.types,
    lambda card, player: "Enchantment" not in card.types,
    lambda card, player: not card.is_creature,
    lambda card, player: card.is_creature,
    lambda card, player: card.mana_value,
    lambda card, player: -card.mana_value,
)
_TRIES = 6  # decks tried before a player gives up following a stipulation


def _register(state: SagaState, seat: int, rng: Rng) -> act.RegisterDeck:
    player = state.players[seat]
    pool = player.deck + player.sideboard
    size = min(len(pool), rng.randint(15, 25))
    cards = rng.sample(pool, size)
    basics = {"Plains": max(0, 40 - size) + rng.randint(0, 12)}
    theme = None if state.theme is None else theme_for(state.theme)
    if theme is not None and theme.name == COMMANDER and rng.randbelow(2):
        return _commander_deck(state, seat, pool, basics, rng) or act.RegisterDeck(cards=cards, basics=basics)
    if theme is None or state.season != "spring" or theme.kind != STIPULATION:
        return act.RegisterDeck(cards=cards, basics=basics)
    if not rng.randbelow(2):
        return act.RegisterDeck(cards=cards, basics=basics, follow_theme=False)
    if theme.check is None:  # declared by the player
        count = rng.randint(0, 5) if theme.reward and theme.reward.life_per_card_above is not None else None
        return act.RegisterDeck(cards=cards, basics=basics, follow_theme=True, theme_count=count)
    total = size + basics["Plains"]
    for leaning in [None, *rng.sample(list(_LEANINGS), _TRIES - 1)]:
        if leaning is not None:  # the pool shuffled, then sorted by the leaning (a stable sort)
            shuffled = list(pool)
            rng.shuffle(shuffled)
            cards = sorted(shuffled, key=lambda c, lean=leaning: lean(state.cards[c], player))[:size]
        if not theme.check(deck_facts(state, seat, cards, total, None)):
            return act.RegisterDeck(cards=cards, basics=basics, follow_theme=True)
    return act.RegisterDeck(cards=cards, basics=basics, follow_theme=False)


def _commander_deck(state: SagaState, seat: int, pool: list[int], basics: dict, rng: Rng) -> act.RegisterDeck | None:
    """A deck led by one of the pool's legendary creatures, with at most 7 cards outside its color
    identity; None when the pool has no legendary creature."""
    legends = [c for c in pool if state.cards[c].is_legendary_creature]
    if not legends:
        return None
    commander = rng.choice(legends)
    identity = color_identity(state.cards[commander])
    inside = [c for c in pool if c != commander and color_identity(state.cards[c]) <= identity]
    outside = [c for c in pool if c != commander and c not in inside]
    cards = [commander, *rng.sample(inside, min(len(inside), 20)), *rng.sample(outside, min(len(outside), 7))]
    return act.RegisterDeck(cards=cards, basics={"Plains": max(0, 40 - len(cards))}, commander=commander)


def _market(state: SagaState, seat: int, rng: Rng) -> act.Buy | act.Pass:
    gold = state.players[seat].gold
    slots = [
        (r, c)
        for r, row in enumerate(state.market)
        for c, card in enumerate(row)
        if card is not None and price(c) <= gold
    ]
    if slots and rng.randbelow(4) < _PREFER_BUY:
        row, column = rng.choice(slots)
        return act.Buy(row=row, column=column)
    return act.Pass()


def _trending(state: SagaState, seat: int, rng: Rng) -> act.SellTrending:
    return act.SellTrending(cards=_random_subset([t.card for t in state.players[seat].trending], rng))


def _force(state: SagaState, seat: int, rng: Rng) -> act.ForceSale:
    cards = [t.card for t in state.players[state.duel_winner].trending]
    return act.ForceSale(card=rng.choice([None, *cards]))


def _thief(state: SagaState, seat: int, rng: Rng) -> act.HireThief | act.DeclineThief:
    piles = [("private_collections", state.private_collections), ("opponent", state.players[1 - seat].sideboard)]
    sources = [source for source, pile in piles if pile]
    if state.players[seat].gold < THIEF_FEE or not sources or rng.randbelow(2):
        return act.DeclineThief()
    return act.HireThief(source=rng.choice(sources))


def _steal(state: SagaState, seat: int, rng: Rng) -> act.Steal:
    return act.Steal(card=rng.choice(thief_pile(state)))


def _insure(state: SagaState, seat: int, rng: Rng) -> act.Insure:
    player = state.players[seat]
    uninsured = [c for c in player.deck + player.sideboard if c not in player.insured]
    return act.Insure(cards=_random_subset(uninsured, rng, at_most=min(3, player.gold)))


def _solomon_split(state: SagaState, seat: int, rng: Rng) -> act.SolomonSplit:
    return act.SolomonSplit(pile_a=_random_subset(state.players[state.solomon_for].solomon_offer, rng))


def _play_draw(state: SagaState, seat: int, rng: Rng) -> act.ChoosePlayDraw:
    return act.ChoosePlayDraw(play=rng.randbelow(2) == 1)


def _skirmish(state: SagaState, seat: int, rng: Rng) -> act.ReportSkirmish:
    return act.ReportSkirmish(winner=rng.choice([None, 0, 1]))


def _proof_of_concept(state: SagaState, seat: int, rng: Rng) -> act.SellProofOfConcept:
    return act.SellProofOfConcept(cards=_random_subset(state.players[seat].deck, rng, at_most=4))


def _duel_game(state: SagaState, seat: int, rng: Rng) -> act.ReportDuelGame:
    return act.ReportDuelGame(winner=rng.randbelow(2))


def _solomon_choose(state: SagaState, seat: int, rng: Rng) -> act.SolomonChoose:
    return act.SolomonChoose(pile=rng.choice(["a", "b"]))


def _pick(state: SagaState, seat: int, rng: Rng) -> act.Pick:
    return act.Pick(cards=rng.sample(state.booster, picks_due(state)))


_DECIDERS = {
    "fall_register": _register,
    "fall_play_draw": _play_draw,
    "fall_skirmish": _skirmish,
    "fall_proof_of_concept": _proof_of_concept,
    "winter_insurance": _insure,
    "winter_thief": _thief,
    "winter_thief_steal": _steal,
    "winter_market": _market,
    "spring_register": _register,
    "spring_play_draw": _play_draw,
    "spring_duel": _duel_game,
    "spring_force_sale": _force,
    "spring_loser_sells": _trending,
    "spring_winner_sells": _trending,
    "spring_solomon_split": _solomon_split,
    "spring_solomon_choose": _solomon_choose,
    "spring_loser_picks": _pick,
    "spring_winner_picks": _pick,
    "summer_fair": _market,
}

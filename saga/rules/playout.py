"""Random legal decisions, to play whole sagas in tests and benchmarks."""

from __future__ import annotations

from tabletop.rng import Rng

from . import actions as act
from .engine import THIEF_FEE, picks_due, thief_pile
from .state import SagaState, price
from .themes import STIPULATION, DeckFacts, theme_for

_PREFER_BUY = 3  # out of 4: buy when something is affordable, so markets do move cards


def random_decision(state: SagaState, seat: int, rng: Rng) -> act.PlayerAction | None:
    """A random legal action for `seat`, or None when the saga does not wait on it (undo is never
    chosen: it is tested on its own)."""
    if state.winner is not None or seat not in state.waiting_on:
        return None
    return _DECIDERS[state.step](state, seat, rng)


def _random_subset(ids: list[int], rng: Rng, at_most: int | None = None) -> list[int]:
    limit = len(ids) if at_most is None else min(at_most, len(ids))
    return rng.sample(ids, rng.randint(0, limit))


def _register(state: SagaState, seat: int, rng: Rng) -> act.RegisterDeck:
    player = state.players[seat]
    pool = player.deck + player.sideboard
    cards = rng.sample(pool, min(len(pool), rng.randint(15, 25)))
    basics = {"Plains": 40 - len(cards) + rng.randint(0, 3)} if len(cards) < 40 else {}
    theme = None if state.theme is None else theme_for(state.theme)
    follow = None
    if theme is not None and state.season == "spring" and theme.kind == STIPULATION:
        follow = rng.randbelow(2) == 1
        if follow and theme.check is not None:
            facts = DeckFacts(
                cards=[state.cards[c] for c in cards],
                size=len(cards) + sum(basics.values()),
                primary_color=player.primary_color,
                last_duel_cards=_last_duel(state, seat),
            )
            follow = not theme.check(facts)
    return act.RegisterDeck(cards=cards, basics=basics, follow_theme=follow)


def _last_duel(state: SagaState, seat: int):
    spring = [r for r in state.players[seat].registrations if r.season == "spring"]
    return [state.cards[c] for c in spring[-1].cards] if spring else []


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

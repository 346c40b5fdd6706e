"""An imported game's cards are held to what a cube's are: a crafted export carried cards of its
own making in initial_state.cards (and state.cards, to match), and the import took them as they
were, where a cube upload refuses a card whose name is not one line of visible text and drops a
picture address off CARD_IMAGE_HOSTS (cards.services.safe_image_url: a phone must never fetch
from an address a player chose, which would tell its owner which hidden card each phone shows).
Such a card is now refused (422 bad_export naming the card and the field), nothing written."""

import copy

import pytest
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube
from tabletop.models import Game

pytestmark = pytest.mark.django_db


@pytest.fixture
def exported():
    load_demo()
    client = APIClient()
    cube = Cube.objects.get(name="Demo auction block").pk
    created = client.post("/api/v1/auctions/", {"seats": ["Ann", "Bob"], "cube": cube}, format="json").json()
    host = APIClient()
    host.credentials(HTTP_AUTHORIZATION=f"Seat {created['host_token']}")
    for number in range(2):
        token = client.post("/api/v1/join/", {"code": created["join_code"], "seat": number}, format="json").json()
        phone = APIClient()
        phone.credentials(HTTP_AUTHORIZATION=f"Seat {token['token']}")
        assert phone.patch(f"/api/v1/auctions/{created['id']}/seats/me/", {"allows_export": True}, format="json")
    document = host.get(f"/api/v1/auctions/{created['id']}/export/").json()
    assert document["version"] == 0 and document["initial_state"]["cards"], document
    return document


def with_card_fact(document: dict, field: str, value: object) -> dict:
    document = copy.deepcopy(document)
    for where in ("initial_state", "state"):  # the same card in both, as an honest export holds it
        document[where]["cards"][3][field] = value
    return document


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("name", "Evil\u202eName", "text direction control (U+202E)"),
        ("name", "\u200b", "shows nothing"),
        ("name", "Two\nLines", "control character (U+000A)"),
        ("image_url", "https://tracker.example/ann.png", "cards.scryfall.io"),
        ("image_url", "http://cards.scryfall.io/a.jpg", "https"),
        ("image_url", "javascript:alert(1)", "https"),
        ("scryfall_id", "../../admin/", "not a Scryfall id"),  # a phone builds its image's address from it
        ("scryfall_id", "0C3F372D-259D-4A31-9491-2D369B3F3F8B", "not a Scryfall id"),
    ],
)
def test_an_imported_card_no_cube_could_hold_is_refused(exported, field, value, words):
    before = Game.objects.count()
    answer = APIClient().post("/api/v1/auctions/import/", with_card_fact(exported, field, value), format="json")
    assert answer.status_code == 422, answer.content
    body = answer.json()
    assert (body["code"], body["field"]) == ("bad_export", f"initial_state.cards[3].{field}"), body
    assert words in body["message"], body
    assert Game.objects.count() == before


@pytest.mark.parametrize(
    ("field", "value", "words", "code", "where"),
    [
        ("oracle_text", "Draw a card. " * 1000, "oracle_text is 13,000 characters long", "too_long", ".oracle_text"),
        ("mana_value", 1e300, "is not a number from 0 to", "bad_export", ""),
        ("mana_value", -5, "is not a number from 0 to", "bad_export", ""),
        ("type_line", "Creature " * 100, "type_line is 900 characters long", "too_long", ".type_line"),
    ],
)
def test_an_imported_card_whose_facts_no_catalogue_keeps_is_refused(exported, field, value, words, code, where):
    """Its rules text (sent to every phone shown the card) as long as a cube's may be, and the rest
    as the catalogue keeps them (cards.parsing.facts.unstorable); a text too long is named, and
    refused before it is read (tests/test_size_before_work.py)."""
    before = Game.objects.count()
    answer = APIClient().post("/api/v1/auctions/import/", with_card_fact(exported, field, value), format="json")
    assert answer.status_code == 422, answer.content
    body = answer.json()
    assert (body["code"], body["field"]) == (code, f"initial_state.cards[3]{where}"), body
    assert words in body["message"], body
    assert Game.objects.count() == before


def test_the_untouched_export_imports(exported):
    answer = APIClient().post("/api/v1/auctions/import/", exported, format="json")
    assert answer.status_code == 201, answer.content

"""An imported game's cards are held to what a cube's are: a crafted export carried cards of its
own making in initial_state.cards (and state.cards, to match), and the import took them as they
were, where a cube upload refuses a card whose name is not one line of visible text and drops a
picture address off CARD_IMAGE_HOSTS (cards.services.safe_image_url: a phone must never fetch
from an address a player chose, which would tell its owner which hidden card each phone shows).
Such a card is now refused (422 bad_export naming the card and the field), nothing written."""

import copy

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube
from cards.parsing.facts import COLOR_CATEGORIES
from cards.selectors import fact_no_cube_holds
from tabletop.models import Game
from tabletop.rules.engine import Card as GameCard

pytestmark = pytest.mark.django_db


DEMO_TABLES = {  # each kind's demo cube and the seats its table takes
    "auctions": ("Demo auction block", ["Ann", "Bob"]),
    "battlers": ("Demo battler cube", ["Ann", "Bob", "Cid", "Dee"]),
}


@pytest.fixture
def exported():
    return export_of("auctions")


def export_of(plural: str) -> dict:
    """A new table of the kind's demo cube, exported by its host (every seat allows it)."""
    load_demo()
    client = APIClient()
    cube_name, seats = DEMO_TABLES[plural]
    cube = Cube.objects.get(name=cube_name).pk
    created = client.post(f"/api/v1/{plural}/", {"seats": seats, "cube": cube}, format="json").json()
    host = APIClient()
    host.credentials(HTTP_AUTHORIZATION=f"Seat {created['host_token']}")
    for number in range(len(seats)):
        token = client.post("/api/v1/join/", {"code": created["join_code"], "seat": number}, format="json").json()
        phone = APIClient()
        phone.credentials(HTTP_AUTHORIZATION=f"Seat {token['token']}")
        assert phone.patch(f"/api/v1/{plural}/{created['id']}/seats/me/", {"allows_export": True}, format="json")
    document = host.get(f"/api/v1/{plural}/{created['id']}/export/").json()
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
        # a page writes the color into its markup (red team, 2026-12-07: it closed the attribute)
        ("colors", ['"><img src=x onerror=alert(7)>'], "is not a color"),
        ("colors", ["Q"], "is not a color"),
        ("colors", ["WU"], "is not a color"),
        ("colors", ["r"], "is not a color"),
        ("colors", ["R", "R"], "a color is named twice"),
        ("color_category", "Purple", "is not a color category"),
        ("module", "weird", "is not a module of a cube"),
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


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("name", 5, "initial_state.cards[3].name must be text, not a whole number"),
        ("mana_value", "x", "initial_state.cards[3].mana_value must be a decimal number, not text"),
        ("colors", "R", "initial_state.cards[3].colors must be a list, not text"),
        ("tags", [1], "initial_state.cards[3].tags[0] must be text, not a whole number"),
    ],
)
def test_an_imported_card_fact_of_the_wrong_type_is_named_in_words(exported, field, value, words):
    """Not in the JSON parser's terms (Expected `str`, got `int` - at `$[3].name`), nor as the whole
    initial state (red team, 2026-12-07)."""
    answer = APIClient().post("/api/v1/auctions/import/", with_card_fact(exported, field, value), format="json")
    assert answer.status_code == 422, answer.content
    body = answer.json()
    assert (body["code"], body["field"], body["message"]) == ("bad_export", words.split(" must")[0], words), body


def test_the_untouched_export_imports(exported):
    answer = APIClient().post("/api/v1/auctions/import/", exported, format="json")
    assert answer.status_code == 201, answer.content


def test_a_battlers_imported_card_of_no_color_is_refused():
    """The battler's page drew the hostile color of the red team's export into its tiles' markup."""
    document = export_of("battlers")
    before = Game.objects.count()
    answer = APIClient().post(
        "/api/v1/battlers/import/", with_card_fact(document, "colors", ['"><i class=pwn>c</i>']), format="json"
    )
    assert answer.status_code == 422, answer.content
    assert (answer.json()["code"], answer.json()["field"]) == ("bad_export", "initial_state.cards[3].colors")
    assert Game.objects.count() == before


@given(colors=st.lists(st.one_of(st.sampled_from("WUBRGCwubrg"), st.text(max_size=3)), max_size=6))
def test_a_cards_colors_pass_when_each_is_one_of_wubrg_once(colors):
    """What the catalogue's own cards hold (cards.parsing.facts.sort_colors) passes, and nothing else."""
    card = GameCard(id=0, name="Grizzly Bears", colors=colors)
    holdable = all(color in ("W", "U", "B", "R", "G") for color in colors) and len(set(colors)) == len(colors)
    assert (fact_no_cube_holds(card) is None) == holdable


@given(category=st.one_of(st.sampled_from(COLOR_CATEGORIES), st.text(max_size=12)))
def test_a_cards_color_category_passes_when_it_is_one_of_a_cubes(category):
    card = GameCard(id=0, name="Grizzly Bears", color_category=category)
    assert (fact_no_cube_holds(card) is None) == (category in ("", *COLOR_CATEGORIES))

"""A card's name is a line every phone at the table reads (the market, the auction block, the log:
"Ann bought <name> for 3"), as a seat's name is: a cube file whose cards carry their own facts
(Scryfall or Draftmancer JSON, a CubeCobra CSV) named a card with a line break, a right-to-left
override (which turns the rest of its line around: the price after it reads backwards) or
nothing visible at all (a zero-width space, two such cards reading alike), and the upload took
it. Each such line is now refused as a line problem naming why, as tabletop.rules.validation's
text_problem refuses a seat's name."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from cards.models import Cube
from tests.cards.online.cube_jobs import upload_cube

pytestmark = pytest.mark.django_db

HOSTILE = ["Evil\u202eName", "\u200b", "Two\nLines", "Ring\u0007"]


def scryfall_card(name: str) -> dict:
    return {
        "object": "card",
        "name": name,
        "type_line": "Creature — Elf",
        "cmc": 1,
        "colors": ["G"],
        "mana_cost": "{G}",
    }


def upload(client, content: bytes, filename: str, **fields):
    return upload_cube(client, {"file": SimpleUploadedFile(filename, content), "name": "Mine", **fields})


@pytest.mark.parametrize("name", HOSTILE)
def test_a_json_card_whose_name_no_one_can_read_is_refused(client, name):
    content = json.dumps([scryfall_card("Llanowar Elves"), scryfall_card(name)]).encode()
    answer = upload(client, content, "cube.json", format="scryfall-json")
    assert answer.status_code == 422, answer.content
    problems = answer.json()["problems"]
    assert len(problems) == 1 and problems[0]["line"] == 2, problems
    assert "its name" in problems[0]["reason"], problems
    assert not Cube.objects.filter(name="Mine").exists()


@pytest.mark.parametrize("name", [name for name in HOSTILE if "\n" not in name])  # the CSV's spaces are one
def test_a_csv_card_whose_name_no_one_can_read_is_refused(client, name):
    quoted = '"' + name.replace('"', '""') + '"'
    content = (
        "name,CMC,Type,Color,Color Category,board\r\n"
        '"Llanowar Elves",1,"Creature - Elf",G,Green,mainboard\r\n'
        f'{quoted},1,"Creature - Elf",G,Green,mainboard\r\n'
    ).encode()
    answer = upload(client, content, "cube.csv", format="cubecobra-csv")
    assert answer.status_code == 422, answer.content
    problems = answer.json()["problems"]
    assert len(problems) == 1 and "its name" in problems[0]["reason"], problems
    assert not Cube.objects.filter(name="Mine").exists()


def test_a_real_name_with_accents_and_punctuation_is_taken(client):
    names = ["Lim-Dûl's Vault", "Fire // Ice", "Æther Vial", "Ifh-Bíff Efreet"]
    answer = upload(client, json.dumps([scryfall_card(n) for n in names]).encode(), "c.json", format="scryfall-json")
    assert answer.status_code == 201, answer.content
    assert answer.json()["cards"] == 4


def test_a_card_whose_rules_text_is_longer_than_any_a_phone_is_sent_is_refused(client):
    """Rules text is kept in a column of any length, and every phone shown the card is sent it."""
    from cards.parsing.facts import MAX_ORACLE_TEXT

    long = scryfall_card("Llanowar Elves") | {"oracle_text": "x" * (MAX_ORACLE_TEXT + 1)}
    answer = upload(client, json.dumps([scryfall_card("Opt"), long]).encode(), "cube.json", format="scryfall-json")
    assert answer.status_code == 422, answer.content
    problems = answer.json()["problems"]
    assert len(problems) == 1 and f"oracle_text is {MAX_ORACLE_TEXT + 1:,} characters long" in problems[0]["reason"]

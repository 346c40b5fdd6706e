"""An import is held to what a create is held to for the words a table reads: its title and seat
names are one line of visible text, composed as the server keeps them, and no two seats read
alike. The import took them as the file said (only their length was checked), so a crafted export
made a table with a seat named by a right-to-left override, a title of two lines, or two seats
both called Ann, which a create refuses (tests/tabletop/test_text_a_table_reads.py)."""

import copy

import pytest
from rest_framework.test import APIClient

from tabletop.models import Game

pytestmark = pytest.mark.django_db


@pytest.fixture
def exported(table, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        table.act(table.whose_turn(), {"type": "add", "amount": 3})
    table.allow_export()
    return table.host.get(table.url + "export/").json()


ALIKE = "reads as seat 0's name: give each player a name of their own"


@pytest.mark.parametrize(
    ("seats", "title", "field", "words"),
    [
        (
            ["\u202eevil", "Bob"],
            "",
            "seats[0]",
            "holds a text direction control (U+202E), which turns the text around it",
        ),
        (["Ann", "\u200b"], "", "seats[1]", "shows nothing: it holds no visible character"),
        (["a\u0007b", "Bob"], "", "seats[0]", "holds a control character (U+0007): send one line of text"),
        (["Ann", "ANN"], "", "seats[1]", f"'ANN' {ALIKE}"),
        (["Amélie", "AMÉLIE"], "", "seats[1]", f"'AMÉLIE' {ALIKE}"),
        (["Ann", "Bob"], "Friday\nnight", "title", "holds a control character (U+000A): send one line of text"),
        (["Ann", "Bob"], "\u2068", "title", "holds a text direction control (U+2068), which turns the text around it"),
    ],
)
def test_an_import_with_a_name_no_one_can_read_is_refused_as_a_create_is(exported, seats, title, field, words):
    document = copy.deepcopy(exported)
    document["seats"], document["title"] = seats, title  # the counter's state holds no names
    before = Game.objects.count()
    answer = APIClient().post("/api/v1/counters/import/", document, format="json")
    assert answer.status_code == 400, answer.content
    body = answer.json()
    assert (body["code"], body["field"], body["message"]) == ("invalid_input", field, f"{field}: {words}")
    assert Game.objects.count() == before


@pytest.mark.parametrize("name", ["Ame\u0301lie", " Ann", "Ann "])
def test_an_import_with_a_name_not_as_a_create_keeps_it_is_refused(exported, name):
    """A create keeps names composed (NFC) and trimmed, so no export of this server holds another."""
    document = copy.deepcopy(exported)
    document["seats"] = [name, "Bob"]
    answer = APIClient().post("/api/v1/counters/import/", document, format="json")
    assert answer.status_code == 400, answer.content
    assert answer.json()["field"] == "seats[0]" and "composed" in answer.json()["message"]


def test_the_untouched_export_still_imports(exported):
    answer = APIClient().post("/api/v1/counters/import/", exported, format="json")
    assert answer.status_code == 201, answer.content
    assert [seat["name"] for seat in answer.json()["seats"]] == exported["seats"]

"""Every fact a card carries from a client (a game import's cards, a cube file's lines, a card
file's objects) has a limit, and its texts are lines a table can show. Red team: a battler import
whose card held `tags: ["t" * 1000000]`, 9,000 tags, or `type_line: "\u202etl"` was taken (201),
every view of the game then 0.9-1.4 MB instead of 22 KB, where a name was held to both. The facts
below are read from the structs and from cards.parsing.facts' tables (COLUMN_LIMITS, LIST_LIMITS),
so a fact added to a card without a limit fails here."""

import csv
import io
import json

import msgspec
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from rest_framework.test import APIClient

from cards.models import Cube
from cards.parsing import facts, scryfall
from cards.parsing.cubecobra_csv import CELL_FIELDS, CubeRow
from cards.parsing.facts import COLUMN_LIMITS, LIST_LIMITS, MOST_FACES, CardRecord
from cards.parsing.plaintext import TextRow
from tabletop.models import Game
from tabletop.rules import engine
from tests.cards.online.cube_jobs import upload_cube
from tests.tabletop.test_red_team7_import_cards import export_of, with_card_fact

CARD_STRUCTS = (engine.Card, engine.CardFace, CardRecord, facts.CardFace, CubeRow, TextRow)
RTL = "\u202e"


def kind_of(type_info: msgspec.inspect.Type) -> str | None:
    """ "text", "list" (of texts), "faces" (a list of structs), or None for a number or a flag."""
    if isinstance(type_info, msgspec.inspect.UnionType):  # a fact that may be None
        kinds = {kind_of(member) for member in type_info.types} - {None}
        return kinds.pop() if len(kinds) == 1 else None
    if isinstance(type_info, msgspec.inspect.StrType):
        return "text"
    if isinstance(type_info, msgspec.inspect.ListType):
        item = type_info.item_type
        return "faces" if isinstance(item, msgspec.inspect.StructType) else "list" if kind_of(item) == "text" else "?"
    return None


def card_facts(struct: type) -> list[tuple[str, str]]:
    """(fact, kind) of each text, list or faces a card struct carries."""
    fields = msgspec.inspect.type_info(struct).fields
    return [(field.name, kind) for field in fields if (kind := kind_of(field.type)) is not None]


def test_every_fact_a_card_carries_has_a_limit():
    for struct in CARD_STRUCTS:
        for fact, kind in card_facts(struct):
            limited = {"text": COLUMN_LIMITS, "list": LIST_LIMITS, "faces": {"faces": MOST_FACES}}.get(kind, {})
            assert fact in limited, f"{struct.__qualname__}.{fact} ({kind}) has no limit in cards.parsing.facts"


# -- the one check every path shares ---------------------------------------------------------------
def past_limits(fact: str, kind: str) -> list[tuple[object, str, str]]:
    """(value, where, words) of each way a fact is past its limit, or holds a direction control."""
    if kind == "text":
        return [("x" * (COLUMN_LIMITS[fact] + 1), fact, f"at most {COLUMN_LIMITS[fact]}"), (f"{RTL}1", fact, "U+202E")]
    if kind == "list":
        most, longest = LIST_LIMITS[fact]
        return [
            (["t"] * (most + 1), fact, f"at most {most}"),
            (["t" * (longest + 1)], f"{fact}[0]", f"at most {longest}"),
            ([f"{RTL}t"], f"{fact}[0]", "U+202E"),
        ]
    face = {"name": "Front", "type_line": f"{RTL}tl"}
    return [([face] * (MOST_FACES + 1), fact, f"at most {MOST_FACES}"), ([face], f"{fact}[0].type_line", "U+202E")]


RECORD_CASES = [(fact, *case) for fact, kind in card_facts(CardRecord) for case in past_limits(fact, kind)]


@pytest.mark.parametrize(("fact", "value", "where", "words"), RECORD_CASES)
def test_a_card_record_past_any_limit_is_unstorable(fact, value, where, words):
    """What every file, catalogue and online importer asks of a card before it keeps it."""
    if fact == "faces":
        value = [facts.CardFace(**face) for face in value]
    reason = facts.unstorable(CardRecord(**{"name": "Opt"} | {fact: value}))
    assert reason is not None and f"its {where} " in reason and words in reason, reason


# -- game imports -----------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def battler_export(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        from django.db import transaction

        with transaction.atomic():
            document = export_of("battlers")
            transaction.set_rollback(True)
    return document


IMPORT_CASES = [
    (fact, *case)
    for fact, kind in card_facts(engine.Card)
    for case in past_limits(fact, kind)
    if not (kind == "faces" and case[2] == "at most 4")  # the engine's struct bounds faces (below)
]


@pytest.mark.django_db
@pytest.mark.parametrize(("fact", "value", "where", "words"), IMPORT_CASES)
def test_an_imported_card_fact_past_its_limit_or_unreadable_is_refused(battler_export, fact, value, where, words):
    before = Game.objects.count()
    document = with_card_fact(battler_export, fact, value)
    answer = APIClient().post("/api/v1/battlers/import/", document, format="json")
    assert answer.status_code == 422, answer.content[:500]
    body = answer.json()
    field = f"initial_state.cards[3].{where}"
    code = "bad_export" if words == "U+202E" else "too_long"
    assert (body["code"], body["field"]) == (code, field), body
    assert body["message"].startswith("initial_state.cards[3]") and where in body["message"], body
    assert words in body["message"], body
    assert Game.objects.count() == before


@pytest.mark.django_db
def test_an_imported_card_of_too_many_faces_is_refused(battler_export):
    faces = [{"name": "Front"}] * (MOST_FACES + 1)
    answer = APIClient().post("/api/v1/battlers/import/", with_card_fact(battler_export, "faces", faces), format="json")
    assert answer.status_code == 422 and answer.json()["field"] == "initial_state.cards[3].faces", answer.content
    assert f"at most {MOST_FACES}" in answer.json()["message"]


@pytest.mark.django_db
def test_the_untouched_battler_export_imports(battler_export):
    answer = APIClient().post("/api/v1/battlers/import/", battler_export, format="json")
    assert answer.status_code == 201, answer.content


# -- cube files ---------------------------------------------------------------------------------------
def csv_file(column: str, cell: str) -> bytes:
    """A CubeCobra CSV of every column read: a good line, then one whose `column` holds `cell`."""
    good = {"name": "Opt", "cmc": "1", "type": "Instant", "color": "U", "color category": "Blue", "board": "mainboard"}
    good |= {"maybeboard": "false"}
    columns = list(CELL_FIELDS)
    written = io.StringIO()
    csv.writer(written).writerows(
        [columns, [good.get(c, "") for c in columns], [cell if c == column else good.get(c, "") for c in columns]]
    )
    return written.getvalue().encode()


# Each CSV column of free text with the fact it fills (a choice, such as the board, is refused as no choice)
CSV_TEXTS = {
    column: fact
    for column, fact in CELL_FIELDS.items()
    if column not in ("name", "color", "cmc", "color category", "board", "maybeboard")
}


def refused_upload(client, content: bytes, filename: str, format: str) -> str:
    answer = upload_cube(client, {"file": SimpleUploadedFile(filename, content), "name": "Mine", "format": format})
    assert answer.status_code == 422, answer.content[:500]
    assert answer.json()["code"] == "import_refused" and not Cube.objects.filter(name="Mine").exists()
    problems = answer.json()["problems"]
    assert len(problems) == 1 and problems[0]["line"] == (3 if format == "cubecobra-csv" else 2), problems
    return problems[0]["reason"]


@pytest.mark.django_db
@pytest.mark.parametrize(("column", "fact"), CSV_TEXTS.items())
def test_a_cube_csv_cell_no_table_can_show_is_refused(client, column, fact):
    reason = refused_upload(client, csv_file(column, f"{RTL}x"), "cube.csv", "cubecobra-csv")
    assert f"its {fact}" in reason and "U+202E" in reason, reason


@pytest.mark.django_db
@pytest.mark.parametrize("notes", ["line one\r\nline two", "line one\rline two", "line one\nline two", "a\tb"])
def test_a_cube_csv_note_over_lines_or_with_a_tab_is_taken(client, notes):
    """A spreadsheet's line break (\r\n) or a tab in a card's notes refused the whole file, as a
    control character, once every fact was read as a name is (red team)."""
    column = next(column for column, fact in CELL_FIELDS.items() if fact == "notes")
    answer = upload_cube(client, {"file": SimpleUploadedFile("c.csv", csv_file(column, notes)), "name": "Mine"})
    assert answer.status_code in (200, 201, 202), answer.content[:500]


MOST_TAGS, LONGEST_TAG = LIST_LIMITS["tags"]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("cell", "words"),
    [
        (
            ";".join(f"t{i}" for i in range(MOST_TAGS + 1)),
            f"tags holds {MOST_TAGS + 1} items; a card holds at most {MOST_TAGS}",
        ),
        (
            "t" * (LONGEST_TAG + 1),
            f"tags[0] is {LONGEST_TAG + 1} characters long; each of its tags is at most {LONGEST_TAG}",
        ),
    ],
)
def test_a_cube_csv_card_of_too_many_or_too_long_tags_is_refused(client, cell, words):
    reason = refused_upload(client, csv_file("tags", cell), "cube.csv", "cubecobra-csv")
    assert words in reason, reason


@pytest.mark.django_db
@pytest.mark.parametrize("key", [key for key in scryfall.CARD_TEXTS if key != "type"])  # "type": Draftmancer's
def test_a_card_file_text_no_table_can_show_is_refused(client, key):
    card = {"object": "card", "name": "Opt", "type_line": "Instant", "cmc": 1, "colors": ["U"], "mana_cost": "{U}"}
    content = json.dumps([card, card | {"name": "Ponder", key: f"{RTL}x"}]).encode()
    reason = refused_upload(client, content, "cube.json", "scryfall-json")
    assert f"its {scryfall.CARD_TEXTS[key]}" in reason and "U+202E" in reason, reason

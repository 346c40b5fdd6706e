import csv
import io
import xml.etree.ElementTree as ET

from cards.parsing.cubecobra_csv import parse_cubecobra_csv
from cards.parsing.exports import (
    CUBECOBRA_HEADER,
    export_cockatrice_deck,
    export_cubecobra_csv,
    export_plain_text,
)
from cards.parsing.facts import CardRecord
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

"""The importers on real files written by other people (see tests/fixtures/SOURCES.md)."""

import csv
from collections import Counter

from cards.parsing.catalogue import CardIndex
from cards.parsing.cubecobra_csv import parse_cubecobra_csv
from cards.parsing.detect import HEAD_SIZE, detect_format
from cards.parsing.exports import export_cubecobra_csv
from cards.parsing.plaintext import parse_plain_text
from cards.parsing.scryfall import CardReader, read_cards
from tests.shared_fixtures import FIXTURES

PAUPER = "cubecobra_csv_export_ThePauperCube__dunamismax.csv"
BOARDS_TEXT = "cubecobra_plaintext_export_with_board_headers__draftmancer_test.txt"
ARENA = "cube_list_plaintext_ArenaCubeDecember2022__draftmancer.txt"
SCRYFALL = "scryfall_cards_eld_100__cubecobra_fixture.json"
DRAFTMANCER = "draftmancer_format_mystery_booster_1939_cards__draftmancer.json"


def detect(path):
    with path.open("rb") as stream:
        return detect_format(path.name, stream.read(HEAD_SIZE))


def test_pauper_cube_csv():
    path = FIXTURES / PAUPER
    assert detect(path) == "cubecobra-csv"
    result = parse_cubecobra_csv(path.read_bytes())
    assert result.problems == []
    assert len(result.rows) == 450
    with path.open(newline="", encoding="utf-8") as stream:
        written = list(csv.DictReader(stream))
    assert [row.color_category for row in result.rows] == [line["Color Category"] for line in written]
    assert Counter(row.color_category for row in result.rows) == {
        "White": 68, "Blue": 68, "Black": 68, "Red": 68, "Green": 68,
        "Lands": 49, "Multicolored": 30, "Colorless": 21, "Hybrid": 10,
    }  # fmt: skip
    doomed = next(row for row in result.rows if row.name == "Doomed Traveler")
    assert doomed.tags == ["GTC Update", "token generator", "WR tokens", "WG tokens"]
    assert doomed.line == 4
    assert {row.board for row in result.rows} == {"mainboard"}
    assert next(row for row in result.rows if row.name == "Faerie Guidemother").type_line == "Creature - Faerie"
    assert parse_cubecobra_csv(export_cubecobra_csv(result.rows)).rows == result.rows


def test_cubecobra_text_export_keeps_mainboard_and_maybeboard_apart():
    path = FIXTURES / BOARDS_TEXT
    assert detect(path) == "text"
    result = parse_plain_text(path.read_bytes())
    assert result.problems == []
    assert Counter(row.board for row in result.rows) == {"mainboard": 246, "maybeboard": 340}
    assert (result.rows[0].name, result.rows[0].line) == ("Clockwork Drawbridge", 2)
    assert result.rows[246].line == 250  # the first card after "# maybeboard" on line 249


def test_arena_cube_list():
    path = FIXTURES / ARENA
    result = parse_plain_text(path.read_bytes())
    assert result.problems == []
    assert len(result.rows) == 550
    assert all(row.count == 1 and row.board == "mainboard" for row in result.rows)
    assert "Commit // Memory" in [row.name for row in result.rows]


def test_scryfall_cards_with_30_adventures():
    path = FIXTURES / SCRYFALL
    assert detect(path) == "scryfall-json"
    with path.open("rb") as stream:
        result = read_cards(stream)
    assert result.problems == []
    assert len(result.rows) + result.skipped["duplicate printing"] == 100
    assert len(result.rows) == 99  # one oracle card is printed twice
    with path.open("rb") as stream:
        every = list(CardReader(stream, unique=False))
    adventures = [record for record in every if record.layout == "adventure"]
    assert len(adventures) == 30
    for record in adventures:
        front, adventure = record.faces
        assert record.name == f"{front.name} // {adventure.name}"
        assert "Adventure" in adventure.type_line and "Adventure" in record.subtypes
        assert record.image_url.startswith("https://")
    ranger = next(record for record in every if record.name == "Oakhame Ranger // Bring Back")
    assert (ranger.color_category, ranger.mana_value, ranger.types) == ("Hybrid", 4, ["Creature", "Sorcery"])


def test_draftmancer_mystery_booster():
    path = FIXTURES / DRAFTMANCER
    assert detect(path) == "draftmancer-json"
    with path.open("rb") as stream:
        every = read_cards(stream, unique=False)
    assert every.format == "draftmancer-json"
    assert every.problems == []
    assert len(every.rows) == 1939
    with path.open("rb") as stream:
        unique = read_cards(stream)
    assert len(unique.rows) == 1938
    assert unique.skipped == {"duplicate printing": 1}  # Phantom Centaur 1292 and 1292†
    swiftspear = next(record for record in every.rows if record.name == "Monastery Swiftspear")
    assert swiftspear.type_line == "Creature — Human Monk"
    assert (swiftspear.color_category, swiftspear.mana_value, swiftspear.set_code) == ("Red", 1, "mb1")


def test_text_list_resolved_against_a_catalogue_reports_the_unknown():
    with (FIXTURES / DRAFTMANCER).open("rb") as stream:
        index = CardIndex(CardReader(stream))
    result = parse_plain_text((FIXTURES / ARENA).read_bytes(), resolve=index.canonical_name)
    assert len(result.rows) + len(result.problems) == 550
    assert result.rows and result.problems
    assert all(problem.reason.startswith("unknown card ") for problem in result.problems)
    assert all(index.get(row.name) for row in result.rows)

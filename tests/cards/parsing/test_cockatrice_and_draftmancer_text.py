"""Cockatrice decks (.cod, our own exporter's and Cockatrice's) and Draftmancer's own cube lists
(text with [Settings] and slot sections) are detected and read; bad input is refused naming the
line, never a crash."""

import pytest

from cards.parsing.cockatrice import MAX_DEPTH, parse_cockatrice
from cards.parsing.common import ImportFailed
from cards.parsing.detect import detect_format
from cards.parsing.draftmancer_text import parse_draftmancer_text
from cards.parsing.exports import export_cockatrice_deck
from cards.parsing.plaintext import parse_plain_text

DECK = b"""<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
    <deckname>Burn</deckname>
    <comments>fast</comments>
    <zone name="main">
        <card number="4" name="Lightning Bolt"/>
        <card number="1" setShortName="M19" collectorNumber="314" name="Llanowar Elves"/>
    </zone>
    <zone name="side">
        <card number="2" name="Counterspell"/>
    </zone>
    <zone name="tokens">
        <card number="1" name="Goblin"/>
    </zone>
</cockatrice_deck>
"""

DRAFTMANCER = """[Settings]
{
    "name": "My cube",
    "boostersPerPlayer": 3
}
[Common(10)]
4 Lightning Bolt
Counterspell (LEA) 54
[Rare(1)]
Black Lotus
[Core]
Llanowar Elves
[Maybeboard]
Giant Growth
"""


def test_a_cockatrice_deck_gives_each_card_its_board_count_and_printing():
    result = parse_cockatrice(DECK)
    assert result.format == "cockatrice"
    assert [(row.line, row.name, row.count, row.board) for row in result.rows] == [
        (6, "Lightning Bolt", 4, "mainboard"),
        (7, "Llanowar Elves", 1, "mainboard"),
        (10, "Counterspell", 2, "maybeboard"),
    ]
    assert (result.rows[1].set_code, result.rows[1].collector_number) == ("m19", "314")
    assert [(p.line, p.reason) for p in result.problems] == [(13, "zone 'tokens' is neither main nor side")]


def test_our_own_cockatrice_export_is_detected_and_reads_back():
    deck = export_cockatrice_deck([{"name": "Lightning Bolt", "count": 2}, {"name": "Opt", "board": "maybeboard"}])
    assert detect_format("cube.cod", deck[:4096]) == "cockatrice"
    rows = parse_cockatrice(deck).rows
    assert [(row.name, row.count, row.board) for row in rows] == [
        ("Lightning Bolt", 2, "mainboard"),
        ("Opt", 1, "maybeboard"),
    ]


@pytest.mark.parametrize(
    ("deck", "message"),
    [
        (b'<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><cockatrice_deck/>', "DOCTYPE"),
        (b"<deck><zone name='main'/></deck>", "not a <cockatrice_deck>"),
        (b"<cockatrice_deck><zone name='main'><card name='X'></zone>", "not well-formed"),
        (b"<cockatrice_deck>" + b"<a>" * (MAX_DEPTH + 1), f"nested deeper than {MAX_DEPTH}"),
        (b"<cockatrice_deck><zone name='main'/></cockatrice_deck>", "no cards"),
    ],
)
def test_a_bad_deck_is_refused_naming_its_line(deck, message):
    with pytest.raises(ImportFailed, match=message) as refused:
        parse_cockatrice(deck)
    assert refused.value.message.startswith("line ") or message == "no cards"


def test_bad_counts_are_reported_by_line():
    deck = (
        b"<cockatrice_deck><zone name='main'>\n<card number='0' name='A'/>\n<card number='x' name='B'/>\n"
        b"<card number='\xc2\xb2' name='C'/>\n<card number='1'/>\n</zone></cockatrice_deck>"
    )
    result = parse_cockatrice(deck)
    assert [problem.line for problem in result.problems] == [2, 3, 4, 5]


def test_the_text_reader_refuses_xml_instead_of_reading_tags_as_names():
    with pytest.raises(ImportFailed, match="this is XML"):
        parse_plain_text(DECK)


def test_a_draftmancer_cube_list_is_detected_not_taken_for_json():
    assert detect_format("cube.txt", DRAFTMANCER.encode()) == "draftmancer-text"
    assert detect_format("cube.txt", b"[MainSlot]\nOpt\n") == "draftmancer-text"
    assert detect_format("cards.json", b'[{"object": "card"}]') == "scryfall-json"
    assert detect_format("cards.json", b"[\n  {}\n]") == "scryfall-json"


def test_draftmancer_slots_become_boards_modules_and_tags_and_the_settings_are_reported_not_kept():
    result = parse_draftmancer_text(DRAFTMANCER)
    assert result.format == "draftmancer-text" and result.problems == []
    assert [(r.line, r.name, r.count, r.board, r.module, r.tags) for r in result.rows] == [
        (7, "Lightning Bolt", 4, "mainboard", None, ["Common"]),
        (8, "Counterspell", 1, "mainboard", None, ["Common"]),
        (10, "Black Lotus", 1, "mainboard", None, ["Rare"]),
        (12, "Llanowar Elves", 1, "mainboard", "core", []),
        (14, "Giant Growth", 1, "maybeboard", None, []),
    ]
    assert result.rows[1].set_code == "lea" and result.rows[1].collector_number == "54"
    assert result.notes == [
        "the [Settings] block is not kept (a cube has no draft settings): name, boostersPerPlayer",
        "cards per booster are not kept (a cube has no booster slots): Common(10), Rare(1)",
    ]


def test_a_single_slot_adds_no_tag():
    assert parse_draftmancer_text("[MainSlot]\n2 Opt\n").rows[0].tags == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[Settings]\n{not json\n[MainSlot]\nOpt\n", "line 1: the \\[Settings\\] block is not JSON"),
        ("[Settings]\n[1, 2]\n[MainSlot]\nOpt\n", "line 1: the \\[Settings\\] block is not a JSON dict"),
        ("[Settings]\n" + "[" * 100 + "]" * 100 + "\n[MainSlot]\nOpt\n", "line 1: the \\[Settings\\] block"),
        ("[Settings]\n{}\n", "no card lines"),
    ],
)
def test_a_bad_draftmancer_list_is_refused_naming_its_line(text, message):
    with pytest.raises(ImportFailed, match=message):
        parse_draftmancer_text(text)


def test_a_deck_name_or_card_name_with_control_characters_still_exports_well_formed_xml():
    """Text XML 1.0 cannot hold (C0 controls but tab and newlines, U+FFFE/U+FFFF) went into the file
    as it was: POST /cards/export/?as=cockatrice with a title of "\\x01" gave a .cod no XML parser
    (Cockatrice's, ours) reads. Such characters are left out; the rest stays."""
    hostile = "".join(chr(code) for code in range(0x20)) + "\ufffe\uffff<&>é"
    deck = export_cockatrice_deck([{"name": "Lightning Bolt" + hostile, "count": 2}], deck_name="Burn" + hostile)
    (row,) = parse_cockatrice(deck).rows
    assert row.name.startswith("Lightning Bolt") and row.name.endswith("<&>é") and row.count == 2, row
    assert not any(ord(char) < 0x20 and char not in "\t\n\r" for char in row.name), row.name
    assert b"<deckname>Burn" in deck and b"&lt;&amp;&gt;" in deck

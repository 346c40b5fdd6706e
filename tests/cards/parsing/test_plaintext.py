import pytest

from cards.parsing.common import ImportFailed
from cards.parsing.plaintext import TextRow, parse_plain_text


@pytest.mark.parametrize(
    ("line", "name", "count", "set_code", "number"),
    [
        ("Lightning Bolt", "Lightning Bolt", 1, "", ""),
        ("4 Plains", "Plains", 4, "", ""),
        ("4x Plains", "Plains", 4, "", ""),
        ("4 x Plains", "Plains", 4, "", ""),
        ("Plains [M20] 261", "Plains", 1, "m20", "261"),
        ("4 Plains [M20] 261", "Plains", 4, "m20", "261"),
        ("1 Plains (M20)", "Plains", 1, "m20", ""),
        ("1 Plains (M20) 261", "Plains", 1, "m20", "261"),
        ("1 Plains (M20) 261 *F*", "Plains", 1, "m20", "261"),
        ("2 Xenagos, the Reveler", "Xenagos, the Reveler", 2, "", ""),
        ("1 Fire//Ice (MH2) 290", "Fire // Ice", 1, "mh2", "290"),
        ("  AEther  Adept  ", "Aether Adept", 1, "", ""),
        ("Erase (Not the Urza's Legacy One)", "Erase (Not the Urza's Legacy One)", 1, "", ""),
        ("1 Grist, the Hunger Tide [PLST] MH1-185", "Grist, the Hunger Tide", 1, "plst", "MH1-185"),
        ("\u0663 Lightning Bolt", "\u0663 Lightning Bolt", 1, "", ""),  # a name, not 3 copies: counts are 0-9
    ],
)
def test_line_forms(line, name, count, set_code, number):
    assert parse_plain_text(line).rows == [
        TextRow(line=1, name=name, count=count, set_code=set_code, collector_number=number)
    ]


def test_sections_comments_and_blank_lines():
    text = (
        "// my cube\n"
        "# Mainboard\n"
        "Opt\n"
        "\n"
        "#MAYBEBOARD\n"
        "2 Shock\n"
        "# a comment that is not a section\n"
        "Mainboard:\n"
        "Ponder\n"
        "Sideboard:\n"
        "Preordain\n"
        "Deck\n"
        "Brainstorm\n"
    )
    rows = parse_plain_text(text.encode()).rows
    assert [(row.line, row.name, row.count, row.board) for row in rows] == [
        (3, "Opt", 1, "mainboard"),
        (6, "Shock", 2, "maybeboard"),
        (9, "Ponder", 1, "mainboard"),
        (11, "Preordain", 1, "maybeboard"),
        (13, "Brainstorm", 1, "mainboard"),
    ]


def test_crlf_and_bom():
    rows = parse_plain_text(b"\xef\xbb\xbf# maybeboard\r\n1 Opt\r\n").rows
    assert [(row.name, row.board) for row in rows] == [("Opt", "maybeboard")]


def test_bad_counts_are_reported():
    result = parse_plain_text("0 Opt\n1996 World Champion\n3 Shock\n")
    assert [row.name for row in result.rows] == ["Shock"]
    assert [(p.line, p.text, p.reason) for p in result.problems] == [
        (1, "0 Opt", "count 0 is not between 1 and 100"),
        (2, "1996 World Champion", "count 1996 is not between 1 and 100"),
    ]


def test_unknown_names_are_reported_with_their_line_never_dropped():
    catalogue = {"opt": "Opt", "fire // ice": "Fire // Ice"}
    result = parse_plain_text("opt\nNot A Card\n2 fire//ice\n", resolve=lambda name: catalogue.get(name.lower()))
    assert [(row.name, row.count) for row in result.rows] == [("Opt", 1), ("Fire // Ice", 2)]
    assert [(p.line, p.reason) for p in result.problems] == [(2, "unknown card 'Not A Card'")]


def test_a_boolean_resolver_keeps_the_written_name():
    result = parse_plain_text("Opt\nNope\n", resolve=lambda name: name == "Opt")
    assert [row.name for row in result.rows] == ["Opt"]
    assert [p.line for p in result.problems] == [2]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "the file is empty"),
        (b"\n  \n", "the file is empty"),
        (b"# mainboard\n// nothing\n", "the file has no card lines"),
        (b"Opt\nS\xe9ance\n", "not UTF-8 text: byte 0xe9 at line 2"),
    ],
)
def test_fatal_errors(data, message):
    with pytest.raises(ImportFailed, match=message):
        parse_plain_text(data)

import io

import pytest

from cards.parsing.common import ImportFailed
from cards.parsing.cubecobra_csv import CubeRow, parse_cubecobra_csv

CURRENT = (
    "name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,status,Finish,board,maybeboard,"
    "image URL,image Back URL,tags,Notes,MTGO ID,Custom,Voucher,Artist\n"
)
FROM_2022 = (
    "name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,status,Finish,maybeboard,"
    "image URL,image Back URL,tags,Notes,MTGO ID\r\n"
)
BEFORE_2022 = (
    "Name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,Status,Finish,Maybeboard,"
    "Image URL,Image Back URL,Tags,Notes,MTGO ID\n"
)


def parse(text, **options):
    return parse_cubecobra_csv(text.encode(), **options)


def test_current_header():
    result = parse(
        CURRENT + '"Lightning Bolt",1,"Instant",R,"LEA","161",common,Red,Owned,Non-foil,mainboard,false,'
        'https://img/front.jpg,https://img/back.jpg,"core;Burn","my note",1234,false,,Christopher Rush\n'
    )
    assert result.format == "cubecobra-csv"
    assert result.problems == []
    assert result.rows == [
        CubeRow(
            line=2,
            name="Lightning Bolt",
            mana_value=1,
            type_line="Instant",
            colors=["R"],
            set_code="lea",
            collector_number="161",
            rarity="common",
            color_category="Red",
            status="Owned",
            finish="Non-foil",
            mtgo_id="1234",
            board="mainboard",
            tags=["core", "Burn"],
            image_url="https://img/front.jpg",
            image_back_url="https://img/back.jpg",
            notes="my note",
            module="core",
        )
    ]


def test_2022_header_with_crlf_and_quoted_fields():
    result = parse(
        FROM_2022 + '"Borrowing 100,000 Arrows",3,"Sorcery",U,"ptk","37",uncommon,Blue,Owned,,false,,,'
        '"Occasional;card draw","said ""hi""",\r\n'
        '"Judge\'s Familiar",1,"Creature - Bird",UW,"rvr","192",common,Hybrid,Owned,,true,,,"","",\r\n'
    )
    first, second = result.rows
    assert (first.name, first.notes, first.module, first.tags) == (
        "Borrowing 100,000 Arrows",
        'said "hi"',
        "occasional",
        ["Occasional", "card draw"],
    )
    assert (second.line, second.colors, second.color_category, second.board) == (
        3,
        ["W", "U"],
        "Hybrid",
        "maybeboard",
    )


@pytest.mark.parametrize(
    ("letter", "category"),
    [("w", "White"), ("u", "Blue"), ("b", "Black"), ("r", "Red"), ("g", "Green"), ("m", "Multicolored"),
     ("c", "Colorless"), ("l", "Lands"), ("h", "Hybrid"), ("L", "Lands")],
)  # fmt: skip
def test_legacy_header_and_one_letter_categories(letter, category):
    result = parse(BEFORE_2022 + f"Some Card,2,Creature - Elf,G,m20,1,common,{letter},Owned,,False,,,,,\n")
    assert result.rows[0].color_category == category
    assert result.rows[0].board == "mainboard"


def test_header_in_any_case_and_order_with_missing_columns_and_bom():
    text = "\ufeffTYPE,NAME,cmc,color category\nInstant,Opt,1,blue\n"
    (row,) = parse_cubecobra_csv(text.encode("utf-8")).rows
    assert (row.name, row.type_line, row.mana_value, row.color_category) == ("Opt", "Instant", 1, "Blue")


def test_board_column_wins_over_maybeboard():
    header = "name,board,maybeboard\n"
    rows = parse(header + "A,mainboard,true\nB,maybeboard,false\nC,,true\nD,,\n").rows
    assert [row.board for row in rows] == ["mainboard", "maybeboard", "maybeboard", "mainboard"]


def test_empty_cells_are_unknown_facts_never_0_or_colorless():
    rows = parse(
        "name,CMC,Type,Color,Color Category\nA,,Land,,\nB,2.5,Instant,UR,\nC,,Artifact,,\nD,3,Creature,,Red\n"
        "E,1,Artifact,,Colorless\n"
    ).rows
    assert [(row.mana_value, row.colors, row.color_category) for row in rows] == [
        (None, [], "Lands"),  # a land's category, whatever its colors; CubeCobra leaves a land's Color empty
        (2.5, ["U", "R"], "Multicolored"),
        (None, None, ""),  # no Color, no category: the colors are unknown, not colorless
        (3, None, "Red"),  # a red category with an empty Color: which colors, the file does not say
        (1, [], "Colorless"),
    ]


def test_bad_rows_are_reported_with_their_line_and_skipped():
    result = parse(
        "name,CMC,Color,Color Category,board,tags\n"
        "Good,1,W,White,,\n"
        "Bad Cmc,one,W,White,,\n"
        "Bad Category,1,W,Purple,,\n"
        ",1,W,White,,\n"
        "Too,Many,Fields,White,,,,\n"
        "Both Modules,1,W,White,,core;Occasional\n"
        "Bad Board,1,W,White,sideboard,\n"
        "Bad Color,1,WX,White,,\n"
        "Negative,-1,W,White,,\n"
        "\n"
        "Also Good,2,U,Blue,,\n"
    )
    assert [row.name for row in result.rows] == ["Good", "Also Good"]
    assert [row.line for row in result.rows] == [2, 12]
    reasons = {problem.line: problem.reason for problem in result.problems}
    assert reasons == {
        3: "CMC 'one' is not a number",
        4: "unknown color category 'Purple'",
        5: "no card name",
        6: "8 fields but the header has 6 (an unquoted comma?)",
        7: "tagged both core and occasional",
        8: "unknown board 'sideboard' (mainboard or maybeboard)",
        9: "color 'WX' has letters other than W, U, B, R, G, C",
        10: "CMC '-1' is negative",
    }
    assert result.problems[0].text == "Bad Cmc,one,W,White,,"


def test_line_numbers_follow_quoted_line_breaks():
    result = parse('name,Notes\nA,"two\nlines"\nB,\n')
    assert [(row.line, row.notes) for row in result.rows] == [(2, "two\nlines"), (4, "")]


def test_a_name_a_quote_ran_over_several_lines_is_refused_and_the_lines_after_it_kept():
    result = parse('name,CMC\n"Lightning Bolt,1\nLlanowar Elves",1\nGiant Growth,1\n')
    assert [row.name for row in result.rows] == ["Giant Growth"]
    assert [(p.line, p.reason) for p in result.problems] == [
        (2, "its name runs over several lines: a quote opened in it closes only on a later line")
    ]


def test_unknown_names_are_problems_when_resolving():
    known = {"opt": "Opt"}
    result = parse("name\nopt\nNot A Card\n", resolve=lambda name: known.get(name.lower()))
    assert [row.name for row in result.rows] == ["Opt"]
    assert [(p.line, p.reason) for p in result.problems] == [(3, "unknown card 'Not A Card'")]


def test_reads_text_and_binary_streams():
    text = "name,CMC\r\nOpt,1\r\n"
    assert parse_cubecobra_csv(io.StringIO(text, newline="")).rows[0].name == "Opt"
    assert parse_cubecobra_csv(io.BytesIO(text.encode())).rows[0].name == "Opt"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "the file is empty"),
        (b"\xef\xbb\xbf  \r\n", "the file is empty"),
        (
            b"card,CMC,Type\nOpt,1,Instant\n",
            "line 1: the CSV header has no 'name' column (found 'card', 'CMC'",
        ),
        (b"name,CMC\n", "the CSV has a header but no card lines"),
        ("name\nOpt\nLim-Dûl's Vault\n".encode("latin-1"), "not UTF-8 text: byte 0xfb at line 3"),
        # a quote never closed took every line after it into one cell, their cards lost without a
        # word (red team, 2026-12-07); text after a closing quote was joined to the cell
        (b'name,CMC\nOpt,1\n"Lightning Bolt,1\nLlanowar Elves,1\nGiant Growth,1\n', "line 3: a quote opened"),
        (b'name,Notes\nOpt,1\nBolt,"a note\nElves,x\n', "line 3: a quote opened in this line is never closed"),
        (b'"name,CMC\nOpt,1\n', "line 1: a quote opened in this line is never closed"),
        (b'name,CMC\n"Opt" x,1\n', "line 2: this CSV cannot be read"),
    ],
)
def test_fatal_errors(data, message):
    with pytest.raises(ImportFailed) as failure:
        parse_cubecobra_csv(data)
    assert message in failure.value.message

"""CubeCobra CSV exports, every header CubeCobra has written.

- since 2026-06: name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,status,Finish,
  board,maybeboard,image URL,image Back URL,tags,Notes,MTGO ID,Custom,Voucher,Artist
- 2022-11 to 2025-10: the same without board, Custom, Voucher and Artist (16 columns)
- before 2022-11: capitalised (Name,...,Maybeboard,Image URL,...), one-letter color categories

Columns are found by name in any case and order; unknown columns are ignored.
"""

from __future__ import annotations

import csv
from typing import IO

import msgspec

from cards.parsing.common import (
    MODULES,
    ImportFailed,
    ImportResult,
    LineProblem,
    Resolver,
    apply_resolver,
    excerpt,
    read_lines,
    read_text,
    too_many_cards,
)
from cards.parsing.facts import (
    COLOR_CATEGORIES,
    COLOR_ORDER,
    COLUMN_LIMITS,
    checked_mana_value,
    color_category,
    normalise_name,
    parse_type_line,
    unstorable,
)

FORMAT = "cubecobra-csv"
# The categories of a card with an empty Color cell: a colorless card's, or a land's (whose
# Color cell holds its color identity, when CubeCobra fills it).
COLORLESS_CATEGORIES = ("Colorless", "Lands")

_CATEGORIES = {category.lower(): category for category in COLOR_CATEGORIES} | {
    "w": "White", "u": "Blue", "b": "Black", "r": "Red", "g": "Green",
    "m": "Multicolored", "c": "Colorless", "l": "Lands", "h": "Hybrid",
}  # fmt: skip
_BOARD_ALIASES = {
    "mainboard": "mainboard",
    "main": "mainboard",
    "maybeboard": "maybeboard",
    "maybe": "maybeboard",
}
_TRUE, _FALSE = ("true", "yes", "1"), ("false", "no", "0", "")


# A spreadsheet opening a CSV runs a cell that starts like a formula: "=" and "@" always, "+" and
# "-" when it calls a function, another program (DDE: cmd|...) or another sheet ("+2 Mace" is a
# card). Such a cell is exported after an apostrophe, which spreadsheets show as text only, and
# read back without it; a cell that starts with an apostrophe before one of those is escaped too,
# so that every cell reads back as it was.
_FORMULA_ALWAYS = ("=", "@", "\t", "\r")
_FORMULA_CALLS = ("(", "|", "!")


def _runs_in_a_spreadsheet(cell: str) -> bool:
    if cell.startswith(_FORMULA_ALWAYS):
        return True
    if cell.startswith(("+", "-")):
        return any(sign in cell for sign in _FORMULA_CALLS)
    return cell.startswith("'") and _runs_in_a_spreadsheet(cell[1:])


def inert_cell(cell: str) -> str:
    """The cell as exported: one a spreadsheet would run as a formula is kept as text."""
    return f"'{cell}" if _runs_in_a_spreadsheet(cell) else cell


def read_cell(cell: str) -> str:
    """The cell as inert_cell was given it."""
    return cell[1:] if cell.startswith("'") and _runs_in_a_spreadsheet(cell[1:]) else cell


class CubeRow(msgspec.Struct, kw_only=True):
    """One card line of the export. A fact the line lacks is None, never guessed: `mana_value`
    when the CMC cell is empty, `colors` when the Color cell is empty but the category is neither
    Colorless nor Lands (CubeCobra leaves it empty for colorless cards), `color_category` ""
    when neither says. `module` comes from a "core" or "occasional" tag."""

    line: int
    name: str
    mana_value: float | None = None
    type_line: str = ""
    colors: list[str] | None = []
    set_code: str = ""
    collector_number: str = ""
    rarity: str = ""
    color_category: str = "Colorless"
    status: str = ""
    finish: str = ""
    mtgo_id: str = ""
    board: str = "mainboard"
    tags: list[str] = []
    image_url: str = ""
    image_back_url: str = ""
    notes: str = ""
    module: str | None = None


# The columns read, each with the field it fills: its cell holds at most what that field's column
# keeps (facts.COLUMN_LIMITS), or what OWN_CELL_LIMITS says of a cell kept in no text column.
CELL_FIELDS = {
    "name": "name", "type": "type_line", "color category": "color_category", "set": "set_code",
    "collector number": "collector_number", "rarity": "rarity", "status": "status", "finish": "finish",
    "mtgo id": "mtgo_id", "board": "board", "image url": "image_url", "image back url": "image_back_url",
    "notes": "notes", "color": "colors", "cmc": "mana_value", "maybeboard": "board", "tags": "tags",
}  # fmt: skip
OWN_CELL_LIMITS = {"color": 40, "cmc": 40, "tags": 1000}  # "W, U, B, R, G, C"; "1.5"; "core;Aggro;..."


def cell_limit(column: str) -> int:
    return OWN_CELL_LIMITS.get(column) or COLUMN_LIMITS[CELL_FIELDS[column]]


class _BadRow(Exception):
    pass


class _Columns:
    """The header: the index of each column by its lower-case name."""

    def __init__(self, header: list[str]):
        self.width = len(header)
        self.index: dict[str, int] = {}
        for position, title in enumerate(header):
            self.index.setdefault(" ".join(title.split()).lower(), position)
        if "name" not in self.index:
            found = ", ".join(repr(title) for title in header) or "nothing"
            raise ImportFailed(f"line 1: the CSV header has no 'name' column (found {found})")

    def cell(self, fields: list[str], column: str) -> str:
        """The cell, refused (_BadRow naming its column and limit) when longer than the column keeps."""
        position = self.index.get(column)
        if position is None or position >= len(fields):
            return ""
        text = read_cell(fields[position]).strip()
        if len(text) > (longest := cell_limit(column)):
            raise _BadRow(f"its {column} is {len(text):,} characters long; the cube keeps at most {longest}")
        return text


def parse_cubecobra_csv(
    source: bytes | str | IO[str] | IO[bytes], *, resolve: Resolver | None = None
) -> ImportResult[CubeRow]:
    """The rows of a CubeCobra CSV export; rows that cannot be used are listed as problems.

    Raises ImportFailed for an empty or non-UTF-8 file, a header without a name column, a file
    without a single card line or with more than MAX_CARDS, or text the csv module cannot read.
    `resolve` (see common.Resolver) checks names against a catalogue. A text stream should be
    opened with newline=""."""
    record_lines: list[str] = []  # the lines of the record being read, for its problem's text

    def lines():
        for line in read_lines(read_text(source), ends=True):
            record_lines.append(line)
            yield line

    # strict: a quote never closed, or text after a closing quote, is refused rather than read
    # into a cell with every line after it (the lines' cards lost without a word)
    reader = csv.reader(lines(), strict=True)
    rows: list[CubeRow] = []
    problems: list[LineProblem] = []
    start = 1  # the first line of the record being read
    try:
        columns = _Columns(next(reader))
        start = reader.line_num + 1
        record_lines.clear()
        for fields in reader:
            raw = "".join(record_lines).rstrip("\r\n")
            record_lines.clear()
            if any(field.strip() for field in fields):
                if failure := too_many_cards(len(rows) + len(problems) + 1):
                    raise failure
                try:
                    rows.append(_row(start, fields, columns, resolve))
                except _BadRow as error:
                    problems.append(LineProblem(start, excerpt(raw), str(error)))
            start = reader.line_num + 1
    except csv.Error as error:  # a cell over csv.field_size_limit(), a stray quote...
        if str(error) == "unexpected end of data":
            raise ImportFailed(f"line {start}: a quote opened in this line is never closed") from None
        raise ImportFailed(f"line {reader.line_num}: this CSV cannot be read ({error})") from None
    if not rows and not problems:
        raise ImportFailed("the CSV has a header but no card lines")
    return ImportResult(rows=rows, problems=problems, format=FORMAT)


def _row(line: int, fields: list[str], columns: _Columns, resolve: Resolver | None) -> CubeRow:
    if len(fields) > columns.width:
        raise _BadRow(f"{len(fields)} fields but the header has {columns.width} (an unquoted comma?)")
    cell = columns.cell(fields, "name")
    if "\n" in cell or "\r" in cell:  # a quote that closes lines later took them into the name
        raise _BadRow("its name runs over several lines: a quote opened in it closes only on a later line")
    written = normalise_name(cell)
    if not written:
        raise _BadRow("no card name")
    name = apply_resolver(written, resolve)
    if name is None:
        raise _BadRow(f"unknown card {excerpt(written, 60)!r}")
    type_line = " ".join(columns.cell(fields, "type").split())
    color_text = columns.cell(fields, "color")
    colors = _colors(color_text)
    category = _category(columns.cell(fields, "color category"), colors if color_text else None, type_line)
    tags = [tag.strip() for tag in columns.cell(fields, "tags").split(";") if tag.strip()]
    row = CubeRow(
        line=line,
        name=name,
        mana_value=_mana_value(columns.cell(fields, "cmc")),
        type_line=type_line,
        colors=colors if color_text or category in COLORLESS_CATEGORIES else None,
        set_code=columns.cell(fields, "set").lower(),
        collector_number=columns.cell(fields, "collector number"),
        rarity=columns.cell(fields, "rarity").lower(),
        color_category=category,
        status=columns.cell(fields, "status"),
        finish=columns.cell(fields, "finish"),
        mtgo_id=columns.cell(fields, "mtgo id"),
        board=_board(columns.cell(fields, "board"), columns.cell(fields, "maybeboard")),
        tags=tags,
        image_url=columns.cell(fields, "image url"),
        image_back_url=columns.cell(fields, "image back url"),
        notes=columns.cell(fields, "notes"),
        module=_module(tags),
    )
    reason = unstorable(row)
    if reason:
        raise _BadRow(f"{excerpt(name, 60)!r}: {reason}")
    return row


def _mana_value(text: str) -> float | None:
    if not text:
        return None
    try:
        value = float(text)
    except ValueError:
        raise _BadRow(f"CMC {excerpt(text, 40)!r} is not a number") from None
    if value < 0:
        raise _BadRow(f"CMC {excerpt(text, 40)!r} is negative")
    try:
        return checked_mana_value(value)
    except ValueError as error:  # nan, inf, 1e400...
        raise _BadRow(f"CMC {excerpt(text, 40)!r}: {error}") from None


def _colors(text: str) -> list[str]:
    """ "UW", "W, U" or "w" as WUBRG letters; "C" (colorless) adds nothing."""
    letters = {char for char in text.upper() if char.isalpha()}
    unknown = letters - set(COLOR_ORDER) - {"C"}
    if unknown:
        raise _BadRow(f"color {excerpt(text, 40)!r} has letters other than W, U, B, R, G, C")
    return [color for color in COLOR_ORDER if color in letters]


def _category(text: str, colors: list[str] | None, type_line: str) -> str:
    """The file's category (full word or legacy letter); derived from the colors and type if
    empty, "" (unknown) when the colors are unknown too."""
    if not text:
        derived = color_category(colors or [], parse_type_line(type_line)[1])
        return derived if colors is not None or derived == "Lands" else ""  # a land's is "Lands" whatever its colors
    try:
        return _CATEGORIES[text.lower()]
    except KeyError:
        raise _BadRow(f"unknown color category {excerpt(text, 40)!r}") from None


def _board(board: str, maybeboard: str) -> str:
    """The `board` column wins; older files only have a true/false `maybeboard` column."""
    if board:
        try:
            return _BOARD_ALIASES[board.lower()]
        except KeyError:
            raise _BadRow(f"unknown board {excerpt(board, 40)!r} (mainboard or maybeboard)") from None
    if maybeboard.lower() in _TRUE:
        return "maybeboard"
    if maybeboard.lower() in _FALSE:
        return "mainboard"
    raise _BadRow(f"maybeboard {excerpt(maybeboard, 40)!r} is neither true nor false")


def module_from_tags(tags: list[str]) -> str | None:
    """The module a "core" or "occasional" tag names (CubeCobra's cube JSON carries tags too);
    ValueError when both are there."""
    modules = {tag.lower() for tag in tags} & set(MODULES)
    if len(modules) > 1:
        raise ValueError("tagged both core and occasional")
    return modules.pop() if modules else None


def _module(tags: list[str]) -> str | None:
    try:
        return module_from_tags(tags)
    except ValueError as error:
        raise _BadRow(str(error)) from None

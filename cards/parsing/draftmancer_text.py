"""Draftmancer's own cube lists ("Custom Card List" text): an optional `[Settings]` block (a JSON
object), an optional `[CustomCards]` block (a JSON list), then slots, each a header line
`[Name]` or `[Name(CardsPerBooster)]` followed by card lines `[Count] Name [(SET) [Number]]`.

Our cubes have boards and modules, not booster slots, so a slot named "core" or "occasional"
becomes that module, one named "maybeboard" (or "sideboard") the maybeboard, and every other
slot the mainboard; when a file has several such slots, each card is tagged with its slot's
name so the sections are kept. Settings, cards per booster and custom cards are not kept: the
answer's notes say so (a line naming a custom card is reported like any unknown card).
"""

from __future__ import annotations

import re
from typing import IO

import msgspec

from cards.parsing.common import (
    MODULES,
    ImportFailed,
    ImportResult,
    LineProblem,
    Resolver,
    excerpt,
    read_lines,
    read_text,
    too_many_cards,
)
from cards.parsing.plaintext import TextRow, card_line
from tabletop.rules.limits import InputRefused, loads

FORMAT = "draftmancer-text"
MAYBEBOARDS = ("maybeboard", "maybe", "sideboard")
JSON_BLOCKS = ("settings", "customcards")
# A section header: "[MainSlot]", "[Common(10)]"; the name starts with a letter (a JSON list does not).
HEADER = re.compile(r"^\[(?P<name>[A-Za-z][^\[\](){}\"]*)(?:\((?P<per_booster>[0-9]{1,4})\))?\]$")


class _Section(msgspec.Struct):
    name: str
    line: int
    per_booster: int | None
    lines: list[tuple[int, str]]


def looks_like_draftmancer_text(first_line: str) -> bool:
    return HEADER.match(first_line.strip()) is not None


def parse_draftmancer_text(
    source: bytes | str | IO[str] | IO[bytes], *, resolve: Resolver | None = None
) -> ImportResult[TextRow]:
    """The cards of every slot, each with its board, module and tags (see above); the notes say
    what was not kept. Raises ImportFailed for an empty or non-UTF-8 file, a first line that is
    no section header, a Settings or CustomCards block that is not bounded JSON of its shape, a
    file with no card line, or one naming more than MAX_CARDS cards."""
    sections = _sections(read_text(source))
    notes: list[str] = []
    slots = [section for section in sections if section.name.lower() not in JSON_BLOCKS]
    for section in sections:
        if section.name.lower() in JSON_BLOCKS:
            notes.append(_json_block(section))
    if per_booster := [f"{s.name}({s.per_booster})" for s in slots if s.per_booster is not None]:
        notes.append(f"cards per booster are not kept (a cube has no booster slots): {', '.join(per_booster)}")
    plain = [s for s in slots if s.name.lower() not in MODULES + MAYBEBOARDS]
    tag_slots = len({s.name for s in plain}) > 1
    rows: list[TextRow] = []
    problems: list[LineProblem] = []
    cards = 0
    for slot in slots:
        kind = slot.name.lower()
        board = "maybeboard" if kind in MAYBEBOARDS else "mainboard"
        for number, text in slot.lines:
            row = card_line(number, text, board, resolve)
            if isinstance(row, TextRow):
                row.module = kind if kind in MODULES else None
                row.tags = [slot.name] if tag_slots and slot in plain else []
                rows.append(row)
                cards += row.count
            else:
                problems.append(LineProblem(number, excerpt(text), row))
                cards += 1
            if failure := too_many_cards(cards):
                raise failure
    if not rows and not problems:
        raise ImportFailed("the cube list has no card lines")
    return ImportResult(rows=rows, problems=problems, format=FORMAT, notes=notes)


def _sections(text: str) -> list[_Section]:
    sections: list[_Section] = []
    for number, raw in enumerate(read_lines(text), start=1):
        line = raw.strip()
        header = HEADER.match(line)
        in_json = bool(sections) and sections[-1].name.lower() in JSON_BLOCKS
        if header:  # no JSON line looks like one: it would need a bare word in brackets
            per_booster = header["per_booster"]
            sections.append(_Section(header["name"].strip(), number, int(per_booster) if per_booster else None, []))
        elif not sections:
            if line and not line.startswith(("#", "//")):
                raise ImportFailed(f"line {number}: a Draftmancer cube list starts with a [Section] line")
        elif in_json or (line and not line.startswith(("#", "//"))):
            sections[-1].lines.append((number, raw if in_json else line))
    return sections


def _json_block(section: _Section) -> str:
    """Checks a Settings or CustomCards block and says what it held (neither is kept)."""
    expected = dict if section.name.lower() == "settings" else list
    text = "\n".join(line for _, line in section.lines)
    try:
        value = loads(text.encode())
    except InputRefused as error:
        raise ImportFailed(f"line {section.line}: the [{section.name}] block {error.message}") from None
    except (msgspec.DecodeError, ValueError) as error:
        why = excerpt(str(error), 120)
        raise ImportFailed(f"line {section.line}: the [{section.name}] block is not JSON ({why})") from None
    if not isinstance(value, expected):
        raise ImportFailed(f"line {section.line}: the [{section.name}] block is not a JSON {expected.__name__}")
    if expected is dict:
        names = ", ".join(excerpt(str(key), 40) for key in list(value)[:20]) or "nothing"
        return f"the [Settings] block is not kept (a cube has no draft settings): {names}"
    return (
        f"the [CustomCards] block's {len(value)} custom card(s) are not imported: only real cards are; "
        "a line naming one is listed as unknown"
    )

"""Cube lists out: CubeCobra CSV (the current 20-column header), plain text, Cockatrice decks.

A card is any object with the attributes below, or a mapping with those keys; only `name` is
required, the rest default to empty (board "mainboard", count 1). CubeRow, TextRow and
CardRecord all fit.
"""

from __future__ import annotations

import csv
import io
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any, Protocol

from cards.parsing.cubecobra_csv import inert_cell
from cards.parsing.facts import color_category, parse_type_line, sort_colors

CUBECOBRA_HEADER = (
    "name", "CMC", "Type", "Color", "Set", "Collector Number", "Rarity", "Color Category", "status",
    "Finish", "board", "maybeboard", "image URL", "image Back URL", "tags", "Notes", "MTGO ID",
    "Custom", "Voucher", "Artist",
)  # fmt: skip


class ExportCard(Protocol):
    """What the exporters read. Optional too: mana_value, type_line, colors, set_code,
    collector_number, rarity, color_category, board, tags, module, image_url, image_back_url,
    status, finish, mtgo_id, notes and count (copies of the card)."""

    name: str


def _get(card: ExportCard | Mapping[str, Any], field: str, default: Any = "") -> Any:
    value = card.get(field) if isinstance(card, Mapping) else getattr(card, field, None)
    return default if value is None else value


def export_cubecobra_csv(cards: Iterable[ExportCard | Mapping[str, Any]]) -> str:
    """A CubeCobra CSV with the current header, one row per copy. A card's module (core or
    occasional) is written as a tag, the way the importer reads it back; a cell a spreadsheet
    would run as a formula is written as text (cubecobra_csv.inert_cell)."""
    out = io.StringIO()
    writer = csv.writer(out)  # RFC 4180: CRLF line ends, quotes only where needed
    writer.writerow(CUBECOBRA_HEADER)
    for card in cards:
        writer.writerows([[inert_cell(cell) for cell in _csv_row(card)]] * _get(card, "count", 1))
    return out.getvalue()


def _csv_row(card: ExportCard | Mapping[str, Any]) -> list[str]:
    """Unknown facts (None) as empty cells, the way the importer reads them back."""
    type_line = _get(card, "type_line")
    unknown = (card.get("colors", []) if isinstance(card, Mapping) else getattr(card, "colors", [])) is None
    colors = sort_colors(_get(card, "colors", []))
    board = _get(card, "board", "mainboard")
    category = _get(card, "color_category")
    if not category and not unknown:
        category = color_category(colors, parse_type_line(type_line)[1])
    # A known colorless card in a colored category is written "C": an empty cell would read as unknown.
    written_colors = "".join(colors) or ("" if unknown or category in ("", "Colorless", "Lands") else "C")
    return [
        _get(card, "name"), _number(_get(card, "mana_value")), type_line, written_colors,
        _get(card, "set_code"), _get(card, "collector_number"), _get(card, "rarity"), category,
        _get(card, "status"), _get(card, "finish"), board, "true" if board == "maybeboard" else "false",
        _get(card, "image_url"), _get(card, "image_back_url"), ";".join(_tags(card)),
        _get(card, "notes"), _get(card, "mtgo_id"), "false", "", "",
    ]  # fmt: skip


def _number(value: float | str) -> str:
    if value == "":
        return ""
    return str(int(value)) if float(value).is_integer() else str(value)


def _tags(card: ExportCard | Mapping[str, Any]) -> list[str]:
    tags = list(_get(card, "tags", []))
    module = _get(card, "module")
    if module and module.lower() not in {tag.lower() for tag in tags}:
        tags.append(module)
    return tags


def _counts(cards: Iterable[ExportCard | Mapping[str, Any]], board: str) -> Counter[str]:
    """Copies of each name on `board`, in the order names first appear."""
    counts: Counter[str] = Counter()
    for card in cards:
        if _get(card, "board", "mainboard") == board:
            counts[_get(card, "name")] += _get(card, "count", 1)
    return counts


def export_plain_text(cards: Iterable[ExportCard | Mapping[str, Any]], *, maybeboard: bool = True) -> str:
    """`N Name` lines, identical names counted together. With maybeboard=True, "# mainboard"
    and (when not empty) "# maybeboard" sections as CubeCobra writes them; with False, only the
    mainboard's cards and no header, for tools that do not read sections."""
    cards = list(cards)
    main = [f"{count} {name}" for name, count in _counts(cards, "mainboard").items()]
    if not maybeboard:
        return "\n".join(main) + "\n"
    maybe = [f"{count} {name}" for name, count in _counts(cards, "maybeboard").items()]
    sections = ["# mainboard", *main] + (["", "# maybeboard", *maybe] if maybe else [])
    return "\n".join(sections) + "\n"


# What XML 1.0 text may not hold: C0 controls but tab and newlines, surrogates, U+FFFE and U+FFFF
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _xml_text(text: str) -> str:
    return _NOT_XML.sub("", text)


def export_cockatrice_deck(cards: Iterable[ExportCard | Mapping[str, Any]], *, deck_name: str = "") -> bytes:
    """A Cockatrice .cod deck (UTF-8 XML): the mainboard in zone "main", the maybeboard (if
    any) in zone "side"."""
    cards = list(cards)
    root = ET.Element("cockatrice_deck", version="1")
    ET.SubElement(root, "deckname").text = _xml_text(deck_name)  # a title of "\x01" made a file no parser reads
    for board, zone_name in (("mainboard", "main"), ("maybeboard", "side")):
        counts = _counts(cards, board)
        if counts or zone_name == "main":
            zone = ET.SubElement(root, "zone", name=zone_name)
            for name, count in counts.items():
                ET.SubElement(zone, "card", number=str(count), name=_xml_text(name))
    ET.indent(root)
    return ET.tostring(root, encoding="UTF-8", xml_declaration=True)

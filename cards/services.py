"""Writes to the catalogue and cubes. Every import is atomic: a file with a line that cannot
be used imports nothing (unless the caller asks to skip such lines), and the answer lists
every such line with its number and why."""

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import IO, Any

import msgspec
from django.db import transaction

from cards.models import Card, Cube, CubeCard
from cards.parsing.common import ImportFailed, LineProblem
from cards.parsing.cubecobra_csv import CubeRow, parse_cubecobra_csv
from cards.parsing.detect import HEAD_SIZE, detect_format
from cards.parsing.facts import (
    CardRecord,
    color_category,
    face_names,
    name_key,
    parse_type_line,
)
from cards.parsing.plaintext import parse_plain_text
from cards.parsing.scryfall import CardReader

FORMATS = ("auto", "cubecobra-csv", "text", "scryfall-json", "draftmancer-json")
MODULES = ("core", "occasional")
CARD_FIELDS = ("name", "scryfall_id", "mana_cost", "mana_value", "colors", "color_category", "type_line",
               "supertypes", "types", "subtypes", "oracle_text", "layout", "faces", "image_url", "image_back_url",
               "set_code", "collector_number", "rarity")
BATCH = 1000


class CubeImportRefused(Exception):
    """The file cannot be imported as a whole; `problems` names every line at fault."""

    def __init__(self, message: str, problems: list[LineProblem] | None = None):
        super().__init__(message)
        self.message = message
        self.problems = problems or []


@dataclass
class CatalogueSummary:
    read: int = 0
    created: int = 0
    updated: int = 0
    problems: list[LineProblem] = field(default_factory=list)
    skipped: dict[str, int] = field(default_factory=dict)


# -- the catalogue --------------------------------------------------------------------------------
def _card_values(record: CardRecord) -> dict[str, Any]:
    values = {name: getattr(record, name) for name in CARD_FIELDS}
    values["faces"] = msgspec.to_builtins(record.faces)
    values["oracle_id"] = record.oracle_id or None
    values["name_key"] = name_key(record.name)
    values["front_key"] = name_key(face_names(record.name)[0])
    return values


def upsert_records(records: Iterable[CardRecord]) -> tuple[int, int]:
    """Create or update catalogue cards by name, in batches (bounded memory for bulk files).
    Returns (created, updated)."""
    created = updated = 0
    batch: dict[str, dict[str, Any]] = {}

    def flush():
        nonlocal created, updated
        existing = set(Card.objects.filter(name_key__in=batch).values_list("name_key", flat=True))
        Card.objects.bulk_create(
            [Card(**values) for values in batch.values()],
            update_conflicts=True, unique_fields=["name_key"],
            update_fields=[*CARD_FIELDS, "oracle_id", "front_key"],
        )
        updated += len(existing)
        created += len(batch) - len(existing)
        batch.clear()

    for record in records:
        batch[name_key(record.name)] = _card_values(record)
        if len(batch) >= BATCH:
            flush()
    if batch:
        flush()
    return created, updated


def import_card_facts(source: IO[bytes] | bytes, *, progress: Callable | None = None) -> CatalogueSummary:
    """Card facts from Scryfall (or Draftmancer) JSON, streamed: one atomic import."""
    reader = CardReader(source, progress=progress)
    summary = CatalogueSummary()

    def counted():
        for record in reader:
            summary.read += 1
            yield record

    with transaction.atomic():
        summary.created, summary.updated = upsert_records(counted())
    summary.problems = list(reader.problems)
    summary.skipped = dict(reader.skipped)
    return summary


def find_cards(names: Iterable[str]) -> dict[str, Card]:
    """Catalogue cards by the name keys asked for; a front-face name finds its two-faced card."""
    keys = {name_key(name) for name in names}
    found = {card.name_key: card for card in Card.objects.filter(name_key__in=keys)}
    missing = keys - set(found)
    if missing:
        for card in Card.objects.filter(front_key__in=missing).order_by("pk"):
            found.setdefault(card.front_key, card)
    return found


def record_from_row(row: CubeRow) -> CardRecord:
    """Catalogue facts from a CubeCobra line, for a card the catalogue does not know yet."""
    supertypes, types, subtypes = parse_type_line(row.type_line)
    colors = row.colors or []
    return CardRecord(
        name=row.name, mana_value=row.mana_value or 0, colors=colors, type_line=row.type_line,
        supertypes=supertypes, types=types, subtypes=subtypes, set_code=row.set_code,
        collector_number=row.collector_number, rarity=row.rarity, image_url=row.image_url,
        image_back_url=row.image_back_url, color_category=color_category(colors, types),
    )


# -- cubes ------------------------------------------------------------------------------------------
@dataclass
class PlannedCard:
    key: str
    board: str = CubeCard.Board.MAINBOARD
    module: str | None = None
    tags: list[str] = field(default_factory=list)
    color_category: str = ""
    line: int | None = None


@dataclass
class CubeImport:
    cube: Cube
    format: str
    cards: int
    new_catalogue_cards: int
    problems: list[LineProblem]
    skipped: dict[str, int]


def _read(data: bytes) -> bytes:
    if not data.strip():
        raise ImportFailed("the file is empty")
    return data


def import_cube(
    data: bytes, *, name: str, filename: str = "", file_format: str = "auto", module: str | None = None,
    owner=None, description: str = "", skip_bad_lines: bool = False, cube: Cube | None = None,
) -> CubeImport:
    """Import a cube file (CubeCobra CSV, a text list, Scryfall or Draftmancer JSON) into a new
    cube (or append to `cube`). Raises CubeImportRefused naming every line at fault."""
    if file_format not in FORMATS:
        raise CubeImportRefused(f"unknown format {file_format!r}: use one of {', '.join(FORMATS)}")
    if module is not None and module not in MODULES:
        raise CubeImportRefused(f"unknown module {module!r}: use core or occasional")
    try:
        data = _read(data)
        chosen = detect_format(filename, data[:HEAD_SIZE]) if file_format == "auto" else file_format
        planned, records, problems, skipped = _plan(data, chosen)
    except ImportFailed as error:
        raise CubeImportRefused(error.message) from None
    if problems and not skip_bad_lines:
        raise CubeImportRefused(
            f"{len(problems)} line(s) cannot be used, so nothing was imported: fix them, or import with "
            "skip_bad_lines to leave them out", problems)
    if not planned:
        raise CubeImportRefused("the file has no card that could be imported", problems)
    with transaction.atomic():
        created, _updated = upsert_records(records) if records else (0, 0)
        by_key = find_cards(p.key for p in planned)
        unknown = [p for p in planned if p.key not in by_key]
        if unknown:  # only text lists can name cards the catalogue lacks; _plan reported them
            raise CubeImportRefused("some names are not in the catalogue", problems)
        if cube is None:
            cube = Cube.objects.create(name=name, owner=owner if owner and owner.is_authenticated else None,
                                       description=description, source_format=chosen)
        CubeCard.objects.bulk_create([
            CubeCard(cube=cube, card=by_key[p.key], board=p.board, module=module or p.module or "",
                     tags=p.tags, color_category=p.color_category, line=p.line)
            for p in planned
        ])
    return CubeImport(cube=cube, format=chosen, cards=len(planned), new_catalogue_cards=created,
                      problems=problems, skipped=skipped)


def _plan(data: bytes, chosen: str) -> tuple[list[PlannedCard], list[CardRecord], list[LineProblem], dict]:
    if chosen == "cubecobra-csv":
        result = parse_cubecobra_csv(data)
        known = find_cards(row.name for row in result.rows)
        records = [record_from_row(row) for row in result.rows if name_key(row.name) not in known]
        planned = [PlannedCard(key=name_key(row.name), board=row.board, module=row.module, tags=row.tags,
                               color_category=row.color_category, line=row.line) for row in result.rows]
        unique_records = list({name_key(r.name): r for r in records}.values())
        return planned, unique_records, list(result.problems), dict(result.skipped)
    if chosen == "text":
        result = parse_plain_text(data)
        known = find_cards(row.name for row in result.rows)
        problems = list(result.problems)
        planned = []
        for row in result.rows:
            key = name_key(row.name)
            if key not in known:
                problems.append(LineProblem(row.line, row.name, f"no card named {row.name!r} in the catalogue "
                                                                 "(import its facts first with import_cards)"))
                continue
            planned += [PlannedCard(key=known[key].name_key, board=row.board, line=row.line)] * row.count
        problems.sort(key=lambda problem: problem.line)
        return planned, [], problems, dict(result.skipped)
    reader = CardReader(data, format=chosen)
    records = list(reader)
    planned = [PlannedCard(key=name_key(r.name), line=None) for r in records]
    return planned, records, list(reader.problems), dict(reader.skipped)


# -- summaries -------------------------------------------------------------------------------------
MAIN_TYPES = ("Creature", "Instant", "Sorcery", "Artifact", "Enchantment", "Planeswalker", "Land", "Battle")


def cube_summary(cube: Cube) -> dict[str, Any]:
    """Counts of the mainboard by color category, type, module; creatures vs noncreatures."""
    rows = list(cube.cards.select_related("card"))
    main = [row for row in rows if row.board == CubeCard.Board.MAINBOARD]
    by_type: Counter[str] = Counter()
    for row in main:
        for card_type in row.card.types:
            if card_type in MAIN_TYPES:
                by_type[card_type] += 1
    creatures = sum(1 for row in main if "Creature" in row.card.types)
    return {
        "mainboard": len(main),
        "maybeboard": len(rows) - len(main),
        "by_color_category": dict(Counter(row.color_category or row.card.color_category for row in main)),
        "by_type": dict(by_type),
        "by_module": dict(Counter(row.module or "none" for row in main)),
        "creatures": creatures,
        "noncreatures": len(main) - creatures,
    }

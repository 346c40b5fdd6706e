"""Writes to the catalogue and cubes. Every import is atomic: a file with a line that cannot
be used imports nothing (unless the caller asks to skip such lines), and the answer lists
every such line with its number and why.

Only `import_card_facts` (an operator's command, and `sync_cards`) and the demo cubes write the
catalogue's facts. A cube upload keeps the facts its file gives with the cube: see cards/models.py.
So do the facts Scryfall gives for the names of a pasted list the catalogue lacks (looked up
online, cards/online/scryfall.py): they are that cube's facts, never the catalogue's."""

import contextlib
import contextvars
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import IO, Any
from urllib.parse import urlsplit

import msgspec
from django.conf import settings
from django.db import transaction
from django.db.models import F

from cards.models import FACT_FIELDS, Card, Cube, CubeCard, CubeExport
from cards.online.http import SourceError
from cards.online.scryfall import NameLookup, look_up_names
from cards.parsing.cockatrice import parse_cockatrice
from cards.parsing.common import MAX_CARDS, MODULES, ImportFailed, ImportResult, LineProblem
from cards.parsing.cubecobra_csv import CubeRow, parse_cubecobra_csv
from cards.parsing.detect import HEAD_SIZE, detect_format
from cards.parsing.draftmancer_text import parse_draftmancer_text
from cards.parsing.facts import (
    CardRecord,
    face_names,
    lacking_facts,
    name_key,
    parse_type_line,
)
from cards.parsing.plaintext import TextRow, parse_plain_text
from cards.parsing.scryfall import CardReader

FORMATS = ("auto", "cubecobra-csv", "text", "scryfall-json", "draftmancer-json", "draftmancer-text", "cockatrice")
PRINTING = ("set_code", "collector_number", "rarity")  # a cube's own, kept whatever the catalogue says
KEEPING = ("status", "finish", "mtgo_id", "notes")  # CubeCard's columns of what the owner says of a copy
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
def safe_image_url(url: str) -> str:
    """An image address the phones may load: https on a card-image host users know
    (settings.CARD_IMAGE_HOSTS), else none: a page never fetches from an address a player chose,
    which would tell that address's owner which hidden cards each phone holds."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return ""
    known = parts.scheme == "https" and parts.hostname in settings.CARD_IMAGE_HOSTS
    return url if known and port is None and not parts.username and not parts.password else ""


def record_facts(record: CardRecord) -> dict[str, Any]:
    """A record's facts as the catalogue and cubes store them, image addresses made safe."""
    facts = {name: getattr(record, name) for name in FACT_FIELDS}
    facts["faces"] = [
        {**face, "image_url": safe_image_url(face.get("image_url", ""))} for face in msgspec.to_builtins(record.faces)
    ]
    facts["image_url"] = safe_image_url(record.image_url)
    facts["image_back_url"] = safe_image_url(record.image_back_url)
    return facts


def _card_values(record: CardRecord) -> dict[str, Any]:
    return {
        **record_facts(record),
        "name": record.name,
        "oracle_id": record.oracle_id or None,
        "name_key": name_key(record.name),
        "front_key": name_key(face_names(record.name)[0]),
    }


def upsert_records(records: Iterable[CardRecord]) -> tuple[int, int]:
    """Create or update catalogue cards by name, in batches (bounded memory for bulk files): the
    operator's reviewed facts. Returns (created, updated)."""
    created = updated = 0
    batch: dict[str, dict[str, Any]] = {}

    def flush():
        nonlocal created, updated
        existing = set(Card.objects.filter(name_key__in=batch).values_list("name_key", flat=True))
        Card.objects.bulk_create(
            [Card(**values) for values in batch.values()],
            update_conflicts=True,
            unique_fields=["name_key"],
            update_fields=["name", *FACT_FIELDS, "oracle_id", "front_key", "from_upload"],
        )
        updated += len(existing)
        created += len(batch) - len(existing)
        batch.clear()
        if existing:
            cubes_changed()  # a cube counts its cards by the catalogue's facts where it has none

    for record in records:
        batch[name_key(record.name)] = _card_values(record)
        if len(batch) >= BATCH:
            flush()
    if batch:
        flush()
    return created, updated


def _add_uploaded_names(names: Iterable[str]) -> int:
    """Names an upload brings that the catalogue lacks: added with no facts of their own (each
    cube keeps the facts its file gives), never touching a card that exists. Returns how many.
    Each BATCH is a transaction of its own: on SQLite a write holds the whole database, and a
    name added serves whether or not the cube that brought it is written."""
    rows = {name_key(name): name for name in names}
    keys = list(rows)
    added = 0
    for start in range(0, len(keys), BATCH):
        batch = keys[start : start + BATCH]
        with transaction.atomic():
            existing = set(Card.objects.filter(name_key__in=batch).values_list("name_key", flat=True))
            new = [
                Card(name=rows[key], name_key=key, front_key=name_key(face_names(rows[key])[0]), from_upload=True)
                for key in batch
                if key not in existing
            ]
            Card.objects.bulk_create(new, ignore_conflicts=True)
        added += len(new)
    return added


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


def find_cards(names: Iterable[str], *, with_uploaded: bool = False) -> dict[str, Card]:
    """Catalogue cards by the name keys asked for; a front-face name finds its two-faced card.
    Names only an upload brought (no reviewed facts) are found only `with_uploaded`."""
    keys = {name_key(name) for name in names}
    cards = Card.objects.all() if with_uploaded else Card.objects.filter(from_upload=False)
    found = {card.name_key: card for card in cards.filter(name_key__in=keys)}
    missing = keys - set(found)
    if missing:
        for card in cards.filter(front_key__in=missing).order_by("pk"):
            found.setdefault(card.front_key, card)
    return found


def row_facts(row: CubeRow) -> dict[str, Any]:
    """The facts a CubeCobra line gives (an empty cell gives none: never guessed as 0 or colorless),
    and its printing, empty cells too: the cube's own printing, never the catalogue's."""
    facts: dict[str, Any] = {name: getattr(row, name) for name in PRINTING}
    for name in ("image_url", "image_back_url"):
        if url := safe_image_url(getattr(row, name)):
            facts[name] = url
    if row.type_line:
        facts["type_line"] = row.type_line
        facts["supertypes"], facts["types"], facts["subtypes"] = parse_type_line(row.type_line)
    if row.mana_value is not None:
        facts["mana_value"] = row.mana_value
    if row.colors is not None:
        facts["colors"] = row.colors
    return facts


def row_keeping(row: CubeRow) -> dict[str, str]:
    """What the cube's owner says of this copy: CubeCard's own columns."""
    return {name: getattr(row, name) for name in KEEPING}


def row_missing(row: CubeRow) -> tuple[str, ...]:
    """The facts the line lacks (see CubeRow)."""
    return tuple(fact for fact, value in (("mana_value", row.mana_value), ("colors", row.colors)) if value is None)


# -- cubes ------------------------------------------------------------------------------------------
@dataclass
class PlannedCard:
    key: str
    name: str
    board: str = CubeCard.Board.MAINBOARD
    module: str | None = None
    tags: list[str] = field(default_factory=list)
    color_category: str = ""
    line: int | None = None
    facts: dict[str, Any] = field(default_factory=dict)  # what the file says of the card
    keeping: dict[str, str] = field(default_factory=dict)  # status, finish, MTGO id, notes
    missing: tuple[str, ...] = ()  # facts the file lacks, filled (or set to None) by fill_missing_facts

    def own_facts(self, card: Card) -> dict[str, Any]:
        """The file's facts where they differ from the catalogue's card, and its printing: kept
        with the cube."""
        return {
            name: value
            for name, value in self.facts.items()  # the category has its column
            if name != "color_category" and (name in PRINTING or value != getattr(card, name))
        }


@dataclass
class MissingFact:
    """A fact a line of the file lacks, and where it was found: "catalogue", "scryfall", or ""
    (no source knew it: it stays unknown, None)."""

    line: int | None
    name: str
    fact: str
    filled_from: str
    value: Any
    why: str = ""


@dataclass
class FuzzyMatch:
    """A name Scryfall did not know exactly, and the card its fuzzy search took it for."""

    line: int | None
    written: str
    found: str


@dataclass
class CubePlan:
    """The cards a source gives, before anything is written."""

    format: str
    cards: list[PlannedCard]
    problems: list[LineProblem]
    skipped: dict[str, int] = field(default_factory=dict)
    filled: int = 0  # cards whose facts Scryfall gave, all or those the file and the catalogue lacked
    fuzzy: list[FuzzyMatch] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    missing_facts: list[MissingFact] = field(default_factory=list)


@dataclass
class CubeImport:
    cube: Cube
    format: str
    cards: int
    new_catalogue_cards: int
    problems: list[LineProblem]
    skipped: dict[str, int]
    filled: int = 0
    fuzzy: list[FuzzyMatch] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    missing_facts: list[MissingFact] = field(default_factory=list)


def _read(data: bytes) -> bytes:
    if not data.strip():
        raise ImportFailed("the file is empty")
    return data


def import_cube(
    data: bytes,
    *,
    name: str,
    filename: str = "",
    file_format: str = "auto",
    module: str | None = None,
    owner=None,
    description: str = "",
    skip_bad_lines: bool = False,
    cube: Cube | None = None,
    skip_option: str = "skip_bad_lines",
    importer_key: str = "",
) -> CubeImport:
    """Import a cube file (CubeCobra CSV, a text list, Scryfall or Draftmancer JSON) into a new
    cube (or append to `cube`). Raises CubeImportRefused naming every line at fault, and the
    option that skips them as the caller spells it (`skip_option`)."""
    if file_format not in FORMATS:
        raise CubeImportRefused(f"unknown format {file_format!r}: use one of {', '.join(FORMATS)}")
    if module is not None and module not in MODULES:
        raise CubeImportRefused(f"unknown module {module!r}: use core or occasional")
    try:
        data = _read(data)
        chosen = detect_format(filename, data[:HEAD_SIZE]) if file_format == "auto" else file_format
        plan = _plan(data, chosen)
    except ImportFailed as error:
        raise CubeImportRefused(error.message) from None
    return store_plan(
        plan,
        name=name,
        module=module,
        owner=owner,
        description=description,
        skip_bad_lines=skip_bad_lines,
        cube=cube,
        skip_option=skip_option,
        importer_key=importer_key,
    )


def refuse_lines_at_fault(problems: list[LineProblem], *, skip_bad_lines: bool, skip_option: str) -> None:
    if problems and not skip_bad_lines:
        raise CubeImportRefused(
            f"{len(problems)} line(s) cannot be used, so nothing was imported: fix them, or import with "
            f"{skip_option} to leave them out",
            problems,
        )


def store_plan(
    plan: CubePlan,
    *,
    name: str,
    module: str | None = None,
    owner=None,
    description: str = "",
    skip_bad_lines: bool = False,
    cube: Cube | None = None,
    cubecobra_id: str = "",
    skip_option: str = "skip_bad_lines",
    importer_key: str = "",
) -> CubeImport:
    """Write a planned cube (or append it to `cube`), atomically: names the catalogue lacks are
    added first, with no facts of their own, and each cube card keeps the facts its source gave.
    Only the cube's own rows are written in its transaction (on SQLite every other write waits
    for it: 20,000 cards held the tables' actions 2.3-4 s, found and built under the lock)."""
    refuse_lines_at_fault(plan.problems, skip_bad_lines=skip_bad_lines, skip_option=skip_option)
    if not plan.cards:
        raise CubeImportRefused("the file has no card that could be imported", plan.problems)
    created = _add_uploaded_names(p.name for p in plan.cards)
    by_key = find_cards((p.key for p in plan.cards), with_uploaded=True)
    rows = cube_card_rows(plan.cards, by_key, module=module)
    with transaction.atomic():  # only the cube's own rows written under the lock, all or none
        if cube is None:
            cube = Cube.objects.create(
                name=name,
                owner=owner if owner and owner.is_authenticated else None,
                description=description,
                source_format=plan.format,
                cubecobra_id=cubecobra_id,
                importer_key="" if owner and owner.is_authenticated else importer_key,
            )
        for row in rows:
            row.cube = cube
        CubeCard.objects.bulk_create(rows)
    return CubeImport(
        cube=cube,
        format=plan.format,
        cards=len(plan.cards),
        new_catalogue_cards=created,
        problems=plan.problems,
        skipped=plan.skipped,
        filled=plan.filled,
        fuzzy=plan.fuzzy,
        notes=plan.notes,
        missing_facts=plan.missing_facts,
    )


def cube_card_rows(planned: list[PlannedCard], by_key: dict[str, Card], *, module: str | None = None) -> list[CubeCard]:
    """A planned cube's rows, built before its write (their cube is set then)."""
    return [
        CubeCard(
            card=by_key[p.key],
            board=p.board,
            module=module or p.module or "",
            tags=p.tags,
            color_category=p.color_category,
            line=p.line,
            facts=p.own_facts(by_key[p.key]),
            **p.keeping,
        )
        for p in planned
    ]


def planned_from_csv_rows(rows: Iterable[CubeRow]) -> list[PlannedCard]:
    return [
        PlannedCard(
            key=name_key(row.name),
            name=row.name,
            board=row.board,
            module=row.module,
            tags=row.tags,
            color_category=row.color_category,
            line=row.line,
            facts=row_facts(row),
            keeping=row_keeping(row),
            missing=row_missing(row),
        )
        for row in rows
    ]


# Facts a table shows that a file may give empty (a Draftmancer card has no rules text): the online
# source's fill them. Any other fact the file gives, even empty (no colors: colorless), is the file's.
SHOWN_FACTS = ("oracle_text", "power", "toughness", "loyalty", "scryfall_id", "image_url", "image_back_url")


def fill_from_online(plan: CubePlan, *, looked_up: Iterable[str] = ()) -> tuple[NameLookup, str]:
    """Scryfall's facts, by exact name, for every card of the plan a table could not show whole:
    the catalogue's card (if any) under the file's facts lacks one (`lacking_facts`), not only
    a name the catalogue lacks. The file's own facts win, but for what it gives empty of
    SHOWN_FACTS and its faces; a fact the file lacks (`missing`) is left to fill_missing_facts.
    Cards still lacking a fact are named in a note. Keys in `looked_up` are not asked again.
    Returns Scryfall's answer and, when it could not be asked, why."""
    catalogue = find_cards(p.key for p in plan.cards)

    def lacking(planned: PlannedCard) -> list[str]:
        card = catalogue.get(planned.key)
        return lacking_facts({"name": planned.name, **(card.facts() if card else {}), **planned.facts})

    skip = set(looked_up)
    to_fill = [p for p in plan.cards if p.key not in skip and lacking(p)]
    lookup, offline = look_up_online({p.name for p in to_fill}, fuzzy=False, problems=plan.problems)
    for planned in to_fill:
        record = lookup.found.get(planned.key)
        if record is None:
            continue
        given = {name: value for name, value in record_facts(record).items() if name not in planned.missing}
        planned.facts = {**given, **planned.facts}
        for fact in SHOWN_FACTS:
            planned.facts[fact] = planned.facts.get(fact) or given[fact]
        if len(planned.facts.get("faces") or []) < len(given["faces"]):
            planned.facts["faces"], planned.facts["layout"] = given["faces"], given["layout"]
        planned.color_category = planned.color_category or record.color_category
        plan.filled += 1
    still = sorted({p.name for p in plan.cards if lacking(p)})
    if still:
        why = f"Scryfall could not be asked: {offline}" if offline else "Scryfall knows them by no exact name"
        plan.notes.append(
            f"{len(still)} card(s) lack a fact a table shows (rules text, power and toughness, loyalty or a "
            f"face), so a phone cannot show it: {', '.join(still[:20])}; {why}"
        )
    return lookup, offline


def fill_missing_facts(plan: CubePlan, lookup: NameLookup, offline: str = "") -> None:
    """Each fact a line lacks, from the catalogue's card, else from Scryfall's card by its exact
    name (`lookup`, fill_from_online's answer); a fact no source knows stays None, never 0 or
    colorless. Every one is reported in plan.missing_facts."""
    lacking = [p for p in plan.cards if p.missing]
    catalogue = find_cards(p.name for p in lacking)
    for planned in lacking:
        record, card = lookup.found.get(planned.key), catalogue.get(planned.key)
        for fact in planned.missing:
            source, why = "", ""
            if card is not None:
                source, planned.facts[fact] = "catalogue", getattr(card, fact)
            elif record is not None:
                source, planned.facts[fact] = "scryfall", getattr(record, fact)
            else:
                why = lookup.missing.get(planned.key) or offline or "not in the catalogue, and not looked up online"
                planned.facts[fact] = None
            plan.missing_facts.append(MissingFact(planned.line, planned.name, fact, source, planned.facts[fact], why))


def planned_from_record(record: CardRecord, **where: Any) -> PlannedCard:
    """A card whose facts a source gave whole (Scryfall, CubeCobra's details): the cube keeps them."""
    return PlannedCard(
        key=name_key(record.name),
        name=record.name,
        color_category=record.color_category,
        facts=record_facts(record),
        **where,
    )


class OnlineLookupNeeded(Exception):
    """An import under `without_online_lookups` would ask Scryfall: it runs as a job instead."""


# Set within without_online_lookups: the import's skip_bad_lines and how its caller spells it.
_offline_only: contextvars.ContextVar[tuple[bool, str] | None] = contextvars.ContextVar("offline_only", default=None)


@contextlib.contextmanager
def without_online_lookups(*, skip_bad_lines: bool, skip_option: str = "skip_bad_lines"):
    """Within it, an import that would ask Scryfall raises OnlineLookupNeeded before it asks (and
    before anything is written): a web request imports what the catalogue knows, and leaves the
    rest to a job (cards/jobs.py), so that no online source holds a web worker. A file with lines
    at fault already is refused then, as its import would be, rather than sent to a job."""
    token = _offline_only.set((skip_bad_lines, skip_option))
    try:
        yield
    finally:
        _offline_only.reset(token)


def look_up_online(
    names: Iterable[str], *, fuzzy: bool = True, problems: list[LineProblem] = ()
) -> tuple[NameLookup, str]:
    """Scryfall's cards for these names, or nothing and the reason it could not be asked.
    `problems`: the file's lines at fault so far."""
    names = list(names)
    if not names:
        return NameLookup(), ""
    if (probe := _offline_only.get()) is not None:
        skip_bad_lines, skip_option = probe
        refuse_lines_at_fault(list(problems), skip_bad_lines=skip_bad_lines, skip_option=skip_option)
        raise OnlineLookupNeeded()
    try:
        return look_up_names(names, fuzzy=fuzzy), ""
    except SourceError as error:
        return NameLookup(), error.message


def _plan(data: bytes, chosen: str) -> CubePlan:
    if chosen == "cubecobra-csv":
        result = parse_cubecobra_csv(data)
        plan = CubePlan(chosen, planned_from_csv_rows(result.rows), list(result.problems), dict(result.skipped))
        fill_missing_facts(plan, *fill_from_online(plan))
        return plan
    if chosen in NAME_LISTS:
        return _plan_names(NAME_LISTS[chosen](data))
    reader = CardReader(data, format=chosen, max_cards=MAX_CARDS)  # a cube file, not a bulk catalogue
    plan = CubePlan(chosen, [planned_from_record(r) for r in reader], list(reader.problems), dict(reader.skipped))
    fill_from_online(plan)
    return plan


NAME_LISTS = {"text": parse_plain_text, "cockatrice": parse_cockatrice, "draftmancer-text": parse_draftmancer_text}


def _plan_names(result: ImportResult[TextRow]) -> CubePlan:
    """A list of names: the catalogue's cards, and Scryfall's for the names it lacks (exact
    names first, then a fuzzy search, each fuzzy match reported). Still unknown: listed by line.
    A printing the line names is the cube's own."""
    known = find_cards(row.name for row in result.rows)
    lookup, offline = look_up_online(
        (row.name for row in result.rows if name_key(row.name) not in known), problems=result.problems
    )
    plan = CubePlan(result.format, [], list(result.problems), dict(result.skipped), notes=list(result.notes))
    for row in result.rows:
        key = name_key(row.name)
        where = {"board": row.board, "line": row.line, "module": row.module, "tags": list(row.tags)}
        printing = {name: getattr(row, name) for name in ("set_code", "collector_number") if getattr(row, name)}
        if key in known:
            card = known[key]
            plan.cards += [PlannedCard(key=card.name_key, name=card.name, facts=printing, **where)] * row.count
        elif key in lookup.found:
            planned = planned_from_record(lookup.found[key], **where)
            planned.facts |= printing
            plan.cards += [planned] * row.count
            plan.filled += row.count
            if key in lookup.fuzzy:
                plan.fuzzy.append(FuzzyMatch(row.line, row.name, lookup.fuzzy[key]))
        else:
            why = lookup.missing.get(key) or f"it could not be looked up: {offline}"
            plan.problems.append(LineProblem(row.line, row.name, f"no card named {row.name!r} in the catalogue; {why}"))
    plan.problems.sort(key=lambda problem: problem.line)
    fill_from_online(plan, looked_up=lookup.found)
    return plan


# -- summaries -------------------------------------------------------------------------------------
MAIN_TYPES = ("Creature", "Instant", "Sorcery", "Artifact", "Enchantment", "Planeswalker", "Land", "Battle")


def cube_summary(cube: Cube) -> dict[str, Any]:
    """Counts of the mainboard by color category, type, module; creatures vs noncreatures.

    Kept on the cube once counted: counting reads every card of the cube (a cube of 20,000 cards
    took 1.3 s), and anyone may ask for a cube's summary 1,200 times a minute. Forgotten
    (`cubes_changed`) wherever a cube's cards or the catalogue's facts change."""
    if cube.summary is None:
        with transaction.atomic():  # the cube's row locked: a refresh changing its cards waits, or is waited for
            kept = Cube.objects.select_for_update().only("summary").get(pk=cube.pk).summary
            if kept is None:
                kept = count_summary(cube)
                Cube.objects.filter(pk=cube.pk).update(summary=kept)
        cube.summary = kept
    return cube.summary


def kept_export(cube: Cube, form: str, make: Callable[[], bytes]) -> bytes:
    """The cube's export in this form, made by `make` once per revision of the cube and kept
    (CubeExport): made again after `cubes_changed`."""
    kept = CubeExport.objects.filter(cube=cube, form=form, revision=cube.revision).values_list("body", flat=True)
    if (body := kept.first()) is not None:
        return bytes(body)  # PostgreSQL's driver reads a memoryview
    body = make()
    CubeExport.objects.update_or_create(cube=cube, form=form, defaults={"revision": cube.revision, "body": body})
    return body


def cube_changed_by_edit(sender, instance, **kwargs) -> None:
    """An edit one at a time (the admin's), which the services' bulk writes are not: a cube, a
    cube card's cube, or every cube for a catalogue card, has changed."""
    if sender is Card:
        cubes_changed()
    elif sender is CubeCard:
        cubes_changed(Cube.objects.filter(pk=instance.cube_id))
    elif not kwargs.get("created"):  # a cube made has nothing kept yet
        cubes_changed(Cube.objects.filter(pk=instance.pk))


def cubes_changed(cubes=None) -> None:
    """These cubes (a queryset; all cubes by default) or their cards' facts changed: their kept
    summaries are counted again, and their exports made again, when next asked for."""
    (Cube.objects.all() if cubes is None else cubes).update(summary=None, revision=F("revision") + 1)


def count_summary(cube: Cube) -> dict[str, Any]:
    rows = list(cube.cards.select_related("card"))
    main = [row for row in rows if row.board == CubeCard.Board.MAINBOARD]
    facts = [row.effective_facts() for row in main]
    by_type: Counter[str] = Counter()
    for card in facts:
        for card_type in card["types"]:
            if card_type in MAIN_TYPES:
                by_type[card_type] += 1
    creatures = sum(1 for card in facts if "Creature" in card["types"])
    return {
        "mainboard": len(main),
        "maybeboard": len(rows) - len(main),
        "by_color_category": dict(Counter(card["color_category"] for card in facts)),
        "by_type": dict(by_type),
        "by_module": dict(Counter(row.module or "none" for row in main)),
        "creatures": creatures,
        "noncreatures": len(main) - creatures,
    }

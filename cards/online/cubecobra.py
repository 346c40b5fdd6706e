"""CubeCobra: a cube from its link or id, and its refresh later.

The cube JSON endpoint gives every card of the mainboard and maybeboard with its Scryfall facts
(as CubeCobra converts them; see cards/online/__init__.py); when it fails or answers a shape we
cannot read, the CSV download is read instead, and Scryfall fills the card text the CSV lacks.
Like an upload, the cube keeps these facts as its own and never changes the catalogue."""

from __future__ import annotations

import hashlib
import math
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Annotated, Any
from urllib.parse import urlsplit

import msgspec
from django.conf import settings
from django.db import transaction

from cards.models import Cube, CubeCard
from cards.online.http import Source, SourceBadAnswer, SourceError, SourceNotFound
from cards.parsing.common import ImportFailed, LineProblem
from cards.parsing.cubecobra_csv import module_from_tags, parse_cubecobra_csv
from cards.parsing.facts import (
    COLOR_CATEGORIES,
    CardRecord,
    color_category,
    normalise_name,
    parse_type_line,
    sort_colors,
    unstorable,
)
from cards.services import (
    CubeImport,
    CubeImportRefused,
    CubePlan,
    cubes_changed,
    fill_from_online,
    fill_missing_facts,
    planned_from_csv_rows,
    planned_from_record,
    safe_image_url,
    store_plan,
)

MOST_CARDS = 5000  # per board: the largest cubes are a few thousand cards
CUBE_JSON_BYTES = 64 * 1024 * 1024  # a 540-card cube's JSON is about 2 MB
FORMAT = "cubecobra"
_ID = re.compile(r"[A-Za-z0-9_-]{1,100}")
_CUBE_PATH = re.compile(r"/(?:cube/[A-Za-z]+|c)/([A-Za-z0-9_-]{1,100})/?")
_CATEGORIES = {category.lower(): category for category in COLOR_CATEGORIES}

Name = Annotated[str, msgspec.Meta(max_length=200)]
Short = Annotated[str, msgspec.Meta(max_length=100)]
Url = Annotated[str, msgspec.Meta(max_length=1000)]
Text = Annotated[str, msgspec.Meta(max_length=10_000)]
Words = Annotated[list[Annotated[str, msgspec.Meta(max_length=100)]], msgspec.Meta(max_length=60)]


class _Details(msgspec.Struct):
    name: Name
    scryfall_id: Short | None = None
    oracle_id: Short | None = None
    set: Short | None = None
    collector_number: Short | None = None
    rarity: Short | None = None
    oracle_text: Text | None = None
    image_normal: Url | None = None
    image_flip: Url | None = None
    cmc: float | None = None
    type: Name | None = None
    colors: Words | None = None
    colorcategory: Short | None = None
    parsed_cost: Words | None = None
    layout: Short | None = None


class _Card(msgspec.Struct):
    """A card of a board: its own fields override its details (the cube owner's edits)."""

    details: _Details | None = None
    cmc: float | Short | None = None
    type_line: Name | None = None
    colors: Words | None = None
    colorCategory: Short | None = None  # noqa: N815 (CubeCobra's names)
    tags: Words | None = None
    imgUrl: Url | None = None  # noqa: N815
    imgBackUrl: Url | None = None  # noqa: N815


class _Boards(msgspec.Struct):
    mainboard: Annotated[list[_Card], msgspec.Meta(max_length=MOST_CARDS)] = []
    maybeboard: Annotated[list[_Card], msgspec.Meta(max_length=MOST_CARDS)] = []


class _Cube(msgspec.Struct):
    cards: _Boards
    id: Short | None = None
    shortId: Short | None = None  # noqa: N815
    name: Annotated[str, msgspec.Meta(max_length=1000)] | None = None


def cubecobra() -> Source:
    return Source("CubeCobra", settings.CUBECOBRA_URL)


def cube_id_of(reference: str) -> str:
    """The cube id in a CubeCobra link (https://cubecobra.com/cube/list/ID, /cube/overview/ID,
    /c/ID...) or the id itself. Raises ValueError for anything else."""
    text = reference.strip()
    if _ID.fullmatch(text):
        return text
    parts = urlsplit(text if "://" in text else f"https://{text}")
    hosts = {"cubecobra.com", "www.cubecobra.com", urlsplit(settings.CUBECOBRA_URL).hostname}
    match = _CUBE_PATH.fullmatch(parts.path)
    if parts.scheme in ("http", "https") and parts.hostname in hosts and match:
        return match[1]
    raise ValueError(
        f"{reference[:200]!r} is neither a CubeCobra cube id nor a link to a CubeCobra cube "
        "(such as https://cubecobra.com/cube/list/ID)"
    )


@dataclass
class FetchedCube:
    cube_id: str  # the id to refresh with: CubeCobra's own when it says
    name: str
    plan: CubePlan
    notes: list[str] = field(default_factory=list)


def fetch_cube(cube_id: str) -> FetchedCube:
    """The cube's cards from the JSON endpoint, else from the CSV download. Raises SourceError
    (SourceNotFound for a cube CubeCobra does not have or show)."""
    with cubecobra() as source:
        try:
            return _from_json(source, cube_id)
        except SourceNotFound:
            raise
        except SourceBadAnswer as error:
            try:
                fetched = _from_csv(source, cube_id)
            except SourceError as csv_error:
                raise SourceBadAnswer(f"{error.message}; and its CSV download: {csv_error.message}") from None
            fetched.plan.notes.insert(0, f"read from the CSV download: {error.message}")
            return fetched


def _from_json(source: Source, cube_id: str) -> FetchedCube:
    answer = source.get(source.url(f"/cube/api/cubeJSON/{cube_id}"), max_bytes=CUBE_JSON_BYTES)
    _expect(answer.status, cube_id, "cube JSON")
    cube = source.decode(answer, _Cube, "cube JSON")
    plan = CubePlan(FORMAT, [], [])
    for board, cards in (("mainboard", cube.cards.mainboard), ("maybeboard", cube.cards.maybeboard)):
        for position, card in enumerate(cards, start=1):
            # what the catalogue cannot keep anywhere in the card (a NUL in a tag) before its record
            record = unstorable(card) or _record(card)
            where = f"{board} card {position}"
            if isinstance(record, str):
                plan.problems.append(LineProblem(position, where, record))
                continue
            try:
                module = module_from_tags(card.tags or [])
            except ValueError as error:
                plan.problems.append(LineProblem(position, f"{where}: {record.name}", str(error)))
                continue
            plan.cards.append(
                planned_from_record(record, board=board, tags=list(card.tags or []), module=module, line=position)
            )
    return FetchedCube(
        cube_id=cube.id if cube.id and _ID.fullmatch(cube.id) else cube_id,  # it goes into a path later
        name=(cube.name or "").strip()[:120] or f"CubeCobra {cube_id}",
        plan=plan,
    )


def _from_csv(source: Source, cube_id: str) -> FetchedCube:
    answer = source.get(
        source.url(f"/cube/download/csv/{cube_id}"),
        params={"boards": "mainboard,maybeboard"},
        accept="text/csv",
        max_bytes=settings.MAX_UPLOAD_BYTES,
    )
    _expect(answer.status, cube_id, "CSV download")
    try:
        result = parse_cubecobra_csv(answer.body)
    except ImportFailed as error:
        raise SourceBadAnswer(f"CubeCobra's CSV download cannot be read: {error.message}") from None
    plan = CubePlan(FORMAT, planned_from_csv_rows(result.rows), list(result.problems), dict(result.skipped))
    fill_missing_facts(plan, *fill_from_online(plan))  # the CSV has no card text
    return FetchedCube(cube_id=cube_id, name=f"CubeCobra {cube_id}", plan=plan)


def _expect(status: int, cube_id: str, what: str) -> None:
    if status == 404:
        raise SourceNotFound(f"CubeCobra has no cube {cube_id!r} (or it is private)")
    if status != 200:
        raise SourceBadAnswer(f"CubeCobra answered {status} to the {what} of cube {cube_id!r}")


def _record(card: _Card) -> CardRecord | str:
    """The card as the cube has it, or why it cannot be used."""
    details = card.details
    if details is None:
        return "no card details (a custom card?)"
    type_line = " ".join((card.type_line or details.type or "").split())
    supertypes, types, subtypes = parse_type_line(type_line)
    colors = sort_colors(card.colors if card.colors is not None else details.colors or [])
    mana_cost = _mana_cost(details.parsed_cost or [])
    if (card.cmc is None or card.cmc == "") and details.cmc is None:
        return "no mana value, in the card or its details (never taken as 0)"
    mana_value = _mana_value(card.cmc, details.cmc)
    if mana_value is None:
        return f"mana value {str(card.cmc)[:20]!r} is not a number from 0 to 1000000"
    category = _CATEGORIES.get((card.colorCategory or details.colorcategory or "").lower())
    record = CardRecord(
        name=normalise_name(details.name),
        scryfall_id=details.scryfall_id or "",
        oracle_id=details.oracle_id or "",
        mana_cost=mana_cost,
        mana_value=mana_value,
        colors=colors,
        color_category=category or color_category(colors, types, mana_cost),
        type_line=type_line,
        supertypes=supertypes,
        types=types,
        subtypes=subtypes,
        oracle_text=details.oracle_text or "",
        set_code=(details.set or "").lower(),
        collector_number=details.collector_number or "",
        rarity=(details.rarity or "").lower(),
        image_url=safe_image_url(card.imgUrl or "") or details.image_normal or "",
        image_back_url=safe_image_url(card.imgBackUrl or "") or details.image_flip or "",
        layout=details.layout or "normal",
    )
    return unstorable(record) or record


def _mana_cost(parsed: list[str]) -> str:
    """A cost back from CubeCobra's parsed_cost: symbols reversed, lower-cased, "/" as "-",
    "split" between the halves of a split card."""
    halves: list[str] = [""]
    for symbol in reversed(parsed):
        if symbol == "split":
            halves.append("")
        elif symbol:
            halves[-1] += "{" + symbol.replace("-", "/").upper() + "}"
    return " // ".join(half for half in halves if half)


def _mana_value(own: float | str | None, details: float | None) -> float | None:
    value: Any = details if own is None or own == "" else own
    try:
        number = float(value)
    except ValueError:
        return None
    if not math.isfinite(number) or not 0 <= number <= 1_000_000:
        return None
    return int(number) if number.is_integer() else number


# -- importing and refreshing ---------------------------------------------------------------------
def import_cubecobra(
    reference: str,
    *,
    name: str = "",
    module: str | None = None,
    owner=None,
    description: str = "",
    skip_bad_lines: bool = False,
    importer_key: str = "",
) -> CubeImport:
    """A new cube from a CubeCobra link or id; it keeps the id for refreshing. Raises
    CubeImportRefused for a bad reference or cards that cannot be used, SourceError when CubeCobra
    cannot give the cube."""
    try:
        cube_id = cube_id_of(reference)
    except ValueError as error:
        raise CubeImportRefused(str(error)) from None
    fetched = fetch_cube(cube_id)
    return store_plan(
        fetched.plan,
        name=name or fetched.name,
        module=module,
        owner=owner,
        description=description,
        skip_bad_lines=skip_bad_lines,
        cubecobra_id=fetched.cube_id,
        importer_key=importer_key,
    )


@dataclass
class CubeDiff:
    """What refreshing a cube from CubeCobra would change: names with their board and count."""

    added: list[dict[str, Any]]
    removed: list[dict[str, Any]]
    fingerprint: str  # of the cube before and CubeCobra's list: a confirmation applies what was seen
    problems: list[LineProblem]
    applied: bool = False


class StaleRefresh(CubeImportRefused):
    """A confirmation for a diff that no longer holds."""


def refresh_cube(cube: Cube, *, confirm: str = "") -> CubeDiff:
    """The difference between the cube and its CubeCobra cube now. Applied only when `confirm`
    is the fingerprint of a diff shown before and nothing changed since (StaleRefresh
    otherwise). Cards kept keep their facts; tables keep theirs whatever
    happens."""
    if not cube.cubecobra_id:
        raise CubeImportRefused(f"cube {cube.pk} was not read from CubeCobra")
    fetched = fetch_cube(cube.cubecobra_id)
    with transaction.atomic():
        Cube.objects.select_for_update().filter(pk=cube.pk).first()
        diff, added, removed = _diff(cube, fetched.plan)
        if not confirm:
            return diff
        if confirm != diff.fingerprint:
            raise StaleRefresh("the cube or its CubeCobra list changed since this refresh was shown: look again")
        for (key, board), count in removed.items():
            ids = list(cube.cards.filter(card__name_key=key, board=board).order_by("-pk").values_list("pk", flat=True))
            CubeCard.objects.filter(pk__in=ids[:count]).delete()
        incoming = []
        for planned in fetched.plan.cards:
            if added[(planned.key, planned.board)] > 0:
                added[(planned.key, planned.board)] -= 1
                incoming.append(planned)
        if incoming:
            store_plan(CubePlan(FORMAT, incoming, []), name=cube.name, cube=cube)
        cubes_changed(Cube.objects.filter(pk=cube.pk))
        cube.summary = None
        diff.applied = True
    return diff


def _diff(cube: Cube, plan: CubePlan) -> tuple[CubeDiff, Counter, Counter]:
    rows = list(cube.cards.select_related("card").order_by("pk"))
    present = Counter((row.card.name_key, row.board) for row in rows)
    names = {(row.card.name_key, row.board): row.card.name for row in rows}
    wanted = Counter((p.key, p.board) for p in plan.cards)
    names.update({(p.key, p.board): p.name for p in plan.cards})
    added, removed = wanted - present, present - wanted
    listed = [{"name": names[key], "board": key[1], "count": count} for key, count in sorted(added.items())]
    dropped = [{"name": names[key], "board": key[1], "count": count} for key, count in sorted(removed.items())]
    digest = hashlib.sha256(msgspec.json.encode([sorted(present.items()), sorted(wanted.items())])).hexdigest()
    return CubeDiff(added=listed, removed=dropped, fingerprint=digest[:32], problems=plan.problems), added, removed

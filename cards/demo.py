"""The demo cubes (cards/demo/*.csv: names, modules and tags; their cards' facts in
cards/demo/card_facts.json, taken from real card data), owned by no one.
Loading twice creates nothing twice. It makes no account: `make run` makes its own local admin,
and production makes its users with `createsuperuser`."""

import csv
from dataclasses import dataclass
from pathlib import Path

import msgspec
from django.db import transaction

from cards.models import Cube, CubeCard
from cards.parsing.facts import CardRecord, name_key
from cards.services import find_cards, upsert_records

DEMO_DIR = Path(__file__).resolve().parent / "demo"


@dataclass(frozen=True)
class DemoCube:
    file: str
    name: str
    description: str


DEMO_CUBES = (
    DemoCube(
        "auction_block.csv",
        "Demo auction block",
        "The sample auction block of the Auction Magic article (about 200 cards, ~52% creatures).",
    ),
    DemoCube(
        "saga_cube.csv",
        "Demo saga cube",
        "A Cube Saga cube with a core module of 312 and an occasional module of 210 cards.",
    ),
    DemoCube("battler_cube.csv", "Demo battler cube", "A 217-card battler cube: creatures and removal."),
)


def read_demo_rows(file: str) -> list[dict[str, str]]:
    with (DEMO_DIR / file).open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def demo_card_facts() -> dict[str, CardRecord]:
    """Every demo card's facts, by name, as fill_card_facts.py took them from real card data."""
    records = msgspec.json.decode((DEMO_DIR / "card_facts.json").read_bytes(), type=list[CardRecord])
    return {record.name: record for record in records}


def demo_cube_cards(file: str) -> list[tuple[dict[str, str], CardRecord]]:
    """Each row of a demo cube file (name, module, tags) with its card's facts."""
    facts = demo_card_facts()
    return [(row, facts[row["name"]]) for row in read_demo_rows(file)]


def load_demo() -> list[tuple[str, bool]]:
    """Ensure the demo cubes exist, and the catalogue holds their cards' facts (written again each
    time: a catalogue loaded before the demo cards had them gains them). Returns (cube name,
    created now) for each cube."""
    report = []
    facts = demo_card_facts()
    with transaction.atomic():
        upsert_records(facts.values())
        for demo in DEMO_CUBES:
            if Cube.objects.filter(name=demo.name, is_demo=True).exists():
                report.append((demo.name, False))
                continue
            rows = read_demo_rows(demo.file)
            cards = find_cards(row["name"] for row in rows)
            cube = Cube.objects.create(name=demo.name, description=demo.description, is_demo=True, source_format="demo")
            CubeCard.objects.bulk_create(
                [
                    CubeCard(
                        cube=cube,
                        card=cards[name_key(row["name"])],
                        module=row["module"],
                        tags=[tag for tag in row["tags"].split(";") if tag],
                        line=line,
                    )
                    for line, row in enumerate(rows, start=2)
                ]
            )
            report.append((demo.name, True))
    return report

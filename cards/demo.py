"""The demo cubes (cards/demo/*.csv, card facts written for this project), owned by no one.
Loading twice creates nothing twice. It makes no account: `make run` makes its own local admin,
and production makes its users with `createsuperuser`."""

import csv
from dataclasses import dataclass
from pathlib import Path

from django.db import transaction

from cards.models import Cube, CubeCard
from cards.parsing.facts import CardRecord, color_category, name_key, parse_type_line, sort_colors
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


def demo_card_text() -> dict[str, dict[str, str]]:
    """Rules text, power, toughness and image of demo cards, by name, as fill_card_text.py took
    them from real card data (most demo cards have none)."""
    return {row["name"]: row for row in read_demo_rows("card_text.csv")}


def record_from_demo_row(row: dict[str, str], text: dict[str, str] | None = None) -> CardRecord:
    supertypes, types, subtypes = parse_type_line(row["type_line"])
    colors = sort_colors(row["colors"])
    text = text or {}
    return CardRecord(
        name=row["name"],
        mana_cost=row["mana_cost"],
        mana_value=float(row["mana_value"]),
        colors=colors,
        type_line=row["type_line"],
        supertypes=supertypes,
        types=types,
        subtypes=subtypes,
        color_category=color_category(colors, types, row["mana_cost"]),
        oracle_text=text.get("oracle_text", ""),
        power=text.get("power", ""),
        toughness=text.get("toughness", ""),
        image_url=text.get("image_url", ""),
    )


def load_demo() -> list[tuple[str, bool]]:
    """Ensure the demo cubes exist. Returns (cube name, created now) for each cube."""
    report = []
    text = demo_card_text()
    with transaction.atomic():
        for demo in DEMO_CUBES:
            if Cube.objects.filter(name=demo.name, is_demo=True).exists():
                report.append((demo.name, False))
                continue
            rows = read_demo_rows(demo.file)
            upsert_records(record_from_demo_row(row, text.get(row["name"])) for row in rows)
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

"""The demo cubes (cards/demo/*.csv, card facts written for this project) and the demo user.
Loading twice creates nothing twice."""

import csv
from dataclasses import dataclass
from pathlib import Path

from django.contrib.auth import get_user_model
from django.db import transaction
from rest_framework.authtoken.models import Token

from cards.models import Cube, CubeCard
from cards.parsing.facts import CardRecord, color_category, name_key, parse_type_line, sort_colors
from cards.services import find_cards, upsert_records

DEMO_DIR = Path(__file__).resolve().parent / "demo"
DEMO_USER = "demo"
DEMO_PASSWORD = "demo-password"


@dataclass(frozen=True)
class DemoCube:
    file: str
    name: str
    description: str


DEMO_CUBES = (
    DemoCube("auction_block.csv", "Demo auction block",
             "The sample auction block of the Auction Magic article (about 200 cards, ~52% creatures)."),
    DemoCube("saga_cube.csv", "Demo saga cube",
             "A Cube Saga cube with a core module of 312 and an occasional module of 210 cards."),
    DemoCube("battler_cube.csv", "Demo battler cube", "A 217-card battler cube: creatures and removal."),
)


def read_demo_rows(file: str) -> list[dict[str, str]]:
    with (DEMO_DIR / file).open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def record_from_demo_row(row: dict[str, str]) -> CardRecord:
    supertypes, types, subtypes = parse_type_line(row["type_line"])
    colors = sort_colors(row["colors"])
    return CardRecord(name=row["name"], mana_cost=row["mana_cost"], mana_value=float(row["mana_value"]),
                      colors=colors, type_line=row["type_line"], supertypes=supertypes, types=types,
                      subtypes=subtypes, color_category=color_category(colors, types, row["mana_cost"]))


def load_demo() -> list[tuple[str, bool]]:
    """Ensure the demo cubes and user exist. Returns (cube name, created now) for each cube."""
    report = []
    with transaction.atomic():
        user = _demo_user()
        for demo in DEMO_CUBES:
            if Cube.objects.filter(name=demo.name, is_demo=True).exists():
                report.append((demo.name, False))
                continue
            rows = read_demo_rows(demo.file)
            upsert_records(record_from_demo_row(row) for row in rows)
            cards = find_cards(row["name"] for row in rows)
            cube = Cube.objects.create(name=demo.name, description=demo.description, owner=user, is_demo=True,
                                       source_format="demo")
            CubeCard.objects.bulk_create([
                CubeCard(cube=cube, card=cards[name_key(row["name"])], module=row["module"],
                         tags=[tag for tag in row["tags"].split(";") if tag], line=line)
                for line, row in enumerate(rows, start=2)
            ])
            report.append((demo.name, True))
    return report


def _demo_user():
    users = get_user_model()
    user = users.objects.filter(username=DEMO_USER).first()
    if user is None:
        user = users.objects.create_superuser(DEMO_USER, "demo@localhost", DEMO_PASSWORD)
    Token.objects.get_or_create(user=user)
    return user

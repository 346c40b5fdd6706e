"""Writes cards/demo/card_text.csv: the rules text, power and toughness, and image address of the
demo cubes' cards, taken from real card data (the Scryfall and Draftmancer files of
tests/fixtures/, see their SOURCES.md), never typed by hand. A card those files do not know
stays without text (its phone face says so).

    python cards/demo/fill_card_text.py [FIXTURES_DIR]
"""

import csv
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIXTURES = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE.parents[1] / "tests" / "fixtures"
SCRYFALL = "scryfall_cards_eld_100__cubecobra_fixture.json"
DRAFTMANCER = "draftmancer_format_mystery_booster_1939_cards__draftmancer.json"
HEADER = ("name", "oracle_text", "power", "toughness", "image_url", "source")


def demo_names() -> list[str]:
    names: set[str] = set()
    for file in ("auction_block.csv", "saga_cube.csv", "battler_cube.csv"):
        with (HERE / file).open(encoding="utf-8", newline="") as handle:
            names.update(row["name"] for row in csv.DictReader(handle))
    return sorted(names)


def main() -> None:
    scryfall = {card["name"]: card for card in json.loads((FIXTURES / SCRYFALL).read_text(encoding="utf-8"))}
    draftmancer = {}
    for card in json.loads((FIXTURES / DRAFTMANCER).read_text(encoding="utf-8")).values():
        draftmancer.setdefault(card["name"], card)
    rows = []
    for name in demo_names():
        if name in scryfall:
            card = scryfall[name]
            rows.append(
                (
                    name,
                    card.get("oracle_text", ""),
                    card.get("power", ""),
                    card.get("toughness", ""),
                    (card.get("image_uris") or {}).get("normal", ""),
                    SCRYFALL,
                )
            )
        elif name in draftmancer:
            rows.append((name, "", "", "", (draftmancer[name].get("image_uris") or {}).get("en", ""), DRAFTMANCER))
    with (HERE / "card_text.csv").open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(HEADER)
        writer.writerows(rows)
    print(f"{len(rows)} of {len(demo_names())} demo cards found; {sum(1 for row in rows if row[1])} with rules text")


if __name__ == "__main__":
    main()

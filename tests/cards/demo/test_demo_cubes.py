"""Sanity checks for the demo cubes in cards/demo/: the cube files' names, modules and tags,
with each card's facts from card_facts.json (taken from real card data by fill_card_facts.py).

Pure pytest (no database). The cross-check compares our facts with the
third-party fixtures in tests/fixtures/; they are only read here, never copied
into the demo data.
"""

from __future__ import annotations

import csv
import json
import re
from collections import Counter
from pathlib import Path

import pytest

from tests.shared_fixtures import FIXTURES

ROOT = Path(__file__).resolve().parents[3]
DEMO = ROOT / "cards" / "demo"
MB1_JSON = FIXTURES / "draftmancer_format_mystery_booster_1939_cards__draftmancer.json"
PAUPER_CSV = FIXTURES / "cubecobra_csv_export_ThePauperCube__dunamismax.csv"

HEADER = ["name", "module", "tags"]
FILES = ["auction_block.csv", "saga_cube.csv", "battler_cube.csv"]
COLORS = "WUBRG"
MAIN_TYPES = ("Creature", "Instant", "Sorcery", "Enchantment", "Artifact", "Land", "Planeswalker")

# Cards whose color is not given by the colored symbols of their mana cost
# (devoid, color indicators, ...). None of the demo cubes needs one today.
COLOR_EXCEPTIONS: dict[str, str] = {}

SYMBOL = re.compile(r"\{([^}]*)\}")


FACTS = {card["name"]: card for card in json.loads((DEMO / "card_facts.json").read_text(encoding="utf-8"))}


def read(name: str) -> list[dict[str, str]]:
    """The cube file's rows with their cards' mana cost, mana value, type line and colors."""
    with open(DEMO / name, encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle)
        assert reader.fieldnames == HEADER, f"{name}: bad header {reader.fieldnames}"
        rows = list(reader)
    for row in rows:
        card = FACTS[row["name"]]
        row |= {
            "mana_cost": card["mana_cost"],
            "mana_value": str(card["mana_value"]),
            "type_line": card["type_line"],
            "colors": "".join(card["colors"]),
        }
    return rows


def cost_value(cost: str) -> int:
    total = 0
    for sym in SYMBOL.findall(cost):
        if sym.isdigit():
            total += int(sym)
        elif sym in ("X", "Y", "Z"):
            continue
        elif sym.startswith("2/"):  # monocolored hybrid {2/W}
            total += 2
        else:  # {W}, hybrid {W/U}, Phyrexian {W/P}, {C}, {S}
            total += 1
    return total


def cost_colors(cost: str) -> str:
    found = {ch for sym in SYMBOL.findall(cost) for ch in sym.split("/") if ch in COLORS}
    return "".join(c for c in COLORS if c in found)


def main_types(type_line: str) -> set[str]:
    front = re.split(r"\s+[—-]\s+", type_line, maxsplit=1)[0]
    return {t for t in MAIN_TYPES if t in front.split()}


def is_artifact(row: dict[str, str]) -> bool:
    return "Artifact" in main_types(row["type_line"]) and "Land" not in main_types(row["type_line"])


@pytest.fixture(scope="module", params=FILES)
def cube(request):
    return request.param, read(request.param)


def test_rows_are_well_formed(cube):
    name, rows = cube
    assert rows, name
    for row in rows:
        assert row["name"].strip() == row["name"] and row["name"], row
        assert SYMBOL.sub("", row["mana_cost"]) == "", row
        assert row["mana_value"].isdigit(), row
        assert int(row["mana_value"]) == cost_value(row["mana_cost"]), row
        expected = COLOR_EXCEPTIONS.get(row["name"], cost_colors(row["mana_cost"]))
        assert row["colors"] == expected, row
        assert main_types(row["type_line"]), row
        assert " - " not in row["type_line"], f"use an em dash: {row}"
        assert row["module"] in ("", "core", "occasional"), row
        assert row["tags"] == row["tags"].lower(), row
        if "Land" in main_types(row["type_line"]):
            assert row["mana_cost"] == "", row
        assert "Basic" not in row["type_line"], row


def test_auction_block():
    rows = read("auction_block.csv")
    assert 190 <= len(rows) <= 210, len(rows)
    assert all(row["module"] == "" for row in rows)
    creatures = sum("Creature" in main_types(r["type_line"]) for r in rows)
    share = creatures / len(rows)
    print(f"auction block: {len(rows)} cards, {creatures} creatures ({share:.0%})")
    assert share > 0.35
    # Duplicates are allowed (the list has a few 2-ofs) but all copies agree.
    by_name: dict[str, dict[str, str]] = {}
    for row in rows:
        assert by_name.setdefault(row["name"], row) == row
    assert max(Counter(r["name"] for r in rows).values()) <= 2
    names = set(by_name)
    for removal in ("Pacifism", "Journey to Nowhere", "Flame Slash", "Vindicate"):
        assert "removal" in by_name[removal]["tags"].split(";"), removal
    assert "removal" not in by_name["Murder Investigation"]["tags"].split(";")
    assert "Aether Adept" in names and not any("AEther" in n for n in names)


def test_saga_cube():
    rows = read("saga_cube.csv")
    names = [r["name"] for r in rows]
    assert len(names) == len(set(names)), "saga cube must be singleton"
    modules = Counter(r["module"] for r in rows)
    assert modules["core"] >= 306 and modules["occasional"] >= 204, modules
    assert set(modules) == {"core", "occasional"}
    for module, color_min, artifact_min in (("core", 12, 6), ("occasional", 12, 4)):
        subset = [r for r in rows if r["module"] == module]
        mono = Counter(r["colors"] for r in subset if len(r["colors"]) == 1)
        for color in COLORS:
            assert mono[color] >= color_min, (module, color, mono[color])
        artifacts = [r for r in subset if is_artifact(r) and r["colors"] == ""]
        assert len(artifacts) >= artifact_min, (module, len(artifacts))
        assert any(len(r["colors"]) > 1 for r in subset), module
        assert any("Land" in main_types(r["type_line"]) for r in subset), module
        print(module, dict(sorted(mono.items())), "artifacts", len(artifacts))
    assert sum("Legendary Creature" in r["type_line"] for r in rows) >= 5
    assert sum("Enchantment" in main_types(r["type_line"]) for r in rows) >= 10
    assert sum(int(r["mana_value"]) >= 6 for r in rows) >= 10
    tags = Counter(t for r in rows for t in r["tags"].split(";") if t)
    assert tags["morph"] >= 5 and tags["flash"] >= 5, tags


def test_battler_cube():
    rows = read("battler_cube.csv")
    names = [r["name"] for r in rows]
    assert 200 <= len(rows) <= 220, len(rows)
    assert len(names) == len(set(names))
    assert all(r["module"] == "" for r in rows)
    assert all("Land" not in main_types(r["type_line"]) for r in rows)
    creatures = sum("Creature" in main_types(r["type_line"]) for r in rows)
    assert creatures / len(rows) > 0.6
    mono = Counter(r["colors"] for r in rows if len(r["colors"]) == 1)
    assert all(mono[c] >= 30 for c in COLORS), mono
    assert any(is_artifact(r) and not r["colors"] for r in rows)


# --------------------------------------------------------------------------
# Cross-check against the third-party fixtures of tests/fixtures/.
# --------------------------------------------------------------------------


# Known quirks of the CubeCobra Pauper export, where it disagrees with Oracle:
# it lists Phyrexian-mana cards with the Phyrexian symbol dropped (no color,
# one less mana value). Oracle: Porcelain Legionnaire {2}{W/P}, MV 3, white.
PAUPER_EXPORT_QUIRKS = {"Porcelain Legionnaire"}


def load_reference() -> dict[str, tuple[int, str | None, set[str], bool]]:
    """name -> (mana value, colors or None if unknown, main types, types_are_superset)."""
    ref: dict[str, tuple[int, str | None, set[str], bool]] = {}
    data = json.loads(MB1_JSON.read_text(encoding="utf-8"))
    for card in data.values():
        if "//" in card["name"]:
            continue
        colors = "".join(c for c in COLORS if c in card.get("colors", []))
        ref[card["name"]] = (int(card["cmc"]), colors, main_types(card["type"]), False)
    with open(PAUPER_CSV, encoding="utf-8", newline="") as handle:
        for card in csv.DictReader(handle):
            if card["name"] in ref or card["name"] in PAUPER_EXPORT_QUIRKS:
                continue
            types = main_types(card["Type"])
            # The export's Color column is the color identity for lands.
            colors = None if "Land" in types else "".join(c for c in COLORS if c in card["Color"])
            # Token makers are exported as e.g. "Creature Instant": the
            # token's type is added to the card's own types.
            merged = card["Type"].startswith("Creature ") and len(types) > 1
            ref[card["name"]] = (int(float(card["CMC"])), colors, types, merged)
    return ref


def test_cross_check_against_fixtures():
    ref = load_reference()
    assert ref, "fixtures present but nothing loaded"
    checked: set[str] = set()
    problems = []
    for file in FILES:
        for row in read(file):
            known = ref.get(row["name"])
            if known is None:
                continue
            checked.add(row["name"])
            value, colors, types, merged = known
            mine_types = main_types(row["type_line"])
            ok = (
                int(row["mana_value"]) == value
                and (colors is None or row["colors"] == colors)
                and (mine_types <= types if merged else mine_types == types)
            )
            if not ok:
                mine = (int(row["mana_value"]), row["colors"], mine_types)
                problems.append(f"{file}: {row['name']}: ours {mine} vs fixture {known}")
    print(f"cross-checked {len(checked)} distinct demo cards against the fixtures")
    assert not problems, "\n".join(sorted(set(problems)))
    assert len(checked) >= 50


def test_every_demo_card_the_real_data_holds_has_its_real_mana_cost():
    """Mana costs (not only mana values and colors) against the Draftmancer file's real cards."""
    real = {card["name"]: card["mana_cost"] for card in json.loads(MB1_JSON.read_text(encoding="utf-8")).values()}
    wrong = sorted(
        {
            (row["name"], row["mana_cost"], real[row["name"]])
            for file in FILES
            for row in read(file)
            if row["name"] in real and row["mana_cost"] != real[row["name"]]
        }
    )
    assert not wrong, wrong
    assert sum(row["name"] in real for file in FILES for row in read(file)) >= 100

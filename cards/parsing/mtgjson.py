"""MTGJSON's card fields, read as Scryfall card objects so that one converter makes every record.

Two shapes are read (CardReader streams them):
- MTGJSON's AtomicCards file: {"meta": {...}, "data": {"<name>": [face, ...], ...}}, one list of
  face objects per card (a one-face card is a list of one), with MTGJSON's field names
  (https://mtgjson.com/data-models/card/card-atomic/): name, faceName, manaCost, manaValue,
  type, text, power, toughness, loyalty, layout, colors, identifiers.scryfallOracleId...;
- a JSON list of cards in those field names, as ../shared/fixtures' oracle corpus writes them: a
  transform card's back face is an entry of its own (`"face": "back"`, `"front": <front name>`)
  next to its front (`"back": <back name>`), and `colors` and `manaValue` may be absent (then
  taken from the mana cost: see `_colors`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from cards.parsing.facts import COLOR_ORDER, colors_from_cost, face_names, sort_colors

# The texts a face holds, by MTGJSON's key, with the catalogue column each fills (measured before
# a face is read: scryfall.too_long_item).
MTGJSON_TEXTS = {
    "name": "name", "faceName": "name", "manaCost": "mana_cost", "type": "type_line", "text": "oracle_text",
    "power": "power", "toughness": "toughness", "loyalty": "loyalty", "layout": "layout",
}  # fmt: skip
# MTGJSON's layout names that Scryfall spells otherwise.
_LAYOUTS = {"aftermath": "split"}
# Both halves are on the front: the card's cost, type and text are both halves' (as Scryfall's).
_WHOLE_LAYOUTS = frozenset({"split", "aftermath", "adventure"})


def scryfall_shaped(faces: list[dict[str, Any]]) -> dict[str, Any]:
    """One MTGJSON card (its face objects, front first) as a Scryfall card object."""
    front = faces[0]
    layout = str(front.get("layout") or "normal")
    card: dict[str, Any] = {
        "object": "card",
        "name": str(front["name"]),
        "layout": _LAYOUTS.get(layout, layout),
        "oracle_id": (front.get("identifiers") or {}).get("scryfallOracleId", ""),
        "id": (front.get("identifiers") or {}).get("scryfallId", ""),
    }
    if len(faces) == 1:
        return card | _face(front) | _mana_value(front)
    shaped = [_face(face) | {"name": _face_name(face, position)} for position, face in enumerate(faces)]
    card["card_faces"] = shaped
    if layout in _WHOLE_LAYOUTS:
        card["mana_cost"] = " // ".join(face["mana_cost"] for face in shaped)
        card["type_line"] = " // ".join(face["type_line"] for face in shaped)
        card["colors"] = sort_colors(color for face in shaped for color in face["colors"])
    else:
        card["type_line"] = shaped[0]["type_line"]
    return card | _mana_value(front)


def _face(face: dict[str, Any]) -> dict[str, Any]:
    shaped = {
        "mana_cost": face.get("manaCost") or "",
        "type_line": face["type"],
        "oracle_text": face.get("text") or "",
        "colors": _colors(face),
    }
    for field in ("power", "toughness", "loyalty"):
        if face.get(field) is not None:
            shaped[field] = str(face[field])
    return shaped


def _face_name(face: dict[str, Any], position: int) -> str:
    if face.get("faceName"):
        return str(face["faceName"])
    names = face_names(str(face["name"]))
    return names[min(position, len(names) - 1)]


def _mana_value(face: dict[str, Any]) -> dict[str, Any]:
    value = face.get("manaValue")
    return {"cmc": value} if isinstance(value, int | float) else {}


def _colors(face: dict[str, Any]) -> list[str]:
    """MTGJSON's `colors`; else the mana cost's (none for devoid), and for a face with no mana
    cost that is not a land (a back face, a suspend card) its color identity, which then holds its
    color indicator."""
    if isinstance(face.get("colors"), list):
        return sort_colors(face["colors"])
    if "Devoid" in (face.get("keywords") or []):
        return []
    if face.get("manaCost"):
        return colors_from_cost(face["manaCost"])
    if "Land" in (face.get("types") or []):
        return []
    return sort_colors(color for color in face.get("colorIdentity") or [] if color in COLOR_ORDER)


def joined_faces(entries: Iterable[Any]) -> Iterator[Any]:
    """The cards of a list in MTGJSON's fields, each as its list of faces: a back face entry
    joins the front that names it (they sit side by side, so few are held). A back whose front
    never comes is left out; a front whose back never comes is a card of one face. Items that are
    not objects pass through as they are, for the reader to report."""
    fronts: dict[str, dict[str, Any]] = {}  # by the name of the back they wait for
    backs: dict[str, dict[str, Any]] = {}  # by the name of their front
    for entry in entries:
        if not isinstance(entry, dict):
            yield entry
        elif entry.get("face") == "back":
            front = fronts.pop(str(entry.get("name")), None)
            if front is None:
                backs[str(entry.get("front"))] = entry
            else:
                yield [front, entry]
        elif entry.get("back"):
            back = backs.pop(face_names(str(entry.get("name")))[0], None)
            if back is None:
                fronts[str(entry["back"])] = entry
            else:
                yield [entry, back]
        else:
            yield [entry]
    for front in fronts.values():
        yield [front]

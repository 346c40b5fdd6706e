"""Card facts and the small rules that derive them: type lines, mana values, colors, names.

Pure Python (no Django) so that importers, management commands and views share one source of
truth and the tests run fast.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping

import msgspec

from tabletop.rules.validation import ascii_digits, text_problem

COLOR_ORDER = "WUBRG"
COLOR_NAMES = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green"}
COLOR_CATEGORIES = (*COLOR_NAMES.values(), "Colorless", "Multicolored", "Hybrid", "Lands")

# Token, Elite and Host are not supertypes in the rules, but type lines print them like one.
SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World", "Ongoing", "Elite", "Host", "Token"})
CARD_TYPES = frozenset(
    {
        "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant",
        "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Vanguard",
    }
)  # fmt: skip
# "Tribal" was renamed "Kindred" in 2024; both mean the same type.
_TYPE_ALIASES = {"Tribal": "Kindred"}

# Mana values beyond this are refused: a bound that keeps every sum of them finite.
MAX_MANA_VALUE = 1_000_000
# The longest text each catalogue column keeps, by field name. Filled from the Card model when
# Django starts (cards/apps.py), so that this package, which imports no Django, types no limit.
COLUMN_LIMITS: dict[str, int] = {}
# A card's rules text, kept in a column of any length: bounded here, since every phone that is
# shown the card is sent it (the longest in tests/fixtures' Scryfall cards is 364 characters).
MAX_ORACLE_TEXT = 5000
# Each list of words a card carries, with the most items it holds and the longest each may be: every
# phone shown the card is sent them. Real cards hold a few (the Pauper Cube's most tags on a card
# is 7, its longest 19 characters); a text or list a card struct adds must be named here or in
# COLUMN_LIMITS (tests/cards/test_card_fact_limits.py).
LIST_LIMITS: dict[str, tuple[int, int]] = {
    "colors": (5, 40), "supertypes": (20, 40), "types": (20, 40), "subtypes": (20, 40), "tags": (20, 100),
}  # fmt: skip
MOST_FACES = 4  # a meld card's or a reversible card's: no card prints more
# Texts that run over lines (a split card's rules text is "A\n//\nB", a cube line's notes); every
# other fact is one line.
MULTILINE_FACTS = frozenset({"oracle_text", "notes"})

_ESCAPED_NUL = re.compile(rb"(?<!\\)(?:\\\\)*\\u0000")  # in JSON text: \u0000 after an even run of \
# Their leading \s* is tried at every space of a run, so they only see text whose spaces are
# single (_single_spaced): a run of 140,000 spaces took minutes.
_TYPE_DASH = re.compile(r"\s*(?:—|–|--|\s-\s)\s*")
_FACE_SEPARATOR = re.compile(r"\s*//\s*")
_NAME_SEPARATOR = re.compile(r"\s*/{1,2}\s*")
_MANA_SYMBOL = re.compile(r"\{([^{}]*)\}")


class CardFace(msgspec.Struct, kw_only=True):
    name: str
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    power: str = ""
    toughness: str = ""
    loyalty: str = ""
    colors: list[str] = []
    image_url: str = ""


class CardRecord(msgspec.Struct, kw_only=True):
    """One card of the catalogue (one oracle card, one chosen printing).

    For two-faced cards, `faces` keeps both faces; `type_line`, `mana_cost` and `oracle_text`
    are the front face's, except for split and adventure cards where both halves are on the
    card's front, so the full "A // B" values apply."""

    name: str
    scryfall_id: str = ""
    oracle_id: str = ""
    mana_cost: str = ""
    mana_value: float = 0
    colors: list[str] = []
    color_category: str = "Colorless"
    type_line: str = ""
    supertypes: list[str] = []
    types: list[str] = []
    subtypes: list[str] = []
    oracle_text: str = ""
    power: str = ""  # as printed ("*", "1+*"), empty for a card with none
    toughness: str = ""
    loyalty: str = ""  # a planeswalker's starting loyalty as printed ("3", "X")
    set_code: str = ""
    collector_number: str = ""
    rarity: str = ""
    image_url: str = ""
    image_back_url: str = ""
    faces: list[CardFace] = []
    layout: str = "normal"


# Layouts printed with two faces (or halves) a table shows: a card of one is known only with both.
# Scryfall writes aftermath cards as "split"; MTGJSON writes "aftermath".
TWO_FACED_LAYOUTS = frozenset({"split", "aftermath", "flip", "transform", "modal_dfc", "adventure", "reversible_card"})


def lacking_facts(facts: Mapping[str, object]) -> list[str]:
    """The facts a table shows that these card facts (a record's, or the catalogue's) lack: rules
    text (only a creature with its power and toughness may have none: in the 35,033 cards of
    ../shared/fixtures' oracle corpus, every card without rules text is a vanilla creature or the
    Sticker sheet), power and toughness of a creature, loyalty of a planeswalker, and the second
    face of a two-faced card. An empty list: the card is known."""
    types = facts.get("types") or []
    creature = "Creature" in types
    has_body = bool(facts.get("power")) and bool(facts.get("toughness"))
    lacking = []
    if not facts.get("oracle_text") and not (creature and has_body):
        lacking.append("oracle_text")
    if creature and not has_body:
        lacking.append("power/toughness")
    if "Planeswalker" in types and not facts.get("loyalty"):
        lacking.append("loyalty")
    layout = facts.get("layout")
    two_faced = layout in TWO_FACED_LAYOUTS or (" // " in str(facts.get("name", "")) and layout != "meld")
    if two_faced and len(facts.get("faces") or []) < 2:
        lacking.append("faces")
    return lacking


class BadManaCost(ValueError):
    pass


def _single_spaced(text: str) -> str:
    return " ".join(text.split())


def _add_unique(into: list[str], words: list[str]) -> None:
    into.extend(word for word in words if word not in into)


def parse_type_line(type_line: str) -> tuple[list[str], list[str], list[str]]:
    """(supertypes, types, subtypes) of a type line such as "Legendary Creature — Elf Druid".

    The dash may be "—", "–", " - " or "--". A two-face line "A // B" merges both halves.
    Words before the dash that are neither supertypes nor known types stay in `types`, so that
    nothing printed is lost (e.g. "Summon" on old playtest cards)."""
    supertypes: list[str] = []
    types: list[str] = []
    subtypes: list[str] = []
    for half in _FACE_SEPARATOR.split(_single_spaced(type_line)):
        main, *rest = _TYPE_DASH.split(half, maxsplit=1)
        sub = rest[0] if rest else ""
        words = [_TYPE_ALIASES.get(word, word) for word in main.split()]
        _add_unique(supertypes, [word for word in words if word in SUPERTYPES])
        _add_unique(types, [word for word in words if word not in SUPERTYPES])
        _add_unique(subtypes, sub.split())
    return supertypes, types, subtypes


def mana_symbols(mana_cost: str) -> list[str]:
    """The upper-cased symbols of a cost: "{2}{w/u}" -> ["2", "W/U"]. Raises BadManaCost for
    text outside braces."""
    leftover = _MANA_SYMBOL.sub("", _FACE_SEPARATOR.sub("", _single_spaced(mana_cost))).strip()
    if leftover:
        raise BadManaCost(f"mana cost {mana_cost!r} has {leftover!r} outside {{braces}}")
    return [symbol.upper() for symbol in _MANA_SYMBOL.findall(mana_cost)]


def _symbol_value(symbol: str, mana_cost: str) -> float:
    if ascii_digits(symbol):
        return int(symbol)
    if symbol in ("X", "Y", "Z"):
        return 0
    if symbol in ("½", "HW", "HU", "HB", "HR", "HG", "HC"):  # Un-set half mana
        return 0.5
    parts = symbol.split("/")
    if len(parts) > 1:
        # {W/U} and {W/P} count 1; {2/W} counts 2 (CR 202.3f-g).
        return max([int(part) for part in parts if ascii_digits(part)] or [1])
    if symbol in ("W", "U", "B", "R", "G", "C", "S"):
        return 1
    raise BadManaCost(f"unknown mana symbol {{{symbol}}} in {mana_cost!r}")


def mana_value_from_cost(mana_cost: str) -> float:
    """The mana value of a cost: {X} is 0, hybrid {W/U} 1, {2/W} 2, Phyrexian {W/P} 1.

    Every symbol counts, so "A // B" gives a split card's total; pass one face's cost for an
    adventure or a two-faced card. Integral values are returned as int."""
    total = sum(_symbol_value(symbol, mana_cost) for symbol in mana_symbols(mana_cost))
    return int(total) if float(total).is_integer() else total


def sort_colors(colors: Iterable[str]) -> list[str]:
    """Color letters in WUBRG order, deduplicated; accepts a list or a string such as "UW"."""
    letters = {str(color).upper() for color in colors}
    return [color for color in COLOR_ORDER if color in letters]


def colors_from_cost(mana_cost: str) -> list[str]:
    """The colors of the symbols of a cost, in WUBRG order (hybrid and Phyrexian included)."""
    return sort_colors("".join(mana_symbols(mana_cost)))


def _is_hybrid_cost(mana_cost: str) -> bool:
    """Every colored symbol is a two-color hybrid ({W/U}, {W/U/P}) and there is one at least."""
    colored = [sort_colors(symbol) for symbol in mana_symbols(mana_cost)]
    colored = [colors for colors in colored if colors]
    return bool(colored) and all(len(colors) == 2 for colors in colored)


def color_category(colors: list[str], types: list[str], mana_cost: str = "") -> str:
    """The CubeCobra-style section a card sorts into.

    Lands: a land with no other card type (an artifact land is an artifact). Colorless: no
    colors. A color name: one color. Hybrid: two or more colors but every colored symbol of the
    cost is a two-color hybrid one (castable by either color alone, e.g. {1}{G/W}{G/W}).
    Multicolored: every other card of two or more colors."""
    if "Land" in types and set(types) <= {"Land"}:
        return "Lands"
    colors = sort_colors(colors)
    if not colors:
        return "Colorless"
    if len(colors) == 1:
        return COLOR_NAMES[colors[0]]
    return "Hybrid" if mana_cost and _is_hybrid_cost(mana_cost) else "Multicolored"


def normalise_name(name: str) -> str:
    """A card name as the catalogue spells it: trimmed, single spaces, "Æ"/"AE" as "Ae",
    straight apostrophes, and split names as "Fire // Ice" (from "Fire//Ice" or "Fire / Ice")."""
    name = unicodedata.normalize("NFC", _single_spaced(name)).replace("Æ", "Ae").replace("æ", "ae").replace("’", "'")
    name = re.sub(r"\bAE(?=[a-z])", "Ae", name)
    name = _NAME_SEPARATOR.sub(" // ", name)
    return " ".join(name.split())


def name_key(name: str) -> str:
    """The lookup key of a name: normalised, case-folded and without accents, so that
    "lim-dul's vault" finds "Lim-Dûl's Vault". A key is its own key (look-ups key what they are
    given), though a decomposition can add a space ("¨") or a slash ("℀" is "a/c")."""
    key = _key_of(name)
    for _ in range(3):  # settles in one or two rounds
        again = _key_of(key)
        if again == key:
            break
        key = again
    return key


def _key_of(name: str) -> str:
    decomposed = unicodedata.normalize("NFKD", normalise_name(name))
    return "".join(char for char in decomposed if not unicodedata.combining(char)).casefold()


def face_names(name: str) -> list[str]:
    """The names of each face of "A // B" (one name for a one-face card)."""
    return _FACE_SEPARATOR.split(normalise_name(name))


def checked_mana_value(value: float) -> float:
    """`value` if it is a finite mana value from 0 to MAX_MANA_VALUE (integral ones as int);
    ValueError naming it otherwise."""
    if not math.isfinite(value) or not 0 <= value <= MAX_MANA_VALUE:
        written = str(value) if len(str(value)) <= 20 else f"{str(value)[:8]}... ({len(str(value))} characters)"
        raise ValueError(f"mana value {written} is not a number from 0 to {MAX_MANA_VALUE:,}")
    return int(value) if float(value).is_integer() else value


def too_long(values: Mapping[str, object], limits: Mapping[str, int] | None = None) -> tuple[str, str] | None:
    """The first fact of a card (`values`, by field name) that is not of its kind or is longer than
    it may be, where it is ("tags[2]", "faces[1].name"), and why; None when all fit: a text past its
    column (`limits`, COLUMN_LIMITS by default), a list past LIST_LIMITS, more than MOST_FACES faces.
    It reads lengths only, so it comes before anything that walks a text (a 19 MB name took 30 s to
    walk, then refuse)."""
    refused = next(_overlong(values, COLUMN_LIMITS if limits is None else limits), None)
    return refused and (refused[0], f"its {refused[0]} {refused[1]}")


def _overlong(values: Mapping[str, object], limits: Mapping[str, int]) -> Iterator[tuple[str, str]]:
    """(where, why) of each fact of `values` past its limit (see too_long)."""
    for field, longest in limits.items():
        text = values.get(field)
        if text is not None and not isinstance(text, str):
            yield field, "is not text"
        elif text is not None and len(text) > longest:
            yield field, f"is {len(text):,} characters long; the catalogue keeps at most {longest}"
    for field, (most, longest) in LIST_LIMITS.items():
        items = values.get(field)
        if items is None:
            continue
        if not isinstance(items, list):
            yield field, "is not a list"
        elif len(items) > most:
            yield field, f"holds {len(items):,} items; a card holds at most {most}"
        for index, item in enumerate(items if isinstance(items, list) else ()):
            if not isinstance(item, str):
                yield f"{field}[{index}]", "is not text"
            elif len(item) > longest:
                yield f"{field}[{index}]", f"is {len(item):,} characters long; each of its {field} is at most {longest}"
    faces = values.get("faces") or []
    if len(faces) > MOST_FACES:
        yield "faces", f"holds {len(faces):,} faces; a card has at most {MOST_FACES}"
    for index, face in enumerate(faces[:MOST_FACES]):
        for where, why in _overlong(_as_dict(face), limits):
            yield f"faces[{index}].{where}", why


def unfit_fact(values: Mapping[str, object]) -> tuple[str, str] | None:
    """The first text of a card (`values`, of lengths too_long passed), a list's or a face's too, that
    a table cannot show, where it is and why: what `text_problem` refuses in a seat's name (a control
    character, a direction control, nothing visible), lines allowed in MULTILINE_FACTS. An empty
    text is a fact not given."""
    for where, field, text in _texts(values):
        if text and (problem := text_problem(_as_one_line(text) if field in MULTILINE_FACTS else text)):
            return where, problem
    return None


_LINE_SPACING = re.compile(r"\r\n|[\r\n\t]")


def _as_one_line(text: str) -> str:
    """A text that may run over lines, read as one: its line breaks (a spreadsheet's \r\n too)
    and tabs are spacing, not control characters."""
    return _LINE_SPACING.sub(" ", text)


def _texts(values: Mapping[str, object], prefix: str = "") -> Iterator[tuple[str, str, str]]:
    """(where, fact, text) of each text of a card, each item of its lists, and its faces'."""
    for field, value in values.items():
        if isinstance(value, str):
            yield f"{prefix}{field}", field, value
        elif isinstance(value, list) and field == "faces":
            for index, face in enumerate(value):
                yield from _texts(_as_dict(face), f"{prefix}faces[{index}].")
        elif isinstance(value, list):
            yield from ((f"{prefix}{field}[{i}]", field, item) for i, item in enumerate(value) if isinstance(item, str))


def _as_dict(face: object) -> Mapping[str, object]:
    if isinstance(face, msgspec.Struct):
        return msgspec.structs.asdict(face)
    return face if isinstance(face, Mapping) else {}


def unstorable(row: msgspec.Struct, limits: Mapping[str, int] | None = None) -> str | None:
    """Why the catalogue could not keep `row` (a CardRecord, a game's card, or a line of a cube
    file), or None: a fact past its limit (too_long), a NUL character anywhere, which PostgreSQL
    refuses in text, a text no table can show (unfit_fact: every phone at a table reads it, as it
    reads a seat's name), a name with nothing to look it up by, or a mana value out of range."""
    values = msgspec.structs.asdict(row)
    if problem := too_long(values, limits):  # first: every check after it walks the text
        return problem[1]
    encoded = msgspec.json.encode(row)
    if b"\\u0000" in encoded and _ESCAPED_NUL.search(encoded):  # the search only when it may find one
        return "it holds a NUL character"
    if problem := unfit_fact(values):
        return f"its {problem[0]} {problem[1]}"
    if isinstance(values.get("name"), str):
        values |= {"name_key": name_key(values["name"]), "front_key": name_key(face_names(values["name"])[0])}
        if not values["name_key"].strip():  # "¨" has a name, but no letter to look it up by
            return f"its name {values['name']!r} has nothing to look it up by"
        if problem := too_long(values, limits):  # a key decomposed longer than its name ("ﷺ" is 18 letters)
            return problem[1]
    mana_value = values.get("mana_value")
    if mana_value is not None:
        try:
            checked_mana_value(mana_value)
        except ValueError as error:
            return str(error)
    return None

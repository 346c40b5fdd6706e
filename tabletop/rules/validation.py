"""What is wrong with a JSON document a typed struct refused, in a player's words, and the
bound on every number an action or a settings document may hold. No Django here: the engines
use it (tabletop/rules/engine.py's convert_strict).

msgspec says "Expected `int`, got `str` - at `$.amount`"; a client reads "amount must be a whole
number, not text", with the field in `field`. An unknown action type or field, or a value a
choice does not have, is answered with the ones there are."""

from __future__ import annotations

import functools
import re
import types
import typing
import unicodedata
from pathlib import Path
from typing import Any

import msgspec

# The largest quantity (gold, treasures, life, a count, a card's id) an action or a settings
# document may name, either way. Real tables move tens of gold; a million an action, over the
# longest log a game may have (its version is a 32-bit column), keeps every total within the
# 64-bit integers an export's import takes and the 2**53 a phone's JavaScript holds exactly
# (a delta of 2**63 - 1 once made a table whose export its own import refused).
MAX_QUANTITY = 1_000_000


def ascii_digits(text: str) -> bool:
    """Whether `text` is a whole number written in 0-9 alone: "²" and "٣" are digits to
    `str.isdigit`, and `int` refuses the one and reads the other as 3."""
    return text.isascii() and text.isdigit()


MOST_QUERY_NUMBER = 999_999_999  # past any game's last seq or page: nine digits


def query_number_problem(raw: str, name: str) -> str | None:
    """Why a query's (or header's) whole number cannot be read, in words that say which: not a
    whole number of at least 0 ("-1", "x"), or past any number it may be ("99999999999")."""
    if not ascii_digits(raw):
        shown = repr(raw if len(raw) <= 20 else raw[:20] + "…")
        return f"{name} must be a whole number of at least 0, not {shown}"
    if len(raw) > 9:
        return f"{name} is {len(raw)} digits long: past any it may be (at most {MOST_QUERY_NUMBER:,})"
    return None


_WHERE = re.compile(r" - at (`key` in )?`\$\.?([^`]*)`$")
_TYPE_WORDS = {
    "int": "a whole number",
    "float": "a decimal number",
    "str": "text",
    "bool": "true or false",
    "null": "null",
    "NoneType": "null",
    "array": "a list",
    "list": "a list",
    "object": "an object",
    "dict": "an object",
    "dictionary": "an object",
}
_UNIONS = (typing.Union, types.UnionType)
_COMPARED = {">=": "at least", "<=": "at most", ">": "above", "<": "below"}
_LENGTH_UNITS = {"str": "characters long", "array": "items", "object": "entries"}


def _leaves(data: Any):
    """(where, value) for each number, text and null of a parsed document, in order, with where
    it is ("cards[2]", "basics.R")."""
    pending: list[tuple[str, Any]] = [("", data)]
    while pending:
        where, item = pending.pop()
        if isinstance(item, dict):
            pending.extend(reversed([(f"{where}.{key}" if where else str(key), value) for key, value in item.items()]))
        elif isinstance(item, list):
            pending.extend(reversed([(f"{where}[{index}]", value) for index, value in enumerate(item)]))
        else:
            yield where, item


def _leaf_values(data: Any):
    """Each number, text and null of a parsed document, in no order and without where it is: what
    every action's checks walk, where `_leaves` names the place of the rare one refused."""
    pending = [data]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
        else:
            yield item


def _beyond(item: Any) -> bool:
    return isinstance(item, int) and not isinstance(item, bool) and abs(item) > MAX_QUANTITY


def _first_beyond(data: Any) -> tuple[str, int]:
    return next((where, item) for where, item in _leaves(data) if _beyond(item))


# Texts this short are read for `text_problem`'s quick answer in the walk that looks for large
# numbers; longer ones wait for the struct's bounds on their length (`unfit_text`).
_READ_IN_WALK = 64


def _plainly_fit(text: str) -> bool:
    """Whether `text` is short, printable ASCII and not blank: what nearly every action's texts are."""
    return len(text) <= _READ_IN_WALK and text.isascii() and text.isprintable() and text.strip(" ") != ""


def _plainly_fine(item: Any) -> bool:
    """Whether `item` is a whole number within MAX_QUANTITY or a plainly fit text: what the walk of
    `first_problems` would pass without a word."""
    kind = type(item)
    return (kind is int and -MAX_QUANTITY <= item <= MAX_QUANTITY) or (kind is str and _plainly_fit(item))


def first_problems(data: Any) -> tuple[tuple[str, int] | None, bool]:
    """One walk of a parsed document, as every action takes: its first whole number beyond
    MAX_QUANTITY either way, with where it is ("cards[2]", "basics.R"), or None; and whether any
    text in it must still be read by `unfit_text`, the rest being plainly fit."""
    if type(data) is dict and all(map(_plainly_fine, data.values())):
        return None, False  # most actions: a flat object of short texts and small numbers
    beyond = texts_to_read = False
    for item in _leaf_values(data):
        if isinstance(item, str):
            texts_to_read = texts_to_read or not _plainly_fit(item)
        elif _beyond(item):
            beyond = True
    return (_first_beyond(data) if beyond else None), texts_to_read


# Shown as nothing by every font: Hangul fillers, the braille blank, the Mongolian vowel separator.
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e")
# Embeddings, overrides and isolates: one left open turns the rest of a message around it backwards.
_DIRECTION_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_UNSEEN = frozenset({"Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn", "Mn", "Me"})


def text_problem(text: str) -> str | None:
    """Why `text` cannot name a player or say something to the table, or None: a control
    character (a line break, a bell), a direction control, a lone surrogate, or nothing a reader
    sees (zero-width spaces, fillers, accents on nothing: two seats would look alike, or empty)."""
    if text.isascii() and text.isprintable():  # no control character; only a space is unseen
        return None if text.strip(" ") else _SHOWS_NOTHING
    return _text_problem_by_character(text)


_SHOWS_NOTHING = "shows nothing: it holds no visible character"


def _text_problem_by_character(text: str) -> str | None:
    for char in text:
        category = unicodedata.category(char)
        if category == "Cc":
            return f"holds a control character (U+{ord(char):04X}): send one line of text"
        if char in _DIRECTION_CONTROLS:
            return f"holds a text direction control (U+{ord(char):04X}), which turns the text around it"
        if category == "Cs":
            return "holds a lone surrogate, which is no character"
    if all(unicodedata.category(char) in _UNSEEN or char in _BLANK_LETTERS for char in text):
        return _SHOWS_NOTHING
    return None


# What shows nothing inside a name beside the format characters (Cf): the blank letters, and the
# default-ignorable marks (the combining grapheme joiner, variation selectors, Mongolian ones).
_IGNORED_IN_NAMES = (
    _BLANK_LETTERS
    | frozenset("\u034f\u180b\u180c\u180d\u180f")
    | frozenset(map(chr, range(0xFE00, 0xFE10)))
    | frozenset(map(chr, range(0xE0100, 0xE01F0)))
)


def name_keys(name: str) -> tuple[str, str]:
    """What two names that read alike share, one key or the other. The first ignores case and
    what shows nothing ("Ann" and "ann ", "Amélie" composed or not, "Ann" with a zero-width space
    or a variation selector). The second is Unicode's skeleton of look-alikes, then without case
    ("Ann" with a Cyrillic "А", "Tim" and "Tirn", "Bob" and "B0b", "Al" and "AI"): folded before
    the case, as capitals and small letters look alike differently ("I" and "l")."""
    return _shown(unicodedata.normalize("NFKC", name)).casefold().strip(), _skeleton(_shown(name)).casefold().strip()


def _shown(name: str) -> str:
    return "".join(char for char in name if unicodedata.category(char) != "Cf" and char not in _IGNORED_IN_NAMES)


def names_alike(name: str, other: str) -> bool:
    return any(key == other_key for key, other_key in zip(name_keys(name), name_keys(other), strict=True))


def _skeleton(text: str) -> str:
    """UTS #39's skeleton: each character as the prototype of the characters a reader could take
    it for, decomposed before and after."""
    prototypes = _prototypes()
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFD", "".join(prototypes.get(char, char) for char in decomposed))


@functools.cache
def _prototypes() -> dict[str, str]:
    """Unicode's confusables.txt (beside this file, with its version and terms): a character, then
    the characters of its prototype, in hexadecimal."""
    prototypes = {}
    with CONFUSABLES.open(encoding="utf-8-sig") as lines:
        for line in lines:
            source, target, *_ = line.partition("#")[0].split(";") + ["", ""]
            if source.strip():
                prototypes[chr(int(source, 16))] = "".join(chr(int(code, 16)) for code in target.split())
    return prototypes


CONFUSABLES = Path(__file__).with_name("confusables.txt")


def unfit_text(data: Any) -> tuple[str, str] | None:
    """The first text of a parsed document that `text_problem` refuses, where it is and why, or None."""
    if not any(isinstance(item, str) and text_problem(item) is not None for item in _leaf_values(data)):
        return None
    return next(
        (where, problem)
        for where, item in _leaves(data)
        if isinstance(item, str) and (problem := text_problem(item)) is not None
    )


def quantity_problem(where: str, value: int, subject: str) -> str:
    shown = str(value) if value.bit_length() < 128 else f"a number of about {int(value.bit_length() * 0.30103)} digits"
    return f"{where or subject} is {shown}: no number here may be beyond {MAX_QUANTITY:,} either way"


def readable(
    error: msgspec.ValidationError, data: Any, into: Any, subject: str = "the document"
) -> tuple[str, str | None]:
    """(message, field) for a document `into` refused: the field as a path ("amount", "order[1]",
    "basics"), None for the document itself."""
    text = str(error)
    where = _WHERE.search(text)
    path = where[2].replace("[...]", "") if where else ""
    problem = text[: where.start()] if where else text
    name = (f"each value of {path}" if "[...]" in where[2] else path) if where else subject
    if where and where[1]:  # a key of the object at `path`
        name = f"each key of {path}"
    if found := re.fullmatch(r"Object missing required field `([^`]*)`", problem):
        field = _join(path, found[1])
        return f"{field} is required", field
    if found := re.fullmatch(r"Object contains unknown field `([^`]*)`", problem):
        field = _join(path, _shortened(found[1]))
        if path:
            return f"{field} is not a field here", field
        struct = _struct_of(into, data)
        known = _field_names(struct)
        owner = str(struct.__struct_config__.tag) if struct is not None and struct.__struct_config__.tag else subject
        place = "a setting" if subject == "the settings" else f"a field of {owner}"
        return f"{field} is not {place}: " + (f"use {', '.join(known)}" if known else "it takes none"), field
    if found := re.fullmatch(r"Invalid value (.*)", problem):  # a tag no struct of the union has
        tags = _tags(into)
        unknown = _shortened(found[1])
        return f"{name} {unknown} is unknown" + (f": use one of {', '.join(tags)}" if tags else ""), path or None
    if found := re.fullmatch(r"Invalid enum value (.*)", problem):
        choices = _choices(_struct_of(into, data), path)
        refused = _shortened(found[1])
        return f"{name} cannot be {refused}" + (f": use one of {', '.join(choices)}" if choices else ""), path or None
    if found := re.fullmatch(r"Expected `([^`]*)`, got `([^`]*)`", problem):
        return f"{name} must be {type_words(found[1])}, not {type_words(found[2])}", path or None
    if found := re.fullmatch(r"Expected `(str|array|object)` of length (>=|<=) (\d+)", problem):
        if found[1] == "str" and found[2] == ">=" and found[3] == "1":
            return f"{name} must not be empty", path or None
        unit = _LENGTH_UNITS[found[1]]
        if found[3] == "1" and found[1] != "str":
            unit = unit.removesuffix("s")
        if found[1] == "str":
            return f"{name} must be {_COMPARED[found[2]]} {found[3]} {unit}", path or None
        return f"{name} must hold {_COMPARED[found[2]]} {found[3]} {unit}", path or None
    if found := re.fullmatch(r"Expected `[^`]*` (>=|<=|>|<) (\S+)", problem):
        return f"{name} must be {_COMPARED[found[1]]} {found[2]}", path or None
    return f"{name}: {_shortened(problem.replace('`', ''), 200)}", path or None


def _shortened(written: str, size: int = 60) -> str:
    """A client's value as a message quotes it back: its first `size` characters (a refused value
    may be megabytes long)."""
    return written if len(written) <= size else f"{written[:size]}… ({len(written):,} characters)"


def _join(path: str, name: str) -> str:
    return f"{path}.{name}" if path else name


def type_words(type_text: str) -> str:
    return " or ".join(_TYPE_WORDS.get(part, part) for part in type_text.split(" | "))


def _union_members(into: Any) -> list[type]:
    members = typing.get_args(into) if typing.get_origin(into) in _UNIONS else (into,)
    return [member for member in members if isinstance(member, type) and issubclass(member, msgspec.Struct)]


def _tags(into: Any) -> list[str]:
    return [str(member.__struct_config__.tag) for member in _union_members(into) if member.__struct_config__.tag]


def _struct_of(into: Any, data: Any) -> type | None:
    """The struct `data` was read as: `into` itself, or the union's member its tag names."""
    members = _union_members(into)
    if len(members) == 1 and not members[0].__struct_config__.tag_field:
        return members[0]
    if isinstance(data, dict):
        for member in members:
            config = member.__struct_config__
            if config.tag_field and data.get(config.tag_field) == config.tag:
                return member
    return None


def _field_names(struct: type | None) -> list[str]:
    return [field.encode_name for field in msgspec.structs.fields(struct)] if struct else []


def _choices(struct: type | None, path: str) -> list[str]:
    """The values a top-level Literal field of `struct` takes."""
    if struct is None:
        return []
    for field in msgspec.structs.fields(struct):
        if field.encode_name == path:
            kind = field.type
            while typing.get_origin(kind) in (typing.Annotated, *_UNIONS):
                literals = [arg for arg in typing.get_args(kind) if typing.get_origin(arg) is typing.Literal]
                kind = literals[0] if literals else typing.get_args(kind)[0]
            return [str(value) for value in typing.get_args(kind)] if typing.get_origin(kind) is typing.Literal else []
    return []

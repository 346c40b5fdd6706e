"""Card catalogues from Scryfall JSON (and Draftmancer's and MTGJSON's card files), streamed.

Accepted shapes:
- "scryfall-json": a list of card objects (an API search dump or a bulk file of hundreds of MB),
  one `{"object": "list", "data": [...]}` page, or a single card object;
- "draftmancer-json": Draftmancer's object keyed by card id, each card with name, mana_cost,
  cmc, colors, type, subtypes, rarity, set, collector_number and image_uris.en (back faces in
  Draftmancer's "backs" are not read);
- "mtgjson-json": MTGJSON's AtomicCards file, or a list of cards in its field names (see
  cards/parsing/mtgjson.py), each card converted to a Scryfall card object first.

Memory stays bounded: cards are parsed one at a time with ijson, never the whole document
(a list page's cards too), and the text is checked for depth as it streams in (tabletop.rules.limits),
so that no card nested thousands of levels deep is ever built.

Choices, all counted in `skipped` by reason:
- objects that are not cards, tokens, emblems and art-series cards are left out (no cube wants
  them);
- one record per oracle card: the first printing that has an image and is in English wins; a
  printing without an image (or in another language) is only kept when no better one comes;
  pass unique=False to keep every printing.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, BinaryIO

import ijson
from tqdm import tqdm

from cards.parsing.common import MAX_CARDS, ImportFailed, ImportResult, LineProblem, excerpt, too_many_cards
from cards.parsing.detect import HEAD_SIZE, detect_format
from cards.parsing.facts import (
    COLUMN_LIMITS,
    LIST_LIMITS,
    MAX_ORACLE_TEXT,
    CardFace,
    CardRecord,
    color_category,
    mana_value_from_cost,
    parse_type_line,
    sort_colors,
    unstorable,
)
from cards.parsing.mtgjson import MTGJSON_TEXTS, joined_faces, scryfall_shaped
from tabletop.rules.limits import DepthGuard, InputRefused

FORMATS = ("scryfall-json", "draftmancer-json", "mtgjson-json")
SKIPPED_LAYOUTS = {
    "token": "token",
    "double_faced_token": "token",
    "emblem": "emblem",
    "art_series": "art series",
}
# Both halves of these are printed on the front, so the card's full "A // B" values apply.
WHOLE_CARD_LAYOUTS = frozenset({"split", "adventure"})
_BOM = b"\xef\xbb\xbf"
_LIST_PAGE = re.compile(rb'^\{\s*"object"\s*:\s*"list"')
_ITEMS_PREFIX = {"list": "item", "page": "data.item", "object": ""}
# The longest JSON string a card file holds: a card's rules text (facts.MAX_ORACLE_TEXT characters),
# each character at most 6 bytes of JSON (\uXXXX). A longer one is refused as it streams in,
# before the parser builds it (a 19 MB name took the parser 1.2 s of CPU to build, then refuse).
MAX_TEXT_BYTES = 6 * MAX_ORACLE_TEXT
_MTGJSON = "mtgjson-json"
IMAGE_SIZE = "normal"  # 488 x 680, what Scryfall suggests for showing a card

ProgressCallback = Callable[[int, "int | None"], None]  # (bytes read, total bytes or None)


class _CountingStream:
    """`head` then the rest of `stream`, reporting the bytes handed out to `progress`, each
    chunk checked for depth before the parser sees it."""

    def __init__(self, head: bytes, stream: BinaryIO | None, total: int | None, progress: ProgressCallback | None):
        self._head, self._stream, self._total, self._progress = head, stream, total, progress
        self._head_position = 0
        self._depth = DepthGuard(longest_string=MAX_TEXT_BYTES)
        self.bytes_read = 0

    def read(self, size: int = -1) -> bytes:
        if self._head_position < len(self._head):
            end = len(self._head) if size < 0 else self._head_position + size
            chunk = self._head[self._head_position : end]
            self._head_position += len(chunk)
        else:
            chunk = self._stream.read(size) if self._stream else b""
        self._depth.feed(chunk)
        self.bytes_read += len(chunk)
        if self._progress and chunk:
            self._progress(self.bytes_read, self._total)
        return chunk


def _remaining_size(source: BinaryIO) -> int | None:
    """The bytes left to read, or None for a stream that cannot tell (a pipe, a socket)."""
    if not source.seekable():
        return None
    here = source.tell()
    end = source.seek(0, os.SEEK_END)
    source.seek(here)
    return end - here


class CardReader:
    """Iterate once to stream the CardRecords of a Scryfall or Draftmancer JSON document.

    `progress(bytes_read, total)` is called as the file is read (total is None when unknown).
    After the iteration, `problems` lists the unusable items by position and `skipped` counts
    what was left out on purpose. Raises ImportFailed for an empty file, malformed JSON, JSON
    nested too deep, a JSON document that holds no cards, more than MAX_CARDS unusable items,
    or (with `max_cards`, for a cube file) more cards than that."""

    def __init__(
        self,
        source: bytes | BinaryIO,
        *,
        format: str | None = None,
        total_bytes: int | None = None,
        progress: ProgressCallback | None = None,
        unique: bool = True,
        max_cards: int | None = None,
    ):
        if isinstance(source, bytes):
            head, rest, size = source, None, len(source)
        else:
            size = _remaining_size(source)
            head, rest = source.read(HEAD_SIZE), source
        self.format = format or detect_format("", head[:HEAD_SIZE])
        if self.format not in FORMATS:
            raise ImportFailed(f"expected Scryfall, Draftmancer or MTGJSON JSON, but this looks like {self.format}")
        self._shape = _shape(head.removeprefix(_BOM).lstrip(), self.format)
        self._stream = _CountingStream(head, rest, total_bytes if total_bytes is not None else size, progress)
        if head.startswith(_BOM):
            self._stream.read(len(_BOM))  # the JSON parser does not accept one
        self.unique = unique
        self.max_cards = max_cards
        self.problems: list[LineProblem] = []
        self.skipped: Counter[str] = Counter()

    def __iter__(self) -> Iterator[CardRecord]:
        if not self.unique or self.format == _MTGJSON:  # MTGJSON's cards are one per oracle card
            yield from (record for _key, record, _preferred in self._printings(set()))
            return
        # The first preferred printing of each oracle card wins; a fallback is held until the
        # end in case a preferred one comes (few printings lack an image, so few are held).
        chosen: set[str] = set()
        fallbacks: dict[str, CardRecord] = {}
        for key, record, preferred in self._printings(chosen):
            if key in fallbacks and not preferred:
                self.skipped["duplicate printing"] += 1
            elif not preferred:
                fallbacks[key] = record
            else:
                if fallbacks.pop(key, None) is not None:
                    self.skipped["duplicate printing"] += 1
                chosen.add(key)
                yield record
        yield from fallbacks.values()

    def _printings(self, chosen: set[str]) -> Iterator[tuple[str, CardRecord, bool]]:
        """(oracle key, record, preferred: has an image and is in English) of each card whose
        key is not in `chosen`; printings of chosen cards are counted, not even converted."""
        convert = card_from_draftmancer if self.format == "draftmancer-json" else card_from_scryfall
        converted = 0
        try:
            for position, item in self._items():
                if self.format == _MTGJSON and isinstance(item, list) and item:
                    faces = [face for face in item if isinstance(face, dict)]
                    if refused := next(filter(None, (too_long_item(face, MTGJSON_TEXTS) for face in faces)), None):
                        self._problem(position, excerpt(str(faces[0].get("name"))), f"unusable card: {refused}")
                        continue  # measured before it is shaped: shaping walks its name and cost
                    try:
                        item = scryfall_shaped(item)
                    except KeyError as error:
                        self._problem(position, _describe(item[0]), f"no {error.args[0]!r} field")
                        continue
                    except (TypeError, ValueError, AttributeError) as error:
                        self._problem(position, _describe(item[0]), f"unusable card: {error}")
                        continue
                if not isinstance(item, dict):
                    self._problem(position, repr(item), "not a JSON object")
                    continue
                key = str(item.get("oracle_id") or item.get("name"))
                reason = "duplicate printing" if key in chosen else _skip_reason(item)
                if reason:
                    self.skipped[reason] += 1
                    continue
                converted += 1
                if self.max_cards is not None and (failure := too_many_cards(converted, self.max_cards)):
                    raise failure
                if refused := too_long_item(item):  # before any of its texts is walked
                    self._problem(position, excerpt(str(item.get("name"))), f"unusable card: {refused}")
                    continue
                try:
                    record = convert(item)
                except KeyError as error:
                    self._problem(position, _describe(item), f"no {error.args[0]!r} field")
                    continue
                # Uploaded data can be malformed in any field; the card is reported, not fatal.
                except (TypeError, ValueError, AttributeError) as error:
                    self._problem(position, _describe(item), f"unusable card: {error}")
                    continue
                reason = unstorable(record)
                if reason:
                    self._problem(position, _describe(item), f"unusable card: {reason}")
                    continue
                yield key, record, bool(record.image_url) and item.get("lang", "en") == "en"
        except ijson.JSONError as error:
            raise ImportFailed(
                f"the JSON is malformed or not UTF-8 near byte {self._stream.bytes_read}: {error}"
            ) from None
        except InputRefused as error:
            raise ImportFailed(error.message) from None

    def _problem(self, position: int, text: str, reason: str) -> None:
        if len(self.problems) == MAX_CARDS:
            raise ImportFailed(
                f"more than {MAX_CARDS:,} items cannot be used as cards: this is not a card file this server reads"
            )
        self.problems.append(LineProblem(position, excerpt(text), reason))

    def _items(self) -> Iterator[tuple[int, Any]]:
        if self._shape == "keyed":
            items = (card for _card_id, card in ijson.kvitems(self._stream, "", use_float=True))
        elif self._shape == "atomic":
            items = (faces for _name, faces in ijson.kvitems(self._stream, "data", use_float=True))
        elif self.format == _MTGJSON:
            items = joined_faces(ijson.items(self._stream, "item", use_float=True))
        else:
            items = ijson.items(self._stream, _ITEMS_PREFIX[self._shape], use_float=True)
        for position, item in enumerate(items, start=1):
            if self._shape == "object" and isinstance(item, dict) and item.get("object", "card") != "card":
                raise ImportFailed(f"the JSON is a Scryfall {excerpt(str(item['object']), 40)!r} object, not cards")
            yield position, item


def _shape(content: bytes, format: str) -> str:
    """Where the cards are: the items of a list, the values of an id-keyed object, the "data"
    items of a list page (Scryfall writes "object" first), or one card object."""
    if content.startswith(b"["):
        return "list"
    if format == _MTGJSON:
        return "atomic"
    if format == "draftmancer-json":
        return "keyed"
    return "page" if _LIST_PAGE.match(content) else "object"


def read_cards(source: bytes | BinaryIO, **options: Any) -> ImportResult[CardRecord]:
    """All the records at once (CardReader's options); for files small enough to hold."""
    reader = CardReader(source, **options)
    records = list(reader)
    return ImportResult(rows=records, problems=reader.problems, format=reader.format, skipped=dict(reader.skipped))


@contextmanager
def tqdm_progress(
    total: int | None, description: str = "Reading cards", **tqdm_options: Any
) -> Iterator[ProgressCallback]:
    """A progress callback drawing a tqdm bar of bytes, for management commands. The bar is
    drawn from the first bytes read (none when nothing is); with no total given, it takes the
    one the reader reports (a download's length)."""
    bars: list[tqdm] = []

    def update(done: int, reported: int | None) -> None:
        if not bars:
            bars.append(
                tqdm(
                    total=total or reported,
                    unit="B",
                    unit_scale=True,
                    unit_divisor=1024,
                    desc=description,
                    **tqdm_options,
                )
            )
        bars[0].update(done - bars[0].n)

    try:
        yield update
    finally:
        for bar in bars:
            bar.close()


def card_from_scryfall(card: dict[str, Any]) -> CardRecord:
    """The record of one Scryfall card object. Two-faced cards (transform, modal_dfc, flip,
    adventure, split...) keep every face in `faces`; see CardRecord for which values are the
    front face's. The image falls back to the front face's when the card has none of its own."""
    name = card["name"]
    faces = card.get("card_faces") or []
    front = faces[0] if faces else card
    whole = not faces or card.get("layout") in WHOLE_CARD_LAYOUTS
    type_line = card["type_line"] if whole else front["type_line"]
    mana_cost = (card if whole else front).get("mana_cost", "")
    colors = sort_colors(card.get("colors", front.get("colors", [])))
    supertypes, types, subtypes = parse_type_line(type_line)
    cmc = card.get("cmc", front.get("cmc"))
    return CardRecord(
        name=name,
        scryfall_id=card.get("id", ""),
        oracle_id=card.get("oracle_id") or front.get("oracle_id", ""),
        mana_cost=mana_cost,
        mana_value=_whole_number(cmc) if cmc is not None else mana_value_from_cost(mana_cost),
        colors=colors,
        color_category=color_category(colors, types, mana_cost),
        type_line=type_line,
        supertypes=supertypes,
        types=types,
        subtypes=subtypes,
        oracle_text=card.get("oracle_text")
        or "\n//\n".join(face.get("oracle_text", "") for face in (faces if whole else faces[:1])),
        power=str(card.get("power", front.get("power", ""))),
        toughness=str(card.get("toughness", front.get("toughness", ""))),
        loyalty=str(card.get("loyalty", front.get("loyalty", ""))),
        set_code=card.get("set", "").lower(),
        collector_number=str(card.get("collector_number", "")),
        rarity=card.get("rarity", ""),
        image_url=_image(card) or _image(front),
        image_back_url=_image(faces[1]) if len(faces) > 1 else "",
        faces=[_face(face, colors) for face in faces],
        layout=card.get("layout", "normal"),
    )


def card_from_draftmancer(card: dict[str, Any]) -> CardRecord:
    """The record of one card of a Draftmancer card file: its "type" (supertypes and types)
    and "subtypes" make the type line; values are taken as the file gives them."""
    subtypes = card.get("subtypes") or []
    type_line = card["type"] + (" — " + " ".join(subtypes) if subtypes else "")
    supertypes, types, subtypes = parse_type_line(type_line)
    mana_cost = card.get("mana_cost", "")
    colors = sort_colors(card.get("colors", []))
    images = card.get("image_uris") or {}
    return CardRecord(
        name=card["name"],
        scryfall_id=card.get("id", ""),
        oracle_id=card.get("oracle_id", ""),
        mana_cost=mana_cost,
        mana_value=_whole_number(card["cmc"]) if "cmc" in card else mana_value_from_cost(mana_cost),
        colors=colors,
        color_category=color_category(colors, types, mana_cost),
        type_line=type_line,
        supertypes=supertypes,
        types=types,
        subtypes=subtypes,
        set_code=card.get("set", "").lower(),
        collector_number=str(card.get("collector_number", "")),
        rarity=card.get("rarity", ""),
        image_url=images.get("en") or next(iter(images.values()), ""),
        layout=card.get("layout", "normal"),
    )


# The texts a card object's conversion reads, by key (Scryfall's and Draftmancer's, a face's too),
# with the catalogue column each fills (facts.COLUMN_LIMITS); and its lists of words (facts.LIST_LIMITS).
CARD_TEXTS = {
    "name": "name", "type_line": "type_line", "type": "type_line", "mana_cost": "mana_cost",
    "oracle_text": "oracle_text", "set": "set_code", "collector_number": "collector_number",
    "rarity": "rarity", "power": "power", "toughness": "toughness", "loyalty": "loyalty", "layout": "layout",
    "id": "scryfall_id", "oracle_id": "oracle_id",
}  # fmt: skip
CARD_WORD_LISTS = ("colors", "subtypes")


def too_long_item(item: dict[str, Any], texts: dict[str, str] = CARD_TEXTS) -> str | None:
    """Why a card object cannot be read, by the lengths of its texts alone (a text longer than
    its column keeps, a list of more words or longer words than a card has), or None. `texts`:
    its keys, each with the catalogue column it fills (an MTGJSON face's: mtgjson.MTGJSON_TEXTS).
    Outside the server (no models loaded, no column limits) only the lists are measured."""
    faces = item.get("card_faces")
    for part in [item, *(face for face in faces if isinstance(face, dict))] if isinstance(faces, list) else [item]:
        for key, field in texts.items():
            text, longest = part.get(key), COLUMN_LIMITS.get(field)
            if isinstance(text, str) and longest is not None and len(text) > longest:
                return f"its {key} is {len(text):,} characters long; the catalogue keeps at most {longest}"
        for key in CARD_WORD_LISTS:
            words, (most, longest) = part.get(key), LIST_LIMITS[key]
            if isinstance(words, str | list) and (
                len(words) > most or any(isinstance(word, str) and len(word) > longest for word in words)
            ):
                return f"its {key}: a card's list holds at most {most} words of at most {longest} characters"
        images, longest = part.get("image_uris"), COLUMN_LIMITS.get("image_url")
        for url in images.values() if isinstance(images, dict) and longest is not None else ():
            if isinstance(url, str) and len(url) > longest:
                return f"an image address is {len(url):,} characters long; the catalogue keeps at most {longest}"
    return None


def _whole_number(value: float) -> float:
    return int(value) if float(value).is_integer() else float(value)


def _image(card_or_face: dict[str, Any]) -> str:
    return (card_or_face.get("image_uris") or {}).get(IMAGE_SIZE, "")


def _face(face: dict[str, Any], card_colors: list[str]) -> CardFace:
    return CardFace(
        name=face["name"],
        mana_cost=face.get("mana_cost", ""),
        type_line=face.get("type_line", ""),
        oracle_text=face.get("oracle_text", ""),
        power=str(face.get("power", "")),
        toughness=str(face.get("toughness", "")),
        loyalty=str(face.get("loyalty", "")),
        colors=sort_colors(face.get("colors", card_colors)),
        image_url=_image(face),
    )


def _skip_reason(item: dict[str, Any]) -> str | None:
    if item.get("object", "card") != "card":
        return "not a card"
    layout = item.get("layout")
    return SKIPPED_LAYOUTS.get(layout) if isinstance(layout, str) else None


def _describe(item: Any) -> str:
    return str(item.get("name") or item) if isinstance(item, dict) else str(item)

"""Scryfall: the facts of the cards a pasted list names, and the bulk file the catalogue syncs
from. The shapes followed are listed in cards/online/__init__.py."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import IO, Annotated, Any
from urllib.parse import urlsplit

import msgspec
from django.conf import settings

from cards.online.http import Answer, Progress, Source, SourceBadAnswer
from cards.parsing.facts import CardRecord, face_names, name_key, unstorable
from cards.parsing.scryfall import card_from_scryfall

COLLECTION_SIZE = 75  # identifiers per /cards/collection request
LOOKUP_PACE = 0.5  # /cards/collection and /cards/named: at most 2 requests a second
MOST_FUZZY = 20  # fuzzy look-ups (one request each) for one list: more misspellings are the list's to fix
MOST_NAMES = 2000  # names looked up for one list (27 requests): the largest cubes have about 1,500 cards
COLLECTION_BYTES = 8 * 1024 * 1024  # 75 card objects are about 0.5 MB
CARD_BYTES = 512 * 1024
INDEX_BYTES = 1024 * 1024
BULK_BYTES = 2 * 1024**3  # the oracle-cards file is about 160 MB, all printings about 500 MB
BULK_DEADLINE = 3600.0
ORACLE_CARDS = "oracle_cards"


def scryfall() -> Source:
    return Source("Scryfall", settings.SCRYFALL_API_URL)


class _Collection(msgspec.Struct):
    data: Annotated[list[dict[str, Any]], msgspec.Meta(max_length=COLLECTION_SIZE)] = []


class _Error(msgspec.Struct):
    object: str = ""
    type: str | None = None


@dataclass
class NameLookup:
    """What Scryfall said of each name asked, by its lookup key (name_key: any case or accent)."""

    found: dict[str, CardRecord] = field(default_factory=dict)
    fuzzy: dict[str, str] = field(default_factory=dict)  # key -> the card a fuzzy search took the name for
    missing: dict[str, str] = field(default_factory=dict)  # key -> why it was not found


def look_up_names(names: Iterable[str], *, fuzzy: bool = True, source: Source | None = None) -> NameLookup:
    """The cards Scryfall knows by these names (the first MOST_NAMES): exact names in batches of
    75, then (with `fuzzy`) one fuzzy search for each name still unknown, up to MOST_FUZZY. Raises
    SourceError when Scryfall cannot be reached or answers what cannot be used."""
    wanted = {name_key(name): name for name in names}
    lookup = NameLookup()
    keys = list(wanted)[:MOST_NAMES]
    for key in list(wanted)[MOST_NAMES:]:
        lookup.missing[key] = f"not looked up: the list names more than {MOST_NAMES} cards the catalogue lacks"
    with source or scryfall() as scryfall_source:
        for start in range(0, len(keys), COLLECTION_SIZE):
            _look_up_batch(scryfall_source, [wanted[key] for key in keys[start : start + COLLECTION_SIZE]], lookup)
        left = [key for key in keys if key not in lookup.found]
        for position, key in enumerate(left):
            if not fuzzy:
                lookup.missing[key] = "Scryfall knows no card by this exact name"
            elif position >= MOST_FUZZY:
                lookup.missing[key] = (
                    f"not looked up: more than {MOST_FUZZY} names are not exact card names (check the list's spelling)"
                )
            else:
                _look_up_fuzzy(scryfall_source, wanted[key], lookup)
    return lookup


def _look_up_batch(source: Source, names: list[str], lookup: NameLookup) -> None:
    answer = source.post_json(
        source.url("/cards/collection"),
        {"identifiers": [{"name": n} for n in names]},
        max_bytes=COLLECTION_BYTES,
        pace=LOOKUP_PACE,
    )
    _expect(source, answer, "collection answer")
    # Found cards come in the order asked but skip the names not found: matched by name.
    asked = {name_key(name) for name in names}
    for item in source.decode(answer, _Collection, "collection answer").data:
        record = _record(item)
        if isinstance(record, str):
            continue  # its name stays unknown: reported with the others
        for key in _keys(record) & asked:
            lookup.found.setdefault(key, record)


def _look_up_fuzzy(source: Source, name: str, lookup: NameLookup) -> None:
    key = name_key(name)
    answer = source.get(source.url("/cards/named"), params={"fuzzy": name}, max_bytes=CARD_BYTES, pace=LOOKUP_PACE)
    if answer.status == 404:
        error = source.decode(answer, _Error, "error")
        lookup.missing[key] = (
            "several cards on Scryfall match this name: write more of it"
            if error.type == "ambiguous"
            else "Scryfall knows no card by this name"
        )
        return
    _expect(source, answer, "card")
    record = _record(source.decode(answer, dict[str, Any], "card"))
    if isinstance(record, str):
        lookup.missing[key] = f"Scryfall's card for this name is unusable: {record}"
        return
    lookup.found[key] = record
    if key not in _keys(record):
        lookup.fuzzy[key] = record.name


def _record(item: dict[str, Any]) -> CardRecord | str:
    """The record of a card object, or why it is unusable."""
    if item.get("object", "card") != "card":
        return "not a card object"
    try:
        record = card_from_scryfall(item)
    except KeyError as error:
        return f"no {error.args[0]!r} field"
    except (TypeError, ValueError, AttributeError) as error:
        return str(error)[:200]
    return unstorable(record) or record


def _keys(record: CardRecord) -> set[str]:
    """The names that find a card: its own and each face's (as the catalogue finds them)."""
    return {name_key(record.name), *(name_key(face) for face in face_names(record.name))}


def _expect(source: Source, answer: Answer, what: str) -> None:
    if answer.status != 200:
        raise SourceBadAnswer(f"Scryfall answered {answer.status} to a request for a {what}")


# -- bulk data -----------------------------------------------------------------------------------------
class BulkItem(msgspec.Struct):
    type: Annotated[str, msgspec.Meta(max_length=60)]
    updated_at: Annotated[str, msgspec.Meta(max_length=60)]
    download_uri: Annotated[str, msgspec.Meta(max_length=1000)]
    size: int = 0


class _BulkIndex(msgspec.Struct):
    data: Annotated[list[BulkItem], msgspec.Meta(max_length=100)]


def bulk_item(source: Source, kind: str = ORACLE_CARDS) -> BulkItem:
    """The entry of Scryfall's bulk-data index for one kind of file."""
    answer = source.get(source.url("/bulk-data"), max_bytes=INDEX_BYTES)
    _expect(source, answer, "bulk-data index")
    for item in source.decode(answer, _BulkIndex, "bulk-data index").data:
        if item.type == kind:
            if not download_allowed(item.download_uri):
                raise SourceBadAnswer(
                    f"Scryfall's bulk-data index points {kind} at {item.download_uri[:200]!r}, "
                    "which is neither on *.scryfall.io over https nor on SCRYFALL_API_URL's host"
                )
            return item
    raise SourceBadAnswer(f"Scryfall's bulk-data index has no {kind} file")


def download_allowed(url: str) -> bool:
    """Scryfall's file hosts (https, *.scryfall.io), or the API's own origin (a mirror, a test)."""
    try:
        parts, api = urlsplit(url), urlsplit(settings.SCRYFALL_API_URL)
        port, api_port = parts.port, api.port
    except ValueError:
        return False
    if parts.username or parts.password or not parts.hostname:
        return False
    on_file_host = parts.scheme == "https" and parts.hostname.endswith(".scryfall.io") and port is None
    return on_file_host or (parts.scheme, parts.hostname, port) == (api.scheme, api.hostname, api_port)


def download_bulk(
    source: Source, item: BulkItem, into: IO[bytes], *, etag: str = "", progress: Progress | None = None
) -> Answer:
    """The bulk file written to `into`; with the ETag of the copy we have, a 304 writes nothing."""
    headers = {"If-None-Match": etag} if etag else None
    if progress is not None and item.size > 0:
        progress = _sized(progress, item.size)
    answer = source.download(
        item.download_uri, into, max_bytes=BULK_BYTES, headers=headers, progress=progress, deadline=BULK_DEADLINE
    )
    if answer.status not in (200, 304):
        raise SourceBadAnswer(f"Scryfall answered {answer.status} to the download of its {item.type} file")
    return answer


def _sized(progress: Progress, size: int) -> Progress:
    """A compressed answer has no length to show: the index's size stands for it."""
    return lambda done, total: progress(done, total or size)

"""Card images served by Treasury: phones never ask Scryfall, so a table whose server has the
images needs no internet, and no image host learns which cards each phone shows.

An image is fetched once from Scryfall (the card object, GET /cards/:id, names its picture on
*.scryfall.io; both requests keep the client's pace and headers, cards/online/http.py), checked
to be a JPEG or PNG of at most IMAGE_BYTES, and kept in CARD_IMAGE_DIR. The folder holds at most
CARD_IMAGE_CACHE_BYTES: past it, the images served longest ago go first. Requests for one image
at once (a table of phones opening one card) wait on one lock, so Scryfall is asked once. A
failure is remembered for a while (a missing image for a day, an unreachable Scryfall for a
minute), so that waiting phones and the next taps do not each ask again."""

from __future__ import annotations

import fcntl
import hashlib
import os
import re
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

import msgspec
from django.conf import settings
from django.core.cache import cache

from cards.online.http import Source, SourceBadAnswer, SourceError, SourceNotFound
from cards.online.scryfall import CARD_BYTES, download_allowed, scryfall

SCRYFALL_ID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
FACES = ("front", "back")
IMAGE_VERSION = "normal"  # 488 x 680 JPEG, about 100 KB
IMAGE_BYTES = 2 * 1024 * 1024
IMAGE_DEADLINE = 20.0
MISSING_FOR = 24 * 3600  # Scryfall has no such image: asked again the next day
FAILED_FOR = 60  # Scryfall unreachable or answering what cannot be used: asked again a minute later
LOCK_STRIPES = 64
SIGNATURES = {b"\xff\xd8\xff": "image/jpeg", b"\x89PNG\r\n\x1a\n": "image/png"}
URL_LENGTH = 1000
TWO_IMAGE_LAYOUTS = frozenset({"transform", "modal_dfc", "reversible_card", "double_faced_token"})


class NoImage(SourceNotFound):
    """Scryfall has no image of this card (face)."""

    code = "no_card_image"


def image_type(head: bytes) -> str | None:
    """The content type of an image from its first bytes, if it is a JPEG or a PNG."""
    return next((kind for signature, kind in SIGNATURES.items() if head.startswith(signature)), None)


@dataclass
class StoredImage:
    body: bytes
    content_type: str
    etag: str
    fetched_at: float


def card_image(scryfall_id: str, face: str = "front", *, source: Source | None = None) -> StoredImage:
    """The image of a card's face, from the folder or fetched into it. `scryfall_id` is a
    checked id (SCRYFALL_ID); raises SourceError (NoImage when Scryfall has none)."""
    path = image_path(scryfall_id, face)
    if (stored := _read(path)) is not None:
        return stored
    path.parent.mkdir(parents=True, exist_ok=True)
    with _lock(scryfall_id):
        if (stored := _read(path)) is not None:
            return stored  # fetched while this request waited
        failed_key = f"card-image:failed:{scryfall_id}:{face}"
        if failure := cache.get(failed_key):
            raise failure
        try:
            _fetch(scryfall_id, face, path, source)
        except SourceError as error:
            cache.set(failed_key, error, timeout=MISSING_FOR if isinstance(error, NoImage) else FAILED_FOR)
            raise
        stored = _read(path)
    _evict(keep=path)
    if stored is None:  # pragma: no cover (evicted at once: a bound smaller than one image)
        raise SourceBadAnswer("the card image was fetched but the image folder cannot keep it")
    return stored


def faces_of(layout: str) -> tuple[str, ...]:
    """The faces Scryfall has an image of for a card of this layout (a split or adventure card's
    halves share one picture)."""
    return FACES if layout in TWO_IMAGE_LAYOUTS else FACES[:1]


def image_folder() -> Path:
    return Path(settings.CARD_IMAGE_DIR)


def image_path(scryfall_id: str, face: str) -> Path:
    return image_folder() / scryfall_id[:2] / f"{scryfall_id}-{face}"


def _read(path: Path) -> StoredImage | None:
    try:
        body = path.read_bytes()
        fetched_at = path.stat().st_mtime
        os.utime(path, (time.time(), fetched_at))  # the access time orders the eviction
    except FileNotFoundError:
        return None
    return StoredImage(
        body=body,
        content_type=image_type(body) or "application/octet-stream",
        etag='"' + hashlib.sha256(body).hexdigest()[:32] + '"',
        fetched_at=fetched_at,
    )


@contextmanager
def _lock(scryfall_id: str) -> Iterator[None]:
    """One of LOCK_STRIPES file locks, held by one request (thread or process) at a time."""
    stripe = int(scryfall_id[:8], 16) % LOCK_STRIPES
    folder = image_folder() / "locks"
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / f"{stripe:02d}", "a+b") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


class _Images(msgspec.Struct):
    normal: Annotated[str, msgspec.Meta(max_length=URL_LENGTH)] = ""


class _Face(msgspec.Struct):
    image_uris: _Images | None = None


class _CardImages(msgspec.Struct):
    image_uris: _Images | None = None
    card_faces: Annotated[list[_Face], msgspec.Meta(max_length=4)] = []


def _fetch(scryfall_id: str, face: str, path: Path, source: Source | None) -> None:
    with source or scryfall() as scryfall_source:
        answer = scryfall_source.get(scryfall_source.url(f"/cards/{scryfall_id}"), max_bytes=CARD_BYTES)
        if answer.status == 404:
            raise NoImage(f"Scryfall knows no card {scryfall_id}")
        if answer.status != 200:
            raise SourceBadAnswer(f"Scryfall answered {answer.status} to a request for card {scryfall_id}")
        card = scryfall_source.decode(answer, _CardImages, "card")
        faces = [f.image_uris for f in card.card_faces]
        images = (card.image_uris or (faces[0] if faces else None)) if face == "front" else (faces[1:] or [None])[0]
        url = images.normal if images else ""
        if not url:
            raise NoImage(f"Scryfall has no {face} image of card {scryfall_id}")
        if not download_allowed(url):
            raise SourceBadAnswer(f"Scryfall names the image of card {scryfall_id} on a host it does not serve from")
        partial = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.part")
        try:
            with partial.open("wb") as into:
                got = scryfall_source.download(
                    url, into, max_bytes=IMAGE_BYTES, accept="image/jpeg,image/png", deadline=IMAGE_DEADLINE
                )
            if got.status == 404:
                raise NoImage(f"Scryfall's image host has no {face} image of card {scryfall_id}")
            if got.status != 200:
                raise SourceBadAnswer(f"Scryfall's image host answered {got.status} for card {scryfall_id}")
            with partial.open("rb") as written:
                if image_type(written.read(8)) is None:
                    raise SourceBadAnswer(f"Scryfall's image of card {scryfall_id} is neither a JPEG nor a PNG")
            partial.replace(path)
        finally:
            partial.unlink(missing_ok=True)


def _evict(keep: Path) -> None:
    """Images out, those served longest ago first, until the folder is within its bound."""
    files = []
    for entry in image_folder().glob("*/*"):
        if entry.parent.name == "locks" or entry.name.startswith("."):
            continue
        try:
            stat = entry.stat()
        except FileNotFoundError:
            continue  # evicted by another request meanwhile
        files.append((stat.st_atime, stat.st_size, entry))
    total = sum(size for _, size, _ in files)
    for _, size, entry in sorted(files, key=lambda item: item[0]):
        if total <= settings.CARD_IMAGE_CACHE_BYTES:
            break
        if entry != keep:
            entry.unlink(missing_ok=True)
            total -= size

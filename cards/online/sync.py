"""The catalogue kept current from Scryfall's oracle-cards bulk file: `manage.py sync_cards`, and
a weekly beat job when SYNC_CARDS_WEEKLY is on.

The file (about 160 MB) is downloaded only when Scryfall's bulk-data index gives it a new
`updated_at`, and then with the ETag of the copy last read, so a 304 downloads nothing. It is
streamed to a temporary file and into the catalogue (import_card_facts, atomic): this is the
operator's sync, the one online path that writes the catalogue. Tables never see it: each
copied its cards' facts when it started."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass

from django.core.cache import cache

from cards.models import CatalogueSync
from cards.online.http import Progress, Source, SourceBadAnswer, SourceBusy
from cards.online.scryfall import ORACLE_CARDS, bulk_item, download_bulk, scryfall
from cards.parsing.common import ImportFailed
from cards.services import CatalogueSummary, import_card_facts

SYNC_LOCK = "online:sync-cards"
LONGEST_SYNC = 2 * 3600  # seconds the lock holds if its process dies


@dataclass
class SyncResult:
    downloaded: bool
    updated_at: str
    bytes: int = 0
    summary: CatalogueSummary | None = None


def sync_catalogue(
    *,
    force: bool = False,
    source: Source | None = None,
    download_progress: Progress | None = None,
    import_progress: Progress | None = None,
) -> SyncResult:
    """Bring the catalogue up to Scryfall's oracle-cards file if it changed (always with
    `force`). Raises SourceError when Scryfall cannot give it or it cannot be read."""
    if not cache.add(SYNC_LOCK, 1, timeout=LONGEST_SYNC):
        raise SourceBusy("another card sync is running")
    try:
        with source or scryfall() as api:
            return _sync(api, force, download_progress, import_progress)
    finally:
        cache.delete(SYNC_LOCK)


def _sync(api: Source, force: bool, download_progress: Progress | None, import_progress: Progress | None) -> SyncResult:
    item = bulk_item(api, ORACLE_CARDS)
    state = CatalogueSync.objects.filter(kind=item.type).first()
    if state and state.updated_at == item.updated_at and not force:
        return SyncResult(downloaded=False, updated_at=item.updated_at)
    etag = state.etag if state and not force else ""
    with tempfile.TemporaryFile() as file:
        answer = download_bulk(api, item, file, etag=etag, progress=download_progress)
        if answer.status == 304:
            CatalogueSync.objects.filter(kind=item.type).update(updated_at=item.updated_at)
            return SyncResult(downloaded=False, updated_at=item.updated_at)
        size = file.tell()
        file.seek(0)
        try:
            summary = import_card_facts(file, progress=import_progress)
        except ImportFailed as error:
            raise SourceBadAnswer(f"Scryfall's {item.type} file cannot be read: {error.message}") from None
    CatalogueSync.objects.update_or_create(
        kind=item.type,
        defaults={
            "updated_at": item.updated_at,
            "etag": answer.headers.get("ETag", "")[:200],
            "cards_read": summary.read,
        },
    )
    return SyncResult(downloaded=True, updated_at=item.updated_at, bytes=size, summary=summary)

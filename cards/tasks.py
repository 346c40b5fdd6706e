import logging

from celery import shared_task

from cards.jobs import run_cube_job
from cards.online.http import SourceError
from cards.online.sync import sync_catalogue

log = logging.getLogger(__name__)


@shared_task
def sync_cards() -> dict:
    """The weekly sync (SYNC_CARDS_WEEKLY): Scryfall's oracle-cards file into the catalogue when
    it changed. A source that cannot be reached is logged and tried again next week."""
    try:
        result = sync_catalogue()
    except SourceError as error:
        log.warning("card sync skipped: %s", error.message)
        return {"downloaded": False, "error": error.message}
    summary = result.summary
    return {
        "downloaded": result.downloaded,
        "updated_at": result.updated_at,
        "bytes": result.bytes,
        "read": summary.read if summary else 0,
    }


__all__ = ["run_cube_job", "sync_cards"]  # the cube jobs' task, found by Celery's autodiscovery here

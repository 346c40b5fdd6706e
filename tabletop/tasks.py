from celery import shared_task

from tabletop import services


@shared_task(acks_late=True, autoretry_for=(ConnectionError,), retry_backoff=True, max_retries=5)
def apply_table_step(game_id: int, expected_version: int) -> int | None:
    """Apply the step a game waits on from the table itself (deal a market, draw a theme...).
    Keyed by the version it was scheduled at, so a task delivered twice deals once."""
    result = services.apply_pending_table_step(game_id, expected_version)
    return None if result is None else result.body["version"]

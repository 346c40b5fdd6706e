from celery import shared_task

from pushes.services import notify_waiting_seats


@shared_task
def push_to_waiting_seats() -> int:
    """Beat runs this every WEB_PUSH_CHECK_SECONDS: one push per wait to each subscribed seat."""
    return notify_waiting_seats()

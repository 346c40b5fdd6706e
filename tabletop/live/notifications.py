"""Whether this server sends turn notifications (Web Push, the `pushes` app): both VAPID keys
set. Here, below the pushes app, because the phone pages offer them too (tabletop/http/pages.py)."""

from django.conf import settings


def enabled() -> bool:
    return bool(settings.VAPID_PUBLIC_KEY and settings.VAPID_PRIVATE_KEY)


def push_key() -> str | None:
    """The VAPID public key a page subscribes with, when this server sends turn notifications."""
    return settings.VAPID_PUBLIC_KEY if enabled() else None

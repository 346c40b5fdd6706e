"""Web Push for turns: a seat's phone subscribes, and when a game waits on that seat (a long saga,
a correspondence auction) it gets one notification per wait, naming the game and what it waits
for, sent with the VAPID keys of settings. Without VAPID keys nothing is offered and nothing is sent.

A subscription names a URL the server will POST to: only https push services of
WEB_PUSH_ENDPOINT_HOSTS (a host or its subdomains) on https's own port are taken, never an
address a player chose (`endpoint_problem`)."""

import json
import logging
from urllib.parse import urlsplit

from django.conf import settings
from django.db import transaction
from py_vapid import Vapid
from pywebpush import WebPushException, webpush

from pushes.models import PushSubscription
from tabletop.core import kinds
from tabletop.core import states as tabletop_states
from tabletop.core.errors import Unprocessable, quoted
from tabletop.live import notifications
from tabletop.models import Game, Seat

log = logging.getLogger(__name__)

# A player's phones (a phone, a tablet, a browser reinstalled): each push goes to every one, so
# a seat cannot make the server send to thousands of endpoints; past this the oldest is dropped.
SUBSCRIPTIONS_PER_SEAT = 5
WAIT_CHARS = 200  # PushSubscription.notified_wait


def endpoint_problem(endpoint: str) -> str | None:
    """Why the server will not POST to `endpoint`, or None: it must be https, on a push service's
    host (WEB_PUSH_ENDPOINT_HOSTS, a host or its subdomains), with no user name or password and
    no port written at all (https's own port: `:6379` would aim the server's pushes at any
    service of that host). No exception: the tests' push service is https on its own port too."""
    try:
        parts = urlsplit(endpoint)
        host = (parts.hostname or "").lower()
        parts.port  # noqa: B018 - a bad port raises here
    except ValueError as error:
        return f"the endpoint is not a URL: {error}"
    listed = any(host == known or host.endswith("." + known) for known in settings.WEB_PUSH_ENDPOINT_HOSTS)
    if not listed:
        return f"{quoted(host or endpoint[:100])} is not a push service this server sends to"
    if parts.scheme != "https":
        return f"a push endpoint is an https address, not {quoted(parts.scheme or 'no scheme')}"
    if "@" in parts.netloc:
        return "a push endpoint carries no user name or password"
    written_port = parts.netloc.rpartition("]")[2] if parts.netloc.startswith("[") else parts.netloc
    if ":" in written_port:
        return f"a push endpoint names no port (it named {quoted(written_port.partition(':')[2][:20])})"
    return None


def subscribe(seat: Seat, endpoint: str, p256dh: str, auth: str) -> PushSubscription:
    if not notifications.enabled():
        raise Unprocessable("turn notifications are off on this server (no VAPID keys)", code="push_off")
    problem = endpoint_problem(endpoint)
    if problem:
        raise Unprocessable(problem, code="bad_endpoint", field="endpoint")
    with transaction.atomic():
        Seat.objects.select_for_update().filter(pk=seat.pk).first()  # one subscriber of a seat at a time
        subscription, _ = PushSubscription.objects.update_or_create(
            seat=seat, endpoint=endpoint, defaults={"p256dh": p256dh, "auth": auth}
        )
        kept = seat.push_subscriptions.order_by("-created_at", "-pk").values_list("pk", flat=True)
        seat.push_subscriptions.exclude(pk__in=list(kept[:SUBSCRIPTIONS_PER_SEAT])).delete()
    return subscription


def unsubscribe(seat: Seat, endpoint: str) -> int:
    return PushSubscription.objects.filter(seat=seat, endpoint=endpoint).delete()[0]


def _message(game: Game, seat: Seat, waits_for: str) -> dict:
    kind = kinds.get(game.kind)
    return {
        "title": f"{game.title or kind.label}: your move",
        "body": f"{seat.name}, the game waits on you to {waits_for}.",
        "url": f"{settings.SITE_URL.rstrip('/')}{game.get_absolute_url()}",
    }


def send(subscription: PushSubscription, message: dict) -> bool:
    """One push; a subscription the push service no longer knows (404, 410) is dropped."""
    try:
        webpush(
            subscription_info={
                "endpoint": subscription.endpoint,
                "keys": {"p256dh": subscription.p256dh, "auth": subscription.auth},
            },
            data=json.dumps(message),
            vapid_private_key=Vapid.from_string(settings.VAPID_PRIVATE_KEY),
            vapid_claims={"sub": settings.VAPID_SUBJECT},
            ttl=12 * 3600,
            timeout=10,
        )
        return True
    except WebPushException as failure:
        status = failure.response.status_code if failure.response is not None else None
        if status in (404, 410):
            subscription.delete()
        log.warning("web push to seat %s failed: %s", subscription.seat_id, status or failure)
        return False


def notify_waiting_seats() -> int:
    """A push to every subscribed seat an active game starts to wait on, naming what it waits for;
    none again while the game waits on that seat for the same thing (other seats' moves aside)."""
    if not notifications.enabled():
        return 0
    sent = 0
    subscriptions = PushSubscription.objects.select_related("seat__game").filter(
        seat__game__status=Game.Status.ACTIVE, seat__role=Seat.Role.PLAYER
    )
    states: dict[int, tuple] = {}  # a game's engine and state, loaded once for all its seats
    for subscription in subscriptions:
        game, seat = subscription.seat.game, subscription.seat
        if seat.number not in (game.waiting_on or []):
            wait = ""
        else:
            if game.pk not in states:
                engine = kinds.get(game.kind).engine
                states[game.pk] = (engine, tabletop_states.load(game, engine))
            engine, state = states[game.pk]
            wait = engine.waits_for(state, seat.number)[:WAIT_CHARS]
        if wait == subscription.notified_wait:
            continue
        # claimed first: a second worker's run sends nothing twice
        claimed = PushSubscription.objects.filter(pk=subscription.pk, notified_wait=subscription.notified_wait).update(
            notified_wait=wait
        )
        if claimed and wait and send(subscription, _message(game, seat, wait)):
            sent += 1
    return sent

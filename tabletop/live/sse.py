"""Server-sent events for clients that cannot hold a socket: first what the client missed
(after `Last-Event-ID` or `?after=`), read from the log, then every new action live, each with
the patch of the reader's view as the socket sends it (unless `?view=false`).

A stream lives for hours and holds no database connection meanwhile: every read runs in
database_sync_to_async, which gives its connection back to the pool (with sync_to_async the
request's thread kept one until the stream ended, and DB_POOL_MAX_SIZE open streams left every
other request of the process waiting, then 503). Nor does it need Redis: while the channel layer
cannot be reached it follows the log every 2 s, and subscribes again once it is back; and while
PostgreSQL restarts it waits, open, for the log to answer again."""

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator

from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.http import HttpResponse, JsonResponse, StreamingHttpResponse

from tabletop.access.auth import UnknownCredential, actor_from_headers
from tabletop.access.cors import is_served_origin
from tabletop.access.throttles import client_address
from tabletop.core import realtime, selectors, states
from tabletop.core.actors import Actor
from tabletop.core.errors import error_body
from tabletop.live import hotpath, live_limits, readers
from tabletop.live.consumers import ViewReader, follows_views, read_game, too_many_message
from tabletop.models import Game
from tabletop.rules import validation

logger = logging.getLogger(__name__)

KEEPALIVE_SECONDS = 15
STREAM_METHODS = ("GET", "HEAD")
# A stream's frames are its reader's events and view (hidden cards too): kept by no shared cache
# and no disk, as every answer made for a caller (`no-cache` alone lets a shared cache store it).
STREAM_CACHE_CONTROL = "private, no-store"


def _frame(entry: dict) -> str:
    return f"id: {entry['seq']}\nevent: action\ndata: {json.dumps(entry, separators=(',', ':'))}\n\n"


def _seats_frame(message: dict) -> str:
    """A seat taken: no id (the log did not move), so Last-Event-ID stays the last action's."""
    seats = {"seat": message["seat"], "name": message["name"], "claimed": message.get("claimed", True)}
    return f"event: seats\ndata: {json.dumps(seats, separators=(',', ':'))}\n\n"


def _log_after(game: Game, actor: Actor, last: int) -> tuple[Actor, list[dict]]:
    actor = readers.reader_as_now(actor)
    return actor, selectors.events_after(game, actor, last)


def _resolve(kind: str, game_id: int, authorization: str, cookies: dict, user) -> tuple[Game | None, Actor | None]:
    game = read_game(game_id, kind)
    if game is None:
        return None, None
    return game, actor_from_headers(game, authorization=authorization, cookies=cookies, user=user)


async def _missed(game: Game, actor: Actor, last: int) -> tuple[Actor, list[dict]]:
    """The log after `last` as the reader may see it; nothing while the database cannot be
    reached (the stream stays open, and its next check, 2 s on, reads it again)."""
    try:
        return await database_sync_to_async(_log_after)(game, actor, last)
    except (OperationalError, InterfaceError) as error:
        logger.warning("stream of game %s waits for the database (%s)", game.pk, type(error).__name__)
        return actor, []


async def _still_held(actor: Actor) -> bool:
    """Whether the reader still holds its seat; said so while the database cannot be reached
    (the next check asks again)."""
    try:
        return await database_sync_to_async(readers.held)(actor)
    except (OperationalError, InterfaceError):
        return True


async def _subscribe(layer, group: str, old: str | None = None, retry: bool = False) -> str | None:
    """A channel that hears the game's pushes, or None while the channel layer (Redis) cannot
    be reached and the stream follows the log alone. (The Redis layer subscribes a new channel
    on Redis itself, so a channel is made again after an outage.)"""
    if old is not None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(layer.group_discard(group, old), timeout=realtime.PUSH_TIMEOUT_SECONDS)
    try:
        channel = await asyncio.wait_for(layer.new_channel(), timeout=realtime.PUSH_TIMEOUT_SECONDS)
        await asyncio.wait_for(layer.group_add(group, channel), timeout=realtime.PUSH_TIMEOUT_SECONDS)
    except Exception as error:  # the layer's own connection errors, or its timeout
        if not retry:  # said once per outage, not every 2 s
            logger.warning("stream of %s follows the log: the channel layer is unavailable (%s)", group,
                           type(error).__name__)  # fmt: skip
        return None
    return channel


async def _stream(game: Game, actor: Actor, after: int, with_views: bool, address: str) -> AsyncIterator[str]:
    # counted once it runs (a stream never started never ends either); the view checked for room,
    # and a stream that finds none now (opened at the same time as others) ends at once
    if not live_limits.take(address):
        return
    try:
        async with contextlib.aclosing(_frames(game, actor, after, with_views)) as frames:
            async for frame in frames:  # closed with this one: its own finally leaves the game's group
                yield frame
    finally:
        live_limits.give_back(address)


async def _frames(game: Game, actor: Actor, after: int, with_views: bool) -> AsyncIterator[str]:
    layer = get_channel_layer()
    group = realtime.game_group(game.pk)
    origin = realtime.game_origin(game)
    channel = await _subscribe(layer, group)  # before reading the log: nothing falls between
    subscribed = channel is not None
    reader = ViewReader(game, await database_sync_to_async(states.load)(game), actor) if with_views else None
    try:
        last = after
        while True:
            actor, missed = await _missed(game, actor, last)
            for entry in missed:
                yield _frame(entry)
                last = entry["seq"]
            if len(missed) < selectors.MAX_EVENTS_PAGE:
                break
        quiet = 0.0
        next_claim_check = asyncio.get_running_loop().time() + realtime.LIVE_CHECK_SECONDS
        while True:
            message = None
            if subscribed:
                try:
                    message = await asyncio.wait_for(layer.receive(channel), timeout=realtime.LIVE_CHECK_SECONDS)
                except TimeoutError:
                    pass
                except Exception as error:  # Redis went away: follow the log until it is back
                    logger.warning("stream of %s follows the log: the channel layer failed (%s)", group,
                                   type(error).__name__)  # fmt: skip
                    subscribed = False
            else:
                await asyncio.sleep(realtime.LIVE_CHECK_SECONDS)
                channel = await _subscribe(layer, group, channel, retry=True)
                subscribed = channel is not None
            if message is None:
                # Quiet, or no channel layer: a push may have been lost, which only the log can tell
                actor, missed = await _missed(game, actor, last)
                for entry in missed:
                    yield _frame(entry)
                    last = entry["seq"]
                quiet = 0.0 if missed else quiet + realtime.LIVE_CHECK_SECONDS
                if quiet >= KEEPALIVE_SECONDS:
                    quiet = 0.0
                    yield ": keep-alive\n\n"
                continue
            if message.get("origin") != origin:
                continue  # another deployment's game of this id on a shared Redis
            if asyncio.get_running_loop().time() >= next_claim_check:
                if not await _still_held(actor):
                    return  # its seat's release push was missed while the game's came: as the socket's check
                next_claim_check = asyncio.get_running_loop().time() + realtime.LIVE_CHECK_SECONDS
            if message["type"] == "game.action":
                hotpath.keep_current(message)
            if message["type"] == "game.seats":
                yield _seats_frame(message)
                continue
            if message["type"] == "game.seat_released":
                if readers.reads_released_claim(actor, message):
                    return  # the host freed this reader's seat, or it moved: the stream ends
                continue
            seq = message["seq"]
            if seq <= last:
                continue
            if seq > last + 1:  # a push went missing: fill the gap from the log
                actor, missed = await _missed(game, actor, last)
                for entry in missed:
                    yield _frame(entry)
                    last = entry["seq"]
                continue
            if readers.watches(actor):
                actor = await database_sync_to_async(readers.reader_as_now)(actor)
            entry = selectors.pushed_entry(message, game.kind, actor)
            if reader is not None and (patch := await reader.patch(actor, seq)) is not None:
                entry["patch"] = patch
            yield _frame(entry)
            last = seq
    except readers.SeatReleased:  # the release's push was missed: reading the log tells it
        return
    finally:
        if reader is not None:
            reader.close()
        if channel is not None:
            with contextlib.suppress(Exception):  # Redis may be gone: its groups expire by themselves
                await asyncio.wait_for(layer.group_discard(group, channel), timeout=realtime.PUSH_TIMEOUT_SECONDS)


def stream_view(kind: str):
    async def stream(request, game_id: int):
        if request.method not in STREAM_METHODS:  # a POST or an OPTIONS opened an endless stream
            refused = JsonResponse(
                error_body("method_not_allowed", f"the event stream answers GET (and HEAD) only, not {request.method}"),
                status=405,
            )
            refused["Allow"] = ", ".join(STREAM_METHODS)
            return refused
        after_raw = request.headers.get("Last-Event-ID") or request.GET.get("after") or "0"
        if problem := validation.query_number_problem(after_raw, "Last-Event-ID (or after)"):
            return JsonResponse(error_body("invalid_input", problem, "Last-Event-ID"), status=400)
        cookies, user = request.COOKIES, await request.auser()
        origin = request.headers.get("Origin")
        if origin is not None and not is_served_origin(origin, scheme=request.scheme, host=request.get_host()):
            if origin not in settings.CORS_ALLOWED_ORIGINS:
                message = f"the event stream is not read from pages of another origin ({origin[:100]})"
                return JsonResponse(error_body("origin_refused", message, "Origin"), status=403)
            cookies, user = {}, None  # another site's app reads by its token, never a player's cookie
        try:
            game, actor = await database_sync_to_async(_resolve)(
                kind, game_id, request.headers.get("Authorization", ""), cookies, user
            )
        except UnknownCredential as error:
            return JsonResponse(error_body("authentication_failed", str(error)), status=401)
        if game is None:
            return JsonResponse(error_body("not_found", f"there is no game {game_id}"), status=404)
        if actor is None:
            return JsonResponse(error_body("no_seat", "you have no seat at this game"), status=403)
        if int(after_raw) > game.version:  # a seq this game never had: another game's, or a server's before a restore
            message = f"Last-Event-ID {after_raw} is past this game's last seq, {game.version}: resume from it or lower"
            return JsonResponse(
                error_body("ahead_of_game", message, "Last-Event-ID", current_version=game.version), status=409
            )
        if request.method == "HEAD":  # its headers, and no stream that nobody reads and never ends
            response = HttpResponse(content_type="text/event-stream")
            response["Cache-Control"] = STREAM_CACHE_CONTROL
            return response
        address = client_address(request)
        if not live_limits.has_room(address):
            refused = JsonResponse(error_body("too_many_connections", too_many_message(), retry_after=60), status=429)
            refused["Retry-After"] = "60"
            return refused
        with_views = follows_views(request.META.get("QUERY_STRING", "").encode("latin-1"))
        response = StreamingHttpResponse(
            _stream(game, actor, int(after_raw), with_views, address), content_type="text/event-stream"
        )
        response["Cache-Control"] = STREAM_CACHE_CONTROL
        response["X-Accel-Buffering"] = "no"
        return response

    stream.__name__ = f"{kind}_stream"
    return stream

"""Server-sent events for clients that cannot hold a socket: first what the client missed
(after `Last-Event-ID` or `?after=`), read from the log, then every new action live."""

import asyncio
import json
from collections.abc import AsyncIterator

from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer
from django.http import JsonResponse, StreamingHttpResponse

from tabletop import selectors
from tabletop.auth import Actor, UnknownCredential, actor_from_headers, refreshed_actor
from tabletop.errors import error_body
from tabletop.models import Game, Seat
from tabletop.realtime import game_group

KEEPALIVE_SECONDS = 15


def _frame(entry: dict) -> str:
    return f"id: {entry['seq']}\nevent: action\ndata: {json.dumps(entry, separators=(',', ':'))}\n\n"


def _resolve(kind: str, game_id: int, authorization: str, cookies: dict, user) -> tuple[Game | None, Actor | None]:
    game = Game.objects.filter(pk=game_id, kind=kind).first()
    if game is None:
        return None, None
    return game, actor_from_headers(game, authorization=authorization, cookies=cookies, user=user)


async def _stream(game: Game, actor: Actor, after: int) -> AsyncIterator[str]:
    layer = get_channel_layer()
    channel = await layer.new_channel()
    group = game_group(game.pk)
    await layer.group_add(group, channel)  # subscribe before reading the log: nothing falls between
    try:
        last = after
        while True:
            missed = await sync_to_async(selectors.events_after)(game, actor, last)
            for entry in missed:
                yield _frame(entry)
                last = entry["seq"]
            if len(missed) < selectors.MAX_EVENTS_PAGE:
                break
        while True:
            try:
                message = await asyncio.wait_for(layer.receive(channel), timeout=KEEPALIVE_SECONDS)
            except TimeoutError:
                yield ": keep-alive\n\n"
                continue
            seq = message.get("seq", 0)
            if seq <= last:
                continue
            if actor.seat is not None and actor.seat.role == Seat.Role.SPECTATOR:
                actor = await sync_to_async(refreshed_actor)(actor)  # the watched seat may stop sharing
            if seq > last + 1:  # a push went missing: fill the gap from the log
                for entry in await sync_to_async(selectors.events_after)(game, actor, last):
                    yield _frame(entry)
                    last = entry["seq"]
                continue
            yield _frame(selectors.pushed_entry(message, game.kind, actor))
            last = seq
    finally:
        await layer.group_discard(group, channel)


def stream_view(kind: str):
    async def stream(request, game_id: int):
        after_raw = request.headers.get("Last-Event-ID") or request.GET.get("after") or "0"
        if not after_raw.isdigit() or len(after_raw) > 9:
            return JsonResponse(error_body("invalid_input", "Last-Event-ID (or after) must be a seq, a whole number",
                                           "Last-Event-ID"), status=400)
        user = await request.auser()
        try:
            game, actor = await sync_to_async(_resolve)(
                kind, game_id, request.headers.get("Authorization", ""), request.COOKIES, user
            )
        except UnknownCredential as error:
            return JsonResponse(error_body("authentication_failed", str(error)), status=401)
        if game is None:
            return JsonResponse(error_body("not_found", f"there is no game {game_id}"), status=404)
        if actor is None:
            return JsonResponse(error_body("no_seat", "you have no seat at this game"), status=403)
        if int(after_raw) > game.version:  # a seq this game never had: another game's, or a server's before a restore
            message = f"Last-Event-ID {after_raw} is past this game's last seq, {game.version}: resume from it or lower"
            return JsonResponse(error_body("ahead_of_game", message, "Last-Event-ID", current_version=game.version),
                                status=409)
        response = StreamingHttpResponse(_stream(game, actor, int(after_raw)), content_type="text/event-stream")
        response["Cache-Control"] = "no-cache"
        response["X-Accel-Buffering"] = "no"
        return response

    stream.__name__ = f"{kind}_stream"
    return stream

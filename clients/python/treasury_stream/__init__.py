"""A game's event stream (`GET /api/v1/<kind>/<id>/stream/`, server-sent events) read as typed
entries: the generated client cannot read a stream, so this follows it with the client's own
connection and credentials, and resumes after a dropped connection with `Last-Event-ID`.

    from treasury_client import AuthenticatedClient
    from treasury_client.models import AuctionLogEntry
    from treasury_stream import ActionEvent, follow

    seat = AuthenticatedClient(base_url="https://treasury.example", token=token, prefix="Seat")
    for event in follow(seat, "auctions", game_id, AuctionLogEntry):
        if isinstance(event, ActionEvent):
            print(event.id, event.entry.action)
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

import httpx

__all__ = ["ActionEvent", "SeatsEvent", "follow", "read_events"]


class _FromDict(Protocol):
    @classmethod
    def from_dict(cls, src_dict: dict[str, Any]) -> Any: ...


EntryT = TypeVar("EntryT", bound=_FromDict)


@dataclass(frozen=True)
class ActionEvent(Generic[EntryT]):
    """`event: action`: one entry of the game's log (`id` is its seq, the stream's resume point)."""

    id: int
    entry: EntryT


@dataclass(frozen=True)
class SeatsEvent:
    """`event: seats`: a seat taken or given up; the log did not move, so it has no id."""

    seat: int
    name: str
    claimed: bool


def read_events(lines: Iterator[str], entry_type: type[EntryT]) -> Iterator[ActionEvent[EntryT] | SeatsEvent]:
    """The events of a stream's lines (comments, such as the keep-alive, are skipped)."""
    event, data, ident = "message", [], None
    for line in lines:
        if line == "":
            if data:
                body = json.loads("\n".join(data))
                if event == "action":
                    yield ActionEvent(int(ident) if ident is not None else body["seq"], entry_type.from_dict(body))
                elif event == "seats":
                    yield SeatsEvent(body["seat"], body["name"], body.get("claimed", True))
            event, data, ident = "message", [], None
        elif line.startswith(":"):
            continue
        else:
            field, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if field == "event":
                event = value
            elif field == "data":
                data.append(value)
            elif field == "id":
                ident = value


def follow(
    client: Any,
    plural: str,
    game_id: int,
    entry_type: type[EntryT],
    *,
    last_event_id: int | None = None,
    view: bool = True,
    reconnect_after: float = 1.0,
    max_reconnects: int | None = None,
) -> Iterator[ActionEvent[EntryT] | SeatsEvent]:
    """Every event of a game's stream, for ever: the log after `last_event_id` (None: from the
    start), then each action live. A dropped connection (or a stream the server ended) is opened
    again after `reconnect_after` seconds with `Last-Event-ID` set to the last action received,
    so no action is missed or read twice; `max_reconnects` bounds that (None: no bound). A refusal
    (4xx) raises httpx.HTTPStatusError. `client` is a generated `AuthenticatedClient` (or `Client`
    with cookies): its base URL, credentials and transport are used. `view=False`: entries without
    the patch of the reader's view."""
    http: httpx.Client = client.get_httpx_client()
    url = f"/api/v1/{plural}/{game_id}/stream/"
    reconnects = 0
    while True:
        headers = {"Accept": "text/event-stream"}
        if last_event_id is not None:
            headers["Last-Event-ID"] = str(last_event_id)
        try:
            with http.stream("GET", url, headers=headers, params={} if view else {"view": "false"}) as answer:
                answer.raise_for_status()
                for event in read_events(answer.iter_lines(), entry_type):
                    if isinstance(event, ActionEvent):
                        last_event_id = event.id
                    yield event
        except httpx.TransportError:
            pass  # dropped: opened again below
        if max_reconnects is not None and reconnects >= max_reconnects:
            return
        reconnects += 1
        time.sleep(reconnect_after)

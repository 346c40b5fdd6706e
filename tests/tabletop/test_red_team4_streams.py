"""Red team, fourth pass: a shared cache may store no event stream (each frame holds the
reader's events and the patch of its view, hidden cards included)."""

import pytest
from django.test import AsyncClient
from rest_framework.test import APIClient

from tests.tabletop.conftest import Table


def _cache_words(response) -> set[str]:
    return {word.strip() for word in response.get("Cache-Control", "").split(",")}


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("method", ["GET", "HEAD"])
async def test_an_event_stream_is_kept_by_no_shared_cache(transactional_db, method):
    """The stream carries what only its reader may see: `private, no-store` as every other answer
    made for a caller (it said `no-cache` alone, which a shared cache may store)."""
    from asgiref.sync import sync_to_async

    table = await sync_to_async(Table)(APIClient())
    client, seat = AsyncClient(), {"Authorization": f"Seat {table.tokens[0]}"}
    url = f"/api/v1/counters/{table.id}/stream/"
    response = await (client.get(url, headers=seat) if method == "GET" else client.head(url, headers=seat))
    assert response.status_code == 200
    if method == "GET":
        await response.streaming_content.aclose()
    assert {"private", "no-store"} <= _cache_words(response), response.get("Cache-Control")

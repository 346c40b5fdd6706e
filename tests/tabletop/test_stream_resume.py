"""The event stream resumes after a seq the game has had, and refuses one it never had (a stream
of another game, or of the server before a restore) with the current version, rather than wait
silently for seqs that belong to other actions."""

import asyncio
import json

import pytest
from django.test import AsyncClient

from tabletop.core import services

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def played_table(transactional_db):
    from rest_framework.test import APIClient

    from tests.tabletop.conftest import Table

    table = Table(APIClient())
    for _ in range(3):
        services.execute_action(game_id=table.id, seat_number=table.whose_turn(), payload={"type": "add", "amount": 1})
    return table


def stream(table, **headers):
    return AsyncClient().get(
        f"/api/v1/counters/{table.id}/stream/", headers={"Authorization": f"Seat {table.tokens[0]}", **headers}
    )


@pytest.mark.parametrize("ahead", [4, 5, 999_999_999])
@pytest.mark.parametrize("how", ["header", "query"])
async def test_a_last_event_id_past_the_games_version_is_refused_with_the_version(played_table, ahead, how):
    if how == "header":
        response = await stream(played_table, **{"Last-Event-ID": str(ahead)})
    else:
        response = await AsyncClient().get(
            f"/api/v1/counters/{played_table.id}/stream/?after={ahead}",
            headers={"Authorization": f"Seat {played_table.tokens[0]}"},
        )
    assert response.status_code == 409
    body = json.loads(response.content)
    assert body["code"] == "ahead_of_game" and body["current_version"] == 3 and body["field"] == "Last-Event-ID"
    assert str(ahead) in body["message"]


@pytest.mark.parametrize("last", [0, 2, 3])
async def test_a_last_event_id_up_to_the_version_resumes(played_table, last):
    response = await stream(played_table, **{"Last-Event-ID": str(last)})
    assert response.status_code == 200
    chunks = response.streaming_content
    if last < 3:
        first = await asyncio.wait_for(anext(chunks), 30)
        assert first.decode().startswith(f"id: {last + 1}\n")
    await chunks.aclose()


async def test_a_stranger_learns_no_version_from_a_far_last_event_id(played_table):
    response = await AsyncClient().get(f"/api/v1/counters/{played_table.id}/stream/", headers={"Last-Event-ID": "999"})
    assert response.status_code == 403 and "current_version" not in json.loads(response.content)

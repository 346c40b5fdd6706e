"""Red team: HTTP method confusion and bodies that are not objects, found by sending every method
(GET, HEAD, OPTIONS, PUT, PATCH, DELETE, POST, TRACE) with JSON bodies of every shape to every
route of a running server.

- POST /api/v1/cubes/ with a JSON body that is not an object (`null`, `1`, `true`, `1.5`)
  answered 500: the view asked `"cubecobra" in request.data` of a None or an int.
- OPTIONS /api/docs/ answered 500: DRF's metadata answer rendered with the Swagger page's
  template renderer and no template.
- A game's event stream answered every method with an endless stream (POST, PUT, DELETE,
  OPTIONS as GET), and HEAD with a stream that sent nothing and never ended."""

import asyncio
import json

import pytest
from django.test import AsyncClient, Client

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("body", ["null", "1", "true", "1.5", '"cubecobra"', "[]"])
def test_a_cube_post_whose_json_is_not_an_object_is_a_400_naming_it(body):
    answer = Client(raise_request_exception=False).post("/api/v1/cubes/", body, content_type="application/json")
    assert answer.status_code == 400, (answer.status_code, answer.content[:200])
    assert "json" in answer["Content-Type"] and answer.json()["code"] and answer.json()["message"]


def test_options_on_the_api_docs_page_is_not_a_server_error():
    answer = Client(raise_request_exception=False).options("/api/docs/")
    assert answer.status_code < 500, (answer.status_code, answer.content[:200])
    assert "GET" in answer.get("Allow", "")


@pytest.mark.parametrize("method", ["post", "put", "patch", "delete", "options"])
async def test_the_event_stream_answers_get_only(table, method):
    client = AsyncClient(raise_request_exception=False)
    answer = await asyncio.wait_for(
        getattr(client, method)(
            f"/api/v1/counters/{table.id}/stream/", headers={"Authorization": f"Seat {table.tokens[0]}"}
        ),
        30,
    )
    assert answer.status_code == 405, answer.status_code
    assert not answer.streaming and json.loads(answer.content)["code"] == "method_not_allowed"
    assert answer["Allow"] == "GET, HEAD"


async def test_head_on_the_event_stream_ends_with_its_headers(table):
    answer = await asyncio.wait_for(
        AsyncClient().head(
            f"/api/v1/counters/{table.id}/stream/", headers={"Authorization": f"Seat {table.tokens[0]}"}
        ),
        30,
    )
    assert answer.status_code == 200 and answer["Content-Type"] == "text/event-stream"
    assert not answer.streaming  # no stream left open behind a request that reads no body

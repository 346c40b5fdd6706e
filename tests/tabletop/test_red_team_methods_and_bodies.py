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
import re

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


NOT_OBJECTS = {"null": "null", "[]": "a list", "7": "a whole number", "1.5": "a decimal number", '"x"': "text",
               "true": "true or false"}  # fmt: skip


def _json_body_operations(client, table) -> list[tuple[str, str]]:
    """(method, path) of every operation of the OpenAPI schema that takes a JSON body, its ids
    filled: a game's by the counter table's (the same views serve every kind), a cube's by one the
    caller's account owns."""
    from django.contrib.auth.models import User

    from cards.models import Cube

    owner = User.objects.get(username="body-sender")
    cube = Cube.objects.create(name="bodies", owner=owner)
    schema = client.get("/api/v1/schema/", {"format": "json"}).json()
    found = []
    for route, operations in schema["paths"].items():
        for method, operation in operations.items():
            if "application/json" not in operation.get("requestBody", {}).get("content", {}):
                continue
            path = route.replace("{cube_id}", str(cube.pk))
            if "{game_id}" in path:
                path = re.sub(r"^/api/v1/[a-z-]+/\{game_id\}", f"/api/v1/counters/{table.id}", path)
            found.append((method, path))
    return found


@pytest.mark.django_db
def test_a_json_body_that_is_no_object_is_a_400_naming_what_it_is_on_every_operation(
    table, settings, without_rate_limits
):
    """Every operation of the schema that takes a JSON body, sent each JSON value that is not an
    object: a 400 naming it, as a list was. A `null` was "No data provided" with the code `null`
    (DRF's words: data was provided), and an import answered 422 "send an Auction Magic table
    export" to any of them, as it does to an export of another kind."""
    from django.contrib.auth.models import User
    from rest_framework.authtoken.models import Token

    settings.ALLOW_SIGNUP = True
    client = Client()
    user_token = Token.objects.create(user=User.objects.create_user("body-sender", password="unused-password-1"))
    operations = _json_body_operations(client, table)
    assert len(operations) >= 20, operations
    for method, path in operations:
        seat = path.startswith("/api/v1/counters/")
        credential = f"Seat {table.tokens[0]}" if seat else f"Token {user_token.key}"
        for body, words in NOT_OBJECTS.items():
            answer = client.generic(
                method.upper(), path, body, content_type="application/json", HTTP_AUTHORIZATION=credential
            )
            refused = answer.json()
            assert answer.status_code == 400, (method, path, body, answer.status_code, refused)
            assert refused["code"] in ("invalid_input", "invalid_action", "not_a_dict"), (method, path, body, refused)
            assert "JSON object" in refused["message"], (method, path, body, refused)
            if refused["code"] == "invalid_input":
                assert refused["message"] == f"the body must be a JSON object, not {words}", (method, path, refused)

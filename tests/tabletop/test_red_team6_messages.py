"""Red team 6: every message the server sends a client, read by someone who may not know what it
refers to. Each test here failed on the code before its fix.

- A spectator's or the host's socket that sent an action was answered `not_a_player` with no
  `status` (every other refused result carries the HTTP status REST gives the same refusal: 403
  here) and in other words than REST's.
- The host page's "take a seat" answered every refusal 409: a seat the game does not have (422),
  no seat chosen (400), a join code expired meanwhile (404) too.
- An import whose title, seat names or seed were the wrong kind of JSON value named it in
  Python's words ("title must be text, not int", "not dict", "not float").
- A method an address does not take, and a body type it does not read, were refused in DRF's
  words ('Method "PUT" not allowed.', 'Unsupported media type "text/plain" in request.'), which
  name neither what the address takes instead.
- A `page` past the end and a `page` that is no number were both "Invalid page." (404): now the
  second is a 400 naming `page`, as a bad `page_size` is, and the first names the last page.
- A refused choice did not say what was expected: '"zz" is not a valid choice.' (a cube file's
  format or module), "Enter a valid email address.", "no game kind 'zz'" (GET /me/games/)."""

import pytest
from asgiref.sync import sync_to_async

from tests.tabletop.test_live import live_table, socket  # noqa: F401 (a fixture)


@pytest.mark.parametrize("who", ["spectator", "host"])
@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("hot_path_pool")
async def test_an_action_from_a_socket_without_a_player_is_refused_as_over_rest(live_table, who):  # noqa: F811
    if who == "host":
        token = live_table.host_token
    else:
        joined = await sync_to_async(live_table.anon.post)(
            "/api/v1/join/", {"code": live_table.code, "spectate": True}, format="json"
        )
        token = joined.json()["token"]
    over_rest = await sync_to_async(live_table._client(token).post)(
        live_table.url + "actions/", {"type": "add", "amount": 1}, format="json"
    )
    phone = socket(live_table, token=token)
    await phone.connect()
    await phone.receive_json_from()  # hello
    await phone.send_json_to({"type": "action", "ref": 7, "action": {"type": "add", "amount": 1}})
    answer = await phone.receive_json_from()
    await phone.disconnect()
    assert over_rest.status_code == 403
    assert answer == {"type": "result", "ref": 7, "ok": False, "status": 403, **over_rest.json()}


@pytest.mark.parametrize(
    ("seat", "expired", "status"),
    [("0", False, 409), ("9", False, 422), ("", False, 400), ("1", True, 404)],
    ids=["taken", "no such seat", "none chosen", "code expired"],
)
@pytest.mark.django_db
def test_the_host_taking_a_seat_is_refused_with_the_refusals_own_status(seat, expired, status):
    from datetime import timedelta

    from django.test import Client
    from django.utils import timezone
    from rest_framework.test import APIClient

    from tabletop.models import Game

    created = APIClient().post("/api/v1/counters/", {"seats": ["Ann", "Bob"]}, format="json").json()
    APIClient().post("/api/v1/join/", {"code": created["join_code"], "seat": 0}, format="json")
    if expired:
        Game.objects.filter(pk=created["id"]).update(join_code_expires_at=timezone.now() - timedelta(minutes=1))
    host = Client()
    host.cookies[f"seat_{created['id']}"] = created["host_token"]
    answer = host.post(f"/games/{created['id']}/host/seat/", {"seat": seat})
    assert answer.status_code == status, answer.content.decode()[:300]


@pytest.mark.parametrize(
    ("where", "value", "told"),
    [
        ("title", 5, "title must be text, not a whole number"),
        ("title", [], "title must be text, not a list"),
        ("rng.seed", {}, "rng.seed must be text, not an object"),
        ("rng.counter", 1.5, "rng.counter must be a whole number, not a decimal number"),
        ("rng.counter", "7", "rng.counter must be a whole number, not text"),
    ],
)
@pytest.mark.django_db
def test_an_import_of_the_wrong_kind_of_value_names_it_in_json_words(table, where, value, told):
    from rest_framework.test import APIClient

    table.allow_export()
    document = table.host.get(table.url + "export/").json()
    *path, last = where.split(".")
    holder = document
    for key in path:
        holder = holder[key]
    holder[last] = value
    refused = APIClient().post("/api/v1/counters/import/", document, format="json")
    assert refused.status_code == 400
    assert (refused.json()["message"], refused.json()["field"]) == (told, where)


def _schema_paths(client, table) -> list[str]:
    from cards.models import Cube

    cube = Cube.objects.create(name="paths")
    schema = client.get("/api/v1/schema/", {"format": "json"}).json()
    return [
        path.replace("{cube_id}", str(cube.pk)).replace("{game_id}", str(table.id)).replace("{id}", str(table.id))
        for path in schema["paths"]
    ]


@pytest.mark.django_db
def test_a_method_an_address_does_not_take_is_refused_naming_those_it_takes(table):
    """Every path of the OpenAPI schema, sent a method it does not take: the message names each
    method its Allow header names, and the one refused (DRF said 'Method "PUT" not allowed.')."""
    from django.test import Client

    client = Client()
    checked = 0
    for path in _schema_paths(client, table):
        if "{" in path:
            continue
        for method in ("put", "delete", "patch"):
            answer = getattr(client, method)(path, "{}", content_type="application/json")
            if answer.status_code != 405 or "stream" in path:
                continue
            message = answer.json()["message"]
            allowed = [name.strip() for name in answer["Allow"].split(",")]
            assert all(name in message for name in allowed) and method.upper() in message, (path, message)
            checked += 1
    assert checked >= 20, checked


@pytest.mark.parametrize(
    ("path", "accepted"),
    [
        ("/api/v1/join/", "application/json"),
        ("/api/v1/cubes/", "multipart/form-data or application/x-www-form-urlencoded or application/json"),
    ],
)
@pytest.mark.django_db
def test_a_body_of_a_type_the_address_does_not_read_is_refused_naming_those_it_reads(path, accepted):
    from django.test import Client

    answer = Client().post(path, "seat=1", content_type="text/plain")
    assert answer.status_code == 415
    assert answer.json()["message"] == f"the body's Content-Type is 'text/plain': send {accepted}"
    long_type = Client().post(path, "seat=1", content_type="text/" + "x" * 5000)
    assert long_type.status_code == 415 and len(long_type.json()["message"]) < 300, long_type.json()["message"]


@pytest.mark.django_db
def test_a_page_that_is_no_page_is_refused_naming_page_and_the_last_one_on_every_paginated_operation(client):
    """DRF answered "Invalid page." (404) to a page past the end and to one that is no number
    alike, naming neither the parameter nor the last page."""
    import re

    from django.contrib.auth.models import User
    from rest_framework.authtoken.models import Token

    from cards.models import Cube

    cube = Cube.objects.create(name="paged")
    token = Token.objects.create(user=User.objects.create_user("pager", password="unused-password-1"))
    headers = {"HTTP_AUTHORIZATION": f"Token {token.key}"}
    schema = client.get("/api/v1/schema/", {"format": "json"}).json()
    paginated = [
        re.sub(r"\{\w+\}", str(cube.pk), route)
        for route, operations in schema["paths"].items()
        if any(p["name"] == "page" for p in operations.get("get", {}).get("parameters", []))
    ]
    assert len(paginated) >= 4, paginated
    for path in paginated:
        assert client.get(path, {"page": "last"}, **headers).status_code == 200, path
        for bad in ["0", "-1", "x", "", "1.5"]:
            body = client.get(path, {"page": bad}, **headers).json()
            assert (body["code"], body["field"]) == ("invalid_input", "page"), (path, bad, body)
            assert "whole number from 1" in body["message"], body
        past = client.get(path, {"page": "99"}, **headers)
        assert past.status_code == 404, path
        assert past.json()["field"] == "page" and past.json()["message"] == "page 99 is past the last page, 1"


@pytest.mark.django_db
def test_a_refused_choice_names_what_is_expected(table):
    """A cube file's format or module, a seat's email and the kind of games listed were refused
    without what was expected: '"zz" is not a valid choice.', "Enter a valid email address.", "no
    game kind 'zz'"."""
    from django.contrib.auth.models import User
    from django.core.files.uploadedfile import SimpleUploadedFile
    from rest_framework.authtoken.models import Token
    from rest_framework.test import APIClient

    def told(answer):
        return answer.status_code, answer.json()["field"], answer.json()["message"]

    for field in ("format", "module"):
        upload = {"file": SimpleUploadedFile("c.txt", b"Island\n"), "name": "c", field: "zz"}
        status, named, message = told(APIClient().post("/api/v1/cubes/", upload, format="multipart"))
        assert (status, named) == (400, field) and "must be one of" in message and "'zz'" in message, message
        upload = {"file": SimpleUploadedFile("c.txt", b"Island\n"), "name": "c", field: "z" * 100_000}
        status, named, message = told(APIClient().post("/api/v1/cubes/", upload, format="multipart"))
        assert (status, named) == (400, field) and len(message) < 200 and "'" + "z" * 40 + "…'" in message, message
    email = table.phones[0].patch(table.url + "seats/me/", {"email": "ann"}, format="json")
    assert told(email) == (400, "email", "email: must be an email address, such as ann@example.org")
    token = Token.objects.create(user=User.objects.create_user("lister", password="unused-password-1"))
    listed = APIClient(HTTP_AUTHORIZATION=f"Token {token.key}").get("/api/v1/me/games/", {"kind": "zz"})
    assert told(listed)[:2] == (400, "kind") and "one of auction, saga, battler" in told(listed)[2]

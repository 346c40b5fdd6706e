"""Red team 6: every message the server sends a client, read by someone who may not know what it
refers to. Each test here failed on the code before its fix.

- A spectator's or the host's socket that sent an action was answered `not_a_player` with no
  `status` (every other refused result carries the HTTP status REST gives the same refusal: 403
  here) and in other words than REST's.
- The host page's "take a seat" answered every refusal 409: a seat the game does not have (422),
  no seat chosen (400), a join code expired meanwhile (404) too.
- An import whose title, seat names or seed were the wrong kind of JSON value named it in
  Python's words ("title must be text, not int", "not dict", "not float")."""

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
    answer = await phone.receive_json_from(timeout=5)
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

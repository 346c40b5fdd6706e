import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube
from tabletop.models import Game

pytestmark = pytest.mark.django_db


def create(client, settings):
    cube = Cube.objects.get(name="Demo battler cube")
    return client.post(
        "/api/v1/battlers/", {"seats": ["A", "B", "C", "D"], "cube": cube.pk, "settings": settings}, format="json"
    )


def signed_in(username: str) -> APIClient:
    client = APIClient()
    client.force_authenticate(get_user_model().objects.create_user(username, password="a long passphrase"))
    return client


def save(client, name: str) -> int:
    saved = client.post("/api/v1/battler-presets/", {"name": name, "settings": {"preset": "bar"}}, format="json")
    assert saved.status_code == 201, saved.content
    return saved.json()["id"]


def saved_listed(client) -> list[int]:
    return [p["id"] for p in client.get("/api/v1/battler-presets/").json()["presets"] if not p["builtin"]]


def test_a_caller_lists_its_own_saved_presets_and_nobody_elses():
    mine, theirs = signed_in("mine"), signed_in("theirs")
    kept = [save(mine, name) for name in ("Zed", "Alpha")]
    crowd = [save(theirs, "!") for _ in range(3)] + [save(APIClient(), "!") for _ in range(3)]
    assert saved_listed(mine) == kept[::-1]  # newest first, whatever the names
    assert saved_listed(theirs) == crowd[2::-1]
    assert saved_listed(APIClient()) == []  # saved without an account: reused by its id, listed to nobody


def test_a_custom_preset_is_saved_listed_and_reused_with_overrides():
    load_demo()
    client = signed_in("host")
    saved = client.post(
        "/api/v1/battler-presets/",
        {"name": "Fast Treasure", "settings": {"preset": "treasure", "flat_loss": 3}},
        format="json",
    )
    assert saved.status_code == 201, saved.content
    assert saved.json()["settings"]["flat_loss"] == 3 and saved.json()["settings"]["name"] == "Fast Treasure"
    listed = client.get("/api/v1/battler-presets/").json()["presets"]
    assert {"treasure", "autobattler", "bar", "Fast Treasure"} <= {p["name"] for p in listed}
    created = create(client, {"preset_id": saved.json()["id"], "interest_threshold": 4})
    assert created.status_code == 201, created.content
    table_settings = Game.objects.get(pk=created.json()["id"]).table_settings
    assert table_settings["flat_loss"] == 3 and table_settings["interest_threshold"] == 4


def test_bad_presets_are_refused_naming_the_field():
    load_demo()
    client = APIClient()
    bad = client.post("/api/v1/battler-presets/", {"name": "x", "settings": {"pack_size": "five"}}, format="json")
    assert bad.status_code == 400 and bad.json()["field"] == "settings.pack_size"
    missing = create(client, {"preset_id": 999})
    assert missing.status_code == 404 and missing.json()["code"] == "no_such_preset"


def test_standings_are_public_to_the_table():
    load_demo()
    created = create(APIClient(), {"preset": "bar"}).json()
    host = APIClient(HTTP_AUTHORIZATION=f"Seat {created['host_token']}")
    body = host.get(f"/api/v1/battlers/{created['id']}/standings/").json()
    assert [row["place"] for row in body["standings"]] == [1, 2, 3, 4]
    assert all(row["life"] == 30 for row in body["standings"])
    assert APIClient().get(f"/api/v1/battlers/{created['id']}/standings/").status_code == 403

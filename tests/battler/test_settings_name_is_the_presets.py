"""A battler table's `view.settings.name` says which rules it plays: `{"settings": {"name":
"autobattler"}}` (or `{"preset": "treasure", "name": "bar"}`) made a Treasure Battler table every
view called "autobattler" (red team). A new table's name is its preset's (built in, saved, or
treasure when none is sent); any other is 400 invalid_settings naming settings.name, nothing made."""

import pytest
from rest_framework.test import APIClient

from battler.rules.settings import PRESETS
from cards.demo import load_demo
from cards.models import Cube
from tabletop.models import Game

pytestmark = pytest.mark.django_db
SEATS = ["Ann", "Bob", "Cid", "Dee"]  # a count every preset takes


def create(settings: dict):
    load_demo()
    cube = Cube.objects.get(name="Demo battler cube").pk
    return APIClient().post("/api/v1/battlers/", {"cube": cube, "seats": SEATS, "settings": settings}, format="json")


def view_settings(answer) -> dict:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Seat {answer.json()['host_token']}")
    return client.get(f"/api/v1/battlers/{answer.json()['id']}/").json()["view"]["settings"]


def assert_name_refused(answer, name: str, preset: str) -> None:
    assert answer.status_code == 400, answer.content
    body = answer.json()
    assert (body["code"], body["field"]) == ("invalid_settings", "settings.name"), body
    assert f"name {name!r} is not this table's preset ({preset})" in body["message"], body
    assert "preset" in body["message"].split(":", 2)[-1], body  # it says what to send instead


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("name", [*PRESETS, "my table"])
def test_a_name_other_than_the_presets_is_refused(preset, name):
    before = Game.objects.count()
    answer = create({"preset": preset, "name": name})
    if name == preset:  # a whole document names its own preset
        assert answer.status_code == 201, answer.content
        assert view_settings(answer)["name"] == preset
    else:
        assert_name_refused(answer, name, preset)
        assert Game.objects.count() == before


@pytest.mark.parametrize("name", [name for name in PRESETS if name != "treasure"])
def test_with_no_preset_the_name_is_treasures(name):
    """The red team's {"name": "autobattler"}: Treasure Battler's rules, so its name."""
    assert_name_refused(create({"name": name}), name, "treasure")
    assert not Game.objects.exists()


@pytest.mark.parametrize("preset", PRESETS)
def test_each_preset_names_its_table(preset):
    answer = create({"preset": preset})
    assert answer.status_code == 201, answer.content
    settings = view_settings(answer)
    assert (settings["name"], settings["level_name"]) == (preset, PRESETS[preset].level_name)


def test_a_saved_presets_table_is_named_by_it_and_by_nothing_else():
    client = APIClient()
    saved = client.post(
        "/api/v1/battler-presets/", {"name": "Fast Treasure", "settings": {"preset": "treasure"}}, format="json"
    )
    assert saved.status_code == 201, saved.content
    made = create({"preset_id": saved.json()["id"]})
    assert made.status_code == 201 and view_settings(made)["name"] == "Fast Treasure"
    assert_name_refused(create({"preset_id": saved.json()["id"], "name": "bar"}), "bar", "Fast Treasure")

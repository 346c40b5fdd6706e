"""Import trusts nothing that set-up and replay can give: the cases an outside review sent, each
refused with a 4xx naming the problem and nothing written (tests/reliability/test_fuzz_bodies.py
generates the class). Settings no table could play are refused on create and on import alike,
through Engine.validate_settings."""

import copy

import pytest
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube
from tabletop.models import Game

pytestmark = pytest.mark.django_db


@pytest.fixture
def exported(table, django_capture_on_commit_callbacks):
    """A counter game's export whose log has a table step (the die, seat null) and events."""
    with django_capture_on_commit_callbacks(execute=True):
        for _ in range(4):
            table.act(table.whose_turn(), {"type": "add", "amount": 3})
    table.allow_export()
    document = table.host.get(table.url + "export/").json()
    assert any(entry["seat"] is None for entry in document["actions"])
    return document


def altered(document: dict, change) -> dict:
    document = copy.deepcopy(document)
    change(document)
    return document


def forge_event(doc):
    doc["actions"][0]["events"][0]["amount"] = 999


def extra_seat(doc):
    doc["seats"].append("Extra")


def long_type(doc):
    doc["actions"][0]["type"] = "x" * 300


def long_title(doc):
    doc["title"] = "t" * 5000


def player_acts_as_table(doc):
    doc["actions"][0]["seat"] = None


def table_seat_moved(doc):
    entry = next(entry for entry in doc["actions"] if entry["seat"] is None)
    entry["seat"] = 0


def seat_out_of_range(doc):
    doc["actions"][0]["seat"] = 70_000


def seed_is_a_list(doc):
    doc["rng"]["seed"] = ["a"]


def counter_moved(doc):
    doc["rng"]["initial_counter"] += 1


def counter_over_the_column(doc):
    doc["rng"]["counter"] = 2**63


def settings_changed(doc):
    doc["settings"]["target"] = 21


def settings_unplayable(doc):
    doc["settings"]["target"] = 0


def version_too_big(doc):
    doc["version"] = 2**31


def format_version_true(doc):
    doc["format_version"] = True  # true == 1 in Python


def format_version_float(doc):
    doc["format_version"] = 1.0


def version_a_float(doc):
    doc["version"] = float(doc["version"])


def seq_true(doc):
    doc["actions"][0]["seq"] = True


def version_text(doc):
    doc["version"] = str(doc["version"])


def version_negative(doc):
    doc["version"] = -1


def actions_text(doc):
    doc["actions"] = "x"


def entry_null(doc):
    doc["actions"][0] = None


def no_ruleset(doc):
    del doc["ruleset_version"]


def unknown_field(doc):
    doc["zzz"] = 1


def unknown_rng_field(doc):
    doc["rng"]["salt"] = "x"


def unknown_entry_field(doc):
    doc["actions"][0]["created_at"] = "2026-12-07T10:00:00Z"


@pytest.mark.parametrize(("change", "status", "code", "field"), [
    (forge_event, 422, "events_mismatch", "actions[0].events"),
    (extra_seat, 422, "setup_mismatch", "initial_state"),
    (long_type, 422, "bad_export", "actions[0].type"),
    (long_title, 400, "too_long", "title"),
    (player_acts_as_table, 422, "bad_export", "actions[0].payload"),
    (table_seat_moved, 422, None, None),
    (seat_out_of_range, 422, "bad_export", "actions[0].seat"),
    (seed_is_a_list, 400, "invalid_input", "rng.seed"),
    (counter_moved, 422, "setup_mismatch", "initial_state"),
    (counter_over_the_column, 400, "out_of_range", None),
    (settings_changed, 422, "setup_mismatch", "initial_state"),
    (settings_unplayable, 400, "invalid_settings", "settings.target"),
    (version_too_big, 422, "log_gap", "actions"),
    (format_version_true, 422, "bad_export", "format_version"),
    (format_version_float, 422, "bad_export", "format_version"),
    # each wrong type named as what it is, not as a gap in the log (red team, 2026-12-07)
    (version_a_float, 422, "bad_export", "version"),
    (version_text, 422, "bad_export", "version"),
    (version_negative, 422, "bad_export", "version"),
    (actions_text, 422, "bad_export", "actions"),
    (entry_null, 422, "bad_export", "actions[0]"),
    (seq_true, 422, "bad_export", "actions[0].seq"),
    (no_ruleset, 422, "bad_export", "ruleset_version"),
    # a field no export has is refused, as in every body, not ignored (every export this server
    # made had these fields and no others; red team, 2026-12-07)
    (unknown_field, 400, "invalid_input", "zzz"),
    (unknown_rng_field, 400, "invalid_input", "rng.salt"),
    (unknown_entry_field, 400, "invalid_input", "actions[0].created_at"),
])  # fmt: skip
def test_an_altered_export_is_refused_naming_the_problem_and_writes_nothing(exported, change, status, code, field):
    before = Game.objects.count()
    response = APIClient().post("/api/v1/counters/import/", altered(exported, change), format="json")
    assert response.status_code == status, response.content
    body = response.json()
    assert body["message"] and (code is None or body["code"] == code) and (field is None or body["field"] == field)
    assert Game.objects.count() == before


def test_the_untouched_export_imports_with_its_pending_table_step_scheduled(table, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        for _ in range(4):
            table.act(table.whose_turn(), {"type": "add", "amount": 3})  # the die is left pending
    table.allow_export()
    document = table.host.get(table.url + "export/").json()
    with django_capture_on_commit_callbacks(execute=True):
        response = APIClient().post("/api/v1/counters/import/", document, format="json")
    assert response.status_code == 201  # and the die is rolled after the commit, as on create
    copy_ = Game.objects.get(pk=response.json()["id"])
    assert copy_.version == document["version"] + 1 and copy_.actions.last().type == "roll_die"


def test_unplayable_settings_are_refused_on_create_as_on_import(client):
    response = client.post(
        "/api/v1/counters/", {"seats": ["Ann", "Bob"], "settings": {"target": 0}}, content_type="application/json"
    )
    assert response.status_code == 400
    assert (response.json()["code"], response.json()["field"]) == ("invalid_settings", "settings.target")
    assert not Game.objects.exists()


BATTLER_UNPLAYABLE = [
    {"preset": "treasure", "basic_names": []},
    {"preset": "treasure", "life_limit": 0},
    # augments after a carousel that never follows a game: none would ever be dealt
    {"preset": "treasure", "augments": "after_carousel"},
    {"preset": "treasure", "augments": "after_carousel", "carousel_every": 2},
    {"preset": "bar", "augments": "after_carousel", "carousel_every": 0},
]


@pytest.mark.parametrize("table_settings", BATTLER_UNPLAYABLE)
def test_battler_settings_that_can_never_be_played_are_refused(client, table_settings):
    load_demo()
    cube = Cube.objects.get(name="Demo battler cube").pk
    response = client.post(
        "/api/v1/battlers/",
        {"seats": ["A", "B", "C", "D"], "cube": cube, "settings": table_settings},
        content_type="application/json",
    )
    assert response.status_code == 400 and response.json()["code"] == "invalid_settings"


def test_a_battler_preset_that_is_not_text_is_refused(client):
    load_demo()
    cube = Cube.objects.get(name="Demo battler cube").pk
    response = client.post(
        "/api/v1/battlers/",
        {"seats": ["A", "B", "C", "D"], "cube": cube, "settings": {"preset": []}},
        content_type="application/json",
    )
    assert response.status_code == 400


def test_players_of_an_imported_game_are_told_that_its_file_holds_its_secrets(exported, table, client):
    """Whoever held the export has seen every hidden card and the seed: a game made from one says
    so to whoever joins it and on its detail, which a game created here does not."""
    created = APIClient().post("/api/v1/counters/import/", exported, format="json")
    assert created.status_code == 201, created.content
    code = created.json()["join_code"]
    joined = APIClient().post("/api/v1/join/", {"code": code, "seat": 0}, format="json").json()
    phone = APIClient()
    phone.credentials(HTTP_AUTHORIZATION=f"Seat {joined['token']}")
    assert phone.get(f"/api/v1/counters/{created.json()['id']}/").json()["imported"] is True
    assert table.view()["imported"] is False
    note = "Whoever holds that file has seen every hidden card"
    assert note in client.get(f"/join/{code}/").content.decode()
    assert note not in client.get(f"/join/{table.code}/").content.decode()


def test_a_game_keeps_at_most_its_actions_live_and_on_import(exported, table, monkeypatch):
    """An import replays every action in one request, on the CPU the worker's other requests
    share: a log past MAX_ACTIONS_PER_GAME is refused before any is replayed, and a live game
    stops there too, so that every game's export imports."""
    from tabletop.core import services

    monkeypatch.setattr(services, "MAX_ACTIONS_PER_GAME", exported["version"] - 1)
    before = Game.objects.count()
    refused = APIClient().post("/api/v1/counters/import/", exported, format="json")
    assert refused.status_code == 422 and refused.json()["code"] == "game_too_long"
    assert refused.json()["field"] == "actions" and f"holds {exported['version']} actions" in refused.json()["message"]
    assert Game.objects.count() == before

    monkeypatch.setattr(services, "MAX_ACTIONS_PER_GAME", exported["version"])
    assert APIClient().post("/api/v1/counters/import/", exported, format="json").status_code == 201
    live = Game.objects.get(pk=table.id)
    assert live.version == exported["version"]
    answer = table.act(table.whose_turn(), {"type": "add", "amount": 1})
    assert answer.status_code == 409 and answer.json()["code"] == "game_too_long", answer.content
    assert Game.objects.get(pk=table.id).version == live.version


def test_the_shipped_cap_is_ten_thousand_actions():
    from tabletop.core import services

    assert services.MAX_ACTIONS_PER_GAME == 10_000


def test_a_game_at_its_most_actions_takes_no_table_step_and_no_job_is_sent_for_it(
    table, monkeypatch, django_capture_on_commit_callbacks
):
    """A table step pending at the cap is not applied, and neither the job nor the sweep for
    stuck steps fails at it again and again."""
    from tabletop.core import services, tasks

    with django_capture_on_commit_callbacks(execute=False):
        for _ in range(4):
            table.act(table.whose_turn(), {"type": "add", "amount": 3})  # the die is left pending
    game = Game.objects.get(pk=table.id)
    monkeypatch.setattr(services, "MAX_ACTIONS_PER_GAME", game.version)
    assert services.apply_pending_table_step(game.pk, game.version) is None
    assert tasks.reschedule_stuck_table_steps(quiet_seconds=0) == 0
    assert Game.objects.get(pk=table.id).version == game.version
    monkeypatch.setattr(services, "MAX_ACTIONS_PER_GAME", game.version + 1)  # below the cap, the step is taken
    assert tasks.reschedule_stuck_table_steps(quiet_seconds=0) == 1

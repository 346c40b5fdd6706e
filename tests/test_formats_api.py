"""Each format through the real API: a game created from its demo cube, joined by code, and
played for many steps by phones posting actions (table steps dealt by in-process jobs), then
exported and imported back identical."""

import pytest
from rest_framework.test import APIClient

from auction.rules.playout import random_legal_action as auction_action
from battler.rules.playout import random_legal_action as battler_action
from cards.demo import load_demo
from cards.models import Cube
from saga.rules.playout import random_decision as saga_action
from tabletop.core import kinds, states
from tabletop.models import Game
from tabletop.rules.engine import to_builtins
from tabletop.rules.rng import Rng

pytestmark = pytest.mark.django_db

FORMATS = [
    ("auction", "auctions", "Demo auction block", ["Ann", "Bob", "Cy"], {}, auction_action),
    ("saga", "sagas", "Demo saga cube", ["Ann", "Bob"], {}, saga_action),
    ("battler", "battlers", "Demo battler cube", ["Ann", "Bob", "Cy", "Di"], {"preset": "treasure"}, battler_action),
]


@pytest.mark.slow  # a whole demo game of each format, through the API
@pytest.mark.parametrize(
    ("kind", "plural", "cube_name", "seats", "table_settings", "choose"), FORMATS, ids=[f[0] for f in FORMATS]
)
def test_a_demo_game_plays_through_the_api_and_exports_identically(
    kind, plural, cube_name, seats, table_settings, choose, django_capture_on_commit_callbacks
):
    load_demo()
    cube = Cube.objects.get(name=cube_name)
    host = APIClient()
    with django_capture_on_commit_callbacks(execute=True):  # table steps run as jobs after commit
        created = host.post(
            f"/api/v1/{plural}/", {"seats": seats, "cube": cube.pk, "settings": table_settings}, format="json"
        )
    assert created.status_code == 201, created.content
    game_id, code = created.json()["id"], created.json()["join_code"]
    phones = []
    for number in range(len(seats)):
        joined = APIClient().post("/api/v1/join/", {"code": code, "seat": number}, format="json").json()
        phone = APIClient()
        phone.credentials(HTTP_AUTHORIZATION=f"Seat {joined['token']}")
        phones.append(phone)
    engine = kinds.get(kind).engine
    chooser = Rng("test-driver")
    played = 0
    for _ in range(60):
        game = Game.objects.get(pk=game_id)
        state = states.load(game)
        if engine.is_over(state) or not engine.waiting_on(state):
            break
        seat = engine.waiting_on(state)[0]
        action = choose(state, seat, chooser)
        if action is None:
            break
        payload = action if isinstance(action, dict) else to_builtins(action)
        with django_capture_on_commit_callbacks(execute=True):
            response = phones[seat].post(
                f"/api/v1/{plural}/{game_id}/actions/", {**payload, "expected_version": game.version}, format="json"
            )
        assert response.status_code == 200, (payload, response.content)
        played += 1
    assert played >= 20
    game = Game.objects.get(pk=game_id)
    assert game.version >= played and engine.invariant_problems(states.load(game)) == []
    detail = phones[0].get(f"/api/v1/{plural}/{game_id}/").json()
    assert detail["you"]["seat"] == 0 and detail["version"] == game.version
    for phone in phones:  # the game is not over: its export needs every player's consent
        assert (
            phone.patch(f"/api/v1/{plural}/{game_id}/seats/me/", {"allows_export": True}, format="json").status_code
            == 200
        )
    exported = (
        APIClient(HTTP_AUTHORIZATION=f"Seat {created.json()['host_token']}")
        .get(f"/api/v1/{plural}/{game_id}/export/")
        .json()
    )
    imported = host.post(f"/api/v1/{plural}/import/", exported, format="json")
    assert imported.status_code == 201, imported.content
    assert Game.objects.get(pk=imported.json()["id"]).state == game.state


def test_the_saga_timeline_is_an_svg_for_its_players():
    load_demo()
    cube = Cube.objects.get(name="Demo saga cube")
    created = APIClient().post("/api/v1/sagas/", {"seats": ["Ann", "Bob"], "cube": cube.pk}, format="json").json()
    host = APIClient(HTTP_AUTHORIZATION=f"Seat {created['host_token']}")
    response = host.get(f"/api/v1/sagas/{created['id']}/timeline.svg")
    assert response.status_code == 200 and response["Content-Type"] == "image/svg+xml"
    assert response.content.startswith(b"<svg") and b"Ann" in response.content
    assert "script-src 'self'" in response["Content-Security-Policy"].split("; ")  # opened alone, it runs no script
    assert APIClient().get(f"/api/v1/sagas/{created['id']}/timeline.svg").status_code == 403


def test_a_cube_too_small_for_a_saga_is_refused_naming_what_is_missing():
    load_demo()
    cube = Cube.objects.get(name="Demo battler cube")
    response = APIClient().post("/api/v1/sagas/", {"seats": ["Ann", "Bob"], "cube": cube.pk}, format="json")
    assert response.status_code == 422
    assert response.json()["code"] == "cube_too_small" and response.json()["message"]


def test_bad_settings_are_400_naming_the_settings_field():
    load_demo()
    cube = Cube.objects.get(name="Demo battler cube")
    response = APIClient().post(
        "/api/v1/battlers/",
        {"seats": ["A", "B", "C", "D"], "cube": cube.pk, "settings": {"preset": "chess"}},
        format="json",
    )
    assert response.status_code == 400
    assert response.json()["field"] == "settings.preset" and "chess" in response.json()["message"]

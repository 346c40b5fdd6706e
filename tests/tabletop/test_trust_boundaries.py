"""A seat credential is its own seat of its own game and nothing more, and an unfinished game's
export (every hidden card, the seed) leaves the server only with every player's consent or by
an operator's command."""

import io
import json

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from tabletop.models import Game

pytestmark = pytest.mark.django_db


def _user_client(username: str) -> APIClient:
    user = get_user_model().objects.create_user(username, password="pw-for-tests")
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return client


def _seat_client(token: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Seat {token}")
    return client


def test_a_seat_token_claimed_by_a_host_acts_for_nobody_in_the_games_that_host_hosts():
    """The seat of game A, claimed while its user was logged in, sent to game B that user hosts:
    no view, no export, no join code, no action (it once did all four as B's host)."""
    hana = _user_client("hana")
    hosted = hana.post("/api/v1/counters/", {"seats": ["Ann", "Bob"]}, format="json").json()
    elsewhere = APIClient().post("/api/v1/counters/", {"seats": ["Cid", "Dee"]}, format="json").json()
    spectating = hana.post("/api/v1/join/", {"code": elsewhere["join_code"], "spectate": True}, format="json")
    foreign = _seat_client(spectating.json()["token"])
    url = f"/api/v1/counters/{hosted['id']}/"
    answers = {
        "read": foreign.get(url),
        "events": foreign.get(url + "events/"),
        "export": foreign.get(url + "export/"),
        "join code": foreign.post(url + "join-code/"),
        "act": foreign.post(url + "actions/", {"type": "add", "amount": 1}, format="json"),
    }
    assert {name: (r.status_code, r.json()["code"]) for name, r in answers.items()} == {
        name: (403, "no_seat") for name in answers
    }
    assert hana.get(url).status_code == 200  # the account itself still hosts B


def test_a_seat_token_never_stands_in_for_its_account():
    """Creating a game or a cube with a seat token makes nothing the account owns."""
    hana = _user_client("hana")
    created = APIClient().post("/api/v1/counters/", {"seats": ["Ann"]}, format="json").json()
    seat = hana.post("/api/v1/join/", {"code": created["join_code"], "seat": 0}, format="json").json()
    made = _seat_client(seat["token"]).post("/api/v1/counters/", {"seats": ["X"]}, format="json")
    assert made.status_code == 201
    assert Game.objects.get(pk=made.json()["id"]).host_id is None


def test_an_unfinished_game_is_exported_only_with_every_players_consent(table):
    answers = [table.host.get(table.url + "export/")]
    for phone in table.phones:
        allowed = phone.patch(table.url + "seats/me/", {"allows_export": True}, format="json")
        assert allowed.status_code == 200 and allowed.json()["allows_export"] is True
        answers.append(table.host.get(table.url + "export/"))
    assert [(a.status_code, a.json().get("code")) for a in answers] == [
        (403, "export_not_allowed"), (403, "export_not_allowed"), (200, None)]
    assert "0 of 2 have" in answers[0].json()["message"]
    assert answers[-1].json()["rng"]["seed"] == Game.objects.get(pk=table.id).rng_seed


def test_a_finished_game_is_exported_to_its_host_without_consent(table):
    Game.objects.filter(pk=table.id).update(status=Game.Status.FINISHED)
    assert table.host.get(table.url + "export/").status_code == 200


def test_an_operator_exports_any_game_with_the_management_command(table):
    out = io.StringIO()
    call_command("export_game", str(table.id), stdout=out)
    document = json.loads(out.getvalue())
    assert document["rng"]["seed"] == Game.objects.get(pk=table.id).rng_seed
    imported = APIClient().post("/api/v1/counters/import/", document, format="json")
    assert imported.status_code == 201, imported.content

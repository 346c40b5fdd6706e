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
        (403, "export_not_allowed"),
        (403, "export_not_allowed"),
        (200, None),
    ]
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


def _undo_types() -> set[str]:
    from tabletop.rules.undo import UNDO_ACTIONS

    return {cls.__struct_config__.tag for cls in UNDO_ACTIONS}


def test_a_finished_game_whose_end_may_be_taken_back_is_exported_only_with_consent(django_capture_on_commit_callbacks):
    """A won saga may be reopened (propose_undo, consent_undo): its export then held the seed and
    every hidden card of a game still to be played (the host once got it without a word from the
    players, and a host who plays then knew the opponent's pool and every deal to come)."""
    from saga.rules import ENGINE
    from saga.rules.playout import random_decision
    from tests.exports import export_at
    from tests.saga.rules.helpers import CUBE

    document = export_at("saga", {}, CUBE, ["Ann", "Bob"], "reopened-after-export", ENGINE.is_over, random_decision)
    created = APIClient().post("/api/v1/sagas/import/", document, format="json").json()
    url = f"/api/v1/sagas/{created['id']}/"
    host = _seat_client(created["host_token"])
    phones = [
        _seat_client(
            APIClient().post("/api/v1/join/", {"code": created["join_code"], "seat": n}, format="json").json()["token"]
        )
        for n in (0, 1)
    ]
    assert Game.objects.get(pk=created["id"]).status == Game.Status.FINISHED
    assert _undo_types() & set(phones[0].get(url).json()["legal_actions"])  # its end may be taken back
    refused = host.get(url + "export/")
    assert (refused.status_code, refused.json()["code"]) == (403, "export_not_allowed")
    assert "may still take its end back" in refused.json()["message"]
    for phone in phones:
        assert phone.patch(url + "seats/me/", {"allows_export": True}, format="json").status_code == 200
    assert host.get(url + "export/").status_code == 200
    # what the consent is for: the end taken back, the saga is played on
    with django_capture_on_commit_callbacks(execute=True):
        assert phones[0].post(url + "actions/", {"type": "propose_undo"}, format="json").status_code == 200
        assert phones[1].post(url + "actions/", {"type": "consent_undo"}, format="json").status_code == 200
    assert Game.objects.get(pk=created["id"]).status == Game.Status.ACTIVE


@pytest.mark.parametrize("kind", ["auction", "battler"])
def test_a_finished_game_nobody_may_take_back_is_exported_without_consent(kind):
    """The auction's and the battler's ends are final: their exports need no consent once over."""
    from tabletop.core import kinds
    from tests.auction.rules.test_auction_stateful import sample_table
    from tests.battler.rules.test_battler_stateful import SAMPLE_KEYS, sample_battler

    game = sample_table("plain", 0).game if kind == "auction" else sample_battler(*SAMPLE_KEYS[0])[0]
    engine = kinds.get(kind).engine
    final = game.positions[-1][0]
    assert engine.is_over(final)
    seats = range(len(final.players))
    assert not any(_undo_types() & set(engine.legal_actions(final, seat)) for seat in seats)


def test_a_player_cannot_take_a_spectators_place_at_their_own_table(table):
    """A spectator watching a seat that shares sees its hidden cards: a player of the same table
    who joined as a spectator watching the other seat read the other player's hand. Whichever way
    the caller carries its seat (the Seat header, the page's seat cookie, an account that claimed
    it), the spectator's place is refused and nothing is made."""
    from tabletop.models import Seat

    assert (
        table.phones[0].patch(table.url + "seats/me/", {"shares_with_spectators": True}, format="json").status_code
        == 200
    )
    hana = _user_client("hana")
    other = APIClient().post("/api/v1/counters/", {"seats": ["Ann", "Bob", "Cid"]}, format="json").json()
    assert hana.post("/api/v1/join/", {"code": other["join_code"], "seat": 2}, format="json").status_code == 201
    by_cookie = APIClient()
    by_cookie.cookies[f"seat_{table.id}"] = table.tokens[1]
    callers = {
        "seat header": (table.phones[1], table.code, table.id),
        "seat cookie": (by_cookie, table.code, table.id),
        "account": (hana, other["join_code"], other["id"]),
    }
    for how, (client, code, game_id) in callers.items():
        places = Seat.objects.filter(game_id=game_id).count()
        refused = client.post("/api/v1/join/", {"code": code, "spectate": True, "watching": 0}, format="json")
        assert (refused.status_code, refused.json().get("code")) == (409, "already_playing"), (how, refused.json())
        assert "a player of this game cannot also watch it" in refused.json()["message"]
        assert Seat.objects.filter(game_id=game_id).count() == places
    # a stranger (or a player of another game) still watches
    stranger = APIClient()
    stranger.credentials(HTTP_AUTHORIZATION=f"Seat {other['host_token']}")
    assert stranger.post("/api/v1/join/", {"code": table.code, "spectate": True}, format="json").status_code == 201

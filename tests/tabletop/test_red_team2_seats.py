"""Red-team pass 2, seats: a place at a table is one role. A player of the game may not watch it
as a spectator (test_trust_boundaries), and the other way round: a spectator watching a seat that
shares sees that seat's hidden cards, so the same caller taking another seat would play with its
rival's hand in view."""

import pytest
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from tabletop.models import Seat

pytestmark = pytest.mark.django_db


def _user_client(username: str) -> APIClient:
    user = get_user_model().objects.create_user(username, password="pw-for-tests")
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return client


@pytest.mark.parametrize("how", ["seat header", "seat cookie", "account"])
def test_a_spectator_cannot_take_a_players_seat_at_the_table_it_watches(how):
    """Seat 0 shares with spectators; a caller watching it (by the spectator's Seat header, its
    page cookie, or the account that claimed the place) then claims seat 1: it would see both
    hands. Refused, whichever way the caller carries its place, and seat 1 stays free."""
    anon = APIClient()
    created = anon.post("/api/v1/counters/", {"seats": ["Ann", "Bob"]}, format="json").json()
    code, game_id = created["join_code"], created["id"]
    ann = anon.post("/api/v1/join/", {"code": code, "seat": 0}, format="json").json()
    ann_phone = APIClient()
    ann_phone.credentials(HTTP_AUTHORIZATION=f"Seat {ann['token']}")
    assert (
        ann_phone.patch(
            f"/api/v1/counters/{game_id}/seats/me/", {"shares_with_spectators": True}, format="json"
        ).status_code
        == 200
    )

    caller = _user_client("hana") if how == "account" else APIClient()
    watch = caller.post("/api/v1/join/", {"code": code, "spectate": True, "watching": 0}, format="json")
    assert watch.status_code == 201, watch.content
    if how == "seat header":
        caller.credentials(HTTP_AUTHORIZATION=f"Seat {watch.json()['token']}")
    elif how == "seat cookie":
        caller.cookies[f"seat_{game_id}"] = watch.json()["token"]

    refused = caller.post("/api/v1/join/", {"code": code, "seat": 1}, format="json")
    assert (refused.status_code, refused.json().get("code")) == (409, "already_watching"), (how, refused.json())
    assert "a spectator of this game cannot also play it" in refused.json()["message"]
    assert not Seat.objects.get(game_id=game_id, role=Seat.Role.PLAYER, number=1).is_claimed
    # anyone else still takes the seat
    assert APIClient().post("/api/v1/join/", {"code": code, "seat": 1}, format="json").status_code == 201

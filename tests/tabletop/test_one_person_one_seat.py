"""One person, one seat: a caller that holds a player's seat at a game, however it carries it,
takes no other player's seat there, whichever way it asks.

Reason (red team, third round): a player sending her own seat token was given another, freed
seat; an account joined seat 0 and then seat 1 of one saga. Holding both, she confirmed her own
reports and read the opponent's hidden cards."""

import itertools

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from tabletop.models import Seat

pytestmark = pytest.mark.django_db

# every way to hold a player's place, and whether the caller also holds the host's token (a host
# who plays), and every way to take a seat: the API's join, and the host page's "take a seat"
HOLDS = ("seat header", "seat cookie", "account token", "account session")
TAKES = ("api join", "host page")


def new_table(anon: APIClient) -> dict:
    created = anon.post("/api/v1/counters/", {"seats": ["Ann", "Bob", "Cid"]}, format="json")
    assert created.status_code == 201
    return created.json()


def caller_holding(how: str, table: dict, *, as_host: bool) -> APIClient:
    """A caller that holds seat 0 of `table` by `how` (and the host token in its host cookie)."""
    caller = APIClient(enforce_csrf_checks=False)
    if how.startswith("account"):
        user = get_user_model().objects.create_user(f"player-{table['id']}-{as_host}", password="pw-for-tests")
        if how == "account token":
            caller.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
        else:
            caller.force_login(user)
    joined = caller.post("/api/v1/join/", {"code": table["join_code"], "seat": 0}, format="json")
    assert joined.status_code == 201, joined.content
    if how == "seat header":
        caller.credentials(HTTP_AUTHORIZATION=f"Seat {joined.json()['token']}")
    elif how == "seat cookie":
        caller.cookies[f"seat_{table['id']}"] = joined.json()["token"]
    if as_host:
        caller.cookies[f"host_{table['id']}"] = table["host_token"]
    return caller


def take(caller: Client, how: str, table: dict, seat: int):
    if how == "api join":
        return caller.post("/api/v1/join/", {"code": table["join_code"], "seat": seat}, format="json")
    return caller.post(f"/games/{table['id']}/host/seat/", {"seat": str(seat)})


@pytest.mark.parametrize(
    ("holds", "as_host", "takes"),
    [
        (h, host, t)
        for h, host, t in itertools.product(HOLDS, (False, True), TAKES)
        if t == "api join" or (host and h != "account token")  # a page reads no user token
    ],
)
def test_a_player_takes_no_second_seat(holds, as_host, takes):
    anon = APIClient()
    table = new_table(anon)
    caller = caller_holding(holds, table, as_host=as_host)
    refused = take(caller, takes, table, 1)
    assert refused.status_code == 409, refused.content
    if takes == "api join":
        assert refused.json()["code"] == "already_playing"
        assert "you play seat 0 (Ann)" in refused.json()["message"]
    else:
        assert b"one person plays one seat" in refused.content
    assert not Seat.objects.get(game_id=table["id"], role=Seat.Role.PLAYER, number=1).is_claimed
    # the same way, without a player's seat, takes it: only the seat held is refused
    fresh = APIClient()
    if as_host:
        fresh.cookies[f"host_{table['id']}"] = table["host_token"]
    assert take(fresh, takes, table, 1).status_code in (201, 302)
    assert Seat.objects.get(game_id=table["id"], role=Seat.Role.PLAYER, number=1).is_claimed


def test_a_seat_token_of_another_game_does_not_stop_a_take():
    """The rule is per game: a player of one table takes a seat at another."""
    anon = APIClient()
    first, second = new_table(anon), new_table(anon)
    caller = caller_holding("seat header", first, as_host=False)
    assert take(caller, "api join", second, 1).status_code == 201

"""A third-party developer's account without the admin pages: a token for a username and
password (rate-limited per address), sign-up when the server allows it, and the caller's games."""

import pytest
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.test import Client
from rest_framework.test import APIClient

from tabletop.http.accounts import PasswordThrottle

pytestmark = pytest.mark.django_db

PASSWORD = "a long enough password 7"


@pytest.fixture(autouse=True)
def fresh_limits():
    cache.clear()  # the locmem cache keeps the rate-limit counters from test to test
    yield
    cache.clear()


def account(username: str = "ann", **extra):
    return get_user_model().objects.create_user(username, password=PASSWORD, **extra)


def token_for(username: str, password: str = PASSWORD, address: str = "203.0.113.5"):
    return APIClient().post(
        "/api/v1/auth/token/", {"username": username, "password": password}, format="json", REMOTE_ADDR=address
    )


def with_token(key: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    return client


def test_a_username_and_password_get_the_users_token_and_the_same_one_again():
    account()
    first = token_for("ann")
    assert first.status_code == 200, first.content
    assert first.json()["username"] == "ann" and len(first.json()["token"]) == 40
    assert token_for("ann").json()["token"] == first.json()["token"]
    assert with_token(first.json()["token"]).get("/api/v1/me/games/").status_code == 200


@pytest.mark.parametrize(
    ("username", "password"), [("ann", "wrong password"), ("nobody", PASSWORD), ("retired", PASSWORD)]
)
def test_a_wrong_password_an_unknown_or_inactive_user_gets_no_token(username, password):
    account()
    account("retired", is_active=False)
    answer = token_for(username, password)
    assert answer.status_code == 400
    assert answer.json()["code"] == "invalid_credentials"
    assert "token" not in answer.json()


def test_a_request_without_the_fields_names_the_missing_one():
    answer = APIClient().post("/api/v1/auth/token/", {"username": "ann"}, format="json")
    assert answer.status_code == 400 and answer.json()["field"] == "password"


def test_a_stale_authorization_header_does_not_stop_a_sign_in():
    account()
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Token 0000000000000000000000000000000000000000")
    answer = client.post("/api/v1/auth/token/", {"username": "ann", "password": PASSWORD}, format="json")
    assert answer.status_code == 200


@pytest.mark.rate_limited
def test_password_tries_are_limited_per_address_the_right_password_too(monkeypatch):
    monkeypatch.setattr(PasswordThrottle, "THROTTLE_RATES", {"auth": "3/min"})
    account()
    tries = [token_for("ann", "guess").status_code for _ in range(3)]
    assert tries == [400, 400, 400]
    limited = token_for("ann")
    assert limited.status_code == 429 and limited.json()["code"] == "throttled"
    assert int(limited["Retry-After"]) > 0
    assert token_for("ann", address="198.51.100.7").status_code == 200  # another address is its own bucket


def test_without_the_rate_limit_store_password_tries_are_refused(monkeypatch):
    def down(*args, **kwargs):
        raise ConnectionError("the cache is down")

    monkeypatch.setattr(PasswordThrottle, "cache", type("Down", (), {"get": down, "set": down})())
    account()
    answer = token_for("ann")
    assert answer.status_code == 503 and answer.json()["code"] == "unavailable" and answer["Retry-After"]


def sign_up(body: dict):
    return APIClient().post("/api/v1/auth/signup/", body, format="json")


def test_sign_up_is_closed_by_default_and_makes_nobody():
    answer = sign_up({"username": "zoe", "password": PASSWORD})
    assert answer.status_code == 403 and answer.json()["code"] == "signup_closed"
    assert not get_user_model().objects.filter(username="zoe").exists()


def test_when_allowed_sign_up_makes_an_account_whose_token_works(settings):
    settings.ALLOW_SIGNUP = True
    answer = sign_up({"username": "zoe", "password": PASSWORD, "email": "zoe@example.org"})
    assert answer.status_code == 201, answer.content
    user = get_user_model().objects.get(username="zoe")
    assert user.check_password(PASSWORD) and not user.is_staff and not user.is_superuser
    assert with_token(answer.json()["token"]).get("/api/v1/me/games/").status_code == 200
    assert token_for("zoe").json()["token"] == answer.json()["token"]


@pytest.mark.parametrize(
    ("body", "status", "code", "field"),
    [
        ({"username": "ann", "password": PASSWORD}, 409, "username_taken", "username"),
        ({"username": "zoe", "password": "short"}, 400, "invalid_input", "password"),
        ({"username": "zoe-martin", "password": "zoe-martin1"}, 400, "invalid_input", "password"),  # the username
        ({"username": "no spaces allowed", "password": PASSWORD}, 400, "invalid_input", "username"),
        ({"username": "zoe", "password": PASSWORD, "email": "not-an-address"}, 400, "invalid_input", "email"),
    ],
)
def test_sign_up_refuses_what_an_account_may_not_be(settings, body, status, code, field):
    settings.ALLOW_SIGNUP = True
    account()
    before = get_user_model().objects.count()
    answer = sign_up(body)
    assert (answer.status_code, answer.json()["code"], answer.json()["field"]) == (status, code, field)
    assert answer.json()["message"]
    assert get_user_model().objects.count() == before


def new_counter(client: APIClient, seats=("Ann", "Bob")) -> dict:
    created = client.post("/api/v1/counters/", {"seats": list(seats)}, format="json")
    assert created.status_code == 201, created.content
    return created.json()


def join(client: APIClient, code: str, **body) -> dict:
    joined = client.post("/api/v1/join/", {"code": code, **body}, format="json")
    assert joined.status_code == 201, joined.content
    return joined.json()


def test_my_games_are_the_ones_i_host_or_hold_a_place_at_and_no_other():
    ann = with_token(token_for_user(account("ann")))
    bob = with_token(token_for_user(account("bob")))
    anonymous = APIClient()
    hosted = new_counter(ann)  # hosted by Ann's account
    played = new_counter(bob)
    join(ann, played["join_code"], seat=1)  # Ann's account plays seat 1 of Bob's game
    watched = new_counter(bob)
    join(ann, watched["join_code"], spectate=True, watching=0)
    by_seat_token = new_counter(anonymous)
    join(anonymous, by_seat_token["join_code"], seat=0, name="Ann")  # a phone's seat: not her account's
    alone = new_counter(bob)  # Bob's alone

    listed = ann.get("/api/v1/me/games/").json()
    assert listed["count"] == 3 and listed["next"] is None
    games = {game["id"]: game for game in listed["results"]}
    assert set(games) == {hosted["id"], played["id"], watched["id"]}
    assert games[hosted["id"]]["is_host"] is True and games[hosted["id"]]["places"] == []
    assert games[played["id"]]["is_host"] is False
    assert games[played["id"]]["places"] == [{"role": "player", "seat": 1}]
    assert games[watched["id"]]["places"] == [{"role": "spectator", "seat": None}]
    assert games[hosted["id"]]["url"] == f"/api/v1/counters/{hosted['id']}/"
    assert ann.get(games[played["id"]]["url"]).status_code == 200
    bobs = {game["id"]: game["is_host"] for game in bob.get("/api/v1/me/games/").json()["results"]}
    assert bobs == {played["id"]: True, watched["id"]: True, alone["id"]: True}


def token_for_user(user) -> str:
    return token_for(user.get_username()).json()["token"]


def test_my_games_page_and_filter():
    ann = with_token(token_for_user(account("ann")))
    made = [new_counter(ann)["id"] for _ in range(3)]
    page = ann.get("/api/v1/me/games/?page_size=2").json()
    assert page["count"] == 3 and [game["id"] for game in page["results"]] == made[::-1][:2]  # newest first
    assert [game["id"] for game in ann.get(page["next"]).json()["results"]] == made[:1]
    assert ann.get("/api/v1/me/games/?status=finished").json()["count"] == 0
    assert ann.get("/api/v1/me/games/?kind=counter&status=active").json()["count"] == 3
    assert ann.get("/api/v1/me/games/?kind=auction").json()["count"] == 0
    for query, field in (("status=over", "status"), ("kind=chess", "kind")):
        refused = ann.get(f"/api/v1/me/games/?{query}")
        assert (refused.status_code, refused.json()["field"]) == (400, field)


def test_my_games_needs_a_user_token():
    anonymous = APIClient()
    assert anonymous.get("/api/v1/me/games/").status_code == 401
    game = new_counter(anonymous)
    seat = APIClient()
    seat.credentials(HTTP_AUTHORIZATION=f"Seat {game['host_token']}")
    refused = seat.get("/api/v1/me/games/")
    assert refused.status_code == 403 and refused.json()["code"] == "not_a_user"


def test_every_account_endpoint_is_in_the_schema():
    paths = APIClient().get("/api/v1/schema/?format=json").json()["paths"]
    assert "post" in paths["/api/v1/auth/token/"] and "post" in paths["/api/v1/auth/signup/"]
    assert "get" in paths["/api/v1/me/games/"]


def _admin_sign_in(password: str, address: str = "203.0.113.5"):
    return Client().post("/admin/login/", {"username": "ann", "password": password}, REMOTE_ADDR=address)


@pytest.mark.rate_limited
def test_the_admins_sign_in_counts_every_password_tried_as_the_api_does(monkeypatch):
    """Under make run the admin's sign-in faces the network: 45 wrong passwords in a row, 30 at
    once, were each tried (a password hash each), and none counted at /auth/token/ (red team)."""
    monkeypatch.setattr(PasswordThrottle, "THROTTLE_RATES", {"auth": "3/min"})
    account(is_staff=True)
    tries = [_admin_sign_in(f"guess {n}").status_code for n in range(2)]
    assert tries == [200, 200]  # the form again, with its error
    assert token_for("ann", "guess").status_code == 400  # one bucket for both doors: the third try
    limited = _admin_sign_in(PASSWORD)
    assert limited.status_code == 429 and int(limited["Retry-After"]) > 0
    assert "this address has tried 3 passwords within a minute, the limit (RATE_LIMIT_AUTH)" in limited.content.decode()
    assert "_auth_user_id" not in limited.wsgi_request.session  # the right password too: a guess cannot tell
    assert _admin_sign_in(PASSWORD, address="198.51.100.7").status_code == 302  # another address is its own
    assert Client().get("/admin/login/", REMOTE_ADDR="203.0.113.5").status_code == 200  # reading the form is free


@pytest.mark.parametrize("password", ["password1", "12345678901234", "qwertyuiop"])
def test_a_common_or_all_digit_password_is_refused_at_sign_up(password, settings):
    settings.ALLOW_SIGNUP = True
    answer = sign_up({"username": "zoe", "password": password})
    assert answer.status_code == 400 and answer.json()["field"] == "password", answer.json()

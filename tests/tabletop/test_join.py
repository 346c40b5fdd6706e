import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from tabletop.models import Game, Seat

pytestmark = pytest.mark.django_db


def test_a_seat_is_claimed_once_and_its_token_is_stored_only_as_a_hash(table):
    seat = Seat.objects.get(game_id=table.id, number=0)
    assert seat.token_hash and table.tokens[0] not in seat.token_hash
    again = table.anon.post("/api/v1/join/", {"code": table.code, "seat": 0}, format="json")
    assert again.status_code == 409 and again.json()["code"] == "seat_taken"


def test_join_codes_are_case_and_dash_insensitive_and_expire(table):
    game = Game.objects.get(pk=table.id)
    spaced = "-".join([table.code[:4].lower(), table.code[4:]])
    watch = table.anon.post("/api/v1/join/", {"code": spaced, "spectate": True}, format="json")
    assert watch.status_code == 201 and watch.json()["role"] == "spectator"
    game.join_code_expires_at = timezone.now()
    game.save()
    late = table.anon.post("/api/v1/join/", {"code": table.code, "spectate": True}, format="json")
    assert late.status_code == 404 and late.json()["code"] == "bad_join_code"


@pytest.mark.rate_limited
def test_guessing_join_codes_is_rate_limited(table):
    answers = [table.anon.post("/api/v1/join/", {"code": f"WRONG{i:03d}", "seat": 0}, format="json") for i in range(25)]
    assert answers[0].status_code == 404
    assert answers[-1].status_code == 429
    assert int(answers[-1]["Retry-After"]) > 0
    assert answers[-1].json()["code"] == "throttled"


def test_a_spectator_sees_public_information_unless_the_watched_seat_shares(table):
    table.act(0, {"type": "set_secret", "value": 5})
    watch = table.anon.post(
        "/api/v1/join/", {"code": table.code, "spectate": True, "watching": 0}, format="json"
    ).json()
    spectator = table._client(watch["token"])
    assert "my_secret" not in spectator.get(table.url).json()["view"]
    assert (
        table.phones[0].patch(table.url + "seats/me/", {"shares_with_spectators": True}, format="json").status_code
        == 200
    )
    assert spectator.get(table.url).json()["view"]["my_secret"] == 5
    assert spectator.post(table.url + "actions/", {"type": "set_secret", "value": 1}, format="json").status_code == 403


def test_turning_sharing_on_or_off_tells_the_spectators(table, monkeypatch, django_capture_on_commit_callbacks):
    from tabletop.core import realtime

    pushed = []
    monkeypatch.setattr(realtime, "publish", pushed.append)
    for preferences in (
        {"shares_with_spectators": True},
        {"email": "ann@example.com"},
        {"shares_with_spectators": True},
        {"shares_with_spectators": False},
    ):
        with django_capture_on_commit_callbacks(execute=True):
            answer = table.phones[0].patch(table.url + "seats/me/", preferences, format="json")
        assert answer.status_code == 200
    assert [(message["type"], message["seat"]) for message in pushed] == [("game.seats", 0), ("game.seats", 0)]


def test_the_page_cookie_authenticates_reads_and_writes_need_csrf(table):
    from rest_framework.test import APIClient

    phone = APIClient(enforce_csrf_checks=True)
    joined = phone.post("/api/v1/join/", {"code": table.code, "spectate": True, "set_cookie": True}, format="json")
    assert joined.status_code == 201
    assert phone.get(table.url).status_code == 200
    seat0 = APIClient(enforce_csrf_checks=True)
    seat0.cookies[f"seat_{table.id}"] = table.tokens[0]
    refused = seat0.post(table.url + "actions/", {"type": "set_secret", "value": 1}, format="json")
    assert refused.status_code == 403 and "CSRF" in refused.json()["message"]


@pytest.mark.rate_limited
def test_a_forged_x_forwarded_for_does_not_escape_the_per_address_limit(table):
    answers = [
        table.anon.post(
            "/api/v1/join/", {"code": f"WRONG{i:03d}", "seat": 0}, format="json", HTTP_X_FORWARDED_FOR=f"10.0.0.{i}"
        )
        for i in range(25)
    ]
    assert answers[-1].status_code == 429


def test_a_game_takes_at_most_its_spectators_and_then_refuses_with_nothing_stored(monkeypatch):
    from tabletop.core import services

    monkeypatch.setattr(services, "SPECTATORS_PER_GAME", 3)
    anon = APIClient()
    created = anon.post("/api/v1/counters/", {"seats": ["Ann", "Bob"]}, format="json").json()
    watch = {"code": created["join_code"], "spectate": True}
    answers = [anon.post("/api/v1/join/", watch, format="json").status_code for _ in range(3)]
    assert answers == [201, 201, 201]
    refused = anon.post("/api/v1/join/", watch, format="json")
    assert refused.status_code == 409 and refused.json()["code"] == "no_spectator_place"
    assert "3 spectators" in refused.json()["message"]
    assert Seat.objects.filter(game_id=created["id"], role=Seat.Role.SPECTATOR).count() == 3
    # a player's seat is not a spectator's place
    taken = anon.post("/api/v1/join/", {"code": created["join_code"], "seat": 1}, format="json")
    assert taken.status_code == 201 and taken.json()["role"] == "player"


def test_the_shipped_spectator_cap_is_a_hundred():
    from tabletop.core import services

    assert services.SPECTATORS_PER_GAME == 100


@pytest.mark.rate_limited
@pytest.mark.parametrize(
    ("name", "status", "code"),
    [
        ("Ann", 409, "name_taken"),
        ("ann", 409, "name_taken"),
        (" Ann", 409, "name_taken"),
        ("Ann\u200b", 409, "name_taken"),  # a zero-width space shows nothing
        ("\uff21nn", 409, "name_taken"),  # a fullwidth A reads as A
        ("\u0410nn", 409, "name_taken"),  # so does a Cyrillic capital A
        ("Zed", 201, None),  # another spectator's: spectators may share one
        ("Two\nLines", 400, "invalid_input"),
        ("spectator", 201, None),  # what a spectator who gave no name is called
        ("Anna", 201, None),
    ],
)
def test_a_spectator_takes_a_name_no_other_place_at_the_game_reads_as(table, name, status, code):
    """As api.md says (409 `name_taken`): the red team joined as "Ann", "ann", "Ann" with a
    zero-width space and "Ａnn" beside a seat Ann (2026-12-07)."""
    watch = {"code": table.code, "spectate": True}
    assert table.anon.post("/api/v1/join/", {**watch, "name": "Zed"}, format="json").status_code == 201
    assert table.anon.post("/api/v1/join/", watch, format="json").status_code == 201  # "spectator"
    before = Seat.objects.filter(game_id=table.id).count()
    answer = table.anon.post("/api/v1/join/", {**watch, "name": name}, format="json")
    assert answer.status_code == status, answer.content
    if code is not None:
        assert (answer.json()["code"], answer.json()["field"]) == (code, "name"), answer.json()
        assert Seat.objects.filter(game_id=table.id).count() == before


def test_seat_names_that_differ_by_a_format_character_alone_read_alike():
    created = APIClient().post("/api/v1/counters/", {"seats": ["Ann", "Ann\u2060"]}, format="json")
    assert created.status_code == 400 and created.json()["field"] == "seats[1]", created.content


def test_a_table_of_the_wrong_size_is_told_how_many_seats_its_kind_takes():
    """A saga takes 2 seats: "takes 2 to 2 seats" said it oddly (red team, 2026-12-07)."""
    from cards.demo import load_demo
    from cards.models import Cube
    from tabletop.core import kinds

    assert (kinds.get("saga").seat_counts, kinds.get("auction").seat_counts) == ("2", "2 to 8")
    load_demo()
    cube = Cube.objects.get(name="Demo saga cube").pk
    created = APIClient().post("/api/v1/sagas/", {"seats": ["A", "B", "C"], "cube": cube}, format="json")
    assert created.status_code == 422 and "Cube Saga takes 2 seats; got 3" in created.json()["message"], created.content


def test_a_create_naming_both_a_cube_and_cards_is_a_400_as_every_invalid_input():
    """docs/api.md lists invalid_input under 400; this one came as a 422 (red team, 2026-12-07)."""
    from cards.demo import load_demo
    from cards.models import Cube

    load_demo()
    cube = Cube.objects.get(name="Demo auction block").pk
    body = {"seats": ["A", "B"], "cube": cube, "cards": ["Lightning Bolt"]}
    created = APIClient().post("/api/v1/auctions/", body, format="json")
    assert created.status_code == 400 and created.json()["code"] == "invalid_input", created.content
    assert created.json()["field"] == "cards" and not Game.objects.exists()

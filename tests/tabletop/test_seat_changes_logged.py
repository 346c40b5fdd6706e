"""A seat freed by the host and taken again are entries of the game's log: every reader sees them
in the events, the export carries them and its import replays them, and a seat taken again while
a reported result waited for its answer says so.

Reason (red team, third round): a host freed the opponent's seat, took it with the join code and
confirmed their own result; the game's log, events and export said nothing of the release or the
retake (only a passing push did)."""

import pytest
from rest_framework.test import APIClient

from cards.selectors import cube_game_cards
from tabletop.core.services import SEAT_CHANGES, create_game
from tabletop.models import Action
from tests.auction.test_prices import SEED, demo_block

pytestmark = pytest.mark.django_db


def seat_client(token: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Seat {token}")
    return client


@pytest.fixture
def reported_table():
    """An auction of Ann and Bob whose Ann reported herself the winner: Bob's answer is awaited."""
    cube = demo_block()
    created = create_game(
        kind="auction", seat_names=["Ann", "Bob"], settings_doc={}, cards=cube_game_cards(cube), cube=cube, seed=SEED
    )
    game, anon = created.game, APIClient()
    tokens = [
        anon.post("/api/v1/join/", {"code": game.join_code, "seat": n}, format="json").json()["token"] for n in (0, 1)
    ]
    url = f"/api/v1/auctions/{game.pk}/"
    phones = [seat_client(token) for token in tokens]
    active = phones[0].get(url).json()["view"]["active"]
    assert phones[active].post(url + "actions/", {"type": "begin_auction_step"}, format="json").status_code == 200
    for phone in phones:
        assert phone.post(url + "actions/", {"type": "stop_auctioning"}, format="json").status_code == 200
    reported = phones[0].post(url + "actions/", {"type": "report_result", "winners": [0]}, format="json")
    assert reported.status_code == 200, reported.content
    return game, url, seat_client(created.host_token), phones


def seat_entries(entries: list[dict]) -> list[tuple]:
    return [(e["action"], e["seat"], e["events"]) for e in entries if e["action"] in SEAT_CHANGES]


def test_a_release_and_a_retake_are_in_every_readers_log_and_the_export_replays_them(reported_table):
    game, url, host, phones = reported_table
    version = phones[0].get(url).json()["version"]
    assert host.post(url + "seats/1/release/").status_code == 200
    code = host.get(url + "join-code/").json().get("join_code") or game.join_code
    retaken = APIClient().post("/api/v1/join/", {"code": code, "seat": 1}, format="json")
    assert retaken.status_code == 201
    bob_again = seat_client(retaken.json()["token"])
    expected = [
        ("seat_released", None, [{"type": "seat_released", "seat": 1, "name": "Bob"}]),
        ("seat_taken", None, [{"type": "seat_taken", "seat": 1, "name": "Bob", "report_waiting": True}]),
    ]
    for reader in (phones[0], bob_again, host):
        entries = reader.get(url + "events/", {"after": version}).json()["events"]
        assert [e["seq"] for e in entries] == [version + 1, version + 2]
        assert seat_entries(entries) == expected
    confirmed = bob_again.post(url + "actions/", {"type": "confirm_result"}, format="json")
    assert confirmed.status_code == 200 and confirmed.json()["seq"] == version + 3

    for phone in (phones[0], bob_again):
        assert phone.patch(url + "seats/me/", {"allows_export": True}, format="json").status_code == 200
    export = host.get(url + "export/").json()
    assert [(a["type"], a["events"]) for a in export["actions"] if a["type"] in SEAT_CHANGES] == [
        (kind, events) for kind, _, events in expected
    ]
    imported = APIClient().post("/api/v1/auctions/import/", export, format="json")
    assert imported.status_code == 201, imported.content
    copied = Action.objects.filter(game_id=imported.json()["id"], type__in=SEAT_CHANGES).order_by("seq")
    assert [(a.seq, a.type, a.events) for a in copied] == [
        (version + 1 + i, kind, events) for i, (kind, _, events) in enumerate(expected)
    ]


def test_a_first_take_is_not_logged_and_a_retake_without_a_report_says_none(reported_table):
    game, url, host, phones = reported_table
    first_takes = Action.objects.filter(game=game, type__in=SEAT_CHANGES)
    assert not first_takes.exists()  # the seats taken as the table sat down change nothing
    phones[1].post(url + "actions/", {"type": "confirm_result"}, format="json")
    assert host.post(url + "seats/0/release/").status_code == 200
    assert APIClient().post("/api/v1/join/", {"code": game.join_code, "seat": 0}, format="json").status_code == 201
    taken = Action.objects.filter(game=game, type="seat_taken").get()
    assert taken.events == [{"type": "seat_taken", "seat": 0, "name": "Ann"}]


@pytest.mark.parametrize(
    "forge",
    [
        lambda entry: entry["events"][0].update(name="Mallory"),  # not the seat's name
        lambda entry: entry["payload"].update(seat=5) or entry["events"][0].update(seat=5),  # no such seat
        lambda entry: entry.update(seat=0),  # a seat change is the table's
        lambda entry: entry["events"].append({"type": "gold_adjusted", "seat": 0, "delta": 99}),
        lambda entry: entry["payload"].update(cards=[1, 2]),
    ],
)
def test_an_export_whose_seat_change_was_altered_is_refused(reported_table, forge):
    game, url, host, phones = reported_table
    assert host.post(url + "seats/1/release/").status_code == 200
    for phone in phones[:1]:
        assert phone.patch(url + "seats/me/", {"allows_export": True}, format="json").status_code == 200
    retaken = APIClient().post("/api/v1/join/", {"code": game.join_code, "seat": 1}, format="json").json()
    assert (
        seat_client(retaken["token"]).patch(url + "seats/me/", {"allows_export": True}, format="json").status_code
        == 200
    )
    export = host.get(url + "export/").json()
    forge(next(a for a in export["actions"] if a["type"] == "seat_released"))
    refused = APIClient().post("/api/v1/auctions/import/", export, format="json")
    assert refused.status_code == 422, refused.content
    assert refused.json()["field"].startswith("actions[")

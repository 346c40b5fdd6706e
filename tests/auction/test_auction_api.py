"""Bidding through the API: refusals say which rule was broken, and of two bids sent for the
same moment one lands and the other is answered 409 with the new high bid."""

import pytest
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube
from tabletop.models import Game

pytestmark = pytest.mark.django_db


@pytest.fixture
def auction_table():
    load_demo()
    cube = Cube.objects.get(name="Demo auction block")
    created = (
        APIClient().post("/api/v1/auctions/", {"seats": ["Ann", "Bob", "Cy"], "cube": cube.pk}, format="json").json()
    )
    phones = []
    for seat in range(3):
        token = (
            APIClient()
            .post("/api/v1/join/", {"code": created["join_code"], "seat": seat}, format="json")
            .json()["token"]
        )
        phones.append(APIClient(HTTP_AUTHORIZATION=f"Seat {token}"))
    active = phones[0].get(f"/api/v1/auctions/{created['id']}/").json()["view"]["active"]
    began = phones[active].post(
        f"/api/v1/auctions/{created['id']}/actions/", {"type": "begin_auction_step"}, format="json"
    )
    assert began.status_code == 200  # the first turn's upkeep is over: version 1
    return created["id"], phones


def bid(phones, game_id, seat, amount, **extra):
    return phones[seat].post(
        f"/api/v1/auctions/{game_id}/actions/", {"type": "bid", "amount": amount, **extra}, format="json"
    )


def to_bid(phones, game_id) -> tuple[int, list[int]]:
    auction = phones[0].get(f"/api/v1/auctions/{game_id}/").json()["view"]["auction"]
    return auction["to_bid"], auction["bidders"]


def test_refusals_name_the_rule_and_change_nothing(auction_table):
    game_id, phones = auction_table
    bidder, order = to_bid(phones, game_id)
    other = next(seat for seat in order if seat != bidder)
    out_of_turn = bid(phones, game_id, other, 1)
    assert out_of_turn.status_code == 409 and out_of_turn.json()["code"] == "not_your_turn"
    too_much = bid(phones, game_id, bidder, 11)
    assert too_much.status_code == 409 and too_much.json()["code"] == "not_enough"
    assert "10" in too_much.json()["message"]
    assert Game.objects.get(pk=game_id).version == 1
    assert bid(phones, game_id, bidder, 2).status_code == 200
    next_bidder, _ = to_bid(phones, game_id)
    too_low = bid(phones, game_id, next_bidder, 2)
    assert too_low.status_code == 409 and too_low.json()["code"] == "bid_too_low"
    assert "2" in too_low.json()["message"]
    assert Game.objects.get(pk=game_id).version == 2


def test_two_bids_for_the_same_moment_one_lands_the_other_gets_409_with_the_new_high_bid(auction_table):
    game_id, phones = auction_table
    bidder, _ = to_bid(phones, game_id)
    first = bid(phones, game_id, bidder, 3, expected_version=1)
    second = bid(phones, game_id, bidder, 4, expected_version=1)  # the same phone, a double tap
    assert first.status_code == 200
    assert second.status_code == 409 and second.json()["code"] == "stale_version"
    assert second.json()["view"]["auction"]["high_bid"] == 3
    assert Game.objects.get(pk=game_id).version == 2

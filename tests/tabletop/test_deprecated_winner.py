"""Each view's `winner`, which `ending` replaced, comes back beside it for the deprecation period
(docs/api.md, section 19): marked deprecated in both documents, and every HTTP answer that
carries it says so with `Deprecation` (RFC 9745) and `Sunset` (RFC 8594)."""

import re
from datetime import UTC, datetime, timedelta
from email.utils import parsedate_to_datetime
from pathlib import Path

import pytest
from rest_framework.test import APIClient

from auction.rules import ENGINE
from cards.demo import load_demo
from cards.models import Cube
from tabletop.http import contract
from tests.auction.rules.helpers import CREATURE, DECLINE, acts, bid, cube, table

VIEWS = ["AuctionTableView", "SagaView", "BattlerView"]
CARDS = cube(("Bear", CREATURE), ("Bolt", ["Instant"]), ("Orb", ["Artifact"]), ("Ogre", CREATURE))
CONFIRM, KEEP_BEAR = {"type": "confirm_result"}, {"type": "keep", "card": 0}
DOCS = Path(__file__).resolve().parents[2] / "docs" / "api.md"


@pytest.mark.parametrize("document", list(contract.FILES))
@pytest.mark.parametrize("view", VIEWS)
def test_every_view_carries_winner_beside_ending_marked_deprecated(document, view):
    schema = contract.committed()[document]["components"]["schemas"][view]
    assert {"winner", "ending"} <= set(schema["required"])
    assert schema["properties"]["winner"]["deprecated"] is True
    assert "ending" in schema["properties"]["winner"]["description"]


def test_winner_is_the_one_winner_of_an_ended_game_and_null_otherwise():
    state = acts(table(CARDS, order=[0, 1, 2, 3]), (0, bid(2)), (1, DECLINE), (2, DECLINE), (0, KEEP_BEAR))
    assert ENGINE.player_view(state, 0)["winner"] is None
    one = acts(state, (1, {"type": "report_result", "winners": [2]}), (0, CONFIRM))
    assert one.ending.winners == [2] and ENGINE.player_view(one, 0)["winner"] == 2
    shared = acts(state, (1, {"type": "report_result", "winners": [1, 2]}), (0, CONFIRM))
    assert len(shared.ending.winners) == 2 and ENGINE.player_view(shared, 0)["winner"] is None


@pytest.mark.django_db
def test_every_answer_that_carries_winner_has_deprecation_and_sunset():
    load_demo()
    created = APIClient().post(
        "/api/v1/auctions/",
        {"seats": ["Ann", "Bob"], "cube": Cube.objects.get(name="Demo auction block").pk},
        format="json",
    )
    game = created.json()
    phone = APIClient()
    phone.credentials(HTTP_AUTHORIZATION=f"Seat {game['host_token']}")
    url = f"/api/v1/auctions/{game['id']}/"
    detail = phone.get(url)
    first = detail.json()["view"]["active"]
    joined = APIClient().post("/api/v1/join/", {"code": game["join_code"], "seat": first}, format="json")
    phone.credentials(HTTP_AUTHORIZATION=f"Seat {joined.json()['token']}")
    answers = {
        "detail": phone.get(url),
        "refs": phone.get(url + "refs/"),
        "action": phone.post(url + "actions/", {"type": "begin_auction_step"}, format="json"),
        "stale": phone.post(url + "actions/", {"type": "end_turn", "expected_version": 0}, format="json"),
    }
    assert answers["stale"].status_code == 409 and "winner" in answers["stale"].json()["view"]
    for name, answer in answers.items():
        assert "winner" in answer.json()["view"], name
        since = re.fullmatch(r"@(\d+)", answer["Deprecation"])
        assert since, (name, answer["Deprecation"])
        deprecated = datetime.fromtimestamp(int(since[1]), UTC)
        sunset = parsedate_to_datetime(answer["Sunset"])
        assert answer["Sunset"].endswith(" GMT") and sunset - deprecated == timedelta(days=90), name
        assert f"Deprecation: @{since[1]}" in DOCS.read_text() and answer["Sunset"] in DOCS.read_text()
    events = phone.get(url + "events/")
    assert events.status_code == 200 and "Deprecation" not in events and "Sunset" not in events

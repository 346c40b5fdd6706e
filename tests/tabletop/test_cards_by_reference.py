"""A view read by reference (GET .../<id>/refs/) names each card by id, and GET .../<id>/cards/
gives the facts of those in the reader's view, and only those: a page keeps them by id and reads
each once per game, so a gap or a poll costs the view, not its cards again. A card the reader
may not see is left out of the facts as an id no game has is: the answer confirms nothing."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rest_framework.test import APIClient

from auction.rules.playout import random_legal_action, random_seat
from tabletop.core import patches, selectors, states
from tabletop.models import Game
from tabletop.rules.rng import Rng
from tests.auction.test_auction_api import auction_table  # noqa: F401 - a fixture
from tests.tabletop.test_patches import card_refs

pytestmark = pytest.mark.django_db


def _hydrated(document, facts):
    if isinstance(document, dict):
        own = facts[str(document[patches.CARD_REF])] if patches.CARD_REF in document else {}
        return {**own, **{k: _hydrated(v, facts) for k, v in document.items() if k != patches.CARD_REF}}
    if isinstance(document, list):
        return [_hydrated(value, facts) for value in document]
    return document


def _played(game_id, phones, actions: int) -> None:
    """Actions chosen at random: lots bought, cards in pools and graveyards (public), the deck's
    hidden."""
    chooser = Rng("by reference")
    for _ in range(actions):
        state = states.load(Game.objects.get(pk=game_id))
        seat = random_seat(state, chooser)
        payload = random_legal_action(state, seat, chooser)
        if payload is not None:
            answer = phones[seat].post(f"/api/v1/auctions/{game_id}/actions/", payload, format="json")
            assert answer.status_code == 200, answer.json()


def test_the_view_by_reference_and_the_facts_make_the_view_read_inline(auction_table):  # noqa: F811
    game_id, phones = auction_table
    _played(game_id, phones, 60)
    for phone in phones:
        inline = phone.get(f"/api/v1/auctions/{game_id}/").json()
        by_reference = phone.get(f"/api/v1/auctions/{game_id}/refs/")
        assert by_reference.status_code == 200 and by_reference["ETag"]
        ids = card_refs(by_reference.json()["view"])
        assert ids, "no card in the view: the test would prove nothing"
        facts = phone.get(f"/api/v1/auctions/{game_id}/cards/", {"ids": ",".join(map(str, sorted(ids)))}).json()
        assert set(map(int, facts["cards"])) == ids
        assert _hydrated(by_reference.json(), facts["cards"]) == inline
        assert len(by_reference.content) < len(json.dumps(inline))


def _spectator(game_id) -> APIClient:
    game = Game.objects.get(pk=game_id)
    joined = APIClient().post("/api/v1/join/", {"code": game.join_code, "spectate": True}, format="json")
    assert joined.status_code == 201, joined.json()
    return APIClient(HTTP_AUTHORIZATION=f"Seat {joined.json()['token']}")


def test_the_facts_of_a_card_the_reader_may_not_see_are_left_out_as_an_unknown_ids_are(auction_table):  # noqa: F811
    game_id, phones = auction_table
    _played(game_id, phones, 40)
    state = states.load(Game.objects.get(pk=game_id))
    every_id = sorted(card.id for card in state.cards)
    hidden = set(every_id) - set().union(
        *(card_refs(p.get(f"/api/v1/auctions/{game_id}/refs/").json()) for p in phones)
    )
    assert hidden, "every card is in some view: nothing hidden to ask for"
    unknown = [max(every_id) + n for n in range(1, 40)]
    for reader in [*phones, _spectator(game_id)]:
        seen = card_refs(reader.get(f"/api/v1/auctions/{game_id}/refs/").json()["view"])
        asked = [*every_id, *unknown][: selectors.MAX_CARD_IDS]
        answer = reader.get(f"/api/v1/auctions/{game_id}/cards/", {"ids": ",".join(map(str, asked))})
        assert answer.status_code == 200
        assert set(map(int, answer.json()["cards"])) == seen & set(asked)
        for card_id in sorted(hidden)[:5] + unknown[:5]:  # one id at a time: the same empty answer
            alone = reader.get(f"/api/v1/auctions/{game_id}/cards/", {"ids": str(card_id)})
            assert alone.status_code == 200 and alone.content == b'{"cards":{}}'


@pytest.mark.parametrize(
    "ids",
    ["", "x", "1,,2", "-1", "1.5", "٣", "1 ,2", "1234567890", ",".join(["1"] * (selectors.MAX_CARD_IDS + 1))],
)
def test_ids_that_are_not_a_list_of_card_ids_are_a_400_naming_ids(auction_table, ids):  # noqa: F811
    game_id, phones = auction_table
    answer = phones[0].get(f"/api/v1/auctions/{game_id}/cards/", {"ids": ids})
    assert answer.status_code == 400 and answer.json()["field"] == "ids", answer.json()
    message = answer.json()["message"]
    assert len(message) < 200
    if ids and "," not in ids:  # the part refused, quoted
        assert repr(ids) in message, message


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)
@given(ids=st.text(max_size=60) | st.lists(st.integers(-5, 10**10), max_size=8).map(lambda v: ",".join(map(str, v))))
def test_any_ids_are_answered_with_the_facts_seen_or_a_400_naming_ids(auction_table, ids):  # noqa: F811
    game_id, phones = auction_table
    seen = card_refs(phones[1].get(f"/api/v1/auctions/{game_id}/refs/").json()["view"])
    answer = phones[1].get(f"/api/v1/auctions/{game_id}/cards/", {"ids": ids})
    if answer.status_code == 200:
        assert set(map(int, answer.json()["cards"])) <= seen
    else:
        assert answer.status_code == 400 and answer.json()["field"] == "ids", answer.json()


def test_the_view_by_reference_and_the_facts_are_a_seats_as_the_view_is(auction_table):  # noqa: F811
    game_id, phones = auction_table
    for path in ("refs/", "cards/?ids=1"):
        assert APIClient().get(f"/api/v1/auctions/{game_id}/{path}").json()["code"] == "no_seat"
        assert phones[0].get(f"/api/v1/auctions/{game_id + 1000}/{path}").status_code == 404
        assert phones[0].get(f"/api/v1/sagas/{game_id}/{path}").status_code == 404


def test_a_view_by_reference_read_again_unchanged_is_a_304(auction_table):  # noqa: F811
    game_id, phones = auction_table
    first = phones[0].get(f"/api/v1/auctions/{game_id}/refs/")
    again = phones[0].get(f"/api/v1/auctions/{game_id}/refs/", HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304 and again.content == b""
    assert again["Cache-Control"] == "private, no-store"

"""A worker's check of its sockets' games (tabletop/live/consumers.py, every LIVE_CHECK_SECONDS): one
statement reads the games' versions and the claims its player sockets hold, whatever number of
games and seats it follows."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rest_framework.test import APIClient

from bench import statements
from tabletop.live.consumers import _versions_and_freed
from tabletop.models import Game, Seat
from tests.tabletop.conftest import Table

pytestmark = [pytest.mark.django_db, pytest.mark.services("postgres")]


@settings(max_examples=10, deadline=None)
@given(tables=st.integers(1, 3), freed=st.sets(st.integers(0, 5)), unknown_game=st.booleans())
def test_the_check_reads_versions_and_claims_in_one_statement_and_finds_each_freed_seat(tables, freed, unknown_game):
    games = [Table(APIClient()) for _ in range(tables)]
    for table in games[:1]:
        table.act(table.whose_turn(), {"type": "add", "amount": 1})
    seats = list(Seat.objects.filter(game_id__in=[t.id for t in games], role=Seat.Role.PLAYER).order_by("pk"))
    claims = {seat.pk: seat.claimed_at for seat in seats}
    gone = {seats[index].pk for index in freed if index < len(seats)}
    Seat.objects.filter(pk__in=gone).update(claimed_at=None, token_hash=None)
    game_ids = [t.id for t in games] + ([max(t.id for t in games) + 1000] if unknown_game else [])
    with statements.counting() as count:
        versions, found = _versions_and_freed(game_ids, claims)
    assert count[0] == 1
    assert versions == dict(Game.objects.filter(pk__in=game_ids).values_list("pk", "version"))
    assert found == gone
    with statements.counting() as count:
        assert _versions_and_freed(game_ids, {}) == (versions, set())
    assert count[0] == 1

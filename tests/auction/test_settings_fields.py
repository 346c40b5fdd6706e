"""A setting these seats cannot play (a starting seat past them) is refused as every settings
error is named: its message starts "settings:" and its field is settings.<name> (it said
"starting_seat", as if the create's own field: red team); 422, since the same settings suit a
larger table."""

import pytest

from cards.demo import load_demo
from cards.models import Cube
from tabletop.models import Game


@pytest.mark.django_db
@pytest.mark.parametrize("seat", [2, 5])
def test_a_starting_seat_past_the_seats_is_refused_naming_the_setting(client, seat):
    load_demo()
    cube = Cube.objects.get(name="Demo auction block").pk
    answer = client.post(
        "/api/v1/auctions/",
        {"cube": cube, "seats": ["Ann", "Bob"], "settings": {"starting_seat": seat}},
        content_type="application/json",
    )
    assert answer.status_code == 422
    assert answer.json() == {
        "code": "invalid_settings",
        "message": f"settings: starting_seat {seat} is not a seat of 2 players",
        "field": "settings.starting_seat",
    }
    assert not Game.objects.exists()

"""Red team, fourth pass: the host page refused to a stranger tells nothing of the game the API
would not tell them."""

import pytest
from django.test import Client
from rest_framework.test import APIClient


@pytest.mark.django_db
def test_a_stranger_at_the_host_page_learns_no_title(table):
    """The host page refused to a phone that is not the host's (no cookie, a wrong token, a seat
    taken without one) named the game's title, which its API refuses to strangers (403 no_seat)."""
    from tabletop.models import Game

    Game.objects.filter(pk=table.id).update(title="Ann's secret Friday table")
    stranger = Client()
    answers = {
        "page": stranger.get(f"/games/{table.id}/host/"),
        "token": stranger.post(f"/games/{table.id}/seat/", {"token": "not-a-token"}),
        "take a seat": stranger.post(f"/games/{table.id}/host/seat/", {"seat": "0"}),
    }
    assert {name: response.status_code for name, response in answers.items()} == dict.fromkeys(answers, 403)
    told = {name: "secret Friday" in response.content.decode() for name, response in answers.items()}
    assert told == dict.fromkeys(answers, False)
    api = APIClient().get(f"/api/v1/counters/{table.id}/")
    assert api.status_code == 403 and "secret Friday" not in api.content.decode()
    host = Client()
    host.cookies[f"seat_{table.id}"] = table.host_token
    assert "secret Friday" in host.get(f"/games/{table.id}/host/").content.decode()  # the host reads it

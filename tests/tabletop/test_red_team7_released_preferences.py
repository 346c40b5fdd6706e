"""A freed seat keeps nothing of the phone that held it but its cards: whoever takes it next with
the join code (anyone who has the code, not only the player who lost a phone) read the former
holder's email in the answer of PATCH seats/me/ (even an empty one), and inherited their consent
to export the unfinished game (allows_export: with it, the host's export holds every hidden card
and the seed) and their choice to share hidden cards with spectators. Consent and an address
belong to the person who gave them: the release clears them, and the game is unchanged."""

import pytest
from rest_framework.test import APIClient

from tabletop.models import Game, Seat

pytestmark = pytest.mark.django_db


def test_the_next_holder_of_a_freed_seat_inherits_no_email_no_consent_and_no_sharing(table):
    mine = table.url + "seats/me/"
    given = {"email": "bob@private.example", "allows_export": True, "shares_with_spectators": True}
    assert table.phones[1].patch(mine, given, format="json").status_code == 200
    before = Game.objects.values("version", "state").get(pk=table.id)

    assert table.host.post(table.url + "seats/1/release/").status_code == 200
    joined = APIClient().post("/api/v1/join/", {"code": table.code, "seat": 1}, format="json")
    assert joined.status_code == 201, joined.content
    stranger = APIClient()
    stranger.credentials(HTTP_AUTHORIZATION=f"Seat {joined.json()['token']}")

    answer = stranger.patch(mine, {}, format="json")
    assert answer.status_code == 200, answer.content
    assert answer.json() == {"seat": 1, "shares_with_spectators": False, "email": "", "allows_export": False}
    seat = Seat.objects.get(game_id=table.id, role="player", number=1)
    assert (seat.email, seat.allows_export, seat.shares_with_spectators) == ("", False, False)
    # the game's state is as it was; its log holds the release and the retake (two entries)
    after = Game.objects.values("version", "state").get(pk=table.id)
    assert (after["state"], after["version"]) == (before["state"], before["version"] + 2)


def test_the_export_needs_the_new_holders_consent(table):
    table.allow_export()
    assert table.host.get(table.url + "export/").status_code == 200
    assert table.host.post(table.url + "seats/0/release/").status_code == 200
    APIClient().post("/api/v1/join/", {"code": table.code, "seat": 0}, format="json")
    refused = table.host.get(table.url + "export/")
    assert refused.status_code == 403 and refused.json()["code"] == "export_not_allowed", refused.content

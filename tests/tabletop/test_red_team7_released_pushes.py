"""A freed seat's Web Push subscriptions go with its token: the phone that lost the seat (lost,
stolen, or given away) went on being told "<name>, the game waits on you", with the game's
address, at every wait of the seat's next holder, while its token, sockets and streams named
nothing any more. The release now drops them; the next holder subscribes their own phone."""

import pytest

from pushes.models import PushSubscription
from tabletop.models import Seat

pytestmark = pytest.mark.django_db


def test_the_release_drops_the_seats_push_subscriptions_and_no_others(table):
    seats = {seat.number: seat for seat in Seat.objects.filter(game_id=table.id, role="player")}
    for number in (0, 1):
        PushSubscription.objects.create(
            seat=seats[number], endpoint=f"https://fcm.googleapis.com/fcm/send/{number}", p256dh="k", auth="a"
        )
    assert table.host.post(table.url + "seats/1/release/").status_code == 200
    assert list(PushSubscription.objects.values_list("seat__number", flat=True)) == [0]

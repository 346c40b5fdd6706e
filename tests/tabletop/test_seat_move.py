"""A seat moves to a new phone (issue 37): a saga lasts weeks and its players change phones. The
seat's phone makes a one-time link (and its QR code); the phone that opens it gets the seat under
a fresh token, and the old phone's token, sockets and streams end; the log records the move. A
link used twice, expired, voided (a newer link, the host freeing the seat) or unknown is refused
in words that say which, and changes nothing. Only the hash of a link's token is kept."""

import asyncio
import hashlib
import re
import secrets
from datetime import timedelta
from urllib.parse import urlsplit

import pytest
from asgiref.sync import sync_to_async
from django.contrib.auth.models import User
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube
from tabletop.core import services
from tabletop.models import Action, Game, Seat, SeatMove
from tests.pages.phones import phone_with_seat
from tests.tabletop.test_live import socket
from tests.tabletop.test_seat_changes_logged import (
    reported_table,  # noqa: F401 (a fixture)
    seat_client,
)

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("hot_path_pool")]

MOVED_BOB = [{"type": "seat_moved", "seat": 1, "name": "Bob"}]


@pytest.fixture
def live_table(transactional_db):
    from tests.tabletop.conftest import Table

    return Table(APIClient())


def page_phone(table, seat: int | None = None) -> Client:
    """A phone's browser: the seat's cookie, as the join page leaves it."""
    phone = Client(enforce_csrf_checks=False)
    if seat is not None:
        phone.cookies[f"seat_{table.id}"] = table.tokens[seat]
    return phone


def offer(phone: Client, table) -> str:
    """The move link the seat's phone makes: its path, checked against its QR code."""
    made = phone.post(f"/games/{table.id}/seat/move/")
    assert made.status_code == 200, made.content[:300]
    html = made.content.decode()
    url = re.search(r'id="move-url"[^>]*>([^<]+)</a>', html).group(1)
    assert f"QR code of {url}" in html and "<svg" in html  # the QR code draws the same link
    assert made["Cache-Control"] == "no-store"
    return urlsplit(url).path


def state_of(table) -> dict:
    return Game.objects.values("version", "state").get(pk=table.id)


def test_a_seat_moves_to_the_phone_that_opens_its_link(live_table):
    table = live_table
    before = state_of(table)
    path = offer(page_phone(table, 1), table)
    token = path.rstrip("/").rsplit("/", 1)[1]
    assert [m.token_hash for m in SeatMove.objects.all()] == [hashlib.sha256(token.encode()).hexdigest()]
    new_phone = page_phone(table)
    shown = new_phone.get(path)  # opening the link shows what it gives; a link previewer takes nothing
    assert shown.status_code == 200 and b'id="take-move"' in shown.content and b"Bob" in shown.content
    assert table.phones[1].get(table.url).status_code == 200 and state_of(table) == before

    taken = new_phone.post(path)
    assert taken.status_code == 302 and taken["Location"] == Game.objects.get(pk=table.id).get_absolute_url()
    cookie = taken.cookies[f"seat_{table.id}"]
    assert cookie["httponly"] and cookie.value not in (token, table.tokens[1])  # a fresh claim
    you = new_phone.get(table.url).json()["you"]
    assert you == {"role": "player", "seat": 1, "is_host": False, "watching": None}
    old = table.phones[1].get(table.url)
    assert old.status_code == 401  # the old phone's token names nothing now
    assert page_phone(table, 1).get(table.url).status_code in (401, 403)
    after = state_of(table)
    assert after["state"] == before["state"] and after["version"] == before["version"] + 1
    for reader in (table.phones[0], new_phone, table.host):
        last = reader.get(table.url + "events/").json()["events"][-1]
        assert (last["action"], last["seat"], last["events"]) == ("seat_moved", None, MOVED_BOB)


def expire(move: SeatMove) -> None:
    SeatMove.objects.filter(pk=move.pk).update(expires_at=timezone.now() - timedelta(seconds=1))


@pytest.mark.parametrize(
    ("case", "status", "code", "words"),
    [
        ("used twice", 409, "move_link_used", "used already"),
        ("expired", 409, "move_link_expired", "expired"),
        ("a newer link made", 404, "bad_move_link", "make a new one"),
        ("the host freed the seat", 404, "bad_move_link", "make a new one"),
        ("unknown", 404, "bad_move_link", "not one this server made"),
        ("the phone plays another seat", 409, "already_playing", "one person plays one seat"),
        ("the account plays another seat", 409, "already_playing", "one person plays one seat"),
        ("the phone watches the game", 409, "already_watching", "cannot also play it"),
        ("the account watches the game", 409, "already_watching", "cannot also play it"),
    ],
)
def test_a_move_link_that_cannot_move_the_seat_says_why_and_changes_nothing(live_table, case, status, code, words):
    table = live_table
    old_phone = page_phone(table, 1)
    path = offer(old_phone, table)
    opener = page_phone(table)
    if case == "used twice":
        assert opener.post(path).status_code == 302
        opener = page_phone(table)  # a third phone tries the same link
    elif case == "expired":
        expire(SeatMove.objects.get())
    elif case == "a newer link made":
        offer(old_phone, table)
    elif case == "the host freed the seat":
        assert table.host.post(f"{table.url}seats/1/release/").status_code == 200
    elif case == "unknown":
        path = f"/move/{secrets.token_urlsafe(32)}/"
    elif case == "the phone plays another seat":
        opener = page_phone(table, 0)
    elif case == "the phone watches the game":  # a spectator who took it would play with a sharing seat in view
        opener.cookies[f"seat_{table.id}"] = services.claim_seat(code=table.code, seat_number=None, spectate=True).token
    elif case in ("the account plays another seat", "the account watches the game"):
        account = User.objects.create_user("mal", password="x" * 12)
        if case == "the account plays another seat":
            Seat.objects.filter(game_id=table.id, number=0).update(user=account)
        else:
            services.claim_seat(code=table.code, seat_number=None, spectate=True, user=account)
        opener.force_login(account)
    seats = list(Seat.objects.filter(game_id=table.id).values("pk", "token_hash", "claimed_at"))
    before = state_of(table)
    for method in (opener.get, opener.post):
        refused = method(path)
        if method == opener.get and code in ("already_playing", "already_watching"):
            continue  # what the link gives is shown; taking it is what is refused
        assert refused.status_code == status, (method, refused.content[:300])
        assert words in refused.content.decode(), refused.content.decode()
    assert list(Seat.objects.filter(game_id=table.id).values("pk", "token_hash", "claimed_at")) == seats
    assert state_of(table) == before


async def test_the_old_phones_socket_closes_and_the_table_hears_the_move(live_table):
    table = live_table
    old, other = socket(table, 1), socket(table, 0)
    for phone in (old, other):
        assert (await phone.connect())[0]
        assert (await phone.receive_json_from())["type"] == "hello"
    seat = await sync_to_async(Seat.objects.get)(game_id=table.id, number=1, role="player")
    token, _expires = await sync_to_async(services.offer_seat_move)(seat)
    moved = await sync_to_async(services.move_seat)(token)
    assert await old.receive_output() == {"type": "websocket.close", "code": 4403}
    heard = await other.receive_json_from()
    assert (heard["action"], heard["events"]) == ("seat_moved", MOVED_BOB)
    new = socket(table, token=moved.token)
    assert (await new.connect())[0]
    assert (await new.receive_json_from())["type"] == "hello"
    # a late push of the old claim's end does not end the new phone's socket
    from tabletop.core import realtime

    game = await sync_to_async(Game.objects.get)(pk=table.id)
    late = realtime.seat_released_message(game, seat)  # `seat` as the old phone held it
    await sync_to_async(realtime.publish)(late)
    await asyncio.sleep(0.3)  # time to reach the socket, which would close on it
    await new.send_json_to({"type": "ping"})
    assert (await new.receive_json_from())["type"] == "pong"
    refused = socket(table, 1)
    assert (await refused.connect())[0] is False  # the old token names nothing now
    for phone in (other, new):
        await phone.disconnect()


def test_a_seats_own_account_takes_its_move_link_on_a_new_phone(live_table):
    table = live_table
    account = User.objects.create_user("bob", password="x" * 12)
    Seat.objects.filter(game_id=table.id, number=1).update(user=account)
    path = offer(page_phone(table, 1), table)
    new_phone = page_phone(table)
    new_phone.force_login(account)
    assert new_phone.post(path).status_code == 302
    assert new_phone.get(table.url).json()["you"]["seat"] == 1


def test_an_export_replays_a_move_and_refuses_a_forged_one(reported_table):  # noqa: F811
    game, url, host, phones = reported_table
    bob = Seat.objects.get(game=game, number=1, role="player")
    token, _expires = services.offer_seat_move(bob)
    bob_here = seat_client(services.move_seat(token).token)
    for phone in (phones[0], bob_here):
        assert phone.patch(url + "seats/me/", {"allows_export": True}, format="json").status_code == 200
    export = host.get(url + "export/").json()
    moves = [(a["type"], a["seat"], a["events"]) for a in export["actions"] if a["type"] in services.SEAT_CHANGES]
    assert moves == [("seat_moved", None, MOVED_BOB)]
    imported = APIClient().post("/api/v1/auctions/import/", export, format="json")
    assert imported.status_code == 201, imported.content
    copied = Action.objects.get(game_id=imported.json()["id"], type="seat_moved")
    assert copied.events == MOVED_BOB and copied.seat is None
    next(a for a in export["actions"] if a["type"] == "seat_moved")["events"][0]["name"] = "Mallory"
    refused = APIClient().post("/api/v1/auctions/import/", export, format="json")
    assert refused.status_code == 422 and refused.json()["field"].startswith("actions["), refused.content


def test_the_saga_save_sheet_offers_its_player_the_move_link(transactional_db):
    load_demo()
    cube = Cube.objects.get(name="Demo saga cube")
    created = APIClient().post("/api/v1/sagas/", {"seats": ["Ann", "Bob"], "cube": cube.pk}, format="json").json()
    ann = phone_with_seat(created["join_code"], 0)
    sheet = ann.get(f"/sagas/{created['id']}/save-sheet/").content.decode()
    assert f'action="/games/{created["id"]}/seat/move/"' in sheet and 'id="make-move-link"' in sheet
    host = Client()
    host.cookies[f"seat_{created['id']}"] = created["host_token"]
    assert 'id="make-move-link"' not in host.get(f"/sagas/{created['id']}/save-sheet/").content.decode()
    assert host.post(f"/games/{created['id']}/seat/move/").status_code == 403  # the host has no seat to move

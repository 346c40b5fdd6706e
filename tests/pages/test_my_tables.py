"""The home page lists the tables this phone holds (its seat and host cookies) and, signed in, its
account holds: each with its format, title, whose move it is, when it last changed and a link,
the ones waiting on the holder first. No page shows a player an API path."""

import itertools
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.test import Client
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube
from tabletop.models import Game, Seat
from tests.pages.phones import phone_with_seat

pytestmark = pytest.mark.django_db

TEMPLATES = Path(settings.BASE_DIR) / "templates"


def new_auction(title: str) -> dict:
    cube = Cube.objects.get(name="Demo auction block")
    body = {"seats": ["Ann", "Bob"], "cube": cube.pk, "title": title}
    created = APIClient().post("/api/v1/auctions/", body, format="json")
    assert created.status_code == 201, created.content
    return created.json()


def listed(phone: Client) -> list[tuple[int, str]]:
    """The home page's tables, in order: (game id, whose move it says)."""
    html = phone.get("/").content.decode()
    rows = re.findall(r'data-game="(\d+)">.*?<span class="move[^"]*">([^<]*)</span>', html, re.S)
    return [(int(game), move) for game, move in rows]


@pytest.mark.parametrize("waits_on_me", list(itertools.product([False, True], repeat=3)))
def test_the_home_page_lists_this_phones_seats_the_ones_waiting_on_it_first(waits_on_me):
    load_demo()
    games = [new_auction(f"Table {n}") for n in range(3)]
    phone = phone_with_seat(games[0]["join_code"], 1)
    for game in games[1:]:  # the same phone sits at the others (seat cookies are per game)
        joined = phone.post(
            "/api/v1/join/", {"code": game["join_code"], "seat": 1, "set_cookie": True}, content_type="application/json"
        )
        assert joined.status_code == 201
    for game, mine in zip(games, waits_on_me, strict=True):
        Game.objects.filter(pk=game["id"]).update(waiting_on=[1] if mine else [0])
    rows = listed(phone)
    assert sorted(game for game, _ in rows) == sorted(g["id"] for g in games)
    mine_in_order = [move == "your move" for _, move in rows]
    assert mine_in_order == sorted(mine_in_order, reverse=True)  # the ones waiting on this phone first
    moves = dict(rows)
    for game, mine in zip(games, waits_on_me, strict=True):
        assert moves[game["id"]] == ("your move" if mine else "waiting on Ann")
    html = phone.get("/").content.decode()
    for n, game in enumerate(games):
        assert f'href="/auctions/{game["id"]}/"' in html and f"Table {n}" in html
    assert "Auction Magic" in html and "changed " in html
    assert listed(Client()) == []  # another phone holds none of them


def test_the_host_cookie_lists_the_table_with_its_host_page():
    load_demo()
    game = new_auction("Hosted")
    host = Client()
    assert host.post(f"/games/{game['id']}/seat/", {"token": game["host_token"]}).status_code == 302
    html = host.get("/").content.decode()
    assert f'href="/games/{game["id"]}/host/"' in html and "Hosted" in html


def test_signed_in_the_accounts_seats_are_listed_from_any_phone():
    load_demo()
    game = new_auction("Account's")
    user = get_user_model().objects.create_user("ann")
    Seat.objects.filter(game_id=game["id"], number=0).update(user=user)
    phone = Client()
    phone.force_login(user)
    assert [g for g, _ in listed(phone)] == [game["id"]]


@pytest.mark.parametrize("template", sorted(TEMPLATES.rglob("*.html")), ids=lambda p: str(p.relative_to(TEMPLATES)))
def test_no_page_shows_an_api_path(template):
    """Links may lead to the API; no words on a page may be one of its paths."""
    shown = re.sub(r"<[^>]*>", " ", template.read_text())
    assert "/api/" not in shown

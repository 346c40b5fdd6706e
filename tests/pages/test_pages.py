"""The phone pages through Django's test client: they answer, carry their key elements and the
CSRF cookie, keep seat tokens in HttpOnly cookies, and show nothing to a phone with no seat."""

import json
import re
import struct
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube
from tabletop.models import Game
from tests.pages.phones import phone_with_seat

pytestmark = pytest.mark.django_db

STATIC = Path(settings.BASE_DIR) / "static" / "treasury"


@pytest.fixture
def auction():
    load_demo()
    cube = Cube.objects.get(name="Demo auction block")
    return APIClient().post("/api/v1/auctions/", {"seats": ["Ann", "Bob", "Cy"], "cube": cube.pk}, format="json").json()


def test_home_links_to_join_and_create():
    page = Client().get("/")
    assert page.status_code == 200
    assert b'href="/join/"' in page.content and b'href="/new/"' in page.content
    assert b'rel="manifest"' in page.content


def test_the_join_page_asks_for_a_code_and_sets_the_csrf_cookie():
    page = Client().get("/join/")
    assert page.status_code == 200
    assert b'id="code"' in page.content and b'<label for="code">' in page.content
    assert "csrftoken" in page.cookies


def test_a_typed_code_is_normalised_into_the_join_url():
    answer = Client().get("/join/", {"code": "abcd-2345"})
    assert answer.status_code == 302 and answer["Location"] == "/join/ABCD2345/"


def test_an_unknown_code_says_so():
    page = Client().get("/join/NOPE2345/")
    assert page.status_code == 404
    assert b"No game has this code" in page.content


def test_a_join_code_page_lists_the_seats_and_greys_out_taken_ones(auction):
    phone_with_seat(auction["join_code"], 1)
    page = Client().get(f"/join/{auction['join_code'].lower()}/")
    assert page.status_code == 200
    assert "csrftoken" in page.cookies
    html = page.content.decode()
    assert 'value="0"' in html and 'value="2"' in html
    taken = html[html.index('value="1"') :].split(">", 1)[0]
    assert "disabled" in taken
    assert f'data-next="/auctions/{auction["id"]}/"' in html
    assert 'id="spectate"' in html


@pytest.mark.rate_limited
def test_looking_codes_up_on_the_join_page_is_rate_limited():
    phone = Client()
    answers = [phone.get(f"/join/WRONG{i:03d}/") for i in range(25)]
    assert answers[0].status_code == 404
    assert answers[-1].status_code == 429 and int(answers[-1]["Retry-After"]) > 0


def test_the_create_page_offers_the_kinds_and_the_battler_presets():
    page = Client().get("/new/")
    assert page.status_code == 200
    assert "csrftoken" in page.cookies
    html = page.content.decode()
    for kind in ("auction", "saga", "battler"):
        assert f'value="{kind}"' in html
    assert 'value="treasure"' in html and 'id="cube"' in html


def test_the_host_token_goes_into_an_httponly_cookie_and_opens_the_host_page(auction):
    host = Client(enforce_csrf_checks=True)
    refused = host.get(f"/games/{auction['id']}/host/")
    assert refused.status_code == 403 and b'name="token"' in refused.content
    token = host.cookies["csrftoken"].value
    without_csrf = host.post(f"/games/{auction['id']}/seat/", {"token": auction["host_token"]})
    assert without_csrf.status_code == 403
    kept = host.post(
        f"/games/{auction['id']}/seat/",
        json.dumps({"token": auction["host_token"]}),
        content_type="application/json",
        HTTP_X_CSRFTOKEN=token,
    )
    assert kept.status_code == 200 and kept.json() == {"next": f"/games/{auction['id']}/host/"}
    cookie = kept.cookies[f"seat_{auction['id']}"]
    assert cookie["httponly"] and cookie["samesite"] == "Lax"
    page = host.get(f"/games/{auction['id']}/host/")
    assert page.status_code == 200
    html = page.content.decode()
    assert auction["join_code"] in html
    assert "<svg" in html and f"/join/{auction['join_code']}/" in html
    assert 'id="seats"' in html and "Ann" in html


def test_the_host_page_frees_a_lost_phones_seat_and_a_player_cannot(auction):
    game = auction["id"]
    joined = Client().post(
        "/api/v1/join/", json.dumps({"code": auction["join_code"], "seat": 1}), content_type="application/json"
    )
    assert joined.status_code == 201
    player = Client(enforce_csrf_checks=True)
    player.cookies[f"seat_{game}"] = joined.json()["token"]
    player.get(f"/games/{game}/host/")  # its csrftoken
    refused = player.post(f"/games/{game}/host/seats/1/release/", HTTP_X_CSRFTOKEN=player.cookies["csrftoken"].value)
    assert refused.status_code == 403 and refused.json()["code"] == "not_host"
    host = Client(enforce_csrf_checks=True)
    host.cookies[f"seat_{game}"] = auction["host_token"]
    page = host.get(f"/games/{game}/host/").content.decode()
    assert 'data-release="1"' in page and 'data-release="0"' not in page  # only a taken seat is freed
    assert host.post(f"/games/{game}/host/seats/1/release/").status_code == 403  # CSRF, as every page write
    csrf = {"HTTP_X_CSRFTOKEN": host.cookies["csrftoken"].value}
    freed = host.post(f"/games/{game}/host/seats/1/release/", **csrf)
    assert freed.status_code == 200 and freed.json() == {"number": 1, "name": "Bob", "claimed": False}
    again = host.post(f"/games/{game}/host/seats/1/release/", **csrf)
    assert again.status_code == 409 and again.json()["code"] == "seat_free"
    assert 'data-release="1"' not in host.get(f"/games/{game}/host/").content.decode()


def test_a_token_of_another_game_is_refused(auction):
    host = Client()
    answer = host.post(f"/games/{auction['id']}/seat/", {"token": "not-a-token"})
    assert answer.status_code == 403
    assert f"seat_{auction['id']}" not in answer.cookies


def test_a_player_token_posted_to_the_page_opens_the_table(auction):
    token = APIClient().post("/api/v1/join/", {"code": auction["join_code"], "seat": 0}, format="json").json()["token"]
    phone = Client()
    answer = phone.post(f"/games/{auction['id']}/seat/", {"token": token})
    assert answer.status_code == 302 and answer["Location"] == f"/auctions/{auction['id']}/"


def test_the_auction_page_needs_a_seat(auction):
    page = Client().get(f"/auctions/{auction['id']}/")
    assert page.status_code == 403
    assert b"no seat" in page.content and b'href="/join/"' in page.content


def test_the_auction_page_has_its_controls_and_hands_live_js_the_game(auction):
    phone = phone_with_seat(auction["join_code"], 2)
    page = phone.get(f"/auctions/{auction['id']}/")
    assert page.status_code == 200
    html = page.content.decode()
    for element in (
        'id="bid-1"',
        'id="bid-2"',
        'id="bid-5"',
        'id="bid-amount"',
        'id="decline"',
        'id="end-turn"',
        'id="undo"',
        'id="spend"',
        'id="players"',
        'id="log"',
        'id="high-bid"',
        'id="conn"',
        "/static/treasury/live.",
        "/static/treasury/auction.",
    ):  # plain or hashed (collected)
        assert element in html, element
    assert ">Start life</abbr>" in html and ">Life<" not in html  # kept on paper: only where it starts
    assert '<label class="sr-only" for="bid-amount">' in html
    config = json.loads(html.split('id="live-config" type="application/json">')[1].split("</script>")[0])
    assert config == {
        "kind": "auction",
        "plural": "auctions",
        "game": auction["id"],
        "seat": 2,
        "role": "player",
        "push_key": None,
        "max_card_ids": 500,
    }  # no VAPID keys: no turn notifications offered


def test_an_auction_page_is_not_served_for_another_kind_and_the_plain_page_redirects(auction):
    phone = phone_with_seat(auction["join_code"], 0)
    assert phone.get(f"/games/{auction['id']}/").status_code == 302
    assert phone.get(f"/games/{auction['id']}/")["Location"] == f"/auctions/{auction['id']}/"
    assert phone.get("/auctions/999999/").status_code == 404


def test_a_kind_without_a_page_of_its_own_gets_the_plain_live_page():
    created = APIClient().post("/api/v1/counters/", {"seats": ["Ann", "Bob"]}, format="json").json()
    phone = phone_with_seat(created["join_code"], 0)
    page = phone.get(f"/games/{created['id']}/")
    assert page.status_code == 200 and b'id="view"' in page.content
    assert Game.objects.get(pk=created["id"]).kind == "counter"


def test_the_manifest_and_icons_are_there():
    manifest = json.loads((STATIC / "manifest.webmanifest").read_text())
    assert manifest["display"] == "standalone"
    for icon in manifest["icons"]:
        assert (STATIC / icon["src"]).exists()
        if icon["type"] == "image/png":
            head = (STATIC / icon["src"]).read_bytes()[:24]
            assert head[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = struct.unpack(">II", head[16:24])
            assert f"{width}x{height}" == icon["sizes"]


def test_with_vapid_keys_a_page_offers_turn_notifications(auction, settings):
    settings.VAPID_PUBLIC_KEY, settings.VAPID_PRIVATE_KEY = "public-key", "private-key"
    phone = phone_with_seat(auction["join_code"], 1)
    html = phone.get(f"/auctions/{auction['id']}/").content.decode()
    config = json.loads(html.split('id="live-config" type="application/json">')[1].split("</script>")[0])
    assert config["push_key"] == "public-key" and 'id="push-toggle"' in html
    assert (STATIC / "sw.js").read_text().count("showNotification") == 1


def test_the_pages_scripts_hold_no_prices_or_fees():
    """A price, fee or gain a page shows comes from the view's numbers (the engine's), never typed
    into a script: a number before "gold" or "treasure" in a script's string is one typed in."""
    typed = re.compile(r"""["'][^"'\n]*\b\d+ (?:gold|treasures?)\b""")
    found = {
        script.name: typed.findall(script.read_text())
        for script in (Path(settings.BASE_DIR) / "static" / "treasury").glob("*.js")
    }
    assert {name: numbers for name, numbers in found.items() if numbers} == {}

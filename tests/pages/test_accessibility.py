"""axe-core (from its PyPI package, injected by the test) finds nothing on the pages the game
tests do not already check, in light and dark mode at 360 px; the host takes a seat on its own
phone and keeps the host page; a card's face shows the image Treasury serves, and a clean text
face where there is none.

Run: `pytest tests/pages/test_accessibility.py -m browser -p no:xdist`."""

import pytest

from tests.cards.online import stand_in
from tests.pages.browser import (
    api,
    assert_accessible,
    create_auction,
    detail,
    screenshot,
    upload_cards,
    wait_idle,
    wait_ready,
)
from tests.pages.conftest import SESSION_SERVER

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_plain_pages_have_no_axe_violation(live_url, phone, scheme):
    page = phone(color_scheme=scheme)
    created = create_auction(live_url)
    cubes = api(live_url, "GET", "/api/v1/cubes/")["results"]
    saga = api(
        live_url,
        "POST",
        "/api/v1/sagas/",
        {"seats": ["Ann", "Bob"], "cube": next(c["id"] for c in cubes if c["name"] == "Demo saga cube")},
    )
    for path in (
        "/",
        "/join/",
        f"/join/{created['join_code']}/",
        "/new/",
        "/join/NOPE2345/",
        "/rules/auction/",
        "/rules/saga/",
        "/rules/battler/",
        f"/games/{created['id']}/host/",
    ):
        page.goto(live_url + path)
        assert_accessible(page)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360, path
    page.goto(f"{live_url}/join/{saga['join_code']}/")
    page.tap('input[name="seat"][value="0"]')
    page.tap("#take-seat")
    page.wait_for_url("**/sagas/*/")
    wait_ready(page)
    page.goto(f"{live_url}/sagas/{saga['id']}/save-sheet/")
    assert_accessible(page)


def test_the_host_plays_a_seat_on_the_same_phone_and_keeps_the_host_page(live_url, phone):
    host = phone()
    host.goto(f"{live_url}/new/")
    host.wait_for_function("() => document.getElementById('cube').value !== ''")
    host.tap("#create")
    host.wait_for_url("**/games/*/host/")
    wait_ready(host)
    game = host.url.rstrip("/").split("/")[-2]
    host.select_option("#host-seat", "1")
    screenshot(host, "host-takes-a-seat", "#my-seat")
    assert_accessible(host)
    host.tap("#host-take-seat")
    host.wait_for_url(f"**/auctions/{game}/")
    wait_ready(host)
    assert detail(host)["you"]["seat"] == 1
    assert detail(host)["seats"][1] == {"number": 1, "name": "Bob", "claimed": True}  # the name the table was made with
    assert host.is_visible("text=Host page: join code and seats")
    host.goto(f"{live_url}/games/{game}/host/")  # the host page still opens on this phone
    wait_ready(host)
    assert host.text_content("#open-my-seat") == "Open your seat"
    code = host.text_content("#join-code").strip()
    host.once("dialog", lambda dialog: dialog.accept())
    host.tap("#renew")  # a host right: a new join code, from the phone that plays seat 1
    host.wait_for_function("old => document.getElementById('join-code').textContent.trim() !== old", arg=code)
    other = phone()
    other.goto(f"{live_url}/join/{host.text_content('#join-code').strip()}/")
    assert other.is_disabled('input[name="seat"][value="1"]')  # the host's seat is taken


def test_a_card_face_shows_treasurys_image_or_a_text_face_without_one(live_url, phone):
    """The image comes from the server (which asks the stand-in Scryfall once); a card whose image
    Scryfall lacks, or one never loaded on a phone gone offline, shows its words and no box."""
    if not SESSION_SERVER.get("scryfall"):
        pytest.skip(f"{stand_in.FIXTURES} is absent (the shared real inputs are not checked out here)")
    page = phone()
    scryfall = SESSION_SERVER["scryfall"]
    cards = scryfall.printings_of_its_own(stand_in.scryfall_cards(), "test_a_card_face_shows_treasurys_image")
    cube = upload_cards(live_url, "Eldraine, for faces", cards)
    created = api(
        live_url, "POST", "/api/v1/auctions/", {"seats": ["Ann", "Bob"], "cube": cube, "settings": {"starting_seat": 0}}
    )
    page.goto(f"{live_url}/join/{created['join_code']}/")
    page.tap('input[name="seat"][value="0"]')
    page.tap("#take-seat")
    page.wait_for_url("**/auctions/*/")
    wait_ready(page)
    page.tap("#deck-count")
    page.fill("#deck-count", "30")
    page.tap("#deck-draw")
    page.wait_for_function("() => window.treasuryTable.detail.view.players[0].hand.length === 30")
    hand = detail(page)["view"]["players"][0]["hand"]  # every demo card has its picture and rules text
    pictured, plain, unseen = hand[:3]
    scryfall.missing_images.add(plain["scryfall_id"])
    page.tap(f'#players .cardref[data-face="{pictured["id"]}"]')
    page.wait_for_selector("#card-face[open] #face-image:not([hidden])")
    assert page.get_attribute("#face-image", "src") == f"/api/v1/cards/{pictured['scryfall_id']}/image/"
    assert page.text_content("#face-name") == pictured["name"]
    assert page.text_content("#face-text") == pictured["oracle_text"] != ""
    assert_accessible(page)
    page.tap("#face-close")
    page.tap(f'#players .cardref[data-face="{plain["id"]}"]')
    page.wait_for_selector("#card-face[open]")
    page.wait_for_function("id => document.getElementById('face-image').src.includes(id)", arg=plain["scryfall_id"])
    wait_idle(page)
    assert (
        page.locator("#face-image").bounding_box() is None and page.text_content("#face-text") == plain["oracle_text"]
    )
    page.tap("#face-close")
    page.context.set_offline(True)
    page.tap(f'#players .cardref[data-face="{unseen["id"]}"]')  # offline: the text face, no picture
    page.wait_for_selector("#card-face[open]")
    assert page.is_hidden("#face-image") and page.text_content("#face-name") == unseen["name"]
    assert page.text_content("#face-type") == unseen["type_line"]
    page.context.set_offline(False)

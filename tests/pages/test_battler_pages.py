"""The battler table page, /battlers/<id>/.

Plain tests (Django's test client): the page needs a seat, carries its controls, hands live.js
the game, is where the join page and the plain game page send a battler's players, and holds
no card of anyone (a shell: every card comes from the seat's own view).

The browser test (`-m browser -p no:xdist`): four phones play one whole round of Treasure
Battler from the demo battler cube (basics, hands, results reported and confirmed, then the
shop: trade, re-roll, buy a basic), with public changes seen live on another phone and each
phone showing only its own pool and pack."""

import json

import pytest
from django.test import Client
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube
from tabletop.models import Game
from tests.pages.browser import api, detail, screenshot, wait_ready, wait_version
from tests.pages.phones import phone_with_seat


# -- plain pages -------------------------------------------------------------------------------
@pytest.fixture
def battler(db):
    load_demo()
    cube = Cube.objects.get(name="Demo battler cube")
    return (
        APIClient()
        .post(
            "/api/v1/battlers/",
            {"seats": ["Ann", "Bob", "Cy", "Di"], "cube": cube.pk, "settings": {"preset": "treasure"}},
            format="json",
        )
        .json()
    )


def test_the_battler_page_needs_a_seat(battler):
    page = Client().get(f"/battlers/{battler['id']}/")
    assert page.status_code == 403
    assert b"no seat" in page.content and b'href="/join/"' in page.content


def test_the_battler_page_has_its_controls_and_hands_live_js_the_game(battler):
    phone = phone_with_seat(battler["join_code"], 1)
    page = phone.get(f"/battlers/{battler['id']}/")
    assert page.status_code == 200
    assert "csrftoken" in page.cookies
    html = page.content.decode()
    for element in (
        'id="counters"',
        'id="phase-line"',
        'id="choose-basics"',
        'id="confirm-basics"',
        'id="table-draft"',
        'id="augments"',
        'id="pairing"',
        'id="report-win"',
        'id="report-loss"',
        'id="report-draw"',
        'id="report-concede"',
        'id="cannot-decide"',
        'id="confirm-result"',
        'id="dispute-result"',
        'id="treasures-left"',
        'id="cards-left"',
        'id="hand-select"',
        'id="hand-count"',
        'id="select-hand"',
        'id="shop"',
        'id="pack"',
        'id="pool"',
        'id="trade"',
        'id="pick"',
        'id="trash"',
        'id="reroll"',
        'id="undo"',
        'id="shift-basics"',
        'id="buy-buttons"',
        'id="done-shopping"',
        'id="players"',
        'id="standings"',
        'id="log"',
        'id="conn"',
        "/static/treasury/live.",
        "/static/treasury/battler.",
    ):  # plain or hashed (collected)
        assert element in html, element
    for field in ("treasures-left", "cards-left"):
        assert f'<label for="{field}">' in html
    config = json.loads(html.split('id="live-config" type="application/json">')[1].split("</script>")[0])
    assert config == {
        "kind": "battler",
        "plural": "battlers",
        "game": battler["id"],
        "seat": 1,
        "role": "player",
        "push_key": None,
        "max_card_ids": 500,
    }


def test_the_page_is_a_shell_with_no_card_of_anyone(battler):
    """Pools are dealt at creation: not one card name is in the HTML, only in the seat's view."""
    phone = phone_with_seat(battler["join_code"], 0)
    html = phone.get(f"/battlers/{battler['id']}/").content.decode()
    own = phone.get(f"/api/v1/battlers/{battler['id']}/").json()["view"]
    assert own["players"][0]["pool"] and "pool" not in own["players"][1]
    names = [card["name"] for card in own["cards"].values()]
    assert names and not [name for name in names if name in html]


def test_players_of_a_battler_are_sent_to_its_page(battler):
    phone = phone_with_seat(battler["join_code"], 2)
    answer = phone.get(f"/games/{battler['id']}/")
    assert answer.status_code == 302 and answer["Location"] == f"/battlers/{battler['id']}/"
    joining = Client().get(f"/join/{battler['join_code']}/").content.decode()
    assert f'data-next="/battlers/{battler["id"]}/"' in joining
    assert phone.get("/battlers/999999/").status_code == 404
    assert Game.objects.get(pk=battler["id"]).kind == "battler"


def test_a_battler_page_is_not_served_for_another_kind(battler):
    cube = Cube.objects.get(name="Demo auction block")
    auction = APIClient().post("/api/v1/auctions/", {"seats": ["Ann", "Bob"], "cube": cube.pk}, format="json").json()
    phone = phone_with_seat(auction["join_code"], 0)
    assert phone.get(f"/battlers/{auction['id']}/").status_code == 404


# -- in a browser --------------------------------------------------------------------------------
def join_battler(page, base: str, code: str, seat: int) -> None:
    page.goto(f"{base}/join/{code}/")
    page.check(f'input[name="seat"][value="{seat}"]')
    page.click("#take-seat")
    page.wait_for_url("**/battlers/*/")
    wait_ready(page)


def all_at(pages, version: int) -> None:
    for page in pages:
        wait_version(page, version)


def version_of(page) -> int:
    return detail(page)["version"]


def names(page, ids) -> list[str]:
    cards = detail(page)["view"]["cards"]
    return [cards[str(i)]["name"] for i in ids]


def secrets_of_others(pages, seat: int) -> list[str]:
    """Names of the cards in the other players' packs and pools, from their own views."""
    hidden = []
    for other, page in enumerate(pages):
        if other != seat:
            mine = detail(page)["view"]["players"][other]
            hidden += names(page, mine["pack"] + mine["pool"])
    return hidden


def assert_only_own_cards(pages) -> None:
    for seat, page in enumerate(pages):
        view = detail(page)["view"]
        for other, player in enumerate(view["players"]):
            if other != seat:
                assert "pool" not in player and "pack" not in player
        text = page.text_content("body")
        leaked = [name for name in secrets_of_others(pages, seat) if name in text]
        assert leaked == [], f"seat {seat} shows cards of another seat: {leaked}"


def create_battler(base: str, preset: str, seats=("Ann", "Bob", "Cy", "Di"), **overrides) -> dict:
    cubes = api(base, "GET", "/api/v1/cubes/")["results"]
    cube = next(c for c in cubes if c["name"] == "Demo battler cube")
    return api(
        base,
        "POST",
        "/api/v1/battlers/",
        {"seats": list(seats), "cube": cube["id"], "settings": {"preset": preset, **overrides}},
    )


@pytest.mark.browser
def test_four_phones_play_a_whole_round_of_treasure_battler(live_url, phone):
    created = create_battler(live_url, "treasure")
    # Ann on the narrowest phone the pages serve, Bob in dark mode.
    pages = [phone(viewport={"width": 360, "height": 740}), phone(color_scheme="dark"), phone(), phone()]
    for seat, page in enumerate(pages):
        join_battler(page, live_url, created["join_code"], seat)
    ann, bob, cy, di = pages

    # -- basics: two each, on the steppers ---------------------------------------------------
    assert ann.text_content("#phase-line") == "Choose 2 basics to start"
    watcher = phone()  # a spectator is told what the table does, not what to do
    watcher.goto(f"{live_url}/join/{created['join_code']}/")
    watcher.click("#spectate")
    watcher.wait_for_url("**/battlers/*/")
    wait_ready(watcher)
    assert watcher.text_content("#phase-line") == "Choosing basics. Waiting on Ann, Bob, Cy, Di."
    watcher.context.close()
    assert ann.text_content("#basics-count") == "0 of 2"
    assert ann.is_disabled("#confirm-basics")
    for seat, page in enumerate(pages):
        first, second = [("R", "G"), ("W", "U"), ("B", "B"), ("G", "W")][seat]
        page.click(f'#basics-steppers button[data-step="1"][data-basic="{first}"]')
        page.click(f'#basics-steppers button[data-step="1"][data-basic="{second}"]')
        assert page.text_content("#basics-count") == "2 of 2"
        assert page.locator('#basics-steppers button[data-step="1"]:not([disabled])').count() == 0, "2 is the most"
        page.click("#confirm-basics")
        wait_version(page, seat + 1)
    all_at(pages, 4)
    assert detail(cy)["view"]["players"][2]["basics"] == {"B": 2}
    assert detail(ann)["view"]["phase"] == "prepare"
    assert_only_own_cards(pages)

    # -- hands: three of the five pool cards, checked against the hand size ------------------
    ann.wait_for_selector("#hand-select:not([hidden])")
    assert ann.text_content("#versus") == "You v Cy"  # across the table, paired before the hands
    assert ann.text_content("#hand-count") == "0 of 3"
    tiles = ann.locator("#hand-cards button.card")
    assert tiles.count() == 5
    for i in range(3):
        tiles.nth(i).click()
    assert ann.text_content("#hand-count") == "3 of 3"
    assert not ann.is_disabled("#select-hand")
    screenshot(ann, "battler-hand")
    tiles.nth(3).click()  # a fourth is refused: the hand is full
    assert ann.text_content("#hand-count") == "3 of 3"
    ann.wait_for_selector("#notice:not([hidden])")
    assert "3 cards" in ann.text_content("#notice")
    tiles.nth(2).click()  # one out, another in
    tiles.nth(3).click()
    assert ann.text_content("#hand-count") == "3 of 3"
    version = version_of(ann)
    for page in pages:
        page.wait_for_selector("#hand-cards button.card")
        if page is not ann:
            for i in range(3):
                page.locator("#hand-cards button.card").nth(i).click()
        page.click("#select-hand")
        version += 1
        wait_version(page, version)
    all_at(pages, version)
    assert detail(ann)["view"]["phase"] == "fight"

    # -- results: Ann beats Cy, Di beats Bob; each reports the treasures left ----------------
    ann.wait_for_selector("#report-win:not([hidden])")
    assert cy.is_hidden("#answer-buttons")
    ann.fill("#treasures-left", "5")
    ann.click("#report-win")
    version += 1
    wait_version(cy, version)
    cy.wait_for_selector("#answer-buttons:not([hidden])")
    assert cy.text_content("#report-text") == "Ann reported: Ann won. Is that right?"
    wait_version(ann, version)
    assert "Waiting for Cy to confirm" in ann.text_content("#report-text")
    screenshot(cy, "battler-result")
    cy.fill("#treasures-left", "5")
    cy.click("#confirm-result")
    version += 1
    wait_version(cy, version)
    bob.fill("#treasures-left", "5")
    bob.click("#report-loss")
    version += 1
    wait_version(di, version)
    di.click("#dispute-result")  # a dispute sends both back to reporting
    version += 1
    wait_version(bob, version)
    bob.wait_for_selector("#banner:not([hidden])")
    assert "disputed" in bob.text_content("#banner")
    bob.fill("#treasures-left", "5")
    bob.click("#report-loss")
    version += 1
    wait_version(di, version)
    di.fill("#treasures-left", "5")
    di.click("#confirm-result")
    version += 1
    all_at(pages, version)

    # -- the draft: everyone +1 treasure, a card and a pack ----------------------------------
    view = detail(ann)["view"]
    assert view["phase"] == "draft"
    assert [p["life"] for p in view["players"]] == [0, 1, 1, 0]
    assert [p["treasures"] for p in view["players"]] == [6, 6, 6, 6]
    assert [row["name"] for row in view["standings"]][:2] == ["Ann", "Di"]
    ann.wait_for_selector("#shop:not([hidden])")
    assert_only_own_cards(pages)
    me = detail(ann)["view"]["players"][0]
    assert ann.locator("#pack button.card").count() == len(me["pack"]) == 5
    assert ann.locator("#pool button.card").count() == len(me["pool"]) == 6
    assert "1 treasure" in ann.text_content("#reroll")
    assert "3 treasures" in ann.text_content("#buy-cost")  # 1 + the 2 basics owned

    # trade: tap a pool card and a pack card
    pool_card, pack_card = me["pool"][0], me["pack"][0]
    ann.click(f'#pool button[data-card="{pool_card}"]')
    ann.click(f'#pack button[data-card="{pack_card}"]')
    assert ann.get_attribute(f'#pack button[data-card="{pack_card}"]', "aria-pressed") == "true"
    assert ann.text_content("#shop-hint").startswith("Trade ")
    ann.wait_for_selector("#notice", state="hidden")  # the hand-full notice has gone
    screenshot(ann, "battler-shop")
    ann.click("#trade")
    version += 1
    wait_version(ann, version)
    me = detail(ann)["view"]["players"][0]
    assert pack_card in me["pool"] and pool_card in me["pack"]
    assert not ann.is_disabled("#undo")

    # re-roll: a public change (treasures), pushed to Bob's phone
    old_pack = list(me["pack"])
    ann.click("#reroll")
    bob.wait_for_selector('#players tr[data-seat="0"] td.treasures[data-treasures="5"]')
    version += 1
    wait_version(ann, version)
    me = detail(ann)["view"]["players"][0]
    assert me["treasures"] == 5 and not set(me["pack"]) & set(old_pack)

    # a basic at 1 + basics owned: 3 treasures ("Buy a Island" was read out)
    assert ann.get_attribute('#buy-buttons button[data-basic="U"]', "aria-label").startswith("Buy an Island for ")
    assert ann.get_attribute('#buy-buttons button[data-basic="R"]', "aria-label").startswith("Buy a Mountain for ")
    ann.click('#buy-buttons button[data-basic="R"]')
    cy.wait_for_selector('#players tr[data-seat="0"] td.treasures[data-treasures="2"]')
    version += 1
    wait_version(ann, version)
    assert detail(cy)["view"]["players"][0]["basics"] == {"R": 2, "G": 1}
    ann.wait_for_selector("#buy-buttons button[disabled]")  # 4 treasures now, and 2 left
    assert_only_own_cards(pages)
    assert ann.evaluate("() => document.documentElement.scrollWidth") <= 360, "no sideways scrolling at 360 px"

    # everyone done shopping: the next round's hands
    for page in pages:
        page.click("#done-shopping")
        version += 1
        wait_version(page, version)
    all_at(pages, version)
    view = detail(bob)["view"]
    assert view["phase"] == "prepare" and view["counters"]["round"] == 2
    log = ann.text_content("#log")
    assert "You are done shopping" in log and "Bob is done shopping" in log
    assert [p["treasures"] for p in view["players"]] == [2, 5, 5, 5]  # the cap of 5 after the draft
    bob.wait_for_function("() => document.querySelectorAll('#standings li').length === 4")
    assert bob.text_content("#standings li:first-child").startswith("1Ann")
    bob.locator("#standings-box").scroll_into_view_if_needed()
    screenshot(bob, "battler-standings")
    for page in pages:
        assert page.errors == [], "no script error on any page"


@pytest.mark.browser
def test_bar_battler_rochester_picks_then_the_pick_shop_trash_and_basic_swap(live_url, phone):
    """Bar: a face-up Rochester pack picked in snake order, three basics, then a shop that
    takes cards (the first free), trashes two for a treasure and swaps one basic."""
    created = create_battler(live_url, "bar")
    pages = [phone(), phone(), phone(), phone()]
    for seat, page in enumerate(pages):
        join_battler(page, live_url, created["join_code"], seat)
    ann, bob = pages[0], pages[1]

    # the Rochester draft: 8 face-up cards, 0 1 2 3 3 2 1 0
    order = detail(ann)["view"]["pick_order"]
    assert order == [0, 1, 2, 3, 3, 2, 1, 0]
    version = 0
    for seat in order:
        page = pages[seat]
        page.wait_for_selector("#table-pick:not([hidden])")
        for other in pages:
            if other is not page:
                assert other.locator("#table-pick").is_hidden(), "only the seat to pick has the button"
        assert page.text_content("#phase-line") == "Rochester draft: your pick"
        assert page.is_disabled("#table-pick")
        first = page.locator("#table-cards button.card").first
        name = first.locator(".card-name").text_content()
        first.click()
        assert page.text_content("#table-pick") == f"Pick {name}"
        page.click("#table-pick")
        version += 1
        all_at(pages, version)
    assert detail(ann)["view"]["phase"] == "basics"

    # three basics each
    for page in pages:
        for basic in "WUB":
            page.click(f'#basics-steppers button[data-step="1"][data-basic="{basic}"]')
        page.click("#confirm-basics")
        version += 1
        wait_version(page, version)
    all_at(pages, version)
    view = detail(ann)["view"]
    assert view["phase"] == "draft"
    assert_only_own_cards(pages)

    # the shop: a free pick, then "another card" costs 1
    ann.wait_for_selector("#shop:not([hidden])")
    assert ann.is_hidden("#trade") and not ann.is_hidden("#pick") and not ann.is_hidden("#trash")
    assert ann.text_content("#pick-cost") == "1 free, then 1 treasure"
    assert ann.is_hidden("#buy-box"), "Bar sells no basics"
    me = detail(ann)["view"]["players"][0]
    assert me["treasures"] == 1 and len(me["pool"]) == 4
    taken = me["pack"][0]
    ann.click(f'#pack button[data-card="{taken}"]')
    ann.click("#pick")
    version += 1
    wait_version(ann, version)
    me = detail(ann)["view"]["players"][0]
    assert taken in me["pool"] and me["treasures"] == 1, "the first pick is free"

    # trash two pool cards for a treasure, seen on Bob's phone
    trashed = me["pool"][:2]
    for card in trashed:
        ann.click(f'#pool button[data-card="{card}"]')
    ann.click("#trash")
    bob.wait_for_selector('#players tr[data-seat="0"] td.treasures[data-treasures="2"]', timeout=30_000)
    version += 1
    wait_version(ann, version)
    me = detail(ann)["view"]["players"][0]
    assert not set(trashed) & set(me["pool"]) and me["treasures"] == 2

    # swap one basic (W for R) for 1, then undo it
    assert "1 treasure" in ann.text_content("#shift-basics")
    ann.click('#shift-steppers button[data-step="-1"][data-basic="W"]')
    ann.click('#shift-steppers button[data-step="1"][data-basic="R"]')
    assert ann.text_content("#shift-basics").startswith("Swap a basic")
    ann.click("#shift-basics")
    version += 1
    bob.wait_for_function(
        "() => JSON.stringify(window.treasuryTable.detail.view.players[0].basics) === "
        "JSON.stringify({U: 1, B: 1, R: 1})",
        timeout=30_000,
    )
    wait_version(ann, version)
    assert detail(ann)["view"]["players"][0]["treasures"] == 1
    screenshot(ann, "battler-bar-shop")
    ann.click("#undo")
    version += 1
    wait_version(bob, version)
    assert detail(bob)["view"]["players"][0]["basics"] == {"W": 1, "U": 1, "B": 1}
    assert detail(bob)["view"]["players"][0]["treasures"] == 2
    assert_only_own_cards(pages)
    for page in pages:
        assert page.errors == []


@pytest.mark.browser
def test_a_replayed_draw_nobody_can_win_is_declared_on_the_page(live_url, phone):
    """treasure-battler.txt: a draw that would eliminate two live players is played again "until
    a winner is decided. If for some reason they cannot, set both to 9 poison". A table where one
    poison kills (life_limit 1) gets there in its first game; its brink is 0 poison."""
    created = create_battler(live_url, "treasure", seats=("Ann", "Bob"), life_limit=1)
    pages = [phone(), phone()]
    for seat, page in enumerate(pages):
        join_battler(page, live_url, created["join_code"], seat)
    ann, bob = pages
    version = 0
    for page in pages:
        page.click('#basics-steppers button[data-step="1"][data-basic="G"]')
        page.click('#basics-steppers button[data-step="1"][data-basic="G"]')
        page.click("#confirm-basics")
        version += 1
        wait_version(page, version)
    for page in pages:
        page.wait_for_selector("#hand-cards button.card")
        for i in range(3):
            page.locator("#hand-cards button.card").nth(i).click()
        page.click("#select-hand")
        version += 1
        wait_version(page, version)
    all_at(pages, version)
    ann.wait_for_selector("#report-draw:not([hidden])")
    assert ann.is_hidden("#cannot-decide"), "a first game has a result to report"
    ann.click("#report-draw")
    version += 1
    wait_version(bob, version)
    bob.wait_for_selector("#answer-buttons:not([hidden])")
    bob.click("#confirm-result")
    version += 1
    all_at(pages, version)
    assert detail(ann)["view"]["pairings"][0]["replay"]
    for page in pages:
        page.wait_for_selector("#cannot-decide:not([hidden])")
        assert page.text_content("#versus").endswith("· replay")
        assert "play again until someone wins" in page.text_content("#replay-hint")
        assert page.text_content("#replay-hint").endswith("you both go to 0 poison.")
    ann.click("#cannot-decide")
    version += 1
    wait_version(bob, version)
    bob.wait_for_selector("#answer-buttons:not([hidden])")
    assert bob.text_content("#report-text") == "Ann reported: no winner can be decided. Is that right?"
    bob.click("#confirm-result")
    version += 1
    all_at(pages, version)
    view = detail(ann)["view"]
    assert view["phase"] == "draft" and [p["life"] for p in view["players"]] == [0, 0]
    assert [p["alive"] for p in view["players"]] == [True, True]
    ann.wait_for_function("() => document.getElementById('log').textContent.includes('could not decide it')")
    assert "Ann and Bob could not decide it: both at 0 poison" in ann.text_content("#log")
    for page in pages:
        assert page.errors == []


def play_to_fight_from_the_phones(game: int, pages) -> dict:
    """Every phone takes the first legal step, as its own seat, over the API (first card, one of
    each basic, no shopping, the first cards as its hand) until the table fights; the last detail."""
    path = f"/api/v1/battlers/{game}/"
    for _ in range(200):
        for seat, page in enumerate(pages):
            got = page.evaluate(f"() => Treasury.request('GET', '{path}')")
            view, legal = got["view"], got["legal_actions"]
            if view["phase"] == "fight":
                return got
            me = view["players"][seat]
            if "rochester_pick" in legal:
                body = {"type": "rochester_pick", "card": view["table"][0]}
            elif "choose_basics" in legal:
                body = {"type": "choose_basics", "basics": {"W": 1, "U": 1, "B": 1}}
            elif "done_shopping" in legal and not me["done"]:
                body = {"type": "done_shopping"}
            elif "select_hand" in legal and not me["hand_ready"]:
                body = {"type": "select_hand", "cards": me["pool"][: view["hand_size"]]}
            else:
                continue
            body["expected_version"] = got["version"]
            page.evaluate("([path, body]) => Treasury.request('POST', path + 'actions/', body)", [path, body])
            break
    raise AssertionError("the table did not reach its fight")


@pytest.mark.browser
def test_the_player_asked_to_confirm_a_bar_result_reads_the_cards_left_it_counts(live_url, phone):
    """Gwen's Bar Battler: the loser takes ROUND + the cards left in the loser's hand. The winner
    reported 2 cards left, and the loser was asked "Ann reported: Ann won. Is that right?",
    with nothing of the number that sets the damage they were confirming."""
    created = create_battler(live_url, "bar")
    pages = [phone() for _ in range(4)]
    for seat, page in enumerate(pages):
        join_battler(page, live_url, created["join_code"], seat)
    got = play_to_fight_from_the_phones(created["id"], pages)
    view = got["view"]
    pairing = next(p for p in view["pairings"] if 0 in p["seats"])
    rival = next(s for s in pairing["seats"] if s != 0)
    ann, other = pages[0], pages[rival]
    wait_version(ann, got["version"])
    ann.fill("#cards-left", "2")
    ann.click("#report-win")
    other.wait_for_function("() => document.getElementById('report-text').textContent.includes('reported')")
    said = other.text_content("#report-text")
    assert "2 cards left in your hand" in said, said
    reported = "2 cards left in " + view["players"][rival]["name"] + "'s hand"
    # the reporter's page shows it once its own answer or push is in, which the other's need not wait for
    ann.wait_for_function("words => document.getElementById('report-text').textContent.includes(words)", arg=reported)


@pytest.mark.browser
def test_a_carousel_of_more_than_eight_picks_says_its_order_goes_on(live_url, phone):
    """A carousel of 3 picks each for 4 players (12 picks) read "Order: Di, Cy, you, Bob, Bob,
    you, Cy, Di" and stopped there, as if each player picked twice."""
    created = create_battler(live_url, "autobattler", carousel_every=1, carousel_picks=3)
    pages = [phone() for _ in range(4)]
    for seat, page in enumerate(pages):
        join_battler(page, live_url, created["join_code"], seat)
    path = f"/api/v1/battlers/{created['id']}/"
    got = play_to_fight_from_the_phones(created["id"], pages)
    for _ in range(40):
        if got["view"]["phase"] == "carousel":
            break
        for seat, page in enumerate(pages):
            got = page.evaluate(f"() => Treasury.request('GET', '{path}')")
            legal, me = got["legal_actions"], got["view"]["players"][seat]
            pairing = next((p for p in got["view"]["pairings"] if seat in p["seats"]), None)
            if "confirm_result" in legal:
                body = {"type": "confirm_result"}
            elif "report_result" in legal and pairing["status"] != "reported" and seat == min(pairing["seats"]):
                body = {"type": "report_result", "result": "win"}
            elif "done_shopping" in legal and not me["done"]:
                body = {"type": "done_shopping"}
            else:
                continue
            body["expected_version"] = got["version"]
            got = page.evaluate("([path, body]) => Treasury.request('POST', path + 'actions/', body)", [path, body])
            break
    assert got["view"]["phase"] == "carousel" and len(got["view"]["pick_order"]) == 12
    wait_version(pages[0], got["version"])
    order = pages[0].text_content("#table-order")
    assert order.endswith("… (12 picks)"), order

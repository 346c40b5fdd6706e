"""The Cube Saga pages: /sagas/<id>/ (the table) and /sagas/<id>/save-sheet/.

Plain tests (Django's test client) check that the pages answer only to a seat, carry their
controls and the config saga.js reads, and that the save sheet shows what the caller's view
shows and no more. Browser tests (`-m browser -p no:xdist`) play two phones from the join code
to a purchase at the Winter Market and save phone-sized screenshots under docs/screenshots/."""

import json
import time

import pytest
from django.test import Client
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube
from saga.pages import STEP_LABELS, theme_terms
from saga.rules.state import STEPS
from saga.rules.themes import THEMES
from tests.pages.phones import phone_with_seat


# -- plain tests ---------------------------------------------------------------------------
@pytest.fixture
def saga(db):
    load_demo()
    cube = Cube.objects.get(name="Demo saga cube")
    return APIClient().post("/api/v1/sagas/", {"seats": ["Ann", "Bob"], "cube": cube.pk}, format="json").json()


def post_action(phone: Client, game_id: int, payload: dict) -> dict:
    answer = phone.post(
        f"/api/v1/sagas/{game_id}/actions/",
        json.dumps(payload),
        content_type="application/json",
        HTTP_X_CSRFTOKEN=phone.cookies["csrftoken"].value,
    )
    assert answer.status_code == 200, answer.content
    return answer.json()


def view_of(phone: Client, game_id: int) -> dict:
    return phone.get(f"/api/v1/sagas/{game_id}/").json()


def config_of(html: str, element_id: str) -> dict:
    return json.loads(html.split(f'id="{element_id}" type="application/json">')[1].split("</script>")[0])


def test_the_saga_page_needs_a_seat(saga):
    page = Client().get(f"/sagas/{saga['id']}/")
    assert page.status_code == 403 and b'href="/join/"' in page.content
    assert Client().get(f"/sagas/{saga['id']}/save-sheet/").status_code == 403


def test_the_saga_page_has_its_controls_and_hands_saga_js_its_config(saga):
    phone = phone_with_seat(saga["join_code"], 1)
    page = phone.get(f"/sagas/{saga['id']}/")
    assert page.status_code == 200 and "csrftoken" in page.cookies
    html = page.content.decode()
    for element in (
        'id="conn"',
        'id="waiting"',
        'id="players"',
        'id="theme"',
        'id="market"',
        'id="buy"',
        'id="pass"',
        'id="deck-cards"',
        'id="side-cards"',
        'id="basics"',
        'id="autofill"',
        'id="register"',
        'id="follow-yes"',
        'id="commander"',
        'id="play"',
        'id="draw"',
        'id="skirmish-draw"',
        'id="duel-0"',
        'id="poc-sell"',
        'id="force-none"',
        'id="sell-trending"',
        'id="pick"',
        'id="split-submit"',
        'id="pile-a"',
        'id="insure-submit"',
        'id="hire"',
        'id="decline-thief"',
        'id="undo"',
        'id="log"',
        f'href="/api/v1/sagas/{saga["id"]}/timeline.svg"',
        f'href="/api/v1/sagas/{saga["id"]}/deck/?as=text"',
        f'href="/api/v1/sagas/{saga["id"]}/deck/?as=cockatrice"',
        f'href="/sagas/{saga["id"]}/save-sheet/"',
        "/static/treasury/live.",
        "/static/treasury/saga.",
    ):
        assert element in html, element
    assert '<label for="theme-count">' in html and '<label for="commander">' in html
    assert config_of(html, "live-config") == {
        "kind": "saga",
        "plural": "sagas",
        "game": saga["id"],
        "seat": 1,
        "role": "player",
        "push_key": None,
        "max_card_ids": 500,
    }
    extra = config_of(html, "saga-config")
    assert set(extra["steps"]) >= {step for step, _ in STEPS}
    assert extra["basics"] == ["Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes"]
    assert set(extra["themes"]) == {theme.name for theme in THEMES}


def test_theme_terms_put_rewards_and_penalties_in_words():
    terms = theme_terms()
    assert terms["Year of the Rainbow"] == {
        "reward": "starting hand +1, life +2",
        "penalty": "",
        "always": "",
        "checked": True,
    }
    assert terms["Year of New Beginnings"]["penalty"] == "starting hand -1, life -4"
    assert terms["Year of Frenzy"]["always"] == "life -4"
    assert terms["Year of the Rat"]["reward"] == "starting hand +1, life +1 per qualifying card above 2"
    assert terms["Year of Skill"]["checked"] is False
    assert set(STEP_LABELS) >= {step for step, _ in STEPS}


def test_the_plain_page_and_the_join_page_lead_to_the_saga_page(saga):
    phone = phone_with_seat(saga["join_code"], 0)
    answer = phone.get(f"/games/{saga['id']}/")
    assert answer.status_code == 302 and answer["Location"] == f"/sagas/{saga['id']}/"
    join = Client().get(f"/join/{saga['join_code']}/")
    assert f'data-next="/sagas/{saga["id"]}/"' in join.content.decode()
    assert phone.get("/sagas/999999/").status_code == 404
    assert phone.get("/sagas/999999/save-sheet/").status_code == 404


def test_an_auction_is_not_a_saga(db):
    load_demo()
    cube = Cube.objects.get(name="Demo auction block")
    auction = APIClient().post("/api/v1/auctions/", {"seats": ["Ann", "Bob"], "cube": cube.pk}, format="json").json()
    phone = phone_with_seat(auction["join_code"], 0)
    assert phone.get(f"/sagas/{auction['id']}/").status_code == 404
    assert phone.get(f"/sagas/{auction['id']}/save-sheet/").status_code == 404


def test_the_save_sheet_shows_my_deck_and_only_counts_of_the_opponents(saga):
    gid = saga["id"]
    phones = [phone_with_seat(saga["join_code"], 0), phone_with_seat(saga["join_code"], 1)]
    first = view_of(phones[0], gid)["view"]["starting_player"]
    pools = {}
    for seat in (first, 1 - first):
        me = view_of(phones[seat], gid)["view"]["players"][seat]
        pools[seat] = me["sideboard"]
        post_action(
            phones[seat],
            gid,
            {"type": "register_deck", "cards": me["sideboard"][:30], "basics": {"Forest": 6, "Island": 4}},
        )
    detail = view_of(phones[0], gid)
    view = detail["view"]
    assert view["step"] == "fall_play_draw"
    cards = view["cards"]
    my_names = {cards[str(i)]["name"] for i in pools[0][:30]}
    my_side = {cards[str(i)]["name"] for i in pools[0][30:]}

    page = phones[0].get(f"/sagas/{gid}/save-sheet/")
    assert page.status_code == 200
    html = page.content.decode()
    assert 'id="sheet-year">1<' in html and 'id="sheet-season">Fall<' in html
    assert f'id="sheet-step">{STEP_LABELS["fall_play_draw"]}<' in html
    assert f'id="sheet-starting">{view["players"][first]["name"]}<' in html
    assert f'id="pile-core">{view["pile_sizes"]["core_pool"]}<' in html
    assert f'id="pile-occasional">{view["pile_sizes"]["occasional_pool"]}<' in html
    assert 'id="pile-private">0<' in html
    for p in view["players"]:
        assert f'data-gold="{p["gold"]}"' in html and f'data-vp="{p["vp"]}"' in html
    mine = html.split('id="deck-0"')[1].split("</ul>")[0]
    assert all(name.replace("'", "&#x27;") in mine for name in my_names)
    assert "6 Forest" in mine and "4 Island" in mine
    side = html.split('id="side-0"')[1].split("</ul>")[0]
    assert all(name.replace("'", "&#x27;") in side for name in my_side)
    # Bob's deck: counts only, none of his card names
    assert 'id="deck-1"' not in html and 'id="counts-1"' in html
    bob_names = {c["name"] for c in view_of(phones[1], gid)["view"]["cards"].values()} - set(
        cards[str(i)]["name"] for i in pools[0]
    )
    assert bob_names and not any(f"<li>{name}</li>" in html for name in bob_names)
    counts = html.split('id="counts-1"')[1].split("</p>")[0]
    assert "<strong>30</strong>" in counts and "registered 40 with basics" in counts

    # the host sees both only as counts
    host = Client()
    host.post(f"/games/{gid}/seat/", {"token": saga["host_token"]})
    sheet = host.get(f"/sagas/{gid}/save-sheet/").content.decode()
    assert 'id="counts-0"' in sheet and 'id="counts-1"' in sheet and 'id="deck-0"' not in sheet
    assert "as the host sees it" in sheet


# -- browser tests ---------------------------------------------------------------------------
def create_saga(base: str) -> dict:
    from tests.pages.browser import api

    cube = next(c for c in api(base, "GET", "/api/v1/cubes/")["results"] if c["name"] == "Demo saga cube")
    return api(base, "POST", "/api/v1/sagas/", {"seats": ["Ann", "Bob"], "cube": cube["id"]})


def join_saga(page, base: str, code: str, seat: int) -> None:
    from tests.pages.browser import wait_ready

    page.goto(f"{base}/join/{code}/")
    page.check(f'input[name="seat"][value="{seat}"]')
    page.click("#take-seat")
    page.wait_for_url("**/sagas/*/")
    wait_ready(page)


def version_of(page) -> int:
    return page.evaluate("() => window.treasuryTable.detail.version")


def wait_step(page, step: str, timeout: float = 5000) -> None:
    page.wait_for_function(
        "s => window.treasuryTable.detail && window.treasuryTable.detail.view.step === s", arg=step, timeout=timeout
    )


def phone_shot(page, name: str, selector: str) -> None:
    """What the phone's screen shows with `selector` scrolled to the top (sticky bars where they sit)."""
    from tests.pages.browser import screenshot

    screenshot(page, name, selector)


def shot_of(locator, name: str) -> None:
    from tests.pages import browser

    browser.shot_of(locator, name)


@pytest.mark.browser
def test_two_phones_register_skirmish_and_a_purchase_shows_on_the_other_phone(live_url, phone):
    from tests.pages.browser import detail, screenshot, wait_version

    started = time.monotonic()
    created = create_saga(live_url)
    ann = phone()
    bob = phone(viewport={"width": 360, "height": 740}, color_scheme="dark")  # the narrowest phone served
    join_saga(ann, live_url, created["join_code"], 0)
    join_saga(bob, live_url, created["join_code"], 1)
    pages = [ann, bob]
    first = detail(ann)["view"]["starting_player"]
    other = 1 - first
    for page in pages:  # both build at once
        assert "Waiting on you to register your deck" in page.text_content("#waiting")
        assert page.locator("#builder").is_visible()

    # register: auto-fill 40 from the pool, the filters and the curve, the basics (steppers, the
    # number box, the suggestion), a card tapped in and out where it stands, then register
    for seat in (other, first):
        page = pages[seat]
        page.wait_for_selector("#register:not([hidden])")
        assert page.is_disabled("#register")
        page.click("#autofill")
        assert page.text_content("#register-size") == "40 / 40"
        assert page.locator('#pool-cards button.card[aria-pressed="true"]').count() == 40
        curve = page.eval_on_selector_all("#curve .n", "bars => bars.map(b => +b.textContent)")
        deck = [
            detail(page)["view"]["cards"][c]
            for c in page.eval_on_selector_all(
                '#pool-cards button.card[aria-pressed="true"]', "bs => bs.map(b => b.dataset.card)"
            )
        ]
        nonland = [c for c in deck if "Land" not in c["types"]]
        assert sum(curve) == len(nonland) and curve[1] == sum(1 for c in nonland if c["mana_value"] == 1)
        page.click('#type-filters button[data-value="Creature"]')
        shown = page.eval_on_selector_all("#pool-cards button.card", "bs => bs.map(b => b.dataset.card)")
        assert shown and all("Creature" in detail(page)["view"]["cards"][c]["types"] for c in shown)
        page.click('#type-filters button[data-value=""]')
        page.click('button[data-basic="Forest"][data-delta="1"]')
        assert page.text_content("#register-size") == "41 / 40"
        page.fill("#basic-Forest", "3")
        page.dispatch_event("#basic-Forest", "change")
        assert page.text_content("#register-size") == "43 / 40"
        page.fill("#basic-Forest", "0")
        page.dispatch_event("#basic-Forest", "change")
        page.click("#clear-deck")
        page.click("#suggest-basics")  # an empty deck: the suggestion fills 40 with basics
        assert page.text_content("#register-size") == "40 / 40"
        for name in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes"):
            page.fill(f"#basic-{name}", "0")
            page.dispatch_event(f"#basic-{name}", "change")
        page.click("#autofill")
        outside = page.locator('#pool-cards button.card[aria-pressed="false"]').first
        card_id = outside.get_attribute("data-card")
        order = "bs => bs.map(b => b.dataset.card)"
        where = "b => b.getBoundingClientRect().top + window.scrollY"
        place = page.eval_on_selector_all("#pool-cards button.card", order).index(card_id)
        top = page.eval_on_selector(f'#pool-cards button[data-card="{card_id}"]', where)
        outside.click()  # the 41st card: tapped in where it stands
        assert page.text_content("#register-size") == "41 / 40"
        assert page.eval_on_selector_all("#pool-cards button.card", order).index(card_id) == place
        assert page.eval_on_selector(f'#pool-cards button[data-card="{card_id}"]', where) == top, "the card moved"
        page.click(f'#pool-cards button[data-card="{card_id}"]')  # and out again
        assert page.text_content("#register-size") == "40 / 40"
        if seat == first:
            phone_shot(page, "saga-deck", "#pool-panel")
        version = version_of(page)
        page.click("#register")
        wait_version(pages[0], version + 1)
        wait_version(pages[1], version + 1)
        assert page.locator("#builder").is_hidden()
        assert page.locator("#deck-cards .card").count() == 40
        assert "Last registered: year 1 fall, 40 cards + 0 basics" in page.text_content("#registered-line")
    assert detail(ann)["view"]["step"] == "fall_play_draw"

    # play or draw, then the skirmish (Ann wins: +6 gold); the deals run by themselves
    assert pages[other].locator("#play-draw").is_hidden()
    pages[first].click("#play")
    wait_step(pages[other], "fall_skirmish")
    assert pages[other].text_content(f"#skirmish-{other}") == "I won"
    gold_before = detail(ann)["view"]["players"][0]["gold"]
    pages[other].click("#skirmish-0")
    pages[first].wait_for_selector("#confirm-result", state="visible")  # the other phone confirms
    pages[first].click("#confirm-result")
    wait_step(ann, "winter_market")
    wait_step(bob, "winter_market")
    view = detail(ann)["view"]
    assert view["players"][0]["gold"] == gold_before + 6
    assert view["players"][first]["sideboard_count"] == 1 + 7  # the card left out, and Fresh Ideas
    assert ann.locator("#market button.card").count() == 12  # 2 rows of 6 in year 1
    assert "Winter Market" in bob.text_content("#market-title")
    assert ann.text_content("#step-line").startswith("Year 1 · Winter · Winter Market")

    # buy at the market on one phone: the other sees the slot empty, told on its socket (it asks nothing)
    buyer, watcher = pages[first], pages[other]
    assert watcher.locator("#market button.card").first.is_disabled()
    slot = buyer.locator('#market button.card[data-row="1"][data-column="2"]')
    name = slot.get_attribute("data-card")
    card_name = detail(buyer)["view"]["cards"][name]["name"]
    slot.click()
    assert buyer.text_content("#buy") == f"Buy {card_name} · 3 gold"
    gold = detail(buyer)["view"]["players"][first]["gold"]
    version = version_of(watcher)
    drawn_before = watcher.inner_html("#timeline")
    asked: list[str] = []
    watcher.on("request", lambda request: request.resource_type in ("fetch", "xhr") and asked.append(request.url))
    buyer.click("#buy")
    watcher.wait_for_selector('#market .empty[data-row="1"][data-column="2"]')
    wait_version(watcher, version + 1)
    wait_version(buyer, version + 1)  # the buyer's own page draws its answer in its own time
    assert asked == [] and watcher.get_attribute("#conn", "data-state") == "live"
    assert f"bought {card_name} for 3" in watcher.text_content("#log")
    assert watcher.text_content(f'#players tr[data-seat="{first}"] td.gold') == str(gold - 3)
    assert f"sideboard {1 + 7 + 1}" in watcher.text_content(f'#players tr[data-seat="{first}"]')
    assert card_name in buyer.text_content("#side-cards")
    buyer.click("#side-box summary")
    buyer.click(f'#side-cards button[data-face="{detail(buyer)["view"]["players"][first]["sideboard"][-1]}"]')
    buyer.wait_for_selector("#card-face[open]")  # a tap on a listed card shows its face
    assert buyer.text_content("#face-name") == card_name
    buyer.click("#face-close")
    assert "Waiting on you to buy a card on offer or pass" in watcher.text_content("#waiting")
    assert not watcher.is_disabled("#pass")
    # the timeline is drawn again after the push: the buyer's gold line ends 3 lower
    assert watcher.inner_html("#timeline") != drawn_before
    assert f"{detail(watcher)['view']['players'][first]['name']}: {gold - 3} gold" in watcher.text_content(
        "#timeline-legend"
    )
    assert bob.evaluate("() => document.documentElement.scrollWidth") <= 360, "no sideways scrolling at 360 px"
    phone_shot(buyer, "saga-market", "#market-panel")
    phone_shot(watcher, "saga-market-seen", "#market-panel")
    shot_of(watcher.locator("#timeline").locator("xpath=.."), "saga-timeline")

    # the undo: the buyer may take the purchase back until the other phone acts
    assert buyer.locator("#undo-panel").is_visible()
    assert watcher.locator("#undo-panel").is_hidden()

    # the save sheet from the buyer's phone
    buyer.goto(f"{live_url}/sagas/{created['id']}/save-sheet/")
    assert buyer.text_content("#sheet-step") == "Winter Market"
    assert buyer.locator(f"#deck-{first} li").count() == 40
    assert card_name in buyer.text_content(f"#side-{first}")
    assert buyer.locator(f"#deck-{other}").count() == 0 and buyer.locator(f"#counts-{other}").count() == 1
    screenshot(buyer, "saga-save-sheet")
    assert ann.errors == [] and bob.errors == []
    print(f"saga browser walk: {time.monotonic() - started:.1f} s")


@pytest.mark.browser
def test_a_saga_cards_face_opens_from_the_button_beside_it_and_a_tap_on_the_card_chooses_it(live_url, phone):
    """The face on tap in the saga as in the other formats (issue 39.5): in the pool a deck is built
    from, a tap on a card chooses it and the button beside it opens its face, with the demo card's
    real facts (name, cost, type, rules text, power/toughness); a tap beside the face closes it."""
    from tests.pages.browser import assert_accessible, detail

    created = create_saga(live_url)
    ann = phone()
    join_saga(ann, live_url, created["join_code"], 0)
    ann.wait_for_selector("#pool-cards button.card")
    cards = detail(ann)["view"]["cards"]
    shown = ann.eval_on_selector_all("#pool-cards button.card", "bs => bs.map(b => b.dataset.card)")
    creature = next(card for card in shown if cards[card]["power"] and cards[card]["oracle_text"])
    facts = cards[creature]
    tile = ann.locator(f'#pool-cards button.card[data-card="{creature}"]')
    assert tile.get_attribute("aria-pressed") == "false"

    ann.tap(f'#pool-cards .tile:has(button.card[data-card="{creature}"]) .face-button')
    ann.wait_for_selector("#card-face[open]")
    assert ann.text_content("#face-name") == facts["name"]
    assert ann.text_content("#face-cost") == "Cost " + facts["mana_cost"]
    assert ann.text_content("#face-type") == facts["type_line"]
    assert ann.text_content("#face-text") == facts["oracle_text"]
    assert ann.text_content("#face-pt") == f"Power/toughness {facts['power']}/{facts['toughness']}"
    assert_accessible(ann)
    assert tile.get_attribute("aria-pressed") == "false", "opening the face chose nothing"
    ann.touchscreen.tap(4, 600)  # beside the face: it closes
    ann.wait_for_selector("#card-face", state="hidden")

    tile.tap()
    assert tile.get_attribute("aria-pressed") == "true"
    assert ann.locator("#card-face[open]").count() == 0
    assert ann.errors == []

"""The acceptance test of the Cube Saga: a whole year played from two phones, through the pages.

Ann and Bob (two 360 px phones, one in dark mode) start a saga from the demo saga cube, with a seed
that deals Year of Solomon as year 2's theme, and play year 1 step by step with taps only: deck
registration (both build at once), play or draw, the skirmish (reported by one phone, disputed,
reported again and confirmed by the other), Fresh Ideas (dealt by the table),
the Winter Market (buys and two passes), the Spring registration, the best-of-3 duel game by game,
Glory, the trending cards (a forced sale, a sale and a refusal), the next theme's reveal (Solomon:
each player's 5 cards split by the other, a pile chosen), Learning from Mistakes (loser 3 picks,
winner 1) and the Summer Fair, until year 2's Fall registration. After the Winter Market the server
is stopped and started again on the same database: both phones show the same step, gold and VPs
after a reload. At the end the host exports the saga, imports it as a new game (same state), and
the timeline (drawn on the page, and the API's picture) holds year 1. At every step each phone has
a control for every action the server accepts from it, and axe-core finds nothing at the steps it
checks.

Run: pytest tests/pages/test_saga_year.py -m browser -p no:xdist"""

import json
import re
import subprocess
import sys
import time
import urllib.request

import pytest

from tests.pages.browser import ROOT, assert_accessible, assert_controls, detail, screenshot, wait_ready, wait_version

ANN, BOB = 0, 1
STEP_TIMEOUT = 30_000  # ms: a tap, its commit, the deals that follow and the push to the other phone


# -- helpers -----------------------------------------------------------------------------------
def call(base: str, method: str, path: str, body: dict | None = None, token: str = "") -> dict:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Seat {token}"
    request = urllib.request.Request(
        base + path, method=method, headers=headers, data=None if body is None else json.dumps(body).encode()
    )
    with urllib.request.urlopen(request, timeout=20) as answer:
        return json.loads(answer.read())


def join(page, base: str, code: str, seat: int) -> None:
    page.goto(f"{base}/join/{code}/")
    page.check(f'input[name="seat"][value="{seat}"]')
    page.click("#take-seat")
    page.wait_for_url("**/sagas/*/")
    wait_ready(page)


def view(page) -> dict:
    return detail(page)["view"]


def version_of(page) -> int:
    return page.evaluate("() => window.treasuryTable.detail.version")


def wait_step(pages, step: str) -> None:
    for page in pages:
        page.wait_for_function(
            "s => window.treasuryTable.detail && window.treasuryTable.detail.view.step === s",
            arg=step,
            timeout=STEP_TIMEOUT,
        )
        assert_controls(page)


def wait_waiting_on(pages, seats: list[int]) -> None:
    for page in pages:
        page.wait_for_function(
            "s => { const d = window.treasuryTable.detail; "
            "return d && JSON.stringify(d.view.waiting_on) === JSON.stringify(s); }",
            arg=seats,
            timeout=STEP_TIMEOUT,
        )


def wait_any_step(page, steps) -> str:
    page.wait_for_function(
        "s => window.treasuryTable.detail && s.includes(window.treasuryTable.detail.view.step)",
        arg=list(steps),
        timeout=STEP_TIMEOUT,
    )
    return view(page)["step"]


def tap(page, selector: str) -> None:
    """Tap a control that sends an action, and wait until this phone shows the commit."""
    version = version_of(page)
    page.click(selector)
    wait_version(page, version + 1, timeout=STEP_TIMEOUT)
    assert_controls(page)


def report_and_confirm(reporter, answerer, selector: str, words: str) -> None:
    """One phone reports a result; the other shows it ("Ann reports: …") and confirms it."""
    tap(reporter, selector)
    answerer.wait_for_selector("#confirm-result", state="visible", timeout=STEP_TIMEOUT)
    assert answerer.text_content("#answer-text") == words + ". Is that right?"
    assert reporter.locator("#confirm-result").is_hidden()
    tap(answerer, "#confirm-result")


def shown(page) -> dict:
    """What the phone's screen says about where the saga is: step line, banner, gold and VPs."""
    return {
        "step": page.text_content("#step-line"),
        "waiting": page.text_content("#waiting"),
        "gold": page.eval_on_selector_all("#players td.gold[data-gold]", "cells => cells.map(c => +c.dataset.gold)"),
        "vp": page.eval_on_selector_all("#players td.vp[data-vp]", "cells => cells.map(c => +c.dataset.vp)"),
    }


def golds(page) -> list[int]:
    return shown(page)["gold"]


def shot(page, name: str, selector: str | None = None) -> None:
    """What the phone's screen shows (viewport size), with `selector` scrolled to the top."""
    if not selector:
        page.evaluate("() => window.scrollTo(0, 0)")
    screenshot(page, f"saga-year-{name}", selector, full_page=False)


def both_show(pages, selector: str) -> None:
    for page in pages:
        page.wait_for_selector(selector, state="visible", timeout=STEP_TIMEOUT)


def seeded_saga(server) -> dict:
    """A saga made on the server's own database with a seed that deals Year of Solomon next."""
    made = subprocess.run(
        [sys.executable, "-m", "tests.pages.seeded", "Demo saga cube", "Ann", "Bob"],
        env={**server.env, "DJANGO_SETTINGS_MODULE": "config.settings"},
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(made.stdout)


def only_for(pages, seat: int, selector: str) -> None:
    """The control is on `seat`'s phone and not on the other one."""
    pages[seat].wait_for_selector(selector, state="visible", timeout=STEP_TIMEOUT)
    assert pages[1 - seat].locator(selector).is_hidden(), f"{selector} shows on the phone not asked"


def register(page) -> None:
    """Build a 40-card deck with the page's own tools and register it."""
    page.wait_for_selector("#register:not([hidden])", timeout=STEP_TIMEOUT)
    page.click("#clear-deck")
    page.click("#autofill")
    assert page.text_content("#register-size") == "40 / 40"
    tap(page, "#register")
    assert page.locator("#builder").is_hidden()


def buy(page, nth: int) -> tuple[str, int]:
    """Tap the `nth` card this phone can afford, then Buy; the card's name and price."""
    card = page.locator("#market button.card:not([disabled])").nth(nth)
    price = int(card.get_attribute("data-column")) + 1
    name = view(page)["cards"][card.get_attribute("data-card")]["name"]
    card.click()
    assert page.text_content("#buy") == f"Buy {name} · {price} gold"
    tap(page, "#buy")
    return name, price


# -- the test ----------------------------------------------------------------------------------
@pytest.mark.browser
def test_a_whole_year_from_two_phones_survives_a_restart_an_export_and_an_import(restartable_server, phone):
    server = restartable_server
    base = server.url
    started = time.monotonic()
    created = seeded_saga(server)
    gid, host_token = created["id"], created["host_token"]
    ann, bob = phone(), phone(color_scheme="dark")
    join(ann, base, created["join_code"], ANN)
    join(bob, base, created["join_code"], BOB)
    pages = [ann, bob]
    first = view(ann)["starting_player"]
    other = 1 - first
    start_gold = golds(ann)
    assert start_gold[first] == 12 and start_gold[other] == 15

    # -- Fall Skirmish: both build at once, play or draw, the skirmish ---------------------------
    assert view(ann)["step"] == "fall_register" and view(ann)["waiting_on"] == [first, other]
    both_show(pages, "#builder")
    for page in pages:
        assert_accessible(page)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    shot(pages[first], "1-fall-register", "#pool-panel")
    register(pages[other])  # the second player registers first: nobody waits on the other
    wait_waiting_on(pages, [first])
    assert pages[first].locator("#builder").is_visible() and pages[other].locator("#builder").is_hidden()
    register(pages[first])
    wait_step(pages, "fall_play_draw")
    only_for(pages, first, "#play")
    tap(pages[first], "#play")
    wait_step(pages, "fall_skirmish")
    assert view(ann)["play_first"] == first
    for page in pages:  # both players may report
        page.wait_for_selector("#skirmish-0", state="visible")
    assert bob.text_content("#skirmish-0") == "Ann won" and ann.text_content("#skirmish-0") == "I won"
    sideboards = [view(page)["players"][seat]["sideboard_count"] for seat, page in enumerate(pages)]
    tap(bob, "#skirmish-1")  # Bob taps the wrong winner; Ann sees it and disputes it
    ann.wait_for_selector("#dispute-result", state="visible", timeout=STEP_TIMEOUT)
    assert ann.text_content("#answer-text") == "Bob reports: Bob won the skirmish. Is that right?"
    assert bob.text_content("#answer-text").startswith("You report: Bob won the skirmish. Waiting for Ann")
    assert view(ann)["waiting_on"] == [ANN] and golds(ann) == [start_gold[ANN], start_gold[BOB]]
    tap(ann, "#dispute-result")
    wait_waiting_on(pages, [first, other])
    bob.wait_for_selector("#skirmish-0", state="visible", timeout=STEP_TIMEOUT)
    report_and_confirm(bob, ann, "#skirmish-0", "Bob reports: Ann won the skirmish")  # Ann won: +6 gold

    # Fresh Ideas (7 cards each) and the Winter Market's deal happen by themselves
    wait_step(pages, "winter_market")
    market_view = view(ann)
    assert [p["sideboard_count"] for p in market_view["players"]] == [n + 7 for n in sideboards]
    assert golds(ann) == [start_gold[ANN] + 6, start_gold[BOB]]
    assert any(e["reason"] == "skirmish spoils" and e["seat"] == ANN for e in market_view["ledger"])
    assert ann.text_content("#step-line") == "Year 1 · Winter · Winter Market"
    assert ann.locator("#market button.card").count() == 12
    ann.wait_for_function("() => document.getElementById('log').textContent.includes('Fresh Ideas: 7 cards for Ann')")
    bob.wait_for_function("() => document.getElementById('log').textContent.includes('Fresh Ideas: 7 cards for Bob')")

    # -- the Winter Market: three buys, then two passes in a row close it ------------------------
    only_for(pages, first, "#buy-bar")
    before = golds(ann)
    bought = [buy(pages[first], 0)]
    wait_waiting_on(pages, [other])
    bought.append(buy(pages[other], 3))
    wait_waiting_on(pages, [first])
    bought.append(buy(pages[first], 2))
    wait_waiting_on(pages, [other])
    for page in pages:
        page.wait_for_function("n => document.querySelectorAll('#market .empty').length === n", arg=3)
    expect = list(before)
    for seat, (_name, price) in zip((first, other, first), bought, strict=True):
        expect[seat] -= price
    assert golds(ann) == expect and golds(bob) == expect
    assert bought[0][0] in pages[first].text_content("#side-cards")
    shot(pages[other], "2-winter-market", "#market-panel")
    assert_accessible(pages[other])
    tap(pages[other], "#pass")
    wait_waiting_on(pages, [first])
    assert "passed" in pages[first].text_content("#log")
    tap(pages[first], "#pass")
    wait_step(pages, "spring_register")
    assert ann.locator("#market-panel").is_hidden()
    assert view(ann)["private_collections"], "the market's leftovers went to the Private Collections"

    # -- stop the server, start it again on the same database, and find the same table -----------
    before_stop = [shown(page) for page in pages]
    assert before_stop[ANN]["gold"] == before_stop[BOB]["gold"] == expect
    assert before_stop[ANN]["step"] == "Year 1 · Spring · Spring Festival: register decks"
    stop_began = time.monotonic()
    server.stop()
    for page in pages:  # the phones notice the server went away
        page.wait_for_selector('#conn:not([data-state="live"])', timeout=STEP_TIMEOUT)
    restart_took = server.start()
    for page in pages:
        page.reload()
        # a socket refused while the new server warms up is tried again after a backoff (0.25-15 s);
        # open, it may say "delayed" until its first probe of the pushes comes back from the warming server
        page.wait_for_selector('#conn[data-state="live"], #conn[data-state="delayed"]', timeout=3 * STEP_TIMEOUT)
        wait_ready(page)
    restarted = time.monotonic() - stop_began
    after_restart = [shown(page) for page in pages]
    assert after_restart == before_stop
    assert view(ann)["step"] == "spring_register" and view(ann)["waiting_on"] == [first, other]
    assert bought[0][0] in pages[first].text_content("#pool-cards")
    shot(pages[first], "3-after-restart")

    # -- the Spring Festival: registration (both at once), the duel game by game, Glory ----------
    both_show(pages, "#builder")
    register(pages[first])
    register(pages[other])
    wait_step(pages, "spring_play_draw")
    only_for(pages, first, "#draw")
    tap(pages[first], "#draw")
    wait_step(pages, "spring_duel")
    assert view(ann)["play_first"] == other
    ann.wait_for_selector("#duel", state="visible")
    assert "No game reported yet. Who won game 1?" in ann.text_content("#duel-games")
    report_and_confirm(ann, bob, "#duel-1", "Ann reports: Bob won duel game 1")  # game 1: Bob
    bob.wait_for_function("() => window.treasuryTable.detail.view.games.length === 1")
    assert "game 1: Bob" in bob.text_content("#duel-games") and "Who won game 2?" in bob.text_content("#duel-games")
    assert view(bob)["step"] == "spring_duel"
    report_and_confirm(bob, ann, "#duel-0", "Bob reports: Ann won duel game 2")  # game 2: Ann
    ann.wait_for_function("() => window.treasuryTable.detail.view.games.length === 2")
    assert "game 1: Bob, game 2: Ann." in ann.text_content("#duel-games")
    shot(ann, "4-duel", "#stage")
    gold_before_glory = golds(ann)
    report_and_confirm(ann, bob, "#duel-0", "Ann reports: Ann won duel game 3")  # game 3: Ann wins the duel 2-1

    # Glory: Ann +12 gold and 1 VP, Bob +9 and starts next; 4 trending cards each
    wait_step(pages, "spring_force_sale")
    glory = view(ann)
    assert [p["vp"] for p in glory["players"]] == [1, 0]
    assert golds(ann) == [gold_before_glory[ANN] + 12, gold_before_glory[BOB] + 9]
    assert glory["duel_winner"] == ANN and glory["starting_player"] == BOB
    assert [len(p["trending"]) for p in glory["players"]] == [4, 4]
    assert shown(bob)["vp"] == [1, 0]
    bob.wait_for_function(
        "t => document.getElementById('log').textContent.includes(t)", arg="Ann won the duel: +12 gold, 1 VP"
    )

    # the loser (Bob) forces Ann to sell one of her trending cards
    only_for(pages, BOB, "#force")
    forced = bob.locator("#force-cards button.card").first
    forced_id = int(forced.get_attribute("data-card"))
    forced_value = next(t["value"] for t in glory["players"][ANN]["trending"] if t["card"] == forced_id)
    forced.click()
    assert bob.text_content("#force-none").startswith("Force the sale of ")
    shot(bob, "5-force-sale", "#stage")
    gold = golds(bob)
    tap(bob, "#force-none")
    # Bob sells one of his own trending cards
    wait_step(pages, "spring_loser_sells")
    assert golds(bob) == [gold[ANN] + forced_value, gold[BOB]]
    only_for(pages, BOB, "#sell")
    sold = bob.locator("#sell-cards button.card").nth(1)
    sold_id = int(sold.get_attribute("data-card"))
    sold_value = next(t["value"] for t in glory["players"][BOB]["trending"] if t["card"] == sold_id)
    sold.click()
    assert bob.text_content("#sell-trending") == f"Sell 1 for {sold_value} gold"
    gold = golds(bob)
    tap(bob, "#sell-trending")
    # Ann keeps her three other trending cards: they go back to her deck
    wait_step(pages, "spring_winner_sells")
    assert golds(ann) == [gold[ANN], gold[BOB] + sold_value]
    only_for(pages, ANN, "#sell")
    assert ann.text_content("#sell-trending") == "Sell none"
    ann_deck = view(ann)["players"][ANN]["deck_count"]
    tap(ann, "#sell-trending")

    # the next theme is revealed by the table (and a Year of Solomon is split and chosen)
    solomon = ("spring_solomon_split", "spring_solomon_choose")
    solomon_steps = []
    while wait_any_step(ann, ("spring_loser_picks", *solomon)) in solomon:
        acting = view(ann)["waiting_on"][0]
        solomon_steps.append((view(ann)["step"], acting))
        if view(ann)["step"] == "spring_solomon_split":
            owner = view(ann)["players"][1 - acting]
            assert len(owner["solomon_offer"]) == 5
            for card in owner["solomon_offer"][:2]:  # pile A: two cards, pile B: three
                pages[acting].click(f'#split-cards button.card[data-card="{card}"]')
            assert pages[acting].text_content("#split-submit") == "Split: 2 in A, 3 in B"
            if len(solomon_steps) == 1:
                shot(pages[acting], "5b-solomon-split", "#stage")
                assert_accessible(pages[acting])
            tap(pages[acting], "#split-submit")
        else:
            tap(pages[acting], "#pile-a")
            assert len(view(pages[acting])["players"][acting]["solomon_cards"]) == 2
        wait_version(ann, version_of(pages[acting]), timeout=STEP_TIMEOUT)
    assert solomon_steps == [
        ("spring_solomon_split", ANN),
        ("spring_solomon_choose", BOB),
        ("spring_solomon_split", BOB),
        ("spring_solomon_choose", ANN),
    ]
    wait_step(pages, "spring_loser_picks")
    picks = view(bob)
    assert view(ann)["players"][ANN]["deck_count"] == ann_deck + 3
    next_theme = picks["next_theme"]
    assert next_theme and next_theme["name"] == "Year of Solomon" and picks["theme"] is None
    for page in pages:
        assert page.locator("#next-theme").is_visible()
        assert f"Next year: {next_theme['name']}" in page.text_content("#next-theme")
        page.wait_for_function(
            "t => document.getElementById('log').textContent.includes(t)", arg=f"Year 2's theme: {next_theme['name']}"
        )

    # Learning from Mistakes: the loser (Bob) picks 3 of the 15, the winner (Ann) 1 of the rest
    only_for(pages, BOB, "#picks")
    assert len(picks["booster"]) == 15 and view(ann)["booster"] is None
    assert bob.is_disabled("#pick") and bob.text_content("#pick") == "Pick 0 of 3"
    for _ in range(3):
        bob.locator("#pick-cards button.card[aria-pressed=false]").first.click()
    assert bob.text_content("#pick") == "Pick 3 of 3"
    assert bob.locator("#pick-cards button.card[disabled]").count() == 12
    shot(bob, "6-learning-picks", "#stage")
    sideboards = [view(page)["players"][seat]["sideboard_count"] for seat, page in enumerate(pages)]
    tap(bob, "#pick")
    wait_step(pages, "spring_winner_picks")
    only_for(pages, ANN, "#picks")
    assert len(view(ann)["booster"]) == 12 and view(bob)["booster"] is None
    ann.locator("#pick-cards button.card").nth(4).click()
    assert ann.text_content("#pick") == "Pick 1 of 1"
    tap(ann, "#pick")

    # -- the Summer Fair: Bob (who starts now) buys, then two passes end the year -----------------
    wait_step(pages, "summer_fair")
    fair = view(ann)
    assert [p["sideboard_count"] for p in fair["players"]] == [sideboards[ANN] + 1, sideboards[BOB] + 3]
    assert ann.text_content("#market-title") == "Summer Fair"
    only_for(pages, BOB, "#buy-bar")
    gold = golds(bob)
    _name, price = buy(bob, 1)
    wait_waiting_on(pages, [ANN])
    assert golds(ann) == [gold[ANN], gold[BOB] - price]
    shot(ann, "7-summer-fair", "#market-panel")
    tap(ann, "#pass")
    wait_waiting_on(pages, [BOB])
    tap(bob, "#pass")

    # -- year 2's Fall registration, with the theme revealed last spring -------------------------
    wait_step(pages, "fall_register")
    year2 = view(ann)
    assert year2["year"] == 2 and year2["theme"]["name"] == next_theme["name"] and year2["next_theme"] is None
    assert year2["waiting_on"] == [BOB, ANN] and year2["starting_player"] == BOB
    for page in pages:
        assert page.text_content("#step-line") == "Year 2 · Fall · Fall Skirmish: register decks"
        assert f"Theme: {next_theme['name']}" in page.text_content("#theme")
    both_show(pages, "#builder")
    final = shown(ann)
    assert final["vp"] == [1, 0] and shown(bob)["gold"] == final["gold"]
    shot(bob, "8-year-2")
    played = time.monotonic() - started

    # -- export (the host's token, both players allowing it), import, and the same state ----------
    for page in pages:
        allowed = page.evaluate(
            """async (url) => {
                const csrf = document.cookie.split('; ').find(c => c.startsWith('csrftoken=')).split('=')[1];
                const answer = await fetch(url, {method: 'PATCH', body: JSON.stringify({allows_export: true}),
                    headers: {'Content-Type': 'application/json', 'X-CSRFToken': csrf}});
                return (await answer.json()).allows_export;
            }""",
            f"/api/v1/sagas/{gid}/seats/me/",
        )
        assert allowed is True
    exported = call(base, "GET", f"/api/v1/sagas/{gid}/export/", token=host_token)
    assert exported["kind"] == "saga" and exported["state"]["year"] == 2
    assert exported["version"] == len(exported["actions"]) == detail(ann)["version"]
    imported = call(base, "POST", "/api/v1/sagas/import/", exported)
    assert imported["id"] != gid and imported["version"] == exported["version"]
    for seat in (ANN, BOB):  # the imported saga's players take their seats and allow its export
        token = call(base, "POST", "/api/v1/join/", {"code": imported["join_code"], "seat": seat})["token"]
        call(base, "PATCH", f"/api/v1/sagas/{imported['id']}/seats/me/", {"allows_export": True}, token=token)
    again = call(base, "GET", f"/api/v1/sagas/{imported['id']}/export/", token=imported["host_token"])
    assert again["state"] == exported["state"]
    assert again["actions"] == exported["actions"] and again["rng"] == exported["rng"]

    # -- the timeline: drawn on the page with its values, and the API's picture of year 1 --------
    points = year2["timeline"]
    for page, name in ((ann, "Ann"), (bob, "Bob")):
        drawn = page.eval_on_selector_all("#timeline svg path.line", "paths => paths.map(p => p.getAttribute('d'))")
        assert len(drawn) == 2 and all(d.count("L") == len(points) for d in drawn)  # every point and now
        assert page.eval_on_selector_all("#timeline svg text.axis", "t => t.map(e => e.textContent)")[0] == "0"
        assert page.evaluate("() => document.querySelector('#timeline svg').getBoundingClientRect().width") <= 330
        assert f"{name}: {final['gold'][ANN if name == 'Ann' else BOB]} gold" in page.text_content("#timeline-legend")
    svg = ann.request.get(base + ann.get_attribute("#timeline-svg", "href")).text()
    year1 = [p for p in points if p["year"] == 1]
    assert {p["step"] for p in year1} >= {
        "fall_register",
        "fall_play_draw",
        "fall_skirmish",
        "winter_market",
        "spring_register",
        "spring_duel",
        "spring_loser_picks",
        "summer_fair",
    }
    polylines = re.findall(r'<polyline[^>]* points="([^"]*)"', svg)
    assert len(polylines) == 4 and all(len(line.split()) == len(points) for line in polylines)
    # a point is taken as each step ends: at year 2's first step, every point is year 1's
    assert year1 == points and ">year 1</text>" in svg and ">year 2</text>" not in svg
    assert f"Ann: {final['gold'][ANN]} gold, 1 VP" in svg and f"Bob: {final['gold'][BOB]} gold, 0 VP" in svg
    shot(bob, "9-timeline", "#timeline-title")
    assert_accessible(bob)
    assert ann.errors == [] and bob.errors == []
    print(
        f"\nsaga year ({'Ann' if first == ANN else 'Bob'} started): played in {played:.1f} s; "
        f"server back in {restart_took:.1f} s "
        f"(stop to both phones reloaded {restarted:.1f} s); {len(points)} timeline points, "
        f"{exported['version']} actions; whole test {time.monotonic() - started:.1f} s"
    )

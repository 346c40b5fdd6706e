"""Acceptance of the battler page: four browser tabs play a Treasure Battler game through a whole
stage, and a Bar Battler game through a round and its carousel, each tab seeing only its own
pool and pack.

Every decision is a tap on the page (steppers, card tiles, the buttons of the shop, the hand,
the result and the table draft). The game's whole state is read as the host through the export
endpoint, to compute what each tab must show (its own pool and pack, the counters, treasures,
life, standings) and what it must never show (the other players' pool and pack cards).

Run: `pytest tests/pages/test_battler_acceptance.py -m browser -p no:xdist`."""

import json
import urllib.request

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.pages.browser import api, detail, screenshot, wait_ready, wait_version


# -- helpers ---------------------------------------------------------------------------------
def create_battler(base: str, preset: str) -> dict:
    cubes = api(base, "GET", "/api/v1/cubes/")["results"]
    cube = next(c for c in cubes if c["name"] == "Demo battler cube")
    return api(
        base,
        "POST",
        "/api/v1/battlers/",
        {"seats": ["Ann", "Bob", "Cy", "Di"], "cube": cube["id"], "settings": {"preset": preset}},
    )


def join_battler(page, base: str, code: str, seat: int) -> None:
    page.goto(f"{base}/join/{code}/")
    page.check(f'input[name="seat"][value="{seat}"]')
    page.click("#take-seat")
    page.wait_for_url("**/battlers/*/")
    wait_ready(page)


def tap(page, selector: str) -> None:
    """Tap a card tile and see it selected. A tap is tried again (at most twice) when the page
    drew itself anew between the press and the release, which loses the click."""
    for _ in range(3):
        page.click(selector)
        try:
            page.wait_for_selector(selector + '[aria-pressed="true"]', timeout=10_000)  # then tapped again
            return
        except PlaywrightTimeout:
            if page.get_attribute(selector, "aria-pressed") == "true":
                return
    raise AssertionError(f"tapping {selector} does not select it")


def choose_basics(page, basics: str) -> None:
    """Tap + on a basic's stepper for each letter, checking the count follows every tap."""
    for n, basic in enumerate(basics, start=1):
        for _ in range(3):
            if page.text_content("#basics-count").startswith(f"{n} of"):
                break
            page.click(f'#basics-steppers button[data-step="1"][data-basic="{basic}"]')
            try:
                page.wait_for_function(
                    "n => document.getElementById('basics-count').textContent.startsWith(n + ' of')",
                    arg=n,
                    timeout=10_000,  # then tapped again
                )
                break
            except PlaywrightTimeout:
                pass
    assert page.text_content("#basics-count") == f"{len(basics)} of {len(basics)}"


def phones(phone, *extras: dict) -> list:
    """Four phones (all from 127.0.0.1: the test server raises the per-address limit)."""
    return [phone(**extra) for extra in extras]


class Table:
    """Four phones at one battler game, the version every action moves on by one, and the
    host's eye on the whole state."""

    def __init__(self, base: str, created: dict, pages: list):
        self.base, self.created, self.pages = base, created, pages
        self.version = 0
        # The host reads the unfinished game's export: every player allows it from their phone.
        for page in pages:
            allowed = page.evaluate(
                "url => window.Treasury.request('PATCH', url, {allows_export: true})",
                f"/api/v1/battlers/{created['id']}/seats/me/",
            )
            assert allowed["allows_export"] is True

    def host_state(self) -> tuple[dict, int]:
        """The whole state (every hidden card), as the host's export gives it."""
        request = urllib.request.Request(
            f"{self.base}/api/v1/battlers/{self.created['id']}/export/",
            headers={"Authorization": f"Seat {self.created['host_token']}"},
        )
        with urllib.request.urlopen(request, timeout=10) as answer:
            document = json.loads(answer.read())
        return document["state"], document["version"]

    def act(self, page, selector: str) -> None:
        """Tap a button that sends one action and wait until the page has its result."""
        page.click(selector)
        self.version += 1
        try:
            wait_version(page, self.version, timeout=30_000)
        except PlaywrightTimeout:
            seen = page.evaluate("""() => ({version: window.treasuryTable.detail.version,
                legal: window.treasuryTable.detail.legal_actions, busy: document.documentElement.dataset.busy,
                notice: (document.getElementById('notice') || {}).textContent})""")
            raise AssertionError(
                f"{selector} did not act (server at {self.host_state()[1]}, test at {self.version}): {seen}"
            ) from None

    def sync(self) -> dict:
        """The host's state, once every phone shows its version."""
        state, version = self.host_state()
        assert version == self.version, (version, self.version)
        for page in self.pages:
            wait_version(page, version, timeout=30_000)
        return state

    def check_secrets(self, own_pack: bool = False) -> dict:
        """No tab's text holds a card of another player's pool or pack; each shows its own pool
        (and its own pack while shopping)."""
        state = self.sync()
        names = [card["name"] for card in state["cards"]]
        for seat, page in enumerate(self.pages):
            view = detail(page)["view"]
            for other, player in enumerate(view["players"]):
                if other != seat:
                    assert "pool" not in player and "pack" not in player
            text = page.text_content("body")
            hidden = [
                names[c] for other, p in enumerate(state["players"]) if other != seat for c in p["pool"] + p["pack"]
            ]
            leaked = [name for name in hidden if name in text]
            assert leaked == [], f"seat {seat} shows cards of another seat: {leaked}"
            me = state["players"][seat]
            shown = me["pool"] + (me["pack"] if own_pack else [])
            missing = [names[c] for c in shown if names[c] not in text]
            assert missing == [], f"seat {seat} does not show its own cards: {missing}"
        return state

    def choose_hands(self, size: int, pool: int) -> None:
        for page in self.pages:
            page.wait_for_selector("#hand-select:not([hidden]) #hand-cards button.card")
            assert page.text_content("#hand-count") == f"0 of {size}"
            assert page.locator("#hand-cards button.card").count() == pool
            for card in detail(page)["view"]["players"][self.pages.index(page)]["pool"][:size]:
                tap(page, f'#hand-cards button[data-card="{card}"]')
            assert page.text_content("#hand-count") == f"{size} of {size}"
            self.act(page, "#select-hand")

    def report(self, winner: int, loser: int, treasures: list[int], cards_left: int | None = None) -> None:
        """The winner reports the win (with the cards left in the loser's hand, for Bar), the
        loser confirms it; each types the treasures they have left."""
        win, lose = self.pages[winner], self.pages[loser]
        win.wait_for_selector("#report-win:not([hidden])")
        assert lose.is_hidden("#answer-buttons")
        if cards_left is not None:
            assert win.is_visible("#cards-left")
            win.fill("#cards-left", str(cards_left))
        else:
            assert win.is_hidden("#cards-left-box")
        win.fill("#treasures-left", str(treasures[winner]))
        self.act(win, "#report-win")
        wait_version(lose, self.version)
        lose.wait_for_selector("#answer-buttons:not([hidden])")
        left = "" if cards_left is None else f", {cards_left} card{'' if cards_left == 1 else 's'} left in your hand"
        asked = f"{NAMES[winner]} reported: {NAMES[winner]} won{left}. Is that right?"
        assert lose.text_content("#report-text") == asked  # Bar: the cards left that the damage counts
        lose.fill("#treasures-left", str(treasures[loser]))
        self.act(lose, "#confirm-result")

    def shown(self, page) -> dict:
        """What a phone's page shows of the table: counters, treasures, life, pools, standings."""
        rows = page.locator("#players tbody tr")
        return {
            "counters": page.locator("#counters li").all_text_contents(),
            "my_treasures": int(page.text_content("#my-treasures")),
            "treasures": [
                int(x)
                for x in page.eval_on_selector_all(
                    "#players td.treasures", "cells => cells.map(c => c.dataset.treasures)"
                )
            ],
            "life": [
                int(x) for x in page.eval_on_selector_all("#players td.life", "cells => cells.map(c => c.dataset.life)")
            ],
            "pools": [int(rows.nth(i).locator(".sub").text_content().split()[1]) for i in range(rows.count())],
            "standings": [
                int(x) for x in page.eval_on_selector_all("#standings li", "items => items.map(li => li.dataset.seat)")
            ],
        }

    def done_shopping(self) -> None:
        for page in self.pages:
            self.act(page, "#done-shopping")


NAMES = ["Ann", "Bob", "Cy", "Di"]


# -- Treasure Battler: the whole of stage 1 -----------------------------------------------------
@pytest.mark.browser
def test_four_tabs_play_treasure_battler_through_a_whole_stage(live_url, phone):
    created = create_battler(live_url, "treasure")
    pages = phones(phone, {}, {"color_scheme": "dark"}, {}, {})
    for seat, page in enumerate(pages):
        join_battler(page, live_url, created["join_code"], seat)
    t = Table(live_url, created, pages)

    for seat, page in enumerate(pages):
        choose_basics(page, ["RG", "WU", "BB", "GW"][seat])
        t.act(page, "#confirm-basics")
    t.check_secrets()

    poison = [0, 0, 0, 0]
    treasures = [1, 1, 1, 1]
    pool = 5
    yard_after_draft = []
    for rnd in (1, 2, 3):
        # -- the hands: STAGE + 2 = 3 cards out of the pool ---------------------------------
        state = t.sync()
        assert state["phase"] == "prepare" and state["games"] == rnd - 1
        for seat, page in enumerate(pages):
            shown = t.shown(page)
            assert shown["counters"] == ["Stage 1", f"Round {rnd}", "Hand 3"]
            assert shown["my_treasures"] == treasures[seat] and shown["treasures"] == treasures
            assert shown["pools"] == [pool] * 4 and shown["life"] == poison
        t.choose_hands(3, pool)
        state = t.check_secrets()
        assert state["phase"] == "fight"
        assert all(len(p["hand"]) == 3 for p in state["players"])

        # -- pairing and results: the first round across the table, then the d20 ------------
        pairs = [p["seats"] for p in state["pairings"]]
        if rnd == 1:
            assert sorted(pairs) == [[0, 2], [1, 3]]
        assert sorted(s for pair in pairs for s in pair) == [0, 1, 2, 3]
        for page in pages:
            mine = next(pair for pair in pairs if pages.index(page) in pair)
            rival = next(s for s in mine if s != pages.index(page))
            assert page.text_content("#versus") == f"You v {NAMES[rival]}"
        for a, b in pairs:
            winner, loser = (a, b) if rnd != 2 else (max(a, b), min(a, b))
            t.report(winner, loser, treasures)
            poison[loser] += 1  # stage 1: 1 poison a loss
        treasures = [x + 1 for x in treasures]  # the draft's treasure
        pool += 1  # and its card
        if rnd == 3:
            screenshot(pages[0], "battler-stage-2-draft")

        # -- the draft: poison, standings, the shop with a trade and a re-roll ---------------
        state = t.check_secrets(own_pack=True)
        assert state["phase"] == "draft"
        assert [p["life"] for p in state["players"]] == poison
        order = sorted(range(4), key=lambda s: (poison[s], s))
        level = 2 if rnd == 3 else 1  # the counters already count the game just played
        for page in pages:
            page.wait_for_selector("#shop:not([hidden])")
            shown = t.shown(page)
            assert shown["counters"] == [f"Stage {level}", f"Round {rnd % 3 + 1}", f"Hand {level + 2}"]
            assert shown["life"] == poison and shown["standings"] == order
            assert shown["treasures"] == treasures and shown["pools"] == [pool] * 4
            assert page.text_content("#pool-title") == f"Your pool ({pool} of 15)"
            assert page.locator("#pack button.card").count() == 5
        for seat, page in enumerate(pages):
            me = state["players"][seat]
            tap(page, f'#pool button[data-card="{me["pool"][0]}"]')
            tap(page, f'#pack button[data-card="{me["pack"][0]}"]')
            t.act(page, "#trade")
            mine = detail(page)["view"]["players"][seat]
            assert me["pack"][0] in mine["pool"] and me["pool"][0] in mine["pack"]
        roller = rnd - 1  # Ann re-rolls in round 1, Bob in 2, Cy in 3
        old_pack = detail(pages[roller])["view"]["players"][roller]["pack"]
        t.act(pages[roller], "#reroll")
        treasures[roller] -= 1
        pages[3 - roller].wait_for_selector(
            f'#players tr[data-seat="{roller}"] td.treasures[data-treasures="{treasures[roller]}"]'
        )
        assert not set(detail(pages[roller])["view"]["players"][roller]["pack"]) & set(old_pack)
        state = t.check_secrets(own_pack=True)
        assert sum(1 for e in state["ledger"] if e["reason"] == "re-roll") == rnd
        if rnd == 1:
            screenshot(pages[0], "battler-stage-1-shop")
        t.done_shopping()
        treasures = [min(x, 5) for x in treasures]
        state = t.sync()
        yard_after_draft.append((len(state["pack_yard"]), len(state["pack_pile"])))
        assert pages[1].text_content("#yard-count") == str(len(state["pack_yard"]))

    # -- the pack yard: each draft leaves 4 packs and a re-rolled pack face up. The rules shuffle
    # it back into the pack pile at the end of the draft "if it's the last round of a stage":
    # a round is DRAFT -> PLAY (round 1 has no draft), so that is the draft of stage 1 round 3,
    # the one after the second game. The draft after the third game is stage 2 round 1's.
    assert yard_after_draft[0][0] == 25
    assert yard_after_draft[1][0] == 0, "the yard is shuffled back into the pack pile at the stage's end"
    assert yard_after_draft[1][1] > yard_after_draft[0][1] + 20
    assert yard_after_draft[2][0] == 25

    # -- stage 2, round 1: hands of 4 ----------------------------------------------------------
    state = t.check_secrets()
    assert state["phase"] == "prepare" and state["games"] == 3
    for seat, page in enumerate(pages):
        page.wait_for_selector("#hand-select:not([hidden])")
        shown = t.shown(page)
        assert shown["counters"] == ["Stage 2", "Round 1", "Hand 4"]
        assert page.text_content("#hand-count") == "0 of 4"
        assert page.locator("#hand-cards button.card").count() == pool == 8
        assert shown["treasures"] == treasures and shown["my_treasures"] == treasures[seat]
        assert shown["life"] == poison and shown["standings"] == sorted(range(4), key=lambda s: (poison[s], s))
    screenshot(pages[2], "battler-stage-2-hands")
    for page in pages:
        assert page.errors == [], "no script error on any page"


# -- Bar Battler: a whole round and its carousel -----------------------------------------------
@pytest.mark.browser
def test_four_tabs_play_bar_battler_through_a_round_and_its_carousel(live_url, phone):
    created = create_battler(live_url, "bar")
    pages = phones(phone, {}, {}, {"color_scheme": "dark"}, {})
    for seat, page in enumerate(pages):
        join_battler(page, live_url, created["join_code"], seat)
    t = Table(live_url, created, pages)

    # the Rochester pack, then three basics each
    for seat in detail(pages[0])["view"]["pick_order"]:
        page = pages[seat]
        page.wait_for_selector("#table-pick:not([hidden])")
        tap(page, f'#table-cards button[data-card="{detail(page)["view"]["table"][0]}"]')
        t.act(page, "#table-pick")
    t.check_secrets()
    for page in pages:
        choose_basics(page, "WUB")
        t.act(page, "#confirm-basics")

    hp = [30, 30, 30, 30]
    treasures = [1, 1, 1, 1]
    streak = [0, 0, 0, 0]
    pool = 4
    for match in (1, 2, 3):
        # -- the draft: one free pick each -------------------------------------------------
        state = t.check_secrets(own_pack=True)
        assert state["phase"] == "draft"
        for page in pages:
            page.wait_for_selector("#shop:not([hidden])")
            shown = t.shown(page)
            assert shown["counters"] == ["Round 3", f"Match {match}", "Hand 3"]
            assert shown["life"] == hp and shown["treasures"] == treasures and shown["pools"] == [pool] * 4
            assert page.text_content("#pool-title") == f"Your pool ({pool} of 12)"  # ROUND + 9
        for seat, page in enumerate(pages):
            taken = state["players"][seat]["pack"][0]
            tap(page, f'#pack button[data-card="{taken}"]')
            t.act(page, "#pick")
            assert taken in detail(page)["view"]["players"][seat]["pool"]
        pool += 1
        state = t.check_secrets(own_pack=True)
        assert [p["treasures"] for p in state["players"]] == treasures, "the first pick is free"
        t.done_shopping()

        # -- hands of ROUND = 3, then random pairs -------------------------------------------
        t.choose_hands(3, pool)
        state = t.check_secrets()
        assert state["phase"] == "fight"
        pairs = [p["seats"] for p in state["pairings"]]
        assert sorted(s for pair in pairs for s in pair) == [0, 1, 2, 3]
        for a, b in pairs:
            winner, loser = (a, b) if a == 0 or (b != 0 and (a + b + match) % 2) else (b, a)
            cards_left = (loser + match) % 4  # 0 to 3 cards left in the loser's hand
            t.report(winner, loser, treasures, cards_left)
            hp[loser] -= 3 + cards_left  # ROUND + cards left
            streak[winner] = max(streak[winner], 0) + 1
            streak[loser] = min(streak[loser], 0) - 1
        for seat in range(4):  # income: +1 a game, +1 for each 5 held (3 at most)
            treasures[seat] = min(treasures[seat], 5) + 1
            treasures[seat] += min(3, treasures[seat] // 5)

    # -- the carousel: 8 cards, the lowest HP picks first, one card each ---------------------
    treasures = [x + (abs(s) >= 3) for x, s in zip(treasures, streak, strict=True)]  # a streak of 3: +1
    state = t.check_secrets()
    assert state["phase"] == "carousel" and len(state["table"]) == 8
    assert [p["life"] for p in state["players"]] == hp
    order = state["pick_order"]
    assert sorted(order) == [0, 1, 2, 3] and [hp[s] for s in order] == sorted(hp), "weakest first"
    for seat, page in enumerate(pages):
        shown = t.shown(page)
        assert shown["counters"] == ["Round 4", "Match 1", "Hand 4"]
        assert shown["life"] == hp and shown["treasures"] == treasures
        assert page.locator("#table-cards .card").count() == 8
        assert page.is_visible("#table-pick") == (seat == order[0])
    for n, seat in enumerate(order):
        page = pages[seat]
        page.wait_for_selector("#table-pick:not([hidden])")
        assert page.text_content("#phase-line") == "Carousel: your pick"
        assert page.locator("#table-cards button.card").count() == 8 - n
        first = detail(page)["view"]["table"][0]
        name = page.text_content(f'#table-cards button[data-card="{first}"] .card-name')
        tap(page, f'#table-cards button[data-card="{first}"]')
        assert page.text_content("#table-pick") == f"Pick {name}"
        if n == 1:
            screenshot(page, "battler-bar-carousel")
        t.act(page, "#table-pick")
        if n < 3:
            t.check_secrets()  # the picked card left every other tab
    pool += 1

    # -- ROUND 4: the next draft, with the carousel cards in the pools --------------------------
    state = t.check_secrets(own_pack=True)
    assert state["phase"] == "draft" and state["table"] == []
    assert len(state["pack_yard"]) >= 4  # the 4 carousel cards nobody took
    for seat, page in enumerate(pages):
        page.wait_for_selector("#shop:not([hidden])")
        shown = t.shown(page)
        assert shown["counters"] == ["Round 4", "Match 1", "Hand 4"]
        assert shown["pools"] == [pool] * 4 and shown["life"] == hp
        assert shown["treasures"] == treasures and shown["my_treasures"] == treasures[seat]
        assert shown["standings"] == sorted(range(4), key=lambda s: (-hp[s], s))
        assert page.text_content("#pool-title") == f"Your pool ({pool} of 13)"  # ROUND + 9
    screenshot(pages[order[0]], "battler-bar-round-4")
    for page in pages:
        assert page.errors == [], "no script error on any page"

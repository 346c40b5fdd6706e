"""A whole Auction Magic game played on three 360 px phones, tapping only: deck operations
(draw, look at the top and put back in another order, mill, shuffle, reveal until a creature,
a card put back on the deck), the auction step to its creature, an auction of an owned card
paid to its seller, a gold correction with its reason, an undo that names what it takes back,
the turn alert, a card's face, and the result: reported by one phone, disputed by another,
reported again and confirmed by a third, then shown on every phone. At every step each
phone has a control for every action the server accepts from it, and axe-core finds nothing.

Run: `pytest tests/pages/test_auction_game.py -m browser -p no:xdist`."""

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.pages.auction_step import auction_step_tap, auction_step_taps_at_most, gold_for_every_card
from tests.pages.browser import (
    api,
    assert_accessible,
    assert_controls,
    create_auction,
    detail,
    fill_gold_correction,
    screenshot,
    wait_ready,
    wait_version,
)

pytestmark = pytest.mark.browser
NAMES = ["Ann", "Bob", "Cy"]
# Counts the phone's vibrations: the test's stand-in for the phone's motor.
RECORD_VIBRATIONS = (
    "navigator.vibrate = (pattern) => { (window.vibrations = window.vibrations || []).push(pattern); return true; };"
)


class Table:
    def __init__(self, pages):
        self.pages = pages
        self.version = 0

    def act(self, page, selector: str, moves: int = 1) -> None:
        """Tap a control that sends one action; every phone then shows the new version, and
        has a control for each action it may send."""
        page.tap(selector)
        self.version += moves
        try:
            for each in self.pages:
                wait_version(each, self.version, timeout=30_000)
        except PlaywrightTimeout:
            notice = page.text_content("#notice")
            raise AssertionError(f"{selector} did not act: {notice!r}") from None
        self.check()

    def check(self) -> None:
        for page in self.pages:
            page.wait_for_function(
                "v => window.treasuryTable.detail.version === v && !window.treasuryTable.busy", arg=self.version
            )
            assert_controls(page)

    def view(self) -> dict:
        return detail(self.pages[0])["view"]


def join_by_tapping(page, base: str, code: str, seat: int) -> None:
    page.goto(f"{base}/join/{code}/")
    page.tap(f'input[name="seat"][value="{seat}"]')
    page.tap("#take-seat")
    page.wait_for_url("**/auctions/*/")
    wait_ready(page)


def play_the_auction_step(t: Table) -> None:
    """The active player (Ann) bids 1 on every card and the others decline; creatures are cast,
    other cards kept, until a creature ends the step (auction_step_tap)."""
    taps = []
    for _ in range(auction_step_taps_at_most(t.view())):
        view = t.view()
        tap = auction_step_tap(view)
        if tap is None:
            return
        seat, selector, _ = tap
        page = t.pages[seat]
        if selector == "#bid-1":
            assert page.text_content("#bid-1") == "Bid 1+1"
            assert page.text_content("#my-gold") == str(view["players"][seat]["gold"])
        taps.append((NAMES[seat], selector))
        t.act(page, selector)
    pytest.fail(f"the auction step never ended: {taps}")


def test_three_phones_play_a_whole_auction_game_by_tapping(live_url, phone):
    created = create_auction(live_url, seats=NAMES, starting_seat=0)
    pages = []
    for seat in range(3):
        page = phone(color_scheme="dark" if seat == 2 else "light")
        page.add_init_script(RECORD_VIBRATIONS)
        join_by_tapping(page, live_url, created["join_code"], seat)
        pages.append(page)
    ann, bob, cy = pages
    t = Table(pages)
    t.check()
    for page in pages:
        assert_accessible(page)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    ann.wait_for_function("() => document.title.startsWith('● Your move')")  # set once the update is painted
    assert not bob.title().startswith("●")
    assert "Upkeep" in ann.text_content("#step-help") and ann.get_attribute("#step-rules", "href").endswith("#upkeep")

    # -- Ann's upkeep: deck operations from every phone ------------------------------------
    t.act(bob, "#deck-draw")  # Bob draws a card (a card effect in Ann's upkeep)
    drawn = t.view()["players"][1]["hand"]
    assert len(drawn) == 1 and drawn[0]["name"] in ann.text_content("#players")
    ann.fill("#deck-count", "3")
    t.act(ann, "#deck-look")  # Ann looks at the top 3: only her phone shows them
    looked = detail(ann)["view"]["looking"]["cards"]
    assert [c["name"] for c in looked] == [
        ann.text_content(f"#look-cards li:nth-child({i + 1}) .cardref") for i in range(3)
    ]
    assert bob.is_hidden("#looking") and "cards" not in detail(bob)["view"]["looking"]
    ann.tap(f'#look-cards button[data-look="bottom"][data-card="{looked[0]["id"]}"]')
    ann.tap(f'#look-cards button[data-look="up"][data-card="{looked[2]["id"]}"]')
    screenshot(ann, "auction-look-at-top", "#effects")
    t.act(ann, "#put-back")
    t.act(ann, "#deck-mill")  # mills 3: the two she kept on top, in her order, then the next card
    milled = [c["id"] for c in t.view()["players"][0]["graveyard"]]
    assert milled[:2] == [looked[2]["id"], looked[1]["id"]] and looked[0]["id"] not in milled
    t.act(cy, "#deck-shuffle")
    t.act(bob, "#deck-reveal")  # reveal until a creature: it goes to Bob's hand
    assert any("Creature" in c["types"] for c in t.view()["players"][1]["hand"])
    # Bob puts his first drawn card back on top of the deck
    bob.select_option("#move-card", str(drawn[0]["id"]))
    t.act(bob, "#to-top")
    assert drawn[0]["id"] not in [c["id"] for c in t.view()["players"][1]["hand"]]

    # -- an undo names what it would take back; a shown card needs everyone's consent --------
    assert "Ask to undo: Bob put" in ann.text_content("#undo")
    t.act(ann, "#undo")  # propose
    assert "Ann asked to undo: Bob put " + drawn[0]["name"] in cy.text_content("#undo-text")
    t.act(cy, "#refuse-undo")
    assert cy.is_hidden("#undo-box")

    # -- the auction step ----------------------------------------------------------------
    fill_gold_correction(bob, 0, gold_for_every_card(t.view()), "gold to bid on every card")
    t.act(bob, "#adjust")
    before = [p["gold"] for p in t.view()["players"]]
    t.act(ann, "#begin-auction")
    lot = t.view()["auction"]["lot"][0]
    cy.tap("#card-name .cardref")  # a card's face: name, cost, type, text (or that none is known)
    cy.wait_for_selector("#card-face[open]")
    assert cy.text_content("#face-name") == lot["name"] and cy.text_content("#face-type") == lot["type_line"]
    assert cy.text_content("#face-text") == (lot["oracle_text"] or "No rules text known for this card.")
    screenshot(cy, "auction-card-face", full_page=False)
    assert_accessible(cy)
    cy.tap("#face-close")
    play_the_auction_step(t)
    for seat, page in enumerate(pages):  # the alert fired on each phone a bid waited on
        if seat:
            assert page.evaluate("() => (window.vibrations || []).length") >= 1
    spent = before[0] - t.view()["players"][0]["gold"]
    assert spent > 0 and [p["gold"] for p in t.view()["players"]][1:] == before[1:]

    # -- Ann auctions a card she owns: Bob buys it, Ann is paid ------------------------------
    mine = next(
        c for zone in ("battlefield", "hand", "graveyard") for c in t.view()["players"][0][zone] if c["owner"] == 0
    )
    ann.tap(f'#own-cards button[data-lot="{mine["id"]}"]')
    assert ann.text_content("#auction-own") == "Auction 1 card as one lot"
    t.act(ann, "#auction-own")
    assert t.view()["auction"]["seller"] == 0 and t.view()["auction"]["to_bid"] == 1
    assert ann.is_disabled("#bid-1")  # the seller does not bid
    screenshot(bob, "auction-owned-card", "#stage")
    gold = [p["gold"] for p in t.view()["players"]]
    bob.fill("#bid-amount", "0")
    bob.tap("#bid-custom")  # refused on the phone, and the refusal goes once a bid goes through
    bob.wait_for_selector("#notice:not([hidden])")
    assert bob.text_content("#notice") == "Type a bid: a whole number of gold, 1 or more."
    t.act(bob, "#bid-2")
    assert bob.is_hidden("#notice")
    t.act(cy, "#decline")
    after = [p["gold"] for p in t.view()["players"]]
    assert after == [gold[0] + 2, gold[1] - 2, gold[2]]
    assert mine["id"] in [c["id"] for c in t.view()["players"][1]["hand"]]

    # -- a gold correction with its reason, taken back by its own player -------------------
    fill_gold_correction(cy, 0, 2, "a Treasure token")
    t.act(cy, "#adjust")
    assert t.view()["players"][0]["gold"] == after[0] + 2
    assert cy.text_content("#undo") == "Undo: Cy changed Ann's gold by +2 (a Treasure token)"
    t.act(cy, "#undo")
    assert t.view()["players"][0]["gold"] == after[0]
    cy.fill("#adjust-delta", "-999")  # more than Ann has: gold stops at 0, and the phone says so
    cy.fill("#adjust-reason", "a hostile effect")
    t.act(cy, "#adjust")
    assert t.view()["players"][0]["gold"] == 0
    assert cy.text_content("#notice") == f"Gold changed: -{after[0]} (a hostile effect), not -999: gold stops at 0."
    t.act(cy, "#undo")
    assert t.view()["players"][0]["gold"] == after[0]

    # -- end of turn, Bob's turn begins; then the game's result ---------------------------
    t.act(ann, "#end-turn", moves=1)
    bob.wait_for_selector("#begin-auction:not([hidden])")
    bob.wait_for_function("() => document.title.startsWith('● Your move')")
    assert [p["gold"] for p in t.view()["players"]] == [g + 3 for g in after]
    cy.tap("#report-box summary")
    cy.tap('#report-winners input[value="1"]')
    screenshot(cy, "auction-report-result", "#table-admin")
    t.act(cy, "#report")
    for page in (ann, bob):  # a report waits for another player's word
        page.wait_for_selector("#confirm-result:not([hidden])")
        assert page.text_content("#report-waiting-text") == "Cy reports: Bob wins. Is that right?"
    assert cy.text_content("#report-waiting-text").startswith("You report: Bob wins. Waiting for another player")
    assert cy.locator("#confirm-result").is_hidden() and t.view()["ending"] is None
    screenshot(ann, "auction-confirm-result", "#report-waiting")
    t.act(ann, "#dispute-result")
    assert t.view()["report"] is None and ann.locator("#report-waiting").is_hidden()
    if not cy.is_checked('#report-winners input[value="1"]'):
        cy.tap('#report-winners input[value="1"]')
    t.act(cy, "#report")
    bob.wait_for_selector("#confirm-result:not([hidden])")
    t.act(bob, "#confirm-result")
    for page in pages:
        page.wait_for_selector("#result:not([hidden])")
        shown = page.text_content("#result")
        assert shown.startswith("Winner: Bob. ") and shown[len("Winner: Bob. ")].isupper(), shown
        assert detail(page)["legal_actions"] == []
    assert_accessible(bob)
    screenshot(bob, "auction-game-over")


def test_three_phones_auction_their_commanders_before_the_game(live_url, phone):
    """The Commander Auction pregame (90Y.4a), tapping only, on the demo saga cube (singleton, with
    legendary creatures): Ann bids 1 on the first commander and the others decline; nobody bids
    on the next ones, so each goes free to the player with whom its bidding began."""
    cubes = api(live_url, "GET", "/api/v1/cubes/")["results"]
    cube = next(c for c in cubes if c["name"] == "Demo saga cube")
    body = {"seats": NAMES, "cube": cube["id"], "settings": {"commander": True, "starting_seat": 0}}
    created = api(live_url, "POST", "/api/v1/auctions/", body)
    pages = []
    for seat in range(3):
        page = phone()
        join_by_tapping(page, live_url, created["join_code"], seat)
        pages.append(page)
    ann = pages[0]
    t = Table(pages)
    t.check()
    assert t.view()["phase"] == "commander" and "Commander auctions" in ann.text_content("#step-help")
    assert_accessible(ann)
    screenshot(ann, "auction-commander-pregame", full_page=False)
    lots = []
    for _ in range(12):
        view = t.view()
        if view["phase"] != "commander":
            break
        auction = view["auction"]
        if auction["lot"][0]["id"] not in [lot["id"] for lot in lots]:
            lots.append(auction["lot"][0])
            assert auction["lot"][0]["name"] in ann.text_content("#card-name")
        first_lot = len(lots) == 1
        bidder = auction["to_bid"]
        if first_lot and bidder == 0 and auction["high_bidder"] is None:
            t.act(pages[0], "#bid-1")
        else:
            t.act(pages[bidder], "#decline")
    view = t.view()
    assert view["phase"] == "upkeep" and len(lots) == 3
    assert [p["commander"] for p in view["players"]] == [lot["id"] for lot in lots]
    assert [[c["id"] for c in p["command"]] for p in view["players"]] == [[lot["id"]] for lot in lots]
    assert [p["gold"] for p in view["players"]] == [9, 10, 10] and {p["life"] for p in view["players"]} == {40}
    for page in pages:
        page.wait_for_function(
            "n => document.getElementById('log').textContent.includes(n)",
            arg=f"took {lots[0]['name']} as commander for 1",
        )
        assert page.locator("#players .badge", has_text="commander").count() == 3


def test_a_player_reported_out_is_told_so_and_the_others_play_on(live_url, phone):
    created = create_auction(live_url, seats=NAMES, starting_seat=0)
    pages = []
    for seat in range(3):
        page = phone()
        join_by_tapping(page, live_url, created["join_code"], seat)
        pages.append(page)
    ann, bob, cy = pages
    t = Table(pages)
    cy.tap("#report-box summary")
    cy.tap('#report-losers input[value="0"]')
    t.act(cy, "#report")
    t.act(bob, "#confirm-result")
    assert t.view()["players"][0]["out"] and t.view()["ending"] is None
    assert ann.text_content("#step-help-text") == "You are out: you can still follow the table to the end."
    assert not bob.text_content("#step-help-text").startswith("You are out")

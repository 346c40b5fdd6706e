"""The phone pages in a real browser against a real server (uvicorn, WebSockets): two phones
at one table, the upkeep before the first reveal, a phone that goes offline, a socket that
cannot open, a whole auction turn, and
the host's way from "create a table" to seats being claimed. Each saves phone-sized
screenshots under docs/screenshots/."""

import time

import pytest

from tests.pages.auction_step import auction_step_tap, auction_step_taps_at_most, gold_for_every_card
from tests.pages.browser import (
    create_auction,
    detail,
    fill_gold_correction,
    golds,
    join,
    screenshot,
    wait_ready,
    wait_version,
)

pytestmark = pytest.mark.browser


@pytest.fixture
def upkeep(live_url, phone):
    """Ann (seat 0, the active player) and Bob (seat 1, whose phone is in dark mode) at a fresh
    two-seat auction, in the first turn's upkeep."""
    created = create_auction(live_url, starting_seat=0)
    ann, bob = phone(), phone(color_scheme="dark")
    join(ann, live_url, created["join_code"], 0)
    join(bob, live_url, created["join_code"], 1)
    yield created, ann, bob
    assert ann.errors == [] and bob.errors == [], "no script error on either page"


def reveal_first_card(ann, bob) -> None:
    """Ann ends her upkeep: the first card of her turn goes up for auction on both phones."""
    version = detail(ann)["version"]
    ann.click("#begin-auction")
    wait_version(ann, version + 1)
    wait_version(bob, version + 1)
    for page in (ann, bob):
        page.wait_for_selector("#bidding:not([hidden])")


@pytest.fixture
def table(upkeep):
    """The same table with the first card up for auction: Ann bids first."""
    created, ann, bob = upkeep
    reveal_first_card(ann, bob)
    return created, ann, bob


def test_a_turn_begins_with_an_upkeep_that_the_active_player_ends_by_revealing(upkeep):
    _, ann, bob = upkeep
    assert detail(ann)["view"]["phase"] == "upkeep" and detail(ann)["version"] == 0
    assert ann.text_content("#upkeep-text") == "Upkeep: use upkeep effects and gold now, then reveal the first card"
    assert bob.text_content("#upkeep-text") == "Upkeep: act now; Ann reveals the first card when ready"
    assert ann.is_visible("#begin-auction") and not bob.is_visible("#begin-auction")
    assert ann.is_hidden("#bidding") and ann.text_content("#card-name") == "No card revealed yet"
    bob.fill("#spend-amount", "2")
    bob.fill("#spend-for", "an upkeep cost")
    bob.click("#spend")  # gold for mana in Ann's upkeep, before anything is revealed
    wait_version(ann, 1)
    ann.wait_for_function("() => document.querySelectorAll('#players td.gold[data-gold]')[1].dataset.gold === '8'")
    assert golds(ann) == [10, 8] and detail(ann)["view"]["phase"] == "upkeep"
    screenshot(ann, "auction-upkeep")
    reveal_first_card(ann, bob)
    assert ann.is_hidden("#upkeep-text") and ann.is_hidden("#begin-auction")
    assert ann.text_content("#to-bid") == "Your bid" and bob.text_content("#to-bid") == "Ann to bid"
    assert "Ann began the auction step" in bob.text_content("#log")


# What the page shows as it first draws its game (its version set): the log's lines then.
RECORD_FIRST_DRAW = """
new MutationObserver((changes, observer) => {
  if (document.documentElement.dataset.version === undefined) return;
  window.firstDraw = { logLines: document.querySelectorAll("#log li[data-seq]").length };
  observer.disconnect();
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-version"] });
"""


def test_the_lower_panels_come_with_the_first_draw_and_after_each_push(upkeep):
    """A push draws the effects, the admin and the log after the frame that shows it (they lie
    below the turn's controls), but the page's first draw shows them with the rest: nothing below
    grows after the page shows (on a tall screen they are in view)."""
    _, ann, bob = upkeep
    reveal_first_card(ann, bob)
    bob.add_init_script(RECORD_FIRST_DRAW)
    bob.reload()
    wait_ready(bob)
    assert bob.evaluate("() => window.firstDraw") == {"logLines": 1}
    ann.click("#bid-1")
    wait_version(bob, 2)
    assert len(bob.query_selector_all("#log li[data-seq]")) == 2 and "Ann bid 1" in bob.text_content("#log")


def test_a_bid_on_one_phone_shows_on_the_other_by_its_socket(table):
    """Bob's page is told of Ann's bid on its socket: it asks the server nothing (a page that polled
    or read the view again would). How soon is the bench's to measure."""
    _, ann, bob = table
    assert ann.text_content("#to-bid") == "Your bid"
    assert bob.text_content("#to-bid") == "Ann to bid"
    assert bob.is_disabled("#bid-1") and not ann.is_disabled("#bid-1")
    bob.wait_for_selector('#conn[data-state="live"]')
    version = detail(bob)["version"]
    asked: list[str] = []
    bob.on("request", lambda request: request.resource_type in ("fetch", "xhr") and asked.append(request.url))
    ann.click("#bid-2")
    bob.wait_for_function("() => document.getElementById('high-bid').textContent === '2'")
    assert asked == [] and bob.get_attribute("#conn", "data-state") == "live"
    assert bob.text_content("#high-bidder") == "by Ann"
    assert bob.text_content("#to-bid") == "Your bid"
    assert not bob.is_disabled("#bid-1")
    assert bob.get_attribute("#bid-1", "aria-label") == "Bid 3 gold"
    wait_version(bob, version + 1)
    assert "Ann bid 2" in bob.text_content("#log")
    screenshot(ann, "auction-bid")
    screenshot(bob, "auction-bid-seen")


def test_a_phone_back_from_offline_shows_what_it_missed(table):
    _, ann, bob = table
    bob.context.set_offline(True)
    bob.wait_for_selector('#conn[data-state="offline"]')
    ann.click("#bid-1")
    wait_version(ann, 2)
    screenshot(bob, "auction-offline")
    bob.context.set_offline(False)
    bob.wait_for_function("() => document.getElementById('high-bid').textContent === '1'", timeout=30_000)
    wait_ready(bob)
    bob.click("#bid-5")  # bids 6, on the version it re-read
    ann.wait_for_function("() => document.getElementById('high-bid').textContent === '6'", timeout=30_000)
    assert detail(ann)["view"]["auction"]["high_bidder"] == 1
    screenshot(bob, "auction-back-online")


def test_a_page_whose_socket_cannot_open_polls(live_url, phone):
    created = create_auction(live_url, starting_seat=0)
    ann = phone()
    bob = phone()
    bob.route_web_socket("**/ws/**", lambda socket: socket.close())  # a proxy that drops sockets
    join(ann, live_url, created["join_code"], 0)
    bob.goto(f"{live_url}/join/{created['join_code']}/")
    bob.check('input[name="seat"][value="1"]')
    bob.click("#take-seat")
    bob.wait_for_url("**/auctions/*/")
    wait_ready(bob, "polling")
    view_url = f"{live_url}/api/v1/auctions/{created['id']}/refs/"
    with bob.expect_response(lambda answer: answer.url == view_url and answer.status == 304, timeout=30_000):
        pass  # while nothing changes, a poll downloads no view
    ann.click("#begin-auction")
    wait_version(ann, 1)
    ann.wait_for_selector("#bid-1:not([disabled])")
    ann.click("#bid-1")
    bob.wait_for_function("() => document.getElementById('high-bid').textContent === '1'", timeout=30_000)
    assert bob.text_content("#to-bid") == "Your bid"
    screenshot(bob, "auction-polling")


def test_a_socket_that_never_says_hello_is_given_longer_on_each_try(live_url, phone):
    """A server too busy to say hello in 6 s is not sent a new socket every 6 s: the first try
    waits 6 s for the hello, the next 12 s (the sockets here open and never hear from the server)."""
    created = create_auction(live_url, starting_seat=0)
    bob = phone()
    tries = []  # [opened at, closed by the page at]

    def silent(socket):  # opens (no server behind it) and never says hello
        this_try = [time.monotonic()]
        tries.append(this_try)

        def page_closed(code, reason):  # and the close finished, as a server finishes it
            if len(this_try) == 1:
                this_try.append(time.monotonic())
                socket.close(code=code, reason=reason)

        socket.on_close(page_closed)

    bob.route_web_socket("**/ws/**", silent)
    bob.goto(f"{live_url}/join/{created['join_code']}/")
    bob.check('input[name="seat"][value="1"]')
    bob.click("#take-seat")
    bob.wait_for_url("**/auctions/*/")
    deadline = time.monotonic() + 60  # bounds a hang only
    while sum(len(t) == 2 for t in tries) < 2 and time.monotonic() < deadline:
        bob.wait_for_timeout(250)  # the route's callbacks run while the page waits
    waited = [closed - opened for opened, closed in (t for t in tries if len(t) == 2)]
    assert len(waited) >= 2 and waited[0] >= 5.5 and waited[1] >= 11.5, waited


def test_a_push_lost_on_the_way_makes_the_page_read_its_view_by_reference_and_only_the_new_cards(live_url, phone):
    created = create_auction(live_url, starting_seat=0)
    ann, bob = phone(), phone()
    dropped = []

    def lose_the_first_push(socket):  # Bob's socket loses the push of the reveal (seq 1)
        server = socket.connect_to_server()
        socket.on_message(server.send)

        def to_page(message):
            if '"seq":1,' in message and not dropped:
                dropped.append(message)
            else:
                socket.send(message)

        server.on_message(to_page)

    bob.route_web_socket("**/ws/**", lose_the_first_push)
    join(ann, live_url, created["join_code"], 0)
    join(bob, live_url, created["join_code"], 1)
    asked = []
    bob.on("request", lambda request: asked.append(request.url))
    ann.click("#begin-auction")
    wait_version(ann, 1)
    ann.wait_for_selector("#bid-1:not([disabled])")
    ann.click("#bid-1")
    bob.wait_for_function("() => document.getElementById('high-bid').textContent === '1'", timeout=30_000)
    assert dropped, "no push was lost: the test proves nothing"
    lot = [card["id"] for card in detail(ann)["view"]["auction"]["lot"]]
    api = f"{live_url}/api/v1/auctions/{created['id']}/"
    assert asked.count(api + "refs/") == 1, asked  # the gap, read once, by reference
    assert api not in asked, asked  # not inline
    wanted = [url for url in asked if url.startswith(api + "cards/?ids=")]
    assert [sorted(int(i) for i in url.split("=", 1)[1].split(",")) for url in wanted] == [sorted(lot)], asked
    assert detail(bob)["view"]["auction"]["lot"] == detail(ann)["view"]["auction"]["lot"]


def test_a_whole_turn_bid_win_cast_or_keep_until_a_creature_then_end_turn(upkeep):
    _, ann, bob = upkeep
    pages = [ann, bob]
    shot_purchase = False
    fill_gold_correction(bob, 0, gold_for_every_card(detail(ann)["view"]), "gold to bid on every card")
    bob.click("#adjust")  # in the upkeep: an open auction holds corrections back
    wait_version(ann, 1)
    reveal_first_card(ann, bob)
    for _ in range(auction_step_taps_at_most(detail(ann)["view"])):
        state = detail(ann)
        view, version = state["view"], state["version"]
        tap = auction_step_tap(view)
        if tap is None:
            break
        seat, selector, _ = tap
        page = pages[seat]
        page.wait_for_selector(f"{selector}:not([disabled]):not([hidden])")
        if view["purchase"] and not shot_purchase:
            screenshot(page, "auction-cast-or-keep")
            shot_purchase = True
        page.click(selector)
        wait_version(ann, version + 1)
        wait_version(bob, version + 1)
    else:
        pytest.fail("the auction step never ended")
    assert shot_purchase
    ann.wait_for_selector("#main-text:not([hidden])")
    assert not ann.is_disabled("#end-turn") and bob.is_disabled("#end-turn")
    owned = detail(ann)["view"]["players"][0]
    assert owned["battlefield"], "the creature that ended the step was cast"
    screenshot(ann, "auction-main-phase")
    before = golds(bob)
    version = detail(ann)["version"]
    ann.click("#end-turn")
    wait_version(bob, version + 1)
    bob.wait_for_selector("#begin-auction:not([hidden])")  # Bob's turn begins with his upkeep
    expected = [gold + 3 for gold in before]
    for page in (bob, ann):  # the gold cells follow the re-read view: wait for it, then compare
        page.wait_for_function(
            "expected => JSON.stringify([...document.querySelectorAll('#players td.gold[data-gold]')]"
            ".map(c => Number(c.dataset.gold))) === JSON.stringify(expected)",
            arg=expected,
            timeout=30_000,
        )
    assert golds(bob) == golds(ann) == expected
    assert "everyone +3 gold" in bob.text_content("#log")
    assert "Turn 2" in bob.text_content("#turn-line")
    screenshot(bob, "auction-turn-ended")


def test_the_host_creates_a_table_and_sees_seats_claimed_live(live_url, phone):
    host = phone()
    host.goto(f"{live_url}/new/")
    host.wait_for_function("() => document.getElementById('cube').value !== ''")
    assert host.input_value("#seat-2") == "Cy"
    screenshot(host, "new-table")
    host.fill("#title", "Friday auction")
    host.click("#create")
    host.wait_for_url("**/games/*/host/")
    wait_ready(host)
    code = host.text_content("#join-code").strip()
    assert len(code) == 8
    assert host.locator("#qr svg").count() == 1
    assert host.text_content("#claimed-count") == "(0 of 3 joined)"
    cookies = {c["name"]: c for c in host.context.cookies()}
    seat_cookie = next(c for name, c in cookies.items() if name.startswith("seat_"))
    assert seat_cookie["httpOnly"]
    player = phone(viewport={"width": 360, "height": 740})  # the narrowest phone the pages serve
    player.goto(host.get_attribute("#join-url", "href"))
    player.check('input[name="seat"][value="1"]')
    screenshot(player, "join")
    player.click("#take-seat")
    player.wait_for_url("**/auctions/*/")
    host.wait_for_function(
        "() => document.getElementById('claimed-count').textContent === '(1 of 3 joined)'", timeout=2000
    )
    assert "Bob" in host.text_content("#seats")
    screenshot(host, "host")
    player.wait_for_selector('#conn[data-state="live"]')
    assert player.evaluate("() => document.documentElement.scrollWidth") <= 360, "no sideways scrolling at 360 px"
    screenshot(player, "auction-table-360")
    host.click("#open-table")
    host.wait_for_url("**/auctions/*/")
    wait_ready(host)
    assert host.locator("#bid-1").is_hidden(), "the host watches: no bid buttons"
    assert host.errors == [] and player.errors == []


def test_a_tap_made_offline_is_sent_once_when_the_network_returns_or_dropped_if_the_table_moved(table):
    _, ann, bob = table
    ann.click("#bid-1")
    wait_version(bob, 2)
    bob.context.set_offline(True)
    bob.wait_for_selector('#conn[data-state="offline"]')
    bob.click("#bid-2")  # offline: kept, with its key and the version it was made on
    bob.wait_for_selector("html[data-kept]")
    assert "kept and sent when the network is back" in bob.text_content("#notice")
    bob.context.set_offline(False)
    ann.wait_for_function("() => document.getElementById('high-bid').textContent === '3'", timeout=30_000)
    bob.wait_for_selector("html:not([data-kept])")
    wait_version(ann, 3)
    assert detail(ann)["version"] == 3 and detail(ann)["view"]["auction"]["high_bidder"] == 1  # landed once
    screenshot(bob, "auction-sent-after-offline", full_page=False)

    ann.context.set_offline(True)  # Ann's offline bid is made on a table that then moves on
    ann.wait_for_selector('#conn[data-state="offline"]')
    ann.click("#bid-1")
    ann.wait_for_selector("html[data-kept]")
    bob.click("#undo")  # meanwhile Bob takes his bid back: version 4
    wait_version(bob, 4)
    ann.context.set_offline(False)
    ann.wait_for_selector("html:not([data-kept])", timeout=30_000)
    assert ann.text_content("#notice") == "Dropped the tap you made offline: the table moved on without it."
    wait_version(ann, 4)
    assert detail(bob)["version"] == 4 and detail(bob)["view"]["auction"]["high_bid"] == 1


def test_a_seat_the_host_frees_is_offered_on_the_host_page_and_the_table_is_told(live_url, phone):
    """Every seat taken, the host page said "Every seat is taken"; freeing one left that page (and
    a picker of the other free seats) as it was until the host reloaded it. The players' pages said
    nothing of a seat freed and taken again."""
    host = phone()
    host.goto(f"{live_url}/new/")
    host.wait_for_function("() => document.getElementById('cube').value !== ''")
    host.click("#remove-seat")  # two seats
    host.click("#create")
    host.wait_for_url("**/games/*/host/")
    wait_ready(host)
    code = host.text_content("#join-code").strip()
    players = [phone(), phone()]
    for seat, player in enumerate(players):
        join(player, live_url, code, seat)
    host.wait_for_function("() => document.getElementById('claimed-count').textContent === '(2 of 2 joined)'")
    host.wait_for_selector("#my-seat >> text=Every seat is taken")
    host.once("dialog", lambda dialog: dialog.accept())
    host.click('button[data-release="1"]')
    host.wait_for_selector("#host-seat", timeout=30_000)  # the page offers the freed seat
    assert [o.get_attribute("value") for o in host.locator("#host-seat option").all()] == ["1"]
    # the table sees the seat change hands: a host taking a seat to read its cards is seen
    ann = players[0]
    ann.wait_for_function("() => document.getElementById('notice').textContent.includes('freed Bob')")
    assert ann.text_content("#notice") == "The host freed Bob's seat: the join code takes it again."
    join(phone(), live_url, code, 1)
    ann.wait_for_function("() => document.getElementById('notice').textContent === \"Bob's seat is taken again.\"")
    assert host.errors == [] and ann.errors == []

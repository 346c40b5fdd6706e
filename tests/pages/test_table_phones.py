"""What a table of phones at 360 px found (issue 37): the header's name on one line beside its
buttons on every game page; a phone buzzes whenever the step starts to wait on its seat, the seat
that is always last to act in a simultaneous step included; the join page asks a watcher's name
beside "Just watch", not between the seats and "Take this seat"; the host who opens the table
without a seat is told it opens as a watcher. And on plain http (a LAN address) a page says once
what the browser offers it not (notifications, installing, offline) and why.

Run: `pytest tests/pages/test_table_phones.py -m browser -p no:xdist`."""

import pytest
from playwright.sync_api import expect

from tests.pages.browser import CHROMIUM, CHROMIUM_ARGS, PHONE, api, create_auction, detail, wait_ready
from tests.pages.conftest import RestartableServer
from tests.pages.test_battler_game import demo_cube, play, settle

pytestmark = pytest.mark.browser

# navigator.vibrate counted, before any script of the page runs
COUNT_VIBRATIONS = """
Object.defineProperty(Navigator.prototype, "vibrate", {
  configurable: true, value() { window.vibrations = (window.vibrations || 0) + 1; return true; },
});
"""


def joined(phone, base: str, code: str, seat: int, url: str):
    page = phone()
    page.add_init_script(COUNT_VIBRATIONS)
    page.goto(f"{base}/join/{code}/")
    page.tap(f'input[name="seat"][value="{seat}"]')
    page.tap("#take-seat")
    page.wait_for_url(url)
    wait_ready(page)
    return page


def one_line(page, selector: str) -> bool:
    """Whether the element's text is laid out on a single line."""
    return page.eval_on_selector(
        selector,
        """e => { const range = document.createRange(); range.selectNodeContents(e);
                  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size === 1; }""",
    )


@pytest.mark.parametrize("kind", ["auctions", "sagas", "battlers"])
def test_the_headers_name_stays_on_one_line_at_360_px(live_url, phone, kind):
    cubes = api(live_url, "GET", "/api/v1/cubes/")["results"]
    cube = {"auctions": "Demo auction block", "sagas": "Demo saga cube", "battlers": "Demo battler cube"}[kind]
    cube_id = next(c["id"] for c in cubes if c["name"] == cube)
    created = api(live_url, "POST", f"/api/v1/{kind}/", {"seats": ["Ann", "Bob"], "cube": cube_id})
    page = joined(phone, live_url, created["join_code"], 0, f"**/{kind}/*/")
    for state, notify in (("live", False), ("reconnecting…", False), ("reconnecting…", True)):  # the longest
        page.evaluate(
            "([s, n]) => { document.getElementById('conn').textContent = s; "
            "document.getElementById('push-toggle').hidden = !n; }",
            [state, notify],
        )
        for shown in (".brand span", "#sound-toggle", "#conn", *(["#push-toggle"] if notify else [])):
            assert one_line(page, shown), (shown, page.inner_text(".top"))
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360


def test_a_phone_buzzes_whenever_the_step_starts_to_wait_on_it(live_url, phone):
    """Two phones play a Treasure Battler, seat 0 always first: seat 1 is the last to act in every
    simultaneous step, so it never stops being waited on between steps; it buzzes at each all
    the same, and again when its opponent's report replaces its own step."""
    body = {"seats": ["Ann", "Bob"], "cube": demo_cube(live_url), "settings": {"preset": "treasure"}}
    created = api(live_url, "POST", "/api/v1/battlers/", body)
    pages = [joined(phone, live_url, created["join_code"], seat, "**/battlers/*/") for seat in range(2)]
    settle(pages)
    buzzes = lambda: [page.evaluate("() => window.vibrations || 0") for page in pages]  # noqa: E731
    assert buzzes() == [0, 0]  # the first step is on the screen when the page opens
    steps = []
    seen: set = set()

    def until(view) -> bool:
        if not steps or steps[-1] != view["phase"]:
            steps.append(view["phase"])
        return view["phase"] == "fight"

    assert play(pages, seen, until)
    settle(pages)
    new_steps = len(steps) - 1  # each waited on both seats
    assert new_steps >= 2, steps
    for page in pages:
        page.wait_for_function("n => (window.vibrations || 0) >= n", arg=new_steps)
    assert buzzes() == [new_steps, new_steps], steps
    # the winner reports: the other seat, waited on to report, now waits to confirm
    reporter = next(seat for seat, page in enumerate(pages) if "report_result" in detail(page)["legal_actions"])
    pages[reporter].tap("#report-win")
    rival = pages[1 - reporter]
    rival.wait_for_function("() => window.treasuryTable.detail.legal_actions.includes('confirm_result')")
    rival.wait_for_function("n => window.vibrations === n", arg=new_steps + 1)


def test_the_join_page_asks_a_watchers_name_beside_just_watch(live_url, phone):
    created = create_auction(live_url)
    page = phone()
    page.goto(f"{live_url}/join/{created['join_code']}/")
    box = {sel: page.locator(sel).bounding_box() for sel in ("#take-seat", "#name", "#spectate")}
    assert box["#take-seat"]["y"] < box["#name"]["y"] < box["#spectate"]["y"] + box["#spectate"]["height"]
    last_seat = page.locator('input[name="seat"]').last.bounding_box()
    assert last_seat["y"] < box["#take-seat"]["y"]
    page.fill("#name", "Cy")
    page.tap("#spectate")
    page.wait_for_url("**/auctions/*/")
    wait_ready(page)
    assert detail(page)["you"]["role"] == "spectator"


def test_the_host_without_a_seat_is_told_the_table_opens_as_a_watcher(live_url, phone):
    created = create_auction(live_url)
    page = phone()
    page.goto(f"{live_url}/games/{created['id']}/host/")
    page.fill("#token", created["host_token"])
    page.tap("#token-form button")
    # read once the page is whole: under load the link was found before its text was parsed
    expect(page.locator("#open-table")).to_contain_text("watch", ignore_case=True, timeout=30_000)
    page.tap("#open-table")
    page.wait_for_url("**/auctions/*/")
    wait_ready(page)
    note = page.locator("#watching-note")
    assert note.is_visible() and "watch" in note.inner_text() and "seat" in note.inner_text()
    # with a seat taken on the host page, the table is the seat's, and no note says otherwise
    page.goto(f"{live_url}/games/{created['id']}/host/")
    page.tap("#host-take-seat")
    page.wait_for_url("**/auctions/*/")
    wait_ready(page)
    assert page.locator("#watching-note").count() == 0


# -- plain http on a LAN address ---------------------------------------------------------------
LAN_NAME = "treasury.lan"  # resolved to this machine by the browser: http there is no secure context


@pytest.fixture
def lan_server(tmp_path_factory):
    server = RestartableServer(tmp_path_factory.mktemp("lan"))
    server.env["ALLOWED_HOSTS"] = f"127.0.0.1,localhost,{LAN_NAME}"
    try:
        server.start()
        yield server
    finally:
        server.stop()


@pytest.fixture
def lan_phone(browser_type):
    browser = browser_type.launch(
        executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, f"--host-resolver-rules=MAP {LAN_NAME} 127.0.0.1"]
    )
    try:
        yield browser.new_context(**PHONE).new_page()
    finally:
        browser.close()


def test_on_plain_http_the_page_says_once_what_it_cannot_offer_and_why(lan_server, lan_phone):
    created = create_auction(lan_server.url)
    lan_base = f"http://{LAN_NAME}:{lan_server.port}"
    page = lan_phone
    page.goto(f"{lan_base}/join/{created['join_code']}/")
    assert page.evaluate("() => window.isSecureContext") is False
    note = page.locator("#plain-http")
    note.wait_for(state="visible")
    words = note.inner_text()
    for offered in ("notifications", "installing the app", "working offline", "https only"):
        assert offered in words, words
    page.tap("#plain-http-ok")
    assert note.is_hidden()
    for path in ("/", f"/join/{created['join_code']}/"):  # remembered on every page
        page.goto(lan_base + path)
        page.wait_for_load_state("load")
        assert note.is_hidden()


def test_on_a_secure_context_nothing_is_said_of_http(live_url, phone):
    page = phone()
    page.goto(live_url + "/")  # 127.0.0.1 is a secure context
    page.wait_for_load_state("load")
    assert page.evaluate("() => window.isSecureContext") is True
    assert page.locator("#plain-http").is_hidden()


def test_a_saga_seat_moves_to_another_phone_from_the_save_sheet(live_url, phone):
    cubes = api(live_url, "GET", "/api/v1/cubes/")["results"]
    cube = next(c["id"] for c in cubes if c["name"] == "Demo saga cube")
    created = api(live_url, "POST", "/api/v1/sagas/", {"seats": ["Ann", "Bob"], "cube": cube})
    old_table = joined(phone, live_url, created["join_code"], 1, "**/sagas/*/")
    sheet = old_table.context.new_page()  # the same phone, another tab
    sheet.goto(f"{live_url}/sagas/{created['id']}/save-sheet/")
    sheet.tap("#make-move-link")
    link = sheet.get_attribute("#move-url", "href")
    assert sheet.locator("#move-qr svg").is_visible()
    new_phone = phone()
    new_phone.goto(link)
    new_phone.tap("#take-move")
    new_phone.wait_for_url(f"**/sagas/{created['id']}/")
    wait_ready(new_phone)
    assert detail(new_phone)["you"]["seat"] == 1
    old_table.wait_for_selector('#conn[data-state="closed"]')  # its socket closed: the seat is not its own
    new_phone.wait_for_function("() => document.getElementById('log').textContent.includes('moved to another phone')")
    again = phone()
    again.goto(link)  # used: said as the link opens, with nothing to take
    assert "used already" in again.inner_text("#move-error") and again.locator("#take-move").count() == 0

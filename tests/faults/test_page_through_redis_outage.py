"""A phone's page (Debian's chromium through Playwright) while Redis is down for a few seconds and
another phone acts: the push of that action is lost with Redis, and the socket, open all along,
still says "live". The page must show the action within a few seconds all the same, with no
push to come after it and no reconnection."""

import time
from pathlib import Path

import pytest

from tests.faults.conftest import Api, auction_at_main_phase, gold
from tests.pages.browser import CHROMIUM_ARGS, PAGES_CHROMIUM, PHONE, golds, wait_ready

pytestmark = [
    pytest.mark.browser,
    pytest.mark.filterwarnings("ignore::DeprecationWarning"),
    pytest.mark.skipif(not Path(PAGES_CHROMIUM).exists(), reason=f"needs Chromium at {PAGES_CHROMIUM}"),
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """The system Chromium (never `playwright install`), headless and quiet."""
    return {**browser_type_launch_args, "executable_path": PAGES_CHROMIUM, "args": CHROMIUM_ARGS}


def test_a_page_shows_an_action_whose_push_was_lost_while_redis_was_down(stack, browser):
    server = stack.server(env=stack.env(DEBUG="1"))  # DEBUG: static files from the source tree
    api = Api(server)
    game, tokens, _host = auction_at_main_phase(api, stack.demo_token)
    context = browser.new_context(**PHONE)
    context.add_cookies([{"name": f"seat_{game}", "value": tokens[1], "url": server.base}])
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    sockets = []
    page.on("websocket", lambda socket: sockets.append(socket.url))
    page.goto(f"{server.base}/games/{game}/")
    wait_ready(page)
    before = page.evaluate("() => window.treasuryTable.detail.version")
    gold_before = golds(page)

    stack.redis.stop()
    response = api.act("auctions", game, tokens[0], gold(1))  # Ann, on her phone, while Redis is down
    assert response.status_code == 200, response.text
    acted = time.monotonic()
    time.sleep(3)
    stack.redis.start()

    page.wait_for_function("v => window.treasuryTable.detail.version > v", arg=before, timeout=60_000)
    shown_after = time.monotonic() - acted
    assert page.evaluate("() => window.treasuryTable.detail.version") == response.json()["version"]
    assert golds(page)[0] == gold_before[0] + 1
    page.wait_for_selector('#conn[data-state="live"]')  # "delayed" while the pushes were late, if it noticed
    assert len(sockets) == 1, "the page reconnected: it was meant to learn of the action on its open socket"
    assert errors == []
    print(f"\nthe page showed the action {shown_after:.1f} s after it was answered (Redis down 3 s of that)")
    context.close()

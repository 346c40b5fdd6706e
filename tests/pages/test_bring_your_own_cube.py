"""Bring your own cube, as a new user would: the host pastes a CubeCobra link on `/new/`, creates
an auction, two phones join, and each card revealed for auction shows its oracle text on both phones.
The server is pointed at the Scryfall and CubeCobra stand-ins (CUBECOBRA_URL, SCRYFALL_API_URL):
the CubeCobra cube is built from the real Scryfall objects in tests/fixtures/.

Run: `pytest tests/pages/test_bring_your_own_cube.py -m browser -p no:xdist`."""

import re

import pytest
from playwright.sync_api import expect

from tests.cards.online import stand_in
from tests.pages.browser import assert_accessible, detail, join, wait_version
from tests.pages.conftest import RestartableServer

pytestmark = pytest.mark.browser
LINK = f"https://cubecobra.com/cube/list/{stand_in.ELD_CUBE_SHORT_ID}"
LOTS = 3  # cards revealed in turn: no one bids, so each goes to the bottom and the next is revealed


@pytest.fixture
def online(request, tmp_path_factory):
    """The stand-ins, and a server of this test's own whose Scryfall and CubeCobra they are (and
    whose environment has the test's parameter, if any, too)."""
    sources = stand_in.start()
    server = RestartableServer(tmp_path_factory.mktemp("byoc"))
    server.env.update(SCRYFALL_API_URL=sources.scryfall.url, CUBECOBRA_URL=sources.cubecobra.url)
    server.env.update(getattr(request, "param", {}))
    try:
        server.start()
        yield server.url, sources
    finally:
        server.stop()
        sources.stop()


def cubecobra_texts(sources) -> dict[str, str]:
    """Each mainboard card's oracle text as the CubeCobra stand-in serves it, by name."""
    cube = sources.cubecobra.cubes[stand_in.ELD_CUBE_SHORT_ID]
    return {card["details"]["name"]: card["details"]["oracle_text"] for card in cube["cards"]["mainboard"]}


def test_a_pasted_cubecobra_link_makes_an_auction_whose_phones_show_each_cards_text(online, phone):
    base, sources = online
    host = phone()
    host.goto(f"{base}/new/")
    host.wait_for_selector("#cube option[value]:not([value=''])", state="attached")  # the demo cubes have loaded
    assert host.is_checked('input[name="kind"][value="auction"]')
    host.tap("#remove-seat")  # two seats: Ann and Bob
    host.fill("#cubecobra", LINK)
    host.tap("#create")
    host.wait_for_url("**/games/*/host/")
    assert host.errors == []
    asked = [request.path for request in sources.cubecobra.requests]
    assert asked == [f"/cube/api/cubeJSON/{stand_in.ELD_CUBE_SHORT_ID}"]
    code = host.text_content("#join-code").strip()

    phones = []
    for seat in range(2):
        page = phone()
        join(page, base, code, seat)
        phones.append(page)
    table = detail(phones[0])
    assert [p["name"] for p in table["view"]["players"]] == ["Ann", "Bob"]
    active = next(page for page in phones if "begin_auction_step" in detail(page)["legal_actions"])
    version = table["version"]
    act(phones, active, "#begin-auction", version := version + 1)
    texts = cubecobra_texts(sources)
    shown = []
    for _ in range(LOTS):
        (lot,) = detail(phones[0])["view"]["auction"]["lot"]
        assert lot["oracle_text"] == texts[lot["name"]] != ""  # the text CubeCobra gave, on the table
        for page in phones:
            page.tap("#card-name .cardref")  # the card's face
            page.wait_for_selector("#card-face[open]")
            assert page.text_content("#face-name") == lot["name"]
            assert page.text_content("#face-text") == lot["oracle_text"]
            # a click, and the face seen closed: in a loaded CI run the face stayed open after its
            # close was tapped (a tap held past the long-press time is a context menu, no click)
            page.click("#face-close")
            page.wait_for_selector("#card-face:not([open])", state="attached")
        shown.append(lot["name"])
        while detail(phones[0])["view"]["auction"]["lot"][0]["name"] == lot["name"]:  # no bid: the next card
            bidder = phones[detail(phones[0])["view"]["auction"]["to_bid"]]
            act(phones, bidder, "#decline", version := version + 1)
    assert len(set(shown)) == LOTS
    assert_accessible(phones[0])
    assert all(page.errors == [] for page in phones)


def act(phones, page, selector: str, version: int) -> None:
    """Tap a control that sends one action; every phone then shows the new version."""
    page.tap(selector)
    for each in phones:
        wait_version(each, version)
        each.wait_for_function("() => !window.treasuryTable.busy")


@pytest.mark.parametrize("online", [{"CUBE_IMPORT_SECONDS": "3"}], indirect=True)
def test_a_cubecobra_that_never_answers_shows_the_jobs_progress_then_why_it_failed(online, phone):
    """Red team (issue 34): a slow CubeCobra held a web request for 60 s. Now the page's request
    only starts a job (the embedded server runs it in a thread of its own), the page shows the
    job's progress while it polls, and when the job's CUBE_IMPORT_SECONDS pass it says CubeCobra
    was too slow, and the host stays on /new/ to try again or pick a cube."""
    base, sources = online
    sources.cubecobra.fail("/cube/api/cubeJSON/", "slow", seconds=3600)
    host = phone()
    host.goto(f"{base}/new/")
    host.wait_for_selector("#cube option[value]:not([value=''])", state="attached")
    host.tap("#remove-seat")
    host.fill("#cubecobra", LINK)
    host.tap("#create")
    notice = host.locator("#new-error")
    expect(notice).to_contain_text(re.compile(r"Reading the cube from CubeCobra… \((queued|running), \d+ s\)"))
    expect(notice).to_contain_text("too slow", timeout=30_000)
    assert host.url.endswith("/new/") and not host.is_disabled("#create")

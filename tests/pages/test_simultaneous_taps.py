"""Phones that tap at the same moment, as a table does: everyone votes to stop auctioning at
once, two players spend gold for mana at once, everyone agrees to an undo at once. Each tap
counts; none is bounced with "the table moved on" because a neighbour's tap landed first (it
changed nothing this tap means). A tap that the others' taps did change is still refused (the
bids of `test_browser.py`).

Run: `pytest tests/pages/test_simultaneous_taps.py -m browser -p no:xdist`."""

import pytest

from tests.pages.browser import api, create_auction, detail, golds, join, wait_ready, wait_version

pytestmark = pytest.mark.browser
NAMES = ["Ann", "Bob", "Cy"]


def tap_together(pages, selector: str) -> None:
    """Every page clicks `selector` at the same instant (one clock: the phones share a browser)."""
    at = pages[0].evaluate("() => Date.now()") + 400
    for page in pages:
        page.evaluate(
            """([selector, at]) => {
                window.tapped = false;
                setTimeout(() => { document.querySelector(selector).click(); window.tapped = true; }, at - Date.now());
            }""",
            [selector, at],
        )


def answered(pages) -> None:
    """Until every page's tap was answered (made, then no longer busy): however late its timer fired."""
    for page in pages:
        page.wait_for_function("() => window.tapped && !window.treasuryTable.busy")


def settle(pages, version: int) -> None:
    for page in pages:
        wait_version(page, version, timeout=30_000)
        page.wait_for_function("() => !window.treasuryTable.busy")


def refused_taps(pages) -> list[str]:
    return [
        f"{NAMES[seat]}: {page.text_content('#notice')}"
        for seat, page in enumerate(pages)
        if page.is_visible("#notice") and page.get_attribute("#notice", "data-kind") == "error"
    ]


def test_taps_made_at_the_same_moment_all_count(live_url, phone):
    created = create_auction(live_url, seats=NAMES, starting_seat=0)
    pages = [phone() for _ in NAMES]
    for seat, page in enumerate(pages):
        join(page, live_url, created["join_code"], seat)
    pages[0].click("#begin-auction")
    settle(pages, 1)

    tap_together(pages, "#stop-auctioning")  # the table agrees to stop: everyone taps
    answered(pages)
    assert refused_taps(pages) == []
    settle(pages, 4)
    view = detail(pages[0])["view"]
    assert view["phase"] == "main" and view["auction"] is None, "every vote counted: the auction step is over"

    for page, amount in zip(pages[1:], ("2", "3"), strict=True):
        page.fill("#spend-amount", amount)
    tap_together(pages[1:], "#spend")  # Bob and Cy pay mana at once
    answered(pages)
    assert refused_taps(pages) == []
    settle(pages, 6)
    assert golds(pages[0]) == [10, 8, 7]

    pages[0].click("#undo")  # Ann asks to take back Cy's (or Bob's) spend; the other two agree at once
    settle(pages, 7)
    tap_together(pages[1:], "#consent-undo")
    answered(pages)
    assert refused_taps(pages) == []
    settle(pages, 9)
    assert detail(pages[0])["view"]["undo_proposal"] is None and sorted(golds(pages[0])) in ([7, 10, 10], [8, 10, 10])
    assert all(page.errors == [] for page in pages)


def test_both_saga_players_register_their_decks_at_the_same_moment(live_url, phone):
    cubes = api(live_url, "GET", "/api/v1/cubes/")["results"]
    cube = next(c for c in cubes if c["name"] == "Demo saga cube")
    created = api(live_url, "POST", "/api/v1/sagas/", {"seats": ["Ann", "Bob"], "cube": cube["id"]})
    pages = [phone(), phone()]
    for seat, page in enumerate(pages):
        page.goto(f"{live_url}/join/{created['join_code']}/")
        page.check(f'input[name="seat"][value="{seat}"]')
        page.click("#take-seat")
        page.wait_for_url("**/sagas/*/")
        wait_ready(page)
        page.wait_for_selector("#register:not([hidden])")
        page.click("#clear-deck")
        page.click("#autofill")
    tap_together(pages, "#register")
    answered(pages)
    assert refused_taps(pages) == []
    for page in pages:
        page.wait_for_function("() => window.treasuryTable.detail.view.step === 'fall_play_draw'", timeout=30_000)
        assert page.text_content("#notice").startswith("Deck registered: 40 cards")


def test_a_spend_made_offline_is_sent_when_the_network_returns_though_another_spend_landed_meanwhile(live_url, phone):
    """The table of phones found a spend for mana made offline dropped ("the table moved on
    without it") because another player had spent gold meanwhile, which changed nothing it meant."""
    created = create_auction(live_url, seats=NAMES[:2], starting_seat=0)
    ann, bob = phone(), phone()
    for seat, page in enumerate((ann, bob)):
        join(page, live_url, created["join_code"], seat)
    bob.context.set_offline(True)
    bob.wait_for_selector('#conn[data-state="offline"]')
    bob.fill("#spend-amount", "2")
    bob.click("#spend")  # kept for the network's return
    bob.wait_for_selector("html[data-kept]")
    ann.fill("#spend-amount", "3")
    ann.click("#spend")
    wait_version(ann, 1)
    bob.context.set_offline(False)
    bob.wait_for_selector("html:not([data-kept])", timeout=30_000)
    wait_version(ann, 2)
    assert golds(ann) == [7, 8]
    assert "Sent the tap you made offline" in bob.text_content("#notice")

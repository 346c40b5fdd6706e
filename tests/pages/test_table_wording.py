"""Words a phone shows that must read right: one treasure is "1 treasure", and the high bidder
the phone itself is "by you" mid-sentence (and Undo's "you bid"); no count is written "card(s)".

Run: `pytest tests/pages/test_table_wording.py -m browser -p no:xdist`."""

import re
from pathlib import Path

import pytest

from tests.pages.browser import api, create_auction, join, wait_idle, wait_ready, wait_version

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "source", [*sorted((ROOT / "static" / "treasury").glob("*.js")), *sorted(ROOT.glob("*/rules/views.py"))]
)
def test_no_count_is_written_with_an_s_in_brackets(source):
    """ "pick 3 card(s)": each count says its word as the count wants it (Treasury.counted)."""
    # a word's "(s)" goes on with text or ends it; a call such as who(s) goes on with code
    assert not re.findall(r"\w\(s\)(?=[\"'`}]| [a-z])", source.read_text(encoding="utf-8"))


@pytest.mark.browser
def test_a_battler_phone_with_one_treasure_says_1_treasure(live_url, phone):
    cubes = api(live_url, "GET", "/api/v1/cubes/")["results"]
    cube = next(c for c in cubes if c["name"] == "Demo battler cube")
    body = {"seats": ["Ann", "Bob"], "cube": cube["id"], "settings": {"preset": "treasure"}}
    created = api(live_url, "POST", "/api/v1/battlers/", body)
    page = phone()
    page.goto(f"{live_url}/join/{created['join_code']}/")
    page.tap("#take-seat")
    page.wait_for_url("**/battlers/*/")
    wait_ready(page)
    page.wait_for_function("() => document.getElementById('my-treasures').textContent === '1'")
    assert page.inner_text(".me-line > span:first-child") == "1 treasure"


@pytest.mark.browser
def test_the_high_bidder_reads_by_you(live_url, phone):
    created = create_auction(live_url, starting_seat=0)
    ann = phone()
    join(ann, live_url, created["join_code"], 0)
    ann.click("#begin-auction")
    wait_version(ann, 1)
    ann.click("#bid-1")
    wait_version(ann, 2)
    assert ann.text_content("#high-bidder") == "by you"
    assert ann.text_content("#undo").startswith("Undo: you bid"), ann.text_content("#undo")  # not "Undo: You bid"


@pytest.mark.browser
def test_correspondence_bidding_says_each_player_bids_once(live_url, phone):
    """With correspondence bidding each player bids once and the highest bid wins, but the step's
    line told the table the live rule ("when all the others decline in a row..."), and the rules
    page it links to had no word of correspondence bidding."""
    created = create_auction(live_url, seats=("Ann", "Bob", "Cy"), starting_seat=0, correspondence_bidding=True)
    ann = phone()
    join(ann, live_url, created["join_code"], 0)
    ann.click("#begin-auction")
    wait_version(ann, 1)
    help_line = ann.text_content("#step-help")
    assert "bids once" in help_line and "decline in a row" not in help_line, help_line
    link = ann.get_attribute("#step-help a", "href")
    assert link.endswith("#correspondence"), link
    ann.goto(link)
    assert "bids once" in ann.text_content("#correspondence")


@pytest.mark.parametrize("template", sorted((ROOT / "templates").rglob("*.html")), ids=lambda p: p.name)
def test_a_summary_holds_its_words_as_one_line(template):
    """A <summary> is a flex row (treasury.css): words and an element side by side in it are laid
    out as separate items, and the battler's "Face-up pile (3)" showed its count on a line of its
    own. Its words and counts go in one element, or it holds words alone."""
    for inner in re.findall(r"<summary[^>]*>(.*?)</summary>", template.read_text(encoding="utf-8"), re.DOTALL):
        words_only = "<" not in inner
        one_element = re.fullmatch(r"\s*<span>.*</span>\s*", inner, re.DOTALL) is not None
        assert words_only or one_element, inner


@pytest.mark.browser
def test_a_log_line_of_a_hundredth_action_keeps_its_number_on_one_line(live_url, phone):
    """The log's number column was 2.5 characters wide: from the 100th action on, each number
    broke over two lines ("12" above "5") on the auction's and the battlers' pages."""
    created = create_auction(live_url, starting_seat=0)
    ann = phone()
    join(ann, live_url, created["join_code"], 0)
    bob = api(live_url, "POST", "/api/v1/join/", {"code": created["join_code"], "seat": 1})["token"]
    for n in range(101):
        gold = {"type": "adjust_gold", "seat": 1, "delta": 1, "reason": f"wording test {n}"}
        api(live_url, "POST", f"/api/v1/auctions/{created['id']}/actions/", gold, token=bob)
    wait_version(ann, 101)
    ann.locator('#log li[data-seq="101"]').scroll_into_view_if_needed()
    lines = ann.evaluate(  # the line boxes of each number's text
        """() => Object.fromEntries(["99", "101"].map((seq) => {
             const range = document.createRange();
             range.selectNodeContents(document.querySelector(`#log li[data-seq="${seq}"] .seq`));
             return [seq, range.getClientRects().length];
           }))"""
    )
    assert lines == {"99": 1, "101": 1}, lines


@pytest.mark.browser
def test_an_ended_auction_offers_no_turn_and_no_undo(live_url, phone):
    """Once the game ended every phone still showed the turn's panel, a disabled End turn and an
    Undo labelled with the whole last entry ("Undo: Bob confirmed the result · Game over: ..."),
    and the last active player kept the turn's badge; and the result's line lacked its full stop."""
    created = create_auction(live_url, starting_seat=0)
    ann = phone()
    join(ann, live_url, created["join_code"], 0)
    bob = api(live_url, "POST", "/api/v1/join/", {"code": created["join_code"], "seat": 1})["token"]
    ann.click("#report-box summary")
    ann.check('#report-winners input[value="1"]')
    ann.click("#report")
    wait_version(ann, 1)
    api(live_url, "POST", f"/api/v1/auctions/{created['id']}/actions/", {"type": "confirm_result"}, token=bob)
    ann.wait_for_selector("#result:not([hidden])")
    wait_idle(ann)
    assert ann.text_content("#result").endswith(".") and ann.text_content("#result").startswith("Winner: Bob. ")
    assert ann.locator("#my-turn").is_hidden() and ann.locator("#undo").is_hidden()
    assert ann.locator("#players .badge", has_text="turn").count() == 0
    assert ann.locator("#players tr.active").count() == 0

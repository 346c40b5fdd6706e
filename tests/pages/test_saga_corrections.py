"""The saga page's thief and correction controls, from two phones (Chromium through Playwright;
run: pytest tests/pages/test_saga_corrections.py -m browser -p no:xdist).

The saga is played by the engine in this process up to a Winter Market of year 5 where the
starting player can hire a thief, exported as the server exports games, and imported: the phones
then take over. The thief's player browses the opponent's sideboard and steals from it (the
other phone never shows the pile); the opponent asks to undo the theft and the thief agrees; then
a gold correction is proposed on one phone and agreed on the other."""

import json
import urllib.request

import pytest

from saga.rules.playout import random_decision
from tests.exports import export_at
from tests.pages.browser import detail, wait_ready, wait_version
from tests.saga.rules.helpers import CUBE

STEP_TIMEOUT = 30_000


def _export_at_the_thief(seed: str) -> tuple[dict, int]:
    """An export document of a saga stopped where its starting player may hire a thief on the
    opponent's sideboard; and that player's seat."""

    def reached(state) -> bool:
        return state.step == "winter_thief" and state.players[state.starting_player].gold >= 13

    document = export_at("saga", {"hire_a_thief": True}, CUBE, ["Ann", "Bob"], seed, reached, random_decision)
    thief = document["state"]["starting_player"]
    assert document["state"]["players"][1 - thief]["sideboard"]
    return document, thief


def _post(base: str, path: str, body: dict) -> dict:
    request = urllib.request.Request(
        base + path, method="POST", headers={"Content-Type": "application/json"}, data=json.dumps(body).encode()
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())


def _join(page, base: str, code: str, seat: int) -> None:
    page.goto(f"{base}/join/{code}/")
    page.check(f'input[name="seat"][value="{seat}"]')
    page.click("#take-seat")
    page.wait_for_url("**/sagas/*/")
    wait_ready(page)


def _tap(page, selector: str) -> None:
    version = detail(page)["version"]
    page.click(selector)
    wait_version(page, version + 1, timeout=STEP_TIMEOUT)


def _wait_step(pages, step: str) -> None:
    for page in pages:
        page.wait_for_function("s => window.treasuryTable.detail.view.step === s", arg=step, timeout=STEP_TIMEOUT)


@pytest.mark.browser
def test_a_thief_browses_the_opponents_sideboard_and_a_theft_and_gold_are_corrected(live_url, phone):
    document, thief = _export_at_the_thief("page-thief-2")
    game = _post(live_url, "/api/v1/sagas/import/", document)
    pages = [phone(), phone()]
    for seat, page in enumerate(pages):
        _join(page, live_url, game["join_code"], seat)
    mine, theirs = pages[thief], pages[1 - thief]
    victim = detail(theirs)["view"]["players"][1 - thief]
    names = {name for name in (c["name"] for c in detail(theirs)["view"]["cards"].values())}

    # Hire: the pile is chosen and paid for before anything of it is shown.
    mine.wait_for_selector("#thief:not([hidden])")
    assert mine.text_content("#hire-opponent") == f"{victim['name']}'s sideboard ({victim['sideboard_count']})"
    assert mine.locator("#steal-cards li").count() == 0
    _tap(mine, "#hire-opponent")
    mine.wait_for_selector("#steal:not([hidden])")
    assert mine.locator("#steal-cards button.card").count() == victim["sideboard_count"]
    shown = mine.locator("#steal-cards .nm").all_text_contents()
    assert set(shown) <= names  # the opponent's own cards, as the opponent's phone names them
    assert theirs.locator("#steal").is_hidden() and detail(theirs)["view"]["thief"] == {
        "seat": thief,
        "from": "opponent",
    }
    mine.locator("#steal-cards button.card").first.click()
    assert mine.text_content("#steal-submit") == f"Steal {shown[0]}"
    stolen = mine.locator("#steal-cards button.card[aria-pressed=true] .nm").text_content()
    _tap(mine, "#steal-submit")
    _wait_step(pages, "winter_market")  # the market was dealt since: the theft is undone by consent only
    for page in pages:
        page.wait_for_function("n => document.getElementById('log').textContent.includes('stole ' + n)", arg=stolen)

    # The victim asks to undo the theft; the thief agrees.
    theirs.wait_for_selector("#propose-undo:not([hidden])")
    assert mine.locator("#undo").is_hidden()
    _tap(theirs, "#propose-undo")
    mine.wait_for_selector("#proposal-box:not([hidden])")
    assert theirs.locator("#consent").is_hidden() and theirs.text_content("#refuse") == "Withdraw"
    _tap(mine, "#consent")
    _wait_step(pages, "winter_thief_steal")
    mine.wait_for_selector("#steal:not([hidden])")
    assert stolen in mine.locator("#steal-cards .nm").all_text_contents()

    # A gold correction, proposed on one phone and agreed on the other.
    gold = [p["gold"] for p in detail(mine)["view"]["players"]]
    theirs.click("#adjust-box summary")
    theirs.select_option("#adjust-seat", str(thief))
    theirs.fill("#adjust-delta", "3")
    theirs.fill("#adjust-reason", "a sale was not booked")
    _tap(theirs, "#adjust-submit")
    mine.wait_for_function("() => document.getElementById('proposal-text').textContent.includes('+3 gold')")
    _tap(mine, "#consent")
    expected = list(gold)
    expected[thief] += 3
    for page in pages:
        page.wait_for_function(
            "g => JSON.stringify(window.treasuryTable.detail.view.players.map(p => p.gold)) === g",
            arg=json.dumps(expected, separators=(",", ":")),
            timeout=STEP_TIMEOUT,
        )
        assert page.errors == []

"""A battler played to its winner on four 360 px phones, tapping only: a Treasure Battler table
made short (4 poison kill, every loss gives 2) with a carousel after each draft, so that one game
holds the basics, hands, results reported and confirmed (one of them disputed first), the shop,
the carousel, the eliminations, and the end. A second table plays with augments: the demo cube
with some cards tagged as augments (uploaded as a CubeCobra file), dealt to the players who lose,
one kept by each of their phones. At every step each phone has a control for every action the server accepts
from it.

Run: `pytest tests/pages/test_battler_game.py -m browser -p no:xdist`."""

import csv
import io
import urllib.request

import httpx
import pytest

from tests.pages.browser import api, assert_accessible, assert_controls, detail, screenshot, wait_ready, wait_version

pytestmark = pytest.mark.browser
NAMES = ["Ann", "Bob", "Cy", "Di"]
SHORT_GAME = {"preset": "treasure", "life_limit": 4, "damage": "flat", "flat_loss": 2, "carousel_every": 1}


def versions(pages) -> list[int]:
    return [detail(page)["version"] for page in pages]


def settle(pages) -> int:
    """Wait until every phone shows the server's last version; check each phone's controls."""
    target = max(versions(pages))
    for page in pages:
        wait_version(page, target, timeout=30_000)
        page.wait_for_function("() => !window.treasuryTable.busy")
    target = max(versions(pages))
    for page in pages:
        wait_version(page, target, timeout=30_000)
        assert_controls(page)
    return target


def tap_and_wait(pages, page, selector: str) -> None:
    before = detail(page)["version"]
    page.tap(selector)
    wait_version(page, before + 1, timeout=30_000)
    settle(pages)


def winner_of(view: dict, pairing: dict) -> int:
    """The test's story: the player with less poison wins (the lower seat on a tie)."""
    return min(pairing["seats"], key=lambda seat: (view["players"][seat]["life"], seat))


def demo_cube(base: str) -> int:
    cubes = api(base, "GET", "/api/v1/cubes/")["results"]
    return next(c for c in cubes if c["name"] == "Demo battler cube")["id"]


def seat_phones(base: str, phone, created: dict) -> list:
    pages = []
    for seat in range(4):
        page = phone(color_scheme="dark" if seat == 3 else "light")
        page.goto(f"{base}/join/{created['join_code']}/")
        page.tap(f'input[name="seat"][value="{seat}"]')
        page.tap("#take-seat")
        page.wait_for_url("**/battlers/*/")
        wait_ready(page)
        pages.append(page)
    settle(pages)
    return pages


def play(pages, seen: set, until) -> bool:
    """Every phone taps what the game waits on, until `until(view)`: basics, augments, table
    picks, hands, results (the winner reports; the first report is disputed, then reported again
    and confirmed) and the shop. Returns whether the table ended it (False: 200 taps were not
    enough)."""
    disputed = "disputed" in seen
    for _ in range(200):
        view = detail(pages[0])["view"]
        phase = view["phase"]
        seen.add(phase)
        if until(view):
            return True
        acted = False
        for seat, page in enumerate(pages):
            mine = detail(page)
            legal = set(mine["legal_actions"])
            me = mine["view"]["players"][seat]
            if "choose_basics" in legal:
                for basic in "WU"[: mine["view"]["settings"]["start_basics"]]:
                    page.tap(f'#basics-steppers button[data-step="1"][data-basic="{basic}"]')
                tap_and_wait(pages, page, "#confirm-basics")
            elif "choose_augment" in legal:
                page.tap(f'#augment-cards button.card[data-card="{me["augment_offer"][0]}"]')
                if "augment-shot" not in seen:  # not "augment": the phase's own name is in `seen` already
                    screenshot(page, "battler-augment", "#augments")
                    seen.add("augment-shot")
                seen.add("chose-augment")
                tap_and_wait(pages, page, "#choose-augment")
            elif legal & {"carousel_pick", "rochester_pick"}:
                page.tap(f'#table-cards button.card[data-card="{mine["view"]["table"][0]}"]')
                if "carousel-shot" not in seen:
                    screenshot(page, "battler-carousel", "#table-draft")
                    seen.add("carousel-shot")
                tap_and_wait(pages, page, "#table-pick")
            elif "select_hand" in legal and not me["hand_ready"]:
                size = min(mine["view"]["hand_size"], len(me["pool"]))
                for card in me["pool"][:size]:
                    page.tap(f'#hand-cards button.card[data-card="{card}"]')
                tap_and_wait(pages, page, "#select-hand")
            elif "confirm_result" in legal:
                if not disputed:  # the first report is disputed, then reported again and confirmed
                    disputed = True
                    seen.add("disputed")
                    tap_and_wait(pages, page, "#dispute-result")
                    assert "disputed" in page.text_content("#banner")
                else:
                    tap_and_wait(pages, page, "#confirm-result")
            elif "report_result" in legal:
                pairing = next(p for p in mine["view"]["pairings"] if seat in p["seats"])
                if winner_of(mine["view"], pairing) != seat or pairing["status"] == "reported":
                    continue  # the winner reports, once
                tap_and_wait(pages, page, "#report-win")
                rival = next(s for s in pairing["seats"] if s != seat)
                if rival >= 0 and "confirm_result" in detail(pages[rival])["legal_actions"]:
                    assert "reported" in pages[rival].text_content("#report-text")
            elif "done_shopping" in legal and not me["done"]:
                if "shop-shot" not in seen:
                    seen.add("shop-shot")
                    assert_accessible(page)
                tap_and_wait(pages, page, "#done-shopping")
            else:
                continue
            acted = True
            break
        assert acted, f"nobody could act in {phase}: {[detail(p)['legal_actions'] for p in pages]}"
    return False


def test_four_phones_play_a_battler_to_its_winner(live_url, phone):
    body = {"seats": NAMES, "cube": demo_cube(live_url), "settings": SHORT_GAME}
    pages = seat_phones(live_url, phone, api(live_url, "POST", "/api/v1/battlers/", body))
    seen = set()
    if not play(pages, seen, lambda view: view["phase"] == "finished"):
        view = detail(pages[0])["view"]
        pytest.fail(
            f"the battler did not end: {view['phase']}, life {[p['life'] for p in view['players']]}, "
            f"legal {[detail(p)['legal_actions'] for p in pages]}, eliminated {view['eliminated']}, "
            f"pairings {view['pairings']}"
        )

    final = detail(pages[0])["view"]
    (winner,) = final["ending"]["winners"]
    assert winner is not None and "disputed" in seen
    assert {"basics", "prepare", "fight", "draft", "carousel"} <= seen
    assert len(final["eliminated"]) == 3 and final["standings"][0]["seat"] == winner
    for seat, page in enumerate(pages):
        page.wait_for_selector("#banner:not([hidden])")
        expected = "Game over: you win!" if seat == winner else f"Game over: {NAMES[winner]} wins."
        assert page.text_content("#banner") == expected
        assert detail(page)["legal_actions"] == []
    assert_accessible(pages[winner])
    screenshot(pages[winner], "battler-winner")


def augment_cube(base: str, count: int) -> int:
    """The demo battler cube, uploaded again as a CubeCobra file with its first `count` cards
    tagged as rare augments."""
    export = f"{base}/api/v1/cubes/{demo_cube(base)}/export/?as=cubecobra-csv"
    with urllib.request.urlopen(export, timeout=10) as answer:
        rows = list(csv.DictReader(io.StringIO(answer.read().decode())))
    for row in rows[:count]:
        row["tags"] = "augment;rare"
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(rows[0]))
    writer.writeheader()
    writer.writerows(rows)
    answer = httpx.post(
        f"{base}/api/v1/cubes/",
        data={"name": "Battler cube with augments"},
        files={"file": ("augments.csv", out.getvalue().encode())},
        timeout=30,
    )
    assert answer.status_code == 201, answer.text
    return answer.json()["cube"]["id"]


def test_the_players_who_lose_choose_an_augment_on_their_phones(live_url, phone):
    """Treasure Battler's augments option: a player whose poison first goes above the limit (1
    here, so the first loss does it) is dealt 3 augments and keeps 1."""
    deal = 3
    settings = {
        **SHORT_GAME,
        "augments": "on_poison",
        "augment_poison": 1,
        "augment_deal": deal,
        "augment_groups": ["rare"],
    }
    body = {"seats": NAMES, "cube": augment_cube(live_url, len(NAMES) * deal), "settings": settings}
    pages = seat_phones(live_url, phone, api(live_url, "POST", "/api/v1/battlers/", body))
    seen = set()
    kept = play(pages, seen, lambda view: view["phase"] != "augment" and any(p["augments"] for p in view["players"]))
    assert kept, f"no augment was kept: {detail(pages[0])['view']['phase']}"
    assert "chose-augment" in seen  # the phones that lost tapped one of the augments dealt to them
    view = settle_view(pages)
    losers = [seat for seat, player in enumerate(view["players"]) if player["life"] > 1]
    assert len(losers) == 2 and [seat for seat, p in enumerate(view["players"]) if p["augments"]] == losers
    for seat in losers:
        mine = detail(pages[seat])["view"]["players"][seat]
        assert len(mine["augments"]) == 1 and mine["augment_offer"] == []
        pages[seat].wait_for_function("() => document.getElementById('log').textContent.includes('You chose ')")


def settle_view(pages) -> dict:
    settle(pages)
    return detail(pages[0])["view"]

"""Helpers of the browser tests: the phone profile, the API calls that set a table up, the
steps a player takes on the pages, and the checks every page passes (axe-core, a control for
every legal action)."""

import json
import os
import tempfile
import urllib.request
from pathlib import Path

import axe_playwright_python
import httpx

# the flags that run Debian's chromium on these machines, the bench's and the tests' alike
from bench.browser import ARGS as CHROMIUM_ARGS  # noqa: F401 (the pages and fault tests import it here)

ROOT = Path(__file__).resolve().parents[2]
# `make screenshots` writes the docs' pictures (SCREENSHOTS_DIR=docs/screenshots); any other run
# writes to a temporary folder, so that a test run never rewrites the committed files.
SCREENSHOTS = Path(os.environ.get("SCREENSHOTS_DIR") or Path(tempfile.gettempdir()) / "treasury-screenshots")
WRITE_SCREENSHOTS = bool(os.environ.get("SCREENSHOTS_DIR"))  # other runs take none: they cost time
# Debian's whole chromium: what needs a browser's services (a push service, installing the app:
# tests/pages/test_https.py).
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# The other pages' tests drive Debian's chromium-headless-shell, the same Blink without those
# services, as Playwright itself runs headless by default: the browser part took half the CPU
# (294 s against 502 s, 3:01 against 4:36, measured alone on 2026-12-06). Without it, the whole.
HEADLESS_SHELL = os.environ.get("CHROMIUM_HEADLESS_SHELL", "/usr/bin/chromium-headless-shell")
PAGES_CHROMIUM = HEADLESS_SHELL if Path(HEADLESS_SHELL).exists() else CHROMIUM
# The narrowest phone the pages serve.
PHONE = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True, "device_scale_factor": 1}
# axe-core as its PyPI package ships it: injected by the tests, never served by the app.
AXE_JS = Path(axe_playwright_python.__file__).with_name("axe.min.js")


def api(base: str, method: str, path: str, body: dict | None = None, token: str = "") -> dict:
    """A JSON call, as a seat's phone when `token` is its seat token."""
    headers = {"Content-Type": "application/json", **({"Authorization": f"Seat {token}"} if token else {})}
    request = urllib.request.Request(
        base + path, method=method, headers=headers, data=None if body is None else json.dumps(body).encode()
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def create_auction(base: str, seats=("Ann", "Bob"), **settings) -> dict:
    cubes = api(base, "GET", "/api/v1/cubes/")["results"]
    cube = next(c for c in cubes if c["name"] == "Demo auction block")
    return api(base, "POST", "/api/v1/auctions/", {"seats": list(seats), "cube": cube["id"], "settings": settings})


def upload_cards(base: str, name: str, cards: list[dict]) -> int:
    """A cube of these Scryfall card objects (the stand-in Scryfall's, whose images the session's
    server asks it for), uploaded as Scryfall JSON; its id."""
    answer = httpx.post(
        f"{base}/api/v1/cubes/", data={"name": name}, files={"file": ("cards.json", json.dumps(cards))}, timeout=60
    )
    assert answer.status_code == 201, answer.text[:2000]
    return answer.json()["cube"]["id"]


def join(page, base: str, code: str, seat: int, name: str = "") -> None:
    page.goto(f"{base}/join/{code}/")
    page.check(f'input[name="seat"][value="{seat}"]')
    if name:
        page.fill("#name", name)
    page.click("#take-seat")
    page.wait_for_url("**/auctions/*/")
    wait_ready(page)


def wait_ready(page, state: str = "live") -> None:
    page.wait_for_selector(f'#conn[data-state="{state}"]')
    page.wait_for_function("() => window.treasuryTable && window.treasuryTable.detail")


def detail(page) -> dict:
    return page.evaluate("() => window.treasuryTable.detail")


def wait_version(page, version: int, timeout: float = 30_000) -> None:  # bounds a hang only
    page.wait_for_function(
        "v => window.treasuryTable.detail && window.treasuryTable.detail.version >= v", arg=version, timeout=timeout
    )
    wait_idle(page)


def wait_idle(page) -> None:
    """Until the page has been idle once: what a page draws after the frame that shows a push (the
    auction's lower panels, T.later) was asked for before this, and runs first."""
    page.evaluate("() => new Promise((done) => requestIdleCallback(() => done(), { timeout: 1000 }))")


def fill_gold_correction(page, seat: int, delta: int, reason: str) -> None:
    """Fill the auction page's gold correction (opened if closed); the caller taps #adjust."""
    if not page.locator("#adjust-box").evaluate("box => box.open"):
        page.tap("#adjust-box summary")
    page.select_option("#adjust-seat", str(seat))
    page.fill("#adjust-delta", str(delta))
    page.fill("#adjust-reason", reason)


def golds(page) -> list[int]:
    return [
        int(cell)
        for cell in page.eval_on_selector_all("#players td.gold[data-gold]", "cells => cells.map(c => c.dataset.gold)")
    ]


def screenshot(page, name: str, selector: str | None = None, full_page: bool = True) -> None:
    """docs/screenshots/<name>.png under `make screenshots`: the whole page, or the phone's screen
    with `selector` scrolled to its top."""
    if not WRITE_SCREENSHOTS:
        return
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    if selector:
        page.eval_on_selector(selector, "e => e.scrollIntoView({block: 'start'})")
        full_page = False
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=full_page, animations="disabled")


def shot_of(locator, name: str) -> None:
    """docs/screenshots/<name>.png of one element, under `make screenshots`."""
    if not WRITE_SCREENSHOTS:
        return
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    locator.screenshot(path=str(SCREENSHOTS / f"{name}.png"), animations="disabled")


def axe_violations(page) -> list[str]:
    """What axe-core finds on the page as it is now (every rule axe runs by default), one line a
    violation: its rule, impact and the first elements it names."""
    if not page.evaluate("() => !!window.axe"):
        page.evaluate(AXE_JS.read_text())  # evaluated, not a <script> tag: the page's policy runs no inline script
    found = page.evaluate(
        "async () => (await axe.run(document)).violations.map(v => ({id: v.id, impact: v.impact, "
        "nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ': ' + n.failureSummary)}))"
    )
    return [f"{v['id']} ({v['impact']}): " + " | ".join(v["nodes"]) for v in found]


def assert_accessible(page) -> None:
    violations = axe_violations(page)
    assert violations == [], "axe-core:\n" + "\n".join(violations)


# Actions whose control is another action's: the page offers one button for both.
SAME_CONTROL = {"propose_undo": "undo"}


def missing_controls(page) -> list[str]:
    """The actions the server accepts from this phone now (legal_actions) that have no control on
    the page: no element with data-act="<type>" that is enabled (or disabled only until the
    player chooses what it needs: data-needs says what) and not inside a hidden part (a folded
    <details> counts as reachable: one tap opens it)."""
    wait_idle(page)
    return page.evaluate(
        """same => {
        const detail = window.treasuryTable.detail;
        const reachable = (type) => [...document.querySelectorAll('[data-act="' + type + '"]')]
            .some((el) => (!el.disabled || el.dataset.needs) && !el.closest('[hidden]'));
        return detail.legal_actions.filter((type) => !reachable(type) && !(same[type] && reachable(same[type])));
    }""",
        SAME_CONTROL,
    )


def assert_controls(page) -> None:
    missing = missing_controls(page)
    assert missing == [], f"legal actions without a control on the page: {missing}"

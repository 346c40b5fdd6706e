"""Helpers of the browser tests: the phone profile, the API calls that set a table up, and
the steps a player takes on the pages."""

import json
import os
import tempfile
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# `make screenshots` writes the README's pictures (SCREENSHOTS_DIR=docs/screenshots); any other run
# writes to a temporary folder, so that a test run never rewrites the committed files.
SCREENSHOTS = Path(os.environ.get("SCREENSHOTS_DIR") or Path(tempfile.gettempdir()) / "treasury-screenshots")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 1}


def api(base: str, method: str, path: str, body: dict | None = None) -> dict:
    request = urllib.request.Request(base + path, method=method, headers={"Content-Type": "application/json"},
                                     data=None if body is None else json.dumps(body).encode())
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def create_auction(base: str, seats=("Ann", "Bob"), **settings) -> dict:
    cubes = api(base, "GET", "/api/v1/cubes/")["results"]
    cube = next(c for c in cubes if c["name"] == "Demo auction block")
    return api(base, "POST", "/api/v1/auctions/", {"seats": list(seats), "cube": cube["id"], "settings": settings})


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


def wait_version(page, version: int, timeout: float = 5000) -> None:
    page.wait_for_function("v => window.treasuryTable.detail && window.treasuryTable.detail.version >= v",
                           arg=version, timeout=timeout)


def golds(page) -> list[int]:
    return [int(cell) for cell in page.eval_on_selector_all("#players td.gold[data-gold]",
                                                            "cells => cells.map(c => c.dataset.gold)")]


def screenshot(page, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True, animations="disabled")

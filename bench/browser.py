"""`python -m bench.browser --port P --out FILE [--quick]`: the phones as browsers (bench/README.md,
"The browser part"). Debian's chromium under Playwright, against the product server the bench
started: auction tables whose 4 phones are pages in 4 browser contexts, one phone tapping the
page's own buttons at a time; what every page receives, requests and paints, timed in the pages
themselves; the same for a bare page painting a bare socket message (the floor); the cold load of
each game page; and Lighthouse (mobile) on each game page when its npm package is installed.

It runs as a process of its own (the bench starts it after the socket phases, the server still
up): Playwright's event loop stays out of the load generator's."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from bench.report import summarize

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
PHONE = {"viewport": {"width": 412, "height": 823}, "device_scale_factor": 1.75, "is_mobile": True, "has_touch": True}
SEATS = 4
LIGHTHOUSE = Path(__file__).resolve().parent / "lighthouse"

# In every page, before its own scripts: the time each socket frame arrives (and its size), the
# time the page's DOM shows each version (live.js sets <html data-version> after drawing it), the
# time after the next paint, each tap's time, and the layout shifts. Times are the machine's wall
# clock in ms (performance.timeOrigin + now), shared by every page and by the bare floor page.
INIT = r"""
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const bench = window.__bench = { arrive: {}, dom: {}, paint: {}, taps: [], frames: 0, frameChars: 0, cls: 0 };
  const Native = window.WebSocket;
  function Watched(url, protocols) {
    const sock = protocols === undefined ? new Native(url) : new Native(url, protocols);
    sock.addEventListener("message", (event) => {
      const t = now();
      bench.frames += 1;
      bench.frameChars += event.data.length;
      try {
        const m = JSON.parse(event.data);
        if (typeof m.seq === "number" && bench.arrive[m.seq] === undefined) bench.arrive[m.seq] = t;
      } catch (notJson) {}
    });
    return sock;
  }
  Watched.prototype = Native.prototype;
  Object.assign(Watched, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  window.WebSocket = Watched;
  const painted = (version) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { bench.paint[version] = now(); };
    channel.port2.postMessage(0);
  });
  bench.shown = (version) => {
    if (bench.dom[version] !== undefined) return;
    bench.dom[version] = now();
    painted(version);
  };
  new MutationObserver(() => {
    const version = document.documentElement.dataset.version;
    if (version !== undefined) bench.shown(version);
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-version"] });
  document.addEventListener("click", (event) => bench.taps.push(performance.timeOrigin + event.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
})();
"""

# The floor: a bare page that paints the number a bare socket message carries (and taps send one).
BARE_PAGE = """<!doctype html><meta name="viewport" content="width=device-width"><p id="n">0</p>
<button id="tap" style="width:200px;height:80px">tap</button><script>
const sock = new WebSocket(location.search.slice(1));
sock.onmessage = (event) => {
  const m = JSON.parse(event.data);
  document.getElementById("n").textContent = m.seq;
  document.documentElement.dataset.version = String(m.seq);
};
document.getElementById("tap").onclick = () =>
  sock.send(JSON.stringify({ seq: Number(document.getElementById("n").textContent) + 1 }));
window.ready = new Promise((resolve) => { sock.onopen = resolve; });
</script>"""

# What a phone taps, by preference, when its table waits on it: bid (or decline), keep what it
# bought, reveal the first card, the next card, end the turn.
CHOICES = [
    "#bid-1:not([disabled]):not([hidden])",
    "#decline:not([disabled])",
    "button[data-act=keep]:not([disabled])",
    "#begin-auction:not([hidden])",
    "#next-auction:not([hidden])",
    "#end-turn:not([disabled])",
]
PICK = """(choices) => {
  const visible = (el) => el && !el.closest("[hidden]") && el.getClientRects().length > 0;
  for (const selector of choices) {
    const found = Array.from(document.querySelectorAll(selector)).find(visible);
    if (found) return selector;
  }
  return null;
}"""


def _p(tree: dict[str, Any], path: str) -> Any:
    for key in path.split("."):
        tree = tree.get(key) or {}
    return tree if tree != {} else None


def log(message: str) -> None:
    print(f"  [browser] {message}", flush=True)


# -- tables ---------------------------------------------------------------------------------------
def _api(base: str) -> httpx.Client:
    return httpx.Client(base_url=base, timeout=60)


def _joined(client: httpx.Client, created: dict[str, Any]) -> dict[str, Any]:
    tokens = []
    for seat in range(SEATS):
        answer = client.post(
            "/api/v1/join/", json={"code": created["join_code"], "seat": seat, "name": f"Phone {seat}"}
        )
        answer.raise_for_status()
        tokens.append(answer.json()["token"])
    return {"id": created["id"], "host": created["host_token"], "tokens": tokens}


def new_tables(base: str, count: int) -> list[dict[str, Any]]:
    with _api(base) as client:
        cube = next(
            c["id"] for c in client.get("/api/v1/cubes/").json()["results"] if c["name"] == "Demo auction block"
        )
        tables = []
        for index in range(count):
            created = client.post(
                "/api/v1/auctions/",
                json={
                    "title": f"browser table {index}",
                    "seats": [f"Phone {n}" for n in range(SEATS)],
                    "cube": cube,
                    "settings": {"empty_deck_policy": "shuffle_graveyards"},
                },
            )
            created.raise_for_status()
            tables.append(_joined(client, created.json()))
        return tables


def late_tables(base: str, count: int, turn: int) -> list[dict[str, Any]]:
    """Tables at the start of `turn`: a game played at random in the engine from the demo block,
    imported (the server replays its log), then joined by 4 phones."""
    from auction.rules import ENGINE
    from bench.engines import auction_to_turn, demo_cards
    from tabletop.rules.engine import to_builtins

    cards = demo_cards("auction_block.csv")
    tables = []
    with _api(base) as client:
        for index in range(count):
            played = next(
                (seed, found)
                for seed in (f"browser-{index}-{attempt}" for attempt in range(50))
                if (found := auction_to_turn(cards, seed, turn)) is not None
            )
            seed, (settings, initial, counter, states, actions, rng) = played
            document = {
                "format": "treasury-game",
                "format_version": 1,
                "kind": "auction",
                "ruleset_version": ENGINE.ruleset_version,
                "title": f"browser table {index}, turn {turn}",
                "settings": to_builtins(settings),
                "seats": [f"Phone {n}" for n in range(SEATS)],
                "rng": {"seed": seed, "initial_counter": counter, "counter": rng.counter, "generator": rng.generator},
                "initial_state": ENGINE.encode_state(initial),
                "state": ENGINE.encode_state(states[-1]),
                "version": len(actions),
                "actions": actions,
            }
            created = client.post("/api/v1/auctions/import/", json=document)
            created.raise_for_status()
            tables.append(_joined(client, created.json()))
    return tables


# -- pages ----------------------------------------------------------------------------------------
class Phone:
    def __init__(self, context, page, cdp, seat: int | None):
        self.context, self.page, self.cdp, self.seat = context, page, cdp, seat
        self.requests = 0
        self.http_bytes = 0
        self.ws_in = 0  # socket payload characters received (before permessage-deflate: an upper bound)
        self.ws_out = 0
        self.deflate = None
        cdp.on("Network.requestWillBeSent", self._request)
        cdp.on("Network.loadingFinished", self._finished)
        cdp.on("Network.webSocketFrameReceived", self._frame_in)
        cdp.on("Network.webSocketFrameSent", self._frame_out)
        cdp.on("Network.webSocketHandshakeResponseReceived", self._handshake)

    def _request(self, event):
        self.requests += 1

    def _finished(self, event):
        self.http_bytes += int(event.get("encodedDataLength", 0))

    def _frame_in(self, event):
        self.ws_in += len(event["response"]["payloadData"].encode())

    def _frame_out(self, event):
        self.ws_out += len(event["response"]["payloadData"].encode())

    def _handshake(self, event):
        headers = {k.lower(): v for k, v in event["response"].get("headers", {}).items()}
        self.deflate = "permessage-deflate" in headers.get("sec-websocket-extensions", "")

    def counters(self) -> tuple[int, int, int]:
        return self.requests, self.http_bytes, self.ws_in + self.ws_out


async def open_phone(browser, base: str, path: str, cookie: tuple[str, str] | None, seat: int | None) -> Phone:
    context = await browser.new_context(**PHONE)
    if cookie is not None:
        await context.add_cookies([{"name": cookie[0], "value": cookie[1], "url": base}])
    await context.add_init_script(INIT)
    page = await context.new_page()
    cdp = await context.new_cdp_session(page)
    await cdp.send("Network.enable")
    phone = Phone(context, page, cdp, seat)
    await page.goto(base + path, wait_until="load")
    return phone


async def version_of(page) -> int:
    return int(await page.evaluate("() => Number(document.documentElement.dataset.version || -1)"))


async def wait_version(page, version: int, timeout: float = 15) -> None:
    await page.wait_for_function(
        "v => Number(document.documentElement.dataset.version || -1) >= v",
        arg=version,
        timeout=timeout * 1000,
        polling=20,
    )


async def tap_round(phones: list[Phone], rnd: random.Random) -> dict[str, Any] | None:
    """The phone the table waits on taps; every page is waited for at the next version. Its
    timings, from the pages' own clocks, or None (nothing to tap, or the table did not move)."""
    detail = await phones[0].page.evaluate(  # only what the driver needs: a page serializes nothing more
        "() => { const d = window.treasuryTable.detail; return d && {version: d.version, waiting_on: d.waiting_on}; }"
    )
    if detail is None or not detail["waiting_on"]:
        return None
    version = detail["version"]
    tapper = phones[detail["waiting_on"][0]]
    choices = CHOICES[1:] if rnd.random() < 0.55 else CHOICES
    selector = await tapper.page.evaluate(PICK, choices)
    if selector is None:
        return None
    await tapper.page.click(selector, timeout=5000)
    try:
        await asyncio.gather(*(wait_version(phone.page, version + 1) for phone in phones))
    except Exception:  # noqa: BLE001 - refused (the table moved), or lost: this round is not counted
        return None
    seen = await asyncio.gather(
        *(
            p.page.evaluate(
                "v => [window.__bench.arrive[v], window.__bench.dom[v], "
                "window.__bench.paint[v], window.__bench.taps.at(-1)]",
                version + 1,
            )
            for p in phones
        )
    )
    for _ in range(20):  # the paint of the last page lands a frame after its DOM
        if all(s[2] is not None for s in seen):
            break
        await asyncio.sleep(0.02)
        seen = await asyncio.gather(
            *(
                p.page.evaluate(
                    "v => [window.__bench.arrive[v], window.__bench.dom[v], "
                    "window.__bench.paint[v], window.__bench.taps.at(-1)]",
                    version + 1,
                )
                for p in phones
            )
        )
    tap = seen[phones.index(tapper)][3]
    others = [s for phone, s in zip(phones, seen, strict=True) if phone is not tapper]
    if tap is None or any(s[1] is None or s[2] is None or s[0] is None for s in others):
        return None
    own = seen[phones.index(tapper)]
    return {
        "tap_to_dom_last": max(s[1] for s in others) - tap,
        "tap_to_paint_last": max(s[2] for s in others) - tap,
        "tap_to_own_dom": None if own[1] is None else own[1] - tap,
        "push_to_paint": [s[2] - s[0] for s in others],
        "push_to_dom": [s[1] - s[0] for s in others],
        "action": selector,
    }


async def play_tables(
    browser,
    base: str,
    tables: list[dict[str, Any]],
    rounds: int,
    label: str,
    bare: BareFloor,
    answers: SocketAnswers,
) -> dict[str, Any]:
    """Every table's phones open their page; each table then plays `rounds` taps, one at a time,
    all tables at once. Bytes and requests counted from the first tap to the last."""
    tables_phones = []
    for table in tables:
        phones = [
            await open_phone(browser, base, f"/auctions/{table['id']}/", (f"seat_{table['id']}", token), seat)
            for seat, token in enumerate(table["tokens"])
        ]
        await asyncio.gather(*(wait_version(p.page, 0) for p in phones))
        await asyncio.gather(
            *(p.page.wait_for_function("() => document.documentElement.dataset.live === 'live'") for p in phones)
        )
        tables_phones.append(phones)
    await asyncio.sleep(1.0)
    before = [[p.counters() for p in phones] for phones in tables_phones]
    shifts_before = [await p.page.evaluate("() => window.__bench.cls") for phones in tables_phones for p in phones]
    rnd = random.Random(label)

    async def one(phones):
        samples = []
        misses = 0
        while len(samples) < rounds and misses < rounds:
            sample = await tap_round(phones, rnd)
            if sample is None:
                misses += 1
                await asyncio.sleep(0.1)
            else:
                samples.append(sample)
        return samples

    began = time.monotonic()
    done = asyncio.Event()
    beside = [asyncio.ensure_future(bare.beside(done)), asyncio.ensure_future(answers.beside(done))]
    played = await asyncio.gather(*(one(phones) for phones in tables_phones))
    done.set()
    await asyncio.gather(*beside)
    wall = time.monotonic() - began
    await asyncio.sleep(0.5)  # the last frames
    after = [[p.counters() for p in phones] for phones in tables_phones]
    shifts_after = [await p.page.evaluate("() => window.__bench.cls") for phones in tables_phones for p in phones]
    samples = [s for table in played for s in table]
    updates = len(samples)
    phones_total = sum(len(phones) for phones in tables_phones)
    requests = sum(a[0] - b[0] for ta, tb in zip(after, before, strict=True) for a, b in zip(ta, tb, strict=True))
    http = sum(a[1] - b[1] for ta, tb in zip(after, before, strict=True) for a, b in zip(ta, tb, strict=True))
    ws = sum(a[2] - b[2] for ta, tb in zip(after, before, strict=True) for a, b in zip(ta, tb, strict=True))
    turn = await tables_phones[0][0].page.evaluate("() => window.treasuryTable.detail.view.turn")
    deflate = {p.deflate for phones in tables_phones for p in phones}
    result = {
        "tables": len(tables),
        "phones": phones_total,
        "updates": updates,
        "turn_at_end": turn,
        "wall_s": round(wall, 1),
        "floor": bare.figures(),  # the bare pages, tapped beside these phones meanwhile
        "socket_answer_ms": answers.figures(),  # a socket table's bids answered meanwhile
        "tap_to_every_other_dom_ms": summarize([s["tap_to_dom_last"] for s in samples]),
        "tap_to_every_other_paint_ms": summarize([s["tap_to_paint_last"] for s in samples]),
        "tap_to_own_dom_ms": summarize([s["tap_to_own_dom"] for s in samples if s["tap_to_own_dom"] is not None]),
        "push_to_dom_ms": summarize([t for s in samples for t in s["push_to_dom"]]),
        "push_to_paint_ms": summarize([t for s in samples for t in s["push_to_paint"]]),
        "bytes_per_update_per_phone": round((http + ws) / max(1, updates * SEATS)),
        "socket_bytes_per_update_per_phone": round(ws / max(1, updates * SEATS)),
        "http_bytes_per_update_per_phone": round(http / max(1, updates * SEATS)),
        "requests_per_update_per_phone": round(requests / max(1, updates * SEATS), 3),
        "socket_deflate": sorted(str(d) for d in deflate),
        # layout shifts while the table plays, on pages that did not tap just before (0.1 per update
        # would be a bad page; Lighthouse counts the load only)
        "layout_shift_per_update_per_phone": round(
            sum(a - b for a, b in zip(shifts_after, shifts_before, strict=True)) / max(1, updates * SEATS), 4
        ),
        "actions": {a: sum(1 for s in samples if s["action"] == a) for a in {s["action"] for s in samples}},
    }
    for phones in tables_phones:
        for phone in phones:
            await phone.context.close()
    log(
        f"{label}: {len(tables)} table(s), {updates} taps: tap -> every other page's DOM p50 "
        f"{_p(result, 'tap_to_every_other_dom_ms.p50')} p95 {_p(result, 'tap_to_every_other_dom_ms.p95')} ms, "
        f"painted p95 {_p(result, 'tap_to_every_other_paint_ms.p95')} ms; push -> paint p95 "
        f"{_p(result, 'push_to_paint_ms.p95')} ms; {result['bytes_per_update_per_phone']} B and "
        f"{result['requests_per_update_per_phone']} requests per update per phone (turn {turn}); the bare pages "
        f"meanwhile: push -> paint p95 {_p(result, 'floor.push_to_paint_ms.p95')} ms, tap -> every other painted "
        f"p95 {_p(result, 'floor.tap_to_every_other_paint_ms.p95')} ms; the socket answer meanwhile p95 "
        f"{_p(result, 'socket_answer_ms.p95')} ms"
    )
    return result


# -- the floor ------------------------------------------------------------------------------------
class BareFloor:
    """Bare pages on a bare socket server (websockets, in this process): one page's tap sends a
    message, the server sends it to every page, each paints the number. Timed as the phones are,
    by itself first, then round after round beside each phase of phones, so that the phones and
    their floor share the machine's load of the moment."""

    def __init__(self, browser, pages: int = SEATS):
        self.browser, self.count = browser, pages
        self.sockets: set = set()
        self.seq = 0
        self.samples: tuple[list[float], list[float]] = ([], [])

    async def open(self) -> None:
        import logging

        from websockets.asyncio.server import broadcast, serve

        logging.getLogger("websockets").setLevel(logging.WARNING)

        async def relay(sock):
            self.sockets.add(sock)
            try:
                async for message in sock:
                    broadcast(self.sockets, json.dumps({"type": "bare", "seq": json.loads(message)["seq"]}))
            finally:
                self.sockets.discard(sock)

        self.server = await serve(relay, "127.0.0.1", 0)
        port = self.server.sockets[0].getsockname()[1]
        self.folder = tempfile.TemporaryDirectory()
        page_file = Path(self.folder.name) / "bare.html"
        page_file.write_text(BARE_PAGE)
        self.contexts, self.pages = [], []
        for _ in range(self.count):
            context = await self.browser.new_context(**PHONE)
            await context.add_init_script(INIT)
            page = await context.new_page()
            await page.goto(f"file://{page_file}?ws://127.0.0.1:{port}/")
            await page.evaluate("() => window.ready")
            self.contexts.append(context)
            self.pages.append(page)

    async def round(self) -> None:
        self.seq += 1
        seq, pages = self.seq, self.pages
        await pages[seq % self.count].click("#tap")
        await asyncio.gather(*(wait_version(page, seq) for page in pages))
        await asyncio.sleep(0.03)
        seen = await asyncio.gather(
            *(
                p.evaluate("v => [window.__bench.arrive[v], window.__bench.paint[v], window.__bench.taps.at(-1)]", seq)
                for p in pages
            )
        )
        tap = seen[seq % self.count][2]
        others = [s for i, s in enumerate(seen) if i != seq % self.count and s[1] is not None]
        if tap is not None and len(others) == self.count - 1:
            self.samples[0].append(max(s[1] for s in others) - tap)
            self.samples[1].extend(s[1] - s[0] for s in others)

    async def beside(self, done: asyncio.Event) -> None:
        """Rounds until `done`, a bare tap every 0.1 s or so (the phones tap one after another)."""
        while not done.is_set():
            await self.round()
            await asyncio.sleep(0.05)

    def figures(self) -> dict[str, Any]:
        taps, pushes = self.samples
        self.samples = ([], [])
        return {"tap_to_every_other_paint_ms": summarize(taps), "push_to_paint_ms": summarize(pushes)}

    async def close(self) -> None:
        for context in self.contexts:
            await context.close()
        self.server.close()
        self.folder.cleanup()


class SocketAnswers:
    """The socket answer beside the pages: a table of 4 phones on sockets (bench.load's, which
    follow the events without views), one action at a time with a short pause before each, on
    the same server while the pages play. A page's tap is judged against this answer, measured
    on the machine as loaded as the pages' own, as their paint is against the bare pages'."""

    THINK = (0.05, 0.1)  # seconds before each action: about twice the pages' pace of taps, for samples

    def __init__(self, base: str):
        self.host, port = base.removeprefix("http://").rsplit(":", 1)
        self.port = int(port)
        self.answers: list[float] = []

    async def open(self) -> None:
        from bench import load

        cube = await load.auction_block_id(self.host, self.port)
        infos = await load.create_tables(self.host, self.port, 1, cube)
        self.fleet = load.Fleet(self.host, self.port, infos, seed="beside the pages")
        await self.fleet.connect()

    async def beside(self, done: asyncio.Event) -> None:
        from bench import load

        run = load.LoadRun(self.fleet.tables, self.THINK)
        await run.play(3600, 0, until=done)
        self.answers += [
            (a.answered - a.sent) * 1000 for a in run.recorder.actions if a.ok and a.type in load.BID_ACTIONS
        ]

    def figures(self) -> dict[str, Any]:
        found, self.answers = summarize(self.answers), []
        return found

    async def close(self) -> None:
        await self.fleet.close()


async def floor(bare: BareFloor, rounds: int) -> dict[str, Any]:
    for _ in range(rounds):
        await bare.round()
    result = bare.figures()
    log(
        f"floor: a bare page painting a bare socket message: push -> paint p50 {result['push_to_paint_ms']['p50']} "
        f"p95 {result['push_to_paint_ms']['p95']} ms; tap -> every other bare page painted p95 "
        f"{result['tap_to_every_other_paint_ms']['p95']} ms"
    )
    return result


# -- cold loads and Lighthouse --------------------------------------------------------------------
async def cold_load(browser, base: str, path: str, cookie: tuple[str, str] | None, live: bool) -> dict[str, Any]:
    """A first visit from a phone with nothing cached: requests and bytes on the wire until the page
    shows its game (data-version) and the network is idle, and its layout shifts."""
    phone = await open_phone(browser, base, path, cookie, None)
    if live:
        await phone.page.wait_for_function("() => document.documentElement.dataset.version !== undefined")
    await phone.page.wait_for_load_state("networkidle")
    await asyncio.sleep(0.5)
    cls = await phone.page.evaluate("() => window.__bench.cls")
    requests, http, ws = phone.counters()
    await phone.context.close()
    return {"requests": requests, "bytes": http, "socket_bytes": ws, "cls": round(cls, 4)}


def lighthouse(base: str, path: str, cookie: tuple[str, str] | None) -> dict[str, Any] | None:
    """Lighthouse's mobile performance run (its default: an emulated mid-range phone, simulated
    slow 4G) on Debian's chromium, when bench/lighthouse's npm packages are installed."""
    cli = LIGHTHOUSE / "node_modules" / "lighthouse" / "cli" / "index.js"
    node = shutil.which("node")
    if node is None or not cli.exists():
        return None
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "report.json"
        argv = [
            node,
            str(cli),
            base + path,
            "--only-categories=performance",
            "--output=json",
            f"--output-path={out}",
            "--quiet",
            f"--chrome-flags={' '.join(ARGS)}",
        ]
        if cookie is not None:
            argv.append("--extra-headers=" + json.dumps({"Cookie": f"{cookie[0]}={cookie[1]}"}))
        done = subprocess.run(
            argv, env={**os.environ, "CHROME_PATH": CHROMIUM}, capture_output=True, text=True, timeout=240
        )
        if done.returncode != 0 or not out.exists():
            return {"error": (done.stderr or done.stdout)[-300:]}
        report = json.loads(out.read_text())
    audits = report["audits"]
    return {
        "performance": round(report["categories"]["performance"]["score"] * 100),
        "cls": round(audits["cumulative-layout-shift"]["numericValue"], 4),
        "fcp_ms": round(audits["first-contentful-paint"]["numericValue"]),
        "lcp_ms": round(audits["largest-contentful-paint"]["numericValue"]),
        "tbt_ms": round(audits["total-blocking-time"]["numericValue"]),
        "bytes": round(audits["total-byte-weight"]["numericValue"]),
    }


def pages_to_load(base: str, early: dict[str, Any], late: dict[str, Any]) -> dict[str, tuple[str, Any, bool]]:
    with _api(base) as client:
        cubes = {c["name"]: c["id"] for c in client.get("/api/v1/cubes/").json()["results"]}
        saga = client.post("/api/v1/sagas/", json={"seats": ["Ann", "Bob"], "cube": cubes["Demo saga cube"]}).json()
        saga_seat = client.post("/api/v1/join/", json={"code": saga["join_code"], "seat": 0}).json()["token"]
        battler = client.post(
            "/api/v1/battlers/",
            json={"seats": ["Ann", "Bob"], "cube": cubes["Demo battler cube"], "settings": {"preset": "treasure"}},
        ).json()
        battler_seat = client.post("/api/v1/join/", json={"code": battler["join_code"], "seat": 0}).json()["token"]
    return {
        "auction, turn 1": (f"/auctions/{early['id']}/", (f"seat_{early['id']}", early["tokens"][0]), True),
        "auction, turn 30": (f"/auctions/{late['id']}/", (f"seat_{late['id']}", late["tokens"][0]), True),
        "saga": (f"/sagas/{saga['id']}/", (f"seat_{saga['id']}", saga_seat), True),
        "battler": (f"/battlers/{battler['id']}/", (f"seat_{battler['id']}", battler_seat), True),
        "host": (f"/games/{early['id']}/host/", (f"seat_{early['id']}", early["host"]), False),
    }


# -- the run --------------------------------------------------------------------------------------
async def measure(base: str, quick: bool) -> dict[str, Any]:
    from playwright.async_api import async_playwright

    rounds = 25 if quick else 120  # a p95 of each phase's pushes, and of its bare pages' meanwhile
    many = 10
    out: dict[str, Any] = {"chromium": None, "rounds_per_table": rounds}
    early = new_tables(base, many + 1)
    late = late_tables(base, 1, 30)
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        out["chromium"] = browser.version
        bare = BareFloor(browser)
        await bare.open()
        answers = SocketAnswers(base)
        await answers.open()
        try:
            out["floor"] = await floor(bare, rounds)
            beside = (bare, answers)
            out["one_table_turn_1"] = await play_tables(browser, base, early[:1], rounds, "one table, turn 1", *beside)
            out["one_table_turn_30"] = await play_tables(browser, base, late, rounds, "one table, turn 30", *beside)
            out["ten_tables"] = await play_tables(browser, base, early[1:], max(8, rounds // 3), "10 tables", *beside)
            await bare.close()
            await answers.close()
            loads = {}
            for name, (path, cookie, live) in pages_to_load(base, early[0], late[0]).items():
                loads[name] = await cold_load(browser, base, path, cookie, live)
                log(
                    f"cold load, {name}: {loads[name]['requests']} requests, {loads[name]['bytes']} bytes, "
                    f"CLS {loads[name]['cls']}"
                )
            out["cold_load"] = loads
        finally:
            await browser.close()
    out["lighthouse"] = {}
    for name, (path, cookie, _live) in pages_to_load(base, early[0], late[0]).items():
        found = lighthouse(base, path, cookie)
        if found is not None and "error" in found:  # its trace of a busy machine's load fails at times
            found = lighthouse(base, path, cookie)
        if found is None:
            out["lighthouse"] = None
            log("Lighthouse: not installed (npm ci --prefix bench/lighthouse): left out")
            break
        out["lighthouse"][name] = found
        log(f"Lighthouse (mobile), {name}: {found}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.browser", description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    result = asyncio.run(measure(f"http://127.0.0.1:{args.port}", args.quick))
    args.out.write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

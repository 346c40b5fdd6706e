"""Stored XSS, tried as a red team would: hostile text in every field a caller writes over the
API (a table's title, seat, join and spectator names; a cube's name, description and every card
fact of its upload; a battler preset's name and its basic land names; gold reasons; a join code
and a query string in the address; an error message that echoes input), then every page each
reader opens in Chromium: /new/, the join page, the host page, each format's table as a player,
a spectator and the host, the saga's save sheet and timeline picture. Actions are played first
and while the pages are open (their pushes' patches), so that the log, the ledger, the players,
the lot, the market, the shop, the pools and a card's face draw that text.

On every page: no planted script ran (window.__xss unset), no dialog opened, no element holds an
event handler attribute, a javascript: address, a frame or a script of no file of ours, and the
page broke no rule of its Content-Security-Policy. And each kind of field, and each hostile
shape, is shown somewhere as the very text it is, so the test proves it was drawn.

Run: `pytest tests/pages/test_hostile_text.py -m browser -p no:xdist`."""

import json
import time
from urllib.parse import quote, urlencode

import httpx
import pytest

from tabletop.rules.validation import text_problem
from tests.pages.browser import ROOT, api, wait_ready, wait_version

pytestmark = pytest.mark.browser
ICON = (ROOT / "static" / "treasury" / "icon-192.png").read_bytes()  # every card picture, served locally

# What planted text does if a page ever reads it as HTML or script: sets window.__xss to the code
# of the field it came from ({t}). The first breaks out of element text and of a double-, single-
# or unquoted attribute alike, and heads every value; the others try a script block, an address,
# a template (the server's or a JS literal's), an entity decoded twice, a frame, a link, quotes
# and backticks apart, right-to-left and zero-width characters.
SHAPES = (
    "'\"><img src=x onerror=__xss='{t}'>",
    "\"><svg onload=__xss='{t}'>",
    "</script><script>__xss='{t}'</script>",
    "' autofocus onfocus='__xss=\"{t}\"",
    "x onmouseover=__xss='{t}' y",
    "javascript:__xss='{t}'",
    "`${{__xss='{t}'}}`{{{{7*7}}}}{{% now 'Y' %}}",
    "&lt;img src=x onerror=__xss='{t}'&gt;",
    "\u202e\u200b<b>{t}</b>\u200d\ufeff",
    "<a href=\"javascript:__xss='{t}'\">{t}</a>",
    "<iframe srcdoc=\"<script>parent.__xss='{t}'</script>\">",
)
LONG = "Ω wide " * 400  # very long text


def one_line(shape: str) -> bool:
    """Names, titles, reasons and every card fact take one line of visible text (tabletop/validation
    .text_problem refuses the rest, tests/tabletop/test_text_a_table_reads.py and
    tests/cards/test_card_fact_limits.py): the shapes they hold."""
    return text_problem(shape) is None


class Planted:
    """Every hostile value written, by field code, and the shapes each holds."""

    def __init__(self):
        self.values: list[tuple[str, str, set[int]]] = []
        self.turn = 0

    def text(self, field: str, limit: int, *, fits=lambda shape: True, long: bool = False) -> str:
        """Hostile text for `field` of at most `limit` characters: the first shape, then as many
        others as fit, starting where the last value stopped (so that every shape has its turn)."""
        parts, used = [SHAPES[0].format(t=field)], {0}
        assert len(parts[0]) <= limit and fits(parts[0]), f"{field} cannot hold {parts[0]!r}"
        others, start = len(SHAPES) - 1, self.turn
        for step in range(others):
            index = 1 + (start + step) % others
            shape = SHAPES[index].format(t=field)
            if fits(shape) and len(" ".join([*parts, shape])) <= limit:
                parts.append(shape)
                used.add(index)
                self.turn = index
        value = " ".join(parts)
        if long:
            value = (value + " " + LONG)[:limit]
        return self.keep(field, value, used)

    def keep(self, field: str, value: str, used: set[int]) -> str:
        self.values.append((field, value, used))
        return value


# Fields a page shows nowhere (the API alone returns them); every other is found shown literally.
NOT_SHOWN = {
    "cd": "a cube's description",
    "sp": "a spectator's name",
    "bp": "a battler preset's name",
    "jc": "a join code in the address (the page shows it normalised: letters and digits)",
    "qs": "a query string and a fragment",
    "ci": "a card's image address (a page shows Treasury's image of the card's Scryfall id, never the address)",
}

# Run in each page once it has drawn: what a planted string may have done, and the text shown.
INSPECT = """async () => {
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
  const bad = [];
  const unsafe = /^(javascript|vbscript|data:text\\/html)/i;
  const ours = (src) => { const url = new URL(src, location.href);
                          return url.origin === location.origin && url.pathname.startsWith("/static/"); };
  for (const el of document.querySelectorAll("*")) {
    const tag = el.localName;
    const where = tag + (el.id ? "#" + el.id : "") + " in " + (el.parentElement ? el.parentElement.localName +
      (el.parentElement.id ? "#" + el.parentElement.id : "") : "-");
    if (["iframe", "frame", "object", "embed", "base"].includes(tag)) bad.push("a <" + tag + ">: " + where);
    if (tag === "script" && el.type !== "application/json" && !(el.src && ours(el.src))) {
      bad.push("a script of no file of ours: " + where);
    }
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith("on") || name === "srcdoc") bad.push(name + "=" + attr.value.slice(0, 60) + " on " + where);
      if (["href", "src", "action", "formaction", "xlink:href", "data"].includes(name) &&
          unsafe.test(attr.value.replace(/[\\s\\x00-\\x1f]/g, ""))) {
        bad.push(name + "=" + attr.value.slice(0, 60) + " on " + where);
      }
    }
  }
  const shown = [document.title];
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
  const parts = [];
  while (walker.nextNode()) {
    const parent = walker.currentNode.parentElement;
    if (parent && !["script", "style"].includes(parent.localName)) parts.push(walker.currentNode.data);
  }
  shown.push(parts.join(""));
  for (const el of document.querySelectorAll("input, textarea")) shown.push(el.value);
  for (const el of document.querySelectorAll("img[src]")) shown.push(el.getAttribute("src"));
  return { xss: window.__xss === undefined ? null : String(window.__xss), bad, shown: shown.join("\\n"),
           csp: window.__csp || [] };
}"""
WATCH_CSP = """document.addEventListener("securitypolicyviolation", (e) => {
  (window.__csp = window.__csp || []).push(e.violatedDirective + " " + (e.blockedURI || "inline") + " " +
                                           (e.sample || ""));
});"""


class Readers:
    """The phones of the test (a player at seat 0 of every table, one at seat 1, a spectator and the
    host), and the text each page showed."""

    def __init__(self, base: str, phone):
        self.base = base
        self.pages = {role: phone() for role in ("ann", "bob", "watcher", "host")}
        self.dialogs: list[str] = []
        self.shown: list[str] = []
        for page in self.pages.values():
            page.context.add_init_script(WATCH_CSP)
            page.context.route("https://**/*", lambda route: route.fulfill(body=ICON, content_type="image/png"))
            page.on("dialog", lambda dialog: (self.dialogs.append(dialog.message), dialog.dismiss()))

    def seat(self, role: str, game: int, token: str) -> None:
        self.pages[role].context.add_cookies([{"name": f"seat_{game}", "value": token, "url": self.base}])

    def open(self, role: str, path: str, live: bool = False):
        page = self.pages[role]
        page.goto(self.base + path)
        if live:
            wait_ready(page)
        self.inspect(role, path)
        return page

    def inspect(self, role: str, what: str) -> None:
        page = self.pages[role]
        seen = page.evaluate(INSPECT)
        found = [f"planted script of field {seen['xss']!r} ran"] if seen["xss"] is not None else []
        found += seen["bad"] + [f"CSP refused {rule}" for rule in seen["csp"]]
        found += [f"a dialog: {message}" for message in self.dialogs] + page.errors
        width = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
        found += [f"the page is {width[0]} px wide on a {width[1]} px screen"] if width[0] > width[1] else []
        assert found == [], f"{role} on {what}:\n" + "\n".join(found)
        self.shown.append(seen["shown"])

    def open_face(self, role: str, what: str) -> None:
        """Long-press the first card shown (its context menu), and look at its face."""
        page = self.pages[role]
        page.locator("[data-face] >> visible=true").first.dispatch_event("contextmenu")
        page.wait_for_selector("#card-face[open]")
        self.inspect(role, what + " (a card's face)")
        page.locator("#face-close").click()  # within reach: no word widens the face past the screen
        page.wait_for_selector("#card-face:not([open])", state="attached")


def detail_of(base: str, plural: str, game: int, token: str) -> dict:
    return api(base, "GET", f"/api/v1/{plural}/{game}/", token=token)


def act(base: str, plural: str, game: int, token: str, action: dict) -> dict:
    legal = detail_of(base, plural, game, token)["legal_actions"]
    assert action["type"] in legal, f"{action['type']} is not legal now: {legal}"
    return api(base, "POST", f"/api/v1/{plural}/{game}/actions/", action, token=token)


def join_as(base: str, code: str, **body) -> str:
    return api(base, "POST", "/api/v1/join/", {"code": code, **body})["token"]


def hostile_cube(base: str, planted: Planted) -> dict:
    """The demo saga cube's cards (522: enough for every format) with every fact hostile, uploaded
    as Scryfall JSON under a hostile name and description."""
    demo = next(c for c in api(base, "GET", "/api/v1/cubes/?page_size=200")["results"] if c["name"] == "Demo saga cube")
    cards, page = [], f"/api/v1/cubes/{demo['id']}/cards/?page_size=200"
    while page:
        answer = api(base, "GET", page)
        cards += answer["results"]
        page = answer["next"] and answer["next"].removeprefix(base)

    def symbols_only(shape: str) -> bool:  # a cost is {symbols} alone: the importer refuses the rest
        return "{" not in shape and "}" not in shape and one_line(shape)

    objects = []
    for n, card in enumerate(cards):
        hostile_type = planted.text("ct", 120, fits=one_line)
        type_line = card["type_line"] + (" " if "—" in card["type_line"] else " — ") + hostile_type
        image = (
            f"https://cards.scryfall.io/normal/{n}.jpg?" + planted.text("ci", 200, fits=one_line)
            if n % 3
            else planted.keep("ci", SHAPES[5].format(t="ci"), {5})
        )  # javascript: is never kept
        objects.append(
            {
                "object": "card",
                "lang": "en",
                "layout": "normal",
                "name": planted.text("cn", 150, fits=one_line) + f" {n}",  # a name is one line of visible text
                "mana_cost": card["mana_cost"] + "{" + planted.text("cm", 60, fits=symbols_only) + "}",
                "cmc": card["mana_value"],
                "colors": card["colors"],
                "type_line": type_line,
                "oracle_text": planted.text("co", 4000, fits=one_line, long=n % 10 == 0),
                "image_uris": {"normal": image},
                "rarity": "common",
                "set": "xss",
                "collector_number": str(n),
            }
        )
    upload = httpx.post(
        f"{base}/api/v1/cubes/",
        timeout=60,
        files={"file": ("cube.json", json.dumps(objects))},
        data={"name": planted.text("cu", 120, fits=one_line), "description": planted.text("cd", 2000)},
    )
    if upload.status_code == 202:  # cards Scryfall must fill: the upload is a job (the stand-in answers it)
        job = upload.json()
        while job["status"] in ("queued", "running"):
            time.sleep(0.2)
            job = api(base, "GET", job["status_url"])
        assert job["status"] == "done", job
        return job["result"]["cube"]
    assert upload.status_code == 201, upload.text[:2000]
    return upload.json()["cube"]


def test_hostile_text_in_every_field_is_shown_as_text_on_every_page(live_url, phone):
    started = time.monotonic()
    base, planted = live_url, Planted()
    readers = Readers(base, phone)
    cube = hostile_cube(base, planted)
    uploaded = time.monotonic() - started

    new = readers.open("ann", "/new/?" + urlencode({"q": planted.text("qs", 60)}) + "#" + planted.text("qs", 60))
    new.wait_for_selector(f'#cube option[value="{cube["id"]}"]', state="attached")
    readers.inspect("ann", "/new/ with the cubes listed")
    new.fill("#cubecobra", planted.keep("ee", "<img src=x onerror=__xss=`ee`>", set()))  # the refusal echoes it
    new.click("#create")
    new.wait_for_function("() => document.getElementById('new-error').textContent.includes('<img')")
    readers.inspect("ann", "/new/ refusing a CubeCobra link")
    code = planted.text("jc", 60, fits=lambda shape: "/" not in shape)  # a path segment
    readers.open("watcher", "/join/" + quote(code, safe="") + "/")
    readers.open("watcher", "/join/?" + urlencode({"code": planted.text("jc", 60)}))

    auction = play_auction(base, planted, readers, cube)
    saga = play_saga(base, planted, readers, cube)
    battler = play_battler(base, planted, readers, cube)
    for kind, game in (("auction", auction), ("saga", saga), ("battler", battler)):
        readers.open("watcher", f"/join/{game['join_code']}/")
        readers.open("host", f"/games/{game['id']}/host/", live=True)
        for role in ("bob", "watcher", "host"):
            readers.open(role, f"/{kind}s/{game['id']}/", live=True)
    host_takes_a_seat(planted, readers, auction)

    shown = "\n".join(readers.shown)
    unshown = {field for field, _value, _used in planted.values} - set(NOT_SHOWN)
    shapes = set(range(len(SHAPES)))
    for field, value, used in planted.values:
        if (field in unshown or used & shapes) and value in shown:
            unshown.discard(field)
            shapes -= used
    assert unshown == set(), f"fields never shown as their text: {sorted(unshown)}"
    # every shape a shown field took is shown; one none took (direction controls) is refused by all
    taken = set().union(*(used for field, _value, used in planted.values if field not in NOT_SHOWN))
    assert shapes & taken == set(), f"shapes never shown as their text: {[SHAPES[i] for i in sorted(shapes & taken)]}"
    assert all(not one_line(SHAPES[index]) for index in set(range(len(SHAPES))) - taken)
    print(
        f"hostile text: {len(planted.values)} values, {time.monotonic() - started:.1f} s "
        f"(the cube's upload {uploaded:.1f} s)"
    )


def play_auction(base: str, planted: Planted, readers: Readers, cube: dict) -> dict:
    """Gold corrected and spent with reasons, cards drawn and one up for auction; then a bid while
    the pages are open."""
    game = api(
        base,
        "POST",
        "/api/v1/auctions/",
        {
            "title": planted.text("ti", 120, fits=one_line),
            "seats": [planted.text("se", 38, fits=one_line) + f" {n}" for n in range(4)],  # no two alike
            "cube": cube["id"],
            "settings": {"starting_seat": 0},
        },
    )
    gid, code = game["id"], game["join_code"]
    ann = join_as(base, code, seat=0)
    bob = join_as(base, code, seat=1)
    watcher = join_as(base, code, spectate=True, name=planted.text("sp", 40, fits=one_line))
    for role, token in (("ann", ann), ("bob", bob), ("watcher", watcher), ("host", game["host_token"])):
        readers.seat(role, gid, token)
    reason, spent_for = planted.text("gr", 200, fits=one_line), planted.text("gf", 200, fits=one_line)
    act(base, "auctions", gid, ann, {"type": "adjust_gold", "seat": 1, "delta": 2, "reason": reason})
    act(base, "auctions", gid, ann, {"type": "spend_gold", "amount": 1, "for": spent_for})
    act(base, "auctions", gid, ann, {"type": "draw", "count": 5})
    act(base, "auctions", gid, ann, {"type": "begin_auction_step"})
    page = readers.open("ann", f"/auctions/{gid}/?" + urlencode({"x": planted.text("qs", 60)}), live=True)
    readers.open_face("ann", "the auction")
    version = detail_of(base, "auctions", gid, ann)["version"]
    bidder = [ann, bob][detail_of(base, "auctions", gid, ann)["view"]["auction"]["to_bid"]]
    act(base, "auctions", gid, bidder, {"type": "bid", "amount": 1})
    wait_version(page, version + 1)
    readers.inspect("ann", "the auction after a bid pushed")
    return game


def play_saga(base: str, planted: Planted, readers: Readers, cube: dict) -> dict:
    """Both decks registered, the skirmish reported and confirmed, the Winter Market dealt; then a
    gold correction with a reason agreed while the pages are open."""
    game = api(
        base,
        "POST",
        "/api/v1/sagas/",
        {
            "title": planted.text("ti", 120, fits=one_line),
            "seats": [planted.text("se", 38, fits=one_line) + f" {n}" for n in range(2)],  # no two alike
            "cube": cube["id"],
        },
    )
    gid, code = game["id"], game["join_code"]
    tokens = [join_as(base, code, seat=0), join_as(base, code, seat=1)]
    watcher = join_as(base, code, spectate=True, name=planted.text("sp", 40, fits=one_line))
    for role, token in (("ann", tokens[0]), ("bob", tokens[1]), ("watcher", watcher), ("host", game["host_token"])):
        readers.seat(role, gid, token)
    for seat, token in enumerate(tokens):
        pool = detail_of(base, "sagas", gid, token)["view"]["players"][seat]["sideboard"]
        act(
            base,
            "sagas",
            gid,
            token,
            {"type": "register_deck", "cards": pool[:30], "basics": {"Forest": 6, "Island": 4}},
        )
    first = detail_of(base, "sagas", gid, tokens[0])["view"]["starting_player"]
    act(base, "sagas", gid, tokens[first], {"type": "choose_play_draw", "play": True})
    act(base, "sagas", gid, tokens[1 - first], {"type": "report_skirmish", "winner": 0})
    act(base, "sagas", gid, tokens[first], {"type": "confirm_result"})
    deadline = time.monotonic() + 60  # bounds a hang only
    while detail_of(base, "sagas", gid, tokens[0])["view"]["step"] != "winter_market":
        assert time.monotonic() < deadline, "the Winter Market was not dealt"
        time.sleep(0.1)
    page = readers.open("ann", f"/sagas/{gid}/", live=True)
    readers.open_face("ann", "the saga")
    version = detail_of(base, "sagas", gid, tokens[0])["version"]
    reason = planted.text("sr", 200, fits=one_line)
    act(base, "sagas", gid, tokens[0], {"type": "adjust_gold", "seat": 1, "delta": 2, "reason": reason})
    act(base, "sagas", gid, tokens[1], {"type": "consent_adjustment"})
    wait_version(page, version + 2)
    readers.inspect("ann", "the saga after a correction pushed")
    readers.open("ann", f"/sagas/{gid}/save-sheet/")
    readers.open("ann", f"/api/v1/sagas/{gid}/timeline.svg")
    return game


def play_battler(base: str, planted: Planted, readers: Readers, cube: dict) -> dict:
    """A saved preset of hostile basic land names, basics chosen, the first draft's packs dealt;
    then a trade while the pages are open."""
    basics = [planted.text("bn", 60, fits=one_line) for _ in range(3)]
    preset = api(
        base,
        "POST",
        "/api/v1/battler-presets/",
        {
            "name": planted.text("bp", 60, fits=one_line),
            "settings": {"preset": "treasure", "first_phase": "draft", "basic_names": basics},
        },
    )
    game = api(
        base,
        "POST",
        "/api/v1/battlers/",
        {
            "title": planted.text("ti", 120, fits=one_line),
            "seats": [planted.text("se", 38, fits=one_line) + f" {n}" for n in range(2)],  # no two alike
            "cube": cube["id"],
            "settings": {"preset_id": preset["id"]},
        },
    )
    gid, code = game["id"], game["join_code"]
    tokens = [join_as(base, code, seat=0), join_as(base, code, seat=1)]
    watcher = join_as(base, code, spectate=True, name=planted.text("sp", 40, fits=one_line))
    for role, token in (("ann", tokens[0]), ("bob", tokens[1]), ("watcher", watcher), ("host", game["host_token"])):
        readers.seat(role, gid, token)
    count = detail_of(base, "battlers", gid, tokens[0])["view"]["settings"]["start_basics"]
    for seat, token in enumerate(tokens):
        act(base, "battlers", gid, token, {"type": "choose_basics", "basics": {basics[seat]: count}})
    page = readers.open("ann", f"/battlers/{gid}/", live=True)
    readers.open_face("ann", "the battler")
    mine = detail_of(base, "battlers", gid, tokens[0])
    player = mine["view"]["players"][0]
    act(
        base,
        "battlers",
        gid,
        tokens[0],
        {"type": "trade", "pool_card": player["pool"][0], "pack_card": player["pack"][0]},
    )
    wait_version(page, mine["version"] + 1)
    readers.inspect("ann", "the battler after a trade pushed")
    return game


def host_takes_a_seat(planted: Planted, readers: Readers, game: dict) -> None:
    """The host takes the table's free seat from the host page's form."""
    host = readers.open("host", f"/games/{game['id']}/host/", live=True)
    host.click("#host-take-seat")
    host.wait_for_url(f"**/auctions/{game['id']}/")
    wait_ready(host)
    readers.inspect("host", "the auction, as the host at a seat")
    readers.open("host", f"/games/{game['id']}/host/", live=True)

"""HTTPS as compose serves it: docker/Caddyfile run by Debian's caddy (its own local CA in place of
ACME, high ports: the environment the Caddyfile reads) in front of the app started as production
starts it (uvicorn with --no-proxy-headers; BEHIND_TLS_PROXY, SECURE_SSL_REDIRECT, SECURE_COOKIES,
TRUSTED_PROXIES; VAPID keys). Chromium trusts that CA (an NSS database under its own HOME) and
reaches the site as https://treasury.test:PORT, a name that is not localhost (localhost is a
secure context even over http). Two phones play over https:// and wss://, and the page is a
secure context: the service worker active, the app installable as Chromium judges it, and a real
push subscription made by "Notify me" (Chromium's push service stood in for by
tests/pages/push_stand_in.py, which checks the server's VAPID signature and hands the encrypted
push to the phone, whose worker decrypts and shows it).

Run: `pytest tests/pages/test_https.py -m browser -p no:xdist` (caddy and certutil from
`apt-get install caddy libnss3-tools`; `make test` installs them)."""

import http.client
import os
import shutil
import socket
import ssl
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from config import vapid
from config.local_run import uvicorn_command
from tabletop.core import kinds
from tests.pages.browser import (
    CHROMIUM,
    CHROMIUM_ARGS,
    PHONE,
    ROOT,
    detail,
    join,
    wait_ready,
    wait_version,
)
from tests.pages.conftest import _free_port
from tests.pages.push_stand_in import PUSH_HOST, ConnectProxy, GcmStandIn, PushServiceStandIn
from tests.pages.test_auction_game import Table
from tests.pages.test_saga_year import (
    ANN,
    BOB,
    STEP_TIMEOUT,
    buy,
    register,
    seeded_saga,
    tap,
    version_of,
    view,
    wait_step,
    wait_waiting_on,
)
from tests.pages.test_saga_year import join as saga_join
from tests.test_pushes import REGISTER_ASK, self_signed_certificate, unb64

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not (shutil.which("caddy") and shutil.which("certutil")),
        reason="needs caddy and certutil (apt-get install -y caddy libnss3-tools; make test installs them)",
    ),
]
DOMAIN = "treasury.test"


def wait_for(ready, process: subprocess.Popen, log: Path, what: str, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        if process.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"{what} did not start; its log:\n{log.read_text(errors='replace')[-3000:]}")
        time.sleep(0.2)


def stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=10)


class Site:
    def __init__(self, work: Path):
        self.work = work
        self.app_port, self.http_port, self.https_port, admin_port = (_free_port() for _ in range(4))
        self.url = f"https://{DOMAIN}:{self.https_port}"
        self.root_cert = work / "data" / "caddy" / "pki" / "authorities" / "local" / "root.crt"
        private = vapid.new_private_key()
        self.app_env = {
            **os.environ,
            "SQLITE_PATH": str(work / "db.sqlite3"),
            "DEBUG": "1",  # static files from the finders, no collectstatic
            "SECRET_KEY": "https-test-only",
            "SITE_URL": self.url,
            "BEHIND_TLS_PROXY": "1",
            "SECURE_SSL_REDIRECT": "1",  # a request the app took for http would be redirected
            "SECURE_COOKIES": "1",
            "TRUSTED_PROXIES": "127.0.0.1",
            "VAPID_PRIVATE_KEY": private,
            "VAPID_PUBLIC_KEY": vapid.public_key_of(private),
            "RATE_LIMIT_JOIN": "1000/min",
            "RATE_LIMIT_CREATE": "100000/min",
            "LOG_LEVEL": "WARNING",
        }
        for name in ("DATABASE_URL", "REDIS_URL"):
            self.app_env.pop(name, None)
        self.caddy_env = {
            "PATH": os.environ["PATH"],
            "HOME": str(work),
            "XDG_DATA_HOME": str(work / "data"),
            "XDG_CONFIG_HOME": str(work / "config"),
            "SITE_DOMAIN": DOMAIN,
            "HTTP_PORT": str(self.http_port),
            "HTTPS_PORT": str(self.https_port),
            "UPSTREAM": f"127.0.0.1:{self.app_port}",
            # never the system's trust store: the CA's root goes to Chromium's NSS database only
            "CADDY_OPTIONS": f"local_certs\n\tskip_install_trust\n\tadmin 127.0.0.1:{admin_port}",
        }

    def start(self):
        manage = [sys.executable, str(ROOT / "manage.py")]
        subprocess.run([*manage, "migrate", "--noinput", "-v0"], env=self.app_env, cwd=ROOT, check=True)
        subprocess.run([*manage, "load_demo"], env=self.app_env, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        app_log, caddy_log = self.work / "app.log", self.work / "caddy.log"
        self.app = subprocess.Popen(
            uvicorn_command("127.0.0.1", self.app_port),
            env=self.app_env,
            cwd=ROOT,
            stdout=app_log.open("w"),
            stderr=subprocess.STDOUT,
        )
        wait_for(lambda: self.answers_http(self.app_port, "/healthz") is not None, self.app, app_log, "uvicorn")
        self.caddy = subprocess.Popen(
            ["caddy", "run", "--config", str(ROOT / "docker" / "Caddyfile"), "--adapter", "caddyfile"],
            env=self.caddy_env,
            cwd=self.work,
            stdout=caddy_log.open("w"),
            stderr=subprocess.STDOUT,
        )
        wait_for(lambda: self.root_cert.exists() and self.https("/healthz")[0] == 200, self.caddy, caddy_log, "caddy")

    def stop(self):
        for process in (getattr(self, "caddy", None), getattr(self, "app", None)):
            if process is not None:
                stop(process)

    @staticmethod
    def answers_http(port: int, path: str, host: str = "127.0.0.1") -> int | None:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        try:
            connection.request("GET", path, headers={"Host": host})
            return connection.getresponse().status
        except OSError:
            return None
        finally:
            connection.close()

    def https(self, path: str) -> tuple[int | None, dict]:
        """GET over TLS to 127.0.0.1 as treasury.test (its SNI and Host), trusting the local CA."""
        if not self.root_cert.exists():
            return None, {}
        context = ssl.create_default_context(cafile=str(self.root_cert))
        connection = http.client.HTTPSConnection(DOMAIN, self.https_port, timeout=5)
        try:
            plain = socket.create_connection(("127.0.0.1", self.https_port), timeout=5)
            connection.sock = context.wrap_socket(plain, server_hostname=DOMAIN)
            connection.request("GET", path)
            answer = connection.getresponse()
            return answer.status, {k.lower(): v for k, v in answer.getheaders()}
        except (OSError, ssl.SSLError):
            return None, {}
        finally:
            connection.close()


class PushStandIns:
    """Chromium's push service on this machine (tests/pages/push_stand_in.py): GCM's check-in,
    registration and MCS for the phones, the push endpoint for the server (which reaches it
    through the CONNECT proxy, trusting its certificate)."""

    def __init__(self, work: Path, vapid_public_key: str):
        self.cert_file, key_file = self_signed_certificate(work, PUSH_HOST, "127.0.0.1")
        self.gcm = GcmStandIn(self.cert_file, key_file)
        self.service = PushServiceStandIn(self.cert_file, key_file, self.gcm, vapid_public_key)
        self.proxy = ConnectProxy(self.service.port)

    def server_env(self) -> dict:
        return {"HTTPS_PROXY": self.proxy.url, "REQUESTS_CA_BUNDLE": self.cert_file, "WEB_PUSH_CHECK_SECONDS": "1"}

    def close(self) -> None:
        for part in (self.proxy, self.service, self.gcm):
            part.close()


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    site = Site(tmp_path_factory.mktemp("https"))
    site.push = PushStandIns(site.work, site.app_env["VAPID_PUBLIC_KEY"])
    site.app_env.update(site.push.server_env())
    try:
        site.start()
        yield site
    finally:
        site.stop()
        site.push.close()


class Phones:
    """Phones by name: each a Chromium with a profile of its own (not incognito, where no app can be
    installed and no push subscribed), treasury.test mapped to 127.0.0.1, Chromium's push service
    the stand-in's, and the caddy CA and the push stand-ins' trusted in the NSS database of their
    HOME (the way a user trusts a CA on Linux): no certificate error is ignored. A phone closed and
    opened again is the same browser profile: its cookies, storage and subscriptions kept."""

    def __init__(self, site, playwright, home: Path):
        self.site, self.playwright, self.home = site, playwright, home
        self.open_contexts: dict = {}
        nssdb = home / ".pki" / "nssdb"
        nssdb.mkdir(parents=True)
        subprocess.run(["certutil", "-d", f"sql:{nssdb}", "-N", "--empty-password"], check=True)
        for name, cert in (("caddy local CA", site.root_cert), ("push stand-ins", site.push.cert_file)):
            subprocess.run(
                ["certutil", "-d", f"sql:{nssdb}", "-A", "-t", "C,,", "-n", name, "-i", str(cert)], check=True
            )

    def open(self, name: str):
        context = self.playwright.chromium.launch_persistent_context(
            str(self.home / f"profile-{name}"),
            executable_path=CHROMIUM,
            args=[*CHROMIUM_ARGS, f"--host-resolver-rules=MAP {DOMAIN} 127.0.0.1", *self.site.push.gcm.switches()],
            env={**os.environ, "HOME": str(self.home)},
            **PHONE,
        )
        context.set_default_timeout(15_000)
        context.grant_permissions(["notifications"], origin=self.site.url)
        self.open_contexts[name] = context
        return context.pages[0] if context.pages else context.new_page()

    def close(self, name: str) -> None:
        self.open_contexts.pop(name).close()

    def close_all(self) -> None:
        for name in list(self.open_contexts):
            self.close(name)


@pytest.fixture
def phones(site, playwright, tmp_path_factory):
    phones = Phones(site, playwright, tmp_path_factory.mktemp("chromium-home"))
    yield phones
    phones.close_all()


def subscribe(page, site) -> dict:
    """Tap "Notify me" on a player's page: a real PushManager subscription, sent to the server;
    the subscription as the page's worker holds it."""
    assert page.is_visible("#push-toggle") and page.text_content("#push-toggle") == "Notify me"
    page.tap("#push-toggle")
    page.wait_for_function(
        "() => document.querySelector('#push-toggle').textContent === 'Notifying' || "
        "document.querySelector('#notice').textContent.includes('could not')"
    )
    assert "told when the game waits on you" in page.text_content("#notice")
    return page.evaluate(
        "async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()).toJSON()"
    )


def wait_notification(page, site, token: str, seconds: float = 60) -> list[dict]:
    """The notifications the page's worker shows, once it shows one; the stand-in hands the
    token's last push again every 3 s until then (see PushServiceStandIn.resend)."""
    deadline = time.monotonic() + seconds
    resend_at = time.monotonic() + 3
    while True:
        shown = page.evaluate(
            """async () => (await (await navigator.serviceWorker.ready).getNotifications())
                .map((n) => ({title: n.title, body: n.body, url: n.data && n.data.url}))"""
        )
        if shown:
            return shown
        assert time.monotonic() < deadline, f"no notification; the push service took {site.push.service.received}"
        if token in site.push.service.last and time.monotonic() > resend_at:
            site.push.service.resend(token)
            resend_at = time.monotonic() + 3
        time.sleep(0.3)


def test_caddy_redirects_http_sets_hsts_and_the_app_sees_https(site):
    status, headers = site.https("/healthz")
    assert status == 200 and headers["strict-transport-security"].startswith("max-age=31536000")
    connection = http.client.HTTPConnection("127.0.0.1", site.http_port, timeout=5)
    connection.request("GET", "/join/", headers={"Host": DOMAIN})
    answer = connection.getresponse()
    # to https's own port, where production serves (the test's https port is another)
    assert answer.status in (301, 308) and answer.getheader("Location") == f"https://{DOMAIN}/join/"
    # the app itself redirects what it takes for http (SECURE_SSL_REDIRECT): through caddy it
    # answered 200 above, so it read X-Forwarded-Proto
    assert site.answers_http(site.app_port, "/join/", host=DOMAIN) == 301


def test_two_phones_play_over_https_and_wss_in_a_secure_context_that_can_install_and_subscribe(site, phones):
    sockets = []
    ann, bob = pages = [phones.open("ann"), phones.open("bob")]
    for page in pages:
        page.on("websocket", lambda socket: sockets.append(socket.url))
    ann.goto(f"{site.url}/join/")
    created = ann.evaluate(
        """async () => {
            const cubes = await (await fetch("/api/v1/cubes/", {credentials: "omit"})).json();
            const cube = cubes.results.find((c) => c.name === "Demo auction block");
            const answer = await fetch("/api/v1/auctions/", {method: "POST", credentials: "omit",
                headers: {"Content-Type": "application/json"},
                body: JSON.stringify({seats: ["Ann", "Bob"], cube: cube.id, settings: {starting_seat: 0}})});
            return answer.json();
        }"""
    )
    for seat, page in enumerate(pages):
        join(page, site.url, created["join_code"], seat)
        assert page.url.startswith(f"{site.url}/auctions/")
    assert sockets and all(url.startswith(f"wss://{DOMAIN}:{site.https_port}/ws/") for url in sockets)
    t = Table(pages)
    t.check()
    t.act(bob, "#deck-draw")  # each tap goes over the socket; both phones show the new version
    t.act(ann, "#deck-shuffle")
    t.act(ann, "#deck-draw")

    assert ann.evaluate("() => window.isSecureContext") is True
    worker = ann.evaluate("async () => (await navigator.serviceWorker.ready).active.state")
    assert worker == "activated"
    cdp = ann.context.new_cdp_session(ann)
    assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["url"].startswith(f"{site.url}/static/") and manifest["errors"] == []
    # the server has VAPID keys and the page is secure: "Notify me" makes a real subscription, its
    # token from the push service (the GCM stand-in), for the server's key and this site's worker
    subscription = subscribe(ann, site)
    endpoint = subscription["endpoint"]
    assert endpoint.startswith(f"https://{PUSH_HOST}/fcm/send/"), endpoint
    asked = site.push.gcm.tokens[endpoint.rsplit("/", 1)[1]]
    assert asked["sender"] == site.app_env["VAPID_PUBLIC_KEY"]
    assert asked["subtype"].startswith(f"wp:{site.url}/#")
    keys = subscription["keys"]
    assert len(unb64(keys["p256dh"])) == 65 and len(unb64(keys["auth"])) == 16  # its own keys (RFC 8291)


def my_tables(page, site) -> list[tuple[int, str]]:
    """The home page's tables, in order: (game id, whose move it says)."""
    page.goto(f"{site.url}/")
    return [
        (int(game), move)
        for game, move in page.eval_on_selector_all(
            "[data-game]", "rows => rows.map((r) => [r.dataset.game, r.querySelector('.move').textContent])"
        )
    ]


def play_on_to_year_two(pages) -> None:
    """The Spring Festival and the Summer Fair with taps only: at each step a phone the saga waits
    on takes its simplest choice (the duel reported won by seat 0, no sale, the first cards),
    until year 2's Fall registration."""
    while True:
        version = max(version_of(page) for page in pages)
        for page in pages:
            wait_version(page, version, timeout=STEP_TIMEOUT)
        now = view(pages[0])
        if now["year"] == 2:
            assert now["step"] == "fall_register"
            return
        seat = now["waiting_on"][0]
        page = pages[seat]
        step = now["step"]
        if step == "spring_register":
            register(page)
        elif step == "spring_play_draw":
            tap(page, "#draw")
        elif step == "spring_duel":
            page.wait_for_selector("#confirm-result:visible, #duel-0:visible")  # report, or confirm a report
            tap(page, "#confirm-result" if page.locator("#confirm-result").is_visible() else "#duel-0")
        elif step == "spring_force_sale":
            page.locator("#force-cards button.card").first.click()
            tap(page, "#force-none")
        elif step in ("spring_loser_sells", "spring_winner_sells"):
            tap(page, "#sell-trending")  # none selected: sell none
        elif step == "spring_solomon_split":
            for card in now["players"][1 - seat]["solomon_offer"][:2]:
                page.click(f'#split-cards button.card[data-card="{card}"]')
            tap(page, "#split-submit")
        elif step == "spring_solomon_choose":
            tap(page, "#pile-a")
        elif step in ("spring_loser_picks", "spring_winner_picks"):
            while page.is_disabled("#pick"):
                page.locator("#pick-cards button.card[aria-pressed=false]:not([disabled])").first.click()
            tap(page, "#pick")
        elif step == "summer_fair":
            tap(page, "#pass")
        else:
            raise AssertionError(f"a step this test does not play: {step}")


def test_a_saga_over_weeks_from_two_homes(site, phones):
    """The issue's "Done when", tried as a new group would: two phones play a saga over wss://, one
    gets a notification for its turn from the push service (its VAPID signature checked, its
    payload decrypted by the phone), both close their browsers, open the home page later and find
    the saga at the top of "my tables", and one moves its seat to a new phone with the move link.
    (Later is later on the clock only: the server and the push service stay up meanwhile.)"""
    sockets = []
    ann, bob = pages = [phones.open("ann"), phones.open("bob")]
    for page in pages:
        page.on("websocket", lambda socket: sockets.append(socket.url))
    ann.goto(f"{site.url}/join/")
    auction = ann.evaluate(  # an older table each phone holds too
        """async () => {
            const cubes = (await (await fetch("/api/v1/cubes/", {credentials: "omit"})).json()).results;
            return (await fetch("/api/v1/auctions/", {method: "POST", credentials: "omit",
                headers: {"Content-Type": "application/json"}, body: JSON.stringify({seats: ["Ann", "Bob"],
                cube: cubes.find((c) => c.name === "Demo auction block").id})})).json();
        }"""
    )
    saga = seeded_saga(SimpleNamespace(env=site.app_env))  # Year of Solomon dealt as year 2's theme
    for seat, page in enumerate(pages):  # each phone holds an older table too
        join(page, site.url, auction["join_code"], seat)
        saga_join(page, site.url, saga["join_code"], seat)
    assert sockets and all(url.startswith(f"wss://{DOMAIN}:{site.https_port}/ws/") for url in sockets)

    # Ann asks to be told; the saga waits on her (both register their decks): one push, checked by
    # the push service (VAPID for this server) and decrypted by her phone, whose worker shows it
    endpoint = subscribe(ann, site)["endpoint"]
    token = endpoint.rsplit("/", 1)[1]
    shown = wait_notification(ann, site, token)
    assert shown == [
        {
            "title": f"{kinds.get('saga').label}: your move",
            "body": f"Ann, the game waits on you to {REGISTER_ASK}.",
            "url": f"{site.url}/sagas/{saga['id']}/",
        }
    ]
    assert site.push.service.refused == []
    (pushed,) = [push for push in site.push.service.received if push["token"] == token]
    assert pushed["claims"]["aud"] == f"https://{PUSH_HOST}"

    # the year: the Fall Skirmish and the Winter Market, then Spring and Summer, with taps only
    first = view(ann)["starting_player"]
    other = 1 - first
    register(pages[other])
    wait_waiting_on(pages, [first])
    register(pages[first])
    wait_step(pages, "fall_play_draw")
    tap(pages[first], "#play")
    wait_step(pages, "fall_skirmish")
    pages[first].wait_for_selector("#skirmish-0", state="visible")
    tap(pages[first], "#skirmish-0")
    pages[other].wait_for_selector("#confirm-result", state="visible", timeout=STEP_TIMEOUT)
    tap(pages[other], "#confirm-result")
    wait_step(pages, "winter_market")
    buy(pages[first], 0)
    wait_waiting_on(pages, [other])
    buy(pages[other], 1)
    wait_waiting_on(pages, [first])
    tap(pages[first], "#pass")
    wait_waiting_on(pages, [other])
    tap(pages[other], "#pass")
    wait_step(pages, "spring_register")
    play_on_to_year_two(pages)
    assert view(bob)["waiting_on"] == [BOB, ANN]
    assert [p["url"] for p in wait_notification(ann, site, token)] == [f"{site.url}/sagas/{saga['id']}/"]

    # both close their browsers; later each opens the home page and finds the saga at the top
    phones.close("ann")
    phones.close("bob")
    ann, bob = phones.open("ann"), phones.open("bob")
    for page in (ann, bob):
        tables = my_tables(page, site)
        assert tables[0] == (saga["id"], "your move") and auction["id"] in dict(tables)
        page.click(f'[data-game="{saga["id"]}"] a')
        page.wait_for_url(f"**/sagas/{saga['id']}/")
        wait_ready(page)
        assert view(page)["step"] == "fall_register" and view(page)["year"] == 2

    # Bob moves his seat to a new phone with the move link of his save sheet
    sheet = bob.context.new_page()
    sheet.goto(f"{site.url}/sagas/{saga['id']}/save-sheet/")
    sheet.tap("#make-move-link")
    link = sheet.get_attribute("#move-url", "href")
    assert link.startswith(f"{site.url}/")
    new_phone = phones.open("bob-new")
    new_phone.goto(link)
    new_phone.tap("#take-move")
    new_phone.wait_for_url(f"**/sagas/{saga['id']}/")
    wait_ready(new_phone)
    assert detail(new_phone)["you"]["seat"] == BOB
    bob.wait_for_selector('#conn[data-state="closed"]')  # the old phone's socket: the seat is not its own
    assert (saga["id"], "your move") in my_tables(new_phone, site)
    new_phone.goto(f"{site.url}/sagas/{saga['id']}/")
    wait_ready(new_phone)
    register(new_phone)  # and plays on from the new phone
    wait_waiting_on([ann], [ANN])

"""HTTPS as compose serves it: docker/Caddyfile run by Debian's caddy (its own local CA in place of
ACME, high ports: the environment the Caddyfile reads) in front of the app started as production
starts it (uvicorn with --no-proxy-headers; BEHIND_TLS_PROXY, SECURE_SSL_REDIRECT, SECURE_COOKIES,
TRUSTED_PROXIES; VAPID keys). Chromium trusts that CA (an NSS database under its own HOME) and
reaches the site as https://treasury.test:PORT, a name that is not localhost (localhost is a
secure context even over http). Two phones play over https:// and wss://, and the page is a
secure context: the service worker active, the app installable as Chromium judges it, "Notify me"
offered.

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

import pytest

from config import vapid
from config.local_run import uvicorn_command
from tests.pages.browser import CHROMIUM, CHROMIUM_ARGS, PHONE, ROOT, join
from tests.pages.conftest import _free_port
from tests.pages.test_auction_game import Table
from tests.test_pushes import PhoneKeys

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not (shutil.which("caddy") and shutil.which("certutil")),
        reason="needs caddy and certutil (apt-get install -y caddy libnss3-tools; make test installs them)",
    ),
]
DOMAIN = "treasury.test"
# PushManager.subscribe, noting the registration it is called on (its scope, its worker's state)
# and the key it is given (base64url), answering the subscription it is passed.
RECORD_SUBSCRIBE = """subscription => {
    window.subscribeCalls = [];
    PushManager.prototype.subscribe = async function (options) {
        const registration = (await navigator.serviceWorker.getRegistrations()).find((r) => r.pushManager === this);
        const key = btoa(String.fromCharCode(...new Uint8Array(options.applicationServerKey)))
            .replace(/[+]/g, "-").replace(/[/]/g, "_").replace(/=+$/, "");
        window.subscribeCalls.push({scope: registration.scope, active: registration.active && registration.active.state,
            key});
        return {toJSON: () => subscription};
    };
}"""


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


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    site = Site(tmp_path_factory.mktemp("https"))
    try:
        site.start()
        yield site
    finally:
        site.stop()


@pytest.fixture
def phones(site, playwright, tmp_path_factory):
    """Two phones: each a Chromium with a profile of its own (not incognito, where no app can be
    installed), treasury.test mapped to 127.0.0.1, and the local CA trusted in the NSS database
    of their HOME (the way a user trusts a CA on Linux): no certificate error is ignored."""
    home = tmp_path_factory.mktemp("chromium-home")
    nssdb = home / ".pki" / "nssdb"
    nssdb.mkdir(parents=True)
    subprocess.run(["certutil", "-d", f"sql:{nssdb}", "-N", "--empty-password"], check=True)
    subprocess.run(
        ["certutil", "-d", f"sql:{nssdb}", "-A", "-t", "C,,", "-n", "caddy local CA", "-i", str(site.root_cert)],
        check=True,
    )
    contexts = []
    for name in ("ann", "bob"):
        context = playwright.chromium.launch_persistent_context(
            str(home / f"profile-{name}"),
            executable_path=CHROMIUM,
            args=[*CHROMIUM_ARGS, f"--host-resolver-rules=MAP {DOMAIN} 127.0.0.1"],
            env={**os.environ, "HOME": str(home)},
            **PHONE,
        )
        context.set_default_timeout(15_000)
        context.grant_permissions(["notifications"], origin=site.url)
        contexts.append(context)
    yield [context.pages[0] if context.pages else context.new_page() for context in contexts]
    for context in contexts:
        context.close()


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


def test_two_phones_play_over_https_and_wss_in_a_secure_context_that_can_install_and_notify(site, phones):
    sockets = []
    for page in phones:
        page.on("websocket", lambda socket: sockets.append(socket.url))
    ann, bob = phones
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
    for seat, page in enumerate(phones):
        join(page, site.url, created["join_code"], seat)
        assert page.url.startswith(f"{site.url}/auctions/")
    assert sockets and all(url.startswith(f"wss://{DOMAIN}:{site.https_port}/ws/") for url in sockets)
    t = Table(phones)
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
    # the server has VAPID keys and the page is secure: each player's page offers "Notify me"
    assert ann.is_visible("#push-toggle") and ann.text_content("#push-toggle") == "Notify me"
    # Headless Chromium here makes no real subscription: subscribe() reaches no push service and
    # never answers (90 s tried, with and without --disable-background-networking). The page's
    # own flow is checked up to it: PushManager.subscribe is replaced by one that notes the
    # registration it was called on and the key, and answers a subscription as Chrome's look.
    ann.evaluate(RECORD_SUBSCRIBE, PhoneKeys().subscription("https://fcm.googleapis.com/fcm/send/https-test"))
    ann.tap("#push-toggle")
    ann.wait_for_function("() => document.querySelector('#push-toggle').textContent === 'Notifying'")
    called = ann.evaluate("() => window.subscribeCalls")
    assert called == [{"scope": f"{site.url}/", "active": "activated", "key": site.app_env["VAPID_PUBLIC_KEY"]}]
    assert "told when the game waits on you" in ann.text_content("#notice")

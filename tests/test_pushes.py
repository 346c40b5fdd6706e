"""Turn notifications by Web Push: a player's phone subscribes its seat; when the game waits on that
seat the server sends one push per wait, encrypted for the phone (RFC 8291) and signed with the
server's VAPID key, to the subscription's push service: here a push service of the test's own,
over TLS, which checks the VAPID signature and decrypts the message with the phone's key. Off
without VAPID keys; a subscription naming anything but a known push service is refused."""

import base64
import datetime
import ipaddress
import json
import os
import ssl
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import http_ece
import pytest
import urllib3
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
from cryptography.x509.oid import NameOID
from hypothesis import HealthCheck, example, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from py_vapid import Vapid
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube
from pushes.models import PushSubscription
from pushes.services import notify_waiting_seats
from tabletop.core import kinds, states
from tabletop.models import Game
from tests.auction.rules.helpers import cube as auction_cube
from tests.auction.rules.helpers import table as auction_table
from tests.background_servers import serve_in_background

pytestmark = pytest.mark.django_db


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


PUSH_HOST = "push.treasury.test"


def self_signed_certificate(folder, *hosts: str) -> tuple[str, str]:
    """A certificate for `hosts` (names or IP addresses) that is its own issuer, and its key, as
    PEM files in `folder`: trusted as a CA by the client (REQUESTS_CA_BUNDLE, or a phone's
    `certutil -t C,,`)."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, hosts[0])])
    now = datetime.datetime.now(datetime.UTC)
    names = []
    for host in hosts:
        try:
            names.append(x509.IPAddress(ipaddress.ip_address(host)))
        except ValueError:
            names.append(x509.DNSName(host))
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(hours=1))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName(names), critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    cert_file, key_file = folder / "push.crt", folder / "push.key"
    cert_file.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    key_file.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    return str(cert_file), str(key_file)


class PushService:
    """A push service of the test's own: https://push.treasury.test/ (https's own port, as a real
    one), served over TLS on a free port of 127.0.0.1 that the HTTP client is pointed at (see the
    fixture). Keeps every POST (path, headers, body) and answers 201, or 410 for the paths told
    gone."""

    def __init__(self, cert_file: str, key_file: str):
        self.received, self.gone = [], set()
        service = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 - the http.server name
                body = self.rfile.read(int(self.headers["Content-Length"]))
                service.received.append((self.path, {k.lower(): v for k, v in self.headers.items()}, body))
                self.send_response(410 if self.path in service.gone else 201)
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(cert_file, key_file)
        self.server.socket = context.wrap_socket(self.server.socket, server_side=True)
        self.url = f"https://{PUSH_HOST}"
        serve_in_background(self.server)

    def close(self):
        self.server.shutdown()


@pytest.fixture
def push_service(tmp_path, monkeypatch):
    """The server posts to https://push.treasury.test/...: the one change is at the HTTP client's
    connection (urllib3, under pywebpush's requests), where that host's port 443 leads to the
    stand-in, and its certificate is the one trusted. The endpoint check of pushes.services sees
    an https endpoint on a listed host with no port, as in production."""
    cert_file, key_file = self_signed_certificate(tmp_path, PUSH_HOST)
    service = PushService(cert_file, key_file)
    connect = urllib3.util.connection.create_connection

    def mapped(address, *args, **kwargs):
        if address == (PUSH_HOST, 443):
            address = ("127.0.0.1", service.server.server_port)
        return connect(address, *args, **kwargs)

    monkeypatch.setattr(urllib3.util.connection, "create_connection", mapped)
    monkeypatch.setenv("REQUESTS_CA_BUNDLE", cert_file)
    yield service
    service.close()


@pytest.fixture
def vapid(settings):
    key = Vapid()
    key.generate_keys()
    raw_private = key.private_key.private_numbers().private_value.to_bytes(32, "big")
    raw_public = key.public_key.public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
    settings.VAPID_PRIVATE_KEY = b64(raw_private)
    settings.VAPID_PUBLIC_KEY = b64(raw_public)
    settings.VAPID_SUBJECT = "mailto:treasury@localhost"
    settings.WEB_PUSH_ENDPOINT_HOSTS = frozenset({PUSH_HOST, "fcm.googleapis.com"})
    return key


class PhoneKeys:
    """What a browser's PushManager makes for a subscription: an ECDH key pair and a secret."""

    def __init__(self):
        self.private = ec.generate_private_key(ec.SECP256R1())
        self.public = self.private.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
        )
        self.auth = os.urandom(16)

    def subscription(self, endpoint: str) -> dict:
        return {"endpoint": endpoint, "keys": {"p256dh": b64(self.public), "auth": b64(self.auth)}}

    def decrypt(self, body: bytes) -> dict:
        return json.loads(http_ece.decrypt(body, private_key=self.private, auth_secret=self.auth, version="aes128gcm"))


def verify_vapid(headers: dict, public_key: str, audience: str) -> dict:
    """RFC 8292: the Authorization header is `vapid t=<ES256 JWT>, k=<the server's public key>`,
    the token signed by that key for this push service's origin, expiring within 24 hours."""
    scheme, _, params = headers["authorization"].partition(" ")
    fields = dict(part.strip().split("=", 1) for part in params.split(","))
    assert scheme == "vapid" and fields["k"] == public_key
    head, claims, signature = fields["t"].split(".")
    raw = unb64(signature)
    key = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64(public_key))
    key.verify(
        encode_dss_signature(int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big")),
        f"{head}.{claims}".encode(),
        ec.ECDSA(hashes.SHA256()),
    )
    assert json.loads(unb64(head)) == {"typ": "JWT", "alg": "ES256"}
    decoded = json.loads(unb64(claims))
    assert decoded["aud"] == audience and decoded["sub"] == "mailto:treasury@localhost"
    assert time.time() < decoded["exp"] <= time.time() + 24 * 3600
    return decoded


def saga_with_phones():
    load_demo()
    cube = Cube.objects.get(name="Demo saga cube")
    created = APIClient().post("/api/v1/sagas/", {"seats": ["Ann", "Bob"], "cube": cube.pk}, format="json").json()
    phones = []
    for seat in (0, 1):
        phone = APIClient()
        token = phone.post("/api/v1/join/", {"code": created["join_code"], "seat": seat}, format="json").json()["token"]
        phone.credentials(HTTP_AUTHORIZATION=f"Seat {token}")
        phones.append(phone)
    return Game.objects.get(pk=created["id"]), phones


REGISTER_ASK = "register your deck (40+ cards from your pool plus basics)"


def test_a_subscribed_seat_gets_one_encrypted_signed_push_per_wait(vapid, push_service, settings):
    game, phones = saga_with_phones()
    keys = [PhoneKeys(), PhoneKeys()]
    for seat, phone in enumerate(phones):
        answer = phone.post(
            "/api/v1/push/",
            {"game": game.pk, **keys[seat].subscription(f"{push_service.url}/push/seat-{seat}")},
            format="json",
        )
        assert answer.status_code == 201 and answer.json() == {"subscribed": True, "seat": seat}
    assert APIClient().get("/api/v1/push/").json() == {"enabled": True, "public_key": settings.VAPID_PUBLIC_KEY}
    waiting = set(game.waiting_on)
    assert waiting == {0, 1}  # both register at once

    assert notify_waiting_seats() == 2
    assert notify_waiting_seats() == 0, "one push per wait"
    assert sorted(path for path, _, _ in push_service.received) == ["/push/seat-0", "/push/seat-1"]
    for path, headers, body in push_service.received:
        seat = int(path[-1])
        verify_vapid(headers, settings.VAPID_PUBLIC_KEY, push_service.url)
        assert headers["content-encoding"] == "aes128gcm" and int(headers["ttl"]) > 0
        message = keys[seat].decrypt(body)
        assert message["title"].endswith("your move")
        assert message["body"] == f"{['Ann', 'Bob'][seat]}, the game waits on you to {REGISTER_ASK}."
        assert message["url"] == f"{settings.SITE_URL.rstrip('/')}/sagas/{game.pk}/"


def test_a_gone_subscription_is_dropped_and_nothing_is_sent_without_keys(vapid, push_service, settings):
    game, phones = saga_with_phones()
    phones[0].post(
        "/api/v1/push/", {"game": game.pk, **PhoneKeys().subscription(f"{push_service.url}/gone")}, format="json"
    )
    push_service.gone.add("/gone")
    assert notify_waiting_seats() == 0 and not PushSubscription.objects.exists()
    phones[1].post(
        "/api/v1/push/", {"game": game.pk, **PhoneKeys().subscription(f"{push_service.url}/b")}, format="json"
    )
    settings.VAPID_PRIVATE_KEY = ""
    assert notify_waiting_seats() == 0 and [p for p, _, _ in push_service.received] == ["/gone"]
    assert APIClient().get("/api/v1/push/").json() == {"enabled": False, "public_key": None}
    refused = phones[1].post(
        "/api/v1/push/", {"game": game.pk, **PhoneKeys().subscription(f"{push_service.url}/c")}, format="json"
    )
    assert refused.status_code == 422 and refused.json()["code"] == "push_off"


@pytest.mark.parametrize(
    "endpoint",
    [
        "https://evil.example/push",
        "http://fcm.googleapis.com/fcm/send/x",
        "https://user:pw@fcm.googleapis.com/x",
        "http://10.0.0.1/push",
        "https://fcm.googleapis.com.evil.example/x",
    ],
)
def test_a_subscription_names_a_known_push_service_and_comes_from_a_player(vapid, endpoint):
    game, phones = saga_with_phones()
    answer = phones[0].post("/api/v1/push/", {"game": game.pk, **PhoneKeys().subscription(endpoint)}, format="json")
    assert answer.status_code == 422 and answer.json()["code"] == "bad_endpoint"
    good = PhoneKeys().subscription("https://fcm.googleapis.com/fcm/send/abc")
    assert APIClient().post("/api/v1/push/", {"game": game.pk, **good}, format="json").status_code == 403
    assert phones[0].post("/api/v1/push/", {"game": game.pk, **good}, format="json").status_code == 201
    assert phones[0].delete("/api/v1/push/", {"game": game.pk, **good}, format="json").json() == {"unsubscribed": 1}


def test_a_seat_keeps_its_five_newest_subscriptions_and_each_push_reaches_only_those(vapid, push_service):
    """Each push goes to every subscription of the seat: a seat that subscribes endpoint after
    endpoint must not make the server send to all of them."""
    game, phones = saga_with_phones()
    keys = PhoneKeys()
    for number in range(12):
        body = {"game": game.pk, **keys.subscription(f"{push_service.url}/phone-{number}")}
        assert phones[0].post("/api/v1/push/", body, format="json").status_code == 201
    kept = PushSubscription.objects.filter(seat__game=game, seat__number=0)
    assert {s.endpoint.rsplit("/", 1)[1] for s in kept} == {f"phone-{n}" for n in range(7, 12)}
    notify_waiting_seats()
    assert sorted(path for path, _, _ in push_service.received) == sorted(f"/phone-{n}" for n in range(7, 12))


# -- the endpoint's every part: scheme x host x port x user name ------------------------------------
SCHEMES = ("https", "http", "ftp", "wss", "HTTPS")
HOSTS = {  # with the vapid fixture's list: fcm.googleapis.com (and push.treasury.test, the tests' own)
    "fcm.googleapis.com": True,
    "eu.fcm.googleapis.com": True,  # a subdomain of a listed host
    "FCM.googleapis.com": True,  # hosts are case-blind
    "fcm.googleapis.com.evil.example": False,
    "evilfcm.googleapis.com": False,
    "evil.example": False,
    "10.0.0.1": False,
}
PORTS = ("", ":", ":443", ":0443", ":6379", ":80", ":65535", ":99999")
USERINFOS = ("", "user@", "user:pw@", ":pw@", "@")


def endpoint_faults(scheme: str, host: str, port: str, userinfo: str) -> dict[str, str]:
    """What is wrong with an endpoint of these parts, by the words its refusal must say."""
    faults = {}
    if not HOSTS[host]:
        faults["host"] = host.lower()
    if scheme.lower() != "https":
        faults["scheme"] = "https"
    if userinfo:
        faults["userinfo"] = "user name or password"
    if port:
        faults["port"] = "port"
    return faults


@pytest.fixture
def push_game(vapid):
    """One game for every example of a test (its examples share the test's transaction)."""
    return saga_with_phones()


ENDPOINT_PARTS = st.tuples(
    st.sampled_from(SCHEMES), st.sampled_from(sorted(HOSTS)), st.sampled_from(PORTS), st.sampled_from(USERINFOS)
)


@given(parts=ENDPOINT_PARTS)
@example(parts=("https", "fcm.googleapis.com", ":6379", ""))  # the red team's
@example(parts=("https", "fcm.googleapis.com", ":443", ""))
@example(parts=("https", "fcm.googleapis.com", "", ""))
@hypothesis_settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)
def test_a_push_endpoint_is_https_on_a_listed_hosts_own_port_with_no_user_and_each_fault_is_named(push_game, parts):
    """Red team (issue 34): a subscription could name any port of an allowed push service's host
    (`https://fcm.googleapis.com:6379/` was taken), so the server's pushes could be aimed at any
    service of that host. Every scheme x host x port x user name: only https on a listed host's
    own port with no user name is taken; anything else is a 422 naming its fault, nothing kept."""
    scheme, host, port, userinfo = parts
    game, phones = push_game
    endpoint = f"{scheme}://{userinfo}{host}{port}/fcm/send/abc"
    before = PushSubscription.objects.count()
    answer = phones[0].post("/api/v1/push/", {"game": game.pk, **PhoneKeys().subscription(endpoint)}, format="json")
    faults = endpoint_faults(*parts)
    if not faults:
        assert answer.status_code == 201, answer.content
        return
    assert answer.status_code == 422 and answer.json()["code"] == "bad_endpoint", (endpoint, answer.content)
    assert answer.json()["field"] == "endpoint" and PushSubscription.objects.count() == before
    if len(faults) == 1:
        assert next(iter(faults.values())) in answer.json()["message"].lower(), (endpoint, answer.json())


def subscribe_both(game, phones, push_service) -> list[PhoneKeys]:
    keys = [PhoneKeys(), PhoneKeys()]
    for seat, phone in enumerate(phones):
        body = {"game": game.pk, **keys[seat].subscription(f"{push_service.url}/seat-{seat}")}
        assert phone.post("/api/v1/push/", body, format="json").status_code == 201
    return keys


def messages_since(push_service, keys, start: int) -> list[tuple[int, dict]]:
    return [(int(path[-1]), keys[int(path[-1])].decrypt(body)) for path, _, body in push_service.received[start:]]


def test_a_seat_is_told_once_when_a_wait_starts_and_again_only_when_what_it_waits_for_changes(vapid, push_service):
    """Both players build at once; Ann's deck makes a new game version, but the saga still waits
    on Bob for the same thing: no second push to Bob. Once Bob's deck is in, the saga waits on
    one of them for something new: one push, naming it."""
    game, phones = saga_with_phones()
    keys = subscribe_both(game, phones, push_service)
    assert notify_waiting_seats() == 2
    deck = {"type": "register_deck", "cards": [], "basics": {"Plains": 40}}
    url = f"/api/v1/sagas/{game.pk}/actions/"
    assert phones[0].post(url, deck, format="json").status_code == 200
    game.refresh_from_db()
    assert game.waiting_on == [1]
    assert notify_waiting_seats() == 0, "Bob's wait goes on: no second push"
    assert phones[1].post(url, deck, format="json").status_code == 200
    game.refresh_from_db()
    (waited,) = game.waiting_on
    heard = len(push_service.received)
    assert notify_waiting_seats() == 1 and notify_waiting_seats() == 0
    ((seat, message),) = messages_since(push_service, keys, heard)
    engine = kinds.get("saga").engine
    asked = engine.waits_for(states.load(game, engine), waited)
    assert seat == waited and asked and asked != REGISTER_ASK
    assert message["body"] == f"{['Ann', 'Bob'][seat]}, the game waits on you to {asked}."
    assert message["title"] == f"{game.title or 'Cube Saga'}: your move"


def test_an_auction_says_it_waits_for_a_bid_and_names_no_side_action():
    """The default wording, from the seat's legal actions: an undo or a gold correction is never
    what a game waits for."""
    state = auction_table(auction_cube(*[(f"Card {n}", ["Creature"]) for n in range(30)]))
    engine = kinds.get("auction").engine
    (seat,) = engine.waiting_on(state)
    assert "propose_undo" in engine.legal_actions(state, seat)
    assert engine.waits_for(state, seat) == "bid or decline"

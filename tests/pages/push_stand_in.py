"""Chromium's push service, stood in for on this machine: no browser test reaches the internet.

Chromium subscribes through Google's GCM: a check-in, then a registration that answers the
subscription's token, and a Mobile Connection Server (MCS) socket over TLS that brings the
messages. Its own switches name each of these (`--gcm-checkin-url`, `--gcm-registration-url`,
`--gcm-mcs-endpoint`), and `GcmStandIn` answers them: so `PushManager.subscribe` makes a real
subscription in headless Chromium (keys of its own, endpoint https://jmt17.google.com/fcm/send/<token>,
the host of Chromium builds without Google's API keys, Debian's among them). Without them it
never answers: the check-in reaches no one and is retried for ever.

`PushServiceStandIn` is that endpoint's service: it takes the server's POST over TLS as
jmt17.google.com, checks its VAPID signature (RFC 8292) against the server's key, and hands the
body, still encrypted (RFC 8291, aes128gcm), to the phone over its MCS socket; Chromium decrypts
it with the subscription's private key and its service worker shows the notification. The
server reaches it through `ConnectProxy` (HTTPS_PROXY: any CONNECT leads to the stand-in),
trusting its certificate (REQUESTS_CA_BUNDLE)."""

import contextlib
import secrets
import socket
import socketserver
import ssl
import struct
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs

from tests.background_servers import serve_in_background
from tests.test_pushes import verify_vapid

PUSH_HOST = "jmt17.google.com"
MCS_VERSION = 41
LOGIN_RESPONSE, DATA_MESSAGE = 3, 8  # MCS tags (google_apis/gcm/base/mcs_util.h)


# -- protocol buffers, the few fields these messages need ------------------------------------------
def varint(number: int) -> bytes:
    out = bytearray()
    while True:
        low, number = number & 0x7F, number >> 7
        out.append(low | (0x80 if number else 0))
        if not number:
            return bytes(out)


def field(number: int, value) -> bytes:
    """One field: a bool or an int as a varint, str or bytes length-delimited."""
    if isinstance(value, bool | int):
        return varint(number << 3) + varint(int(value))
    raw = value.encode() if isinstance(value, str) else value
    return varint(number << 3 | 2) + varint(len(raw)) + raw


def fixed64(number: int, value: int) -> bytes:
    return varint(number << 3 | 1) + struct.pack("<Q", value)


class GcmStandIn:
    """Check-in and registration over http (`url`), MCS over TLS on `mcs_port`: what Chromium's GCM
    client asks before and after `PushManager.subscribe`. `tokens` maps each subscription token
    answered to the app and sender it was asked for (the push's MCS message names them)."""

    def __init__(self, cert_file: str, key_file: str):
        self.android_id, self.security_token = secrets.randbits(62) + 1, secrets.randbits(62) + 1
        self.tokens: dict[str, dict] = {}
        self.phones: list[ssl.SSLSocket] = []  # MCS connections, newest last
        self._lock = threading.Lock()
        stand_in = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 - the http.server name
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if self.path.startswith("/checkin"):
                    answer, kind = stand_in._checked_in(), "application/x-protobuf"
                else:
                    answer, kind = stand_in._registered(parse_qs(body.decode())).encode(), "text/plain"
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)

            def log_message(self, *args):
                pass

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.http.server_port}"
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(cert_file, key_file)
        self._context = context
        self.mcs = socket.create_server(("127.0.0.1", 0))
        self.mcs_port = self.mcs.getsockname()[1]
        serve_in_background(self.http)
        threading.Thread(target=self._accept, daemon=True).start()

    def switches(self) -> list[str]:
        return [
            f"--gcm-checkin-url={self.url}/checkin",
            f"--gcm-registration-url={self.url}/register",
            f"--gcm-mcs-endpoint=https://127.0.0.1:{self.mcs_port}",
        ]

    def _checked_in(self) -> bytes:
        """AndroidCheckinResponse: stats_ok, time_msec, android_id, security_token, settings_diff."""
        return (
            field(1, True)
            + field(3, int(time.time() * 1000))
            + fixed64(7, self.android_id)
            + fixed64(8, self.security_token)
            + field(9, False)
        )

    def _registered(self, form: dict) -> str:
        token = "treasury-test-" + secrets.token_urlsafe(12)
        with self._lock:
            self.tokens[token] = {
                "app": form["app"][0],
                "subtype": form.get("X-subtype", [""])[0],
                "sender": form["sender"][0],
            }
        return f"token={token}"

    def _accept(self) -> None:
        while True:
            try:
                plain, _ = self.mcs.accept()
            except OSError:
                return
            threading.Thread(target=self._serve_phone, args=(plain,), daemon=True).start()

    def _serve_phone(self, plain: socket.socket) -> None:
        """Read the login (version byte, tag 2 and its size), answer a LoginResponse, and keep the
        socket for pushes; what the phone sends after (acks, heartbeats) is read and left."""
        try:
            phone = self._context.wrap_socket(plain, server_side=True)
            phone.recv(4096)
            phone.sendall(bytes([MCS_VERSION]) + self._frame(LOGIN_RESPONSE, field(1, "treasury-login")))
        except OSError:
            return
        with self._lock:
            self.phones.append(phone)
        try:
            while phone.recv(4096):
                pass
        except OSError:
            pass
        with self._lock:
            if phone in self.phones:
                self.phones.remove(phone)

    @staticmethod
    def _frame(tag: int, message: bytes) -> bytes:
        return bytes([tag]) + varint(len(message)) + message

    def deliver(self, token: str, body: bytes, headers: dict) -> bool:
        """The push's body, as sent, in a DataMessageStanza to the phones connected (one Chromium
        each: the subscription's, whose GCM knows the token, decrypts it). False if none is."""
        known = self.tokens[token]
        stanza = (
            field(2, secrets.token_hex(8))
            + field(3, known["sender"])
            + field(5, known["app"])
            + field(7, field(1, "subtype") + field(2, known["subtype"]))
            + field(7, field(1, "content-encoding") + field(2, headers.get("content-encoding", "")))
            + field(9, "0:" + secrets.token_hex(8))
            + field(17, int(headers.get("ttl", "0")))
            + field(21, body)
        )
        with self._lock:
            phones = list(self.phones)
        sent = False
        for phone in phones:
            try:
                phone.sendall(self._frame(DATA_MESSAGE, stanza))
                sent = True
            except OSError:
                pass
        return sent

    def close(self) -> None:
        self.http.shutdown()
        self.mcs.close()
        with self._lock:
            for phone in self.phones:
                phone.close()


class PushServiceStandIn:
    """https://jmt17.google.com/fcm/send/<token>, served over TLS on a free port of 127.0.0.1:
    checks each POST's VAPID signature for the server's `public_key`, keeps it (`received`: the
    token, the headers, the claims) and hands its encrypted body to the phone through `gcm`;
    answers 201, or 404 for a token the GCM stand-in never gave out."""

    def __init__(self, cert_file: str, key_file: str, gcm: GcmStandIn, public_key: str):
        self.received: list[dict] = []
        self.refused: list[str] = []
        self.last: dict[str, tuple[bytes, dict]] = {}  # each token's last push, as sent
        self.gcm = gcm
        service = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 - the http.server name
                body = self.rfile.read(int(self.headers["Content-Length"]))
                headers = {k.lower(): v for k, v in self.headers.items()}
                token = self.path.removeprefix("/fcm/send/")
                try:
                    claims = verify_vapid(headers, public_key, f"https://{PUSH_HOST}")
                    assert headers["content-encoding"] == "aes128gcm"
                    # RFC 8188's header: salt (16), record size (4), the sender's key (65 bytes)
                    assert body[20] == 65 and body[21] == 4 and len(body) > 21 + 65 + 16
                except (AssertionError, KeyError, ValueError) as problem:
                    service.refused.append(f"{self.path}: {problem!r}")
                    self.send_response(401)
                    self.end_headers()
                    return
                if token not in gcm.tokens:
                    self.send_response(404)
                    self.end_headers()
                    return
                service.received.append({"token": token, "headers": headers, "claims": claims, "size": len(body)})
                service.last[token] = (body, headers)
                delivered = gcm.deliver(token, body, headers)
                self.send_response(201 if delivered else 503)
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(cert_file, key_file)
        self.server.socket = context.wrap_socket(self.server.socket, server_side=True)
        self.port = self.server.server_port
        serve_in_background(self.server)

    def resend(self, token: str) -> bool:
        """Hand the token's last push to the phone again, as a push service does with what the
        phone has not acknowledged: Chromium here leaves the first MCS message after its login
        unshown in about half of the runs, and no acknowledgement is read here."""
        body, headers = self.last[token]
        return self.gcm.deliver(token, body, headers)

    def close(self) -> None:
        self.server.shutdown()


class ConnectProxy:
    """An HTTP proxy whose every CONNECT (the server's requests' to https://jmt17.google.com) is
    tunnelled to `port` of 127.0.0.1: the push service stand-in."""

    def __init__(self, port: int):
        class Tunnel(socketserver.BaseRequestHandler):
            def handle(self):
                head = b""
                while b"\r\n\r\n" not in head:
                    chunk = self.request.recv(4096)
                    if not chunk:
                        return
                    head += chunk
                upstream = socket.create_connection(("127.0.0.1", port))
                self.request.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
                pipe = threading.Thread(target=self._copy, args=(upstream, self.request), daemon=True)
                pipe.start()
                self._copy(self.request, upstream)
                pipe.join(timeout=10)

            @staticmethod
            def _copy(source, target):
                try:
                    while data := source.recv(65536):
                        target.sendall(data)
                except OSError:
                    pass
                finally:
                    for end in (source, target):
                        with contextlib.suppress(OSError):
                            end.shutdown(socket.SHUT_RDWR)

        self.server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Tunnel)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        serve_in_background(self.server)

    def close(self) -> None:
        self.server.shutdown()

"""Bodies that never end, sent to the live server (uvicorn, 2 workers) over a raw socket, as an
attacker would: chunked without a Content-Length (once read to a temp file before a 400), or
with a Content-Length over the cap. Each is answered 413 while the client is still sending,
the server stops reading soon after the cap, and the workers live on."""

import json
import select
import socket

import httpx
import pytest

pytestmark = pytest.mark.services("postgres", "redis")

CAP = 20 * 1024 * 1024  # MAX_UPLOAD_BYTES of the live server (the default)
CHUNK = 256 * 1024
ATTEMPT = 1536 * 1024 * 1024  # 1.5 GB, far more than the server may read


def send_until_answered(base: str, path: str, declared: int | None) -> tuple[bytes, int]:
    """Sends a body of ATTEMPT bytes (chunked unless `declared`) until the server answers, stops
    reading or closes; returns what it answered and how many body bytes went out."""
    host, port = base.removeprefix("http://").split(":")
    framing = f"Content-Length: {declared}" if declared is not None else "Transfer-Encoding: chunked"
    piece = b"x" * CHUNK
    frame = piece if declared is not None else f"{CHUNK:x}\r\n".encode() + piece + b"\r\n"
    sent = 0
    with socket.create_connection((host, int(port)), timeout=5) as conn:
        conn.sendall(
            f"POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n{framing}\r\n\r\n".encode()
        )
        while sent < ATTEMPT and not select.select([conn], [], [], 0)[0]:  # until it answers
            try:
                conn.sendall(frame)
            except (TimeoutError, BrokenPipeError, ConnectionResetError):  # it stopped reading, or closed
                break
            sent += CHUNK
        answer = b""
        try:
            while chunk := conn.recv(65536):
                answer += chunk
        except (TimeoutError, ConnectionResetError):
            pass
    return answer, sent


@pytest.mark.parametrize("declared", [None, ATTEMPT], ids=["chunked", "content-length"])
@pytest.mark.parametrize("path", ["/api/v1/cubes/", "/api/v1/auctions/import/", "/api/v1/join/"])
def test_an_endless_body_is_answered_413_near_the_cap_and_the_workers_live_on(live, path, declared):
    answer, sent = send_until_answered(live.base, path, declared)
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 413"), answer[:300]
    assert json.loads(body)["code"] == "too_large"
    assert sent <= CAP + 64 * 1024 * 1024  # the cap, and what the sockets' buffers took in meanwhile
    print(f"\n{path} ({'chunked' if declared is None else 'Content-Length'}): 413 after {sent / 2**20:.0f} MB sent")
    assert httpx.get(f"{live.api}/cubes/", timeout=10).status_code == 200

"""tabletop.http.middleware.BodyLimit, the ASGI guard of config/asgi.py: a body over MAX_UPLOAD_BYTES
is answered 413 as soon as it is known to be over, with or without a Content-Length, and the
application under the guard never reads past the limit nor answers itself."""

import asyncio
import json

import pytest
from asgiref.sync import async_to_sync
from django.test import override_settings
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.http.middleware import BodyLimit

# 500 a test, whatever the profile: each runs the ASGI guard over a body of up to 36 KB
EXAMPLES = settings(max_examples=500)


class Upload:
    """An HTTP request whose body arrives in `chunks`, as a server hands it to the application."""

    def __init__(
        self,
        chunks: list[bytes],
        declared: int | None,
        path: str = "/api/v1/cubes/",
        content_type: bytes = b"application/octet-stream",
    ):
        headers = [(b"content-type", content_type)]
        if declared is not None:
            headers.append((b"content-length", str(declared).encode()))
        self.scope = {
            "type": "http",
            "method": "POST",
            "path": path,
            "raw_path": path.encode(),
            "query_string": b"",
            "headers": headers,
            "http_version": "1.1",
            "scheme": "http",
            "server": ("127.0.0.1", 80),
            "client": ("127.0.0.1", 5000),
            "root_path": "",
            "asgi": {"version": "3.0"},
        }
        self.chunks = list(chunks)
        self.handed = 0  # body bytes the application was given
        self.sent: list[dict] = []

    async def receive(self) -> dict:
        if not self.chunks:  # the client waits for its answer
            await asyncio.Event().wait()
        chunk = self.chunks.pop(0)
        self.handed += len(chunk)
        return {"type": "http.request", "body": chunk, "more_body": bool(self.chunks)}

    async def send(self, message: dict) -> None:
        self.sent.append(message)

    def run(self, app) -> tuple[int, dict]:
        async_to_sync(app)(self.scope, self.receive, self.send)
        (start, *rest) = self.sent
        body = b"".join(message.get("body", b"") for message in rest)
        return start["status"], json.loads(body) if start["status"] == 413 else body


class ReadsEverything:
    """The application under the guard: reads the whole body as Django does, answers 200."""

    def __init__(self):
        self.read = 0

    async def __call__(self, scope, receive, send):
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            self.read += len(message["body"])
            if not message.get("more_body"):
                break
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"read"})


CHUNKS = st.lists(st.integers(0, 3000), min_size=1, max_size=12)


@EXAMPLES
@given(limit=st.integers(0, 10_000), sizes=CHUNKS, declare=st.sampled_from(["none", "true", "false"]))
def test_a_body_is_refused_as_soon_as_it_is_over_the_limit_with_or_without_a_length(limit, sizes, declare):
    total = sum(sizes)
    declared = {"none": None, "true": total, "false": max(0, total - 1)}[declare]
    upload, app = Upload([b"x" * size for size in sizes], declared), ReadsEverything()
    with override_settings(MAX_UPLOAD_BYTES=limit):
        status, body = upload.run(BodyLimit(app))
    over = (declared is not None and declared > limit) or total > limit
    if not over:
        assert (status, body, app.read) == (200, b"read", total)
        return
    assert status == 413 and body["code"] == "too_large" and str(limit) in body["message"]
    if declared is not None and declared > limit:
        assert upload.handed == 0  # refused on the header, before a byte is read
    else:  # refused on the chunk that crossed the limit: nothing after it was read
        crossing = next(i for i in range(len(sizes)) if sum(sizes[: i + 1]) > limit)
        assert upload.handed == sum(sizes[: crossing + 1])
    assert app.read <= limit  # the application never saw the crossing chunk, and answered nothing
    assert [message["type"] for message in upload.sent] == ["http.response.start", "http.response.body"]


@pytest.mark.django_db(transaction=True)  # the request under the limit reaches Django, which may read
def test_the_server_application_refuses_a_chunked_body_over_the_limit_before_django_reads_it(settings):
    from config.asgi import application

    settings.MAX_UPLOAD_BYTES = 64 * 1024
    endless = [b"x" * 16384] * 10_000  # 160 MB, without a Content-Length
    upload = Upload(endless, declared=None)
    status, body = upload.run(application)
    assert status == 413 and body["code"] == "too_large"
    assert upload.handed == 64 * 1024 + 16384  # the chunk that crossed the limit, and no more
    below = Upload([b"x" * 16384] * 4, declared=None, path="/api/v1/no-such-endpoint/")
    assert below.run(application)[0] == 404  # under the limit: Django read it and answered

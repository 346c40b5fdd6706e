"""How responses travel: gzip when the client asks for it (never an event stream, whose events must
leave at once), static files under their content's hash, cached for a year once collected, and the
service worker allowed to serve the whole site."""

import gzip
import json

import pytest
from django.core.management import call_command
from django.test import Client, override_settings

from config.delivery import SERVICE_WORKER, static_headers

pytestmark = pytest.mark.django_db


def test_a_json_answer_is_gzipped_for_a_client_that_accepts_it():
    plain = Client().get("/api/v1/schema/?format=json")
    packed = Client().get("/api/v1/schema/?format=json", headers={"Accept-Encoding": "gzip, br"})
    assert plain.status_code == packed.status_code == 200
    assert "Content-Encoding" not in plain and packed["Content-Encoding"] == "gzip"
    assert json.loads(gzip.decompress(packed.content)) == json.loads(plain.content)
    assert len(packed.content) * 4 < len(plain.content)


def test_an_event_stream_is_never_gzipped(rf):
    from django.http import StreamingHttpResponse

    from config.delivery import CompressionMiddleware

    def stream(request):
        return StreamingHttpResponse(iter(["data: 1\n\n"] * 40), content_type="text/event-stream")

    request = rf.get("/", headers={"Accept-Encoding": "gzip"})
    response = CompressionMiddleware(stream)(request)
    assert "Content-Encoding" not in response
    assert b"".join(response.streaming_content) == b"data: 1\n\n" * 40


def test_collected_static_files_are_linked_by_their_hash(tmp_path):
    from django.contrib.staticfiles.storage import staticfiles_storage
    from django.templatetags.static import static
    from django.utils.functional import empty

    with override_settings(STATIC_ROOT=tmp_path / "nothing"):
        staticfiles_storage._wrapped = empty  # the storage of the new root
        assert static("treasury/live.js") == "/static/treasury/live.js"  # not collected: the plain name
    with override_settings(STATIC_ROOT=tmp_path):
        staticfiles_storage._wrapped = empty
        try:
            call_command("collectstatic", interactive=False, verbosity=0)
            staticfiles_storage._wrapped = empty
            url = static("treasury/live.js")
            assert url.startswith("/static/treasury/live.") and url != "/static/treasury/live.js"
            assert (tmp_path / url.removeprefix("/static/")).exists()
            assert (tmp_path / (url.removeprefix("/static/") + ".gz")).exists()
        finally:
            staticfiles_storage._wrapped = empty


def test_the_service_worker_may_serve_every_page_and_is_always_checked_for_a_new_one():
    headers = {"Cache-Control": "max-age=60, public"}
    static_headers(headers, "/x/" + SERVICE_WORKER, "/static/" + SERVICE_WORKER)
    assert headers == {"Cache-Control": "no-cache", "Service-Worker-Allowed": "/"}
    other = {"Cache-Control": "max-age=60, public"}
    static_headers(other, "/x/treasury/live.js", "/static/treasury/live.js")
    assert other == {"Cache-Control": "max-age=60, public"}

"""How responses travel: compressed when the client agrees, static files named by their content
and cached for a year, the service worker allowed to serve the whole site."""

from django.middleware.gzip import GZipMiddleware
from whitenoise.storage import CompressedManifestStaticFilesStorage


class CompressionMiddleware(GZipMiddleware):
    """Django's gzip (with its BREACH padding), but never an event stream: gzip holds a stream's
    bytes until it has enough of them, and a live event must leave at once."""

    def process_response(self, request, response):
        if response.get("Content-Type", "").startswith("text/event-stream"):
            return response
        return super().process_response(request, response)


class FingerprintedStaticFiles(CompressedManifestStaticFilesStorage):
    """collectstatic writes each file under a name with its content's hash too (pages link that
    name, whitenoise serves it with a year's max-age, immutable) and gzip/brotli copies. Before
    collectstatic ran (tests, DEBUG) a page links the plain name."""

    manifest_strict = False

    def hashed_name(self, name, content=None, filename=None):
        try:
            return super().hashed_name(name, content, filename)
        except ValueError:  # not collected: the plain name
            return name


class PrivateByDefaultMiddleware:
    """A response made for one caller (a seat's view with its hidden cards, a page with its seat)
    is kept by no shared cache and by no disk: one that sets no Cache-Control of its own gets
    `private, no-store`. Static files, card images and streams set their own."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if "Cache-Control" not in response:
            response["Cache-Control"] = "private, no-store"
        return response


SERVICE_WORKER = "treasury/sw.js"


def static_headers(headers, path, url) -> None:
    """whitenoise's ADD_HEADERS_FUNCTION: the service worker, served from /static/, may control
    every page of the site (it caches the app shell)."""
    if url.endswith("/" + SERVICE_WORKER):
        headers["Service-Worker-Allowed"] = "/"
        headers["Cache-Control"] = "no-cache"

"""Response headers that keep pages to the addresses the server chose."""

# What a browser shows as a document that may run script: a page, and an SVG or XML file opened
# on its own (the saga's timeline picture is one).
DOCUMENT_TYPES = ("text/html", "image/svg+xml", "application/xml", "text/xml", "application/xhtml+xml")


class ContentSecurityPolicyMiddleware:
    """Every document runs the server's own script and style files only: no inline script, event
    handler attribute, javascript: address or inline style, so that text which ever reached a page
    as HTML stays inert. Images load from the server itself only (it serves card images, fetched
    from Scryfall once: cards/online/images.py), so a table without internet sees them, and no
    image host, nor the owner of an address that slipped past the importers, learns which hidden
    cards each phone shows. Requests and sockets go to the server alone, no other site frames a
    page, and forms post only to the server."""

    def __init__(self, get_response):
        self.get_response = get_response
        self.policy = "; ".join([
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self' data:",
            "connect-src 'self'",  # CSP 3: the page's own host over ws: and wss: too
            "object-src 'none'",
            "base-uri 'none'",
            "frame-ancestors 'none'",
            "form-action 'self'",
        ])  # fmt: skip

    def __call__(self, request):
        response = self.get_response(request)
        if response.get("Content-Type", "").startswith(DOCUMENT_TYPES):
            response.setdefault("Content-Security-Policy", self.policy)
        return response

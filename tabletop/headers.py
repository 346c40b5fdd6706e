"""Response headers that keep pages to the addresses the server chose."""

from django.conf import settings


class CardImageSourcesMiddleware:
    """Pages load images from the server itself and the card-image hosts (CARD_IMAGE_HOSTS) only,
    so that even a card image address that slipped past the importers is never fetched: its
    owner would learn which hidden cards each phone shows."""

    def __init__(self, get_response):
        self.get_response = get_response
        hosts = " ".join(f"https://{host}" for host in sorted(settings.CARD_IMAGE_HOSTS))
        self.policy = f"img-src 'self' data: {hosts}".strip()

    def __call__(self, request):
        response = self.get_response(request)
        if response.get("Content-Type", "").startswith("text/html"):
            response.setdefault("Content-Security-Policy", self.policy)
        return response

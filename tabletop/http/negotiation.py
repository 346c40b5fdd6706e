"""Content negotiation that names what an endpoint answers in: DRF's default answers an
unknown `?format=` with a bare 404, as if the resource were missing."""

from rest_framework.exceptions import NotAcceptable
from rest_framework.negotiation import DefaultContentNegotiation


class NamedFormatNegotiation(DefaultContentNegotiation):
    def filter_renderers(self, renderers, format):
        chosen = [renderer for renderer in renderers if renderer.format == format]
        if not chosen:
            offered = ", ".join(sorted({renderer.format for renderer in renderers}))
            raise NotAcceptable(f"format={format[:20]!r} is not one this endpoint answers in: use {offered}")
        return chosen

import time
from urllib.parse import urlsplit

import pytest
from django.core.cache import cache

from cards.online import http
from tests.cards.online import stand_in


@pytest.fixture
def sources(settings):
    """Scryfall and CubeCobra stand-ins on local ports, and the settings pointing at them."""
    running = stand_in.start()
    settings.SCRYFALL_API_URL = running.scryfall.url
    settings.CUBECOBRA_URL = running.cubecobra.url
    yield running
    running.stop()
    # What the client remembers of these addresses (a cooldown a 429 set, for up to its Retry-After;
    # the pace) is forgotten: a later test's stand-in may get the same port, and was once told to
    # wait 30 s by a test gone before (make check, 2026-12-06 14:27).
    hosts = [urlsplit(server.url).netloc for server in (running.scryfall, running.cubecobra)]
    cache.delete_many([http._key(what, host) for host in hosts for what in ("cooldown", "next", "lock")])


class _RecordedWaits:
    """The time module as cards/online/http.py sees it, each of its sleeps recorded."""

    def __init__(self, waits: list[float]):
        self.waits = waits

    def sleep(self, seconds: float) -> None:
        self.waits.append(seconds)
        time.sleep(seconds)

    def __getattr__(self, name: str):
        return getattr(time, name)


@pytest.fixture
def waits(monkeypatch) -> list[float]:
    """Every wait the online sources make (they still wait). "At once" is a promise about these,
    at most the pace between two requests; a clock would read the machine's load as well."""
    recorded: list[float] = []
    monkeypatch.setattr(http, "time", _RecordedWaits(recorded))
    return recorded

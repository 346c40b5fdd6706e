import time

import pytest

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

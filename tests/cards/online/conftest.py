import pytest

from tests.cards.online import stand_in


@pytest.fixture
def sources(settings):
    """Scryfall and CubeCobra stand-ins on local ports, and the settings pointing at them."""
    running = stand_in.start()
    settings.SCRYFALL_API_URL = running.scryfall.url
    settings.CUBECOBRA_URL = running.cubecobra.url
    yield running
    running.stop()

"""An imported game holds at most the cards a created one is dealt (cards.selectors.MAX_GAME_CARDS,
3,000): every request to a game reads and writes its state, which grows with its cards, and a
create refuses a larger cube (tests/tabletop/test_red_team5_game_size.py), but an import took
a crafted export of any number of cards the 20 MB body holds (a game of 20,000 cards took 0.4 to
1.1 s a request, refusals too). It is now refused (422 game_too_large), nothing written."""

import pytest
from rest_framework.test import APIClient

from cards.selectors import MAX_GAME_CARDS
from tabletop.core import services
from tabletop.models import Game
from tabletop.rules.engine import Card

pytestmark = pytest.mark.django_db


def exported_with(count: int) -> dict:
    """The export of an auction dealt `count` cards (made here past the create's limit, as a
    crafted file would be: set-up and replay agree with it)."""
    cards = [Card(id=i, name=f"Bear {i}", mana_value=2, types=["Creature"], type_line="Creature") for i in range(count)]
    created = services.create_game(kind="auction", seat_names=["Ann", "Bob"], settings_doc=None, cards=cards)
    game = Game.objects.get(pk=created.game.pk)
    document = services.export_game(game)
    game.delete()
    return document


def test_an_import_of_more_cards_than_a_game_is_dealt_is_refused():
    document = exported_with(MAX_GAME_CARDS + 1)
    answer = APIClient().post("/api/v1/auctions/import/", document, format="json")
    assert answer.status_code == 422, answer.content[:300]
    body = answer.json()
    assert (body["code"], body["field"]) == ("game_too_large", "initial_state.cards")
    assert f"{MAX_GAME_CARDS + 1:,}" in body["message"] and f"{MAX_GAME_CARDS:,}" in body["message"]
    assert not Game.objects.exists()


def test_an_import_of_as_many_cards_as_a_game_is_dealt_is_taken():
    answer = APIClient().post("/api/v1/auctions/import/", exported_with(MAX_GAME_CARDS), format="json")
    assert answer.status_code == 201, answer.content[:300]

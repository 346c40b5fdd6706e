"""A game is dealt at most 3,000 cards from a cube, as from a pasted list: every request to a
game reads and writes its state, which grows with its cards, and one upload makes a cube of
20,000 cards (a game of it took 0.4 to 1.1 s a request, refused actions too, against 5 ms for a
game of 300 cards and 0.2 s for 3,000)."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from rest_framework.test import APIClient

from cards.selectors import MAX_GAME_CARDS
from tabletop.models import Game
from tests.cards.online.cube_jobs import upload_cube

pytestmark = pytest.mark.django_db

HEAD = "name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,board\r\n"


def cube_of(client, main: int, maybe: int = 0) -> int:
    lines = [
        f'"Card {i}",2,"Creature - Bear",G,lea,1,common,Green,{"mainboard" if i < main else "maybeboard"}\r\n'
        for i in range(main + maybe)
    ]
    body = (HEAD + "".join(lines)).encode()
    response = upload_cube(client, {"file": SimpleUploadedFile("c.csv", body), "name": "Huge"})
    assert response.status_code == 201, response.content
    return response.json()["cube"]["id"]


@pytest.mark.parametrize("path", ["auctions", "battlers"])
def test_a_cube_of_more_cards_than_a_game_holds_is_refused_and_nothing_is_made(path):
    client = APIClient()
    cube_id = cube_of(client, MAX_GAME_CARDS + 1)
    response = client.post(f"/api/v1/{path}/", {"seats": ["Ann", "Bob"], "cube": cube_id}, format="json")
    assert response.status_code == 422, response.content
    body = response.json()
    assert body["code"] == "cube_too_large" and body["field"] == "cube"
    assert f"{MAX_GAME_CARDS + 1:,}" in body["message"] and f"{MAX_GAME_CARDS:,}" in body["message"]
    assert not Game.objects.exists()


def test_the_maybeboard_is_not_dealt_so_it_does_not_count():
    client = APIClient()
    cube_id = cube_of(client, 40, maybe=MAX_GAME_CARDS)
    response = client.post("/api/v1/auctions/", {"seats": ["Ann", "Bob"], "cube": cube_id}, format="json")
    assert response.status_code == 201, response.content

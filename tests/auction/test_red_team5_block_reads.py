"""A cube's auction prices count the block's make-up from two columns of each card, not from
every card read whole: anyone may ask for any cube's prices 1,200 times a minute, and one upload
makes a cube of 20,000 cards (GET /cubes/<id>/auction-prices/ took 1.1 s on one, now 0.3-0.4 s)."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db.models.signals import post_init

from cards.models import CubeCard
from tests.cards.online.cube_jobs import upload_cube

pytestmark = pytest.mark.django_db

HEAD = "name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,tags,board\r\n"


def test_the_block_makeup_reads_no_card_whole(client):
    lines = [
        f'"Card {i}",2,"{"Creature - Bear" if i % 2 else "Instant"}",G,lea,1,common,Green,'
        f'"{"Removal" if i % 5 == 0 else "x"}",{"maybeboard" if i >= 40 else "mainboard"}\r\n'
        for i in range(50)
    ]
    body = (HEAD + "".join(lines)).encode()
    response = upload_cube(client, {"file": SimpleUploadedFile("c.csv", body), "name": "Block"})
    assert response.status_code == 201, response.content
    cube_id = response.json()["cube"]["id"]
    built = []

    def count(sender, **kwargs):
        built.append(sender)

    post_init.connect(count, sender=CubeCard)
    try:
        answer = client.get(f"/api/v1/cubes/{cube_id}/auction-prices/")
    finally:
        post_init.disconnect(count, sender=CubeCard)
    assert answer.status_code == 200, answer.content
    makeup = answer.json()["makeup"]
    assert makeup["mainboard_size"] == 40
    assert makeup["creatures"]["count"] == 20 and makeup["removal"]["count"] == 8
    assert built == [], f"{len(built)} cards of the cube were read whole"

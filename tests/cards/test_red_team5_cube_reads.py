"""A cube's summary, its exports and its cards filtered by type or tag cost a request what the
answer shows, not what the cube holds: anyone may read any cube 1,200 times a minute, and a cube
may hold 20,000 cards (one upload). Counting the summary read every card of the cube whole on
each GET /cubes/<id>/ (1.3 s for 20,000 cards), and so did each export, and ?type= or ?tag= read
every card whole before taking a page (1.2 s); the summary and exports are now kept and the
filters read two columns of each card and only the page's cards whole (0.22 s)."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.db.models.signals import post_init
from django.test.utils import CaptureQueriesContext

from cards.models import Card, CubeCard
from cards.parsing.facts import CardRecord
from cards.services import upsert_records
from tests.cards.online.cube_jobs import upload_cube as uploaded

pytestmark = pytest.mark.django_db

HEAD = "name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,tags\r\n"


def upload_cube(client, cards: int) -> int:
    lines = [
        f'"Card {i}",2,"{"Creature - Bear" if i % 3 == 0 else "Instant"}",G,lea,1,common,Green,"t{i % 2}"\r\n'
        for i in range(cards)
    ]
    body = (HEAD + "".join(lines)).encode()
    response = uploaded(client, {"file": SimpleUploadedFile("c.csv", body), "name": "Big"})
    assert response.status_code == 201, response.content
    return response.json()["cube"]["id"]


def test_a_cubes_summary_is_counted_once_not_on_every_read(client):
    cube_id = upload_cube(client, 60)
    with CaptureQueriesContext(connection) as queries:
        for _ in range(3):
            summary = client.get(f"/api/v1/cubes/{cube_id}/").json()["summary"]
    assert summary["mainboard"] == 60 and summary["creatures"] == 20 and summary["by_type"]["Instant"] == 40
    assert not [q["sql"] for q in queries.captured_queries if "cards_cubecard" in q["sql"]]


def test_a_cubes_summary_follows_the_catalogues_facts():
    from rest_framework.test import APIClient

    client = APIClient()
    upsert_records([CardRecord(name="Solemn Bear", types=["Instant"], type_line="Instant")])
    response = uploaded(
        client, {"file": SimpleUploadedFile("c.txt", b"Solemn Bear\n"), "name": "One", "format": "text"}
    )
    assert response.status_code == 201, response.content
    cube_id = response.json()["cube"]["id"]
    assert client.get(f"/api/v1/cubes/{cube_id}/").json()["summary"]["by_type"] == {"Instant": 1}
    upsert_records([CardRecord(name="Solemn Bear", types=["Creature"], type_line="Creature - Bear")])
    assert Card.objects.get(name="Solemn Bear").types == ["Creature"]
    assert client.get(f"/api/v1/cubes/{cube_id}/").json()["summary"]["by_type"] == {"Creature": 1}


EXPORT_FORMS = ("cubecobra-csv", "text", "cockatrice")


def exports(client, cube_id: int) -> dict[str, bytes]:
    answers = {form: client.get(f"/api/v1/cubes/{cube_id}/export/?as={form}") for form in EXPORT_FORMS}
    assert all(answer.status_code == 200 for answer in answers.values()), answers
    return {form: answer.content for form, answer in answers.items()}


def test_a_cubes_export_is_made_once_not_on_every_read(client):
    """Each export read every card of the cube whole (1.3 s for 20,000 cards), for anyone, on
    every GET (red team): it is kept per format until the cube or its cards change."""
    cube_id = upload_cube(client, 60)
    first = exports(client, cube_id)
    with CaptureQueriesContext(connection) as queries:
        again = [exports(client, cube_id) for _ in range(3)]
    assert all(bodies == first for bodies in again)
    assert (
        first["text"].decode().startswith("# mainboard\n1 Card 0\n")
        and b"<deckname>Big</deckname>" in first["cockatrice"]
    )
    assert not [q["sql"] for q in queries.captured_queries if "cards_cubecard" in q["sql"]]


def _catalogue_card_retyped(cube) -> None:
    upsert_records([CardRecord(name="Solemn Bear", types=["Creature"], type_line="Creature - Bear")])


def _card_removed_in_the_admin(cube) -> None:
    CubeCard.objects.filter(cube=cube, card__name="Solemn Bear").first().delete()


def _card_moved_in_the_admin(cube) -> None:
    row = CubeCard.objects.filter(cube=cube, card__name="Solemn Bear").first()
    row.board = CubeCard.Board.MAYBEBOARD
    row.save()


def _cube_renamed_in_the_admin(cube) -> None:
    cube.name = "Renamed"
    cube.save()


# Every way a cube's summary or export can change outside a new upload (a CubeCobra refresh is
# tests/cards/online/test_cubecobra.py's), and what the export then holds.
CHANGES = {
    "the catalogue's facts": (_catalogue_card_retyped, lambda bodies: b"Creature - Bear" in bodies["cubecobra-csv"]),
    "a card removed": (_card_removed_in_the_admin, lambda bodies: b"Solemn Bear" not in bodies["text"]),
    "a card moved": (_card_moved_in_the_admin, lambda bodies: b"# maybeboard\n1 Solemn Bear" in bodies["text"]),
    "the cube renamed": (_cube_renamed_in_the_admin, lambda bodies: b"<deckname>Renamed" in bodies["cockatrice"]),
}


@pytest.mark.parametrize("change", CHANGES)
def test_a_cubes_kept_summary_and_exports_follow_each_change(change):
    from rest_framework.test import APIClient

    from cards.models import Cube

    client = APIClient()
    upsert_records([CardRecord(name=name, types=["Instant"], type_line="Instant") for name in ("Solemn Bear", "Opt")])
    response = uploaded(
        client, {"file": SimpleUploadedFile("c.txt", b"Solemn Bear\nOpt\n"), "name": "Two", "format": "text"}
    )
    assert response.status_code == 201, response.content
    cube_id = response.json()["cube"]["id"]
    summary, before = client.get(f"/api/v1/cubes/{cube_id}/").json()["summary"], exports(client, cube_id)
    make_change, shows_it = CHANGES[change]
    assert not shows_it(before)
    make_change(Cube.objects.get(pk=cube_id))
    assert shows_it(exports(client, cube_id))
    if change != "the cube renamed":
        assert client.get(f"/api/v1/cubes/{cube_id}/").json()["summary"] != summary


@pytest.mark.parametrize(("query", "expected"), [("type=creature", 20), ("tag=T1", 30), ("type=instant&tag=t0", 20)])
def test_a_filtered_page_reads_only_its_own_cards_whole(client, query, expected):
    cube_id = upload_cube(client, 60)
    built = []

    def count(sender, **kwargs):
        built.append(sender)

    post_init.connect(count, sender=CubeCard)
    try:
        body = client.get(f"/api/v1/cubes/{cube_id}/cards/?{query}&page_size=5").json()
    finally:
        post_init.disconnect(count, sender=CubeCard)
    assert body["count"] == expected and len(body["results"]) == 5
    assert len(built) <= 5, f"{len(built)} cards of the cube were read whole for a page of 5"
    everything = client.get(f"/api/v1/cubes/{cube_id}/cards/?{query}&page_size=200").json()["results"]
    assert len(everything) == expected and [r["id"] for r in everything] == sorted(r["id"] for r in everything)
    assert [r["id"] for r in everything[:5]] == [r["id"] for r in body["results"]]


def test_a_card_edited_one_at_a_time_is_counted_in_the_summary_again():
    """The admin saves and deletes rows one at a time: the kept summary of the cube is counted
    again, as after the services' own writes."""
    from cards.demo import load_demo
    from cards.models import Cube, CubeCard
    from cards.services import cube_summary

    load_demo()
    cube = Cube.objects.get(name="Demo saga cube")
    before = cube_summary(cube)["mainboard"]
    CubeCard.objects.filter(cube=cube, board=CubeCard.Board.MAINBOARD).first().delete()
    assert cube_summary(Cube.objects.get(pk=cube.pk))["mainboard"] == before - 1
    row = CubeCard.objects.filter(cube=cube, board=CubeCard.Board.MAINBOARD).first()
    row.board = CubeCard.Board.MAYBEBOARD
    row.save()
    assert cube_summary(Cube.objects.get(pk=cube.pk))["mainboard"] == before - 2


@pytest.mark.parametrize("name", ["color_category", "module", "board", "type", "tag"])
def test_a_filter_longer_than_any_card_s_fact_is_refused_before_a_row_is_read(client, name):
    """A 65,500-character ?tag= ran its query (red team): every text a request sends is refused
    by its length first (docs/security.md)."""
    from cards.api import CubeCardsApi

    cube_id = upload_cube(client, 3)
    longest = CubeCardsApi.LONGEST_FILTER[name]
    with CaptureQueriesContext(connection) as read:
        answer = client.get(f"/api/v1/cubes/{cube_id}/cards/", {name: "x" * (longest + 1)})
    assert answer.status_code == 400
    assert answer.json() == {
        "code": "invalid_input",
        "message": f"{name} is {longest + 1} characters long: no card's is longer than {longest}",
        "field": name,
    }
    assert not any("cubecard" in query["sql"].lower() for query in read.captured_queries)

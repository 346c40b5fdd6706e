"""Card images through Treasury (cards/online/images.py, GET /api/v1/cards/<scryfall id>/image/):
fetched once from the stand-in Scryfall, kept on disk within a byte bound, served with validators
and a year's cache; a bad id, a missing, oversized or unreachable image refused with its reason."""

import itertools
import json
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from django.core.cache import cache
from django.core.management import call_command
from rest_framework.test import APIClient

from cards.models import Card, Cube, CubeCard
from cards.online import images
from cards.online.http import PACE
from cards.parsing.facts import name_key
from tests.cards.online import stand_in
from tests.cards.online.stand_in import IMAGES, card_png

pytestmark = pytest.mark.django_db


@pytest.fixture
def folder(settings, tmp_path):
    settings.CARD_IMAGE_DIR = tmp_path / "card-images"
    cache.clear()  # failures remembered by an earlier test
    yield settings.CARD_IMAGE_DIR
    cache.clear()


@pytest.fixture
def known(sources, folder):
    """The catalogue holds the stand-in's first 6 cards, with their Scryfall ids."""
    cards = sources.scryfall.cards[:6]
    for card in cards:
        Card.objects.create(
            name=card["name"], name_key=name_key(card["name"]), front_key=name_key(card["name"]), scryfall_id=card["id"]
        )
    return [card["id"] for card in cards]


def image_url(scryfall_id: str) -> str:
    return f"/api/v1/cards/{scryfall_id}/image/"


def stored(folder) -> list[str]:
    return sorted(p.name for p in folder.glob("*/*") if p.parent.name != "locks")


def test_an_image_is_fetched_once_then_served_from_disk_with_validators_and_a_years_cache(sources, known, folder):
    client, scryfall_id = APIClient(), known[0]
    first = client.get(image_url(scryfall_id), HTTP_ACCEPT="image/avif,image/webp,image/*,*/*;q=0.8")
    assert first.status_code == 200, first.content
    assert first.content == card_png(f"{scryfall_id}-front.png")
    assert first["Content-Type"] == "image/png"
    assert first["Cache-Control"] == "public, max-age=31536000, immutable"
    assert first["ETag"] and first["Last-Modified"]
    again = client.get(image_url(scryfall_id))
    assert again.content == first.content and again["ETag"] == first["ETag"]
    unchanged = client.get(image_url(scryfall_id), HTTP_IF_NONE_MATCH=first["ETag"])
    assert unchanged.status_code == 304 and unchanged.content == b""
    assert unchanged["Cache-Control"] == first["Cache-Control"]
    since = client.get(image_url(scryfall_id), HTTP_IF_MODIFIED_SINCE=first["Last-Modified"])
    assert since.status_code == 304
    upstream = sources.scryfall.asked(f"/cards/{scryfall_id}") + sources.scryfall.asked(IMAGES)
    assert [r.path for r in upstream] == [f"/cards/{scryfall_id}", f"{IMAGES}{scryfall_id}-front.png"]
    for request in upstream:
        assert request.headers["user-agent"].startswith("Treasury/")
        assert request.headers["accept"]
    assert upstream[1].headers["accept"] == "image/jpeg,image/png"
    assert stored(folder) == [f"{scryfall_id}-front"]


BAD_IDS = [
    "abc",
    "0C3F372D-259D-4A31-9491-2D369B3F3F8B",  # upper case: not the form Scryfall writes
    "0c3f372d259d4a3194912d369b3f3f8b",
    "{0c3f372d-259d-4a31-9491-2d369b3f3f8b}",
    "urn:uuid:0c3f372d-259d-4a31-9491-2d369b3f3f8b",
    "0c3f372d-259d-4a31-9491-2d369b3f3f8b0",
    "0c3f372d-259d-4a31-9491-2d369b3f3f8g",
    "https:example.org@x.jpg",
    "..",
    "0c3f372d-259d-4a31-9491-2d369b3f3f8b%0A",
]


@pytest.mark.parametrize("bad", BAD_IDS)
def test_anything_but_a_scryfall_id_is_refused_naming_the_problem_and_nothing_is_fetched(sources, known, bad):
    answer = APIClient().get(image_url(bad))
    assert answer.status_code == 400, answer.content
    assert answer.json()["code"] == "invalid_scryfall_id"
    assert "is not a Scryfall id" in answer.json()["message"]
    assert sources.scryfall.requests == []


def test_a_face_other_than_front_or_back_is_refused(sources, known):
    answer = APIClient().get(image_url(known[0]) + "?face=side")
    assert answer.status_code == 400 and answer.json()["field"] == "face"
    assert sources.scryfall.requests == []


def test_an_id_no_card_of_the_catalogue_has_is_not_fetched(sources, known):
    answer = APIClient().get(image_url("0000579f-7b35-4ed3-b44c-db2a538066fe"))
    assert answer.status_code == 404 and answer.json()["code"] == "unknown_scryfall_id"
    assert sources.scryfall.requests == []


def test_a_missing_image_is_a_404_asked_for_once(sources, known, folder):
    scryfall_id = known[1]
    sources.scryfall.missing_images.add(scryfall_id)
    for _ in range(3):
        answer = APIClient().get(image_url(scryfall_id))
        assert answer.status_code == 404 and answer.json()["code"] == "no_card_image"
    assert len(sources.scryfall.asked(IMAGES)) == 1
    back = APIClient().get(image_url(known[0]) + "?face=back")  # a one-faced card has no back image
    assert back.status_code == 404 and back.json()["code"] == "no_card_image"
    assert stored(folder) == []


def test_an_image_past_the_byte_bound_is_refused_and_not_kept(sources, known, folder):
    sources.scryfall.oversized_images.add(known[2])
    answer = APIClient().get(image_url(known[2]))
    assert answer.status_code == 502 and answer.json()["code"] == "source_bad_answer"
    assert str(images.IMAGE_BYTES) in answer.json()["message"]
    assert [p.name for p in folder.rglob("*") if p.is_file() and p.parent.name != "locks"] == []


def test_a_streamed_image_past_the_bound_is_cut_off_and_not_kept(sources, known, folder):
    sources.scryfall.fail(IMAGES, "huge")  # no length declared: counted as it comes
    answer = APIClient().get(image_url(known[2]))
    assert answer.status_code == 502 and answer.json()["code"] == "source_bad_answer"
    assert [p.name for p in folder.rglob("*") if p.is_file() and p.parent.name != "locks"] == []


def test_with_scryfall_unreachable_the_answer_says_so_and_nothing_is_kept(settings, known, folder):
    settings.SCRYFALL_API_URL = "http://127.0.0.1:9"  # the discard port: nothing listens
    answer = APIClient().get(image_url(known[3]))
    assert answer.status_code == 503 and answer.json()["code"] == "source_unreachable"
    assert stored(folder) == []


@pytest.mark.django_db(transaction=True)
def test_eight_phones_asking_for_one_image_at_once_make_one_fetch(live_server, sources, known):
    """Eight requests to a running server at once. The image host holds its answer until all 8
    reached it (or 3 s passed): a request that did not wait on the one fetching would meanwhile."""
    scryfall_id, phones = known[4], 8
    sources.scryfall.image_gate.clear()
    started = threading.Barrier(phones + 1)

    def phone(_):
        started.wait()
        return httpx.get(live_server.url + image_url(scryfall_id), timeout=30)

    with ThreadPoolExecutor(phones) as pool:
        answers = pool.map(phone, range(phones))
        started.wait()
        for _ in range(300):
            if len(sources.scryfall.asked(IMAGES)) >= phones:
                break
            time.sleep(0.01)
        sources.scryfall.image_gate.set()
        answers = list(answers)
    assert [answer.status_code for answer in answers] == [200] * phones
    assert {answer.content for answer in answers} == {card_png(f"{scryfall_id}-front.png")}
    assert len(sources.scryfall.asked(IMAGES)) == 1
    assert len(sources.scryfall.asked(f"/cards/{scryfall_id}")) == 1


def test_past_the_byte_bound_the_images_served_longest_ago_go_first(settings, sources, known, folder):
    staying = (known[0], known[2], known[3])
    settings.CARD_IMAGE_CACHE_BYTES = sum(len(card_png(f"{i}-front.png")) for i in staying)  # these three
    for scryfall_id in known[:3]:
        images.card_image(scryfall_id)
    images.card_image(known[0])  # served again: now the latest
    images.card_image(known[3])  # a fourth: the one served longest ago goes
    assert stored(folder) == sorted(f"{i}-front" for i in staying)
    images.card_image(known[1])  # asked again: fetched again
    assert len(sources.scryfall.asked(f"{IMAGES}{known[1]}")) == 2


def test_prefetch_images_fetches_a_cubes_images_once(sources, known, folder, capsys):
    cube = Cube.objects.create(name="Game night")
    for card in Card.objects.filter(scryfall_id__in=known):
        CubeCard.objects.create(cube=cube, card=card)
    sources.scryfall.missing_images.add(known[5])
    call_command("prefetch_images", str(cube.pk))
    out = capsys.readouterr()
    assert stored(folder) == sorted(f"{i}-front" for i in known[:5])
    assert "5 images kept, 1 not" in out.out
    assert "Card images: 100%" in out.err and "6/6" in out.err  # the progress bar
    assert f"{known[5]}" in out.out  # the card whose image Scryfall lacks is named
    call_command("prefetch_images", "Game night")  # by name too; nothing fetched twice
    assert len(sources.scryfall.asked(IMAGES)) == 6
    moments = [request.at for request in sources.scryfall.requests]
    assert len(moments) == 12  # each card's object, then its image
    assert min(b - a for a, b in itertools.pairwise(moments)) >= PACE * 0.9, "at most 10 requests a second"


def test_a_cubes_prefetched_images_are_served_with_the_network_gone(settings, sources, known, folder):
    """Issue 39's game night: prefetch a cube's images, take the network away, and every phone is
    still served each of them; a card the cube lacks was never fetched, and says Scryfall is unreachable."""
    cube = Cube.objects.create(name="Game night")
    for card in Card.objects.filter(scryfall_id__in=known[:5]):
        CubeCard.objects.create(cube=cube, card=card)
    call_command("prefetch_images", str(cube.pk))
    settings.SCRYFALL_API_URL = "http://127.0.0.1:9"  # the discard port: nothing listens
    phone = APIClient()
    for scryfall_id in known[:5]:
        answer = phone.get(image_url(scryfall_id))
        assert answer.status_code == 200 and answer.content == card_png(f"{scryfall_id}-front.png")
    outside = phone.get(image_url(known[5]))
    assert outside.status_code == 503 and outside.json()["code"] == "source_unreachable"


ARENA_CARDS = stand_in.FIXTURES / "scryfall_shaped_cards_ArenaCubeDecember2022.json"


@pytest.mark.skipif(not ARENA_CARDS.is_file(), reason=f"{ARENA_CARDS} is absent (the shared real inputs)")
def test_a_double_faced_card_has_an_image_of_each_face_and_prefetch_fetches_both(sources, folder, capsys):
    """The Arena cube's double-faced cards (each face with its own image on Scryfall)."""
    two_faced = [card for card in json.loads(ARENA_CARDS.read_text()) if card["layout"] in images.TWO_IMAGE_LAYOUTS]
    card = two_faced[0]
    sources.scryfall.by_id[card["id"]] = card
    row = Card.objects.create(
        name=card["name"], name_key=name_key(card["name"]), front_key=name_key(card["name"]),
        scryfall_id=card["id"], layout=card["layout"],
    )  # fmt: skip
    back = APIClient().get(image_url(card["id"]) + "?face=back")
    assert back.status_code == 200 and back.content == card_png(f"{card['id']}-back.png")
    cube = Cube.objects.create(name="Two faces")
    CubeCard.objects.create(cube=cube, card=row)
    call_command("prefetch_images", str(cube.pk))
    assert stored(folder) == [f"{card['id']}-back", f"{card['id']}-front"]
    assert "2 images kept, 0 not" in capsys.readouterr().out

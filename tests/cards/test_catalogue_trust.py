"""Uploading a cube never changes a card another cube or table uses, and no card image is loaded
from an address a player chose (it would tell that address which hidden cards each phone shows).

Generated: for every upload format, a file naming cards the catalogue knows, with every fact
changed at random; the catalogue, the other cubes, their exports and the tables dealt from them
stay as they were, and the uploaded cube keeps the file's facts for itself."""

import json
import string

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Card, Cube
from cards.parsing.exports import export_cubecobra_csv
from cards.services import safe_image_url
from tabletop.models import Game
from tests.cards.online.cube_jobs import upload_cube

pytestmark = pytest.mark.django_db

KNOWN_HOSTS = ["cards.scryfall.io", "c1.scryfall.com", "cubecobra.com"]
words = st.text(string.ascii_letters + " ", min_size=1, max_size=30).map(str.strip).filter(bool)
hosts = st.one_of(
    st.sampled_from(KNOWN_HOSTS),
    st.sampled_from(["evil.example", "cards.scryfall.io.evil.example", "scryfall.io", "127.0.0.1", "[::1]"]),
)
image_urls = st.builds(
    lambda scheme, userinfo, host, port, path: f"{scheme}://{userinfo}{host}{port}/{path}",
    st.sampled_from(["https", "http", "javascript", "data", "ftp"]),
    st.sampled_from(["", "cards.scryfall.io@", "user:pass@"]),
    hosts,
    st.sampled_from(["", ":443", ":8080"]),
    words.map(lambda w: w.replace(" ", "/")),
)
forged = st.fixed_dictionaries(
    {
        "mana_cost": st.sampled_from(["{9}", "{W}{U}{B}{R}{G}", "{X}{X}", ""]),
        "cmc": st.integers(0, 16),
        "type_line": st.sampled_from(["Creature — Horror", "Legendary Artifact", "Instant", "Land"]),
        "oracle_text": words,
        "colors": st.lists(st.sampled_from("WUBRG"), unique=True, max_size=3),
        "rarity": st.sampled_from(["common", "mythic"]),
        "set": st.sampled_from(["zzz", "lea"]),
        "image": image_urls,
    }
)


def scryfall_file(names: list[str], facts: dict) -> bytes:
    return json.dumps(
        [
            {
                "object": "card",
                "name": name,
                "lang": "en",
                "layout": "normal",
                "mana_cost": facts["mana_cost"],
                "cmc": facts["cmc"],
                "type_line": facts["type_line"],
                "oracle_text": facts["oracle_text"],
                "colors": facts["colors"],
                "rarity": facts["rarity"],
                "set": facts["set"],
                "collector_number": "1",
                "image_uris": {"normal": facts["image"], "large": facts["image"]},
            }
            for name in names
        ]
    ).encode()


def draftmancer_file(names: list[str], facts: dict) -> bytes:
    return json.dumps(
        {
            f"id-{n}": {
                "name": name,
                "mana_cost": facts["mana_cost"],
                "cmc": facts["cmc"],
                "type": facts["type_line"].split(" — ")[0],
                "subtypes": [],
                "colors": facts["colors"],
                "rarity": facts["rarity"],
                "set": facts["set"],
                "collector_number": "1",
                "image_uris": {"en": facts["image"]},
            }
            for n, name in enumerate(names)
        }
    ).encode()


def cubecobra_file(names: list[str], facts: dict) -> bytes:
    return export_cubecobra_csv(
        [
            {
                "name": name,
                "mana_value": facts["cmc"],
                "type_line": facts["type_line"],
                "colors": facts["colors"],
                "set_code": facts["set"],
                "collector_number": "1",
                "rarity": facts["rarity"],
                "image_url": facts["image"],
            }
            for name in names
        ]
    ).encode()


FILES = {"scryfall.json": scryfall_file, "draftmancer.json": draftmancer_file, "cube.csv": cubecobra_file}


def catalogue_snapshot() -> dict:
    return {card.name: card.facts() for card in Card.objects.filter(from_upload=False)}


def cube_view(client: APIClient, cube: Cube) -> tuple:
    cards = client.get(f"/api/v1/cubes/{cube.pk}/cards/?page_size=500")
    export = client.get(f"/api/v1/cubes/{cube.pk}/export/?as=cubecobra-csv")
    return cards.content, export.content


def dealt(client: APIClient, cube: Cube) -> list:
    created = client.post("/api/v1/auctions/", {"seats": ["Ann", "Bob"], "cube": cube.pk}, format="json")
    assert created.status_code == 201, created.content
    return Game.objects.get(pk=created.json()["id"]).cards


@pytest.mark.slow  # generated uploads in every format, each with every fact changed
@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)
@given(file_name=st.sampled_from(sorted(FILES)), facts=forged, how_many=st.integers(1, 3))
def test_an_upload_changes_no_card_of_the_catalogue_of_other_cubes_or_of_tables(file_name, facts, how_many):
    load_demo()
    client = APIClient()
    demo = Cube.objects.get(name="Demo auction block")
    names = [row.card.name for row in demo.cards.select_related("card").order_by("pk")[:how_many]]
    before = catalogue_snapshot(), cube_view(client, demo), dealt(client, demo)

    content = FILES[file_name](names, facts)
    uploaded = upload_cube(client, {"file": SimpleUploadedFile(file_name, content), "name": "forged"})

    assert uploaded.status_code == 201, uploaded.content
    assert (catalogue_snapshot(), cube_view(client, demo), dealt(client, demo)) == before
    mine = client.get(f"/api/v1/cubes/{uploaded.json()['cube']['id']}/cards/").json()["results"]
    assert {card["name"] for card in mine} == set(names)
    catalogue_image = {card.name: card.image_url for card in Card.objects.filter(name__in=names)}
    for card in mine:  # the uploader's cube has the file's facts, its images only from known hosts
        assert card["mana_value"] == facts["cmc"] and card["type_line"].startswith(facts["type_line"].split(" — ")[0])
        safe = safe_image_url(facts["image"])  # a file with none, or none safe, may leave the catalogue's
        assert card["image_url"] == safe if safe else card["image_url"] in ("", catalogue_image[card["name"]])


@given(url=image_urls)
def test_an_image_address_is_kept_only_on_https_from_a_known_card_image_host(url):
    kept = safe_image_url(url)
    plain = url.startswith("https://") and url.split("/")[2] in KNOWN_HOSTS
    assert kept == (url if plain else "")


def test_names_only_an_upload_brought_are_not_found_by_a_pasted_list():
    """A name the catalogue learnt from someone's upload carries no reviewed facts: another
    table's pasted list does not deal it (it would get that upload's facts)."""
    client = APIClient()
    content = scryfall_file(
        ["Forged Dragon"],
        {
            "mana_cost": "{1}",
            "cmc": 1,
            "type_line": "Creature — Dragon",
            "oracle_text": "Flying",
            "colors": ["R"],
            "rarity": "common",
            "set": "zzz",
            "image": "https://cards.scryfall.io/x.jpg",
        },
    )
    uploaded = upload_cube(client, {"file": SimpleUploadedFile("f.json", content), "name": "f"})
    assert uploaded.status_code == 201
    pasted = client.post("/api/v1/auctions/", {"seats": ["A", "B"], "cards": ["Forged Dragon"] * 2}, format="json")
    assert pasted.status_code == 422 and pasted.json()["unknown"] == ["Forged Dragon"]


def test_a_table_keeps_the_facts_it_started_with_when_the_catalogue_changes():
    load_demo()
    client = APIClient()
    demo = Cube.objects.get(name="Demo auction block")
    cards = dealt(client, demo)
    game = Game.objects.latest("pk")
    Card.objects.filter(name=cards[0]["name"]).update(oracle_text="changed by an operator", mana_value=99)
    assert Game.objects.get(pk=game.pk).cards == cards


def test_pages_load_images_from_the_server_alone(client):
    """Card images come through Treasury (cards/online/images.py): no page asks an image host."""
    policy = client.get("/").headers["Content-Security-Policy"]
    (img_src,) = [directive for directive in policy.split("; ") if directive.startswith("img-src ")]
    assert "default-src 'self'" in policy.split("; ")  # what the policy does not name comes from the server alone
    assert img_src.removeprefix("img-src ").split() == ["'self'", "data:"]


def test_a_json_cube_file_of_more_cards_than_a_cube_holds_is_refused_whole():
    """20 MB of minimal cards once made 700,000 cube cards: a cube file has at most MAX_CARDS."""
    from cards.parsing.common import MAX_CARDS

    content = json.dumps([{"name": f"C{n}", "type_line": "Instant"} for n in range(MAX_CARDS + 1)]).encode()
    answer = upload_cube(APIClient(), {"file": SimpleUploadedFile("many.json", content), "name": "many"})
    assert answer.status_code == 422 and str(MAX_CARDS)[:2] in answer.json()["message"]
    assert not Cube.objects.filter(name="many").exists() and not Card.objects.filter(name="C1").exists()

"""A cube from CubeCobra by link or id, over REST and the command: the cube JSON endpoint (every
card's Scryfall facts), the CSV download when the JSON fails, CubeCobra's errors, no network,
and the refresh later (a diff, applied on confirmation). Against the local stand-in server."""

import copy
import math
from io import StringIO
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.contrib.staticfiles import finders
from django.core.management import CommandError, call_command
from django.test import override_settings
from hypothesis import given, settings
from hypothesis import strategies as st
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Card, Cube
from cards.online.cubecobra import cube_id_of
from cards.online.http import PACE
from cards.parsing.facts import face_names, name_key
from cards.parsing.scryfall import card_from_scryfall
from cards.services import safe_image_url
from tests.cards.online import stand_in
from tests.cards.online.cube_jobs import import_from_cubecobra, refresh, upload_cube
from tests.cards.online.stand_in import ELD_CUBE_ID, ELD_CUBE_SHORT_ID, PAUPER_CUBE_ID

pytestmark = pytest.mark.django_db
LINK = f"https://cubecobra.com/cube/list/{ELD_CUBE_SHORT_ID}"


def post(client, body):
    return import_from_cubecobra(client, body)


def catalogue() -> dict:
    return {card.name: card.facts() for card in Card.objects.filter(from_upload=False)}


def cube_cards(client, cube_id: int, board: str = "") -> list[dict]:
    return client.get(f"/api/v1/cubes/{cube_id}/cards/?page_size=500&board={board}").json()["results"]


@pytest.mark.parametrize(
    "reference",
    [
        LINK,
        f"https://cubecobra.com/cube/overview/{ELD_CUBE_SHORT_ID}?tab=1",
        f"cubecobra.com/c/{ELD_CUBE_SHORT_ID}",
        ELD_CUBE_SHORT_ID,
        ELD_CUBE_ID,
    ],
)
def test_a_link_or_an_id_names_the_cube(reference):
    assert cube_id_of(reference) in (ELD_CUBE_SHORT_ID, ELD_CUBE_ID)


@pytest.mark.parametrize(
    "reference",
    [
        "https://evil.example/cube/list/eldcube",
        "https://cubecobra.com/user/view/someone",
        "ftp://cubecobra.com/c/x",
        "../../etc/passwd",
        "eld cube",
        "x" * 101,
    ],
)
def test_anything_else_is_refused(reference):
    with pytest.raises(ValueError, match="neither a CubeCobra cube id nor a link"):
        cube_id_of(reference)


def test_a_pasted_link_makes_a_cube_with_each_cards_facts_and_the_catalogue_stays_as_it_was(sources):
    load_demo()
    before = catalogue()
    client = APIClient()
    response = post(client, {"cubecobra": LINK})
    assert response.status_code == 201, response.content
    body = response.json()
    cube_doc = sources.cubecobra.cubes[ELD_CUBE_ID]
    main, maybe = cube_doc["cards"]["mainboard"], cube_doc["cards"]["maybeboard"]
    assert body["cube"]["cubecobra_id"] == ELD_CUBE_ID and body["cube"]["name"] == "Throne of Eldraine Cube"
    assert body["format"] == "cubecobra" and body["cards"] == len(main) + len(maybe)
    assert body["summary"]["mainboard"] == len(main) and body["summary"]["maybeboard"] == len(maybe)
    assert catalogue() == before
    # every card as the cube has it: the real Scryfall object's facts
    scryfall = {face_names(card["name"])[0]: card for card in sources.scryfall.cards}
    rows = cube_cards(client, body["cube"]["id"])
    assert len(rows) == len(main) + len(maybe)
    cube = Cube.objects.get(pk=body["cube"]["id"])
    for row in cube.cards.select_related("card"):
        facts, real = row.effective_facts(), scryfall[row.card.name]
        assert facts["mana_cost"] == real["mana_cost"]
        assert facts["mana_value"] == real["cmc"]
        faces = real.get("card_faces") or [real]
        assert facts["oracle_text"] == "\n".join(face["oracle_text"] for face in faces)
        assert facts["type_line"] == faces[0]["type_line"]
        assert facts["image_url"] == real["image_uris"]["normal"]
        if row.card.from_upload:  # a name new to the catalogue: no facts of its own, the cube has them
            assert (row.card.oracle_text, row.card.type_line, row.card.image_url) == ("", "", "")


def test_a_pasted_link_starts_an_auction_whose_phones_show_each_cards_text(sources, client):
    """What /new/ does with a link: read the cube, then create the table from it."""
    page = client.get("/new/").content.decode()
    assert 'id="cubecobra"' in page and "/static/treasury/new." in page
    assert "{ cubecobra: link }" in Path(finders.find("treasury/new.js")).read_text()  # what the page's script posts
    api = APIClient()
    cube_id = post(api, {"cubecobra": LINK}).json()["cube"]["id"]
    created = api.post("/api/v1/auctions/", {"seats": ["Ann", "Bob"], "cube": cube_id}, format="json").json()
    tokens = [
        api.post("/api/v1/join/", {"code": created["join_code"], "seat": seat}, format="json").json()["token"]
        for seat in range(2)
    ]
    phones = [APIClient(HTTP_AUTHORIZATION=f"Seat {token}") for token in tokens]
    game = f"/api/v1/auctions/{created['id']}/"
    active = phones[0].get(game).json()["view"]["active"]
    assert phones[active].post(game + "actions/", {"type": "begin_auction_step"}, format="json").status_code == 200
    real = {face_names(card["name"])[0]: card for card in sources.scryfall.cards}
    for phone in phones:
        (card,) = phone.get(game).json()["view"]["auction"]["lot"]
        faces = real[card["name"]].get("card_faces") or [real[card["name"]]]
        assert card["oracle_text"] == "\n".join(face["oracle_text"] for face in faces) != ""
    table = client.post(f"/games/{created['id']}/seat/", {"token": tokens[0]}, follow=True)
    assert 'id="card-text"' in table.content.decode()  # where the phone's page writes it


def test_an_id_cubecobra_answers_that_is_no_id_is_not_kept(sources):
    sources.cubecobra.cubes[ELD_CUBE_SHORT_ID]["id"] = "../../admin"
    body = post(APIClient(), {"cubecobra": ELD_CUBE_SHORT_ID}).json()
    assert body["cube"]["cubecobra_id"] == ELD_CUBE_SHORT_ID


def test_the_command_reads_a_cube_by_id(sources):
    out = StringIO()
    call_command("import_cube", "--cubecobra", ELD_CUBE_SHORT_ID, stdout=out)
    cube = Cube.objects.get(cubecobra_id=ELD_CUBE_ID)
    assert f"cube {cube.pk} 'Throne of Eldraine Cube' (cubecobra)" in out.getvalue()
    assert cube.cards.count() == 99


def test_a_cards_tags_and_the_owners_edits_hold_and_an_image_from_elsewhere_is_dropped(sources):
    first = sources.cubecobra.cubes[ELD_CUBE_ID]["cards"]["mainboard"][0]
    first.update(
        tags=["core", "removal"],
        type_line="Legendary Creature — Human Soldier",
        cmc="7",
        imgUrl="https://evil.example/spy.png",
        colorCategory="Multicolored",
    )
    body = post(APIClient(), {"cubecobra": ELD_CUBE_SHORT_ID}).json()
    row = Cube.objects.get(pk=body["cube"]["id"]).cards.get(card__name=first["details"]["name"])
    facts = row.effective_facts()
    assert row.module == "core" and row.tags == ["core", "removal"]
    assert facts["type_line"] == "Legendary Creature — Human Soldier" and facts["supertypes"] == ["Legendary"]
    assert facts["mana_value"] == 7 and facts["color_category"] == "Multicolored"
    assert facts["image_url"] == first["details"]["image_normal"]  # the override's host is not a card-image host


@pytest.mark.parametrize("cmc", ["-1", -1, 10**7, 1e308, "x", "1e400"])
def test_a_mana_value_out_of_bounds_is_listed(sources, cmc):
    sources.cubecobra.cubes[ELD_CUBE_ID]["cards"]["mainboard"][4]["cmc"] = cmc
    response = post(APIClient(), {"cubecobra": LINK})
    assert response.status_code == 422
    (problem,) = response.json()["problems"]
    assert problem["text"] == "mainboard card 5" and "is not a number from 0 to 1000000" in problem["reason"]


def test_a_card_with_no_mana_value_anywhere_is_listed_not_taken_as_0(sources):
    card = sources.cubecobra.cubes[ELD_CUBE_ID]["cards"]["mainboard"][4]
    card.pop("cmc", None)
    card["details"].pop("cmc", None)
    response = post(APIClient(), {"cubecobra": LINK})
    assert response.status_code == 422
    (problem,) = response.json()["problems"]
    assert problem["text"] == "mainboard card 5" and "no mana value" in problem["reason"]


def test_a_card_that_cannot_be_used_is_listed_and_nothing_is_imported_unless_asked(sources):
    del sources.cubecobra.cubes[ELD_CUBE_ID]["cards"]["maybeboard"][2]["details"]
    client = APIClient()
    refused = post(client, {"cubecobra": LINK})
    assert refused.status_code == 422
    assert refused.json()["problems"] == [
        {"line": 3, "text": "maybeboard card 3", "reason": "no card details (a custom card?)"}
    ]
    assert not Cube.objects.exists()
    taken = post(client, {"cubecobra": LINK, "skip_bad_lines": True})
    assert taken.status_code == 201 and taken.json()["cards"] == 98


def test_a_cube_whose_json_fails_is_read_from_its_csv_download_and_scryfall_fills_the_text(sources):
    sources.scryfall.drop_partial()  # the stand-in's other cards include this very CSV's rows, with no text
    response = post(APIClient(), {"cubecobra": f"https://cubecobra.com/cube/list/{PAUPER_CUBE_ID}"})
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["cards"] == 450 and body["format"] == "cubecobra"
    assert body["notes"][0].startswith("read from the CSV download: CubeCobra answered 500")
    assert [r.path for r in sources.cubecobra.requests] == [
        f"/cube/api/cubeJSON/{PAUPER_CUBE_ID}",
        f"/cube/download/csv/{PAUPER_CUBE_ID}",
    ]
    # the names Scryfall knows get their text; the CSV's own values stay (they are the cube owner's)
    known = {face_names(card["name"])[0]: card for card in sources.scryfall.cards}
    cube = Cube.objects.get(pk=body["cube"]["id"])
    filled = [row for row in cube.cards.select_related("card") if row.card.name in known]
    assert filled and body["filled_from_scryfall"] == len(filled)
    for row in filled:
        assert row.effective_facts()["oracle_text"] == card_from_scryfall(known[row.card.name]).oracle_text != ""
    assert sources.scryfall.asked("/cards/named") == []  # CubeCobra's names are exact: no fuzzy search


def test_a_cube_cubecobra_does_not_have_is_named_as_such(sources):
    response = post(APIClient(), {"cubecobra": "https://cubecobra.com/cube/list/nosuchcube"})
    assert response.status_code == 422
    assert response.json()["code"] == "source_not_found"
    assert "CubeCobra has no cube 'nosuchcube'" in response.json()["message"]
    assert len(sources.cubecobra.requests) == 1  # a missing cube has no CSV either: not asked


def test_an_unreadable_json_and_no_csv_say_both(sources):
    sources.cubecobra.fail("/cube/api/cubeJSON/", "deep")
    response = post(APIClient(), {"cubecobra": LINK})
    assert response.status_code == 502
    assert "nested too deeply" in response.json()["message"] and "CSV download" in response.json()["message"]


def test_a_name_longer_than_the_catalogue_holds_is_not_read_from_the_json(sources):
    sources.cubecobra.cubes[ELD_CUBE_ID]["cards"]["mainboard"][0]["details"]["name"] = "Forest " * 40
    response = post(APIClient(), {"cubecobra": LINK})
    assert response.status_code == 502
    assert "not in the documented shape: Expected `str` of length <= 200" in response.json()["message"]
    assert "$.cards.mainboard[0].details.name" in response.json()["message"]


def test_cubecobra_asking_to_wait_gets_a_503_with_retry_after(sources):
    sources.cubecobra.fail("/cube/api/cubeJSON/", "429", seconds=60)
    response = post(APIClient(), {"cubecobra": LINK})
    assert response.status_code == 503
    assert response.json()["code"] == "source_busy" and response.json()["retry_after"] == 60
    assert not Cube.objects.exists()


def test_with_no_network_the_link_fails_at_once_and_files_still_import(waits):
    client = APIClient()
    response = post(client, {"cubecobra": LINK})
    assert max(waits, default=0) <= PACE
    assert response.status_code == 503 and response.json()["code"] == "source_unreachable"
    assert "cannot be reached from this server (no network?)" in response.json()["message"]
    csv = b"name,CMC,Type,Color\r\nLightning Bolt,1,Instant,R\r\n"
    from django.core.files.uploadedfile import SimpleUploadedFile

    uploaded = upload_cube(client, {"file": SimpleUploadedFile("c.csv", csv), "name": "Offline"})
    assert uploaded.status_code == 201


def test_with_no_network_the_command_fails_at_once_and_says_so():
    with pytest.raises(CommandError, match=r"CubeCobra \(127.0.0.1:9\) cannot be reached .*no network"):
        call_command("import_cube", "--cubecobra", LINK)


# -- refresh ----------------------------------------------------------------------------------------
def test_a_refresh_shows_the_cards_added_and_removed_and_applies_them_only_when_confirmed(sources):
    client = APIClient()
    cube_id = post(client, {"cubecobra": LINK}).json()["cube"]["id"]
    boards = sources.cubecobra.cubes[ELD_CUBE_ID]["cards"]
    gone = boards["mainboard"].pop(0)
    moved = boards["maybeboard"].pop(0)
    boards["mainboard"] += [moved, {**moved}]
    before = sorted((r["name"], r["board"]) for r in cube_cards(client, cube_id))

    shown = refresh(client, cube_id, {}).json()
    moved_name = moved["details"]["name"]
    assert shown["applied"] is False
    assert shown["added"] == [{"name": moved_name, "board": "mainboard", "count": 2}]
    assert sorted(shown["removed"], key=lambda r: r["board"]) == [
        {"name": gone["details"]["name"], "board": "mainboard", "count": 1},
        {"name": moved_name, "board": "maybeboard", "count": 1},
    ]
    assert sorted((r["name"], r["board"]) for r in cube_cards(client, cube_id)) == before

    kept = client.get(f"/api/v1/cubes/{cube_id}/export/?as=text").content.decode()
    assert f"\n2 {moved_name}\n" not in kept.split("# maybeboard")[0]
    stale = refresh(client, cube_id, {"confirm": "0" * 32})
    assert stale.status_code == 409 and stale.json()["code"] == "stale_refresh"
    applied = refresh(client, cube_id, {"confirm": shown["fingerprint"]})
    assert applied.status_code == 200 and applied.json()["applied"] is True
    wanted = sorted((c["details"]["name"], board) for board in ("mainboard", "maybeboard") for c in boards[board])
    assert sorted((r["name"], r["board"]) for r in cube_cards(client, cube_id)) == wanted
    counted = client.get(f"/api/v1/cubes/{cube_id}/").json()["summary"]  # the kept summary was forgotten
    assert (counted["mainboard"], counted["maybeboard"]) == (len(boards["mainboard"]), len(boards["maybeboard"]))
    exported = client.get(f"/api/v1/cubes/{cube_id}/export/?as=text").content.decode()  # the kept one was too
    assert f"\n2 {moved_name}\n" in exported.split("# maybeboard")[0]
    again = refresh(client, cube_id, {}).json()
    assert again["added"] == again["removed"] == []
    added = Cube.objects.get(pk=cube_id).cards.filter(card__name_key=name_key(moved_name), board="mainboard")
    assert all(row.effective_facts()["oracle_text"] for row in added)


def test_only_its_owner_refreshes_an_owned_cube(sources):
    owner = get_user_model().objects.create_user("owner", password="x-long-password-1")
    client = APIClient()
    client.force_authenticate(owner)
    cube_id = post(client, {"cubecobra": LINK}).json()["cube"]["id"]
    stranger = APIClient()
    refused = stranger.post(f"/api/v1/cubes/{cube_id}/refresh/", {}, format="json")
    assert refused.status_code == 403 and refused.json()["code"] == "not_cube_owner"
    assert refresh(client, cube_id, {}).status_code == 200


def test_a_cube_from_a_file_has_nothing_to_refresh():
    load_demo()
    cube = Cube.objects.filter(is_demo=True).first()
    operator = APIClient()
    operator.force_authenticate(get_user_model().objects.create_user("op", password="x-long-password-1", is_staff=True))
    response = operator.post(f"/api/v1/cubes/{cube.pk}/refresh/", {}, format="json")
    assert response.status_code == 422 and response.json()["code"] == "not_from_cubecobra"


def test_the_command_shows_a_refresh_and_applies_it_with_apply(sources):
    call_command("import_cube", "--cubecobra", LINK, stdout=StringIO())
    cube = Cube.objects.get(cubecobra_id=ELD_CUBE_ID)
    gone = sources.cubecobra.cubes[ELD_CUBE_ID]["cards"]["mainboard"].pop()
    out = StringIO()
    call_command("import_cube", "--refresh", str(cube.pk), stdout=out)
    assert f"- 1 {gone['details']['name']} (mainboard)" in out.getvalue()
    assert "run again with --apply" in out.getvalue() and cube.cards.count() == 99
    call_command("import_cube", "--refresh", str(cube.pk), "--apply", stdout=StringIO())
    assert cube.cards.count() == 98
    with pytest.raises(CommandError, match="give one of"):
        call_command("import_cube", "--refresh", str(cube.pk), "--cubecobra", LINK)


# -- generated: whatever CubeCobra answers, a clear answer and never a 500 ----------------------------
FIELDS = {
    "details": [
        "name",
        "cmc",
        "type",
        "colors",
        "parsed_cost",
        "oracle_text",
        "image_normal",
        "layout",
        "colorcategory",
        "scryfall_id",
    ],
    "card": ["cmc", "type_line", "colors", "tags", "imgUrl", "colorCategory", "details"],
}
values = st.one_of(
    st.sampled_from([None, -1, 10**7, 10**20, 1e308, "", " ", "-3", "1e400", "{", "x" * 300, [], ["W"] * 100, {}]),
    st.booleans(),
    st.integers(-(10**20), 10**20),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=30),
    st.lists(st.text(max_size=12), max_size=80),
)


@pytest.fixture(scope="module")
def stand_ins():
    running = stand_in.start()
    with override_settings(SCRYFALL_API_URL=running.scryfall.url, CUBECOBRA_URL=running.cubecobra.url):
        yield running
    running.stop()


@pytest.mark.slow  # 60 generated cubes, each read through the stand-in servers
@settings(max_examples=60, deadline=None)
@given(where=st.sampled_from(["details", "card"]), data=st.data(), board=st.sampled_from(["mainboard", "maybeboard"]))
def test_any_value_in_any_field_gets_a_clear_answer(stand_ins, where, data, board):
    assert_clear_answer(stand_ins, where, data.draw(st.sampled_from(FIELDS[where])), data.draw(values), board)


# PostgreSQL refuses a NUL in text (and SQLite keeps it): the generated values above met it once
@pytest.mark.parametrize(("where", "field"), [(where, field) for where, fields in FIELDS.items() for field in fields])
@pytest.mark.parametrize("value", ["\x00", "W\x00", ["W\x00"]], ids=["nul", "text-with-nul", "list-with-nul"])
def test_a_nul_in_any_field_gets_a_clear_answer(stand_ins, where, field, value):
    assert_clear_answer(stand_ins, where, field, value, "mainboard")


def assert_clear_answer(stand_ins, where: str, field: str, value, board: str) -> None:
    cube = copy.deepcopy(stand_ins.cubecobra.cubes[ELD_CUBE_ID])
    card = cube["cards"][board][0]
    (card["details"] if where == "details" else card)[field] = value
    stand_ins.cubecobra.add_cube({**cube, "id": "generated", "shortId": "generated"})
    response = post(APIClient(), {"cubecobra": "generated", "skip_bad_lines": True})
    assert response.status_code in (201, 422, 502), response.content
    assert response.json()["message" if response.status_code != 201 else "cube"]
    if response.status_code == 201:
        for row in Cube.objects.get(pk=response.json()["cube"]["id"]).cards.select_related("card"):
            facts = row.effective_facts()
            assert math.isfinite(facts["mana_value"]) and 0 <= facts["mana_value"] <= 1_000_000
            assert facts["image_url"] == safe_image_url(facts["image_url"])
            assert len(row.card.name) <= 200

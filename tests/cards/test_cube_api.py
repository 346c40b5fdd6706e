"""Cubes through the API and the commands, on our own small files and, when they are there,
on the real exports in tests/fixtures/."""

from io import StringIO

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command

from cards.demo import load_demo
from cards.models import Card, Cube
from cards.services import import_card_facts
from tests.cards.online.cube_jobs import upload_cube
from tests.shared_fixtures import FIXTURES

pytestmark = pytest.mark.django_db

SMALL_CSV = (
    "name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,status,Finish,board,maybeboard,"
    "image URL,image Back URL,tags,Notes,MTGO ID,Custom,Voucher,Artist\r\n"
    '"Lightning Bolt",1,"Instant",R,lea,161,common,Red,Owned,,mainboard,false,,,"burn;core",,,,,\r\n'
    '"Grizzly Bears",2,"Creature - Bear",G,lea,198,common,Green,Owned,,mainboard,false,,,"occasional",,,,,\r\n'
    '"Counterspell",2,"Instant",U,lea,54,common,Blue,Owned,,maybeboard,true,,,"",,,,,\r\n'
)


def upload(client, content: bytes, name="cube.csv", **fields):
    return upload_cube(client, {"file": SimpleUploadedFile(name, content), "name": "Mine", **fields})


def test_a_csv_upload_answers_with_a_summary_and_modules_from_tags(client):
    response = upload(client, SMALL_CSV.encode())
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["cards"] == 3 and body["format"] == "cubecobra-csv"
    summary = body["summary"]
    assert summary["mainboard"] == 2 and summary["maybeboard"] == 1
    assert summary["by_module"] == {"core": 1, "occasional": 1}
    assert summary["creatures"] == 1 and summary["noncreatures"] == 1
    cube_id = body["cube"]["id"]
    creatures = client.get(f"/api/v1/cubes/{cube_id}/cards/?type=creature").json()
    assert [c["name"] for c in creatures["results"]] == ["Grizzly Bears"]
    maybe = client.get(f"/api/v1/cubes/{cube_id}/cards/?board=maybeboard").json()
    assert [c["name"] for c in maybe["results"]] == ["Counterspell"]
    no_board = client.get(f"/api/v1/cubes/{cube_id}/cards/?board=sideboard")  # not a board: not "no cards"
    assert no_board.status_code == 400 and no_board.json()["field"] == "board", no_board.content
    assert no_board.json()["message"] == "board must be one of mainboard, maybeboard, not 'sideboard'"
    burn = client.get(f"/api/v1/cubes/{cube_id}/cards/?tag=BURN&module=core").json()
    assert [c["name"] for c in burn["results"]] == ["Lightning Bolt"]


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        (b"", "empty"),
        (b"title,cost\r\nBolt,1\r\n", "no 'name' column"),
        ("name\r\nLightning Bolt\r\n".encode("utf-16"), "not UTF-8"),
    ],
)
def test_a_broken_file_gets_a_clear_answer_and_imports_nothing(client, content, needle):
    before = (Cube.objects.count(), Card.objects.count())
    response = upload(client, content)
    assert response.status_code in (400, 422)
    assert needle in response.json()["message"]
    assert (Cube.objects.count(), Card.objects.count()) == before


def test_an_unknown_name_in_a_text_list_is_reported_with_its_line_and_nothing_is_imported(client):
    load_demo()
    before = Cube.objects.count()
    response = upload(client, b"# mainboard\n1 Pacifism\n2x Not A Real Card\n", name="list.txt")
    assert response.status_code == 422
    assert response.json()["problems"] == [
        {"line": 3, "text": "Not A Real Card", "reason": response.json()["problems"][0]["reason"]}
    ]
    assert "Not A Real Card" in response.json()["problems"][0]["reason"]
    assert Cube.objects.count() == before
    lenient = upload(client, b"1 Pacifism\n2x Not A Real Card\n", name="list.txt", skip_bad_lines="true")
    assert lenient.status_code == 201 and lenient.json()["cards"] == 1
    assert lenient.json()["skipped_lines"][0]["line"] == 2


@pytest.mark.slow  # a file of thousands of lines
def test_thousands_of_bad_lines_list_the_first_1000_and_say_how_many(client):
    load_demo()
    bad = "".join(f"1 Not A Real Card {n:05} {'z' * 150}\n" for n in range(3000)).encode()
    refused = upload(client, b"1 Pacifism\n" + bad, name="list.txt")
    assert refused.status_code == 422
    body = refused.json()
    assert body["problem_count"] == 3000 and [p["line"] for p in body["problems"]] == list(range(2, 1002))
    assert len(refused.content) < 600_000  # listing all 3,000 took 1.6 MB
    lenient = upload(client, b"1 Pacifism\n" + bad, name="list.txt", skip_bad_lines="true")
    assert lenient.status_code == 201 and lenient.json()["cards"] == 1
    assert len(lenient.json()["skipped_lines"]) == 1000
    assert "3,000 lines were left out; skipped_lines lists the first 1,000" in lenient.json()["notes"]


def test_an_upload_over_the_cap_gets_413(client, settings):
    settings.MAX_UPLOAD_BYTES = 100
    response = upload(client, SMALL_CSV.encode())
    assert response.status_code == 413 and response.json()["code"] == "too_large"


def test_exports_as_csv_text_and_cockatrice(client):
    cube_id = upload(client, SMALL_CSV.encode()).json()["cube"]["id"]
    csv_text = client.get(f"/api/v1/cubes/{cube_id}/export/?as=cubecobra-csv").content.decode()
    assert csv_text.startswith("name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category")
    again = upload(client, csv_text.encode()).json()
    assert again["summary"] == client.get(f"/api/v1/cubes/{cube_id}/").json()["summary"]
    text = client.get(f"/api/v1/cubes/{cube_id}/export/?as=text").content.decode()
    assert "1 Lightning Bolt" in text
    cod = client.get(f"/api/v1/cubes/{cube_id}/export/?as=cockatrice").content.decode()
    assert "<cockatrice_deck" in cod and 'name="Grizzly Bears"' in cod
    assert client.get(f"/api/v1/cubes/{cube_id}/export/?as=pdf").status_code == 400


def test_the_demo_cubes_load_once():
    load_demo()
    load_demo()
    demo = {cube.name: cube for cube in Cube.objects.filter(is_demo=True)}
    assert set(demo) == {"Demo auction block", "Demo saga cube", "Demo battler cube"}
    saga = demo["Demo saga cube"]
    assert saga.cards.filter(module="core").count() >= 306
    assert saga.cards.filter(module="occasional").count() >= 204
    assert demo["Demo battler cube"].cards.count() >= 200


def test_the_pauper_cube_imports_450_cards_with_its_categories_and_tags(client):
    response = upload(client, (FIXTURES / "cubecobra_csv_export_ThePauperCube__dunamismax.csv").read_bytes())
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["cards"] == 450 and body["summary"]["mainboard"] == 450
    assert body["summary"]["by_color_category"]["White"] == 68
    tagged = client.get(f"/api/v1/cubes/{body['cube']['id']}/cards/?tag=token generator").json()
    assert tagged["count"] > 0


def test_the_cubecobra_text_export_keeps_mainboard_and_maybeboard_apart():
    path = FIXTURES / "cubecobra_plaintext_export_with_board_headers__draftmancer_test.txt"
    names = [line.strip() for line in path.read_text().splitlines() if line.strip() and not line.startswith("#")]
    call_command(
        "import_cards",
        str(FIXTURES / "draftmancer_format_mystery_booster_1939_cards__draftmancer.json"),
        "--no-progress",
        stdout=StringIO(),
    )
    out = StringIO()
    call_command("import_cube", str(path), "--name", "Draftmancer test", "--skip-bad-lines", stdout=out)
    cube = Cube.objects.get(name="Draftmancer test")
    assert cube.cards.filter(board="maybeboard").exists() and cube.cards.filter(board="mainboard").exists()
    skipped = out.getvalue().count("skipped line")
    assert cube.cards.count() + skipped == len(names)  # every name either imported or reported


def test_the_scryfall_objects_import_with_both_faces_of_adventures():
    out = StringIO()
    call_command(
        "import_cards", str(FIXTURES / "scryfall_cards_eld_100__cubecobra_fixture.json"), "--no-progress", stdout=out
    )
    assert "read 99 cards" in out.getvalue() and "left out 1: duplicate printing" in out.getvalue()
    adventures = Card.objects.filter(layout="adventure")
    assert adventures.count() == 30
    assert all(len(card.faces) == 2 for card in adventures)


def test_import_cube_fails_with_a_non_zero_exit_and_the_reasons(tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text("title\nx\n")
    with pytest.raises(CommandError, match="no 'name' column"):
        call_command("import_cube", str(bad), "--name", "Bad", stdout=StringIO(), stderr=StringIO())


def test_any_list_of_cards_exports_and_unknown_names_are_named(client):
    load_demo()
    body = {"cards": ["Pacifism", "Pacifism", "Chimney Imp"], "sideboard": ["Mana Leak"], "title": "Mine"}
    text = client.post("/api/v1/cards/export/?as=text", body, content_type="application/json")
    assert text.status_code == 200
    assert "2 Pacifism" in text.content.decode() and "1 Mana Leak" in text.content.decode()
    cod = client.post("/api/v1/cards/export/?as=cockatrice", body, content_type="application/json")
    assert b'<zone name="side">' in cod.content
    unknown = client.post("/api/v1/cards/export/?as=text", {"cards": ["Nope Card"]}, content_type="application/json")
    assert unknown.status_code == 422 and unknown.json()["unknown"] == ["Nope Card"]


@pytest.mark.slow  # every real cube file, uploaded
def test_the_real_json_and_text_files_upload_through_the_api_too(client):
    scryfall = upload(
        client, (FIXTURES / "scryfall_cards_eld_100__cubecobra_fixture.json").read_bytes(), name="eld.json"
    )
    assert scryfall.status_code == 201, scryfall.content
    assert scryfall.json()["format"] == "scryfall-json" and scryfall.json()["cards"] == 99
    assert scryfall.json()["left_out"] == {"duplicate printing": 1}
    mystery = upload(
        client,
        (FIXTURES / "draftmancer_format_mystery_booster_1939_cards__draftmancer.json").read_bytes(),
        name="mb1.json",
    )
    assert mystery.status_code == 201 and mystery.json()["format"] == "draftmancer-json"
    # uploads never teach the catalogue (cards/models.py): the operator's import does
    import_card_facts((FIXTURES / "draftmancer_format_mystery_booster_1939_cards__draftmancer.json").read_bytes())
    text_path = FIXTURES / "cubecobra_plaintext_export_with_board_headers__draftmancer_test.txt"
    strict = upload(client, text_path.read_bytes(), name="export.txt")
    if strict.status_code == 422:  # names the catalogue lacks are each reported, nothing imported
        problems = strict.json()["problems"]
        assert problems and all("in the catalogue" in p["reason"] for p in problems)
        lenient = upload(client, text_path.read_bytes(), name="export.txt", skip_bad_lines="true")
        body = lenient.json()
        assert body["cards"] + len(body["skipped_lines"]) == len(
            [line for line in text_path.read_text().splitlines() if line.strip() and not line.startswith("#")]
        )
        assert body["summary"]["maybeboard"] > 0 and body["summary"]["mainboard"] > 0
    else:
        assert strict.status_code == 201

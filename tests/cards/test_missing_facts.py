"""A CubeCobra line that lacks a fact (an empty CMC cell; an empty Color cell under a colored
category) is reported by line and filled from the catalogue or Scryfall, never guessed as 0 or
colorless: a fact no source knows stays null, and no game is dealt from the cube until it is
known. And what the cube's owner says of each copy (status, finish, MTGO id, notes, its own
printing) is kept and written back on export."""

import csv
from io import StringIO

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command

from cards.demo import load_demo
from cards.models import Card, Cube, CubeCard
from cards.selectors import cube_game_cards
from tabletop.core.errors import Unprocessable
from tests.cards.online.cube_jobs import upload_cube

pytestmark = pytest.mark.django_db

HEADER = (
    "name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,status,Finish,maybeboard,tags,Notes,MTGO ID\r\n"
)
# Goblin Guide and Llanowar Elves are demo catalogue cards; "Homemade Hydra" is no real card.
LACKING = HEADER + (
    "Goblin Guide,,Creature - Goblin Scout,,zen,126,rare,Red,Owned,Foil,false,,,1234\r\n"
    "Llanowar Elves,1,Creature - Elf Druid,,m19,314,common,Green,Not Owned,,false,,,\r\n"
    "Homemade Hydra,,Creature - Hydra,,,,,Green,Proxied,Etched,false,,drawn by hand,\r\n"
)


def upload(client, content: str, **fields):
    file = SimpleUploadedFile("cube.csv", content.encode())
    return upload_cube(client, {"file": file, "name": "Lacking", **fields})


def test_each_missing_fact_is_reported_by_line_and_filled_from_the_catalogue_or_left_unknown(client):
    load_demo()
    response = upload(client, LACKING)
    assert response.status_code == 201, response.content
    missing = [
        (m["line"], m["name"], m["fact"], m["filled_from"], m["value"]) for m in response.json()["missing_facts"]
    ]
    guide, elves = Card.objects.get(name="Goblin Guide"), Card.objects.get(name="Llanowar Elves")
    assert missing == [
        (2, "Goblin Guide", "mana_value", "catalogue", guide.mana_value),
        (2, "Goblin Guide", "colors", "catalogue", ["R"]),
        (3, "Llanowar Elves", "colors", "catalogue", elves.colors),
        (4, "Homemade Hydra", "mana_value", "", None),
        (4, "Homemade Hydra", "colors", "", None),
    ]
    assert "cannot be reached" in response.json()["missing_facts"][-1]["why"]  # tests have no network
    cube = Cube.objects.get(pk=response.json()["cube"]["id"])
    cards = {row["name"]: row for row in client.get(f"/api/v1/cubes/{cube.pk}/cards/").json()["results"]}
    assert (cards["Goblin Guide"]["mana_value"], cards["Goblin Guide"]["colors"]) == (1, ["R"])
    assert (cards["Homemade Hydra"]["mana_value"], cards["Homemade Hydra"]["colors"]) == (None, None)
    assert cards["Homemade Hydra"]["color_category"] == "Green"  # the file's category is kept
    with pytest.raises(Unprocessable) as refused:
        cube_game_cards(cube)
    assert refused.value.code == "unknown_card_facts" and "Homemade Hydra" in refused.value.message


def test_the_command_names_each_missing_fact_and_where_it_came_from(tmp_path):
    load_demo()
    path = tmp_path / "lacking.csv"
    path.write_text(LACKING)
    out = StringIO()
    call_command("import_cube", str(path), "--name", "Lacking", stdout=out)
    lines = out.getvalue().splitlines()
    assert "line 2: 'Goblin Guide' has no mana value in the file: 1.0 from the catalogue" in lines
    assert any(line.startswith("line 4: 'Homemade Hydra' has no colors in the file: unknown (") for line in lines)


def test_unknown_facts_export_as_empty_cells_and_import_back_unknown(client):
    cube_id = upload(client, LACKING).json()["cube"]["id"]
    exported = client.get(f"/api/v1/cubes/{cube_id}/export/?as=cubecobra-csv").content.decode()
    hydra = next(row for row in csv.DictReader(StringIO(exported)) if row["name"] == "Homemade Hydra")
    assert (hydra["CMC"], hydra["Color"], hydra["Color Category"]) == ("", "", "Green")
    again = upload(client, exported).json()
    assert [(m["name"], m["fact"]) for m in again["missing_facts"] if not m["filled_from"]] == [
        ("Goblin Guide", "mana_value"), ("Goblin Guide", "colors"), ("Llanowar Elves", "colors"),
        ("Homemade Hydra", "mana_value"), ("Homemade Hydra", "colors"),
    ]  # fmt: skip


def test_status_finish_mtgo_id_notes_and_the_cubes_own_printing_are_kept_and_exported(client):
    load_demo()
    guide = Card.objects.get(name="Goblin Guide")
    assert guide.set_code != "zen"  # the catalogue has another printing (or none): the cube keeps its own
    cube_id = upload(client, LACKING).json()["cube"]["id"]
    kept = {row.card.name: row for row in CubeCard.objects.filter(cube_id=cube_id).select_related("card")}
    assert (kept["Goblin Guide"].status, kept["Goblin Guide"].finish, kept["Goblin Guide"].mtgo_id) == (
        "Owned",
        "Foil",
        "1234",
    )
    assert kept["Homemade Hydra"].notes == "drawn by hand"
    exported = client.get(f"/api/v1/cubes/{cube_id}/export/?as=cubecobra-csv").content.decode()
    rows = {row["name"]: row for row in csv.DictReader(StringIO(exported))}
    assert {
        k: rows["Goblin Guide"][k] for k in ("Set", "Collector Number", "Rarity", "status", "Finish", "MTGO ID")
    } == {
        "Set": "zen",
        "Collector Number": "126",
        "Rarity": "rare",
        "status": "Owned",
        "Finish": "Foil",
        "MTGO ID": "1234",
    }
    assert (rows["Llanowar Elves"]["status"], rows["Homemade Hydra"]["status"]) == ("Not Owned", "Proxied")
    assert (rows["Homemade Hydra"]["Finish"], rows["Homemade Hydra"]["Notes"]) == ("Etched", "drawn by hand")

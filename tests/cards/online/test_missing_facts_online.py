"""A CubeCobra line's missing facts the catalogue lacks are asked of Scryfall by exact name (the
collection look-ups a names-only list uses), and reported with where they came from."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from rest_framework.test import APIClient

from tests.cards.online.cube_jobs import upload_cube

pytestmark = pytest.mark.django_db

CSV = (
    "name,CMC,Type,Color,Color Category\r\n"
    "Slaying Fire,,Instant,,Red\r\n"
    "Glass Casket,2,Artifact,,White\r\n"
    "Not A Card At All,,Instant,,Blue\r\n"
)


def test_missing_facts_come_from_scryfall_by_exact_name_and_what_it_lacks_stays_unknown(sources):
    answer = upload_cube(APIClient(), {"file": SimpleUploadedFile("c.csv", CSV.encode()), "name": "c"})
    assert answer.status_code == 201, answer.content
    missing = [(m["line"], m["fact"], m["filled_from"], m["value"]) for m in answer.json()["missing_facts"]]
    assert missing == [
        (2, "mana_value", "scryfall", 3), (2, "colors", "scryfall", ["R"]),
        (3, "colors", "scryfall", ["W"]),
        (4, "mana_value", "", None), (4, "colors", "", None),
    ]  # fmt: skip
    assert answer.json()["missing_facts"][-1]["why"] == "Scryfall knows no card by this exact name"
    assert answer.json()["filled_from_scryfall"] == 2
    assert not any(request.path == "/cards/named" for request in sources.scryfall.requests)  # never a fuzzy guess

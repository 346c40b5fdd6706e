"""POST /api/v1/cubes/cubecobra/: a CubeCobra import on a route of its own (one body in one content
type, so that a generated client takes it), the same job as POST /api/v1/cubes/ with JSON."""

import pytest
from rest_framework.test import APIClient

from tests.cards.online.cube_jobs import outcome
from tests.cards.online.stand_in import ELD_CUBE_SHORT_ID

pytestmark = pytest.mark.django_db
LINK = f"https://cubecobra.com/cube/list/{ELD_CUBE_SHORT_ID}"


@pytest.mark.parametrize("route", ["/api/v1/cubes/cubecobra/", "/api/v1/cubes/"])
def test_either_route_imports_the_cube_as_a_job(sources, route):
    client = APIClient()
    answer = client.post(route, {"cubecobra": LINK}, format="json")
    assert answer.status_code == 202 and answer["Location"] == answer.json()["status_url"]
    done = outcome(client, answer, 201).json()
    assert done["cube"]["name"] and done["cards"] > 0


def test_the_route_takes_json_alone_and_says_what_is_wrong():
    client = APIClient()
    assert client.post("/api/v1/cubes/cubecobra/", {"cubecobra": LINK}).status_code == 415  # multipart
    answer = client.post("/api/v1/cubes/cubecobra/", [LINK], format="json")
    assert answer.status_code == 400 and answer.json()["code"] == "not_a_dict"
    answer = client.post("/api/v1/cubes/cubecobra/", {"cubecobra": "not a cube"}, format="json")
    assert answer.status_code == 422 and answer.json()["field"] == "cubecobra"

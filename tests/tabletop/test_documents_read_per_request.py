"""A REST read decodes only the documents of the game it answers from. The seat a credential names
is read without the game's state, first state and cards, and a game's read without its first state
and cards (kept in memory by game): decoding them took longer than the answer (a saga's events
read with a seat token took 20.1 ms of CPU with them, 4.8 ms without)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube
from tabletop.models import Game
from tests.test_formats_api import FORMATS

pytestmark = pytest.mark.django_db

TABLES = {plural: (cube_name, seats, settings) for _kind, plural, cube_name, seats, settings, _choose in FORMATS}


def column(name: str) -> str:
    return f'"{Game._meta.db_table}"."{name}"'


@pytest.mark.parametrize("plural", list(TABLES))
@pytest.mark.parametrize("read", ["", "events/?after=0", "refs/"])
def test_a_seats_read_decodes_no_document_it_does_not_answer_from(plural, read, django_capture_on_commit_callbacks):
    load_demo()
    cube_name, seats, settings = TABLES[plural]
    body = {"seats": seats, "cube": Cube.objects.get(name=cube_name).pk, "settings": settings}
    with django_capture_on_commit_callbacks(execute=True):
        made = APIClient().post(f"/api/v1/{plural}/", body, format="json").json()
    joined = APIClient().post("/api/v1/join/", {"code": made["join_code"], "seat": 0}, format="json").json()
    phone = APIClient(HTTP_AUTHORIZATION=f"Seat {joined['token']}")
    url = f"/api/v1/{plural}/{made['id']}/{read}"
    assert phone.get(url).status_code == 200  # the game's cards, read once and kept
    with CaptureQueriesContext(connection) as queries:
        assert phone.get(url).status_code == 200
    statements = [query["sql"] for query in queries.captured_queries]
    seat_read = next(sql for sql in statements if "token_hash" in sql.split("WHERE")[-1])
    assert not any(column(name) in seat_read for name in Game.DOCUMENTS), seat_read
    for sql in statements:
        assert column("initial_state") not in sql and column("cards") not in sql, sql


def test_the_home_page_lists_a_phones_tables_without_decoding_their_documents(django_capture_on_commit_callbacks):
    load_demo()
    cube_name, seats, settings = TABLES["sagas"]
    body = {"seats": seats, "cube": Cube.objects.get(name=cube_name).pk, "settings": settings}
    phone = APIClient()
    for _ in range(2):
        with django_capture_on_commit_callbacks(execute=True):
            made = APIClient().post("/api/v1/sagas/", body, format="json").json()
        join = {"code": made["join_code"], "seat": 0, "set_cookie": True}
        assert phone.post("/api/v1/join/", join, format="json").status_code == 201
    with CaptureQueriesContext(connection) as queries:
        page = phone.get("/")
    assert page.status_code == 200 and page.content.count(b"/sagas/") >= 2
    for query in queries.captured_queries:
        assert not any(column(name) in query["sql"] for name in Game.DOCUMENTS), query["sql"]

"""What real requests send and answer matches the committed OpenAPI document (contract/openapi.json):
a game of each kind is created with its kind's settings (the battler's from a preset, then from a
saved preset with overrides), played at random through the API, and every answer read (the
detail, by reference, card facts, action answers, the log, the export, a refused action with its
view) is checked against the schema of its operation and status, as JSON Schema; so are the
presets, a cube's card faces and a cube job's result and error. What the schema does not describe
as a JSON value (a null where it says none, a missing field, a card where it says a reference)
fails."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012
from rest_framework.test import APIClient

from auction.rules.playout import random_legal_action as auction_action
from battler.rules.playout import random_legal_action as battler_action
from cards import jobs
from cards.answers import refresh_body
from cards.demo import load_demo
from cards.models import Card, Cube, CubeJob
from cards.online.cubecobra import CubeDiff
from saga.rules.playout import random_decision as saga_action
from tabletop.core import kinds, states
from tabletop.core.bodies import LineProblem
from tabletop.core.errors import error_body
from tabletop.http import contract
from tabletop.models import Game
from tabletop.rules.engine import to_builtins
from tabletop.rules.rng import Rng

pytestmark = [pytest.mark.django_db, pytest.mark.slow]  # whole games played over the API

URN = "urn:openapi"


def json_schema(value: Any) -> Any:
    """An OpenAPI 3.0 schema as JSON Schema: `nullable` as a null beside it, references in the
    document's resource."""
    if isinstance(value, list):
        return [json_schema(item) for item in value]
    if not isinstance(value, dict):
        return value
    converted = {
        key: URN + item if key == "$ref" and isinstance(item, str) else json_schema(item)
        for key, item in value.items()
        if key not in ("nullable", "discriminator")
    }
    return {"anyOf": [converted, {"type": "null"}]} if value.get("nullable") is True else converted


class Contract:
    def __init__(self, document: dict):
        self.document = document
        contents = {"components": json_schema(document["components"])}
        self.registry = Registry().with_resource(URN, Resource.from_contents(contents, DRAFT202012))
        self.checked: dict[str, int] = {}

    def schema(self, route: str, method: str, status: int | None = None) -> dict:
        operation = self.document["paths"][route][method]
        if status is None:
            return json_schema(operation["requestBody"]["content"]["application/json"]["schema"])
        return json_schema(operation["responses"][str(status)]["content"]["application/json"]["schema"])

    def check(self, route: str, method: str, answer) -> dict:
        """The answer's JSON, checked against the document's schema of its operation and status."""
        body = answer.json()
        schema = self.schema(route, method, answer.status_code)
        jsonschema.Draft202012Validator(schema, registry=self.registry).validate(body)
        label = f"{method.upper()} {route} {answer.status_code}"
        self.checked[label] = self.checked.get(label, 0) + 1
        return body

    def check_request(self, route: str, method: str, body: dict) -> None:
        jsonschema.Draft202012Validator(self.schema(route, method), registry=self.registry).validate(body)

    def check_component(self, name: str, value: Any) -> None:
        schema = {"$ref": f"{URN}#/components/schemas/{name}"}
        jsonschema.Draft202012Validator(schema, registry=self.registry).validate(value)


@pytest.fixture(scope="module")
def document():
    return Contract(contract.committed()["openapi"])


def test_the_json_schema_takes_null_only_where_the_document_says_nullable(document):
    document.check_component("CubeJob", {**CUBE_JOB, "result": None, "error": None})
    with pytest.raises(jsonschema.ValidationError):
        document.check_component("CubeJob", {**CUBE_JOB, "id": None, "result": None, "error": None})
    with pytest.raises(jsonschema.ValidationError):  # a whole card where the view by reference has a reference
        document.check_component("CardReference", {"id": 3, "name": "Opt"})


CUBE_JOB = {
    "id": "0b5c",
    "kind": "cubecobra_refresh",
    "status": "done",
    "status_url": "/api/v1/cube-jobs/0b5c/",
    "cube": 1,
    "created_at": "2026-12-05T20:00:00Z",
    "finished_at": None,
}

CHOOSERS = {"auction": auction_action, "saga": saga_action, "battler": battler_action}
TABLES = [
    ("auction", "Demo auction block", ["Ann", "Bob", "Cy"], {"starting_gold": 12}),
    ("saga", "Demo saga cube", ["Ann", "Bob"], {"hire_a_thief": True}),
    ("battler", "Demo battler cube", ["Ann", "Bob", "Cy", "Di"], {"preset": "autobattler", "pack_size": 4}),
]


def seated(document: Contract, kind: str, cube_name: str, names: list[str], settings: dict):
    """A table of `kind` created with these settings (the body checked against the kind's create
    body), each seat joined and allowing the export; the game's id, its plural, a client per seat."""
    plural = kinds.get(kind).plural
    host = APIClient()
    body = {"seats": names, "cube": Cube.objects.get(name=cube_name).pk, "settings": settings}
    document.check_request(f"/api/v1/{plural}/", "post", body)
    created = document.check(f"/api/v1/{plural}/", "post", host.post(f"/api/v1/{plural}/", body, format="json"))
    phones = []
    for number in range(len(names)):
        joined = host.post("/api/v1/join/", {"code": created["join_code"], "seat": number}, format="json")
        document.check("/api/v1/join/", "post", joined)
        phone = APIClient(HTTP_AUTHORIZATION=f"Seat {joined.json()['token']}")
        allowed = phone.patch(f"/api/v1/{plural}/{created['id']}/seats/me/", {"allows_export": True}, format="json")
        document.check(f"/api/v1/{plural}/{{game_id}}/seats/me/", "patch", allowed)
        phones.append(phone)
    return created["id"], plural, phones, host, created["host_token"]


@pytest.mark.parametrize(("kind", "cube_name", "names", "settings"), TABLES, ids=[table[0] for table in TABLES])
def test_every_answer_of_a_game_played_at_random_matches_the_committed_schema(
    document, kind, cube_name, names, settings
):
    load_demo()
    game_id, plural, phones, _host, host_token = seated(document, kind, cube_name, names, settings)
    route = f"/api/v1/{plural}/{{game_id}}/"
    base = f"/api/v1/{plural}/{game_id}/"
    engine, chooser, refused = kinds.get(kind).engine, Rng(f"answers-{kind}"), 0
    for step in range(80):
        state = states.load(Game.objects.get(pk=game_id))
        if engine.is_over(state):
            break
        waiting = engine.waiting_on(state) or list(range(len(names)))
        seat = waiting[chooser.randbelow(len(waiting))]
        action = CHOOSERS[kind](state, seat, chooser)
        if action is None:
            continue
        payload = action if isinstance(action, dict) else to_builtins(action)
        answer = phones[seat].post(f"{base}actions/", payload, format="json")
        assert answer.status_code == 200, answer.content
        document.check(f"{route}actions/", "post", answer)
        if step % 5 == 0:  # the same action again, or from another seat: refused, with the view
            for number in {seat, (seat + 1) % len(names)}:
                again = phones[number].post(f"{base}actions/", payload, format="json")
                if again.status_code != 200:
                    refused += "view" in document.check(f"{route}actions/", "post", again)
            for phone in phones:
                document.check(route, "get", phone.get(base))
                by_reference = document.check(f"{route}refs/", "get", phone.get(f"{base}refs/"))
                ids = sorted(card_ids(by_reference["view"]))[:50]
                if ids:
                    facts = phone.get(f"{base}cards/", {"ids": ",".join(map(str, ids))})
                    document.check(f"{route}cards/", "get", facts)
    assert refused >= 1, "no refused action carried a view: the test would prove nothing of Error.view"
    document.check(f"{route}events/", "get", phones[0].get(f"{base}events/"))
    exported = document.check(
        f"{route}export/", "get", APIClient(HTTP_AUTHORIZATION=f"Seat {host_token}").get(f"{base}export/")
    )
    document.check_request(f"/api/v1/{plural}/import/", "post", exported)
    assert any("refs/" in label for label in document.checked), document.checked


def card_ids(value: Any) -> set[int]:
    if isinstance(value, dict):
        own = {value["$card"]} if "$card" in value else set()
        return own.union(*(card_ids(item) for item in value.values()))
    if isinstance(value, list):
        return set().union(*(card_ids(item) for item in value))
    return set()


def test_presets_and_a_table_from_a_saved_preset_match_the_committed_schema(document):
    load_demo()
    anyone = APIClient()
    document.check("/api/v1/battler-presets/", "get", anyone.get("/api/v1/battler-presets/"))
    body = {"name": "Quick bar", "settings": {"preset": "bar", "start_cards": 3, "basic_names": ["W", "U"]}}
    document.check_request("/api/v1/battler-presets/", "post", body)
    saved = document.check(
        "/api/v1/battler-presets/", "post", anyone.post("/api/v1/battler-presets/", body, format="json")
    )
    assert saved["settings"]["start_cards"] == 3 and saved["settings"]["life"] == "hp"
    game_id, _plural, phones, _host, _token = seated(
        document, "battler", "Demo battler cube", ["A", "B", "C", "D"], {"preset_id": saved["id"], "pack_size": 3}
    )
    view = document.check("/api/v1/battlers/{game_id}/", "get", phones[0].get(f"/api/v1/battlers/{game_id}/"))["view"]
    assert (view["settings"]["name"], view["settings"]["pack_size"]) == ("Quick bar", 3)


def test_card_faces_and_cube_jobs_match_the_committed_schema(document):
    load_demo()
    names = list(Card.objects.order_by("name").values_list("name", flat=True)[:5])
    faces = document.check("/api/v1/cards/faces/", "get", APIClient().get("/api/v1/cards/faces/", {"name": names}))
    assert len(faces["faces"]) == len(names)
    cube = Cube.objects.get(name="Demo saga cube")
    diff = CubeDiff(
        added=[{"name": names[0], "board": "mainboard", "count": 1}],
        removed=[{"name": names[1], "board": "maybeboard", "count": 2}],
        fingerprint="f" * 32,
        problems=[LineProblem(3, "Nonesuch", "not a card")],
    )
    refreshed = CubeJob.objects.create(kind=CubeJob.Kind.REFRESH, cube=cube, params={})
    jobs._finish(refreshed, result=refresh_body(cube, diff))
    failed = CubeJob.objects.create(kind=CubeJob.Kind.REFRESH, cube=cube, params={})
    jobs._finish(failed, error={"status": 409, **error_body("stale_refresh", "the cube changed", "confirm")})
    for job in (refreshed, failed):
        body = document.check("/api/v1/cube-jobs/{job_id}/", "get", APIClient().get(f"/api/v1/cube-jobs/{job.pk}/"))
        assert body["status"] in ("done", "failed")

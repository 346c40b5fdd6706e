"""The JSON bodies of every game kind, generated: create bodies, action bodies and import
documents (real exports of games played at random, one part changed: replaced by a hostile
value, nudged, dropped or doubled), all sent through the API with the test client.

Never a 5xx. A refusal is a 4xx with a code and a message, and changes nothing (no game is
created, the game's version stays). An accepted import is the document itself: the new game's
export equals what was sent, so nothing an import stores (events, types, seats, settings,
counters) can differ from what set-up and replay give. Runs on SQLite, and on PostgreSQL (whose
columns refuse what SQLite keeps) with DATABASE_URL."""

import copy
from collections import Counter

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rest_framework.test import APIClient

from auction.rules.playout import random_legal_action as auction_action
from battler.rules.playout import random_legal_action as battler_action
from cards.demo import load_demo
from cards.models import Cube
from saga.rules.playout import random_decision as saga_action
from tabletop.core import kinds, services, states
from tabletop.core.columns import max_length
from tabletop.models import Game, Seat
from tabletop.rules import limits
from tabletop.rules.engine import to_builtins
from tabletop.rules.rng import Rng
from tests.reliability.hostile import CELLS, HOSTILE, LONG, NUMBERS, Raw, dump

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("without_rate_limits")]
# Requests per test, whatever the profile: the ci and soak counts size the engines' state machines,
# and each request here goes through the whole stack (200 take 2-30 s). An import is a replay of
# the whole game: 100 a kind (58 reached the server while the create limit refused the rest).
CASES = settings(max_examples=200, suppress_health_check=list(HealthCheck), deadline=None)
IMPORT_CASES = settings(CASES, max_examples=100)


def counter_action(state, seat, rng):
    return {"type": "add", "amount": rng.randint(1, 5)} if seat == state.turn else None


# kind, cube, seats, settings, a random legal action for a seat the game waits on
KINDS = {
    "counter": (None, ["Ann", "Bob"], {}, counter_action),
    "auction": ("Demo auction block", ["Ann", "Bob", "Cy"], {}, auction_action),
    "saga": ("Demo saga cube", ["Ann", "Bob"], {}, saga_action),
    "battler": ("Demo battler cube", ["Ann", "Bob", "Cy", "Di"], {"preset": "treasure"}, battler_action),
}


class Played:
    """A game of `kind` created through the API and played at random for `moves` actions, its
    table steps run as the jobs that follow each commit."""

    def __init__(self, kind: str, moves: int, capture):
        cube_name, self.seats, self.settings, choose = KINDS[kind]
        self.kind, self.plural = kind, kinds.get(kind).plural
        self.cube = Cube.objects.get(name=cube_name).pk if cube_name else None
        body = {"seats": self.seats, "settings": self.settings, **({"cube": self.cube} if self.cube else {})}
        with capture(execute=True):
            created = APIClient().post(f"/api/v1/{self.plural}/", body, format="json")
        assert created.status_code == 201, created.content
        self.id = created.json()["id"]
        self.host = APIClient(HTTP_AUTHORIZATION=f"Seat {created.json()['host_token']}")
        self.phones = []
        for number in range(len(self.seats)):
            joined = (
                APIClient()
                .post("/api/v1/join/", {"code": created.json()["join_code"], "seat": number}, format="json")
                .json()
            )
            self.phones.append(APIClient(HTTP_AUTHORIZATION=f"Seat {joined['token']}"))
        engine, chooser = kinds.get(kind).engine, Rng(f"driver-{kind}")
        for _ in range(moves):
            state = states.load(Game.objects.get(pk=self.id))
            waiting = engine.waiting_on(state)
            if engine.is_over(state) or not waiting:
                break
            seat = waiting[chooser.randbelow(len(waiting))]
            action = choose(state, seat, chooser)
            if action is not None:
                with capture(execute=True):
                    self.act(seat, action if isinstance(action, dict) else to_builtins(action))
        for phone in self.phones:  # an export holds every hidden card: each player allows it
            assert phone.patch(f"{self.url}seats/me/", {"allows_export": True}, format="json").status_code == 200
        self.export = self.host.get(f"{self.url}export/").json()

    @property
    def url(self) -> str:
        return f"/api/v1/{self.plural}/{self.id}/"

    def act(self, seat: int, body, raw: str | None = None):
        if raw is not None:
            return self.phones[seat].post(f"{self.url}actions/", raw, content_type="application/json")
        return self.phones[seat].post(f"{self.url}actions/", body, format="json")


ANSWERS: Counter[str] = Counter()  # status and code of every answer, printed by each test


def assert_refusal_named(response) -> dict:
    assert response.status_code < 500, response.content[:400]
    body = response.json()
    ANSWERS[f"{response.status_code} {body.get('code', '')}"] += 1
    if response.status_code >= 400:
        assert isinstance(body.get("code"), str) and body["code"] and body.get("message"), body
    return body


def assert_rows_fit(game: Game) -> None:
    """What SQLite keeps and PostgreSQL would refuse: texts over their column's length."""
    assert len(game.title) <= max_length(Game, "title")
    for seat in game.seats.all():
        assert 0 < len(seat.name) <= max_length(Seat, "name")


# -- import documents ---------------------------------------------------------------------------
def paths(value, here=()) -> list[tuple]:
    found = [here]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*here, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*here, index))
    return found


def depth(value) -> int:
    if isinstance(value, dict | list):
        return 1 + max(map(depth, value.values() if isinstance(value, dict) else value), default=0)
    return 0


def nudged(value):
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1 if value != 999 else 0
    if isinstance(value, float):
        return value * 2 + 1
    if isinstance(value, str):
        return value + "x"
    return value


def altered(document: dict) -> st.SearchStrategy[str]:
    """The document's JSON text with one part changed. The document is left as it is: only the
    containers on the way to the part are copied."""
    places = paths(document)[1:]

    @st.composite
    def one_part_changed(draw) -> str:
        *parent_path, last = draw(st.sampled_from(places))
        changed = parent = copy.copy(document)
        for step in parent_path:
            parent[step] = parent = copy.copy(parent[step])
        how = draw(st.sampled_from(["hostile", "hostile", "nudge", "nudge", "drop", "double", "999"]))
        if how == "drop":
            del parent[last]
        elif how == "double" and isinstance(parent, list):
            parent.insert(last, parent[last])
        elif how == "999":
            parent[last] = 999
        elif how == "nudge":
            parent[last] = nudged(parent[last])
        else:
            parent[last] = draw(HOSTILE)
        return dump(changed)

    return one_part_changed()


@pytest.mark.parametrize("kind", list(KINDS))
def test_an_import_is_refused_unless_every_part_of_it_is_what_setup_and_replay_give(
    kind, django_capture_on_commit_callbacks
):
    load_demo()
    played = Played(kind, moves=15, capture=django_capture_on_commit_callbacks)
    document = played.export
    print(
        f"\n{kind}: export of {len(document['actions'])} actions, {len(dump(document)):,} bytes, "
        f"{depth(document)} levels deep"
    )
    assert played.host.post(f"/api/v1/{played.plural}/import/", document, format="json").status_code == 201

    @IMPORT_CASES
    @given(text=altered(document))
    def send(text):
        before = Game.objects.count()
        response = APIClient().post(f"/api/v1/{played.plural}/import/", text, content_type="application/json")
        body = assert_refusal_named(response)
        if response.status_code >= 400:
            assert Game.objects.count() == before
            return
        assert response.status_code == 201
        again = msgspec.json.decode(msgspec.json.encode(services.export_game(Game.objects.get(pk=body["id"]))))
        assert again == limits.loads(text)  # accepted: exactly the document sent
        assert_rows_fit(Game.objects.get(pk=body["id"]))

    ANSWERS.clear()
    send()
    print(f"\n{kind}: {sum(ANSWERS.values())} requests, {dict(ANSWERS.most_common())}")


# -- action bodies ------------------------------------------------------------------------------
def action_documents(engine) -> st.SearchStrategy:
    """Documents of the engine's own action types, with values of any kind in their fields."""
    info = msgspec.inspect.type_info(engine.action_type)
    structs = [t for t in getattr(info, "types", [info]) if isinstance(t, msgspec.inspect.StructType)]
    values = st.one_of(
        st.integers(-3, 30),
        st.lists(st.integers(-1, 600), max_size=4),
        CELLS,
        HOSTILE,
        st.dictionaries(CELLS, st.integers(-2, 5), max_size=2),
    )

    @st.composite
    def document(draw):
        struct = draw(st.sampled_from(structs))
        body = {"type": draw(st.just(struct.tag) | st.just(struct.tag) | LONG | HOSTILE)}
        for field in struct.fields:
            if draw(st.integers(0, 4)):
                body[field.name] = draw(values)
        if draw(st.integers(0, 3)) == 0:
            body[draw(st.sampled_from(["expected_version", "extra"]))] = draw(values | NUMBERS.map(Raw))
        return dump(body)

    return document()


@pytest.mark.parametrize("kind", list(KINDS))
def test_action_bodies_of_every_type_with_values_of_any_kind(kind, django_capture_on_commit_callbacks):
    load_demo()
    played = Played(kind, moves=5, capture=django_capture_on_commit_callbacks)
    engine = kinds.get(kind).engine

    @CASES
    @given(text=action_documents(engine), seat=st.integers(0, len(played.seats) - 1))
    def send(text, seat):
        before = Game.objects.get(pk=played.id).version
        with django_capture_on_commit_callbacks(execute=True):
            response = played.act(seat, None, raw=text)
        assert_refusal_named(response)
        if response.status_code >= 400:
            assert Game.objects.get(pk=played.id).version == before

    ANSWERS.clear()
    send()
    print(f"\n{kind}: {sum(ANSWERS.values())} requests, {dict(ANSWERS.most_common())}")


# -- create bodies ------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", KINDS)
def test_create_bodies_with_values_of_any_kind(kind):
    load_demo()
    cube_name, seats, table_settings, _choose = KINDS[kind]
    cube = Cube.objects.get(name=cube_name).pk if cube_name else None
    valid = {"seats": seats, "settings": table_settings, "title": "t", **({"cube": cube} if cube else {})}
    plural = kinds.get(kind).plural

    @st.composite
    def bodies(draw):
        body = copy.deepcopy(valid)
        for _ in range(draw(st.integers(1, 3))):
            field = draw(st.sampled_from(["seats", "title", "settings", "cube", "cards"]))
            value = draw(HOSTILE | st.lists(CELLS, max_size=3) | NUMBERS.map(Raw))
            inside = body.get(field)
            if isinstance(inside, list) and inside and draw(st.booleans()):
                inside[draw(st.integers(0, len(inside) - 1))] = value
            elif isinstance(inside, dict) and draw(st.booleans()):
                inside[draw(st.sampled_from([*inside, "preset", "target", "x"]))] = value
            else:
                body[field] = value
        return dump(body)

    @CASES
    @given(text=bodies())
    def send(text):
        before = Game.objects.count()
        response = APIClient().post(f"/api/v1/{plural}/", text, content_type="application/json")
        body = assert_refusal_named(response)
        if response.status_code >= 400:
            assert Game.objects.count() == before
        else:
            assert_rows_fit(Game.objects.get(pk=body["id"]))

    ANSWERS.clear()
    send()
    print(f"\n{kind}: {sum(ANSWERS.values())} requests, {dict(ANSWERS.most_common())}")

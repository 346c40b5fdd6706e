"""SQL statements per action, pinned for each format's hot actions: a change cannot make a bid, a
re-roll or a market buy cost more statements without failing here (CPU time is too noisy to pin;
statements are exact). Each table is played by 4 phones (2 at a saga) over their sockets as the
pages do (bench.formats' phones and players), and every statement sent between an action and the
last of its pushes is counted (bench.statements), whatever sent it: the command, the pushes'
patches (a table step the action brings on, such as the saga's deals, is a command of its own,
applied after the count). Alternate actions go through the socket's hot path
(from the state the worker knows: one statement; from the row under its lock when that state is
forgotten) and through the ORM path REST takes (services.execute_action). The socket's answers to
the acting phone are pinned under 1 KB: its view changes by its own push's patch, not by the answer."""

import asyncio
import json
import uuid
from types import SimpleNamespace

import pytest
from asgiref.sync import sync_to_async

from bench import formats, statements
from config.asgi import application
from tabletop.core import realtime, services
from tabletop.live import hotpath
from tests.tabletop.sockets import WebsocketCommunicator

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.services("postgres"),
    pytest.mark.usefixtures("hot_path_pool"),
]


@pytest.fixture(autouse=True)
def _no_live_check(monkeypatch):
    """The sockets' check of their games' versions (every 2 s) is not an action's."""
    monkeypatch.setattr(realtime, "LIVE_CHECK_SECONDS", 3600)


@pytest.fixture
def table_steps(monkeypatch) -> list[tuple[int, int]]:
    """The table steps (the saga's deals) actions bring on, held back to be applied after the
    action's count: each is a command of its own."""
    held: list[tuple[int, int]] = []
    monkeypatch.setattr(services, "schedule_table_step_on_commit", lambda *step: held.append(step))
    monkeypatch.setattr(hotpath, "apply_table_step", SimpleNamespace(delay=lambda *step: held.append(step)))
    return held


HOT, LOCKED, ORM = "hot path, known state", "hot path, row locked", "ORM path"
# The most statements an action may take, by path: what its transaction needs. From the state the
# worker knows, one: the row's UPDATE if still at that version, with the log's INSERT. Under the
# row's lock: BEGIN, the row locked and read (with the seat's claim), the retried key's first
# answer, UPDATE, INSERT, COMMIT. The ORM path: the version read that refuses a stale command
# without waiting for the lock, BEGIN, the row locked and read, the seat's claim and the key's
# first answer (one statement, after the lock), UPDATE, INSERT, COMMIT.
PINNED = {HOT: 1, LOCKED: 6, ORM: 7}
ANSWER_BYTES = 1024  # the most an acting phone's answer to a hot action may take, its frame's text
HOT_ACTIONS = {  # by bench.formats' table
    "auction": {"bid", "decline"},
    "battler": {"reroll", "trade"},
    "battler_pick": {"pick", "swap_basic"},
    "saga": {"buy", "register_deck"},
}


class Phone:
    """A phone's socket and its document, kept by the patches of its pushes."""

    def __init__(self, kind: str, game_id: int, seat: int, token: str, detail: dict, claimed_at) -> None:
        self.seat, self.claimed_at, self.done = seat, claimed_at, {}
        self.answer_bytes = 0  # the size of the last answer (its frame's text)
        self.doc = {key: detail[key] for key in ("version", "status", "waiting_on", "legal_actions", "view")}
        self.socket = WebsocketCommunicator(
            application,
            f"/ws/{kind}/{game_id}/?known=view",
            headers=[(b"authorization", f"Seat {token}".encode()), (b"host", b"127.0.0.1")],
        )

    async def connect(self) -> None:
        assert (await self.socket.connect())[0]
        assert (await self.socket.receive_json_from())["type"] == "hello"

    async def until(self, version: int, ref: str | None = None) -> dict | None:
        """Applies its pushes up to `version`; the result of `ref` when it is given."""
        result = None
        while self.doc["version"] < version or (ref is not None and result is None):
            text = await self.socket.receive_from()
            message = json.loads(text)
            if message["type"] == "result":
                assert message["ref"] == ref and message["ok"], message
                result, self.answer_bytes = message, len(text.encode())
            elif message["type"] == "action":
                assert message["patch"]["from"] == self.doc["version"], "a push without its patch"
                formats.apply_patch(self.doc, message["patch"]["ops"])
                self.doc["version"] = message["seq"]
        return result


def _table(table: str) -> tuple[int, list[tuple]]:
    from rest_framework.test import APIClient

    from cards.demo import load_demo
    from cards.models import Cube
    from tabletop.models import Seat

    load_demo()
    kind, collection, cube_name, settings = formats.FORMATS[table]
    seats = formats.SAGA_SEATS if kind == "saga" else formats.SEATS
    body = {"seats": [f"Phone {n}" for n in range(seats)], "cube": Cube.objects.get(name=cube_name).pk}
    if settings is not None:
        body["settings"] = settings
    created = APIClient().post(f"/api/v1/{collection}/", body, format="json").json()
    phones = []
    for seat in range(seats):
        token = APIClient().post("/api/v1/join/", {"code": created["join_code"], "seat": seat}, format="json")
        token = token.json()["token"]
        detail = APIClient(HTTP_AUTHORIZATION=f"Seat {token}").get(f"/api/v1/{collection}/{created['id']}/").json()
        claimed_at = Seat.objects.get(game_id=created["id"], role=Seat.Role.PLAYER, number=seat).claimed_at
        phones.append((seat, token, detail, claimed_at))
    return created["id"], phones


Played = dict[tuple[str, str], list[int]]


async def _play(table: str, actions: int, table_steps: list[tuple[int, int]]) -> tuple[Played, Played]:
    """(path, action type) -> the statements of each such action, and the bytes of the answers the
    socket sent (a page asks `"view": false` on the known state's path; on the locked path the
    phone says nothing of the view, as the protocol's default client)."""
    kind = formats.FORMATS[table][0]
    game_id, seats = await sync_to_async(_table)(table)
    phones = [Phone(kind, game_id, *seat) for seat in seats]
    for phone in phones:
        await phone.connect()
    policy, rnd = formats.POLICIES[kind], formats.random.Random(table)
    counted: Played = {}
    answers: Played = {}
    for index in range(actions):
        doc = phones[0].doc
        chosen = next(
            (
                (phone, move)
                for phone in phones
                if phone.seat in doc["waiting_on"] and (move := policy(phone.doc, phone.seat, rnd, phone.done))
            ),
            None,
        )
        if chosen is None:
            break
        phone, move = chosen
        path = (HOT, LOCKED, ORM)[index % 3]
        payload = {**move, "expected_version": phone.doc["version"]}
        key = uuid.uuid4().hex
        if path == LOCKED:
            hotpath._known.pop(game_id, None)  # as when another worker wrote last
        with statements.counting() as count:
            if path == ORM:
                answer = await sync_to_async(services.execute_action)(  # as REST calls it
                    game_id=game_id,
                    seat_number=phone.seat,
                    payload=move,
                    expected_version=phone.doc["version"],
                    idempotency_key=key,
                    claimed_at=phone.claimed_at,
                )
                version = answer.body["version"]
            else:
                ref = f"r{index}"
                sent = {"type": "action", "ref": ref, "action": payload, "idempotency_key": key}
                await phone.socket.send_json_to({**sent, "view": False} if path == HOT else sent)
                version = (await phone.until(phone.doc["version"] + 1, ref))["version"]
                answers.setdefault((path, move["type"]), []).append(phone.answer_bytes)
            await asyncio.gather(*hotpath._following_up)  # the push sent
            for each in phones:
                await each.until(version)
        counted.setdefault((path, move["type"]), []).append(count[0])
        while table_steps:
            step = await sync_to_async(services.apply_pending_table_step)(*table_steps.pop(0))
            for each in phones if step is not None else ():
                await each.until(step.body["version"])
    for phone in phones:
        await phone.socket.disconnect()
    return counted, answers


@pytest.mark.parametrize("table", sorted(HOT_ACTIONS))
async def test_the_hot_actions_of_each_format_take_no_more_statements_than_pinned_and_answer_in_under_1_kb(
    table, table_steps
):
    counted, answers = await _play(table, 90, table_steps)
    played = {action for _, action in counted}
    assert HOT_ACTIONS[table] <= played, f"the table never played {HOT_ACTIONS[table] - played}"
    for (path, action), counts in counted.items():
        if action not in HOT_ACTIONS[table]:
            continue
        most = PINNED[path]
        assert max(counts) <= most, f"{table} {action} by the {path}: {counts} statements, at most {most}"
    for path in (HOT, LOCKED, ORM):  # every path played a hot action
        assert any(p == path and a in HOT_ACTIONS[table] for p, a in counted), f"{table}: no hot action by {path}"
    # The acting phone's answer says what the action did (version, events); its view changes by
    # the patch its own push carried, as every other phone's does: the answer stays small.
    for (path, action), sizes in answers.items():
        if action in HOT_ACTIONS[table]:
            assert max(sizes) < ANSWER_BYTES, f"{table} {action} by the {path}: answers of {sizes} bytes"

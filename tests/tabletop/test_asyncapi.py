"""The AsyncAPI document (/api/v1/asyncapi/) describes what the socket and the event stream
really send: an auction is played over the socket by a player while a spectator watches, every
message either side sends or receives is checked against the message of its type in the
document (JSON Schema, the document's own components), and so is every frame of the stream."""

import asyncio
import json

import jsonschema
import pytest
from asgiref.sync import sync_to_async
from django.test import AsyncClient
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube
from config.asgi import application
from tests.tabletop.sockets import WebsocketCommunicator

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("hot_path_pool")]


class Document:
    def __init__(self, document: dict):
        self.document = document
        resource = Resource.from_contents({"components": document["components"]}, default_specification=DRAFT202012)
        self.registry = Registry().with_resource("urn:asyncapi", resource)

    def resolve(self, ref: str) -> dict:
        node = self.document
        for part in ref.removeprefix("#/").split("/"):
            node = node[part]
        return node

    def messages(self, operation: str) -> dict[str, dict]:
        """The schemas of an operation's messages, by the `type` each message carries (else its name)."""
        by_type = {}
        for ref in self.document["operations"][operation]["messages"]:
            payload = self.resolve(self.resolve(ref["$ref"])["$ref"])["payload"]["$ref"]
            schema = self.resolve(payload)
            tagged = "type" in schema["properties"]
            by_type[schema["properties"]["type"]["enum"][0] if tagged else schema["title"]] = schema
        return by_type

    def check(self, schema: dict, message: dict) -> None:
        validator = jsonschema.Draft202012Validator(
            {"$ref": "urn:asyncapi#/components/schemas/" + schema["title"]}, registry=self.registry
        )
        validator.validate(message)


@pytest.fixture
def table(transactional_db):
    load_demo()
    host = APIClient()
    cube = Cube.objects.get(name="Demo auction block").pk
    created = host.post("/api/v1/auctions/", {"seats": ["Ann", "Bob"], "cube": cube}, format="json").json()
    tokens = [
        host.post("/api/v1/join/", {"code": created["join_code"], "seat": seat}, format="json").json()["token"]
        for seat in (0, 1)
    ]
    watcher = host.post("/api/v1/join/", {"code": created["join_code"], "spectate": True}, format="json").json()
    document = host.get("/api/v1/asyncapi/").json()
    return created["id"], tokens, watcher["token"], Document(document)


def share(game: int, token: str, shares: bool) -> None:
    """A player turns sharing with spectators on or off: a seats message to every socket and stream."""
    answer = APIClient(HTTP_AUTHORIZATION=f"Seat {token}").patch(
        f"/api/v1/auctions/{game}/seats/me/", {"shares_with_spectators": shares}, format="json"
    )
    assert answer.status_code == 200, answer.content


def socket(game: int, token: str) -> WebsocketCommunicator:
    return WebsocketCommunicator(
        application,
        f"/ws/auction/{game}/",
        headers=[
            (b"authorization", f"Seat {token}".encode()),
            (b"host", b"127.0.0.1"),
            (b"origin", b"http://127.0.0.1"),
        ],
    )


async def test_every_socket_and_stream_message_matches_the_asyncapi_document(table):
    game, tokens, watcher, document = table
    assert document.document["asyncapi"].startswith("3.")
    sent, received = document.messages("auctionSend"), document.messages("auctionReceive")
    assert set(sent) == {"resync", "action", "ping"}
    assert set(received) == {"hello", "pong", "pushes", "error", "result", "action"}
    received |= document.messages("auctionSeats")
    assert set(received) == {"hello", "pong", "pushes", "error", "result", "action", "seats"}
    phone, spectator = socket(game, tokens[0]), socket(game, watcher)
    seen: dict[str, int] = {}

    async def receive(communicator) -> dict:
        message = await communicator.receive_json_from()
        document.check(received[message["type"]], message)
        seen[message["type"]] = seen.get(message["type"], 0) + 1
        return message

    async def send(message: dict) -> None:
        if message.get("type") in sent:
            document.check(sent[message["type"]], message)
        await phone.send_json_to(message)

    for communicator in (phone, spectator):
        assert (await communicator.connect())[0]
        assert (await receive(communicator))["type"] == "hello"
    detail = await sync_to_async(
        lambda: APIClient(HTTP_AUTHORIZATION=f"Seat {tokens[0]}").get(f"/api/v1/auctions/{game}/").json()
    )()
    mine = detail["view"]["active"] == 0
    await send({"type": "ping"})
    assert (await receive(phone))["type"] == "pong"
    await send({"type": "ping", "pushes": True})
    assert (await receive(phone))["type"] == "pong"
    assert await receive(phone) == {"type": "pushes", "ok": True}  # through the channel layer
    await send({"type": "shout"})  # not a message of the document: answered with an error
    assert (await receive(phone))["type"] == "error"
    await send({"type": "resync", "after": -1})
    assert (await receive(phone))["type"] == "error"
    # refused (not this seat's turn, or bid outside an auction), then accepted, with and without the view
    await send({"type": "action", "ref": "r1", "action": {"type": "bid", "amount": 1}})
    refused = await receive(phone)
    assert refused["type"] == "result" and refused["ok"] is False and refused["ref"] == "r1"
    await send(
        {
            "type": "action",
            "ref": 2,
            "action": {"type": "spend_gold", "amount": 1, "for": "a test"},
            "idempotency_key": "k-1",
            "view": mine,
        }
    )
    # the push of one's own action, with the view's patch, and the answer: in either order (the
    # push is published after the commit, beside the answer, not before it)
    answers = {message["type"]: message for message in [await receive(phone), await receive(phone)]}
    own, accepted = answers["action"], answers["result"]
    assert own["payload"]["type"] == "spend_gold" and own["patch"]["ops"]
    assert accepted["type"] == "result" and accepted["ok"] is True and ("view" in accepted) == mine
    pushed = await receive(spectator)
    assert pushed["type"] == "action" and pushed["payload"] is None and pushed["patch"]["ops"]
    await send(
        {
            "type": "action",
            "ref": 2,
            "action": {"type": "spend_gold", "amount": 1, "for": "a test"},
            "idempotency_key": "k-1",
            "view": mine,
        }
    )
    assert (await receive(phone))["replayed"] is True
    await send({"type": "resync", "after": 0})
    assert (await receive(phone))["type"] == "action"
    await sync_to_async(share)(game, tokens[0], True)
    assert await receive(phone) == {"type": "seats", "game": game, "seat": 0, "name": "Ann", "claimed": True}
    assert (await receive(spectator))["type"] == "seats"
    assert seen == {"hello": 2, "pong": 2, "pushes": 1, "error": 2, "result": 3, "action": 3, "seats": 2}
    for communicator in (phone, spectator):
        await communicator.disconnect()

    stream = document.messages("auctionStream") | document.messages("auctionStreamSeats")
    assert set(stream) == {"AuctionLogEntry", "SeatChange"}
    response = await AsyncClient().get(
        f"/api/v1/auctions/{game}/stream/", headers={"Authorization": f"Seat {tokens[1]}", "Last-Event-ID": "0"}
    )
    frames = response.streaming_content
    frame = (await asyncio.wait_for(anext(frames), 30)).decode()
    assert frame.startswith("id: 1\nevent: action\n")
    document.check(stream["AuctionLogEntry"], json.loads(frame.split("data: ", 1)[1]))
    await sync_to_async(share)(game, tokens[0], False)
    while not frame.startswith("event: seats\n"):  # after the rest of the log
        frame = (await asyncio.wait_for(anext(frames), 30)).decode()
    await frames.aclose()
    seats = json.loads(frame.split("data: ", 1)[1])
    assert seats == {"seat": 0, "name": "Ann", "claimed": True}
    document.check(stream["SeatChange"], seats)


def test_the_servers_are_where_the_document_was_asked(settings):
    settings.ALLOWED_HOSTS = ["games.example.org"]
    plain = APIClient().get("/api/v1/asyncapi/", HTTP_HOST="games.example.org").json()
    socket = {"host": "games.example.org", "protocol": "ws", "description": "a game's socket"}
    assert plain["servers"]["socket"] == socket
    assert plain["servers"]["stream"]["protocol"] == "http"
    secure = APIClient().get("/api/v1/asyncapi/", HTTP_HOST="games.example.org", secure=True).json()
    assert (secure["servers"]["socket"]["protocol"], secure["servers"]["stream"]["protocol"]) == ("wss", "https")
    for name, channel in secure["channels"].items():
        assert channel["servers"] == [{"$ref": "#/servers/" + ("stream" if name.endswith("Stream") else "socket")}]


def test_each_message_a_client_sends_takes_the_fields_the_document_names_and_no_other(db):
    from tabletop.live.consumers import CLIENT_FIELDS

    document = Document(APIClient().get("/api/v1/asyncapi/").json())
    sent = {
        operation: {kind: set(schema["properties"]) for kind, schema in document.messages(operation).items()}
        for operation in document.document["operations"]
        if operation.endswith("Send")
    }
    assert sent and all(fields == CLIENT_FIELDS for fields in sent.values()), sent

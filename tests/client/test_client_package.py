"""clients/python: the client generated from the committed schema (as `make contract` makes it),
installable with pip with its stream reader, treasury_stream, which reads a game's events as
typed entries and resumes after a dropped connection with Last-Event-ID."""

import inspect
import json
import shutil
import subprocess
import sys

import httpx
import pytest
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube
from tabletop.http import contract

sys.path.insert(0, str(contract.CLIENT))
from treasury_client import AuthenticatedClient  # noqa: E402 - the package of the repo, not installed
from treasury_client.api.push import push_destroy  # noqa: E402
from treasury_client.models import AuctionBeginAuctionStep, AuctionLogEntry  # noqa: E402
from treasury_stream import ActionEvent, SeatsEvent, follow  # noqa: E402

sys.path.remove(str(contract.CLIENT))


@pytest.mark.slow
def test_the_committed_client_is_the_one_generated_from_the_committed_schema(tmp_path):
    contract.generate_client(tmp_path / "treasury_client")
    fresh, committed = contract.tree(tmp_path / "treasury_client"), contract.tree(contract.CLIENT / "treasury_client")
    differ = sorted(name for name in fresh.keys() | committed.keys() if fresh.get(name) != committed.get(name))
    assert differ == [], f"clients/python/treasury_client is stale: run `make contract` ({differ[:5]})"


@pytest.mark.slow
def test_pip_installs_the_package_and_every_module_imports(tmp_path):
    source = tmp_path / "source"  # setuptools builds in the folder it installs from: not the clone's
    shutil.copytree(contract.CLIENT, source, ignore=shutil.ignore_patterns("__pycache__", "build", "*.egg-info"))
    installed = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps"]
        + ["--target", str(tmp_path / "site"), str(source)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert installed.returncode == 0, installed.stderr
    script = (
        "import importlib, pkgutil, treasury_client, treasury_stream\n"
        "names = [m.name for m in pkgutil.walk_packages(treasury_client.__path__, 'treasury_client.')]\n"
        "[importlib.import_module(name) for name in names]\n"
        "print(len(names), treasury_client.__file__)\n"
    )
    imported = subprocess.run(
        [sys.executable, "-c", script],
        cwd=tmp_path,
        env={"PYTHONPATH": str(tmp_path / "site")},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert imported.returncode == 0, imported.stderr
    count, path = imported.stdout.split()
    assert int(count) > 300 and path.startswith(str(tmp_path / "site"))
    assert (tmp_path / "site" / "treasury_client" / "py.typed").exists()


def _frames(entries: list[dict]) -> str:
    return "".join(f"id: {entry['seq']}\nevent: action\ndata: {json.dumps(entry)}\n\n" for entry in entries)


@pytest.mark.django_db
def test_the_stream_reader_gives_typed_entries_and_resumes_after_the_last_one():
    """On the entries of a real game's log, as the stream frames them: the connection dropped
    after the second, the reader opens it again with Last-Event-ID: 2 and reads on."""
    load_demo()
    cube = Cube.objects.get(name="Demo auction block").pk
    game = APIClient().post("/api/v1/auctions/", {"seats": ["Ann", "Bob"], "cube": cube}, format="json").json()
    phone = APIClient()
    phone.credentials(HTTP_AUTHORIZATION=f"Seat {game['host_token']}")
    url = f"/api/v1/auctions/{game['id']}/"
    first = phone.get(url).json()["view"]["active"]
    token = APIClient().post("/api/v1/join/", {"code": game["join_code"], "seat": first}, format="json").json()
    phone.credentials(HTTP_AUTHORIZATION=f"Seat {token['token']}")
    body = AuctionBeginAuctionStep().to_dict()
    assert phone.post(url + "actions/", body, format="json").status_code == 200
    phone.credentials(HTTP_AUTHORIZATION=f"Seat {game['host_token']}")
    entries = phone.get(url + "events/").json()["events"]
    assert len(entries) >= 1
    entries = entries + [{**entries[-1], "seq": entries[-1]["seq"] + n} for n in (1, 2)]
    asked: list[str | None] = []

    def server(request: httpx.Request) -> httpx.Response:
        asked.append(request.headers.get("Last-Event-ID"))
        assert request.headers["Authorization"] == "Seat key" and request.url.path == f"{url}stream/"
        if len(asked) == 1:
            text = ": keep-alive\n\n" + _frames(entries[:2])
        else:
            text = 'event: seats\ndata: {"seat":1,"name":"Bob","claimed":true}\n\n' + _frames(entries[2:])
        return httpx.Response(200, text=text, headers={"Content-Type": "text/event-stream"})

    client = AuthenticatedClient(
        base_url="http://testserver", token="key", prefix="Seat", httpx_args={"transport": httpx.MockTransport(server)}
    )
    events = list(follow(client, "auctions", game["id"], AuctionLogEntry, reconnect_after=0, max_reconnects=1))
    assert asked == [None, str(entries[1]["seq"])]
    actions = [event for event in events if isinstance(event, ActionEvent)]
    assert [event.id for event in actions] == [entry["seq"] for entry in entries]
    assert all(isinstance(event.entry, AuctionLogEntry) for event in actions)
    assert actions[0].entry.action == entries[0]["action"]
    assert [event for event in events if isinstance(event, SeatsEvent)] == [SeatsEvent(1, "Bob", True)]


def test_a_refused_stream_raises():
    def server(request: httpx.Request) -> httpx.Response:
        return httpx.Response(403, json={"code": "no_seat", "message": "you have no seat"})

    client = AuthenticatedClient(
        base_url="http://testserver", token="key", prefix="Seat", httpx_args={"transport": httpx.MockTransport(server)}
    )
    with pytest.raises(httpx.HTTPStatusError):
        next(follow(client, "auctions", 1, AuctionLogEntry, reconnect_after=0))


def test_the_push_unsubscriptions_body_is_documented_and_the_client_sends_it():
    """drf-spectacular documents no DELETE body; DELETE /api/v1/push/ reads one (which subscription
    to end), so a generated client could not unsubscribe (tabletop.http.openapi.AutoSchema)."""
    operation = contract.committed()["openapi"]["paths"]["/api/v1/push/"]["delete"]
    body = operation["requestBody"]["content"]["application/json"]["schema"]
    assert body == {"$ref": "#/components/schemas/SubscriptionRequest"}
    assert "body" in inspect.signature(push_destroy.sync).parameters

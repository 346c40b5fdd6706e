"""Who may do what, derived rather than listed: every game endpoint of the URL conf (API and
pages), every action type of every engine, the socket's every message and the event stream,
each against every kind of caller. A new endpoint or action is covered without editing this
file; an endpoint whose access this file does not know fails the test that names it.

The expected answer comes from the endpoint's access (ACCESS) and the caller's place (CALLERS):
a caller with no place at the game gets 403 no_seat, an unknown token 401, a place without the
right 403 with the right's code, and the right 200 (or, for actions, the engine's own answer)."""

import json
import re

import httpx
import msgspec
import pytest
from django.urls import URLPattern, URLResolver, get_resolver
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from tabletop.core import kinds
from tests.reliability.conftest import TLS

pytestmark = pytest.mark.services("postgres", "redis")

KINDS = ("auction", "saga", "battler")
PLURALS = {"auction": "auctions", "saga": "sagas", "battler": "battlers"}

# caller -> its place at the table under test: None (no place), "unknown" (a credential that names
# nothing), or the role it holds there.
CALLERS = {
    "anonymous": None,
    "unknown_seat_token": "unknown",
    "unknown_user_token": "unknown",
    "stranger_user": None,  # an account with no place at this game
    "other_game_host_user": None,  # an account that hosts another game
    "other_game_seat": None,  # a player's seat token of another game
    "other_game_spectator_of_host": None,  # a spectator seat of another game, claimed by this game's host user
    "staff": None,  # a staff account: no place at a table it did not join
    "spectator": "spectator",
    "player": "player",
    "other_player": "player",
    "host_token": "host",
    "host_user": "host",
}
# the right each endpoint needs, by its URL name without the kind
ACCESS = {
    "detail": "seated",
    "refs": "seated",
    "cards": "seated",
    "events": "seated",
    "stream": "seated",
    "actions": "player",
    "export": "host",
    "join-code": "host",
    "seat-release": "host",
    "my-seat": "player",
    "timeline": "seated",
    "deck": "player",
    "standings": "seated",
}
PAGE_ACCESS = {"page": "seated", "save-sheet": "seated", "host-page": "host"}
RIGHT_CODES = {"player": "not_a_player", "host": "not_host"}
REQUESTS = {  # method and body (or query) of each endpoint under test
    "detail": ("GET", None),
    "refs": ("GET", None),
    "cards": ("GET", "ids=0,1,2"),
    "events": ("GET", None),
    "stream": ("STREAM", None),
    "actions": ("POST", {"type": "pass", "expected_version": 999}),
    "export": ("GET", None),
    "join-code": ("POST", None),
    "seat-release": ("POST", None),  # of seat 9, which no table here has: the host is let in, nothing freed
    "my-seat": ("PATCH", {"email": ""}),
    "timeline": ("GET", None),
    "deck": ("GET", "as=text"),
    "standings": ("GET", None),
}
SUCCESS = {  # past the door: the unfinished game's answers
    "actions": (409, "stale_version"),
    "export": (403, "export_not_allowed"),
    "seat-release": (422, "no_such_seat"),
}


def _routes(patterns, prefix=""):
    for entry in patterns:
        if isinstance(entry, URLResolver):
            yield from _routes(entry.url_patterns, prefix + str(entry.pattern))
        elif isinstance(entry, URLPattern) and entry.name:
            yield prefix + str(entry.pattern), entry.name


def game_routes(kind: str, *, api: bool) -> dict[str, str]:
    """{access name: route} of the URL conf's routes of one game of `kind` (API or pages)."""
    found = {}
    for route, name in _routes(get_resolver().url_patterns):
        if "<int:game_id>" not in route or route.startswith("api/v1/") != api:
            continue
        if api and not route.startswith(f"api/v1/{PLURALS[kind]}/"):
            continue
        if not api and not (name.startswith(f"{kind}-") or name == "host-page"):
            continue
        found[name.removeprefix(f"{kind}-")] = route
    return found


def expected(caller: str, access: str, endpoint: str) -> tuple[int, str | None]:
    place = CALLERS[caller]
    if place == "unknown":
        return 401, "authentication_failed"
    if place is None:
        return 403, "no_seat"
    if access == "seated" or place == access:
        return SUCCESS.get(endpoint, (200, None))
    return 403, RIGHT_CODES[access]


def action_types(kind: str) -> list[str]:
    union = msgspec.inspect.type_info(kinds.get(kind).engine.action_type)
    return sorted(member.tag for member in union.types)


@pytest.fixture(scope="module")
def tables(live):
    def make(kind):
        host_user = f"Token {live.tokens['hana']}"
        table = live.new_game(kind, ["Ann", "Bob"], credential=host_user)
        other = live.new_game(kind, ["Cid", "Dee"], credential=f"Token {live.tokens['olga']}")
        hosts_spectator = other.join(spectate=True, name="hana", _credential=host_user)["token"]
        return table, {
            "anonymous": None,
            "unknown_seat_token": "Seat not-a-real-token",
            "unknown_user_token": "Token 0000000000000000000000000000000000000000",
            "stranger_user": f"Token {live.tokens['mallory']}",
            "other_game_host_user": f"Token {live.tokens['olga']}",
            "other_game_seat": other.seat(0),
            "other_game_spectator_of_host": f"Seat {hosts_spectator}",
            "staff": f"Token {live.tokens['stella']}",
            "spectator": f"Seat {table.spectator()}",
            "player": table.seat(0),
            "other_player": table.seat(1),
            "host_token": table.host,
            "host_user": host_user,
        }

    return {kind: make(kind) for kind in KINDS}


def _call(live, credential, method, url, body) -> tuple[int, str | None]:
    with live.client(credential) as client:
        if method == "STREAM":
            with client.stream("GET", url) as response:
                status = response.status_code
                if status == 200:
                    assert response.headers["content-type"].startswith("text/event-stream")
                    return 200, None
                return status, json.loads(response.read()).get("code")
        if isinstance(body, str):
            response = client.request(method, f"{url}?{body}")
        else:
            response = client.request(method, url, json=body)
    assert response.status_code < 500, response.text
    return response.status_code, (response.json().get("code") if response.status_code >= 400 else None)


def test_the_url_conf_has_no_game_endpoint_of_unknown_access():
    for kind in KINDS:
        unknown = sorted(set(game_routes(kind, api=True)) - set(ACCESS))
        assert unknown == [], f"say in ACCESS who may use these {kind} endpoints: {unknown}"
        unknown = sorted(set(game_routes(kind, api=False)) - set(PAGE_ACCESS))
        assert unknown == [], f"say in PAGE_ACCESS who may open these {kind} pages: {unknown}"


@pytest.mark.parametrize("kind", KINDS)
def test_every_game_endpoint_answers_each_caller_by_its_place(live, tables, kind):
    table, credentials = tables[kind]
    got, want = {}, {}
    for endpoint, route in game_routes(kind, api=True).items():
        method, body = REQUESTS[endpoint]
        url = "/" + route.removeprefix("api/v1/").replace("<int:game_id>", str(table.id)).replace("<int:number>", "9")
        for caller in CALLERS:
            key = f"{method} {endpoint} as {caller}"
            want[key] = expected(caller, ACCESS[endpoint], endpoint)
            got[key] = _call(live, credentials[caller], method, url, body)
    assert got == want
    assert live.game_row(table.id)["version"] == 0  # nobody managed to act


@pytest.mark.parametrize("kind", KINDS)
def test_every_action_type_is_open_to_the_seat_players_alone(live, tables, kind):
    """Each action type, as each caller: no one but the two players gets past the door (they are
    answered by the command path: a stale version here), and nothing is written."""
    table, credentials = tables[kind]
    got, want = {}, {}
    for action_type in action_types(kind):
        body = {"type": action_type, "expected_version": 999}
        for caller in CALLERS:
            key = f"{action_type} as {caller}"
            want[key] = expected(caller, "player", "actions")
            got[key] = _call(live, credentials[caller], "POST", f"{table.path}actions/", body)
    assert got == want
    assert live.game_row(table.id)["version"] == 0


def _socket(live, kind, table, credential) -> object:
    headers = {"Authorization": credential} if credential else {}
    try:
        ws = connect(f"{live.ws}/ws/{kind}/{table.id}/", origin=live.base, additional_headers=headers, open_timeout=30)
    except InvalidStatus as refused:
        assert refused.response.status_code == 403
        return "refused"
    with ws:
        try:
            hello = json.loads(ws.recv(timeout=30))
        except Exception:  # closed with 4403 after the handshake
            assert ws.close_code == 4403
            return "refused"
        answers = {}
        for message, answer_type in (
            ({"type": "ping"}, "pong"),
            ({"type": "resync", "after": 0}, None),
            ({"type": "action", "ref": "r", "action": {"type": "pass", "expected_version": 999}}, "result"),
        ):
            ws.send(json.dumps(message))
            if answer_type is None:
                continue  # a resync of an empty log answers nothing
            reply = next(m for m in (json.loads(ws.recv(timeout=30)) for _ in range(5)) if m["type"] == answer_type)
            answers[message["type"]] = reply.get("code", "ok") if answer_type == "result" else "pong"
        return hello["role"], answers


@pytest.mark.parametrize("kind", KINDS)
def test_the_socket_lets_in_only_callers_with_a_place_and_acts_for_players_alone(live, tables, kind):
    table, credentials = tables[kind]
    got = {caller: _socket(live, kind, table, credentials[caller]) for caller in CALLERS}
    want = {}
    for caller, place in CALLERS.items():
        if place in (None, "unknown"):
            want[caller] = "refused"
        else:
            acted = expected(caller, "player", "actions")[1]
            want[caller] = (place, {"ping": "pong", "action": acted})
    assert got == want


def test_a_socket_for_a_game_under_the_wrong_kind_is_refused(live, tables):
    table, credentials = tables["auction"]
    assert _socket(live, "saga", table, credentials["player"]) == "refused"


def _page_client(live, caller, credential, game_id) -> httpx.Client:
    """Pages know the seat cookie and the session, not Authorization headers: seat callers carry
    their token as this game's seat cookie, and staff logs in (only staff has a login page, the
    admin's); other accounts reach pages through a seat's cookie alone."""
    client = httpx.Client(base_url=live.base, timeout=30, follow_redirects=False, verify=TLS)
    if credential is not None and credential.startswith("Seat "):
        client.cookies.set(f"seat_{game_id}", credential.removeprefix("Seat "))
    elif caller == "staff":
        live.log_in(client, "stella")
    return client


@pytest.mark.parametrize("kind", KINDS)
def test_every_game_page_opens_by_the_callers_place(live, tables, kind):
    table, credentials = tables[kind]
    got, want = {}, {}
    for page, route in game_routes(kind, api=False).items():
        url = "/" + route.replace("<int:game_id>", str(table.id))
        for caller, credential in credentials.items():
            place = CALLERS[caller] if credential and credential.startswith("Seat ") else None
            allowed = place not in (None, "unknown") and PAGE_ACCESS[page] in ("seated", place)
            want[f"{page} as {caller}"] = 200 if allowed else 403
            client = _page_client(live, caller, credential, table.id)
            try:
                got[f"{page} as {caller}"] = client.get(url).status_code
            finally:
                client.close()
    assert got == want


@pytest.mark.parametrize("kind", KINDS)
def test_a_host_who_also_plays_sees_that_seats_view_and_no_export(live, kind):
    host_user = f"Token {live.tokens['hana']}"
    table = live.new_game(kind, ["Ann", "Bob"], credential=host_user, claim=False)
    table.join(seat=0, _credential=host_user)
    with live.client(host_user) as client:
        view = client.get(table.path).json()["view"]
        assert _seat_of_view(kind, view) == 0
        refused = client.get(f"{table.path}export/")
    assert (refused.status_code, refused.json()["code"]) == (403, "export_not_allowed")


def _seat_of_view(kind: str, view: dict) -> int | None:
    """Whose hidden cards a view shows: the one player whose private zone it lists."""
    private = {"auction": "looking", "saga": "deck", "battler": "pool"}[kind]
    if kind == "auction":
        return view["seat"]
    own = [player["seat"] for player in view["players"] if private in player]
    assert len(own) <= 1
    return own[0] if own else None


def test_an_unfinished_game_is_exported_only_once_every_player_allows_it(live):
    table = live.new_game("auction", ["Ann", "Bob"])
    with live.client(table.host) as host:
        answers = [host.get(f"{table.path}export/").json().get("code")]
        for number in (0, 1):
            with live.client(table.seat(number)) as player:
                allowed = player.patch(f"{table.path}seats/me/", json={"allows_export": True})
                assert allowed.status_code == 200 and allowed.json()["allows_export"] is True
            exported = host.get(f"{table.path}export/")
            answers.append(exported.json().get("code") if exported.status_code != 200 else "exported")
    assert answers == ["export_not_allowed", "export_not_allowed", "exported"]
    assert re.fullmatch(r"[0-9a-f]{32}", exported.json()["rng"]["seed"])


def test_the_open_endpoints_answer_anyone(live, tables):
    with live.client() as anonymous:
        assert anonymous.get("/cubes/").status_code == 200
        assert anonymous.get(f"/cubes/{live.cubes['Demo auction block']}/").status_code == 200
        assert anonymous.post("/auctions/import/", json={"kind": "auction"}).status_code == 422
        created = anonymous.post("/auctions/", json={"seats": ["A", "B"], "cube": live.cubes["Demo auction block"]})
        assert created.status_code == 201
        joined = anonymous.post("/join/", json={"code": created.json()["join_code"], "seat": 1})
        assert joined.status_code == 201 and joined.json()["role"] == "player"

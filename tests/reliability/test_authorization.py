"""Who may do what, asserted as one table per game kind: every game endpoint of the URL conf and
the socket, against anonymous, an unknown seat token, another user, another game's seat, a
spectator, a player seat, the host token and the host user's Token."""

import json

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

pytestmark = pytest.mark.services("postgres", "redis")

CALLERS = ["anonymous", "bad_token", "other_user", "other_game_seat", "spectator", "player", "host", "host_user"]
NO = (403, "no_seat")
# (method, path under the game, body) -> expected (status, code) per caller, in CALLERS order
MATRIX = {
    ("GET", "", None): [NO, (401, "authentication_failed"), NO, NO, (200, None), (200, None), (200, None),
                        (200, None)],
    ("GET", "events/", None): [NO, (401, "authentication_failed"), NO, NO, (200, None), (200, None), (200, None),
                               (200, None)],
    ("STREAM", "stream/", None): [NO, (403, "no_seat"), NO, NO, (200, None), (200, None), (200, None), (200, None)],
    ("POST", "actions/", '{"type": "bid", "amount": 1, "expected_version": 999}'):
        [NO, (401, "authentication_failed"), NO, NO, (403, "not_a_player"), (409, "stale_version"),
         (403, "not_a_player"), (403, "not_a_player")],
    ("GET", "export/", None): [NO, (401, "authentication_failed"), NO, NO, (403, "not_host"), (403, "not_host"),
                               (200, None), (200, None)],
    ("POST", "join-code/", None): [NO, (401, "authentication_failed"), NO, NO, (403, "not_host"), (403, "not_host"),
                                   (200, None), (200, None)],
    ("PATCH", "seats/me/", '{"email": ""}'): [NO, (401, "authentication_failed"), NO, NO, (403, "not_a_player"),
                                            (200, None), (403, "not_a_player"), (403, "not_a_player")],
}
SAGA_EXTRAS = {
    ("GET", "timeline.svg", None): [NO, (401, "authentication_failed"), NO, NO, (200, None), (200, None),
                                    (200, None), (200, None)],
    ("GET", "deck/?as=text", None): [NO, (401, "authentication_failed"), NO, NO, (403, "not_a_player"),
                                     (200, None), (403, "not_a_player"), (403, "not_a_player")],
}
BATTLER_EXTRAS = {
    ("GET", "standings/", None): [NO, (401, "authentication_failed"), NO, NO, (200, None), (200, None),
                                  (200, None), (200, None)],
}
EXTRAS = {"auction": {}, "saga": SAGA_EXTRAS, "battler": BATTLER_EXTRAS}
# the socket: "refused" (handshake rejected / closed 4403), or the hello's role and the answer to an action
SOCKET = {"anonymous": "refused", "bad_token": "refused", "other_user": "refused", "other_game_seat": "refused",
          "spectator": ("spectator", "not_a_player"), "player": ("player", "stale_version"),
          "host": ("host", "not_a_player"), "host_user": ("host", "not_a_player")}


@pytest.fixture(scope="module")
def callers(live):
    def make(kind, seats):
        table = live.new_game(kind, seats, credential=f"Token {live.demo_token}")  # the demo user hosts it
        other = live.new_game(kind, seats)
        return table, {
            "anonymous": None, "bad_token": "Seat not-a-real-token", "other_user": f"Token {live.other_token}",
            "other_game_seat": other.seat(0), "spectator": f"Seat {table.spectator()}", "player": table.seat(0),
            "host": table.host, "host_user": f"Token {live.demo_token}",
        }
    return {"auction": make("auction", ["Ann", "Bob"]), "saga": make("saga", ["Ann", "Bob"]),
            "battler": make("battler", ["Ann", "Bob"])}


def _call(live, credential, method, url, body):
    with live.client(credential) as client:
        if method == "STREAM":
            with client.stream("GET", url) as response:
                status = response.status_code
                code = json.loads(response.read()).get("code") if status != 200 else None
                if status == 200:
                    assert response.headers["content-type"].startswith("text/event-stream")
                return status, code
        response = client.request(method, url, json=json.loads(body) if body else None)
    code = response.json().get("code") if response.status_code >= 400 else None
    return response.status_code, code


@pytest.mark.parametrize("kind", ["auction", "saga", "battler"])
def test_every_game_endpoint_answers_each_caller_as_the_table_says(live, callers, kind):
    table, credentials = callers[kind]
    matrix = {**MATRIX, **EXTRAS[kind]}
    got, want = {}, {}
    for (method, sub, body), expected in matrix.items():
        for caller, answer in zip(CALLERS, expected, strict=True):
            key = f"{method} {sub or '.'} as {caller}"
            want[key] = answer
            got[key] = _call(live, credentials[caller], method, f"{table.path}{sub}", body)
    assert got == want
    assert live.game_row(table.id)["version"] == 0  # nobody managed to act


@pytest.mark.parametrize("kind", ["auction", "saga", "battler"])
def test_the_matrix_covers_every_game_path_of_the_schema(live, kind):
    plural = {"auction": "auctions", "saga": "sagas", "battler": "battlers"}[kind]
    paths = live.client().get("/schema/?format=json").json()["paths"]
    prefix = f"/api/v1/{plural}/{{game_id}}/"
    covered = {sub.split("?")[0] for _, sub, _ in {**MATRIX, **EXTRAS[kind]}}
    missing = sorted(p[len(prefix):] for p in paths if p.startswith(prefix) and p[len(prefix):] not in covered)
    assert missing == [], f"add these {kind} endpoints to the authorization matrix: {missing}"


def _socket(live, kind, table, credential):
    headers = {"Authorization": credential} if credential else {}
    try:
        ws = connect(f"{live.ws}/ws/{kind}/{table.id}/", origin=live.base, additional_headers=headers,
                     open_timeout=10)
    except InvalidStatus as refused:
        assert refused.response.status_code == 403
        return "refused"
    with ws:
        try:
            hello = json.loads(ws.recv(timeout=10))
        except Exception:  # closed with 4403 after the handshake
            assert ws.close_code == 4403
            return "refused"
        ws.send(json.dumps({"type": "action", "ref": "r", "action": {"type": "bid", "amount": 1,
                                                                     "expected_version": 999}}))
        result = next(m for m in (json.loads(ws.recv(timeout=10)) for _ in range(5)) if m["type"] == "result")
        assert result["ok"] is False
        return hello["role"], result["code"]


@pytest.mark.parametrize("kind", ["auction", "saga", "battler"])
def test_the_socket_lets_in_only_callers_with_a_place_at_the_game(live, callers, kind):
    table, credentials = callers[kind]
    got = {caller: _socket(live, kind, table, credentials[caller]) for caller in CALLERS}
    assert got == SOCKET


def test_a_socket_for_a_game_under_the_wrong_kind_is_refused(live, callers):
    table, credentials = callers["auction"]
    assert _socket(live, "saga", table, credentials["player"]) == "refused"


def test_the_open_endpoints_answer_anyone(live, callers):
    table, _ = callers["auction"]
    with live.client() as anonymous:
        assert anonymous.get("/cubes/").status_code == 200
        assert anonymous.get(f"/cubes/{live.cubes['Demo auction block']}/").status_code == 200
        assert anonymous.post("/auctions/import/", json={"kind": "auction"}).status_code == 422
        created = anonymous.post("/auctions/", json={"seats": ["A", "B"], "cube": live.cubes["Demo auction block"]})
        assert created.status_code == 201
        joined = anonymous.post("/join/", json={"code": created.json()["join_code"], "seat": 1})
        assert joined.status_code == 201 and joined.json()["role"] == "player"

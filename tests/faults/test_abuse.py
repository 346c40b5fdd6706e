"""Hostile input and abuse against the real server: rate limits per token and per address (429
with Retry-After), body size cap (413), pagination cap, CSRF on cookie-authenticated writes,
and no secret in the server's own output."""

import secrets
import time

import httpx
import pytest

from tests.faults.conftest import Api, Socket, auction_at_main_phase, gold

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_rate_limits_per_token_per_address_and_on_join_answer_429_with_retry_after(stack):
    server = stack.server(
        env=stack.env(
            RATE_LIMIT_PER_TOKEN="4/min",
            RATE_LIMIT_PER_ADDRESS="10/min",
            RATE_LIMIT_JOIN="3/min",
            RATE_LIMIT_SOCKET="2/min",
            RATE_LIMIT_SOCKET_BURST="3",
        )
    )
    api = Api(server)
    created = api.http.post("/auctions/", json={"cube": 1, "seats": ["Ann", "Bob"]})  # address: 1
    assert created.status_code == 201, created.text
    game, code = created.json()["id"], created.json()["join_code"]
    ann = api.join(code, 0)
    seat = api.auth(seat=ann)
    token_statuses = [api.http.get(f"/auctions/{game}/", headers=seat).status_code for _ in range(5)]
    assert token_statuses == [200, 200, 200, 200, 429]  # per token: 4/min
    limited = api.http.get(f"/auctions/{game}/", headers=seat)
    assert limited.status_code == 429 and int(limited.headers["Retry-After"]) > 0
    assert limited.json()["code"] == "throttled" and limited.json()["retry_after"] > 0
    # anonymous requests from the same address: the address budget (10/min) runs out too
    anonymous = [api.http.get("/cubes/").status_code for _ in range(8)]
    assert 429 in anonymous and anonymous[0] == 200, anonymous
    assert api.http.get("/cubes/").headers.get("Retry-After")
    # join codes: 3 failed codes per minute per address, then 429 for every try, the right code too
    guesses = [api.http.post("/join/", json={"code": secrets.token_hex(4), "seat": 1}).status_code for _ in range(4)]
    assert guesses == [404, 404, 404, 429], guesses  # the join above, with the right code, was not counted
    assert api.http.post("/join/", json={"code": code, "seat": 1}).status_code == 429
    # a socket's messages: a burst of 3, then 2 a minute; past it an error, and the socket stays open
    socket = Socket(server, "auction", game, ann)
    socket.wait_for(lambda s: s.of_type("hello"))
    for _ in range(5):
        socket.ws.send('{"type":"ping"}')
    socket.wait_for(lambda s: len(s.of_type("pong")) + len(s.of_type("error")) >= 5)
    refused = socket.of_type("error")
    assert len(socket.of_type("pong")) == 3 and [m["code"] for m in refused] == ["throttled"] * 2, socket.messages
    assert 0 < refused[0]["retry_after"] <= 30 and socket.closed is None
    socket.close()
    print(f"\nper token {token_statuses}; per address {anonymous}; join guesses {guesses}; socket {refused[0]}")


def test_body_cap_pagination_cap_and_csrf_on_cookie_writes(stack):
    server = stack.server(env=stack.env(MAX_UPLOAD_BYTES="4096"))
    api = Api(server)
    game, tokens, _host = auction_at_main_phase(api, stack.demo_token)
    big = {**gold(0), "reason": "x" * 5000}
    response = api.act("auctions", game, tokens[0], big)
    assert response.status_code == 413 and response.json()["code"] == "too_large"
    upload = api.http.post("/cubes/", files={"file": ("c.txt", b"Lightning Bolt\n" * 400)}, data={"name": "big"})
    assert upload.status_code == 413

    cards = api.http.get("/cubes/2/cards/", params={"page_size": 100000}).json()
    assert cards["count"] > 200 and len(cards["results"]) == 200
    refused = api.http.get("/cubes/2/cards/", params={"page_size": "lots"})
    assert refused.status_code == 400 and refused.json()["field"] == "page_size"
    assert api.http.get(
        f"/auctions/{game}/events/", params={"limit": 10**9}, headers=api.auth(seat=tokens[0])
    ).status_code in (200, 400, 422)

    # a phone page: the seat cookie alone may read, but a write needs the CSRF token too
    phone = httpx.Client(base_url=server.base, timeout=30)
    created = api.create("auctions", {"cube": 1, "seats": ["Ann", "Bob"]})
    joined = phone.post("/api/v1/join/", json={"code": created["join_code"], "seat": 0, "set_cookie": True})
    assert joined.status_code == 201 and f"seat_{created['id']}" in phone.cookies
    url = f"/api/v1/auctions/{created['id']}/actions/"
    assert phone.get(f"/api/v1/auctions/{created['id']}/").status_code == 200
    upkeep_cost = {"type": "spend_gold", "amount": 1, "for": "mana"}  # legal for either seat in the first upkeep
    forged = phone.post(url, json=upkeep_cost)
    assert forged.status_code == 403 and "CSRF" in forged.json()["message"]
    page = phone.get(f"/games/{created['id']}/", follow_redirects=True)
    assert page.status_code == 200 and "csrftoken" in phone.cookies
    allowed = phone.post(url, json=upkeep_cost, headers={"X-CSRFToken": phone.cookies["csrftoken"]})
    assert allowed.status_code == 200, allowed.text
    seat_form = phone.post(f"/games/{created['id']}/seat/", data={"token": tokens[0]})
    assert seat_form.status_code == 403  # Django's CSRF middleware on the page's own form
    phone.close()


def test_no_secret_in_the_server_output_at_debug_level(stack):
    secret_key = "faults-" + secrets.token_urlsafe(40)
    server = stack.server(env=stack.env(LOG_LEVEL="DEBUG", SECRET_KEY=secret_key))
    api = Api(server)
    game, tokens, host = auction_at_main_phase(api, stack.demo_token)
    code = api.http.get(f"/auctions/{game}/", headers=api.auth(seat=host)).json()["join_code"]
    spectator = api.http.post("/join/", json={"code": code, "spectate": True}).json()["token"]
    for n in range(3):
        assert api.act("auctions", game, tokens[n % 2], gold(n), key=f"key-{n}").status_code == 200
    assert api.act("auctions", game, tokens[0], {"type": "fly"}).status_code == 400
    assert api.http.get(f"/auctions/{game}/", headers={"Authorization": "Seat not-a-real-token"}).status_code == 401
    socket = Socket(server, "auction", game, tokens[1])
    socket.wait_for(lambda s: s.of_type("hello"))
    result, _ = socket.act({**gold(9), "seat": 1}, "r1")
    assert result["ok"], result
    socket.close()
    httpx.get(f"{server.base}/games/{game}/", cookies={f"seat_{game}": tokens[0]}, follow_redirects=True, timeout=30)
    doc = api.http.get(f"/auctions/{game}/export/", headers=api.auth(seat=host)).json()
    time.sleep(0.5)
    output = server.output()
    secrets_by_name = {
        "seat token 0": tokens[0],
        "seat token 1": tokens[1],
        "host token": host,
        "spectator token": spectator,
        "user token": stack.demo_token,
        "SECRET_KEY": secret_key,
        "rng seed": doc["rng"]["seed"],
        "join code": code,
    }
    found = [name for name, value in secrets_by_name.items() if value and value in output]
    print(f"\nserver output {len(output)} bytes, {output.count(chr(10))} lines at DEBUG; secrets found: {found}")
    assert found == [], found

"""PostgreSQL restarted under a running server: while it is gone every request answers 503 with
Retry-After (never a 500), and the requests after it is back succeed, the first too: no pool hands
out a connection the server ended (tabletop/access/postgresql/base.py)."""

import signal
import time

import httpx

from tabletop.core.errors import DATABASE_SILENT, DATABASE_UNREACHABLE
from tests.faults.conftest import Api, auction_at_main_phase, gold


def test_requests_answer_503_with_retry_after_while_postgres_is_down_and_succeed_after(stack):
    # an outage is answered after 2 s; one that hung would meet the clients' 30 s timeout and fail
    server = stack.server(env=stack.env(DB_POOL_TIMEOUT="2"))
    api = Api(server)
    game, tokens, host = auction_at_main_phase(api, stack.demo_token)
    seat = api.auth(seat=tokens[0])
    assert api.act("auctions", game, tokens[0], gold(0)).status_code == 200
    page = httpx.get(
        f"{server.base}/games/{game}/", cookies={f"seat_{game}": tokens[0]}, timeout=30, follow_redirects=True
    )
    assert page.status_code == 200

    stack.pg.stop(signal.SIGINT)  # fast shutdown: the server's persistent connection is cut
    requests = {
        "command": lambda: api.act("auctions", game, tokens[0], gold(1)),
        "detail": lambda: api.http.get(f"/auctions/{game}/", headers=seat),
        "events": lambda: api.http.get(f"/auctions/{game}/events/", params={"after": 0}, headers=seat),
        "join": lambda: api.http.post("/join/", json={"code": "ABCDEFGH", "seat": 0}),
        "cubes": lambda: api.http.get("/cubes/"),
        "page": lambda: httpx.get(
            f"{server.base}/games/{game}/", cookies={f"seat_{game}": tokens[0]}, timeout=30, follow_redirects=True
        ),
        "healthz": lambda: httpx.get(f"{server.base}/healthz", timeout=30),
    }
    outage: dict[str, tuple[int, str | None, float]] = {}
    for _round in range(2):  # the first round meets the dead connection, the second a refused connect
        for name, call in requests.items():
            start = time.monotonic()
            response = call()
            outage[f"{name}#{_round}"] = (
                response.status_code,
                response.headers.get("Retry-After"),
                time.monotonic() - start,
            )
    print("\nwhile PostgreSQL is down:", {k: (s, r, round(t * 1000)) for k, (s, r, t) in outage.items()})
    assert {k: (s, r) for k, (s, r, _t) in outage.items()} == {k: (503, "5") for k in outage}

    stack.pg.start()  # same port, same data
    start = time.monotonic()
    response = api.act("auctions", game, tokens[0], gold(2))
    while response.status_code == 503 and time.monotonic() - start < 60:  # as a client told Retry-After would
        assert response.headers.get("Retry-After")
        time.sleep(0.5)
        response = api.act("auctions", game, tokens[0], gold(2))
    first_after = time.monotonic() - start
    assert response.status_code == 200, response.text
    assert api.http.get(f"/auctions/{game}/", headers=seat).status_code == 200
    assert httpx.get(f"{server.base}/healthz", timeout=30).status_code == 200
    seqs = [entry["seq"] for entry in api.events("auctions", game, tokens[0])]
    assert seqs == list(range(1, response.json()["version"] + 1))  # nothing half-written during the outage
    print(
        f"first command after PostgreSQL returned: 200 in {first_after * 1000:.0f} ms; log {seqs[0]}..{seqs[-1]}"
        " gap-free"
    )


def test_after_postgresql_restarts_no_request_is_handed_a_connection_it_ended(stack):
    """Pools warmed (Django's to many connections, the sockets' to its 4), then PostgreSQL
    restarted: every request after it is back succeeds, the first too. Each connection the pools
    kept failed the one request it was next handed to: 16 of 40 commands answered 503 "the
    database cannot be reached", 11 of 13 socket handshakes 500, one read in 150 still 503 ten
    minutes later (red team)."""
    from concurrent.futures import ThreadPoolExecutor

    from tests.faults.conftest import Socket

    server = stack.server()
    api = Api(server)
    game, tokens, _host = auction_at_main_phase(api, stack.demo_token)
    seat = api.auth(seat=tokens[0])
    with ThreadPoolExecutor(16) as pool:  # many requests at once: the pool grows toward its 20
        warmed = list(pool.map(lambda _: api.http.get(f"/auctions/{game}/", headers=seat).status_code, range(96)))
    assert set(warmed) == {200}, warmed
    phone = Socket(server, "auction", game, tokens[0])
    try:
        for n in range(3):  # the sockets' pool opens with its connections
            result, _seconds = phone.act(gold(100 + n), f"warm{n}")
            assert result["ok"], result

        stack.pg.stop(signal.SIGINT)
        stack.pg.start()
        answers: dict[str, list] = {"read": [], "command": [], "socket command": [], "socket opened": []}
        for _n in range(30):
            answers["read"].append(api.http.get(f"/auctions/{game}/", headers=seat).status_code)
        for n in range(10):
            answers["command"].append(api.act("auctions", game, tokens[0], gold(200 + n)).status_code)
        for n in range(10):
            result, _seconds = phone.act(gold(300 + n), f"after{n}")
            answers["socket command"].append(result.get("status", 200) if not result["ok"] else 200)
        for _n in range(6):
            opened = Socket(server, "auction", game, tokens[1])
            opened.wait_for(lambda s: s.of_type("hello") or s.closed)
            answers["socket opened"].append("hello" if opened.of_type("hello") else repr(opened.closed))
            opened.close()
    finally:
        phone.close()
    print("\nafter PostgreSQL restarted:", {name: sorted(set(map(str, seen))) for name, seen in answers.items()})
    assert answers == {
        "read": [200] * 30,
        "command": [200] * 10,
        "socket command": [200] * 10,
        "socket opened": ["hello"] * 6,
    }


def test_a_socket_opened_while_postgresql_is_down_is_told_so(stack):
    """The handshake was a 500 (the game's read raised), with a traceback in the log, where a
    request is answered 503 (red team)."""
    from tests.faults.conftest import assert_socket_opens, assert_socket_told_unavailable

    server = stack.server(env=stack.env(DB_POOL_TIMEOUT="2"))
    api = Api(server)
    game, tokens, _host = auction_at_main_phase(api, stack.demo_token)
    stack.pg.stop(signal.SIGINT)
    for _attempt in range(2):  # the pool's connection the server ended, then a refused connect
        assert_socket_told_unavailable(server, game, tokens[0], "database")
    stack.pg.start()
    assert_socket_opens(server, game, tokens[0])


def _postgres_processes(stack) -> list[int]:
    import subprocess

    postmaster = int((stack.pg.datadir / "postmaster.pid").read_text().split()[0])
    children = subprocess.run(["pgrep", "-P", str(postmaster)], capture_output=True, text=True).stdout.split()
    return [postmaster, *map(int, children)]


def test_while_postgresql_is_frozen_healthz_says_so_in_bounded_time(stack):
    """PostgreSQL holding its connections and answering nothing (SIGSTOP, as a paused machine):
    /healthz gave no answer at all, so a balancer's check could only time out (red team)."""
    import os

    server = stack.server()
    assert httpx.get(f"{server.base}/healthz", timeout=30).status_code == 200
    frozen = _postgres_processes(stack)
    for pid in frozen:
        os.kill(pid, signal.SIGSTOP)
    try:
        start = time.monotonic()
        answer = httpx.get(f"{server.base}/healthz", timeout=30)
        seconds = time.monotonic() - start
    finally:
        for pid in frozen:
            os.kill(pid, signal.SIGCONT)
    print(f"\n/healthz with PostgreSQL frozen: {answer.status_code} {answer.json()} in {seconds:.1f} s")
    assert answer.status_code == 503 and answer.json()["database"] == "down: no answer in 3 s", answer.json()
    assert answer.json()["channel_layer"] == answer.json()["broker"] == "ok"
    assert seconds < 10
    assert httpx.get(f"{server.base}/healthz", timeout=30).status_code == 200  # thawed: its pool serves again


def test_while_postgresql_is_frozen_requests_and_socket_commands_are_answered_503_in_bounded_time(stack):
    """PostgreSQL frozen under traffic: every request and socket command is answered 503 (or the
    socket's `unavailable`) within the statement deadline, where each that met it waited until it
    thawed and held a pooled connection meanwhile (red team); a command cut mid-way, retried with
    its Idempotency-Key once PostgreSQL is back, is applied once."""
    import os
    from concurrent.futures import ThreadPoolExecutor

    from tests.faults.conftest import Socket

    server = stack.server(env=stack.env(DB_ANSWER_TIMEOUT="2", DB_POOL_TIMEOUT="2"))
    api = Api(server, timeout=20)  # past the deadline and the pool's wait with room to spare
    game, tokens, _host = auction_at_main_phase(api, stack.demo_token)
    seat = api.auth(seat=tokens[0])
    phone = Socket(server, "auction", game, tokens[1])
    try:
        result, _seconds = phone.act(gold(1), "warm")  # the sockets' pool opens with its connections
        assert result["ok"], result

        said: set[str] = set()

        def answer(call):
            start = time.monotonic()
            try:
                response = call()
            except httpx.TimeoutException:
                return ("no answer in 20 s", None, 20.0)
            said.add(response.json().get("message"))
            return (response.status_code, response.headers.get("Retry-After"), time.monotonic() - start)

        calls = {
            **{
                f"command {n}": (lambda n=n: api.act("auctions", game, tokens[0], gold(10 + n), key=f"k{n}"))
                for n in range(8)
            },
            **{f"read {n}": (lambda: api.http.get(f"/auctions/{game}/", headers=seat)) for n in range(8)},
        }
        frozen = _postgres_processes(stack)
        for pid in frozen:
            os.kill(pid, signal.SIGSTOP)
        try:
            with ThreadPoolExecutor(len(calls)) as pool:
                answers = dict(zip(calls, pool.map(answer, calls.values()), strict=True))
            socket_result, socket_seconds = phone.act(gold(2), "frozen", seconds=20, key="s2")
        finally:
            for pid in frozen:
                os.kill(pid, signal.SIGCONT)
        print("\nwhile PostgreSQL is frozen:", {k: (s, r, round(t, 1)) for k, (s, r, t) in answers.items()})
        print(f"socket command: {socket_result} in {socket_seconds:.1f} s")
        assert {k: (s, r) for k, (s, r, _t) in answers.items()} == {k: (503, "5") for k in answers}
        assert max(t for _s, _r, t in answers.values()) < 15
        # a request that met the frozen server may have been done, and is told so; one that waited
        # for a connection of the pool sent nothing
        assert DATABASE_SILENT in said and said <= {DATABASE_SILENT, DATABASE_UNREACHABLE}, said
        assert not socket_result["ok"] and socket_result["code"] == "unavailable", socket_result
        assert socket_result["message"] == DATABASE_SILENT  # it may have been done: said so
        assert socket_seconds < 15

        for n in range(8):  # as a client told Retry-After would: the same keys
            retried = api.act("auctions", game, tokens[0], gold(10 + n), key=f"k{n}")
            assert retried.status_code == 200, retried.text
        assert phone.act(gold(2), "frozen again", key="s2")[0]["ok"]
        assert phone.act(gold(3), "thawed")[0]["ok"]
    finally:
        phone.close()
    entries = api.events("auctions", game, tokens[0])
    assert [e["seq"] for e in entries] == list(range(1, len(entries) + 1))
    adjusted = [e for e in entries if e["action"] == "adjust_gold"]
    assert len(adjusted) == 11  # the socket's three, the 8 commands each once, none twice
    mine = [e["payload"]["reason"] for e in adjusted if e["seat"] == 0]  # a seat reads its own payloads
    assert sorted(mine) == sorted(gold(n)["reason"] for n in range(10, 18))

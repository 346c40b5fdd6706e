"""The web server killed with SIGKILL under a stream of actions: every action answered 200 is in
the log after the restart; nothing answered with a refusal is; the only logged actions without
an answer are the few in flight at the kill, and retrying those with their Idempotency-Key
applies each exactly once."""

import signal
import threading

import httpx

from tests.faults import harness
from tests.faults.conftest import Api, auction_at_main_phase

CLIENTS = 4
ACCEPTED_BEFORE_THE_KILL = 20


def test_every_action_answered_200_survives_a_sigkill_of_the_web_server(stack):
    env = stack.env()
    server = stack.server(workers=2, env=env)
    api = Api(server)
    game, tokens, _host = auction_at_main_phase(api, stack.demo_token)
    records: dict[str, object] = {}  # Idempotency-Key -> status code, or "no answer"
    bodies: dict[str, dict] = {}
    lock, stop = threading.Lock(), threading.Event()

    def client(number: int) -> None:
        token = tokens[number % 2]
        with httpx.Client(base_url=server.base + "/api/v1", timeout=60) as http:  # only the kill unanswers
            n = 0
            while not stop.is_set():
                key = f"c{number}-{n}"
                body = {"type": "adjust_gold", "seat": number % 2, "delta": 1, "reason": key}
                with lock:
                    bodies[key] = body
                try:
                    response = http.post(
                        f"/auctions/{game}/actions/",
                        json=body,
                        headers={"Authorization": f"Seat {token}", "Idempotency-Key": key},
                    )
                    outcome: object = response.status_code
                except httpx.HTTPError:
                    outcome = "no answer"
                with lock:
                    records[key] = outcome
                if outcome == "no answer":
                    return
                n += 1

    threads = [threading.Thread(target=client, args=(n,)) for n in range(CLIENTS)]
    for thread in threads:
        thread.start()
    # killed mid-stream, however fast the machine runs it: a count of answers, the wait bounds a hang
    harness.wait_until(
        lambda: sum(1 for v in list(records.values()) if v == 200) >= ACCEPTED_BEFORE_THE_KILL,
        90,
        0.01,
        what="a stream of accepted actions",
    )
    server.kill(signal.SIGKILL)
    for thread in threads:
        thread.join(60)
    stop.set()
    assert not any(thread.is_alive() for thread in threads)

    with stack.pg.connect() as conn:
        logged_rows = conn.execute(
            "SELECT seq, idempotency_key FROM tabletop_action WHERE game_id = %s ORDER BY seq", [game]
        ).fetchall()
    seqs = [seq for seq, _key in logged_rows]
    assert seqs == list(range(1, len(seqs) + 1))  # gap-free
    logged = {key for _seq, key in logged_rows if key}
    accepted = {k for k, v in records.items() if v == 200}
    refused = {k for k, v in records.items() if v not in (200, "no answer")}
    unanswered = {k for k, v in records.items() if v == "no answer"} | (set(bodies) - set(records))
    assert accepted <= logged, f"answered 200 but lost: {sorted(accepted - logged)}"
    assert not (refused & logged), f"refused but logged: {sorted(refused & logged)}"
    assert logged <= accepted | unanswered
    assert len(unanswered) <= CLIENTS

    restarted = stack.server(workers=2, env=env, name="web-restarted")
    api = Api(restarted)
    replayed = 0
    for key in sorted(unanswered):  # the phone retries what it never heard back about
        seat = bodies[key]["seat"]
        response = api.act("auctions", game, tokens[seat], bodies[key], key=key)
        assert response.status_code == 200, response.text
        replayed += response.headers.get("Idempotent-Replayed") == "true"
        assert (response.headers.get("Idempotent-Replayed") == "true") == (key in logged)
    with stack.pg.connect() as conn:
        keys = [
            k
            for (k,) in conn.execute(
                "SELECT idempotency_key FROM tabletop_action WHERE game_id = %s AND idempotency_key IS NOT NULL", [game]
            ).fetchall()
        ]
    assert len(keys) == len(set(keys)) == len(accepted | unanswered)
    print(
        f"\nSIGKILL under {CLIENTS} clients: {len(accepted)} answered 200, all {len(accepted)} in the log; "
        f"{len(refused)} refused, none logged; {len(unanswered)} in flight without an answer, "
        f"{len(logged & unanswered)} of them committed; their retries: {replayed} replayed, "
        f"{len(unanswered) - replayed} applied once"
    )

"""200 phones on 4 Auction Magic tables, through the real HTTP stack (uvicorn, 2 workers,
PostgreSQL): in each round every phone bids the same amount at once with expected_version set to
the version just read; the phones of the seats whose turn it is not are bidding out of turn, and
one phone in five sends no expected_version at all. Every bid carries an Idempotency-Key; a phone
retries a dropped connection, and a 503, with the same key (as a phone on a bad network does:
uvicorn closes idle keep-alive connections after 5 s, and a request racing that close is lost).

The promises: no 5xx and no transport error; every request answered within a bound (no deadlock);
exactly one phone wins each contested version step; the log gap-free (Action seq 1..version); the
engine's invariants intact after."""

import statistics
import threading
import time
from collections import Counter, defaultdict

import httpx
import pytest

from tests.reliability.conftest import TLS

pytestmark = pytest.mark.services("postgres", "redis")

CLIENTS = 200
TABLES = 4
SEATS = 4
ROUNDS = 2
RETRIES = 20
ANSWER_BOUND_SECONDS = 30.0
REFUSALS = {"stale_version", "not_your_turn", "bid_too_low"}


@pytest.fixture(scope="module")
def load_run(live):
    """Runs the load once; the tests below check what it saw."""
    tables = [live.new_game("auction", [f"P{n}" for n in range(SEATS)], {"starting_gold": 1000}) for _ in range(TABLES)]
    for table in tables:
        table.begin_auction_step()
        _, state, version = live.state(table.id)
        assert state.phase == "auction" and state.auction is not None and version == 1
    # phone i plays seat (i // TABLES) % SEATS of table i % TABLES: 12 or 13 phones per seat
    phones = [(tables[i % TABLES], (i // TABLES) % SEATS, i % 5 == 4) for i in range(CLIENTS)]
    start = threading.Barrier(CLIENTS + 1)
    done = threading.Barrier(CLIENTS + 1)
    targets: dict[int, tuple[int, int]] = {}  # table id -> (version, amount) for this round
    results: list[list] = [[] for _ in range(CLIENTS)]
    first_tries = Counter()  # every status seen, retried ones included (0: a dropped connection)
    lock = threading.Lock()

    def phone(index: int):
        table, seat, no_version = phones[index]
        with httpx.Client(
            base_url=live.api,
            headers={"Authorization": table.seat(seat)},
            timeout=ANSWER_BOUND_SECONDS * 2,
            verify=TLS,
        ) as client:
            for round_number in range(ROUNDS):
                start.wait()
                version, amount = targets[table.id]
                body = {"type": "bid", "amount": amount}
                if not no_version:
                    body["expected_version"] = version
                key = {"Idempotency-Key": f"phone-{index}-round-{round_number}"}
                began = time.monotonic()
                for _attempt in range(RETRIES + 1):
                    try:
                        response = client.post(f"{table.path}actions/", json=body, headers=key)
                        status, answer = response.status_code, response.json()
                    except httpx.TransportError as error:
                        status, answer = 0, {"error": repr(error)}
                    with lock:
                        first_tries[status] += 1
                    if status not in (0, 503):
                        break
                    time.sleep(0.2 + index % 10 * 0.05)  # Retry-After says 5 s; a phone in a hurry
                results[index].append(
                    (
                        round_number,
                        table.id,
                        seat,
                        status,
                        answer,
                        response.headers.get("Idempotent-Replayed") == "true" if status else False,
                        time.monotonic() - began,
                    )
                )
                done.wait()

    threads = [threading.Thread(target=phone, args=(i,), daemon=True) for i in range(CLIENTS)]
    for thread in threads:
        thread.start()
    began = time.monotonic()
    expected_winner, round_seconds = {}, []
    hung = False
    for round_number in range(ROUNDS):
        for table in tables:
            _, state, version = live.state(table.id)
            targets[table.id] = (version, state.auction.high_bid + 1)
            expected_winner[(round_number, table.id)] = state.auction.bidders[state.auction.next_index]
        round_began = time.monotonic()
        try:
            start.wait(timeout=120)
            done.wait(timeout=ANSWER_BOUND_SECONDS * 3)
        except threading.BrokenBarrierError:
            hung = True
            break
        round_seconds.append(time.monotonic() - round_began)
    elapsed = time.monotonic() - began
    for thread in threads:
        thread.join(timeout=5)
    answers = [row for rows in results for row in rows]
    latencies = sorted(row[6] for row in answers) or [0.0]
    rounds = [round(s, 1) for s in round_seconds]
    summary = (
        f"{CLIENTS} clients x {ROUNDS} rounds on {TABLES} tables: {len(answers)} commands, "
        f"{sum(first_tries.values())} requests in {elapsed:.1f}s (rounds {rounds}), "
        f"every status seen {dict(first_tries)}, final {dict(Counter(r[3] for r in answers))}, "
        f"latency p50 {statistics.median(latencies) * 1000:.0f} ms, "
        f"p99 {latencies[int(len(latencies) * 0.99)] * 1000:.0f} ms, max {latencies[-1] * 1000:.0f} ms"
    )
    print("\n" + summary)
    return {
        "tables": tables,
        "answers": answers,
        "seen": first_tries,
        "hung": hung,
        "expected_winner": expected_winner,
        "latencies": latencies,
        "summary": summary,
    }


def test_every_phone_is_answered_within_the_bound(load_run):
    assert not load_run["hung"], "a phone did not get its answer in time (deadlock or a hung request)"
    assert len(load_run["answers"]) == CLIENTS * ROUNDS
    assert load_run["latencies"][-1] < ANSWER_BOUND_SECONDS


def test_no_request_gets_a_5xx_or_a_dropped_connection(load_run):
    seen = load_run["seen"]
    assert not [status for status in seen if status >= 500 or status == 0], load_run["summary"]


def test_exactly_one_phone_wins_each_contested_step_and_the_log_is_gap_free(live, load_run):
    winners = defaultdict(set)
    for round_number, table_id, seat, status, answer, _replayed, _ in load_run["answers"]:
        if status == 200:
            winners[(round_number, table_id)].add((seat, answer["version"]))
        else:
            assert status == 409 and answer["code"] in REFUSALS, (status, answer)
    winning_phones = Counter((r[0], r[1]) for r in load_run["answers"] if r[3] == 200)
    for round_number in range(ROUNDS):
        for table in load_run["tables"]:
            assert winning_phones[(round_number, table.id)] == 1, (round_number, table.id)
            ((seat, version),) = winners[(round_number, table.id)]
            assert seat == load_run["expected_winner"][(round_number, table.id)] and version == round_number + 2
    for table in load_run["tables"]:
        engine, state, version = live.state(table.id)
        assert version == ROUNDS + 1  # the upkeep's end, then one bid a round
        assert live.seqs(table.id) == list(range(1, version + 1))  # gap-free, one action per version
        assert engine.invariant_problems(state) == []
        assert state.auction.high_bid == ROUNDS

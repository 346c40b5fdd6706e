"""The table's own steps (a saga's deals) run on Celery workers: a worker killed in the middle
of a deal leaves the job to run again, and the deal happens exactly once."""

import signal
import time

import pytest

from tests.faults import harness
from tests.faults.conftest import Api, Saga, Socket

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
DEALS = ("deal_boosters", "deal_market", "deal_theme", "deal_learning_booster", "deal_fair")


def waiting_on_a_lock(stack) -> int:
    with stack.pg.connect() as conn:
        return conn.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = 'treasury' AND wait_event_type = 'Lock'"
        ).fetchone()[0]


def test_a_worker_killed_while_dealing_leaves_the_deal_to_run_again_and_it_deals_once(stack):
    server = stack.server()
    api = Api(server)
    first = stack.worker()
    saga = Saga(api, stack.demo_token)
    doc, seat, payload = saga.play_until_next_action_leads_to("deal_boosters")
    first.kill(signal.SIGTERM)  # a clean stop: from now on no worker takes the deal

    response = api.act("sagas", saga.id, saga.tokens[seat], payload)
    assert response.status_code == 200, response.text
    version = response.json()["version"]
    assert Saga.pending(saga.export()) == "deal_boosters"

    # Hold the game row: the next worker takes the job and blocks inside it, on the row lock
    with stack.pg.connect(autocommit=False) as blocker:
        blocker.execute("SELECT id FROM tabletop_game WHERE id = %s FOR UPDATE", [saga.id])
        doomed = stack.worker()
        harness.wait_until(lambda: waiting_on_a_lock(stack) >= 1, 60, 0.05, what="the worker inside the deal")
        assert "apply_table_step" in doomed.output() and "received" in doomed.output()
        doomed.kill(signal.SIGKILL)  # mid-task: the job was taken, not acknowledged
        killed_at = time.monotonic()
        blocker.rollback()
    time.sleep(0.5)
    assert saga.export()["version"] == version  # the killed worker's transaction rolled back

    # kombu's Redis transport restores an unacknowledged job when a worker starts (and otherwise
    # only every unacked_restore_interval x unacked_restore_throttle = 10 x 10 s), once it is older
    # than the visibility timeout (5 s here): the new worker comes up after that, as a restarted
    # worker would.
    time.sleep(max(0.0, 5.5 - (time.monotonic() - killed_at)))
    stack.worker()
    harness.wait_until(
        lambda: saga.export()["version"] >= version + 2, 60, 0.1, what="the deal run again by a new worker"
    )
    redelivered_after = time.monotonic() - killed_at
    time.sleep(1.0)  # room for a duplicate delivery to show itself
    doc = saga.export()
    deals = [(a["seq"], a["type"], a["seat"]) for a in doc["actions"] if a["type"] in DEALS]
    assert deals == [(version + 1, "deal_boosters", None), (version + 2, "deal_market", None)], deals
    assert doc["version"] == version + 2 == len(doc["actions"])
    assert [a["seq"] for a in doc["actions"]] == list(range(1, doc["version"] + 1))

    from saga.rules import ENGINE

    state = Saga.state(doc)
    assert ENGINE.invariant_problems(state) == []
    assert state.step == "winter_insurance" or state.waiting_on, state.step
    imported = api.http.post("/sagas/import/", json=doc)  # the server replays the log: it must match
    assert imported.status_code == 201, imported.text
    print(
        f"\nworker SIGKILLed inside deal_boosters at version {version}; the job ran again on a new worker "
        f"{redelivered_after:.1f} s later (visibility timeout 5 s); deals in the log: {deals}"
    )


def test_a_deal_due_while_redis_is_down_is_dealt_once_redis_returns(stack):
    server = stack.server()
    api = Api(server)
    stack.worker()
    saga = Saga(api, stack.demo_token)
    doc, seat, payload = saga.play_until_next_action_leads_to("deal_boosters")
    phone = Socket(server, "saga", saga.id, saga.tokens[seat])  # REST answers 500 without Redis (throttles)
    phone.wait_for(lambda s: s.of_type("hello"))

    stack.redis.stop()
    result, seconds = phone.act(payload, "deciding")
    assert result["ok"], result
    version = result["version"]
    print(f"\nthe command whose deal could not be enqueued took {seconds * 1000:.0f} ms on the socket")
    # the job is sent after the answer: Redis comes back once the server has given it up (on a busy
    # machine, back before then, the send succeeded and nothing was left to sweep)
    harness.wait_until(lambda: "the sweeper will resend it" in server.output(), 60, 0.1, what="the lost job")
    stack.redis.start()
    # The enqueue was lost with Redis; beat's sweeper sends the pending step again (run here as
    # beat would run it, with no minute to wait).
    swept = harness.manage(
        stack.env(TABLE_STEP_RETRY_SECONDS="0"),
        "shell",
        "-c",
        "from tabletop.core.tasks import reschedule_stuck_table_steps as s; print(s())",
    )
    assert swept.returncode == 0 and swept.stdout.strip().endswith("1"), swept.stdout + swept.stderr
    try:
        harness.wait_until(lambda: saga.export()["version"] > version, 60, 0.2, what="the deal after Redis returned")
    finally:
        phone.close()
    deals = [a["type"] for a in saga.export()["actions"] if a["type"] in DEALS]
    assert deals.count("deal_boosters") == 1


def test_a_deal_whose_job_meets_postgresql_down_is_dealt_by_its_retry_once_it_returns(stack):
    """No beat runs here: only the job's own retry can deal. A database error was not among the
    errors it retried (only the built-in ConnectionError), so the deal waited for beat's sweep of
    stuck steps, a minute later (red team: 52 s after PostgreSQL returned)."""
    server = stack.server()
    api = Api(server)
    first = stack.worker()
    saga = Saga(api, stack.demo_token)
    doc, seat, payload = saga.play_until_next_action_leads_to("deal_boosters")
    first.kill(signal.SIGTERM)  # the deal's job waits in the broker for the next worker
    response = api.act("sagas", saga.id, saga.tokens[seat], payload)
    assert response.status_code == 200, response.text
    version = response.json()["version"]

    stack.pg.stop(signal.SIGINT)
    worker = stack.worker(env=stack.env(DB_POOL_TIMEOUT="2"))
    harness.wait_until(lambda: "Retry in" in worker.output(), 60, 0.1, what="the deal's job failing and retrying")
    stack.pg.start()
    returned = time.monotonic()
    harness.wait_until(lambda: saga.export()["version"] >= version + 2, 60, 0.2, what="the deal by the job's retry")
    dealt_after = time.monotonic() - returned
    deals = [a["type"] for a in saga.export()["actions"] if a["type"] in DEALS]
    assert deals.count("deal_boosters") == 1, deals
    print(f"\nthe deal's job failed while PostgreSQL was down; dealt {dealt_after:.1f} s after it returned")

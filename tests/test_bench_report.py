"""make bench's judgement of its figures (bench/report.py): the bid p50 target is set against the
raw transaction measured at the same pace as the bids, and the back-to-back ratio stays reported."""

import pytest

from bench.floor import paced_gaps
from bench.report import build_report


def _report(bid_p50: float) -> dict:
    floor = {"pg_txn_1conn": {"p50": 0.45, "p99": 0.64}, "pg_txn_1conn_paced": {"p50": 1.4, "p99": 1.9}}
    load50 = {"tables": 50, "errors": 0, "bid_latency": {"p50": bid_p50, "p99": 6.0},
              "fanout_from_commit": {"p50": 2.0, "p99": 5.0}}
    return build_report({}, {}, floor, {"table_load": [load50]})


def _target(report: dict) -> dict:
    [found] = [t for t in report["targets"] if t["target"].startswith("50x4 table load: bid p50")]
    return found


@pytest.mark.parametrize(("bid_p50", "passes"), [(4.2, True), (4.21, False)])
def test_the_bid_p50_target_is_three_times_the_raw_transaction_at_the_same_pace(bid_p50, passes):
    target = _target(_report(bid_p50))
    assert target["limit"] == "<= 4.2" and target["pass"] is passes


def test_the_ratio_to_the_back_to_back_transaction_is_still_reported():
    ratios = {r["floor"]: r["ratio"] for r in _report(3.15)["ratios"] if r["what"] == "50x4 table load: bid p50"}
    assert ratios["raw psycopg txn, 1 conn, back to back, p50"] == 7.0
    assert ratios["raw psycopg txn, 1 conn, same pace, p50"] == 2.2


def test_the_pace_is_the_idle_time_between_two_actions_of_the_table_load():
    low, high = paced_gaps((1.0, 3.0), 50)  # 50 tables acting every 2 s on average: one action every 40 ms
    assert (round(low, 3), round(high, 3)) == (0.02, 0.06)

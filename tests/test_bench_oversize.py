"""make bench reports what refusing the largest texts costs the server (bench/oversize.py), as a
ratio to a small cube upload. Red team: one anonymous 19 MB upload holding a single card name took
30-57 s of server time to answer 422 (other phones' reads waited 11-13 s); the ratio keeps that
cost in every run's report."""

from bench.report import build_report


def _report(oversize: dict | None) -> dict:
    product = {} if oversize is None else {"oversize": oversize}
    return build_report({}, {}, {}, product)


def test_the_worst_oversize_refusal_is_reported_as_a_ratio_to_a_small_upload():
    """Red team: a 19 MB card name took 30-57 s of server time to refuse; each run reports the worst
    refusal's server CPU against a small upload's, so that such a cost shows."""
    oversize = {
        "small_upload": {"status": [201], "cpu_ms": 40.0, "wall_ms": 55.0},
        "refusals": {"cube text list, one 19 MB name": {"status": [422], "cpu_ms": 180.0, "wall_ms": 300.0}},
        "worst": {"what": "cube text list, one 19 MB name", "status": [422], "cpu_ms": 180.0, "wall_ms": 300.0},
        "worst_to_small": 4.5,
    }
    [found] = [r for r in _report(oversize)["ratios"] if r["what"].startswith("worst oversize refusal")]
    assert "cube text list, one 19 MB name" in found["what"]
    assert (found["ours"], found["floor_value"], found["ratio"]) == (180.0, 40.0, 4.5)


def test_a_run_without_the_oversize_part_reports_no_such_ratio():
    """Red team: as above; a report made without the part (an older run's figures) names no ratio it lacks."""
    assert not [r for r in _report(None)["ratios"] if r["what"].startswith("worst oversize refusal")]

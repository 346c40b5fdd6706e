"""One web node of two killed behind HAProxy (bench.nodes, issue 36.3), small: its phones reconnect
through the balancer to the live node, and the action log keeps every acknowledged action once.
Only what must hold is asserted, never a time: how long the reconnect took is `make bench`'s."""

from __future__ import annotations

import os
import shutil
from urllib.parse import urlsplit, urlunsplit

import pytest

from bench import nodes, servers

pytestmark = [pytest.mark.slow, pytest.mark.services("postgres", "redis", "celery")]


@pytest.fixture
def kill_result(tmp_path):
    if not (shutil.which("haproxy") or os.path.exists("/usr/sbin/haproxy")) or not shutil.which("redis-server"):
        pytest.skip("needs haproxy and redis-server (make browser-deps installs haproxy as root)")
    parts = urlsplit(os.environ["DATABASE_URL"])
    database_url = urlunsplit(parts._replace(path=f"{parts.path}_nodes"))
    env = servers.service_env(database_url, os.environ["REDIS_URL"])
    servers.ensure_database(database_url)
    servers.manage(env, "migrate", "--noinput", log_path=tmp_path / "setup.log")
    servers.manage(env, "load_demo", log_path=tmp_path / "setup.log")
    plan = nodes.Plan(quick=True)
    plan.kill_kinds = nodes.mix(4, saga=1)  # 3 auctions, a battler and a saga
    plan.kill_before, plan.kill_after = 4.0, 6.0
    return nodes.measure(plan, database_url, env, tmp_path, scaling=False, kill_nodes=2)["kill"]


def test_a_killed_node_loses_no_acknowledged_action_and_applies_none_twice(kill_result):
    """Every socket of the killed node comes back through the balancer on the live node, the tables
    play on, an action sent again is answered, every acknowledged action is in the log under its
    key and seq, no action is in it twice or unsent, every page is at its game's version, and no
    table step (the saga's market, sent to the two workers three times) is dealt twice."""
    kill = kill_result
    assert kill["sockets_on_killed_node"] > 0, kill
    assert kill["reconnected"] == kill["sockets_on_killed_node"], kill
    assert kill["reconnected_to"] == ["node2"], kill
    assert kill["acknowledged"] > kill["acknowledged_before_kill"], kill
    assert kill["refused"] == 0, kill  # an action sent again after the drop is answered, not refused
    assert kill["acknowledged_missing"] == 0, kill
    assert kill["keys_twice"] == 0 and kill["player_actions_not_sent"] == 0, kill
    assert kill["pages_off_version"] == 0, kill
    assert kill["tables_stuck"] == [], kill
    assert kill["saga_table_steps_in_log"] > 0 and kill["table_steps_twice"] == 0, kill
    assert kill["correct"], kill

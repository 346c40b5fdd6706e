"""Two deployments on one Redis server, each with its own database number. Redis pub/sub ignores
database numbers, and both deployments number their games from 1. Neither deployment's sockets
may see the other's pushes, and neither's hot path may decide a bid from the other's game: each
game replays from its own export. With databases of different names the deployments' channel
names differ; with databases of the same name (on two PostgreSQL servers) they are the same,
and each push's origin keeps the games apart."""

import shutil

import pytest

from tests.faults import harness
from tests.faults.conftest import Api, Socket, auction_at_main_phase
from tests.faults.harness import PrivatePostgres

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def _gold(reason: str) -> dict:
    return {"type": "adjust_gold", "seat": 0, "delta": 1, "reason": reason}


def _reasons(socket: Socket) -> set[str]:
    return {event.get("reason") for m in socket.of_type("action") for event in m["events"]} - {None}


def _second_database(stack, pg_template, same_name: bool) -> tuple[str, PrivatePostgres | None]:
    """Deployment B's database: a copy of A's template, named apart in A's server, or named
    alike in a PostgreSQL server of its own."""
    if not same_name:
        with stack.pg.connect("postgres") as conn:
            conn.execute("CREATE DATABASE treasury_b TEMPLATE treasury")
        return stack.pg.url("treasury_b"), None
    datadir = stack.tmp / "pgdata-b"
    shutil.copytree(pg_template.datadir, datadir, symlinks=True)
    harness.chown_tree(datadir, harness.pg_user())
    datadir.chmod(0o700)
    other = PrivatePostgres(datadir)
    other.start()
    return other.url("treasury"), other


@pytest.mark.parametrize("database_names", ["different", "the same"])
def test_two_deployments_on_one_redis_never_see_or_apply_each_others_pushes(stack, pg_template, database_names):
    b_database, other_pg = _second_database(stack, pg_template, database_names == "the same")
    redis = stack.redis.url.rsplit("/", 1)[0]
    try:
        a = stack.server(env=harness.service_env(stack.pg.url(), f"{redis}/1"), name="deployment-a")
        b = stack.server(env=harness.service_env(b_database, f"{redis}/2"), name="deployment-b")
        api_a, api_b = Api(a), Api(b)
        game, tokens_a, host_a = auction_at_main_phase(api_a, stack.demo_token)
        game_b, tokens_b, _host_b = auction_at_main_phase(api_b, stack.demo_token)
        assert game == game_b  # the same id in both: what makes their pushes collide
        ann_a, bob_a = Socket(a, "auction", game, tokens_a[0]), Socket(a, "auction", game, tokens_a[1])
        ann_b, bob_b = Socket(b, "auction", game, tokens_b[0]), Socket(b, "auction", game, tokens_b[1])
        for phone in (ann_a, bob_a, ann_b, bob_b):
            phone.wait_for(lambda s: s.of_type("hello"))

        # Both at the same version, each known to its server's hot path from its own socket bid
        for phone, reason in ((ann_a, "A, on the socket"), (ann_b, "B, on the socket")):
            result, _ = phone.act(_gold(reason), "first")
            assert result["ok"], result
        version = result["version"]
        # B acts: its push, of version + 1, is on the shared Redis
        assert api_b.act("auctions", game, tokens_b[1], _gold("B only")).status_code == 200
        bob_b.wait_for(lambda s: "B only" in _reasons(s))
        # A acknowledges an action of its own over REST, at that same version + 1
        acknowledged = api_a.act("auctions", game, tokens_a[1], _gold("A, acknowledged"))
        assert acknowledged.status_code == 200 and acknowledged.json()["version"] == version + 1
        ann_a.wait_for(lambda s: "A, acknowledged" in _reasons(s))
        # and A's next socket bid is decided from A's game, not from what B pushed
        result, _ = ann_a.act(_gold("A, on the socket again"), "second")
        assert result["ok"] and result["version"] == version + 2, result
        bob_a.wait_for(lambda s: "A, on the socket again" in _reasons(s))
        assert api_b.act("auctions", game, tokens_b[1], _gold("B again")).status_code == 200
        ann_b.wait_for(lambda s: "B again" in _reasons(s))
        bob_a.send({"type": "ping"})
        bob_a.wait_for(lambda s: s.of_type("pong"))

        exported = api_a.http.get(f"/auctions/{game}/export/", headers=api_a.auth(seat=host_a)).json()
        reasons = [a["payload"].get("reason") for a in exported["actions"] if a["type"] == "adjust_gold"]
        assert reasons == ["A, on the socket", "A, acknowledged", "A, on the socket again"]
        imported = api_a.http.post("/auctions/import/", json=exported)  # replays the log: it must match
        assert imported.status_code == 201, imported.text
        for phone in (ann_a, bob_a):
            assert not {r for r in _reasons(phone) if r.startswith("B")}, _reasons(phone)
            assert sorted(phone.pushed_seqs()) == list(range(version, version + 3)), phone.pushed_seqs()
        for phone in (ann_b, bob_b):
            assert not {r for r in _reasons(phone) if r.startswith("A")}, _reasons(phone)
        for phone in (ann_a, bob_a, ann_b, bob_b):
            phone.close()
    finally:
        if other_pg is not None:
            other_pg.stop()

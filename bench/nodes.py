"""`python -m bench.nodes [--quick]`: the product on many web nodes behind a load balancer, and one
node killed (issue 36.3), with the per-action costs of the capacity model (36.4).

The cluster: N web nodes (`uvicorn bench.statements:application`, one process each: a node is a
process), Debian's HAProxy in front of them (round robin, health checks every 0.5 s, a request to
a dead node dispatched again), two Celery workers and beat, PostgreSQL, and a Redis server of the
bench's own (`redis-server` on a free port, nothing saved) so that its INFO commandstats count
only this run's messages. Phones reach the nodes only through HAProxy: the 4 sockets of a table
land on different nodes, so a push crosses nodes through Redis.

1. **Scaling** (N = 1, 2, 3): auction and battler tables (3 to 1) play with no think time, one
   action at a time per table, at 2, 4, 8... tables until two steps in a row are not held (held:
   the answer and the fan-out p99 both <= 100 ms); per N the actions/s held, answer and fan-out
   (send -> the table's last push) p50/p99, and the CPU per action of each node, of PostgreSQL's
   backends, of the workers and of the load generator (from /proc/<pid>/schedstat). Per step and
   action: SQL statements (the nodes' psycopg cursors, bench.statements), PostgreSQL's commits
   and rows written (pg_stat_database), the growth of the tables on disk and the log rows' bytes,
   Redis commands by name (INFO commandstats), bytes of socket frames to the acting phone and to
   each other phone.
2. **Node kill** (3 nodes): 50 tables live (auction, battler, saga), each phone thinking
   0.2-0.6 s; one node gets SIGKILL. Its phones reconnect through HAProxy (the time from the drop
   to the new socket's hello), read their view, and send again any action left unanswered with
   the same idempotency key, as the pages do. Then, from the action log in PostgreSQL: every
   acknowledged action is there with its key and seq, no key is in the log twice, every phone's
   page is at its game's version, no table that had a move to make stopped; and every saga table
   step (a market dealt) was sent to the two workers three times (its own job and two more from the
   bench) and is in the log once.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import shutil
import signal
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import msgspec

from bench import formats, servers, statements
from bench.httpc import Connection, call
from bench.report import summarize

HOST = "127.0.0.1"
RESULTS = Path(__file__).resolve().parent / "results"
ANSWER_TIMEOUT = 15.0
PUSH_WAIT = 5.0
P99_LIMIT_MS = 100.0
# A table's format -> (its socket path, the API's collection, its demo cube, settings, seats).
TABLE_KINDS: dict[str, tuple[str, str, str, dict[str, Any] | None, int]] = {
    "auction": ("auction", "auctions", "Demo auction block", None, 4),
    "battler": ("battler", "battlers", "Demo battler cube", {"preset": "treasure"}, 4),
    "saga": ("saga", "sagas", "Demo saga cube", None, 2),
}
TABLE_STEP_JOB = "tabletop.tasks.apply_table_step"


def log(message: str) -> None:
    print(f"[nodes {time.strftime('%H:%M:%S')}] {message}", flush=True)


# -- the cluster ----------------------------------------------------------------------------------
def haproxy_config(port: int, nodes: dict[str, int]) -> str:
    servers_lines = "\n".join(f"    server {name} {HOST}:{node_port} check" for name, node_port in nodes.items())
    return f"""global
    maxconn 4000
defaults
    mode http
    timeout connect 2s
    timeout client 1h
    timeout server 1h
    timeout tunnel 1h
    retries 2
    option redispatch
frontend phones
    bind {HOST}:{port}
    default_backend nodes
backend nodes
    # the fewest connections: sockets live long, so each new one goes to the node holding fewest
    # (round robin spread a phone's view read and its socket over alternate nodes: its sockets
    # piled up on some nodes)
    balance leastconn
    option httpchk
    http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host {HOST}
    http-check expect status 200
    # a dead node refuses at once: down within about 1 s; a live one busy with a reconnect storm
    # gets 2 s to answer (at `inter`'s 0.5 s, both live nodes were marked down and every phone got 503)
    timeout check 2s
    default-server inter 500ms fall 2 rise 2
    # which node answered: the phones count their sockets per node
    http-response set-header X-Treasury-Node %s
{servers_lines}
"""


class Cluster:
    """N web nodes, HAProxy, two Celery workers and beat; `stop()` ends every process it started."""

    def __init__(self, nodes: int, env: dict[str, str], logs: Path, counts: Path):
        self.env, self.logs, self.counts = env, logs, counts
        self.processes: list[servers.Process] = []
        try:
            self._start_all(nodes, env, logs, counts)
        except BaseException:  # what started is stopped: nothing is left running
            self.stop()
            raise

    def _start_all(self, nodes: int, env: dict[str, str], logs: Path, counts: Path) -> None:
        served = formats.served_env(env, counts)
        self.node_ports = {f"node{i + 1}": servers.free_port() for i in range(nodes)}
        self.nodes = {
            name: self._start(servers.uvicorn(name, formats.SERVED_APP, port, served, logs / f"{name}.log", workers=1))
            for name, port in self.node_ports.items()
        }
        self.workers = [
            self._start(
                servers.Process(
                    f"worker{i}",
                    [
                        servers.bin_path("celery"),
                        "-A",
                        "config",
                        "worker",
                        "--loglevel=warning",
                        "--pool=solo",
                        "-n",
                        f"nodes{i}-{uuid.uuid4().hex[:6]}@%h",
                    ],
                    env,
                    logs / f"worker{i}.log",
                )
            )
            for i in (1, 2)
        ]
        self.beat = self._start(
            servers.Process(
                "beat",
                [
                    servers.bin_path("celery"),
                    "-A",
                    "config",
                    "beat",
                    "--loglevel=warning",
                    "--schedule",
                    str(logs / f"beat-schedule-{uuid.uuid4().hex[:6]}"),
                ],
                env,
                logs / "beat.log",
            )
        )
        for name, port in self.node_ports.items():
            servers.wait_http(f"http://{HOST}:{port}/healthz", self.nodes[name])
        self.port = servers.free_port()
        config = logs / f"haproxy-{nodes}.cfg"
        config.write_text(haproxy_config(self.port, self.node_ports))
        self.haproxy = self._start(
            servers.Process("haproxy", [haproxy_binary(), "-db", "-f", str(config)], env, logs / "haproxy.log")
        )
        servers.wait_http(f"http://{HOST}:{self.port}/healthz", self.haproxy)

    def _start(self, process: servers.Process) -> servers.Process:
        self.processes.append(process)
        return process

    def kill(self, name: str) -> None:
        os.killpg(self.nodes[name].pid, signal.SIGKILL)

    def stop(self) -> None:
        for process in reversed(self.processes):
            with contextlib.suppress(Exception):
                process.stop()


def haproxy_binary() -> str:
    found = shutil.which("haproxy") or ("/usr/sbin/haproxy" if Path("/usr/sbin/haproxy").exists() else None)
    if found is None:
        raise RuntimeError("HAProxy is missing: as root, apt-get install haproxy (make browser-deps does)")
    return found


class OwnRedis:
    """A Redis server of the run's own (no persistence), so its command counts are the run's."""

    def __init__(self, logs: Path):
        self.port = servers.free_port()
        self.process = servers.Process(
            "redis",
            ["redis-server", "--port", str(self.port), "--bind", HOST, "--save", "", "--appendonly", "no"],
            {**os.environ},
            logs / "redis.log",
        )
        self.url = f"redis://{HOST}:{self.port}/0"
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with contextlib.suppress(Exception):
                self.info()
                return
            time.sleep(0.1)
        raise RuntimeError(f"redis-server did not start: {self.process.tail()}")

    def info(self) -> dict[str, int]:
        """Calls per command so far (INFO commandstats)."""
        import redis

        client = redis.Redis.from_url(self.url)
        try:
            stats = client.info("commandstats")
        finally:
            client.close()
        return {name.removeprefix("cmdstat_"): value["calls"] for name, value in stats.items()}

    def stop(self) -> None:
        self.process.stop()


def connect_retrying(database_url: str):
    """A PostgreSQL connection, tried again for a while: a shared server may be full of other
    clients for a moment (`too many clients already`)."""
    import psycopg

    for attempt in range(9):
        try:
            return psycopg.connect(database_url, autocommit=True, connect_timeout=10)
        except psycopg.OperationalError:
            time.sleep(1 + attempt)
    return psycopg.connect(database_url, autocommit=True, connect_timeout=10)


def on_cpu_ns(pids: list[int]) -> int:
    total = 0
    for pid in pids:
        with contextlib.suppress(OSError, ValueError, IndexError):
            total += int(Path(f"/proc/{pid}/schedstat").read_text().split()[0])
    return total


class Meter:
    """What the cluster spent between two samples: CPU per node and part, statements, PostgreSQL's
    commits, rows and table sizes, Redis commands."""

    def __init__(self, cluster: Cluster, database_url: str, redis: OwnRedis):

        self.cluster, self.redis = cluster, redis
        self.conn = connect_retrying(database_url)
        self.database = self.conn.info.dbname

    def sample(self) -> dict[str, Any]:
        backends = [
            row[0]
            for row in self.conn.execute(
                "SELECT pid FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()", [self.database]
            )
        ]
        db = self.conn.execute(
            "SELECT xact_commit, tup_inserted, tup_updated, tup_deleted, "
            "pg_total_relation_size('tabletop_action') + pg_total_relation_size('tabletop_game') "
            "FROM pg_stat_database WHERE datname = %s",
            [self.database],
        ).fetchone()
        return {
            "nodes": {name: on_cpu_ns(p.pids()) for name, p in self.cluster.nodes.items() if p.alive()},
            "workers": on_cpu_ns([pid for w in self.cluster.workers for pid in w.pids()]),
            "beat": on_cpu_ns(self.cluster.beat.pids()),
            "haproxy": on_cpu_ns(self.cluster.haproxy.pids()),
            "redis": on_cpu_ns([self.redis.process.pid]),
            "postgres": {pid: on_cpu_ns([pid]) for pid in backends},
            "statements": statements.read_counts(self.cluster.counts),
            "db": [int(x or 0) for x in db],
            "redis_calls": self.redis.info(),
            "loadgen": time.process_time_ns(),
            "wall": time.monotonic(),
        }

    @staticmethod
    def per_action(before: dict[str, Any], after: dict[str, Any], actions: int) -> dict[str, Any]:
        n = max(1, actions)

        def ms(a: float, b: float) -> float:
            return round((b - a) / 1e6 / n, 3)

        pg = sum(ns - before["postgres"].get(pid, 0) for pid, ns in after["postgres"].items())
        db = [b - a for a, b in zip(before["db"], after["db"], strict=True)]
        calls = {
            name: round((count - before["redis_calls"].get(name, 0)) / n, 2)
            for name, count in sorted(after["redis_calls"].items())
            if count - before["redis_calls"].get(name, 0) > 0
        }
        return {
            "actions": actions,
            "postgres_connections_at_end": len(after["postgres"]),
            "cpu_ms_per_action": {
                "nodes": {name: ms(before["nodes"].get(name, ns), ns) for name, ns in after["nodes"].items()},
                "nodes_total": ms(0, sum(ns - before["nodes"].get(name, ns) for name, ns in after["nodes"].items())),
                "postgres": ms(0, pg),
                "celery_workers": ms(before["workers"], after["workers"]),
                "haproxy": ms(before["haproxy"], after["haproxy"]),
                "redis": ms(before["redis"], after["redis"]),
                "load_generator": ms(before["loadgen"], after["loadgen"]),
            },
            "statements_per_action": round((after["statements"] - before["statements"]) / n, 2),
            "postgres_per_action": {
                "commits": round(db[0] / n, 2),
                "rows_inserted": round(db[1] / n, 2),
                "rows_updated": round(db[2] / n, 2),
                "table_bytes_grown": round(db[4] / n),
            },
            "redis_calls_per_action": calls,
        }

    def log_rows(self, games: list[int], since: float) -> dict[str, Any]:
        """Bytes of the action log's rows appended since then (pg_column_size: as stored, compressed
        columns compressed), the whole row and its stored answer (`response`, kept for a retried key)."""
        row = self.conn.execute(
            "SELECT count(*), avg(pg_column_size(a.*)), avg(pg_column_size(a.response)), "
            "avg(pg_column_size(a.payload) + pg_column_size(a.events)) FROM tabletop_action a "
            "WHERE game_id = ANY(%s) AND created_at >= to_timestamp(%s)",
            [games, since],
        ).fetchone()
        return {
            "rows": row[0],
            "row_bytes": round(row[1] or 0),
            "response_bytes": round(row[2] or 0),
            "payload_and_events_bytes": round(row[3] or 0),
        }

    def close(self) -> None:
        self.conn.close()


# -- phones ---------------------------------------------------------------------------------------
class Phone:
    """A page's socket and view through the balancer: it follows its document by the pushes'
    patches, reads its view after a gap, and reconnects (through the balancer) when its socket drops."""

    def __init__(self, table: Table, seat: int, token: str):
        self.table, self.seat, self.token = table, seat, token
        self.doc: dict[str, Any] = {}
        self.version = -1
        self.stale = True
        self.ws = None
        self.node = ""
        self.http: Connection | None = None
        self.results: dict[str, asyncio.Future] = {}
        self.pushes: dict[int, float] = {}
        self.received = 0
        self.answers_bytes = 0
        self.online = asyncio.Event()
        self.closing = False
        self.dropped_at: float | None = None
        self.reconnect_s: list[float] = []
        self.reconnect_errors: list[str] = []
        self.http_lock = asyncio.Lock()  # one request at a time on its keep-alive connection
        self.nodes_seen: list[str] = []
        self.done: dict = {}

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Seat {self.token}"}

    async def read_view(self) -> None:
        async with self.http_lock:
            await self._read_view()

    async def _read_view(self) -> None:
        for attempt in range(3):
            if self.http is None:
                self.http = Connection(HOST, self.table.port)
            try:
                status, detail = await self.http.request(
                    "GET",
                    f"/api/v1/{self.table.collection}/{self.table.game_id}/",
                    headers=self.headers,
                    timeout=ANSWER_TIMEOUT,
                )
            except (OSError, asyncio.IncompleteReadError, TimeoutError):  # its node died: a new connection
                await self.http.close()
                self.http = None
                if attempt == 2:
                    raise
                continue
            if status >= 500 and attempt < 2:  # the balancer found no live node yet
                await asyncio.sleep(0.2)
                continue
            if status != 200:
                raise RuntimeError(f"reading {self.table.kind} {self.table.game_id}: {status} {detail}")
            if detail["version"] >= self.version or self.stale:
                self.doc = {k: detail[k] for k in ("version", "status", "waiting_on", "legal_actions", "view")}
                self.version, self.stale = detail["version"], False
            return

    async def post_action(self, action: dict[str, Any], key: str) -> tuple[int, Any]:
        """The action over REST with its key, through the balancer, until a node answers."""
        async with self.http_lock:
            return await self._post_action(action, key)

    async def _post_action(self, action: dict[str, Any], key: str) -> tuple[int, Any]:
        for _ in range(100):
            if self.http is None:
                self.http = Connection(HOST, self.table.port)
            try:
                status, body = await self.http.request(
                    "POST",
                    f"/api/v1/{self.table.collection}/{self.table.game_id}/actions/",
                    action,
                    headers={**self.headers, "Idempotency-Key": key},
                    timeout=ANSWER_TIMEOUT,
                )
            except (OSError, asyncio.IncompleteReadError, TimeoutError):
                await self.http.close()
                self.http = None
                await asyncio.sleep(0.2)
                continue
            if status < 500:
                return status, body
            await asyncio.sleep(0.2)  # the balancer found no live node yet
        return status, body

    async def connect(self) -> None:
        from websockets.asyncio.client import connect

        port = self.table.port
        await self.read_view()
        self.ws = await connect(
            f"ws://{HOST}:{port}/ws/{self.table.kind}/{self.table.game_id}/?known=view",
            additional_headers={**self.headers, "Origin": f"http://{HOST}:{port}"},
            open_timeout=15,
            max_size=2**24,
            ping_interval=None,
        )
        self.node = self.ws.response.headers.get("X-Treasury-Node", "?")
        self.nodes_seen.append(self.node)
        hello = msgspec.json.decode(await asyncio.wait_for(self.ws.recv(), 15))
        if hello.get("version", self.version) > self.version:  # moved on between the read and the socket
            await self.read_view()
        asyncio.ensure_future(self._read(self.ws))
        self.online.set()

    async def _read(self, ws) -> None:
        try:
            async for raw in ws:
                arrived = time.perf_counter()
                size = len(raw.encode() if isinstance(raw, str) else raw)
                self.received += size
                message = msgspec.json.decode(raw)
                kind = message.get("type")
                if kind == "result":
                    self.answers_bytes += size
                    future = self.results.pop(message.get("ref"), None)
                    if future is not None and not future.done():
                        future.set_result((arrived, message))
                elif kind == "action":
                    seq = message["seq"]
                    self.pushes[seq] = arrived
                    patch = message.get("patch")
                    if not self.stale and seq == self.version + 1 and patch and patch.get("from") == self.version:
                        formats.apply_patch(self.doc, patch["ops"])
                        self.version = self.doc["version"] = seq
                    elif seq > self.version:
                        self.stale = True
                    self.table.changed.set()
        except Exception:  # noqa: BLE001 - a dropped socket: reconnect below
            pass
        if ws is self.ws and not self.closing:
            self.online.clear()
            self.dropped_at = time.perf_counter()
            self.table.run.drops += 1
            for future in self.results.values():
                if not future.done():
                    future.set_exception(ConnectionError("socket closed"))
            self.results.clear()
            asyncio.ensure_future(self._reconnect())

    async def _reconnect(self) -> None:
        """As live.js: again and again (every 0.2 s here) until a node answers through the balancer."""
        self.stale = True
        async with self.http_lock:
            if self.http is not None:
                await self.http.close()
                self.http = None
        while not self.closing:
            try:
                await self.connect()
            except Exception as error:  # noqa: BLE001 - not yet
                elapsed = time.perf_counter() - self.dropped_at
                self.reconnect_errors.append(f"{elapsed:.2f} s: {type(error).__name__}: {error}"[:160])
                await asyncio.sleep(0.2)
                continue
            self.reconnect_s.append(time.perf_counter() - self.dropped_at)
            self.table.changed.set()
            return

    async def send(self, frame: dict[str, Any]) -> tuple[float, dict[str, Any]]:
        future = asyncio.get_running_loop().create_future()
        self.results[frame["ref"]] = future
        try:
            await self.ws.send(msgspec.json.encode(frame).decode())
        except Exception:
            self.results.pop(frame["ref"], None)
            raise
        return await asyncio.wait_for(future, ANSWER_TIMEOUT)

    async def close(self) -> None:
        self.closing = True
        if self.ws is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.ws.close(), 5)
        if self.http is not None:
            await self.http.close()


class Run:
    """What the phones of one phase saw."""

    def __init__(self, think: tuple[float, float] | None, celery=None):
        self.think, self.celery = think, celery
        self.stopping = False
        self.records: list[dict[str, Any]] = []  # one per accepted action
        self.refused: list[str] = []
        self.drops = 0
        self.resent = 0
        self.replayed = 0
        self.unanswered = 0
        self.rereads = 0
        self.steps_sent = 0
        self.errors: list[str] = []
        self.keys_sent: set[str] = set()


class Table:
    def __init__(self, kind: str, port: int, game_id: int, tokens: list[str], seed: int):
        self.kind, self.port, self.game_id = kind, port, game_id
        self.socket_kind, self.collection = TABLE_KINDS[kind][:2]
        self.phones = [Phone(self, seat, token) for seat, token in enumerate(tokens)]
        self.rnd = random.Random(seed)
        self.changed = asyncio.Event()
        self.run: Run | None = None
        self.last_action = 0.0
        self.idle = False  # nothing the bench plays: the table waits on the table itself or a step not driven

    async def settle(self) -> None:
        """Every phone online and at the latest version it knows of."""
        for phone in self.phones:
            await phone.online.wait()
        for phone in self.phones:
            if phone.stale:
                self.run.rereads += 1
                await phone.read_view()

    async def wait_change(self, timeout: float) -> None:
        self.changed.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.changed.wait(), timeout)

    async def play(self, run: Run) -> None:
        while not run.stopping:
            try:
                if await self.turn(run):
                    return
            except Exception as error:  # noqa: BLE001 - counted; the table goes on
                run.errors.append(f"{self.kind} {self.game_id}: {type(error).__name__}: {error}"[:200])
                await asyncio.sleep(0.5)

    async def turn(self, run: Run) -> bool:
        """One action by the phone the table waits on; True when the table has nothing more to play."""
        policy = formats.POLICIES[self.kind]
        await self.settle()
        newest = max(self.phones, key=lambda p: p.version)
        doc = newest.doc
        if doc["status"] != "active":
            self.idle = True
            return True
        chosen = None
        for _ in range(3):  # a policy may pass on a move at random (the auction's next lot): ask again
            chosen = next(
                (
                    (p, move)
                    for p in self.phones
                    if p.seat in doc["waiting_on"]
                    and p.version == newest.version
                    and (move := policy(p.doc, p.seat, self.rnd, p.done))
                ),
                None,
            )
            if chosen is not None:
                break
        if chosen is None and doc["waiting_on"]:  # a step the bench does not play (the saga's spring picks)
            self.idle = True
            return True
        if chosen is None:  # the table's own step (a market dealt): the bench sends its job twice more
            if run.celery is not None:
                for _ in range(2):
                    run.celery.send_task(TABLE_STEP_JOB, args=(self.game_id, newest.version))
                    run.steps_sent += 1
            await self.wait_change(1.0)
            if not self.changed.is_set():
                for phone in self.phones:  # nothing came: read again
                    phone.stale = True
            return False
        if run.think:
            await asyncio.sleep(self.rnd.uniform(*run.think))
            if run.stopping:
                return True
        await self.act(run, *chosen)
        return False

    async def act(self, run: Run, phone: Phone, move: dict[str, Any]) -> None:
        frame = {
            "type": "action",
            "ref": uuid.uuid4().hex[:12],
            "action": {**move, "expected_version": phone.version},
            "idempotency_key": uuid.uuid4().hex,
            "view": False,
        }
        sent, sent_wall, resends = time.perf_counter(), time.time(), 0
        run.keys_sent.add(frame["idempotency_key"])
        before = phone.received
        try:
            arrived, result = await phone.send(frame)
        except Exception:  # noqa: BLE001 - the socket dropped, or no answer came: as live.js, over REST
            if run.stopping:
                run.unanswered += 1
                phone.stale = True
                return
            resends, run.resent = 1, run.resent + 1
            status, body = await phone.post_action(frame["action"], frame["idempotency_key"])
            arrived, result = time.perf_counter(), {**body, "ok": status == 200}
            phone.stale = True  # live.js reads the view after a REST answer
        if not result.get("ok"):
            run.refused.append(f"{self.kind} {move['type']}: {result.get('code')} {result.get('message')}"[:200])
            for p in self.phones:
                p.stale = True
            return
        seq = result["version"]
        run.replayed += bool(result.get("replayed"))
        self.last_action = time.monotonic()
        deadline = time.monotonic() + PUSH_WAIT
        while any(seq not in p.pushes and p.online.is_set() for p in self.phones) and time.monotonic() < deadline:
            await self.wait_change(deadline - time.monotonic())
        pushes = [p.pushes.get(seq) for p in self.phones]
        run.records.append(
            {
                "game": self.game_id,
                "seq": seq,
                "key": frame["idempotency_key"],
                "type": move["type"],
                "kind": self.kind,
                "sent_wall": sent_wall,
                "answer_ms": (arrived - sent) * 1000,
                "fanout_ms": (max(pushes) - sent) * 1000 if all(pushes) and not resends else None,
                "resent": resends,
                "pushed_to_all": all(pushes),
                "bytes_to_actor": phone.received - before,
                "nodes": sorted({p.node for p in self.phones}),
            }
        )


async def make_tables(port: int, kinds: list[str], seed: int) -> list[Table]:
    cubes = await call(HOST, port, "GET", "/api/v1/cubes/")
    cube_ids = {c.get("name"): c["id"] for c in cubes["results"]}
    gate = asyncio.Semaphore(6)

    async def one(index: int, kind: str) -> Table:
        _, collection, cube_name, settings, seats = TABLE_KINDS[kind]
        async with gate:
            body: dict[str, Any] = {
                "title": f"nodes {kind} {index}",
                "seats": [f"Phone {n}" for n in range(seats)],
                "cube": cube_ids[cube_name],
            }
            if settings is not None:
                body["settings"] = settings
            created = await call(HOST, port, "POST", f"/api/v1/{collection}/", body)
            tokens = []
            for seat in range(seats):
                joined = await call(HOST, port, "POST", "/api/v1/join/", {"code": created["join_code"], "seat": seat})
                tokens.append(joined["token"])
            table = Table(kind, port, created["id"], tokens, seed + index)
            for phone in table.phones:
                await phone.connect()
            return table

    return list(await asyncio.gather(*(one(i, kind) for i, kind in enumerate(kinds))))


def mix(count: int, saga: int = 0) -> list[str]:
    """Auction and battler tables, 3 to 1, then `saga` sagas."""
    return ["battler" if i % 4 == 3 else "auction" for i in range(count)] + ["saga"] * saga


async def play(tables: list[Table], run: Run, seconds: float, warmup: float) -> tuple[float, float]:
    for table in tables:
        table.run = run
    tasks = [asyncio.ensure_future(table.play(run)) for table in tables]
    start = time.time()
    await asyncio.sleep(seconds)
    run.stopping = True
    end = time.time()
    await asyncio.wait(tasks, timeout=ANSWER_TIMEOUT + 2)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return start + warmup, end


def step_figures(run: Run, window: tuple[float, float], tables: list[Table]) -> dict[str, Any]:
    start, end = window
    counted = [r for r in run.records if start <= r["sent_wall"] <= end]
    phones = [p for t in tables for p in t.phones]
    nodes: dict[str, int] = {}
    for phone in phones:
        nodes[phone.node] = nodes.get(phone.node, 0) + 1
    return {
        "tables": len(tables),
        "tables_by_format": {
            k: sum(1 for t in tables if t.kind == k) for k in TABLE_KINDS if any(t.kind == k for t in tables)
        },
        "sockets_by_node": dict(sorted(nodes.items())),
        "tables_across_nodes": sum(1 for t in tables if len({p.node for p in t.phones}) > 1),
        "actions_per_s": round(len(counted) / max(1e-9, end - start), 1),
        "answer_ms": summarize([r["answer_ms"] for r in counted]),
        "fanout_ms": summarize([r["fanout_ms"] for r in counted if r["fanout_ms"] is not None]),
        "actions": len(counted),
        "refused": len(run.refused),
        "refused_samples": run.refused[:3],
        "unanswered": run.unanswered,
        "rereads": run.rereads,
        "errors": len(run.errors),
        "error_samples": run.errors[:3],
    }


# -- 1. scaling -----------------------------------------------------------------------------------
def held(step: dict[str, Any]) -> bool:
    """The answer and the table's last push both at p99 <= 100 ms: a push a second late is not held."""
    return all(
        step[part]["p99"] is not None and step[part]["p99"] <= P99_LIMIT_MS for part in ("answer_ms", "fanout_ms")
    )


async def scale(cluster: Cluster, meter: Meter, steps: list[int], seconds: float) -> dict[str, Any]:
    tables = await make_tables(cluster.port, mix(max(steps)), seed=len(cluster.nodes) * 1000)
    out: list[dict[str, Any]] = []
    misses = 0
    try:
        for count in steps:
            chosen = tables[:count]
            run = Run(None)
            received = sum(p.received for t in chosen for p in t.phones)
            before = meter.sample()
            window = await play(chosen, run, seconds, 1.0)
            after = meter.sample()
            found = step_figures(run, window, chosen)
            all_actions = len(run.records)
            found["costs"] = Meter.per_action(before, after, all_actions)
            to_actor = sum(r["bytes_to_actor"] for r in run.records) / max(1, all_actions)
            to_all = (sum(p.received for t in chosen for p in t.phones) - received) / max(1, all_actions)
            found["costs"]["bytes_per_action"] = {  # every table of the scaling has 4 phones
                "to_acting_phone": round(to_actor),
                "to_each_other_phone": round((to_all - to_actor) / 3),
                "all_phones": round(to_all),
            }
            found["costs"]["action_log_rows"] = meter.log_rows([t.game_id for t in chosen], window[0] - 1.0)
            found["uptime_load"] = os.getloadavg()
            out.append(found)
            cpu = found["costs"]["cpu_ms_per_action"]
            log(
                f"  {len(cluster.nodes)} node(s), {count} tables: {found['actions_per_s']} actions/s, answer p50 "
                f"{found['answer_ms']['p50']} p99 {found['answer_ms']['p99']} ms, fan-out p50 "
                f"{found['fanout_ms']['p50']} p99 {found['fanout_ms']['p99']} ms; CPU ms/action: nodes "
                f"{cpu['nodes']}, PostgreSQL {cpu['postgres']}; {found['costs']['statements_per_action']} "
                f"statements; sockets by node {found['sockets_by_node']}"
            )
            misses = 0 if held(found) else misses + 1
            if misses >= 2:
                break
    finally:
        await asyncio.gather(*(p.close() for t in tables for p in t.phones))
    kept = [s for s in out if held(s)]
    best = max(kept, key=lambda s: s["actions_per_s"]) if kept else None
    return {"nodes": len(cluster.nodes), "steps": out, "held": best}


# -- 2. one node killed -----------------------------------------------------------------------------
async def kill_one(
    cluster: Cluster, database_url: str, redis_url: str, kinds: list[str], before_s: float, after_s: float
) -> dict[str, Any]:
    from celery import Celery

    celery = Celery(broker=redis_url)
    # the log is read back on a connection taken now: on a shared server the cluster and others may
    # leave none free by then ('too many clients already')
    conn = await asyncio.to_thread(connect_retrying, database_url)
    tables = await make_tables(cluster.port, kinds, seed=77)
    run = Run((0.2, 0.6), celery=celery)
    for table in tables:
        table.run = run
    tasks = [asyncio.ensure_future(table.play(run)) for table in tables]
    victim = "node1"
    try:
        await asyncio.sleep(before_s)
        on_victim = [p for t in tables for p in t.phones if p.node == victim]
        acked_before = len(run.records)
        pushes_missed = sum(1 for r in run.records if not r["pushed_to_all"])
        cluster.kill(victim)
        killed_at = time.monotonic()
        log(f"  SIGKILL {victim} with {len(on_victim)} of {sum(len(t.phones) for t in tables)} sockets on it")
        await asyncio.sleep(after_s)
        run.stopping = True
        await asyncio.wait(tasks, timeout=ANSWER_TIMEOUT + 2)
        # The pages settle: every phone online, a view read where a push was missed.
        settle_deadline = time.monotonic() + 30
        for table in tables:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(table.settle(), max(1.0, settle_deadline - time.monotonic()))
        await asyncio.sleep(1.0)
        checks = await asyncio.to_thread(check_log, conn, tables, run.records, run.keys_sent)
        reconnects = [s * 1000 for p in on_victim for s in p.reconnect_s]
        stuck = [
            t.game_id
            for t in tables
            if not t.idle and t.last_action < killed_at and t.phones[0].doc.get("status") == "active"
        ]
        result = {
            "tables": len(tables),
            "tables_by_format": {k: kinds.count(k) for k in TABLE_KINDS if k in kinds},
            "sockets_on_killed_node": len(on_victim),
            "reconnected": sum(1 for p in on_victim if p.reconnect_s),
            "reconnected_to": sorted({p.node for p in on_victim}),
            "reconnect_ms": summarize(reconnects),
            "reconnect_attempts_failed": sum(len(p.reconnect_errors) for p in on_victim),
            "reconnect_failure_samples": [e for p in on_victim for e in p.reconnect_errors][:5],
            "acknowledged_before_kill": acked_before,
            "pushes_missed_before_kill": pushes_missed,
            "acknowledged": len(run.records),
            "resent_after_drop": run.resent,
            "replayed_answers": run.replayed,
            "unanswered": run.unanswered,
            "refused": len(run.refused),
            "refused_samples": run.refused[:3],
            "tables_stuck": stuck,
            "errors": len(run.errors),
            "error_samples": run.errors[:3],
            "table_steps_sent_again": run.steps_sent,
            **checks,
            "uptime_load": os.getloadavg(),
        }
        result["correct"] = (
            result["reconnected"] == len(on_victim)
            and not checks["acknowledged_missing"]
            and not checks["keys_twice"]
            and not checks["player_actions_not_sent"]
            and not checks["pages_off_version"]
            and not checks["table_steps_twice"]
            and not stuck
        )
        return result
    finally:
        run.stopping = True
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await asyncio.gather(*(p.close() for t in tables for p in t.phones))
        conn.close()


def check_log(conn, tables: list[Table], records: list[dict[str, Any]], keys_sent: set[str]) -> dict[str, Any]:
    """From the action log: acknowledged actions kept, none twice (every player's action in the log
    under a key a phone sent, no key twice), pages at their game's version, no table step (a saga's
    market dealt...) applied twice."""

    games = [t.game_id for t in tables]
    rows = conn.execute(
        "SELECT game_id, seq, seat, type, idempotency_key FROM tabletop_action WHERE game_id = ANY(%s) "
        "ORDER BY game_id, seq",
        [games],
    ).fetchall()
    versions = dict(conn.execute("SELECT id, version FROM tabletop_game WHERE id = ANY(%s)", [games]).fetchall())
    by_seq = {(g, s): (seat, kind, key) for g, s, seat, kind, key in rows}
    missing = [r for r in records if by_seq.get((r["game"], r["seq"]), (None, None, None))[2] != r["key"]]
    keys: dict[tuple[int, str], int] = {}
    for g, _, _, _, key in rows:
        if key:
            keys[(g, key)] = keys.get((g, key), 0) + 1
    twice_steps = [
        (g, s)
        for (g, s), (seat, kind, _) in by_seq.items()
        if seat is None and kind != "start" and by_seq.get((g, s - 1), (0, "", None))[:2] == (None, kind)
    ]
    off = [
        (t.game_id, p.seat, p.version, versions.get(t.game_id))
        for t in tables
        for p in t.phones
        if p.version != versions.get(t.game_id)
    ]
    saga_steps = sum(
        1
        for (g, s), (seat, kind, _) in by_seq.items()
        if seat is None and s > 0 and g in {t.game_id for t in tables if t.kind == "saga"}
    )
    return {
        "acknowledged_missing": len(missing),
        "acknowledged_missing_samples": [(r["game"], r["seq"], r["type"]) for r in missing[:3]],
        "keys_twice": sum(1 for n in keys.values() if n > 1),
        "player_actions_not_sent": sum(
            1 for _, s, seat, _, key in rows if seat is not None and s > 0 and key not in keys_sent
        ),
        "pages_off_version": len(off),
        "pages_off_version_samples": off[:3],
        "saga_table_steps_in_log": saga_steps,
        "table_steps_twice": len(twice_steps),
    }


# -- the whole part -----------------------------------------------------------------------------------
class Plan:
    def __init__(self, quick: bool):
        self.node_counts = [1, 2, 3]
        self.steps = [2, 4, 8, 16] if quick else [2, 4, 8, 16, 32, 64]
        self.seconds = 5.0 if quick else 10.0
        self.kill_kinds = mix(40, saga=10)
        self.kill_before, self.kill_after = (8.0, 15.0) if quick else (15.0, 25.0)


def measure(
    plan: Plan, database_url: str, env: dict[str, str], logs: Path, scaling: bool = True, kill_nodes: int = 3
) -> dict[str, Any]:
    """The scaling table and the node kill, each on clusters of their own, on a Redis of the run's own."""
    logs.mkdir(parents=True, exist_ok=True)  # bench.run names a folder it has not made
    redis = OwnRedis(logs)
    env = {**env, "REDIS_URL": redis.url, "TABLE_STEP_RETRY_SECONDS": "2"}
    out: dict[str, Any] = {"load_average_at_start": os.getloadavg(), "scaling": [], "kill": None}
    try:
        if scaling:
            for count in plan.node_counts:
                log(f"{count} web node(s) behind HAProxy, two Celery workers and beat:")
                counts = Path(tempfile.mkdtemp(prefix="nodes-statements-", dir=logs))
                cluster = Cluster(count, env, logs, counts)
                meter = Meter(cluster, database_url, redis)
                try:
                    out["scaling"].append(asyncio.run(scale(cluster, meter, plan.steps, plan.seconds)))
                finally:
                    meter.close()
                    cluster.stop()
        log(f"{len(plan.kill_kinds)} tables live on {kill_nodes} nodes, one node killed:")
        counts = Path(tempfile.mkdtemp(prefix="nodes-statements-", dir=logs))
        cluster = Cluster(kill_nodes, env, logs, counts)
        try:
            out["kill"] = asyncio.run(
                kill_one(cluster, database_url, redis.url, plan.kill_kinds, plan.kill_before, plan.kill_after)
            )
        finally:
            cluster.stop()
        kill = out["kill"]
        log(
            f"  {kill['reconnected']}/{kill['sockets_on_killed_node']} sockets reconnected to {kill['reconnected_to']} "
            f"in p50 {kill['reconnect_ms']['p50']} max {kill['reconnect_ms']['max']} ms; {kill['acknowledged']} "
            f"acknowledged, {kill['acknowledged_missing']} missing from the log, {kill['keys_twice']} keys twice, "
            f"{kill['resent_after_drop']} resent ({kill['replayed_answers']} replayed); pages off version "
            f"{kill['pages_off_version']}; tables stuck {len(kill['tables_stuck'])}; table steps twice "
            f"{kill['table_steps_twice']} of {kill['saga_table_steps_in_log']} saga steps, "
            f"{kill['table_steps_sent_again']} sent again"
        )
    finally:
        redis.stop()
    out["load_average_at_end"] = os.getloadavg()
    return out


def print_nodes(nodes: dict[str, Any] | None) -> None:
    if not nodes:
        return
    if "error" in nodes:
        print(f"\nMany nodes behind HAProxy (bench.nodes): not measured ({nodes['error']})")
        return
    print("\nMany nodes behind HAProxy (bench.nodes): actions/s held at answer and fan-out p99 <= 100 ms")
    for entry in nodes.get("scaling", []):
        held = entry["held"]
        if held is None:
            print(f"  {entry['nodes']} node(s): no step held answer and fan-out p99 <= 100 ms")
            continue
        cpu = held["costs"]["cpu_ms_per_action"]
        print(
            f"  {entry['nodes']} node(s): {held['actions_per_s']} actions/s at {held['tables']} tables; answer p50/p99 "
            f"{held['answer_ms']['p50']}/{held['answer_ms']['p99']} ms, fan-out p50/p99 {held['fanout_ms']['p50']}/"
            f"{held['fanout_ms']['p99']} ms; CPU ms per action by node {cpu['nodes']}, PostgreSQL {cpu['postgres']}, "
            f"workers {cpu['celery_workers']}; {held['costs']['statements_per_action']} statements, "
            f"{held['costs']['postgres_per_action']}, Redis {held['costs']['redis_calls_per_action']}, "
            f"bytes {held['costs']['bytes_per_action']}"
        )
    kill = nodes.get("kill")
    if kill:
        print(
            f"  node kill: {kill['tables']} tables, {kill['sockets_on_killed_node']} sockets on the killed node, "
            f"{kill['reconnected']} reconnected in p50 {kill['reconnect_ms']['p50']} / max "
            f"{kill['reconnect_ms']['max']} ms; acknowledged {kill['acknowledged']}, missing "
            f"{kill['acknowledged_missing']}, keys twice {kill['keys_twice']}, pages off version "
            f"{kill['pages_off_version']}, tables stuck {len(kill['tables_stuck'])}, table steps twice "
            f"{kill['table_steps_twice']}: {'correct' if kill['correct'] else 'NOT CORRECT'}"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.nodes", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="shorter steps and kill phase")
    parser.add_argument("--kill-only", action="store_true", help="only the node kill")
    parser.add_argument("--out", type=Path, default=RESULTS / "nodes.json", help="the JSON written")
    args = parser.parse_args(argv)
    database_url = os.environ.get("DATABASE_URL") or servers.DEFAULT_DATABASE_URL
    env = servers.service_env(database_url, os.environ.get("REDIS_URL") or servers.DEFAULT_REDIS_URL)
    logs = RESULTS / "logs" / "nodes"
    logs.mkdir(parents=True, exist_ok=True)
    servers.ensure_database(database_url)
    servers.manage(env, "migrate", "--noinput", log_path=logs / "setup.log")
    servers.manage(env, "load_demo", log_path=logs / "setup.log")
    servers.reset_games(database_url)
    signal.signal(signal.SIGTERM, signal.default_int_handler)  # `timeout` and kill stop the cluster too
    found = measure(Plan(args.quick), database_url, env, logs, scaling=not args.kill_only)
    args.out.write_text(json.dumps(found, indent=1))
    print_nodes(found)
    return 0 if found["kill"] and found["kill"]["correct"] else 1


if __name__ == "__main__":
    sys.exit(main())

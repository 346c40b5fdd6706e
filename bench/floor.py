"""The floor of this machine, measured in the same run as the product:

- raw psycopg: lock a row, update it, insert a ledger row, commit (1 connection, back to back and
  at the table load's pace; 50 connections on 10 rows);
- Redis: a publish received by a subscriber;
- Channels (the floor app on uvicorn, started as the product is): a socket echo (back to back and
  at the table load's pace), a bare broadcast
  to a group of as many sockets as a table has phones (one at a time, and 50 groups at once), and
  the product's socket path without a game (ORM transaction in a thread, broadcast, answer);
- DRF: a plain endpoint doing the same transaction through the ORM (1 connection; 50 on 10 rows).
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from typing import Any

from bench.httpc import Connection
from bench.report import summarize

ROWS_CONTENDED = 10
ROWS = 400
PACED_TABLES = 50  # the table load the bid p50 target is set at


def prepare_tables(database_url: str) -> None:
    import psycopg

    with psycopg.connect(database_url, autocommit=True, connect_timeout=5) as conn:
        conn.execute(
            "CREATE TABLE IF NOT EXISTS bench_floor_row "
            "(id integer PRIMARY KEY, balance bigint NOT NULL, version integer NOT NULL)"
        )
        conn.execute(
            "CREATE TABLE IF NOT EXISTS bench_floor_ledger (id bigserial PRIMARY KEY, "
            "row_id integer NOT NULL, delta integer NOT NULL, created_at timestamptz NOT NULL)"
        )
        conn.execute("TRUNCATE bench_floor_ledger")
        conn.execute("DELETE FROM bench_floor_row")
        conn.execute("INSERT INTO bench_floor_row SELECT g, 0, 0 FROM generate_series(1, %s) g", [ROWS])
        conn.execute("VACUUM ANALYZE bench_floor_row")


LOCK = "SELECT balance FROM bench_floor_row WHERE id = %s FOR UPDATE"
UPDATE = "UPDATE bench_floor_row SET balance = balance + 1, version = version + 1 WHERE id = %s"
INSERT = "INSERT INTO bench_floor_ledger (row_id, delta, created_at) VALUES (%s, 1, now())"


def _throughput(count: int, seconds: float) -> float:
    return round(count / seconds, 1) if seconds > 0 else 0.0


# -- raw psycopg ----------------------------------------------------------------------------
def paced_gaps(think: tuple[float, float], tables: int) -> tuple[float, float]:
    """The idle time between two actions on the whole machine when `tables` tables each act once
    per think time (seconds, drawn around the mean): the pace at which the table load runs."""
    mean = (think[0] + think[1]) / 2 / tables
    return mean / 2, mean * 3 / 2


def raw_single(database_url: str, count: int, gaps: tuple[float, float] | None = None) -> dict[str, Any]:
    """Back to back, or with an idle gap drawn in `gaps` (seconds) before each transaction: the
    processes it wakes (this one, the PostgreSQL backend) have gone idle, as at the table load."""
    import psycopg

    times = []
    rnd = random.Random(1)
    with psycopg.connect(database_url, connect_timeout=5) as conn:
        for i in range(count + 20):
            if gaps is not None:
                time.sleep(rnd.uniform(*gaps))
            start = time.perf_counter()
            with conn.cursor() as cur:
                cur.execute(LOCK, [1])
                cur.fetchone()
                cur.execute(UPDATE, [1])
                cur.execute(INSERT, [1])
            conn.commit()
            if i >= 20:  # warm-up: connection caches, prepared statements
                times.append((time.perf_counter() - start) * 1000)
    if gaps is not None:
        return {**summarize(times), "gaps_s": list(gaps)}
    return {**summarize(times), "per_s": _throughput(len(times), sum(times) / 1000)}


async def raw_concurrent(database_url: str, connections: int, rows: int, seconds: float) -> dict[str, Any]:
    import psycopg

    conns = [await psycopg.AsyncConnection.connect(database_url, connect_timeout=10) for _ in range(connections)]
    times: list[float] = []
    deadline_box: list[float] = []

    async def worker(conn, index: int) -> None:
        rnd = random.Random(index)
        while True:
            row = rnd.randint(1, rows)
            start = time.perf_counter()
            async with conn.cursor() as cur:
                await cur.execute(LOCK, [row])
                await cur.fetchone()
                await cur.execute(UPDATE, [row])
                await cur.execute(INSERT, [row])
            await conn.commit()
            end = time.perf_counter()
            if end > deadline_box[1]:
                return
            if end > deadline_box[0]:
                times.append((end - start) * 1000)

    now = time.perf_counter()
    deadline_box[:] = [now + 1.0, now + 1.0 + seconds]  # 1 s of warm-up, then the measure
    try:
        await asyncio.gather(*(worker(conn, i) for i, conn in enumerate(conns)))
    finally:
        for conn in conns:
            await conn.close()
    return {**summarize(times), "per_s": _throughput(len(times), seconds), "connections": connections, "rows": rows}


# -- Redis ---------------------------------------------------------------------------------------
async def redis_pubsub(redis_url: str, count: int) -> dict[str, Any]:
    import redis.asyncio as aioredis

    channel = f"treasury-bench-floor:{random.getrandbits(40)}"
    sub_client, pub_client = aioredis.Redis.from_url(redis_url), aioredis.Redis.from_url(redis_url)
    pubsub = sub_client.pubsub()
    await pubsub.subscribe(channel)
    await pubsub.get_message(timeout=2)  # the subscribe confirmation
    times = []
    try:
        for i in range(count + 20):
            start = time.perf_counter()
            await pub_client.publish(channel, f"{i}")
            while True:
                message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=5)
                if message is None:
                    raise RuntimeError("redis publish not received within 5 s")
                if message["data"] == str(i).encode():
                    break
            if i >= 20:
                times.append((time.perf_counter() - start) * 1000)
    finally:
        await pubsub.unsubscribe(channel)
        await pubsub.aclose()
        await sub_client.aclose()
        await pub_client.aclose()
    return summarize(times)


# -- the floor app: sockets and DRF -----------------------------------------------------------------
class FloorSocket:
    def __init__(self, ws, group: str):
        self.ws, self.group = ws, group
        self.results: dict[Any, asyncio.Future] = {}
        self.on_push = None
        self.reader = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        async for raw in self.ws:
            arrived = time.time()
            message = json.loads(raw)
            if message.get("type") == "result":
                future = self.results.pop(message.get("ref"), None)
                if future is not None and not future.done():
                    future.set_result((time.perf_counter(), message))
            elif message.get("type") == "push" and self.on_push is not None:
                self.on_push(message["ref"], message["t"], arrived)

    async def ask(self, content: dict, timeout: float = 10) -> tuple[float, dict]:
        future = asyncio.get_running_loop().create_future()
        self.results[content["ref"]] = future
        await self.ws.send(json.dumps(content))
        return await asyncio.wait_for(future, timeout)

    async def close(self) -> None:
        await self.ws.close()
        self.reader.cancel()


async def open_group(port: int, group: str, size: int) -> list[FloorSocket]:
    from websockets.asyncio.client import connect

    sockets = []
    for _ in range(size):
        ws = await connect(f"ws://127.0.0.1:{port}/ws/floor/{group}/", open_timeout=20, max_size=2**24)
        sockets.append(FloorSocket(ws, group))
    return sockets


class GroupRun:
    """One group of sockets: socket 0 sends; every socket records when each push arrives."""

    def __init__(self, sockets: list[FloorSocket]):
        self.sockets = sockets
        self.arrivals: dict[Any, list[float]] = {}
        self.server_time: dict[Any, float] = {}
        self.waiters: dict[Any, asyncio.Future] = {}
        for sock in sockets:
            sock.on_push = self._pushed

    def _pushed(self, ref, server_time: float, arrived: float) -> None:
        got = self.arrivals.setdefault(ref, [])
        got.append(arrived)
        self.server_time[ref] = server_time
        if len(got) == len(self.sockets):
            waiter = self.waiters.pop(ref, None)
            if waiter is not None and not waiter.done():
                waiter.set_result(None)

    async def one(self, kind: str, ref: str, row: int | None = None) -> dict[str, float]:
        """Send one broadcast (or txn) and wait for its answer and for every socket's push."""
        waiter = asyncio.get_running_loop().create_future()
        self.waiters[ref] = waiter
        sent_wall, sent = time.time(), time.perf_counter()
        content = {"type": kind, "ref": ref}
        if row is not None:
            content["row"] = row
        answered, _ = await self.sockets[0].ask(content)
        await asyncio.wait_for(waiter, 10)
        last = max(self.arrivals.pop(ref))
        return {
            "answer_ms": (answered - sent) * 1000,
            "fanout_ms": (last - self.server_time.pop(ref)) * 1000,
            "send_to_last_ms": (last - sent_wall) * 1000,
        }


async def socket_echo(port: int, count: int, gaps: tuple[float, float] | None = None) -> dict[str, Any]:
    """Back to back, or after an idle gap drawn in `gaps` (seconds), as `raw_single`."""
    [sock] = await open_group(port, f"echo{random.getrandbits(30)}", 1)
    times = []
    rnd = random.Random(2)
    try:
        for i in range(count + 20):
            if gaps is not None:
                await asyncio.sleep(rnd.uniform(*gaps))
            start = time.perf_counter()
            answered, _ = await sock.ask({"type": "echo", "ref": i})
            if i >= 20:
                times.append((answered - start) * 1000)
    finally:
        await sock.close()
    return summarize(times) if gaps is None else {**summarize(times), "gaps_s": list(gaps)}


async def group_sequential(port: int, kind: str, size: int, count: int) -> dict[str, Any]:
    run = GroupRun(await open_group(port, f"seq{random.getrandbits(30)}", size))
    samples = []
    try:
        for i in range(count + 20):
            sample = await run.one(kind, f"s{i}", row=ROWS_CONTENDED + 1 if kind == "txn" else None)
            if i >= 20:
                samples.append(sample)
    finally:
        for sock in run.sockets:
            await sock.close()
    return _group_summary(samples, None, size)


async def groups_concurrent(
    port: int, kind: str, groups: int, size: int, seconds: float, think: tuple[float, float] | None = None
) -> dict[str, Any]:
    """`groups` groups at once, each sending its next message as soon as the last one landed, or
    after a think time drawn in `think` (seconds), as the phones of the table load do."""
    runs = []
    for g in range(groups):
        runs.append(GroupRun(await open_group(port, f"conc{random.getrandbits(30)}-{g}", size)))
    samples: list[dict[str, float]] = []
    errors = 0
    start = time.perf_counter()
    warmup = 1.0 if think is None else think[1]
    measure_from, stop_at = start + warmup, start + warmup + seconds

    async def loop(index: int, run: GroupRun) -> None:
        nonlocal errors
        i = 0
        rnd = random.Random(index)
        while time.perf_counter() < stop_at:
            if think is not None:
                await asyncio.sleep(rnd.uniform(*think))
                if time.perf_counter() >= stop_at:
                    break
            try:
                sample = await run.one(kind, f"c{index}-{i}", row=ROWS_CONTENDED + 1 + index if kind == "txn" else None)
            except TimeoutError:
                errors += 1
                continue
            finally:
                i += 1
            if measure_from <= time.perf_counter() <= stop_at:
                samples.append(sample)

    try:
        await asyncio.gather(*(loop(i, run) for i, run in enumerate(runs)))
    finally:
        for run in runs:
            for sock in run.sockets:
                await sock.close()
    result = _group_summary(samples, seconds, size)
    result.update({"groups": groups, "errors": errors, "think_s": list(think) if think else None})
    return result


def _group_summary(samples: list[dict[str, float]], seconds: float | None, size: int) -> dict[str, Any]:
    out = {
        "sockets_per_group": size,
        "answer": summarize([s["answer_ms"] for s in samples]),
        "fanout": summarize([s["fanout_ms"] for s in samples]),
        "send_to_last": summarize([s["send_to_last_ms"] for s in samples]),
    }
    if seconds:
        out["per_s"] = _throughput(len(samples), seconds)
    return out


async def drf_sequential(port: int, count: int) -> dict[str, Any]:
    conn = Connection("127.0.0.1", port)
    times = []
    errors = 0
    try:
        for i in range(count + 20):
            start = time.perf_counter()
            status, _ = await conn.request("POST", "/txn/1/", {})
            if status != 200:
                errors += 1
            elif i >= 20:
                times.append((time.perf_counter() - start) * 1000)
    finally:
        await conn.close()
    return {**summarize(times), "per_s": _throughput(len(times), sum(times) / 1000), "errors": errors}


async def drf_concurrent(port: int, connections: int, rows: int, seconds: float) -> dict[str, Any]:
    conns = [Connection("127.0.0.1", port) for _ in range(connections)]
    times: list[float] = []
    errors = 0
    start = time.perf_counter()
    measure_from, stop_at = start + 1.0, start + 1.0 + seconds

    async def loop(conn: Connection, index: int) -> None:
        nonlocal errors
        rnd = random.Random(index)
        while time.perf_counter() < stop_at:
            began = time.perf_counter()
            try:
                status, _ = await conn.request("POST", f"/txn/{rnd.randint(1, rows)}/", {}, timeout=30)
            except (TimeoutError, OSError):
                errors += 1
                await conn.close()
                continue
            end = time.perf_counter()
            if status != 200:
                errors += 1
            elif measure_from <= end <= stop_at:
                times.append((end - began) * 1000)

    try:
        await asyncio.gather(*(loop(conn, i) for i, conn in enumerate(conns)))
    finally:
        for conn in conns:
            await conn.close()
    return {
        **summarize(times),
        "per_s": _throughput(len(times), seconds),
        "connections": connections,
        "rows": rows,
        "errors": errors,
    }


def _line(name: str, figures: dict[str, Any]) -> str:
    if "error" in figures:
        return f"  {name}: failed: {figures['error']}"
    text = f"  {name}: p50 {figures['p50']} ms, p99 {figures['p99']} ms"
    text += f", {figures['per_s']}/s" if figures.get("per_s") else ""
    return text + (f", {figures['errors']} errors" if figures.get("errors") else "")


async def _measure(out: dict[str, Any], key: str, label: str, shown: str | None, make, log) -> None:
    """One floor figure; a failure (the machine's PostgreSQL full of other clients...) is
    recorded and the run goes on."""
    try:
        out[key] = await make()
    except Exception as error:  # noqa: BLE001
        out[key] = {"error": f"{type(error).__name__}: {error}"[:300]}
        log(_line(label, out[key]))
        return
    figures = out[key] if shown is None else {**out[key][shown], "per_s": out[key].get("per_s")}
    log(_line(label, figures))


async def measure_floor(
    database_url: str, redis_url: str, floor_port: int, quick: bool, think: tuple[float, float], log=print
) -> dict[str, Any]:
    """Everything against a floor app started with the pool set-up (the DRF rows included)."""
    n = 200 if quick else 1000
    n_paced = 100 if quick else 300
    gaps = paced_gaps(think, PACED_TABLES)
    paced = f"one every {gaps[0] * 1000:.0f}-{gaps[1] * 1000:.0f} ms (the pace of {PACED_TABLES} tables)"
    secs = 2.5 if quick else 6.0
    paced_secs = 4.0 if quick else 10.0
    port = floor_port
    steps = [
        ("pg_txn_1conn", "raw psycopg txn, 1 connection", None, lambda: asyncio.to_thread(raw_single, database_url, n)),
        (
            "pg_txn_1conn_paced",
            f"raw psycopg txn, 1 connection, {paced}",
            None,
            lambda: asyncio.to_thread(raw_single, database_url, n_paced, gaps),
        ),
        (
            "pg_txn_50conn_10rows",
            "raw psycopg txn, 50 connections on 10 rows",
            None,
            lambda: raw_concurrent(database_url, 50, ROWS_CONTENDED, secs),
        ),
        ("redis_publish", "redis publish -> subscriber", None, lambda: redis_pubsub(redis_url, n)),
        ("ws_echo", "socket echo (uvicorn x2)", None, lambda: socket_echo(port, n)),
        ("ws_echo_paced", f"socket echo, {paced}", None, lambda: socket_echo(port, n_paced, gaps)),
        (
            "ws_broadcast_4",
            "channels broadcast to 4 sockets, one at a time, fan-out",
            "fanout",
            lambda: group_sequential(port, "broadcast", 4, n),
        ),
        (
            "ws_broadcast_50x4_paced",
            f"channels broadcast, 50 groups x 4 sockets, think {think[0]:g}-{think[1]:g} s, fan-out",
            "fanout",
            lambda: groups_concurrent(port, "broadcast", 50, 4, paced_secs, think=think),
        ),
        (
            "ws_broadcast_50x4_closed",
            "channels broadcast, 50 groups x 4 sockets, no think (capacity), fan-out",
            "fanout",
            lambda: groups_concurrent(port, "broadcast", 50, 4, secs),
        ),
        (
            "ws_txn_4",
            "socket -> ORM txn -> broadcast -> answer, one at a time, answer",
            "answer",
            lambda: group_sequential(port, "txn", 4, n // 2),
        ),
        (
            "ws_txn_50x4_closed",
            "the same, 50 groups x 4 sockets, no think (capacity), answer",
            "answer",
            lambda: groups_concurrent(port, "txn", 50, 4, secs),
        ),
    ]
    floor: dict[str, Any] = {}
    for key, label, shown, make in steps:
        await _measure(floor, key, label, shown, make, log)
    floor.update(await measure_drf(port, quick, "pool", log))
    return floor


async def measure_drf(floor_port: int, quick: bool, mode: str, log=print) -> dict[str, Any]:
    n = 100 if quick else 300
    secs = 2.5 if quick else 6.0
    out: dict[str, Any] = {}
    await _measure(
        out,
        f"drf_txn_1conn_{mode}",
        f"DRF endpoint, ORM txn, 1 connection, {mode} DB connections",
        None,
        lambda: drf_sequential(floor_port, n),
        log,
    )
    await _measure(
        out,
        f"drf_txn_50conn_10rows_{mode}",
        f"DRF endpoint, 50 connections on 10 rows, {mode} DB connections",
        None,
        lambda: drf_concurrent(floor_port, 50, ROWS_CONTENDED, secs),
        log,
    )
    return out

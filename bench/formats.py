"""`python -m bench.formats [--quick] [--actions N]`: the hot actions of every format over the socket,
one at a time, as the phones' pages send them, with what each costs the server.

For each format a table of 4 phones is made through the API from its demo cube and joined by code;
every phone opens its socket as a page does (`?known=view`, after reading its view) and follows
its document by the patches its pushes carry (a push without one, or a gap, makes it read its view
again, after the action's figures are taken). The phone the table waits on acts as a player would
(`bench.formats.POLICIES`), with a fresh idempotency key, the version it saw and `view: false`,
as live.js sends a tap. Each action is sent alone: from its send to its answer and to the last of
the 4 pushes, and between the two, what the server spent on it:

- **CPU**, per process from `/proc/<pid>/schedstat` (nanoseconds on a CPU): the web workers
  (uvicorn), the Celery worker, and PostgreSQL's backends of the bench database;
- **statements**: every SQL statement the web workers and the Celery worker sent
  (`bench.statements`: the product served with its psycopg cursors counted);
- **bytes** of socket frames (their text, before any permessage-deflate): to the acting phone (its
  answer and its own push) and to each other phone (its push).

Per format and action type: answer and fan-out (send -> last push) p50/p99, web and PostgreSQL CPU
per action, statements per action, bytes. CPU and statements per action hold on a noisy machine;
`bench.report.compare_formats` sets them beside the previous committed run's.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

from bench import servers, statements
from bench.httpc import Connection, call
from bench.report import summarize

HOST = "127.0.0.1"
SEATS = 4
ANSWER_TIMEOUT = 15.0
RESULTS = Path(__file__).resolve().parent / "results"
PUSH_WAIT = 5.0  # a push not in by then is taken as lost: the phone reads its view again

# table -> (its format, the API's collection, its demo cube, the create body's settings). The
# battler's shop trades (Treasure) or picks: the second table is Treasure with a pick shop and a
# basic swapped for 1 treasure, so that every shop action is played.
FORMATS: dict[str, tuple[str, str, str, dict[str, Any] | None]] = {
    "auction": ("auction", "auctions", "Demo auction block", None),
    "battler": ("battler", "battlers", "Demo battler cube", {"preset": "treasure"}),
    "battler_pick": (
        "battler",
        "battlers",
        "Demo battler cube",
        {"preset": "treasure", "shop": "pick", "free_picks": 1, "swap_basic_cost": 1},
    ),
    "saga": ("saga", "sagas", "Demo saga cube", None),
}
SAGA_SEATS = 2
# How a phone opens its socket and asks for its answers: as the pages do (live.js), or as a client
# that says nothing of the view (the protocol's defaults: pushes with patches, the answer's view
# left out once its push patched it).
CLIENTS = {
    "page": {"query": "known=view", "answer": {"view": False}},
    "default": {"query": "", "answer": {}},
}
CLIENT = dict(CLIENTS["page"])


# -- a phone's document -------------------------------------------------------------------------
def card_id(value: Any) -> Any:
    """A card as its id, whether inline (the view read) or a reference (a patch's)."""
    if isinstance(value, dict):
        return value.get("id", value.get("$card"))
    return value


def apply_patch(document: dict[str, Any], ops: list[dict[str, Any]]) -> None:
    """JSON Patch (RFC 6902: add, remove, replace), as live.js applies a push's."""
    for op in ops:
        *parents, last = [part.replace("~1", "/").replace("~0", "~") for part in op["path"].split("/")[1:]]
        target: Any = document
        for part in parents:
            target = target[int(part)] if isinstance(target, list) else target[part]
        if isinstance(target, list):
            index = len(target) if last == "-" else int(last)
            if op["op"] == "add":
                target.insert(index, op["value"])
            elif op["op"] == "remove":
                del target[index]
            else:
                target[index] = op["value"]
        elif op["op"] == "remove":
            del target[last]
        else:
            target[last] = op["value"]


# -- what a player does, from its document -------------------------------------------------------------
def auction_move(doc: dict[str, Any], seat: int, rnd: random.Random, done: dict) -> dict[str, Any] | None:
    legal, view = doc["legal_actions"], doc["view"]
    if "bid" in legal or "decline" in legal:  # (decline alone: the seat cannot pay more than the high bid)
        auction = view["auction"]
        gold, high = view["players"][seat]["gold"], auction["high_bid"]
        wants = rnd.random() < (0.5 if auction["high_bidder"] is None else 0.35)
        if "bid" in legal and gold > high and wants:
            return {"type": "bid", "amount": high + 1 + rnd.randint(0, min(2, gold - high - 1))}
        return {"type": "decline"}
    purchase = view.get("purchase")
    if purchase and purchase["buyer"] == seat and purchase["cards"] and ("cast" in legal or "keep" in legal):
        card = card_id(purchase["cards"][0])
        return {"type": "cast" if "cast" in legal and rnd.random() < 0.7 else "keep", "card": card}
    for kind in ("begin_auction_step", "next_auction", "end_turn"):
        if kind in legal and (kind != "next_auction" or rnd.random() < 0.7):
            return {"type": kind}
    return {"type": "end_turn"} if "end_turn" in legal else None


def battler_move(doc: dict[str, Any], seat: int, rnd: random.Random, done: dict) -> dict[str, Any] | None:
    """In each draft a player re-rolls once, swaps a basic once, trades twice or picks once (as
    its shop offers), then is done."""
    legal, view = doc["legal_actions"], doc["view"]
    me = view["players"][seat]
    draft = json.dumps(view.get("counters"), sort_keys=True)
    counts = done.setdefault(draft, {})

    def once(kind: str, times: int = 1) -> bool:
        if kind in legal and counts.get(kind, 0) < times:
            counts[kind] = counts.get(kind, 0) + 1
            return True
        return False

    pool, pack = [card_id(c) for c in me.get("pool", [])], [card_id(c) for c in me.get("pack", [])]
    if once("choose_basics"):
        settings = view["settings"]
        return {"type": "choose_basics", "basics": {settings["basic_names"][seat]: settings["start_basics"]}}
    if once("select_hand"):
        return {"type": "select_hand", "cards": pool[: view["hand_size"]]}
    if "confirm_result" in legal:
        return {"type": "confirm_result"}
    if "report_result" in legal:
        return {"type": "report_result", "result": "win"}
    if once("reroll"):
        return {"type": "reroll"}
    owned = sorted(name for name, count in me.get("basics", {}).items() if count)
    if owned and once("swap_basic"):
        give = rnd.choice(owned)
        take = rnd.choice([name for name in view["settings"]["basic_names"] if name != give])
        return {"type": "swap_basic", "give": give, "take": take}
    if pool and pack and once("trade", 2):
        return {"type": "trade", "pool_card": rnd.choice(pool), "pack_card": rnd.choice(pack)}
    if pack and once("pick"):
        return {"type": "pick", "card": rnd.choice(pack)}
    if "done_shopping" in legal:
        return {"type": "done_shopping"}
    for kind in ("carousel_pick", "rochester_pick"):
        if kind in legal:
            return {"type": kind, "card": card_id(view["table"][0])}
    if "choose_augment" in legal:
        return {"type": "choose_augment", "augment": card_id(me["augment_offer"][0])}
    return None


def saga_move(doc: dict[str, Any], seat: int, rnd: random.Random, done: dict) -> dict[str, Any] | None:
    """Buys at the market what it can afford (most of the time), registers 20 cards of its pool
    and Plains to 40, reports the first seat the winner of every game (the other confirms), sells,
    insures and steals nothing; the spring's picks are not driven (the table stops there)."""
    legal, view = doc["legal_actions"], doc["view"]
    me = view["players"][seat]
    for kind, body in SAGA_PLAIN_MOVES.items():
        if kind in legal:
            return {"type": kind, **body}
    if "buy" in legal:
        offers = [
            (row, column)
            for row, slots in enumerate(view.get("market") or [])
            for column, slot in enumerate(slots)
            if slot["card"] is not None and slot["price"] <= me["gold"]
        ]
        if offers and rnd.random() < 0.8:
            row, column = rnd.choice(offers)
            return {"type": "buy", "row": row, "column": column}
    if "register_deck" in legal:
        pool = [card_id(c) for c in me.get("deck", []) + me.get("sideboard", [])]
        cards = pool[:20]
        return {"type": "register_deck", "cards": cards, "basics": {"Plains": max(0, 40 - len(cards))}}
    if "pass" in legal:
        return {"type": "pass"}
    return None


# The saga's steps a player passes through with the same answer every time, in this order.
SAGA_PLAIN_MOVES: dict[str, dict[str, Any]] = {
    "confirm_result": {},
    "choose_play_draw": {"play": True},
    "report_skirmish": {"winner": 0},
    "report_duel_game": {"winner": 0},
    "sell_proof_of_concept": {"cards": []},
    "insure": {"cards": []},
    "decline_thief": {},
    "force_sale": {"card": None},
    "sell_trending": {"cards": []},
    "solomon_split": {"pile_a": []},
    "solomon_choose": {"pile": "a"},
}

POLICIES = {"auction": auction_move, "battler": battler_move, "saga": saga_move}


# -- phones -------------------------------------------------------------------------------------
class Phone:
    def __init__(self, kind: str, collection: str, game_id: int, seat: int, token: str, port: int):
        self.kind, self.collection, self.game_id, self.seat, self.token, self.port = (
            kind,
            collection,
            game_id,
            seat,
            token,
            port,
        )
        self.doc: dict[str, Any] = {}
        self.version = -1
        self.stale = False
        self.received = 0  # bytes of socket frames
        self.pushes: dict[int, float] = {}  # seq -> arrival (perf_counter)
        self.results: dict[str, asyncio.Future] = {}
        self.changed = asyncio.Event()
        self.done: dict = {}
        self.http = Connection(HOST, port)

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Seat {self.token}"}

    async def read_view(self) -> None:
        status, detail = await self.http.request(
            "GET", f"/api/v1/{self.collection}/{self.game_id}/", headers=self.headers, timeout=ANSWER_TIMEOUT
        )
        if status != 200:
            raise RuntimeError(f"reading the view of {self.kind} {self.game_id}: {status} {detail}")
        self.doc = {k: detail[k] for k in ("version", "status", "waiting_on", "legal_actions", "view")}
        self.version, self.stale = detail["version"], False

    async def connect(self) -> None:
        from websockets.asyncio.client import connect

        await self.read_view()
        self.ws = await connect(
            f"ws://{HOST}:{self.port}/ws/{self.kind}/{self.game_id}/?{CLIENT['query']}",
            additional_headers={**self.headers, "Origin": f"http://{HOST}:{self.port}"},
            max_size=2**24,
            ping_interval=None,
        )
        hello = msgspec.json.decode(await self.ws.recv())
        if hello.get("version", self.version) > self.version:  # moved on between the read and the socket
            await self.read_view()
        self.reader = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        async for raw in self.ws:
            arrived = time.perf_counter()
            self.received += len(raw.encode() if isinstance(raw, str) else raw)
            message = msgspec.json.decode(raw)
            kind = message.get("type")
            if kind == "result":
                future = self.results.pop(message.get("ref"), None)
                if future is not None and not future.done():
                    future.set_result((arrived, message))
            elif kind == "action":
                seq = message["seq"]
                self.pushes[seq] = arrived
                patch = message.get("patch")
                if seq == self.version + 1 and patch is not None and patch.get("from") == self.version:
                    apply_patch(self.doc, patch["ops"])
                    self.version = self.doc["version"] = seq
                elif seq > self.version:
                    self.stale, self.version = True, seq
                self.changed.set()

    async def send(self, payload: dict[str, Any]) -> asyncio.Future:
        ref = uuid.uuid4().hex[:12]
        future = asyncio.get_running_loop().create_future()
        self.results[ref] = future
        frame = {
            "type": "action",
            "ref": ref,
            "action": {**payload, "expected_version": self.version},
            "idempotency_key": uuid.uuid4().hex,
            **CLIENT["answer"],
        }
        await self.ws.send(msgspec.json.encode(frame).decode())
        return future

    async def close(self) -> None:
        await self.ws.close()
        await self.http.close()


# -- what the server spent --------------------------------------------------------------------------
def _on_cpu_ns(pid: int) -> int:
    try:
        return int(Path(f"/proc/{pid}/schedstat").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 0


class ServerProbe:
    """CPU nanoseconds of the web workers, the Celery worker and the database's backends, and the
    statements counted, at one moment."""

    def __init__(self, web: servers.Process, worker: servers.Process | None, database_url: str, counts: Path):
        import psycopg

        self.web, self.worker, self.counts = web, worker, counts
        self.conn = psycopg.connect(database_url, autocommit=True)
        self.database = self.conn.info.dbname

    def backends(self) -> list[int]:
        return [
            row[0]
            for row in self.conn.execute(
                "SELECT pid FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()", [self.database]
            )
        ]

    def sample(self) -> dict[str, Any]:
        return {
            "web": {pid: _on_cpu_ns(pid) for pid in self.web.pids()},
            "celery": {pid: _on_cpu_ns(pid) for pid in (self.worker.pids() if self.worker else [])},
            "postgres": {pid: _on_cpu_ns(pid) for pid in self.backends()},
            "statements": statements.read_counts(self.counts),
        }

    @staticmethod
    def spent(before: dict[str, Any], after: dict[str, Any]) -> dict[str, float]:
        def ms(part: str) -> float:
            return sum(ns - before[part].get(pid, 0) for pid, ns in after[part].items()) / 1e6

        return {
            "web_cpu_ms": ms("web"),
            "celery_cpu_ms": ms("celery"),
            "postgres_cpu_ms": ms("postgres"),
            "statements": after["statements"] - before["statements"],
        }

    def close(self) -> None:
        self.conn.close()


@dataclass
class Measured:
    type: str
    answer_ms: float
    fanout_ms: float
    web_cpu_ms: float
    postgres_cpu_ms: float
    celery_cpu_ms: float
    statements: int
    bytes_to_actor: int
    bytes_to_others: list[int] = field(default_factory=list)


# -- a table ------------------------------------------------------------------------------------
async def make_table(table: str, port: int) -> list[Phone]:
    kind, collection, cube_name, settings = FORMATS[table]
    cubes = await call(HOST, port, "GET", "/api/v1/cubes/")
    cube = next(c["id"] for c in cubes["results"] if c.get("name") == cube_name)
    seats = SAGA_SEATS if kind == "saga" else SEATS
    body: dict[str, Any] = {"title": f"bench {kind}", "seats": [f"Phone {n}" for n in range(seats)], "cube": cube}
    if settings is not None:
        body["settings"] = settings
    created = await call(HOST, port, "POST", f"/api/v1/{collection}/", body)
    phones = []
    for seat in range(seats):
        joined = await call(HOST, port, "POST", "/api/v1/join/", {"code": created["join_code"], "seat": seat})
        phones.append(Phone(kind, collection, created["id"], seat, joined["token"], port))
    for phone in phones:
        await phone.connect()
    return phones


async def _caught_up(phones: list[Phone], seq: int) -> bool:
    deadline = time.monotonic() + PUSH_WAIT
    while any(p.version < seq for p in phones):
        left = deadline - time.monotonic()
        if left <= 0:
            return False
        for phone in phones:
            phone.changed.clear()
        try:
            await asyncio.wait_for(
                asyncio.wait([asyncio.ensure_future(p.changed.wait()) for p in phones], return_when="FIRST_COMPLETED"),
                left,
            )
        except TimeoutError:
            return False
    return True


async def play_table(
    kind: str, phones: list[Phone], probe: ServerProbe, actions: int, seed: int, rereads_counted: bool = False
) -> dict[str, Any]:
    """`actions` accepted actions, one at a time, by the phone the table waits on. `rereads_counted`:
    the views the phones read again because the action's pushes carried no patch are read before
    the action's figures are taken, so that its CPU is what the server spent to show the action on
    every phone (a server whose pushes carry no patch leaves that to reads; by default they are
    outside the figures)."""
    rnd = random.Random(seed)
    policy = POLICIES[kind]
    measured: list[Measured] = []
    refused: list[str] = []
    lost_pushes = rereads = idle = 0
    while len(measured) < actions and idle < 3 and len(refused) < 5:
        for phone in phones:
            if phone.stale:
                rereads += 1
                await phone.read_view()
        doc = phones[0].doc
        if doc["status"] != "active":
            break
        chosen = next(
            ((p, move) for p in phones if p.seat in doc["waiting_on"] and (move := policy(p.doc, p.seat, rnd, p.done))),
            None,
        )
        if chosen is None:  # a table step (the saga's deals) or nothing this bench plays: wait for a push
            idle += 1
            await _caught_up(phones, phones[0].version + 1)
            continue
        idle = 0
        phone, move = chosen
        sizes = [p.received for p in phones]
        before = probe.sample()
        sent = time.perf_counter()
        answer = await phone.send(move)
        arrived, result = await asyncio.wait_for(answer, ANSWER_TIMEOUT)
        if not result.get("ok"):
            refused.append(f"{move['type']}: {result.get('code')} {result.get('message')}"[:200])
            for p in phones:  # a refusal says the phone's model is off: read again
                p.stale = True
            continue
        seq = result["version"]
        if not await _caught_up(phones, seq):
            lost_pushes += sum(1 for p in phones if seq not in p.pushes)
        for p in phones if rereads_counted else ():
            if p.stale:
                rereads += 1
                await p.read_view()
        after = probe.sample()
        spent = ServerProbe.spent(before, after)
        last = max((p.pushes.get(seq, arrived) for p in phones), default=arrived)
        measured.append(
            Measured(
                move["type"],
                (arrived - sent) * 1000,
                (last - sent) * 1000,
                spent["web_cpu_ms"],
                spent["postgres_cpu_ms"],
                spent["celery_cpu_ms"],
                spent["statements"],
                phone.received - sizes[phones.index(phone)],
                [p.received - sizes[i] for i, p in enumerate(phones) if p is not phone],
            )
        )
    return {"measured": measured, "refused": refused, "lost_pushes": lost_pushes, "rereads": rereads}


def figures(measured: list[Measured]) -> dict[str, Any]:
    """Per action type and for the format: the figures of the report."""

    def one(rows: list[Measured]) -> dict[str, Any]:
        n = len(rows)
        others = [b for r in rows for b in r.bytes_to_others]
        answer, fanout = summarize([r.answer_ms for r in rows]), summarize([r.fanout_ms for r in rows])
        return {
            "n": n,
            "answer_ms": {"p50": answer["p50"], "p99": answer["p99"]},
            "fanout_ms": {"p50": fanout["p50"], "p99": fanout["p99"]},
            "web_cpu_ms_per_action": round(sum(r.web_cpu_ms for r in rows) / n, 2),
            "postgres_cpu_ms_per_action": round(sum(r.postgres_cpu_ms for r in rows) / n, 2),
            "celery_cpu_ms_per_action": round(sum(r.celery_cpu_ms for r in rows) / n, 2),
            "statements_per_action": round(sum(r.statements for r in rows) / n, 2),
            "statements_max": max(r.statements for r in rows),
            "bytes_to_actor": round(sum(r.bytes_to_actor for r in rows) / n),
            "bytes_to_each_other": round(sum(others) / len(others)) if others else 0,
        }

    by_type: dict[str, list[Measured]] = {}
    for row in measured:
        by_type.setdefault(row.type, []).append(row)
    return {
        "all": one(measured) if measured else None,
        "actions": {kind: one(rows) for kind, rows in sorted(by_type.items())},
    }


async def measure(
    port: int, probe: ServerProbe, actions: int, tables=tuple(FORMATS), log=print, rereads_counted: bool = False
) -> dict[str, Any]:
    """Each table's figures, by its name in FORMATS (`rereads_counted`: as play_table says)."""
    out: dict[str, Any] = {}
    for index, table in enumerate(tables):
        kind = FORMATS[table][0]
        phones = await make_table(table, port)
        if os.environ.get("BENCH_PROFILE_DIR"):  # bench.statements' profiles, by hand: from here
            for pid in probe.web.pids():
                if pid != probe.web.pid:
                    os.kill(pid, signal.SIGUSR1)
        try:
            played = await play_table(kind, phones, probe, actions, seed=index, rereads_counted=rereads_counted)
        finally:
            for phone in phones:
                await phone.close()
        found = figures(played["measured"])
        found.update({k: played[k] for k in ("refused", "lost_pushes", "rereads")})
        out[table] = found
        every = found["all"] or {}
        log(
            f"  {table}: {every.get('n', 0)} actions; web CPU {every.get('web_cpu_ms_per_action')} ms, PostgreSQL "
            f"{every.get('postgres_cpu_ms_per_action')} ms, {every.get('statements_per_action')} statements an action"
            + "".join(
                f"\n    {name:>20}: n {f['n']:3}, answer p50 {f['answer_ms']['p50']} p99 {f['answer_ms']['p99']} ms, "
                f"fan-out p50 {f['fanout_ms']['p50']} p99 {f['fanout_ms']['p99']} ms, web {f['web_cpu_ms_per_action']}"
                f" + PG {f['postgres_cpu_ms_per_action']} ms CPU, {f['statements_per_action']} statements, "
                f"{f['bytes_to_actor']} B to the actor, {f['bytes_to_each_other']} B to each other phone"
                for name, f in found["actions"].items()
            )
            + (f"\n    refused: {found['refused'][:3]}" if found["refused"] else "")
        )
    return out


def measure_served(
    web: servers.Process, worker: servers.Process | None, database_url: str, counts: Path, port: int, actions: int, log
) -> dict[str, Any]:
    """`measure` against a server started with SERVED_APP and served_env (bench.run's, or main's)."""
    probe = ServerProbe(web, worker, database_url, counts)
    try:
        return asyncio.run(measure(port, probe, actions, log=log))
    finally:
        probe.close()


def previous_run(results: Path = RESULTS) -> dict[str, Any] | None:
    """The formats of the committed run (bench/results/latest.json), None when it has none."""
    try:
        return json.loads((results / "latest.json").read_text()).get("formats")
    except (OSError, ValueError):
        return None


def served_env(env: dict[str, str], counts: Path) -> dict[str, str]:
    """The product's environment, its workers counting their statements into `counts`."""
    return {**env, "BENCH_STATEMENTS_DIR": str(counts)}


SERVED_APP = "bench.statements:application"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.formats", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="40 actions a format")
    parser.add_argument("--actions", type=int, default=None, help="accepted actions a format (default 150)")
    parser.add_argument("--tables", default=",".join(FORMATS), help="comma-separated tables of FORMATS")
    parser.add_argument("--port", type=int, default=0, help="the server's port (default: a free one)")
    parser.add_argument("--out", type=Path, help="write the figures as JSON here")
    parser.add_argument("--client", choices=sorted(CLIENTS), default="page", help="how phones use the socket")
    args = parser.parse_args(argv)
    CLIENT.update(CLIENTS[args.client])
    actions = args.actions or (40 if args.quick else 150)
    database_url = os.environ.get("DATABASE_URL") or servers.DEFAULT_DATABASE_URL
    redis_url = os.environ.get("REDIS_URL") or servers.DEFAULT_REDIS_URL
    env = servers.service_env(database_url, redis_url)
    logs = Path(tempfile.mkdtemp(prefix="bench-formats-"))
    servers.ensure_database(database_url)
    servers.manage(env, "migrate", "--noinput", log_path=logs / "setup.log")
    servers.manage(env, "load_demo", log_path=logs / "setup.log")
    counts = logs / "statements"
    counts.mkdir()
    port = args.port or servers.free_port()
    with socket.socket() as taken:  # a server left on the port would be measured instead of ours
        taken.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        taken.bind((HOST, port))
    signal.signal(signal.SIGTERM, signal.default_int_handler)  # `timeout` and kill stop the servers too
    web = servers.uvicorn("web", SERVED_APP, port, served_env(env, counts), logs / "web.log")
    worker = servers.celery_worker(served_env(env, counts), logs / "celery.log")
    try:
        servers.wait_http(f"http://{HOST}:{port}/healthz", web)
        probe = ServerProbe(web, worker, database_url, counts)
        try:
            found = asyncio.run(measure(port, probe, actions, tuple(args.tables.split(","))))
        finally:
            probe.close()
        if os.environ.get("BENCH_PROFILE_DIR"):  # bench.statements' profiles, by hand
            for pid in web.pids():
                if pid != web.pid:
                    os.kill(pid, signal.SIGUSR2)
            time.sleep(2)
    finally:
        web.stop()
        worker.stop()
    if args.out:
        args.out.write_text(json.dumps(found, indent=1))
    from bench.report import compare_formats, print_formats

    print_formats({"formats": found, "formats_compared": compare_formats(previous_run(), found)})
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The load generator: auction tables whose phones hold a WebSocket each and bid or decline as
players would, on asyncio and the `websockets` package, over loopback only.

A phone knows the table from its own view (read once over REST when it connects, and again
whenever it cannot tell what comes next) and from the pushed events of every commit. When the
table waits on it, it thinks (the table load: 1 to 3 s; saturation: not at all) and acts over its
socket: {type: action, ref, action: {...}}; the answer is {type: result, ref, ok, version, view...}.
It acts only in its turn, so a refusal is an error of the bench or of the server, never a
player clicking too early.

What is timed, with one clock (the machine's wall clock, shared by every process here):
- answer latency: the action sent on the socket -> its result received by the sender;
- fan-out: the commit of an action -> the push received by the last socket of its table. The
  commit time is the action's `created_at` in the log (set by the server in the transaction, a
  moment before COMMIT; nothing is added to the product for the bench), read back from
  PostgreSQL after the phase; it slightly overstates the fan-out. The sender's result arrival is
  reported beside it as a second estimate of the commit, as is the time from the send.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from dataclasses import dataclass, field
from typing import Any

import msgspec

from bench.httpc import Connection, HttpError, call
from bench.report import summarize

SEATS = 4
BID_ACTIONS = ("bid", "decline")
REREAD = "reread"
ANSWER_TIMEOUT = 15.0


# -- setting tables up through the API --------------------------------------------------------
@dataclass
class PhoneCred:
    game_id: int
    seat: int
    token: str


@dataclass
class TableInfo:
    game_id: int
    join_code: str
    phones: list[PhoneCred] = field(default_factory=list)


async def auction_block_id(host: str, port: int) -> int:
    cubes = await call(host, port, "GET", "/api/v1/cubes/")
    for cube in cubes["results"]:
        if cube.get("name") == "Demo auction block":
            return cube["id"]
    raise RuntimeError("the demo auction block is missing: run manage.py load_demo")


async def create_tables(host: str, port: int, count: int, cube_id: int, concurrency: int = 4) -> list[TableInfo]:
    """Auction tables from the demo block, through the API, each joined by 4 phones by its code."""
    gate = asyncio.Semaphore(concurrency)

    async def one(index: int) -> TableInfo:
        async with gate:
            created = await call(
                host,
                port,
                "POST",
                "/api/v1/auctions/",
                {"title": f"bench table {index}", "seats": [f"Phone {n}" for n in range(SEATS)], "cube": cube_id},
            )
            table = TableInfo(game_id=created["id"], join_code=created["join_code"])
            for seat in range(SEATS):
                joined = await call(
                    host,
                    port,
                    "POST",
                    "/api/v1/join/",
                    {"code": table.join_code, "seat": seat, "name": f"Phone {seat}"},
                )
                table.phones.append(PhoneCred(game_id=joined["game"], seat=joined["seat"], token=joined["token"]))
            return table

    return list(await asyncio.gather(*(one(i) for i in range(count))))


# -- what a phone knows of its table ----------------------------------------------------------------
class TableModel:
    """The table as one phone follows it: loaded from its view, moved on by pushed events."""

    def __init__(self) -> None:
        self.seq = -1
        self.stale = True  # nothing known yet: read the view
        self.over = False
        self.phase = ""
        self.active = 0
        self.auction: dict[str, Any] | None = None
        self.purchase: dict[str, Any] | None = None
        self.gold: list[int] = []
        self.out: list[bool] = []

    def load_view(self, view: dict[str, Any], version: int) -> None:
        self.seq = version
        self.stale = False
        self.over = view.get("result") is not None or view.get("phase") == "over"
        self.phase = view["phase"]
        self.active = view["active"]
        self.gold = [p["gold"] for p in view["players"]]
        self.out = [p["out"] for p in view["players"]]
        auction = view.get("auction")
        self.auction = (
            None
            if auction is None
            else {
                "bidders": list(auction["bidders"]),
                "next": auction["next_index"],
                "high_bid": auction["high_bid"],
                "high_bidder": auction["high_bidder"],
                "kind": auction["kind"],
            }
        )
        purchase = view.get("purchase")
        self.purchase = (
            None
            if purchase is None
            else {"buyer": purchase["buyer"], "cards": [card["id"] for card in purchase["cards"]]}
        )

    def answered(self, version: int, events: list[dict[str, Any]]) -> bool:
        """The phone's own commit, from its answer, when it is the next one known (else its
        push will tell). False when an event is not understood (read the view)."""
        if self.stale or version != self.seq + 1:
            return True
        if not self.apply(events):
            self.stale = True
            return False
        self.seq = version
        return True

    def apply(self, events: list[dict[str, Any]]) -> bool:
        """Moves on by one commit's events. False when an event is not understood (read the view)."""
        for event in events:
            kind = event.get("type")
            if kind == "auction_opened":
                if event.get("kind") != "step":
                    return False
                self.auction = {
                    "bidders": list(event["bidders"]),
                    "next": 0,
                    "high_bid": 0,
                    "high_bidder": None,
                    "kind": "step",
                }
            elif kind in ("bid", "declined"):
                auction = self.auction
                if auction is None:
                    return False
                if kind == "bid":
                    auction["high_bid"], auction["high_bidder"] = event["amount"], event["seat"]
                auction["next"] = (auction["next"] + 1) % len(auction["bidders"])
            elif kind == "sold":
                if self.auction is None or self.auction["kind"] != "step":
                    return False
                self.auction = None
                self.gold[event["seat"]] -= event["price"]
                self.purchase = {"buyer": event["seat"], "cards": list(event["cards"])}
            elif kind == "unsold":
                self.auction = None
            elif kind in ("cast", "kept"):
                purchase = self.purchase
                if purchase is not None and event["card"] in purchase["cards"]:
                    purchase["cards"].remove(event["card"])
                    if not purchase["cards"]:
                        self.purchase = None  # the step goes on, unless auction_step_ended follows
            elif kind == "auction_step_ended":
                self.phase = "main"
            elif kind == "turn_ended":
                for seat, out in enumerate(self.out):
                    if not out:
                        self.gold[seat] += event.get("income", 0)
            elif kind == "turn_began":
                self.active, self.phase = event["seat"], "upkeep"
            elif kind == "auction_step_began":
                self.phase = "auction"
            elif kind == "player_lost":
                self.out[event["seat"]] = True
            elif kind == "game_over":
                self.over = True
            elif kind == "deck_ran_out":
                pass
            else:
                return False
        return True

    def move_for(self, seat: int) -> str | None:
        """What this seat must do now: bid (or decline), settle, begin_auction_step, end_turn,
        next_auction, reread, or nothing."""
        if self.stale:
            return REREAD
        if self.over or self.out[seat]:
            return None
        if self.auction is not None:
            auction = self.auction
            return "bid" if auction["bidders"][auction["next"]] == seat else None
        if self.purchase is not None:
            return "settle" if self.purchase["buyer"] == seat else None
        if self.active != seat:
            return None
        if self.phase == "upkeep":
            return "begin_auction_step"  # the phone has nothing to do in its upkeep
        return "end_turn" if self.phase == "main" else "next_auction"


# -- measurements ---------------------------------------------------------------------------------
@dataclass
class ActionRecord:
    table: int
    game_id: int
    seat: int
    type: str
    sent_wall: float
    sent: float
    answered: float | None = None
    answered_wall: float | None = None
    ok: bool = False
    seq: int | None = None
    error: str | None = None


class Recorder:
    def __init__(self) -> None:
        self.actions: list[ActionRecord] = []
        self.arrivals: dict[tuple[int, int], list[float]] = {}
        self.rereads = 0
        self.gaps = 0
        self.unknown_events = 0
        self.stalls = 0
        self.socket_errors = 0
        self.reconnects = 0
        self.games_over = 0
        self.reread_errors: list[str] = []

    def pushed(self, game_id: int, seq: int, arrived: float) -> None:
        self.arrivals.setdefault((game_id, seq), []).append(arrived)


# -- phones and tables -----------------------------------------------------------------------------
class Phone:
    """One phone: its socket and REST connection stay open for the whole run; it plays only while
    its table takes part in a phase (table.run is that phase)."""

    def __init__(self, table: Table, cred: PhoneCred, rnd: random.Random):
        self.table, self.cred, self.rnd = table, cred, rnd
        self.seat = cred.seat
        self.model = TableModel()
        self.wake = asyncio.Event()
        self.ws = None
        self.http: Connection | None = None
        self.pending: dict[str, asyncio.Future] = {}
        self.hello: asyncio.Future | None = None
        self.refs = 0
        self.reader: asyncio.Task | None = None
        self.address: tuple[str, int] | None = None
        self.closing = False
        self.connected = False
        self.reconnects = 0

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Seat {self.cred.token}"}

    async def connect(self, host: str, port: int) -> None:
        from websockets.asyncio.client import connect

        self.address = (host, port)
        self.hello = asyncio.get_running_loop().create_future()
        self.ws = await connect(
            f"ws://{host}:{port}/ws/auction/{self.cred.game_id}/?view=false",
            additional_headers={**self.headers, "Origin": f"http://{host}:{port}"},
            open_timeout=30,
            max_size=2**24,
            ping_interval=None,
        )
        self.reader = asyncio.ensure_future(self._read(self.ws))
        await asyncio.wait_for(self.hello, 30)
        if self.http is None:
            self.http = Connection(host, port)
        for attempt in range(6):  # a 503 (database busy) says retry shortly: a phone would
            try:
                await self.reread()
                self.connected = True
                return
            except HttpError as error:
                if error.status != 503 or attempt == 5:
                    raise
                await asyncio.sleep(1 + attempt)

    async def reread(self) -> None:
        """The phone's own view over REST, as a phone page loads it."""
        status, detail = await self.http.request(
            "GET", f"/api/v1/auctions/{self.cred.game_id}/", headers=self.headers, timeout=ANSWER_TIMEOUT
        )
        if status != 200:
            raise HttpError(status, detail)
        if detail["version"] >= self.model.seq:
            self.model.load_view(detail["view"], detail["version"])
        self.table.progressed()

    async def _read(self, ws) -> None:
        try:
            async for raw in ws:
                arrived = time.time()
                message = msgspec.json.decode(raw)
                kind = message.get("type")
                if kind == "action":
                    self._pushed(message, arrived)
                elif kind == "result":
                    future = self.pending.pop(message.get("ref"), None)
                    if future is not None and not future.done():
                        future.set_result((time.perf_counter(), arrived, message))
                elif kind == "hello" and not self.hello.done():
                    self.hello.set_result(message)
        except Exception:  # noqa: BLE001 - a dropped socket: counted below, then the phone reconnects
            pass
        finally:
            for future in self.pending.values():
                if not future.done():
                    future.set_exception(ConnectionError("socket closed"))
            if not self.closing and ws is self.ws:
                self.connected = False
                run = self.table.run
                if run is not None:
                    run.recorder.socket_errors += 1
                asyncio.ensure_future(self._reconnect())

    async def _reconnect(self) -> None:
        """A phone whose socket dropped (a worker restarted...) opens it again and re-reads its
        view, as the phone pages do; the table waits meanwhile. After a minute it gives up."""
        self.model.stale = True
        deadline = time.monotonic() + 60
        while not self.closing and time.monotonic() < deadline:
            await asyncio.sleep(1.0)
            try:
                await self.connect(*self.address)
            except Exception:  # noqa: BLE001 - not yet: try again
                ws, self.ws = self.ws, None  # its reader sees it is no longer the phone's socket
                if ws is not None:
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(ws.close(), 5)
                continue
            self.reconnects += 1
            run = self.table.run
            if run is not None:
                run.recorder.reconnects += 1
            self.wake.set()
            return
        self.table.broken = True

    def _pushed(self, message: dict[str, Any], arrived: float) -> None:
        run = self.table.run
        seq = message["seq"]
        if run is not None:
            run.recorder.pushed(self.cred.game_id, seq, arrived)
        model = self.model
        if seq <= model.seq or model.stale:
            return
        if seq > model.seq + 1:
            if run is not None:
                run.recorder.gaps += 1
            model.stale = True
        elif not model.apply(message.get("events", [])):
            if run is not None:
                run.recorder.unknown_events += 1
            model.stale = True
        else:
            model.seq = seq
        self.table.progressed()
        self.wake.set()

    async def play(self, run: LoadRun) -> None:
        self.wake.set()
        while not run.stopping:
            await self.wake.wait()
            self.wake.clear()
            if not self.connected:  # reconnecting: _reconnect wakes the phone when it is back
                continue
            move = self.model.move_for(self.seat)
            if move is None:
                continue
            if move == REREAD:
                run.recorder.rereads += 1
                try:
                    await self.reread()
                except Exception as error:  # noqa: BLE001 - counted; the phone tries again
                    run.recorder.reread_errors.append(f"{type(error).__name__}: {error}"[:200])
                    await asyncio.sleep(1.0)
                self.wake.set()
                continue
            if run.think is not None:
                await asyncio.sleep(self.rnd.uniform(*run.think))
                if run.stopping:
                    break
                move = self.model.move_for(self.seat)
                if not self.connected:
                    continue
                if move is None or move == REREAD:
                    self.wake.set()
                    continue
            await self.act(run, self.decide(move))
            self.wake.set()

    def decide(self, move: str) -> dict[str, Any]:
        model, rnd = self.model, self.rnd
        if move == "bid":
            auction = model.auction
            gold, high = model.gold[self.seat], auction["high_bid"]
            wants = rnd.random() < (0.5 if auction["high_bidder"] is None else 0.35)
            if gold > high and wants:
                return {"type": "bid", "amount": high + 1 + rnd.randint(0, min(2, gold - high - 1))}
            return {"type": "decline"}
        if move == "settle":
            card = model.purchase["cards"][0]
            return {"type": "cast" if rnd.random() < 0.7 else "keep", "card": card}
        return {"type": move}

    async def act(self, run: LoadRun, payload: dict[str, Any]) -> None:
        self.refs += 1
        ref = f"{self.seat}-{self.refs}"
        future = asyncio.get_running_loop().create_future()
        self.pending[ref] = future
        record = ActionRecord(
            table=self.table.index,
            game_id=self.cred.game_id,
            seat=self.seat,
            type=payload["type"],
            sent_wall=time.time(),
            sent=time.perf_counter(),
        )
        run.recorder.actions.append(record)
        try:
            # The phone follows the game by its events: its answers need not carry its view.
            await self.ws.send(
                msgspec.json.encode({"type": "action", "ref": ref, "view": False, "action": payload}).decode()
            )
            answered, answered_wall, result = await asyncio.wait_for(future, ANSWER_TIMEOUT)
        except TimeoutError:
            self.pending.pop(ref, None)
            record.error = "timeout"
            self.model.stale = True
            return
        except Exception as error:  # noqa: BLE001 - the socket dropped: counted; the phone reconnects
            self.pending.pop(ref, None)
            record.error = f"socket: {type(error).__name__}"
            self.model.stale = True
            return
        record.answered, record.answered_wall = answered, answered_wall
        if result.get("ok"):
            record.ok, record.seq = True, result.get("version")
            if not self.model.answered(result["version"], result.get("events", [])):
                run.recorder.unknown_events += 1
            if self.model.over:
                self.table.finished()
        else:
            record.error = str(result.get("code") or result.get("status") or "refused")
            self.model.stale = True  # read the view again before acting
        self.table.progressed()

    async def close(self) -> None:
        self.closing = True
        if self.ws is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.ws.close(), 5)
        if self.http is not None:
            await self.http.close()
        if self.reader is not None:
            self.reader.cancel()


class Table:
    def __init__(self, index: int, info: TableInfo, seed: str):
        self.index, self.info = index, info
        self.run: LoadRun | None = None
        self.phones = [Phone(self, cred, random.Random(f"{seed}-{info.game_id}-{cred.seat}")) for cred in info.phones]
        self.last_progress = time.monotonic()
        self.broken = False  # a phone could not connect, or its socket dropped
        self.over = False

    @property
    def done(self) -> bool:
        return self.broken or self.over

    def progressed(self) -> None:
        self.last_progress = time.monotonic()

    def finished(self) -> None:
        if not self.over:
            self.over = True
            if self.run is not None:
                self.run.recorder.games_over += 1

    async def watchdog(self, run: LoadRun, quiet_s: float) -> None:
        """A table on which nothing happened for `quiet_s`: every phone reads its view again."""
        while not run.stopping:
            await asyncio.sleep(1.0)
            waiting = any(phone.pending for phone in self.phones)  # an answer still to come is no stall
            if not self.done and not waiting and time.monotonic() - self.last_progress > quiet_s:
                run.recorder.stalls += 1
                self.progressed()
                for phone in self.phones:
                    phone.model.stale = True
                    phone.wake.set()


class Fleet:
    """Every phone of the run, connected once: its socket open, its view read."""

    def __init__(self, host: str, port: int, tables: list[TableInfo], seed: str = "bench"):
        self.host, self.port = host, port
        self.tables = [Table(i, info, seed) for i, info in enumerate(tables)]
        self.failures: list[str] = []

    async def connect(self, concurrency: int = 16) -> float:
        """A table with a phone that cannot connect sits the run out (listed in failures)."""
        gate = asyncio.Semaphore(concurrency)
        began = time.perf_counter()

        async def one(phone: Phone) -> None:
            async with gate:
                await phone.connect(self.host, self.port)

        async def table_ready(table: Table) -> None:
            results = await asyncio.gather(*(one(phone) for phone in table.phones), return_exceptions=True)
            failures = [r for r in results if isinstance(r, BaseException)]
            if failures:
                table.broken = True
                self.failures.append(f"game {table.info.game_id}: {type(failures[0]).__name__}: {failures[0]}"[:300])

        await asyncio.gather(*(table_ready(table) for table in self.tables))
        return time.perf_counter() - began

    async def close(self) -> None:
        await asyncio.gather(*(phone.close() for table in self.tables for phone in table.phones))


class LoadRun:
    """One phase: some tables of the fleet played for `duration` s, measured after `warmup` s."""

    def __init__(self, tables: list[Table], think: tuple[float, float] | None):
        self.think = think
        self.recorder = Recorder()
        self.stopping = False
        self.skipped = [table for table in tables if table.done]
        self.tables = [table for table in tables if not table.done]

    async def play(
        self, duration: float, warmup: float, max_actions: int | None = None, until: asyncio.Event | None = None
    ) -> tuple[float, float]:
        """Plays until `duration` s passed (or `max_actions` sent after the warm-up were answered,
        or `until` is set); returns the window (wall clock) in which figures count."""
        quiet = 10.0 + (self.think[1] if self.think else 0)
        for table in self.tables:
            table.run = self
            table.progressed()
        start = time.time()
        tasks = [asyncio.ensure_future(phone.play(self)) for table in self.tables for phone in table.phones]
        tasks += [asyncio.ensure_future(table.watchdog(self, quiet)) for table in self.tables]
        deadline = time.monotonic() + duration
        while time.monotonic() < deadline and not (until is not None and until.is_set()):
            await asyncio.sleep(0.05)
            counted = (a for a in self.recorder.actions if a.ok and a.sent_wall >= start + warmup)
            if max_actions is not None and sum(1 for _ in counted) >= max_actions:
                break
            if all(table.done for table in self.tables):
                break
        end = time.time()
        self.stopping = True
        for table in self.tables:
            for phone in table.phones:
                phone.wake.set()
        # Let the answers in flight land (they count: a slow answer is not dropped).
        waited = time.monotonic() + ANSWER_TIMEOUT + 1
        while time.monotonic() < waited and any(a.answered is None and a.error is None for a in self.recorder.actions):
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.3)  # the last pushes
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for table in self.tables:
            table.run = None
        for record in self.recorder.actions:
            if record.answered is None and record.error is None:
                record.error = "no answer"
        return start + warmup, end


# -- from records to figures ---------------------------------------------------------------------
def commit_times(database_url: str, game_ids: list[int], since: float) -> dict[tuple[int, int], float]:
    import psycopg

    for attempt in range(10):  # the PostgreSQL server may be full of other clients for a moment
        try:
            conn = psycopg.connect(database_url, autocommit=True, connect_timeout=10)
            break
        except psycopg.OperationalError:
            if attempt == 9:
                raise
            time.sleep(1 + attempt)
    with conn:
        rows = conn.execute(
            "SELECT game_id, seq, EXTRACT(EPOCH FROM created_at)::float8 FROM tabletop_action "
            "WHERE game_id = ANY(%s) AND created_at >= to_timestamp(%s)",
            [game_ids, since - 5],
        ).fetchall()
    return {(game_id, seq): at for game_id, seq, at in rows}


def figures(run: LoadRun, window: tuple[float, float], commits: dict[tuple[int, int], float]) -> dict[str, Any]:
    start, end = window
    seconds = max(1e-9, end - start)
    recorder = run.recorder
    counted = [a for a in recorder.actions if a.sent_wall >= start and a.sent_wall <= end]
    ok = [a for a in counted if a.ok]
    bids = [a for a in ok if a.type in BID_ACTIONS]
    errors = [a for a in counted if not a.ok]
    error_kinds: dict[str, int] = {}
    for a in errors:
        error_kinds[a.error or "?"] = error_kinds.get(a.error or "?", 0) + 1

    def latency(records: list[ActionRecord]) -> dict[str, Any]:
        return summarize([(a.answered - a.sent) * 1000 for a in records])

    phones_per_table = {table.info.game_id: len(table.phones) for table in run.tables}
    fan_commit, fan_result, fan_send, missing, no_commit = [], [], [], 0, 0
    for a in bids:
        arrivals = recorder.arrivals.get((a.game_id, a.seq), [])
        if len(arrivals) < phones_per_table[a.game_id]:
            missing += 1
            continue
        last = max(arrivals)
        committed = commits.get((a.game_id, a.seq))
        if committed is None:
            no_commit += 1
        else:
            fan_commit.append((last - committed) * 1000)
        fan_result.append((last - a.answered_wall) * 1000)
        fan_send.append((last - a.sent_wall) * 1000)
    # Throughput: answers (accepted) that landed in the window, whenever they were sent.
    landed = [a for a in recorder.actions if a.ok and a.answered_wall is not None and start <= a.answered_wall <= end]
    return {
        "tables": len(run.tables),
        "phones": sum(len(t.phones) for t in run.tables),
        "tables_left_out": len(run.skipped),
        "window_s": round(seconds, 2),
        "bid_latency": latency(bids),
        "action_latency": latency(ok),
        "latency_by_type": {kind: latency([a for a in ok if a.type == kind]) for kind in sorted({a.type for a in ok})},
        "fanout_from_commit": summarize(fan_commit),
        "fanout_from_sender_result": summarize(fan_result),
        "fanout_from_send": summarize(fan_send),
        "bids_per_s": round(len([a for a in landed if a.type in BID_ACTIONS]) / seconds, 1),
        "actions_per_s": round(len(landed) / seconds, 1),
        "actions": len(counted),
        "bids": len(bids),
        "errors": len(errors),
        "error_kinds": error_kinds,
        "pushes_missing": missing,
        "commits_not_found": no_commit,
        "rereads": recorder.rereads,
        "seq_gaps": recorder.gaps,
        "unknown_events": recorder.unknown_events,
        "stalls": recorder.stalls,
        "sockets_dropped": recorder.socket_errors,
        "reconnects": recorder.reconnects,
        "reread_errors": len(recorder.reread_errors),
        "reread_error_samples": recorder.reread_errors[:3],
        "games_over": recorder.games_over,
    }

"""`python -m bench.profile [--actions N] [--no-cprofile] [--kind battler]`: where one action's time goes.

In process: plays an auction table of the demo block (or, with `--kind battler`, a Treasure
battler of the demo battler cube, random legal play) through `tabletop.live.hotpath.execute_action`
(what the socket calls on PostgreSQL) on the bench database, in one event loop, with timers wrapped around
its stages at run time (the product is not changed): the round trip that locks and reads the row,
the decoding of the state, the decision (the engine's apply and views), the round trip that
writes and commits, the push after the commit, and the JSON of the answer the socket sends.
Prints the mean per action of each stage, the sizes of what is read and written, and cProfile's
top functions by CPU time. Needs the bench database (python -m bench.run creates it).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import io
import os
import pstats
import random
import sys
import time
from collections import defaultdict
from contextlib import contextmanager
from typing import Any

from bench import servers
from tabletop.rules.rng import Rng

TIMES: dict[str, list[float]] = defaultdict(list)
ACTIVE = [False]  # stages count only inside the command path, not in the driver's own reads


@contextmanager
def timed(name: str):
    start = time.perf_counter()
    try:
        yield
    finally:
        if ACTIVE[0]:
            TIMES[name].append((time.perf_counter() - start) * 1000)


def wrap(owner: Any, attr: str, name: str) -> None:
    original = getattr(owner, attr)

    def wrapper(*args, **kwargs):
        with timed(name):
            return original(*args, **kwargs)

    setattr(owner, attr, wrapper)


def wrap_async(owner: Any, attr: str, name: str) -> None:
    original = getattr(owner, attr)

    async def wrapper(*args, **kwargs):
        with timed(name):
            return await original(*args, **kwargs)

    setattr(owner, attr, wrapper)


def patch_costs(pushes: int = 150) -> None:
    """What a push costs the server per reader (tabletop.core.patches: the reader's document from its
    view, and its change from the document before), at turn 1 and turn 30 of a 4-player auction
    of the demo block played in the engine: CPU time per push per seat, and the patch's size. State
    by state, as a worker makes a push's patches: the 4 seats' documents of one state together,
    sharing its table part and the changes their views share (a seat at a time through all the
    states, each state's shared part was made again for each seat: 182 against about 60 us at turn 30)."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.setdefault("SECRET_KEY", "bench-profile")
    import msgspec

    from auction.rules import ENGINE
    from bench.engines import auction_to_turn, demo_cards
    from tabletop.core import patches

    cards = demo_cards("auction_block.csv")
    for turn in (1, 30):
        states = next(found for seed in range(50) if (found := auction_to_turn(cards, f"profile-{seed}", turn + 1)))[3]
        first = next(i for i, state in enumerate(states) if state.turn == turn)
        window = states[first : first + pushes + 1]
        cpu, sizes, view = [], [], []
        keys = [(seat, seat) for seat in range(4)]
        documents = {key: patches.document(ENGINE, window[0], key) for key in keys}
        for version, state in enumerate(window[1:], start=1):
            start = time.process_time()
            table, common = patches.table_part(ENGINE, state), {}
            made = []
            for key in keys:
                after = patches.document(ENGINE, state, key, table)
                made.append(patches.diff(documents[key], after, version - 1, version, common))
                documents[key] = after
            cpu.extend([(time.process_time() - start) * 1e6 / len(keys)] * len(keys))
            for key, patch in zip(keys, made, strict=True):
                start = time.process_time()
                ENGINE.player_view(state, key[0])
                view.append((time.process_time() - start) * 1e6)
                sizes.append(len(msgspec.json.encode({"from": patch.base, "ops": patch.ops, "cards": patch.cards})))
        cpu.sort(), view.sort(), sizes.sort()
        view_bytes = len(msgspec.json.encode(ENGINE.player_view(window[-1], 0)))
        print(
            f"turn {turn} ({len(window) - 1} pushes x 4 seats; a view is {view_bytes:,} bytes of JSON): a patch costs "
            f"{sum(cpu) / len(cpu):.0f} us of CPU per push per seat (p50 {cpu[len(cpu) // 2]:.0f}, p95 "
            f"{cpu[int(len(cpu) * 0.95)]:.0f}), the view alone as builtins {sum(view) / len(view):.0f} us; patch "
            f"{sum(sizes) / len(sizes):.0f} bytes on average (p95 {sizes[int(len(sizes) * 0.95)]})"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.profile", description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=300)
    parser.add_argument("--no-cprofile", action="store_true", help="time the stages without cProfile's overhead")
    parser.add_argument("--patches", action="store_true", help="only what a push's view patch costs per seat")
    parser.add_argument("--kind", choices=sorted(TABLES), default="auction", help="the format of the table played")
    args = parser.parse_args(argv)
    if args.patches:
        patch_costs()
        return 0
    os.environ.setdefault("DATABASE_URL", servers.DEFAULT_DATABASE_URL)
    os.environ.setdefault("REDIS_URL", servers.DEFAULT_REDIS_URL)
    os.environ.setdefault("SECRET_KEY", "bench-profile")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ["LOG_LEVEL"] = "WARNING"
    import django

    django.setup()
    import msgspec
    import psycopg
    from psycopg_pool import AsyncConnectionPool

    from cards.models import Cube
    from cards.selectors import cube_game_cards
    from tabletop.core import kinds, realtime, services, states
    from tabletop.live import hotpath
    from tabletop.models import Game

    cube_name, settings_doc, choose = TABLES[args.kind]
    engine = kinds.get(args.kind).engine
    cube = Cube.objects.get(name=cube_name, is_demo=True)
    created = services.create_game(
        kind=args.kind,
        seat_names=[f"Phone {n}" for n in range(4)],
        settings_doc=settings_doc,
        cards=cube_game_cards(cube),
        cube=cube,
        title="bench profile",
    )
    game_id = created.game.pk

    for attr in ("apply", "player_view", "event_view", "parse_action", "waiting_on", "encode_state_json"):
        wrap(engine, attr, f"  engine.{attr}")
    wrap(services, "decide_command", "decide (services.decide_command)")
    wrap(states, "decoded", "decode the state read")
    execute = psycopg.AsyncClientCursor.execute
    round_trips = {
        "BEGIN;": "locked, round trip 1: BEGIN + SELECT ... FOR UPDATE",
        "UPDATE": "locked, round trip 2: UPDATE + INSERT + COMMIT",
        "WITH": "from the known state, the one round trip: UPDATE if still at its version + INSERT",
    }

    async def timed_execute(cursor, query, *args, **kwargs):
        with timed(round_trips.get(query.split(None, 1)[0], "other SQL")):
            return await execute(cursor, query, *args, **kwargs)

    psycopg.AsyncClientCursor.execute = timed_execute
    wrap_async(AsyncConnectionPool, "getconn", "pool: take a connection")
    wrap_async(AsyncConnectionPool, "putconn", "pool: give it back")
    wrap_async(realtime, "apublish", "push after the answer (Redis group_send)")

    gc_started: list[float] = []

    def gc_timer(phase: str, info: dict) -> None:  # the collector's pauses, by generation
        if phase == "start":
            gc_started[:] = [time.perf_counter()]
        elif gc_started and ACTIVE[0]:
            TIMES[f"python GC, generation {info['generation']}"].append((time.perf_counter() - gc_started[0]) * 1000)

    gc.callbacks.append(gc_timer)

    async def play():
        rnd = random.Random(1)
        chooser = Rng("bench-profile")
        sizes: dict[str, list[int]] = defaultdict(list)
        totals, cpu_totals = [], []
        stages: list[dict[str, float]] = []
        profiler = cProfile.Profile(time.process_time)
        for i in range(args.actions):
            game = await Game.objects.aget(pk=game_id)
            state = await asyncio.to_thread(states.load, game)
            if engine.is_over(state):
                break
            seat, payload = choose(engine, state, rnd, chooser)
            marks = {name: len(values) for name, values in TIMES.items()}
            ACTIVE[0] = True
            wall, cpu = time.perf_counter(), time.process_time()
            if not args.no_cprofile:
                profiler.enable()
            result = await hotpath.execute_action(game_id=game_id, seat_number=seat, payload=payload)
            with timed("answer JSON (msgspec, as the socket sends it)"):
                text = msgspec.json.encode({"type": "result", "ref": "x", "ok": True, "replayed": False, **result.body})
            totals.append((time.perf_counter() - wall) * 1000)
            await asyncio.gather(*hotpath._following_up)  # the push, after the answer: timed, not in the total
            profiler.disable()
            cpu_totals.append((time.process_time() - cpu) * 1000)
            ACTIVE[0] = False
            stages.append({name: sum(values[marks.get(name, 0) :]) for name, values in TIMES.items()})
            if i % 10 == 0:
                row = await Game.objects.filter(pk=game_id).values_list("state").afirst()
                sizes["state JSON bytes"].append(len(msgspec.json.encode(row[0])))
                sizes["answer JSON bytes"].append(len(text))
        await hotpath.close_pool()
        return totals, cpu_totals, sizes, profiler, stages

    report(*asyncio.run(play()))
    return 0


def choose_auction(engine, state, rnd: random.Random, chooser) -> tuple[int, dict[str, Any]]:
    """The seat the table waits on, and its move by the bench phones' policy."""
    seat = engine.waiting_on(state)[0]
    return seat, bid_or_move_on(state, seat, rnd)


def choose_battler(engine, state, rnd: random.Random, chooser) -> tuple[int, dict[str, Any]]:
    """A seat that may act, and a random legal action of its (the battler's random play)."""
    import msgspec

    from battler.rules.playout import random_legal_action
    from battler.rules.queries import may_act

    seat = chooser.choice(may_act(state))
    return seat, msgspec.to_builtins(random_legal_action(state, seat, chooser))


def bid_or_move_on(state, seat: int, rnd: random.Random) -> dict[str, Any]:
    """The bench phones' policy at an auction table, from the state."""
    if state.auction is not None:
        gold, high = state.players[seat].gold, state.auction.high_bid
        wants = rnd.random() < (0.5 if state.auction.high_bidder is None else 0.35)
        if gold > high and wants:
            return {"type": "bid", "amount": high + 1 + rnd.randint(0, min(2, gold - high - 1))}
        return {"type": "decline"}
    if state.purchase is not None:
        return {"type": "cast" if rnd.random() < 0.7 else "keep", "card": state.purchase.cards[0]}
    if state.phase == "upkeep":
        return {"type": "begin_auction_step"}
    return {"type": "end_turn" if state.phase == "main" else "next_auction"}


# The tables it plays: the demo cube, the settings, and how a move is chosen.
TABLES = {
    "auction": ("Demo auction block", None, choose_auction),
    "battler": ("Demo battler cube", {"preset": "treasure"}, choose_battler),
}


def report(totals, cpu_totals, sizes, profiler, stages) -> None:
    n = len(totals)
    total = sum(totals) / n
    ordered = sorted(totals)
    print(
        f"\n{n} actions through hotpath.execute_action + the answer's JSON (the push after): mean {total:.2f} ms wall, "
        f"{sum(cpu_totals) / n:.2f} ms CPU of this process; p50 {ordered[n // 2]:.2f} ms, "
        f"p99 {ordered[min(n - 1, int(n * 0.99))]:.2f} ms, max {ordered[-1]:.2f} ms"
    )
    print("\nthe 5 slowest actions: their wall time, CPU time, and their two longest stages")
    for index in sorted(range(n), key=lambda i: totals[i], reverse=True)[:5]:
        top = sorted(stages[index].items(), key=lambda item: item[1], reverse=True)[:2]
        print(
            f"  {totals[index]:8.2f} ms wall, {cpu_totals[index]:7.2f} ms CPU: "
            + ", ".join(f"{name} {ms:.1f} ms" for name, ms in top)
        )
    print("\nstage (mean per action; indented: inside the stage above; the push is not in the total)")
    rows = sorted(((sum(v) / n, name, len(v)) for name, v in TIMES.items()), reverse=True)
    for mean, name, calls in rows:
        print(f"  {mean:8.2f} ms  {100 * mean / total:5.1f} %  {calls / n:4.1f} calls  {name}")
    print("\nsizes (mean)")
    for name, values in sizes.items():
        print(f"  {sum(values) / len(values):10.0f}  {name} (first {values[0]}, last {values[-1]})")
    if not profiler.getstats():
        return
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(15)
    print("\ncProfile, CPU time, top functions by own time:")
    print("\n".join(line for line in out.getvalue().splitlines()[6:] if line.strip()))


if __name__ == "__main__":
    sys.exit(main())

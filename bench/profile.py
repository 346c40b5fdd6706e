"""`python -m bench.profile [--actions N]`: where the time of one bid goes, in process.

Plays an auction table of the demo block through `tabletop.services.execute_action` (the code
the socket calls) on the bench database, with timers wrapped around the stages at run time (the
product is not changed): the SQL statements by kind, the commit, the engine's decode, apply,
encode and views, the push after commit, and the JSON of the answer the socket sends. Prints the
mean per action of each stage, the sizes of what is read and written, and cProfile's top
functions by CPU time. Needs the bench database (python -m bench.run creates it).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import json
import os
import pstats
import random
import sys
import time
from collections import defaultdict
from contextlib import contextmanager
from typing import Any

from bench import servers

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


def sql_kind(sql: str) -> str:
    head = sql.lstrip()[:80].upper()
    if head.startswith("SELECT") and "FOR UPDATE" in sql.upper():
        return "sql: SELECT game FOR UPDATE (row + state JSON)"
    if head.startswith("UPDATE"):
        return "sql: UPDATE game (state JSON written)"
    if head.startswith("INSERT"):
        return "sql: INSERT action"
    if head.startswith(("SAVEPOINT", "RELEASE")):
        return "sql: savepoint"
    return "sql: other " + head.split()[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.profile", description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=300)
    args = parser.parse_args(argv)
    os.environ.setdefault("DATABASE_URL", servers.DEFAULT_DATABASE_URL)
    os.environ.setdefault("REDIS_URL", servers.DEFAULT_REDIS_URL)
    os.environ.setdefault("SECRET_KEY", "bench-profile")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ["LOG_LEVEL"] = "WARNING"
    import django

    django.setup()
    from django.db import connection
    from django.db.models.fields.json import JSONField

    from cards.models import Cube
    from cards.selectors import cube_game_cards
    from tabletop import kinds, realtime, services, states
    from tabletop.models import Game

    engine = kinds.get("auction").engine
    cube = Cube.objects.get(name="Demo auction block", is_demo=True)
    created = services.create_game(
        kind="auction",
        seat_names=[f"Phone {n}" for n in range(4)],
        settings_doc=None,
        cards=cube_game_cards(cube),
        cube=cube,
        title="bench profile",
    )
    game_id = created.game.pk

    for attr in (
        "decode_state",
        "apply",
        "encode_state",
        "player_view",
        "event_view",
        "parse_action",
        "waiting_on",
        "is_over",
        "system_action",
    ):
        wrap(engine, attr, f"engine.{attr}")
    wrap(realtime, "publish", "push after commit (Redis group_send)")
    wrap(JSONField, "from_db_value", "JSON parse of columns read (json.loads)")
    wrap(connection, "commit", "sql: COMMIT")

    gc_started: list[float] = []

    def gc_timer(phase: str, info: dict) -> None:  # the collector's pauses, by generation
        if phase == "start":
            gc_started[:] = [time.perf_counter()]
        elif gc_started and ACTIVE[0]:
            TIMES[f"python GC, generation {info['generation']}"].append((time.perf_counter() - gc_started[0]) * 1000)

    gc.callbacks.append(gc_timer)

    def sql_timer(execute, sql, params, many, context):
        with timed(sql_kind(sql)):
            return execute(sql, params, many, context)

    rnd = random.Random(1)
    sizes: dict[str, list[int]] = defaultdict(list)
    totals, cpu_totals = [], []
    stages: list[dict[str, float]] = []
    profiler = cProfile.Profile(time.process_time)
    with connection.execute_wrapper(sql_timer):
        for i in range(args.actions):
            game = Game.objects.get(pk=game_id)
            state = states.load(game)
            if engine.is_over(state):
                break
            seat = engine.waiting_on(state)[0]
            payload = choose(state, seat, rnd)
            marks = {name: len(values) for name, values in TIMES.items()}
            ACTIVE[0] = True
            wall, cpu = time.perf_counter(), time.process_time()
            profiler.enable()
            result = services.execute_action(game_id=game_id, seat_number=seat, payload=payload)
            with timed("answer JSON (json.dumps of the result body)"):
                text = json.dumps({"type": "result", "ref": "x", "ok": True, "replayed": False, **result.body})
            profiler.disable()
            totals.append((time.perf_counter() - wall) * 1000)
            cpu_totals.append((time.process_time() - cpu) * 1000)
            ACTIVE[0] = False
            stages.append({name: sum(values[marks.get(name, 0) :]) for name, values in TIMES.items()})
            if i % 10 == 0:
                row = Game.objects.filter(pk=game_id).values_list("state", "initial_state").first()
                sizes["state JSON bytes"].append(len(json.dumps(row[0])))
                sizes["initial_state JSON bytes"].append(len(json.dumps(row[1])))
                sizes["answer JSON bytes"].append(len(text))
    report(totals, cpu_totals, sizes, profiler, stages)
    return 0


def choose(state, seat: int, rnd: random.Random) -> dict[str, Any]:
    """The bench phones' policy, from the state."""
    if state.auction is not None:
        gold, high = state.players[seat].gold, state.auction.high_bid
        wants = rnd.random() < (0.5 if state.auction.high_bidder is None else 0.35)
        if gold > high and wants:
            return {"type": "bid", "amount": high + 1 + rnd.randint(0, min(2, gold - high - 1))}
        return {"type": "decline"}
    if state.purchase is not None:
        return {"type": "cast" if rnd.random() < 0.7 else "keep", "card": state.purchase.cards[0]}
    return {"type": "end_turn" if state.phase == "main" else "next_auction"}


def report(totals, cpu_totals, sizes, profiler, stages) -> None:
    n = len(totals)
    total = sum(totals) / n
    ordered = sorted(totals)
    print(
        f"\n{n} actions through services.execute_action + the answer's JSON: mean {total:.2f} ms wall, "
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
    print("\nstage (mean per action; nested: the SQL lines include the JSON encoding of their parameters)")
    rows = sorted(((sum(v) / n, name, len(v)) for name, v in TIMES.items()), reverse=True)
    for mean, name, calls in rows:
        print(f"  {mean:8.2f} ms  {100 * mean / total:5.1f} %  {calls / n:4.1f} calls  {name}")
    print("\nsizes (mean)")
    for name, values in sizes.items():
        print(f"  {sum(values) / len(values):10.0f}  {name} (first {values[0]}, last {values[-1]})")
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(15)
    print("\ncProfile, CPU time, top functions by own time:")
    print("\n".join(line for line in out.getvalue().splitlines()[6:] if line.strip()))


if __name__ == "__main__":
    sys.exit(main())

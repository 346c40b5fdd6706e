"""`python -m bench.ab OTHER... [--rounds N] [--actions N] [--tables battler,battler_pick] [--rereads-counted]`:
bench.formats' tables against this checkout's server and other checkouts' (each OTHER a git worktree of another
commit, with its own `.venv`), all up at once, played in rounds whose order turns each round, so
that every side sees the same machine.

Each side is served as `bench.formats` serves the product (2 uvicorn workers on the standard event
loop, whatever its venv holds, a Celery worker, statements counted), from its own database
(`<DATABASE_URL's name>_this`, `_other1`, ..., made anew each run) and the same Redis; each side's
game ids start at a floor of their own, so that no two share a channel group. Every side is served
through this checkout's `bench/statements.py` (copied beside it into a temporary directory, since an
earlier commit may not have it), and the phones are this checkout's: a server whose pushes carry no
patch has its phones read their views again after the action's figures are taken (`rereads`), as
bench.formats says, or before with `--rereads-counted` (what showing the action on every phone cost
that server). Prints, per table and action type, the median over the rounds of each round's web CPU,
PostgreSQL CPU and statements per action, and the bytes to the acting phone and to each other phone.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from bench import formats, servers

ROOT = Path(__file__).resolve().parent.parent
GAME_ID_FLOOR = 91_000_000  # and a million more for each other side


def _database(database_url: str, side: str) -> str:
    parts = urlsplit(database_url)
    return urlunsplit(parts._replace(path=f"{parts.path.rstrip('/')}_{side}"))


def _prepare(root: Path, env: dict[str, str], database_url: str, floor: int, log: Path) -> None:
    import psycopg

    servers.recreate_database(database_url)  # each side's own schema, whichever commit used the name last
    with log.open("ab") as out:
        for args in (("migrate", "--noinput"), ("load_demo",)):
            python = root / ".venv" / "bin" / "python"
            subprocess.run([python, "manage.py", *args], cwd=root, env=env, check=True, stdout=out, stderr=out)
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute("SELECT setval(pg_get_serial_sequence('tabletop_game', 'id'), %s)", [floor])
        conn.execute("VACUUM ANALYZE tabletop_game")


def _protocol_options(root: Path) -> list[str]:
    """uvicorn's protocol options as that commit serves in production (config/uvicorn_protocol.py:
    Nagle off, and later sockets not deflated), read from its own tree; none before it had them."""
    if not (root / "config" / "uvicorn_protocol.py").exists():
        return []
    code = (
        "import json; from config import uvicorn_protocol as p; "
        "print(json.dumps(getattr(p, 'OPTIONS', None) or p.OPTION))"
    )
    found = subprocess.run(
        [str(root / ".venv" / "bin" / "python"), "-c", code], cwd=root, capture_output=True, text=True
    )
    if found.returncode:
        raise RuntimeError(f"{root}: its uvicorn options: {found.stderr[-2000:]}")
    return json.loads(found.stdout)


def web_command(root: Path, port: int) -> list[str]:
    """A side's uvicorn, as the product serves it from that commit's tree."""
    return (
        [str(root / ".venv" / "bin" / "uvicorn"), "bench_statements:application", "--host", formats.HOST]
        + ["--port", str(port), "--workers", str(servers.WEB_WORKERS), "--lifespan", "off"]
        # the product's loop on every side: an earlier commit's venv may hold uvloop, which uvicorn
        # would take, and the sides would differ by their event loop, not by their code
        + ["--loop", "asyncio"]
        + _protocol_options(root)
    )


def _serve(side: str, root: Path, database_url: str, floor: int, redis_url: str, logs: Path) -> tuple:
    """The side's web and Celery processes, its database and statement counts, and its port."""
    served = logs / f"{side}-app"
    served.mkdir()
    shutil.copy(ROOT / "bench" / "statements.py", served / "bench_statements.py")
    env = servers.service_env(database_url, redis_url)
    env["PYTHONPATH"] = f"{root}{os.pathsep}{served}"
    _prepare(root, env, database_url, floor, logs / f"{side}-setup.log")
    counts = logs / f"{side}-statements"
    counts.mkdir()
    env = formats.served_env(env, counts)
    port = servers.free_port()
    servers.ROOT = root  # the processes' working directory
    web = servers.Process(f"{side}-web", web_command(root, port), env, logs / f"{side}-web.log")
    worker = servers.Process(
        f"{side}-celery",
        [str(root / ".venv" / "bin" / "celery"), "-A", "config", "worker", "--loglevel=warning", "--pool=solo"],
        env,
        logs / f"{side}-celery.log",
    )
    return web, worker, database_url, counts, port


async def _cubes_listed(call, *args, **kwargs):
    """An earlier API listed the cubes without pages: as a page, for bench.formats."""
    found = await call(*args, **kwargs)
    return {"results": found} if isinstance(found, list) else found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ab", description=__doc__.splitlines()[0])
    parser.add_argument("others", type=Path, nargs="+", help="other checkouts (git worktrees, each with its .venv)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--actions", type=int, default=60, help="accepted actions a table a round")
    parser.add_argument("--tables", default="battler,battler_pick", help="comma-separated tables of bench.formats")
    parser.add_argument("--out", type=Path, help="write every round's figures as JSON here")
    parser.add_argument(
        "--rereads-counted",
        action="store_true",
        help="a side whose pushes carry no patch: its phones' reads of their views in the action's figures",
    )
    args = parser.parse_args(argv)
    tables = tuple(args.tables.split(","))
    database_url = os.environ.get("DATABASE_URL") or servers.DEFAULT_DATABASE_URL
    redis_url = os.environ.get("REDIS_URL") or servers.DEFAULT_REDIS_URL
    logs = Path(tempfile.mkdtemp(prefix="bench-ab-"))
    plain_call = formats.call
    formats.call = lambda *a, **k: _cubes_listed(plain_call, *a, **k)
    sides = {}
    try:
        roots = [("this", ROOT)] + [(other.resolve().name, other.resolve()) for other in args.others]
        for index, (side, root) in enumerate(roots):
            database = _database(database_url, f"other{index}" if index else "this")
            sides[side] = _serve(side, root, database, GAME_ID_FLOOR + 1_000_000 * index, redis_url, logs)
        for web, *_rest, port in sides.values():
            servers.wait_http(f"http://{formats.HOST}:{port}/healthz", web)
        rounds: dict[str, list] = {side: [] for side in sides}
        for number in range(args.rounds):
            names = list(sides)
            for side in names[number % len(names) :] + names[: number % len(names)]:
                web, worker, database, counts, port = sides[side]
                print(f"round {number + 1}, {side}: load average {os.getloadavg()[0]:.1f}", flush=True)
                probe = formats.ServerProbe(web, worker, database, counts)
                try:
                    rounds[side].append(
                        asyncio.run(
                            formats.measure(port, probe, args.actions, tables, rereads_counted=args.rereads_counted)
                        )
                    )
                finally:
                    probe.close()
    finally:
        for web, worker, *_rest in sides.values():
            web.stop()
            worker.stop()
    if args.out:
        args.out.write_text(json.dumps(rounds, indent=1))
    print("\nmedian over the rounds of each round's mean per action: web CPU ms, PostgreSQL CPU ms, statements;")
    print("bytes to the acting phone and to each other phone")
    for table in tables:
        kinds = sorted({kind for runs in rounds.values() for run in runs for kind in run[table]["actions"]})
        for kind in kinds:
            cells = []
            for side, runs in rounds.items():
                found = [run[table]["actions"][kind] for run in runs if kind in run[table]["actions"]]
                if not found:  # that side's phones never took it (an older commit's table plays otherwise)
                    cells.append(f"{side}: -")
                    continue

                def median(name: str, found=found) -> float:
                    return round(statistics.median(f[name] for f in found), 2)

                cells.append(
                    f"{side}: web {median('web_cpu_ms_per_action')} PG {median('postgres_cpu_ms_per_action')} "
                    f"st {median('statements_per_action')} B {median('bytes_to_actor'):.0f}/"
                    f"{median('bytes_to_each_other'):.0f} (n {sum(f['n'] for f in found)})"
                )
            print(f"{table:>13} {kind:>14}: " + " | ".join(cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())

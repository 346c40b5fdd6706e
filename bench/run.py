"""`python -m bench.run [--quick]`: the whole benchmark in one run (see bench/README.md).

1. the pure engines (before any server runs);
2. the floor: raw psycopg, Redis, and the floor app (Channels, DRF) on uvicorn x2;
3. the product as in production: uvicorn config.asgi:application x2, a Celery worker, PostgreSQL
   and Redis, persistent database connections, DEBUG off; auction tables made through the API
   from the demo block, phones joined by code;
4. one table one action at a time; the table load at 10, 50 and 200 tables; saturation;
   every format's hot actions (bench.formats); the pages (bench.browser);
5. 1, 2 and 3 web nodes behind HAProxy, and one of 3 killed (bench.nodes);
6. the report: bench/results/latest.json and latest.png, and the table printed.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import sys
import time
from pathlib import Path
from typing import Any

from bench import servers

RESULTS = Path(__file__).resolve().parent / "results"
THINK = (1.0, 3.0)
HOST = "127.0.0.1"


T0 = time.monotonic()


def log(message: str) -> None:
    print(f"[{time.monotonic() - T0:6.1f}s] {message}", flush=True)


class Plan:
    """How long each part runs: the full run stays under ~8 minutes, --quick under 2."""

    def __init__(self, quick: bool):
        self.quick = quick
        self.engine_seconds = 1.0 if quick else 4.0
        self.engine_min_games = 1
        self.single_actions = 60 if quick else 300
        self.single_max_s = 12 if quick else 45
        # (tables, seconds played, warm-up seconds before the figures count)
        # --quick leaves the 200-table point of the curve out: setting 200 tables up alone takes
        # about a minute here.
        self.load_phases = [(10, 8, 3), (50, 9, 3)] if quick else [(10, 24, 3), (50, 36, 3), (200, 30, 3)]
        self.saturation_steps = [4, 16] if quick else [1, 2, 4, 8, 16, 32, 64]
        self.saturation_seconds = 5 if quick else 8
        self.budget_s = 115 if quick else 450  # saturation steps after the first that would pass it are left out
        self.saturation_warmup = 1.5 if quick else 2
        self.tables = max(max(count for count, _, _ in self.load_phases), max(self.saturation_steps))
        self.format_actions = 30 if quick else 120  # accepted actions per table of bench.formats


class CpuProbe:
    """CPU seconds spent by the server under test, the load generator and the whole machine."""

    def __init__(self, web: servers.Process, worker: servers.Process, database_url: str):
        self.web, self.worker, self.database_url = web, worker, database_url

    def _pg_backends(self) -> dict[int, float]:
        from urllib.parse import urlsplit

        import psycopg

        name = urlsplit(self.database_url).path.lstrip("/")
        try:
            with psycopg.connect(self.database_url, autocommit=True, connect_timeout=5) as conn:
                pids = [
                    row[0]
                    for row in conn.execute(
                        "SELECT pid FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()", [name]
                    )
                ]
        except Exception:  # noqa: BLE001 - a busy server: the figure is left out
            return {}
        return {pid: servers.cpu_seconds([pid]) for pid in pids}

    def snapshot(self) -> dict[str, Any]:
        busy, total = servers.machine_cpu()
        return {
            "web": {pid: servers.cpu_seconds([pid]) for pid in self.web.pids()},
            "worker": servers.cpu_seconds(self.worker.pids()),
            "loadgen": time.process_time(),
            "machine_busy": busy,
            "machine_total": total,
            "pg": self._pg_backends(),
            "wall": time.monotonic(),
            "psi": servers.cpu_pressure(),
        }

    @staticmethod
    def delta(before: dict[str, Any], after: dict[str, Any], actions: int) -> dict[str, Any]:
        wall = after["wall"] - before["wall"]
        pg = sum(cpu - before["pg"].get(pid, 0.0) for pid, cpu in after["pg"].items())
        cores = (after["machine_total"] - before["machine_total"]) / wall if wall else 0
        web = sum(cpu - before["web"].get(pid, 0.0) for pid, cpu in after["web"].items())
        out = {
            "wall_s": round(wall, 2),
            # uvicorn's supervisor kills a worker that misses its health check (5 s): a new pid
            "web_workers_replaced": len(set(before["web"]) - set(after["web"])),
            "web_cpu_s": round(web, 2),
            "celery_cpu_s": round(after["worker"] - before["worker"], 2),
            "postgres_cpu_s": round(pg, 2),
            "loadgen_cpu_s": round(after["loadgen"] - before["loadgen"], 2),
            "machine_busy_cores": round((after["machine_busy"] - before["machine_busy"]) / wall, 2) if wall else None,
            "machine_cores": round(cores),
            "cpu_pressure_pct_at_end": after["psi"],
        }
        mine = out["web_cpu_s"] + out["celery_cpu_s"] + out["postgres_cpu_s"] + out["loadgen_cpu_s"]
        out["others_busy_cores"] = round(max(0.0, out["machine_busy_cores"] - mine / wall), 2) if wall else None
        if actions:
            out["web_cpu_ms_per_action"] = round(out["web_cpu_s"] * 1000 / actions, 2)
            out["postgres_cpu_ms_per_action"] = round(pg * 1000 / actions, 2)
            out["loadgen_cpu_ms_per_action"] = round(out["loadgen_cpu_s"] * 1000 / actions, 2)
        return out


async def play_phase(
    name: str,
    tables,
    think,
    seconds: float,
    warmup: float,
    database_url: str,
    probe: CpuProbe,
    max_actions: int | None = None,
) -> dict[str, Any]:
    from bench import load

    run = load.LoadRun(tables, think)
    before = probe.snapshot()
    window = await run.play(seconds, warmup, max_actions)
    after = probe.snapshot()
    game_ids = [t.info.game_id for t in run.tables]
    commits = await asyncio.to_thread(load.commit_times, database_url, game_ids, window[0])
    result = load.figures(run, window, commits)
    result["think_s"] = list(think) if think else None
    result["cpu"] = CpuProbe.delta(before, after, len([a for a in run.recorder.actions if a.ok]))
    bid, fan = result["bid_latency"], result["fanout_from_commit"]
    log(
        f"  {name}: {result['tables']} tables x {load.SEATS} phones, {result['bids_per_s']} bids/s "
        f"({result['actions_per_s']} actions/s); bid p50 {bid['p50']} p95 {bid['p95']} p99 {bid['p99']} ms; "
        f"fan-out p50 {fan['p50']} p99 {fan['p99']} ms; errors {result['errors']}; web CPU "
        f"{result['cpu'].get('web_cpu_ms_per_action')} ms/action; other work on the machine "
        f"{result['cpu']['others_busy_cores']} cores"
        + (
            f"; {result['cpu']['web_workers_replaced']} web worker(s) killed by uvicorn's health check, "
            f"{result['sockets_dropped']} sockets dropped, {result['reconnects']} reconnected"
            if result["cpu"]["web_workers_replaced"] or result["sockets_dropped"]
            else ""
        )
    )
    return result


async def product_phases(plan: Plan, database_url: str, port: int, probe: CpuProbe) -> dict[str, Any]:
    from bench import load

    out: dict[str, Any] = {}
    cube_id = await load.auction_block_id(HOST, port)
    began = time.perf_counter()
    infos = await load.create_tables(HOST, port, plan.tables, cube_id, concurrency=8)
    created_s = time.perf_counter() - began
    fleet = load.Fleet(HOST, port, infos)
    connect_s = await fleet.connect()
    out["setup"] = {
        "tables": len(infos),
        "phones": len(infos) * load.SEATS,
        "create_and_join_s": round(created_s, 1),
        "connect_s": round(connect_s, 1),
        "tables_failed": len(fleet.failures),
        "failures": fleet.failures[:5],
    }
    log(
        f"  {len(infos)} auction tables created and joined by {len(infos) * load.SEATS} phones in {created_s:.1f} s;"
        f" every phone's socket opened and view read in {connect_s:.1f} s"
        + (f"; {len(fleet.failures)} tables could not connect: {fleet.failures[0]}" if fleet.failures else "")
    )
    tables = fleet.tables
    gc.collect()
    gc.freeze()  # the phones' objects live all run: the timing client's own pauses stay out of the figures
    try:
        await run_phases(plan, database_url, probe, tables, out)
    finally:
        await fleet.close()
    return out


async def run_phases(plan: Plan, database_url: str, probe: CpuProbe, tables, out: dict[str, Any]) -> None:
    log("one table, one action at a time:")
    out["single"] = await play_phase(
        "single table",
        tables[:1],
        None,
        plan.single_max_s,
        1.0,
        database_url,
        probe,
        max_actions=plan.single_actions,
    )

    log(f"table load (think {THINK[0]:g}-{THINK[1]:g} s):")
    out["table_load"] = []
    for count, seconds, warmup in plan.load_phases:
        out["table_load"].append(
            await play_phase(f"table load {count}", tables[:count], THINK, seconds, warmup, database_url, probe)
        )

    log("saturation (no think time), step by step, until p99 > 100 ms twice and throughput stops growing:")
    steps: list[dict[str, Any]] = []
    misses = 0
    skipped: list[int] = []
    for count in plan.saturation_steps:
        if steps and time.monotonic() - T0 + plan.saturation_seconds + 20 > plan.budget_s:
            skipped.append(count)  # the run keeps to its time budget on a slow or busy machine
            continue
        step = await play_phase(
            f"saturation {count}",
            tables[-count:],
            None,
            plan.saturation_seconds,
            plan.saturation_warmup,
            database_url,
            probe,
        )
        p99 = step["bid_latency"]["p99"]
        misses = misses + 1 if p99 is None or p99 > 100 else 0
        growing = not steps or step["bids_per_s"] > 1.1 * max(s["bids_per_s"] for s in steps)
        steps.append(step)
        if misses >= 2 and not growing:  # past the knee: p99 missed twice and throughput stopped growing
            break
    held = [
        s for s in steps if s["bid_latency"]["p99"] is not None and s["bid_latency"]["p99"] <= 100 and s["errors"] == 0
    ]
    best = max(held, key=lambda s: s["bids_per_s"]) if held else None
    out["saturation"] = {
        "steps": steps,
        "held": None
        if best is None
        else {
            "tables": best["tables"],
            "bids_per_s": best["bids_per_s"],
            "actions_per_s": best["actions_per_s"],
            "bid_p99": best["bid_latency"]["p99"],
        },
        "peak_bids_per_s": max((s["bids_per_s"] for s in steps), default=0),
        "steps_left_out_for_time": skipped,
    }


def run(args: argparse.Namespace) -> dict[str, Any]:
    from bench import cards, engines, floor, formats, oversize
    from bench.report import build_report

    plan = Plan(args.quick)
    database_url = os.environ.get("DATABASE_URL") or servers.DEFAULT_DATABASE_URL
    redis_url = os.environ.get("REDIS_URL") or servers.DEFAULT_REDIS_URL
    env = servers.service_env(database_url, redis_url)
    for name in ("SECRET_KEY", "DATABASE_URL", "REDIS_URL"):  # this process sets Django up for the engines
        os.environ.setdefault(name, env[name])
    logs = RESULTS / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    for old in logs.glob("*.log"):
        old.unlink()
    started = time.time()
    meta: dict[str, Any] = {
        "started": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(started)),
        "quick": plan.quick,
        "database": database_url.rsplit("@", 1)[-1],
        "redis": redis_url.rsplit("@", 1)[-1],
        "web_workers": servers.WEB_WORKERS,
        "cores": os.cpu_count(),
        "python": sys.version.split()[0],
        "load_average_at_start": os.getloadavg(),
        "cpu_pressure_pct_at_start": servers.cpu_pressure(),
    }
    log(
        f"Treasury bench ({'quick' if plan.quick else 'full'}): PostgreSQL {meta['database']}, "
        f"Redis {meta['redis']}; logs in {logs}"
    )
    if servers.ensure_database(database_url):
        log(f"  created the database {meta['database']}")
    servers.manage(env, "migrate", "--noinput", log_path=logs / "setup.log")
    servers.manage(env, "load_demo", log_path=logs / "setup.log")
    servers.manage(env, "collectstatic", "--noinput", log_path=logs / "setup.log")  # the pages' files, hashed
    meta["games"] = servers.reset_games(database_url)

    engine_results: dict[str, Any] = {}
    if not args.skip_engines:
        log("engines (random whole games, pure Python, one process):")
        engine_results = engines.run_engines(plan.engine_seconds, plan.engine_min_games, log=log)

    log("floor:")
    floor.prepare_tables(database_url)
    floor_results: dict[str, Any] = {}
    for mode in () if args.skip_floor else ("pool", "persistent"):
        floor_env = {**env, "DJANGO_SETTINGS_MODULE": "bench.floorapp.settings", "BENCH_FLOOR_DB": mode}
        port = servers.free_port()
        app = servers.uvicorn(
            f"floor-{mode}", "bench.floorapp.asgi:application", port, floor_env, logs / f"floor-{mode}.log"
        )
        try:
            try:
                servers.wait_http(f"http://{HOST}:{port}/txn/1/", app)
            except RuntimeError as error:
                floor_results[f"floor_app_{mode}"] = {"error": str(error)[:300]}
                log(f"  the floor app ({mode}) did not start: {error}")
                continue
            if mode == "pool":
                floor_results.update(
                    asyncio.run(floor.measure_floor(database_url, redis_url, port, plan.quick, THINK, log=log))
                )
            else:
                floor_results.update(asyncio.run(floor.measure_drf(port, plan.quick, mode, log=log)))
        finally:
            app.stop()

    log("the product (uvicorn config.asgi:application x2, Celery worker, PostgreSQL, Redis):")
    port = servers.free_port()
    counts = logs / "statements"  # the served workers' statement counts (bench.statements)
    counts.mkdir(exist_ok=True)
    served = formats.served_env(env, counts)
    web = servers.uvicorn("web", formats.SERVED_APP, port, served, logs / "web.log")
    worker = servers.celery_worker(served, logs / "celery.log")
    try:
        servers.wait_http(f"http://{HOST}:{port}/healthz", web)
        probe = CpuProbe(web, worker, database_url)
        product = asyncio.run(product_phases(plan, database_url, port, probe))
        product["oversize"] = oversize.measure(HOST, port, web, log=log)
        if not args.skip_formats:
            log("every format's hot actions over the socket, one at a time (bench.formats):")
            product["formats"] = formats.measure_served(
                web, worker, database_url, counts, port, plan.format_actions, log
            )
        browser = None if args.skip_browser else pages(env, port, plan.quick, logs)
    finally:
        web.stop()
        worker.stop()
    if not args.skip_cards:
        log("card import and card images (bench.cards):")
        product["cards"] = cards.measure(env, database_url, logs, cards.shared_corpus(), log)
    if not args.skip_nodes:
        from bench import nodes

        log("many web nodes behind HAProxy, and one killed (bench.nodes):")
        try:
            product["nodes"] = nodes.measure(nodes.Plan(plan.quick), database_url, env, logs / "nodes")
        except Exception as error:  # noqa: BLE001 - the rest of the report stands; the error says why
            product["nodes"] = {"error": f"{type(error).__name__}: {error}"[:300]}
            log(f"  the nodes part failed: {product['nodes']['error']}")
    meta["seconds"] = round(time.time() - started, 1)
    meta["load_average_at_end"] = os.getloadavg()
    meta["cpu_pressure_pct_at_end"] = servers.cpu_pressure()
    return build_report(meta, engine_results, floor_results, product, browser, formats.previous_run())


def pages(env: dict[str, str], port: int, quick: bool, logs: Path) -> dict[str, Any]:
    """The browser part (bench/browser.py), in a process of its own, against the server still up;
    Lighthouse's npm packages installed first if npm is here and they are not."""
    import json
    import shutil
    import subprocess

    lighthouse = Path(__file__).resolve().parent / "lighthouse"
    npm = shutil.which("npm")
    if npm and not (lighthouse / "node_modules").exists():
        log("  installing Lighthouse (npm ci --prefix bench/lighthouse)")
        subprocess.run(
            [npm, "ci", "--no-audit", "--no-fund", "--prefix", str(lighthouse)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=600,
            check=False,
        )
    log("pages in Debian's chromium (Playwright): taps, pushes, paints, bytes, cold loads, Lighthouse:")
    out = logs / "browser.json"
    argv = [sys.executable, "-m", "bench.browser", "--port", str(port), "--out", str(out)] + (["--quick"] * quick)
    try:
        done = subprocess.run(
            argv, env={**env, "DJANGO_SETTINGS_MODULE": "config.settings"}, timeout=1500, capture_output=True, text=True
        )
    except subprocess.TimeoutExpired:
        return {"error": "the browser part took more than 25 minutes"}
    for line in done.stdout.splitlines():
        if line.startswith("  [browser]"):
            log(line.strip())
    if done.returncode != 0 or not out.exists():
        (logs / "browser.log").write_text(done.stdout + done.stderr)
        return {
            "error": (done.stderr or done.stdout).strip().splitlines()[-1][:300]
            if (done.stderr or done.stdout)
            else f"exit {done.returncode}"
        }
    return json.loads(out.read_text())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.run", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short run (under 2 minutes)")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    parser.add_argument("--skip-engines", action="store_true", help="leave the engines out")
    parser.add_argument("--skip-floor", action="store_true", help="leave the floor out (ratios stay empty)")
    parser.add_argument("--skip-browser", action="store_true", help="leave the pages in chromium out")
    parser.add_argument("--skip-formats", action="store_true", help="leave every format's hot actions out")
    parser.add_argument("--skip-cards", action="store_true", help="leave the card import and card images out")
    parser.add_argument("--skip-nodes", action="store_true", help="leave the nodes behind HAProxy out")
    args = parser.parse_args(argv)
    from bench.report import print_report, write_report

    report = run(args)
    print_report(report)
    json_path, png_path = write_report(report, RESULTS)
    log(f"\nwrote {json_path} and {png_path} in {report['meta']['seconds']} s")
    return 1 if args.strict and report["targets_failed"] else 0


if __name__ == "__main__":
    sys.exit(main())

"""`python -m bench.pagetrace [--taps 20]`: main-thread CPU per push of the auction page against the
bare page, from a Chromium performance trace (bench/README.md, steps 14 and 15).

The product as `bench.run` starts it (uvicorn x2, a Celery worker, PostgreSQL, Redis), an auction
table of 4 pages at turn 1 and one at turn 30 (bench.browser's tables and taps), and the bare
pages of bench.browser's floor; for each table, one trace of Debian's chromium (every renderer)
while the bare pages take `--taps` rounds and then the table `--taps` taps. Wall-clock times on a
shared 2-core machine move with the other work on it; the CPU time of each renderer's main thread
(each trace event's `tdur`) moves much less, and the bare page measured in the same trace is the
yardstick.

For each push a page received without having tapped just before (a `console.timeStamp` at the
socket frame's arrival marks it): the CPU of every main-thread task from the one that handled the
frame to the end of the first frame (BeginMainFrame) after it, broken down into the handler, the
frame, its style, layout, pre-paint, paint, layerize and hover hit tests, and the layouts forced in
the handler; and, apart, the idle callbacks within 300 ms after the frame (the title, the turn's
alerts). Means per push, in ms."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from bench import browser as bb
from bench import servers

HOST = "127.0.0.1"
CATEGORIES = [
    "toplevel",
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "disabled-by-default-devtools.timeline.frame",
    "blink",
    "v8.execute",
    "cc",
]
# the push's action type rides in the mark (the phone pages' pushes; a bare page's has none)
MARK = "console.timeStamp('bench-push ' + (m.action && m.action.type || m.action || ''));"
# bench.browser's script in every page (the phones' and the bare pages'), marking each push's arrival
ARRIVED = "bench.arrive[m.seq] = t;"
assert ARRIVED in bb.INIT
bb.INIT = bb.INIT.replace(ARRIVED, "{ " + ARRIVED + " " + MARK + " }")
FRAME_NAMES = {"ProxyMain::BeginMainFrame", "ThreadProxy::BeginMainFrame", "BeginMainFrame"}
# The frame's stages, each counted once (its outermost occurrence in a task).
STAGES = ["UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "HitTest", "FireAnimationFrame"]


def log(message: str) -> None:
    print(f"  [pagetrace] {message}", flush=True)


# -- the trace --------------------------------------------------------------------------------
class Thread:
    """One renderer main thread's complete events, as a forest of tasks."""

    def __init__(self, events: list[dict[str, Any]]):
        events = sorted(events, key=lambda e: (e["ts"], -e.get("dur", 0)))
        self.tasks: list[dict[str, Any]] = []  # each: the event, its descendants in "inside"
        stack: list[dict[str, Any]] = []
        for event in events:
            end = event["ts"] + event.get("dur", 0)
            while stack and event["ts"] >= stack[-1]["ts"] + stack[-1].get("dur", 0):
                stack.pop()
            node = {
                "ts": event["ts"],
                "end": end,
                "name": event["name"],
                "cpu": cpu_of(event),
                "args": event.get("args"),
            }
            if stack:
                node["depth"] = stack[-1]["depth"] + 1
                stack[-1]["task"]["inside"].append(node)
                node["task"] = stack[-1]["task"]
            else:
                node["depth"] = 0
                node["inside"] = []
                node["task"] = node
                self.tasks.append(node)
            stack.append({**event, "depth": node["depth"], "task": node["task"]})


def cpu_of(event: dict[str, Any]) -> float:
    return (event["tdur"] if "tdur" in event else event.get("dur", 0)) / 1000.0


def outermost(task: dict[str, Any], name: str) -> float:
    """CPU ms of `name` in the task, its outermost occurrences only."""
    total, covered = 0.0, -1
    for node in task["inside"]:
        if node["name"] == name and node["ts"] >= covered:
            total += node["cpu"]
            covered = node["end"]
    return total


def has(task: dict[str, Any], names: set[str]) -> bool:
    return task["name"] in names or any(node["name"] in names for node in task["inside"])


def analyse(trace: dict[str, Any] | list[dict[str, Any]]) -> dict[str, Any]:
    """Per kind of page (each renderer says its kind with a `bench-kind:` time stamp), the means
    per push."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    pid_kind: dict[int, str] = {}
    main_tid: dict[int, int] = {}
    for e in events:
        if e.get("name") == "thread_name" and e.get("args", {}).get("name") == "CrRendererMain":
            main_tid[e["pid"]] = e["tid"]
        if e.get("name") == "TimeStamp":
            message = e.get("args", {}).get("data", {}).get("message", "")
            if message.startswith("bench-kind:"):
                pid_kind[e["pid"]] = message.split(":", 1)[1]
    per_thread: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for e in events:
        if (
            (e.get("ph") == "X" or e.get("name") == "TimeStamp")
            and e.get("pid") in pid_kind
            and e.get("tid") == main_tid.get(e["pid"])
        ):
            per_thread[e["pid"]].append(e)
    pushes: dict[str, list[dict[str, float]]] = defaultdict(list)
    for pid, thread_events in per_thread.items():
        thread = Thread(thread_events)
        tasks = thread.tasks
        last_click = -1.0
        last_push = -1.0
        for index, task in enumerate(tasks):
            for node in [task, *task["inside"]]:
                if node["name"] == "EventDispatch" and (node.get("args") or {}).get("data", {}).get("type") == "click":
                    last_click = node["ts"]
            marked = [n for n in task["inside"] if n["name"] == "TimeStamp" and "bench-push" in json.dumps(n["args"])]
            if not marked:
                continue
            at = marked[0]["ts"]
            label = json.dumps(marked[0]["args"]).split("bench-push", 1)[1].split('"', 1)[0].strip()
            tapped = last_click > last_push
            last_push = at
            if tapped:
                continue
            frame_at = next((j for j in range(index, len(tasks)) if has(tasks[j], FRAME_NAMES)), None)
            if frame_at is None:
                continue
            frame = tasks[frame_at]
            window = tasks[index : frame_at + 1]
            idle = [
                t for t in tasks[frame_at + 1 :] if t["ts"] < frame["end"] + 300_000 and has(t, {"FireIdleCallback"})
            ]
            sample = {
                "total": sum(t["cpu"] for t in window),
                "handler": task["cpu"],
                "frame": frame["cpu"] if frame_at != index else 0.0,
                "between": sum(t["cpu"] for t in tasks[index + 1 : frame_at]),
                "forced_layout": outermost(task, "Layout") if frame_at != index else 0.0,
                "forced_style": outermost(task, "UpdateLayoutTree") if frame_at != index else 0.0,
                "idle_after": sum(t["cpu"] for t in idle),
                "wall_to_frame_end": (frame["end"] - at) / 1000.0,
            }
            for stage in STAGES:
                sample[stage] = outermost(frame, stage)
            sample["action"] = label
            pushes[pid_kind[pid]].append(sample)
    out = {}
    for kind, samples in pushes.items():
        out[kind] = means(samples)
        by_action = defaultdict(list)
        for sample in samples:
            by_action[sample["action"]].append(sample)
        if len(by_action) > 1 or "" not in by_action:
            out[kind]["by_action"] = {action: means(group) for action, group in sorted(by_action.items())}
    return out


def means(samples: list[dict[str, Any]]) -> dict[str, Any]:
    """The mean of each figure over `samples` (pushes), and their count and total's median."""
    keys = [key for key in samples[0] if key != "action"]
    out: dict[str, Any] = {"pushes": len(samples)}
    for key in keys:
        out[key] = round(statistics.fmean(s[key] for s in samples), 3)
    out["total_p50"] = round(statistics.median(s["total"] for s in samples), 3)
    return out


# -- the run ------------------------------------------------------------------------------------
async def open_table(browser, base: str, table: dict[str, Any], css: str | None) -> list[bb.Phone]:
    phones = [
        await bb.open_phone(browser, base, f"/auctions/{table['id']}/", (f"seat_{table['id']}", token), seat)
        for seat, token in enumerate(table["tokens"])
    ]
    if css:  # an experiment: CSS added to the product's pages, nothing served changed (adopted
        # through the CSSOM, which the pages' Content-Security-Policy leaves open, unlike a <style>)
        for phone in phones:
            await phone.page.evaluate(
                "css => { const sheet = new CSSStyleSheet(); sheet.replaceSync(css);"
                " document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]; }",
                css,
            )
    await asyncio.gather(*(bb.wait_version(p.page, 0) for p in phones))
    await asyncio.gather(
        *(p.page.wait_for_function("() => document.documentElement.dataset.live === 'live'") for p in phones)
    )
    return phones


async def traced(
    browser,
    base: str,
    tables: dict[str, dict[str, Any]],
    css: dict[str, str | None],
    taps: int,
    label: str,
    keep: Path | None,
    js_profile: int = 0,
) -> dict[str, Any]:
    """One trace: the bare pages and each table (kind -> table), a bare round and a tap of each
    table in turn, `taps` times; with `js_profile`, the script functions of most self time in the
    last phone of the first table (a CPU profile, which slows that page)."""
    import random

    bare = bb.BareFloor(browser)
    await bare.open()
    phones = {kind: await open_table(browser, base, table, css.get(kind)) for kind, table in tables.items()}
    await asyncio.sleep(1.0)
    profiled = await start_js_profile(next(iter(phones.values()))[-1].page) if js_profile else None
    await browser.start_tracing(categories=CATEGORIES)
    for kind, pages in [*((k, [p.page for p in v]) for k, v in phones.items()), ("bare", bare.pages)]:
        for page in pages:
            await page.evaluate("kind => console.timeStamp('bench-kind:' + kind)", kind)
    rnd = {kind: random.Random(label) for kind in phones}  # the same taps on each table
    done = dict.fromkeys(phones, 0)
    misses = 0
    while min(done.values()) < taps and misses < taps:
        await bare.round()
        await asyncio.sleep(0.1)
        for kind, table_phones in phones.items():
            if await bb.tap_round(table_phones, rnd[kind]) is None:
                misses += 1
            else:
                done[kind] += 1
            await asyncio.sleep(0.1)
    raw = await browser.stop_tracing()
    hot = await stop_js_profile(profiled, js_profile) if profiled else None
    first = next(iter(phones.values()))[0].page
    turn = await first.evaluate("() => window.treasuryTable.detail.view.turn")
    elements = await first.evaluate("() => document.getElementsByTagName('*').length")
    for table_phones in phones.values():
        for phone in table_phones:
            await phone.context.close()
    await bare.close()
    if keep is not None:
        keep.mkdir(parents=True, exist_ok=True)
        (keep / f"{label}.json").write_bytes(raw)
    found = analyse(json.loads(raw))
    found["turn_at_end"], found["elements"], found["taps"] = turn, elements, done
    if hot is not None:
        found["js_self_ms"] = hot
    return found


async def start_js_profile(page) -> Any:
    session = await page.context.new_cdp_session(page)
    await session.send("Profiler.enable")
    await session.send("Profiler.setSamplingInterval", {"interval": 100})  # microseconds
    await session.send("Profiler.start")
    return session


async def stop_js_profile(session, top: int) -> dict[str, float]:
    """Self time per function (name, file and line) over the profile, most first, in ms."""
    profile = (await session.send("Profiler.stop"))["profile"]
    by_node = {node["id"]: node for node in profile["nodes"]}
    self_us: dict[str, float] = defaultdict(float)
    for node_id, delta in zip(profile["samples"], profile["timeDeltas"], strict=True):
        frame = by_node[node_id]["callFrame"]
        where = f"{frame['functionName'] or '(anonymous)'} {frame['url'].rsplit('/', 1)[-1]}:{frame['lineNumber'] + 1}"
        self_us[where] += delta
    ranked = sorted(self_us.items(), key=lambda item: -item[1])[:top]
    return {where: round(us / 1000, 1) for where, us in ranked}


def _line(figures: dict[str, Any], bare: dict[str, Any]) -> str:
    return (
        f"{figures.get('total')} ms per push (p50 {figures.get('total_p50')}; handler {figures.get('handler')}, "
        f"frame {figures.get('frame')}: style {figures.get('UpdateLayoutTree')}, layout {figures.get('Layout')}, "
        f"prepaint {figures.get('PrePaint')}, paint {figures.get('Paint')}, layerize {figures.get('Layerize')}, "
        f"hit tests {figures.get('HitTest')}; forced layout {figures.get('forced_layout')}, idle after "
        f"{figures.get('idle_after')}; {figures.get('pushes')} pushes), "
        f"{round(figures['total'] / bare['total'], 1) if figures and bare else None}x the bare page's"
    )


async def measure(
    base: str, taps: int, turns: list[int], keep: Path | None, css: str | None, js_profile: int = 0
) -> dict[str, Any]:
    from playwright.async_api import async_playwright

    out: dict[str, Any] = {}
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=bb.CHROMIUM, headless=True, args=bb.ARGS)
        out["chromium"] = browser.version
        try:
            for turn in turns:
                kinds = ["page", "page+css"] if css else ["page"]
                # the same game for each kind (the same seed), played with the same taps
                tables = {
                    kind: bb.new_tables(base, 1)[0] if turn <= 1 else bb.late_tables(base, 1, turn)[0] for kind in kinds
                }
                label = f"turn {turn}"
                found = out[label] = await traced(
                    browser, base, tables, {"page+css": css}, taps, label.replace(" ", "-"), keep, js_profile
                )
                bare = found.get("bare", {})
                log(
                    f"{label} ({found['elements']} elements at the end, taps {found['taps']}): the bare page "
                    f"{bare.get('total')} ms per push (p50 {bare.get('total_p50')}, frame {bare.get('frame')})"
                )
                for kind in kinds:
                    log(f"  {kind}: {_line(found.get(kind, {}), bare)}")
                    for action, figures in found.get(kind, {}).get("by_action", {}).items():
                        log(f"    {action or '?'}: {_line(figures, bare)}")
                for where, ms in found.get("js_self_ms", {}).items():
                    log(f"  script self time {ms:7.1f} ms  {where}")
        finally:
            await browser.close()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.pagetrace", description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=20, help="taps per table, and bare rounds beside (20)")
    parser.add_argument("--turns", default="1,30", help="the tables' turns (1,30)")
    parser.add_argument("--keep", type=Path, help="a folder to keep the raw traces in")
    parser.add_argument("--port", type=int, help="a product server already up on this port (none started)")
    parser.add_argument("--out", type=Path, help="write the figures as JSON here")
    parser.add_argument(
        "--css", help="an experiment: a second table in the same trace whose pages get this CSS once loaded"
    )
    parser.add_argument("--js-profile", type=int, default=0, help="print the N script functions of most self time")
    args = parser.parse_args(argv)
    turns = [int(t) for t in args.turns.split(",")]
    database_url = os.environ.get("DATABASE_URL") or servers.DEFAULT_DATABASE_URL
    redis_url = os.environ.get("REDIS_URL") or servers.DEFAULT_REDIS_URL
    env = servers.service_env(database_url, redis_url)
    for name in ("SECRET_KEY", "DATABASE_URL", "REDIS_URL"):
        os.environ.setdefault(name, env[name])
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    started = time.time()
    web = worker = None
    if args.port:
        port = args.port
    else:
        logs = servers.ROOT / "bench" / "results" / "logs"
        logs.mkdir(parents=True, exist_ok=True)
        servers.ensure_database(database_url)
        servers.manage(env, "migrate", "--noinput", log_path=logs / "pagetrace-setup.log")
        servers.manage(env, "load_demo", log_path=logs / "pagetrace-setup.log")
        servers.manage(env, "collectstatic", "--noinput", log_path=logs / "pagetrace-setup.log")
        servers.reset_games(database_url)
        port = servers.free_port()
        web = servers.uvicorn("web", "config.asgi:application", port, env, logs / "pagetrace-web.log")
        worker = servers.celery_worker(env, logs / "pagetrace-celery.log")
    try:
        if web is not None:
            servers.wait_http(f"http://{HOST}:{port}/healthz", web)
        import django

        django.setup()
        result = asyncio.run(measure(f"http://{HOST}:{port}", args.taps, turns, args.keep, args.css, args.js_profile))
    finally:
        for process in (web, worker):
            if process is not None:
                process.stop()
    result["seconds"] = round(time.time() - started, 1)
    result["load_average"] = os.getloadavg()
    if args.out:
        args.out.write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())

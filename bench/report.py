"""Figures: percentiles, ratios to the floor, the targets, the printed table, the JSON and the chart."""

from __future__ import annotations

import math
from typing import Any


def percentile(sorted_values: list[float], q: float) -> float | None:
    """Nearest-rank percentile of already sorted values (q in 0..100)."""
    if not sorted_values:
        return None
    rank = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[min(rank, len(sorted_values)) - 1]


def _r(value: float | None, digits: int = 2) -> float | None:
    return None if value is None else round(value, digits)


def summarize(values_ms: list[float]) -> dict[str, Any]:
    values = sorted(values_ms)
    return {
        "n": len(values),
        "p50": _r(percentile(values, 50)),
        "p95": _r(percentile(values, 95)),
        "p99": _r(percentile(values, 99)),
        "max": _r(values[-1] if values else None),
        "mean": _r(sum(values) / len(values) if values else None),
    }


def _get(tree: Any, path: str) -> Any:
    for key in path.split("."):
        if tree is None:
            return None
        tree = (tree[int(key)] if int(key) < len(tree) else None) if isinstance(tree, list) else tree.get(key)
    return tree


def _ratio(ours: float | None, floor: float | None) -> float | None:
    if ours is None or floor in (None, 0):
        return None
    return round(ours / floor, 1)


def _load_at(product: dict[str, Any], tables: int) -> dict[str, Any] | None:
    for phase in product.get("table_load", []):
        if phase.get("tables") == tables or phase.get("tables", 0) + phase.get("tables_left_out", 0) == tables:
            return phase
    return None


BROWSER_PHASES = (
    ("one_table_turn_1", "1 table, turn 1"),
    ("one_table_turn_30", "1 table, turn 30"),
    ("ten_tables", "10 tables"),
)


def browser_figures(browser: dict[str, Any], ratio, target, at_most) -> None:
    """The phones as pages (bench/browser.py): each figure against the bare page's in the same run
    (push to paint, tap to every other page painted) and against a socket table's answer measured
    meanwhile (and, for the record, the answer timed with no pages running), and the issue's targets."""
    for key, label in BROWSER_PHASES:
        phase = browser.get(key)
        if not phase:
            continue
        floor = f"browser.{key}.floor" if "floor" in phase else "browser.floor"  # the bare pages beside it
        for stat in ("p50", "p95"):
            ratio(
                f"pages, {label}: push -> paint {stat}",
                _get(phase, f"push_to_paint_ms.{stat}"),
                f"bare page painting a bare socket message, meanwhile, {stat}",
                f"{floor}.push_to_paint_ms.{stat}",
            )
        ratio(
            f"pages, {label}: tap -> every other page painted p95",
            _get(phase, "tap_to_every_other_paint_ms.p95"),
            "bare pages, meanwhile: tap -> every other painted, p95",
            f"{floor}.tap_to_every_other_paint_ms.p95",
        )
        ratio(
            f"pages, {label}: tap -> every other page painted p95",
            _get(phase, "tap_to_every_other_paint_ms.p95"),
            "a socket table's answer p95, meanwhile",
            f"browser.{key}.socket_answer_ms.p95",
        )
        ratio(
            f"pages, {label}: tap -> every other page painted p95",
            _get(phase, "tap_to_every_other_paint_ms.p95"),
            "socket answer p95 (1 table, no pages running)",
            "single.bid_latency.p95",
        )
    for key, label in BROWSER_PHASES[:2]:
        phase = browser.get(key) or {}
        floor_p95 = _get(phase.get("floor") or browser.get("floor"), "push_to_paint_ms.p95")
        value = _get(phase, "push_to_paint_ms.p95")
        limit = None if floor_p95 is None else round(2 * floor_p95, 1)
        target(
            f"pages, {label}: push -> paint p95 <= 2x the bare page's (ms)",
            value,
            f"<= {limit}",
            None if limit is None or value is None else value <= limit,
        )
        value = _get(phase, "tap_to_every_other_paint_ms.p95")
        answer_p95 = _get(phase, "socket_answer_ms.p95")
        limit = None if answer_p95 is None else round(3 * answer_p95, 1)
        target(
            f"pages, {label}: tap -> every other page painted p95 <= 3x the socket answer p95 meanwhile (ms)",
            value,
            f"<= {limit}",
            None if limit is None or value is None else value <= limit,
        )
        at_most(f"pages, {label}: bytes per update per phone", phase.get("bytes_per_update_per_phone"), 1023)
    for name, load in (browser.get("cold_load") or {}).items():
        if name != "host":
            at_most(f"cold load, {name} page: bytes on the wire", load.get("bytes"), 100 * 1024 - 1)
    for name, found in (browser.get("lighthouse") or {}).items():
        if name == "host":
            continue
        score = found.get("performance")
        target(f"Lighthouse mobile, {name} page: performance", score, ">= 95", score is not None and score >= 95)
        at_most(f"Lighthouse mobile, {name} page: CLS", found.get("cls"), 0.049)
    if browser.get("lighthouse") is None:  # no Lighthouse here: the layout shifts the pages saw at load
        for name, load in (browser.get("cold_load") or {}).items():
            if name != "host":
                at_most(f"cold load, {name} page: CLS (PerformanceObserver)", load.get("cls"), 0.049)


# The figures of bench.formats that hold on a noisy machine, and how far each may move from the
# previous committed run before the report says its format moved: statements are counted, so any
# change is one; CPU time per action moves by a quarter with the machine's load alone.
STEADY_FIGURES = {"statements_per_action": 0.05, "web_cpu_ms_per_action": 0.25, "postgres_cpu_ms_per_action": 0.25}


def compare_formats(previous: dict[str, Any] | None, current: dict[str, Any] | None) -> dict[str, Any]:
    """Each table's and action's steady figures beside the previous run's: the rows that moved
    (up or down past STEADY_FIGURES) and the tables they belong to."""
    rows, moved = [], set()
    for table, found in (current or {}).items():
        before_table = (previous or {}).get(table) or {}
        actions = {"(all)": found.get("all") or {}, **found.get("actions", {})}
        before_actions = {"(all)": before_table.get("all") or {}, **before_table.get("actions", {})}
        for action, figures in actions.items():
            for name, tolerance in STEADY_FIGURES.items():
                now, before = figures.get(name), (before_actions.get(action) or {}).get(name)
                if now is None or before is None:
                    change = None
                elif name == "statements_per_action":
                    change = "up" if now > before + tolerance else "down" if now < before - tolerance else None
                else:
                    change = (
                        "up" if now > before * (1 + tolerance) else "down" if now < before * (1 - tolerance) else None
                    )
                if change:
                    moved.add(table)
                rows.append(
                    {"table": table, "action": action, "figure": name, "before": before, "now": now, "moved": change}
                )
    return {"rows": rows, "moved": sorted(moved), "compared": previous is not None}


def build_report(
    meta: dict[str, Any],
    engines: dict[str, Any],
    floor: dict[str, Any],
    product: dict[str, Any],
    browser: dict[str, Any] | None = None,
    previous_formats: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """`previous_formats`: the `formats` of the previous committed run, which this one's are set beside."""
    single = product.get("single", {})
    load50 = _load_at(product, 50) or {}
    held = product.get("saturation", {}).get("held")

    ratios = []
    floors = {**floor, "browser": browser or {}, "single": single}

    def ratio(what: str, ours: float | None, floor_name: str, floor_path: str, unit: str = "ms") -> None:
        value = _get(floors, floor_path)
        ratios.append(
            {
                "what": what,
                "ours": ours,
                "floor": floor_name,
                "floor_value": value,
                "unit": unit,
                "ratio": _ratio(ours, value),
            }
        )

    s_bid, s_fan = single.get("bid_latency", {}), single.get("fanout_from_commit", {})
    ratio("1 table: bid answer p50", s_bid.get("p50"), "raw psycopg txn, 1 conn, p50", "pg_txn_1conn.p50")
    ratio("1 table: bid answer p50", s_bid.get("p50"), "socket -> ORM txn -> broadcast, p50", "ws_txn_4.answer.p50")
    ratio("1 table: bid answer p50", s_bid.get("p50"), "socket echo p50", "ws_echo.p50")
    ratio(
        "1 table: bid answer p50",
        s_bid.get("p50"),
        "DRF endpoint ORM txn, 1 conn (pool), p50",
        "drf_txn_1conn_pool.p50",
    )
    ratio("1 table: bid answer p99", s_bid.get("p99"), "socket -> ORM txn -> broadcast, p99", "ws_txn_4.answer.p99")
    ratio("1 table: fan-out p50", s_fan.get("p50"), "channels broadcast to 4, p50", "ws_broadcast_4.fanout.p50")
    ratio("1 table: fan-out p99", s_fan.get("p99"), "channels broadcast to 4, p99", "ws_broadcast_4.fanout.p99")
    l_bid, l_fan = load50.get("bid_latency", {}), load50.get("fanout_from_commit", {})
    ratio(
        "50x4 table load: bid p50",
        l_bid.get("p50"),
        "raw psycopg txn, 1 conn, same pace, p50",
        "pg_txn_1conn_paced.p50",
    )
    ratio(
        "50x4 table load: bid p50", l_bid.get("p50"), "raw psycopg txn, 1 conn, back to back, p50", "pg_txn_1conn.p50"
    )
    ratio("50x4 table load: bid p50", l_bid.get("p50"), "socket echo, same pace, p50", "ws_echo_paced.p50")
    ratio(
        "50x4 table load: bid p99",
        l_bid.get("p99"),
        "raw psycopg txn, 1 conn, same pace, p99",
        "pg_txn_1conn_paced.p99",
    )
    ratio("50x4 table load: bid p50", l_bid.get("p50"), "socket -> ORM txn -> broadcast, p50", "ws_txn_4.answer.p50")
    ratio(
        "50x4 table load: fan-out p50",
        l_fan.get("p50"),
        "broadcast 50 groups x 4, same think, p50",
        "ws_broadcast_50x4_paced.fanout.p50",
    )
    ratio(
        "50x4 table load: fan-out p99",
        l_fan.get("p99"),
        "broadcast 50 groups x 4, same think, p99",
        "ws_broadcast_50x4_paced.fanout.p99",
    )
    ratio("50x4 table load: fan-out p50", l_fan.get("p50"), "Redis publish -> subscriber, p50", "redis_publish.p50")
    peak = product.get("saturation", {}).get("peak_bids_per_s")
    held_bids = held["bids_per_s"] if held else 0.0
    ratio(
        "saturation: bids/s held at p99 <= 100 ms",
        held_bids,
        "raw psycopg txn, 50 conns on 10 rows, /s",
        "pg_txn_50conn_10rows.per_s",
        "/s",
    )
    ratio(
        "saturation: bids/s held at p99 <= 100 ms",
        held_bids,
        "DRF endpoint, 50 conns (pool), /s",
        "drf_txn_50conn_10rows_pool.per_s",
        "/s",
    )
    ratio(
        "saturation: peak bids/s (any p99)",
        peak,
        "socket -> ORM txn -> broadcast, 50x4, /s",
        "ws_txn_50x4_closed.per_s",
        "/s",
    )

    if oversize := product.get("oversize"):  # bench/oversize.py: what refusing the largest texts costs
        floors["oversize"] = oversize
        worst = oversize["worst"]
        ratio(
            f"worst oversize refusal ({worst['what']}): server CPU",
            worst["cpu_ms"],
            "a small cube upload (3 names): server CPU",
            "oversize.small_upload.cpu_ms",
        )

    targets = []

    def target(name: str, value: Any, limit: Any, ok: bool | None) -> None:
        targets.append({"target": name, "value": value, "limit": limit, "pass": bool(ok) if ok is not None else False})

    def at_most(name: str, value: float | None, limit: float) -> None:
        target(name, value, f"<= {limit:g}", value is not None and value <= limit)

    at_most("1 table, one action at a time: answer p50 (ms)", s_bid.get("p50"), 4)
    at_most("1 table, one action at a time: answer p99 (ms)", s_bid.get("p99"), 10)
    at_most("50x4 table load: bid accepted p99 (ms)", l_bid.get("p99"), 25)
    at_most("50x4 table load: fan-out p99 (ms)", l_fan.get("p99"), 40)
    at_most("50x4 table load: errors", load50.get("errors") if load50 else None, 0)
    # The floor at the pace the bids come at: idle between two actions, this machine's processes
    # (the raw transaction's too) pay to wake, and back to back they do not (bench/README.md).
    floor_p50 = _get(floor, "pg_txn_1conn_paced.p50")
    limit = None if floor_p50 is None else round(3 * floor_p50, 2)
    target(
        "50x4 table load: bid p50 <= 3x raw txn p50 at the same pace (ms)",
        l_bid.get("p50"),
        f"<= {limit}",
        None if limit is None or l_bid.get("p50") is None else l_bid["p50"] <= limit,
    )
    target("saturation: bids/s held with p99 <= 100 ms", held_bids, ">= 500", held_bids >= 500)
    for name, figures in engines.items():
        at_most(f"engine {name}: whole game p99, each game's fastest play (ms)", figures["ms_per_game"]["p99"], 50)
    if browser and "error" not in browser:
        browser_figures(browser, ratio, target, at_most)

    return {
        "meta": meta,
        "engines": engines,
        "floor": floor,
        "product": product,
        "browser": browser,
        "formats": product.get("formats"),
        "cards": product.get("cards"),
        "formats_compared": compare_formats(previous_formats, product.get("formats")),
        "nodes": product.get("nodes"),
        "ratios": ratios,
        "targets": targets,
        "targets_failed": sum(1 for t in targets if not t["pass"]),
        "method": {
            "answer": "socket send of {type: action} -> its {type: result} at the sender (time.perf_counter)",
            "fanout_from_commit": "the action's created_at in tabletop_action (set in the transaction just before "
            "COMMIT, read back after the phase) -> the push's arrival at the last socket of "
            "the table (time.time, same machine clock)",
            "fanout_from_sender_result": "the sender's result arrival (approximates the commit from the client) -> "
            "the last socket's push; negative when pushes beat the answer",
            "bids": "bid and decline actions (a phone's turn in an auction); other actions (cast, keep, end_turn, "
            "next_auction) are in action_latency",
            "window": "figures count actions sent after the warm-up and before the end of the phase; answers "
            "that land after the end still count",
        },
    }


# -- output ---------------------------------------------------------------------------------------
def _fmt(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.2f}" if abs(value) < 100 else f"{value:.0f}"
    return str(value)


def _table(rows: list[list[Any]], header: list[str]) -> str:
    cells = [header] + [[_fmt(c) for c in row] for row in rows]
    widths = [max(len(str(row[i])) for row in cells) for i in range(len(header))]
    lines = []
    for n, row in enumerate(cells):
        lines.append(
            "  ".join(
                str(c).ljust(w) if i == 0 else str(c).rjust(w) for i, (c, w) in enumerate(zip(row, widths, strict=True))
            )
        )
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def print_report(report: dict[str, Any]) -> None:
    meta = report["meta"]
    print(
        f"\n== Treasury bench, {meta['started']} ({'quick' if meta['quick'] else 'full'}), {meta['cores']} cores, "
        f"load average at start {', '.join(f'{x:.1f}' for x in meta['load_average_at_start'])}, CPU pressure "
        f"{meta.get('cpu_pressure_pct_at_start')} % at start, {meta.get('cpu_pressure_pct_at_end')} % at end "
        "(tasks waiting for a CPU: other work on the machine makes every figure noisy)"
    )
    print("\nEngines (random whole games, each timed by its fastest of its plays)")
    print(
        _table(
            [
                [
                    name,
                    e["games"],
                    e["games_per_s"],
                    e["ms_per_game"]["p50"],
                    e["ms_per_game"]["p99"],
                    e["ms_per_game"]["max"],
                    e["ms_per_game_first_play"]["p99"],
                    e["actions_per_game_mean"],
                    e["us_per_action"],
                ]
                for name, e in report["engines"].items()
            ],
            ["format", "games", "games/s", "p50 ms", "p99 ms", "max ms", "first plays' p99 ms", "actions", "us/action"],
        )
    )
    floor = report["floor"]
    rows = []
    for key, figures in floor.items():
        if "error" in figures:
            rows.append([key, "-", "-", "-", figures["error"][:60]])
            continue
        main = figures.get("fanout") if key.startswith("ws_broadcast") else figures.get("answer", figures)
        rows.append([key, main.get("p50"), main.get("p95"), main.get("p99"), figures.get("per_s")])
    print("\nFloor (same run; broadcast rows give the fan-out, socket txn rows the answer)")
    print(_table(rows, ["measure", "p50 ms", "p95 ms", "p99 ms", "per s"]))
    product = report["product"]
    phases = [("single table", product.get("single"))]
    phases += [(f"table load {p['tables']}", p) for p in product.get("table_load", [])]
    phases += [(f"saturation {p['tables']}", p) for p in product.get("saturation", {}).get("steps", [])]
    print("\nLive bidding (bids = bid + decline over the socket; fan-out from the commit to the last phone)")
    print(
        _table(
            [
                [
                    name,
                    p["phones"],
                    p["bids_per_s"],
                    p["actions_per_s"],
                    p["bid_latency"]["p50"],
                    p["bid_latency"]["p95"],
                    p["bid_latency"]["p99"],
                    p["fanout_from_commit"]["p50"],
                    p["fanout_from_commit"]["p99"],
                    p["errors"],
                    p["cpu"].get("web_cpu_ms_per_action"),
                    p["cpu"].get("others_busy_cores"),
                ]
                for name, p in phases
                if p
            ],
            [
                "phase",
                "phones",
                "bids/s",
                "acts/s",
                "bid p50",
                "bid p95",
                "bid p99",
                "fan p50",
                "fan p99",
                "errors",
                "web CPU ms/act",
                "others' cores",
            ],
        )
    )
    held = product.get("saturation", {}).get("held")
    held_text = (
        f"held {_fmt(held['bids_per_s'])} bids/s at {held['tables']} tables" if held else "no step held p99 <= 100 ms"
    )
    print(f"saturation: {held_text}; peak {product.get('saturation', {}).get('peak_bids_per_s')} bids/s")
    browser = report.get("browser")
    if browser and "error" not in browser:
        print(
            f"\nPages (Debian's chromium {browser.get('chromium')}, 4 phones a table, each in its own browser "
            "context, times from the pages' own clocks; socket bytes before permessage-deflate)"
        )

        def bare_row(label: str, floor: dict[str, Any] | None) -> list[Any]:
            return [
                label,
                "-",
                "-",
                _get(floor, "tap_to_every_other_paint_ms.p50"),
                _get(floor, "tap_to_every_other_paint_ms.p95"),
                _get(floor, "push_to_paint_ms.p50"),
                _get(floor, "push_to_paint_ms.p95"),
                "-",
                "-",
            ]

        rows = [bare_row("bare pages, bare socket (floor), alone", browser.get("floor"))]
        for key, label in BROWSER_PHASES:
            p = browser.get(key)
            if p:
                rows.append(
                    [
                        label,
                        p["updates"],
                        _get(p, "tap_to_every_other_dom_ms.p95"),
                        _get(p, "tap_to_every_other_paint_ms.p50"),
                        _get(p, "tap_to_every_other_paint_ms.p95"),
                        _get(p, "push_to_paint_ms.p50"),
                        _get(p, "push_to_paint_ms.p95"),
                        p["bytes_per_update_per_phone"],
                        p["requests_per_update_per_phone"],
                    ]
                )
                if p.get("floor"):
                    rows.append(bare_row("  the bare pages meanwhile", p["floor"]))
        print(
            _table(
                rows,
                [
                    "pages",
                    "taps",
                    "tap->DOM p95",
                    "tap->paint p50",
                    "tap->paint p95",
                    "push->paint p50",
                    "push->paint p95",
                    "B/update/phone",
                    "requests/update/phone",
                ],
            )
        )
        loads = browser.get("cold_load") or {}
        lighthouse = browser.get("lighthouse") or {}
        print("cold loads (nothing cached; until the game is shown and the network idle), Lighthouse mobile:")
        print(
            _table(
                [
                    [
                        name,
                        load["requests"],
                        load["bytes"],
                        load["cls"],
                        _get(lighthouse, f"{name}.performance"),
                        _get(lighthouse, f"{name}.cls"),
                        _get(lighthouse, f"{name}.lcp_ms"),
                    ]
                    for name, load in loads.items()
                ],
                ["page", "requests", "bytes", "CLS at load", "Lighthouse perf", "Lighthouse CLS", "LCP ms"],
            )
        )
    elif browser:
        print(f"\nPages: not measured ({browser['error'][:200]})")
    print_formats(report)
    print_cards(report.get("cards"))
    from bench.nodes import print_nodes  # (bench.nodes imports this module)

    print_nodes(report.get("nodes"))
    print("\nRatios to the floor (ours / floor)")
    print(
        _table(
            [[r["what"], r["ours"], r["floor"], r["floor_value"], r["ratio"]] for r in report["ratios"]],
            ["ours", "value", "floor", "floor value", "ratio"],
        )
    )
    print("\nTargets")
    print(
        _table(
            [[t["target"], t["value"], t["limit"], "PASS" if t["pass"] else "FAIL"] for t in report["targets"]],
            ["target", "measured", "limit", "result"],
        )
    )
    print(f"{len(report['targets']) - report['targets_failed']} of {len(report['targets'])} targets met")


def print_cards(cards: dict[str, Any] | None) -> None:
    """bench.cards' figures: the offline card database's import, and card images through Treasury."""
    if not cards:
        return
    imported = cards.get("import", {})
    if "error" in imported:
        print(f"\nCard import: not measured ({imported['error']})")
    elif imported:
        print(f"\nCard import: manage.py import_cards {imported['corpus']} ({imported['corpus_bytes']:,} bytes)")
        runs = {
            "manage.py check (Django alone, the floor)": imported["django_floor"],
            "into an empty catalogue": imported["into_empty_catalogue"],
            "again, every card known": imported["into_full_catalogue"],
        }
        print(
            _table(
                [
                    [name, run["seconds"], run["cpu_seconds"], run["peak_rss_mb"], run["output"][0]]
                    for name, run in runs.items()
                ],
                ["run", "wall s", "CPU s", "peak RSS MB", "said"],
            )
        )
    images = cards.get("images")
    if images:
        asked = images["upstream_requests"]
        print(f"\nCard images: {images['images']} cards, one phone on one connection; the stand-in asked {asked} times")
        print(
            _table(
                [
                    [
                        kind,
                        images[kind]["p50_ms"],
                        images[kind]["p99_ms"],
                        images[kind]["web_cpu_ms"],
                        images[kind]["statuses"],
                    ]
                    for kind in ("first_fetch", "cached", "not_modified")
                ],
                ["answer", "p50 ms", "p99 ms", "web CPU ms", "statuses"],
            )
        )


def print_formats(report: dict[str, Any]) -> None:
    """bench.formats' figures per table and action, and what moved since the previous run."""
    found = report.get("formats")
    if not found:
        return
    print("\nEvery format's hot actions over the socket, one at a time (bench.formats)")
    rows = []
    for table, figures in found.items():
        for action, f in {"(all)": figures.get("all") or {}, **figures.get("actions", {})}.items():
            if not f:
                continue
            rows.append(
                [
                    f"{table} {action}",
                    f["n"],
                    f"{_fmt(f['answer_ms']['p50'])} / {_fmt(f['answer_ms']['p99'])}",
                    f"{_fmt(f['fanout_ms']['p50'])} / {_fmt(f['fanout_ms']['p99'])}",
                    f["web_cpu_ms_per_action"],
                    f["postgres_cpu_ms_per_action"],
                    f["statements_per_action"],
                    f["bytes_to_actor"],
                    f["bytes_to_each_other"],
                ]
            )
    print(
        _table(
            rows,
            [
                "action",
                "n",
                "answer p50/p99 ms",
                "fan-out p50/p99 ms",
                "web CPU ms",
                "PG CPU ms",
                "statements",
                "B to actor",
                "B to each other",
            ],
        )
    )
    compared = report.get("formats_compared") or {}
    if not compared.get("compared"):
        print("(no previous run's formats to compare with)")
        return
    moved = [r for r in compared["rows"] if r["moved"]]
    print(
        "Since the previous run: "
        + (f"moved: {', '.join(compared['moved'])}" if moved else "no format moved (CPU and statements per action)")
    )
    for r in moved:
        print(f"  {r['table']} {r['action']}: {r['figure']} {r['before']} -> {r['now']} ({r['moved']})")


def write_report(report: dict[str, Any], folder) -> tuple[Any, Any]:
    import json

    folder.mkdir(parents=True, exist_ok=True)
    json_path = folder / "latest.json"
    json_path.write_text(json.dumps(report, indent=2, sort_keys=False) + "\n")
    png_path = folder / "latest.png"
    chart(report, png_path)
    return json_path, png_path


def chart(report: dict[str, Any], path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import NullFormatter

    product = report["product"]
    load = [p for p in product.get("table_load", []) if p.get("tables")]
    steps = [p for p in product.get("saturation", {}).get("steps", []) if p.get("tables")]
    fig, axes = plt.subplots(1, 4, figsize=(21, 5))
    meta = report["meta"]
    fig.suptitle(
        f"Treasury live bidding, {meta['started']} ({'quick' if meta['quick'] else 'full'} run, "
        f"{meta['cores']} cores, uvicorn x{meta['web_workers']}, PostgreSQL, Redis)"
    )

    def lines(ax, phases, series, ylabel, title, log=True):
        xs = [p["tables"] for p in phases]
        for label, key, style in series:
            ys = [_get(p, key) for p in phases]
            ax.plot(xs, [y if y is not None else float("nan") for y in ys], style, label=label)
        ax.set_xscale("log")
        if log:
            ax.set_yscale("log")
        ax.set_xticks(xs)
        ax.set_xticklabels([str(x) for x in xs])
        ax.xaxis.set_minor_formatter(NullFormatter())
        ax.set_xlabel("tables (4 phones each)")
        ax.set_ylabel(ylabel)
        ax.set_title(title)
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=8)

    lines(
        axes[0],
        load,
        [
            ("bid p50", "bid_latency.p50", "o-"),
            ("bid p99", "bid_latency.p99", "o--"),
            ("fan-out p50", "fanout_from_commit.p50", "s-"),
            ("fan-out p99", "fanout_from_commit.p99", "s--"),
        ],
        "ms",
        "Table load (think 1-3 s): latency",
    )
    axes[0].axhline(25, color="red", lw=0.8, ls=":", label="bid p99 target 25 ms")
    axes[0].axhline(40, color="orange", lw=0.8, ls=":", label="fan-out p99 target 40 ms")
    axes[0].legend(fontsize=8)
    lines(
        axes[1],
        load,
        [("bids/s", "bids_per_s", "o-"), ("actions/s", "actions_per_s", "s--")],
        "per second",
        "Table load: throughput",
        log=False,
    )
    if load:
        xs = [p["tables"] for p in load]
        think = load[0].get("think_s") or [1, 3]
        axes[1].plot(
            xs, [x / ((think[0] + think[1]) / 2) for x in xs], ":", color="gray", label="offered: tables / mean think"
        )
        for p in load:
            axes[1].annotate(
                f"other work {p['cpu'].get('others_busy_cores')} cores",
                (p["tables"], p["actions_per_s"]),
                textcoords="offset points",
                xytext=(4, -12),
                fontsize=7,
            )
        axes[1].set_yscale("log")
        axes[1].legend(fontsize=8)
    if steps:
        ax = axes[2]
        xs = [p["tables"] for p in steps]
        ax.plot(xs, [p["bids_per_s"] for p in steps], "o-", label="bids/s")
        ax.set_xscale("log")
        ax.set_xticks(xs)
        ax.set_xticklabels([str(x) for x in xs])
        ax.xaxis.set_minor_formatter(NullFormatter())
        ax.set_xlabel("tables (4 phones each, no think time)")
        ax.set_ylabel("bids per second")
        ax.axhline(500, color="red", lw=0.8, ls=":", label="target 500 bids/s")
        twin = ax.twinx()
        twin.plot(
            xs, [p["bid_latency"]["p99"] or float("nan") for p in steps], "s--", color="tab:red", label="bid p99 ms"
        )
        twin.axhline(100, color="tab:red", lw=0.8, ls="-.", label="p99 limit 100 ms")
        twin.set_yscale("log")
        twin.set_ylabel("bid p99 (ms)")
        ax.set_title("Saturation")
        ax.grid(True, which="both", alpha=0.3)
        handles = ax.get_legend_handles_labels()
        handles2 = twin.get_legend_handles_labels()
        ax.legend(handles[0] + handles2[0], handles[1] + handles2[1], fontsize=8, loc="upper left")
    else:
        axes[2].text(0.5, 0.5, "no saturation step in this run", ha="center", va="center")
        axes[2].set_axis_off()
    pages_chart(axes[3], report.get("browser"))
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def pages_chart(ax, browser: dict[str, Any] | None) -> None:
    """The pages' p95s beside the bare page's, and the bytes per update."""
    if not browser or "error" in browser:
        ax.text(0.5, 0.5, "no browser part in this run", ha="center", va="center")
        ax.set_axis_off()
        return
    labels = ["bare page"] + [label for key, label in BROWSER_PHASES if browser.get(key)]
    phases = [browser.get("floor", {})] + [browser[key] for key, _ in BROWSER_PHASES if browser.get(key)]
    xs = range(len(labels))
    width = 0.38
    push = [_get(p, "push_to_paint_ms.p95") or 0 for p in phases]
    tap = [_get(p, "tap_to_every_other_paint_ms.p95") or 0 for p in phases]
    ax.bar([x - width / 2 for x in xs], push, width, label="push -> paint p95")
    ax.bar([x + width / 2 for x in xs], tap, width, label="tap -> every other page painted p95")
    ax.set_xticks(list(xs))
    ax.set_xticklabels(labels, fontsize=8)
    ax.set_ylabel("ms")
    for x, phase in zip(xs, phases, strict=True):
        if "bytes_per_update_per_phone" in phase:
            ax.annotate(
                f"{phase['bytes_per_update_per_phone']} B/update",
                (x, max(push[x], tap[x])),
                textcoords="offset points",
                xytext=(-20, 4),
                fontsize=7,
            )
    ax.set_title("Phones as pages (chromium), p95")
    ax.grid(True, axis="y", alpha=0.3)
    ax.legend(fontsize=8)

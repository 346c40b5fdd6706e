"""Red team, fourth pass: the service worker keeps on the phone no page or answer the server
marks `no-store` (a seat's page, the host's join code, a saga's save sheet or deck), so that
another seat or session on the same phone is never shown one from its cache while the network
is down."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from django.test import Client

NODE = shutil.which("node")
SERVICE_WORKER = Path(__file__).resolve().parents[2] / "static" / "treasury" / "sw.js"


def _cache_words(response) -> set[str]:
    return {word.strip() for word in response.get("Cache-Control", "").split(",")}


# The service worker, run in node with the browser's cache and network stood in for: each step
# is a navigation (a page opened, or a link to an API answer followed) and what it is answered.
HARNESS = r"""
const steps = JSON.parse(process.argv[2]);
const listeners = {};
const stored = new Map();
const names = new Set(["treasury-shell-v1"]);
let online = true;
let served = null;
globalThis.self = { addEventListener: (type, fn) => { listeners[type] = fn; }, skipWaiting() {},
  clients: { claim: async () => {} }, registration: {} };
globalThis.location = new URL("https://table.example/");
const cache = (name) => ({
  match: async (request) => stored.get(name + " " + request.url),
  put: async (request, response) => { names.add(name); stored.set(name + " " + request.url, response); },
});
globalThis.caches = {
  open: async (name) => cache(name),
  match: async (request) => [...names].map((name) => stored.get(name + " " + request.url)).find(Boolean),
  keys: async () => [...names],
  delete: async (name) => {
    names.delete(name);
    for (const key of [...stored.keys()]) if (key.startsWith(name + " ")) stored.delete(key);
    return true;
  },
};
globalThis.fetch = async () => {
  if (!online) throw new TypeError("Failed to fetch");
  return new Response(served.body, { status: served.status, headers: served.headers });
};
require(process.argv[1]);
(async () => {
  const out = [];
  for (const step of steps) {
    if (step.kept_before) {  // a page an earlier worker kept, before this one took over
      stored.set("treasury-shell-v1 https://table.example" + step.path,
        new Response(step.kept_before, { status: 200, headers: { "Content-Type": "text/html" } }));
      continue;
    }
    if (step.activate) {
      let waited = null;
      listeners.activate({ waitUntil: (p) => { waited = p; } });
      await waited;
      continue;
    }
    online = step.online;
    served = step.answer || null;
    let answered = null;
    const event = { request: { url: "https://table.example" + step.path, method: "GET", mode: "navigate" },
      respondWith: (p) => { answered = p; } };
    listeners.fetch(event);
    let body = null;
    if (!answered) answered = fetch(event.request);  // left to the browser: the network alone
    try {
      const response = await answered;
      body = response.type === "error" ? null : await response.text();
    } catch (failed) { body = null; }
    await new Promise((resolve) => setTimeout(resolve, 20));  // the worker's cache.put runs after
    out.push(body);
  }
  process.stdout.write(JSON.stringify(out));
})();
"""


def _run_worker(steps: list[dict]) -> list:
    done = subprocess.run(
        [NODE, "-e", HARNESS, str(SERVICE_WORKER), json.dumps(steps)], capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _answer(response) -> dict:
    return {
        "status": response.status_code,
        "headers": {name: value for name, value in response.items()},
        "body": response.content.decode(),
    }


@pytest.mark.skipif(NODE is None, reason="node (Debian's nodejs) runs the service worker")
@pytest.mark.django_db
def test_the_service_worker_keeps_no_answer_the_server_marks_no_store(table):
    """A phone opens the host page (the join code), its seat's table page and its seat's view as
    JSON (as the saga page's deck link does), online; then offline the same addresses are opened
    again, by whoever holds the phone: the worker kept none of them, as the server said. It once
    kept every page opened, `private, no-store` or not, and served it offline to any session."""
    host = Client()
    host.cookies[f"seat_{table.id}"] = table.host_token
    seat = Client()
    seat.cookies[f"seat_{table.id}"] = table.tokens[0]
    pages = {
        f"/games/{table.id}/host/": host.get(f"/games/{table.id}/host/"),
        f"/games/{table.id}/": seat.get(f"/games/{table.id}/", follow=True),
        f"/api/v1/counters/{table.id}/": seat.get(f"/api/v1/counters/{table.id}/"),
    }
    assert table.code in pages[f"/games/{table.id}/host/"].content.decode()
    for path, response in pages.items():
        assert response.status_code == 200, path
        assert "no-store" in _cache_words(response), path
    steps = [{"path": path, "online": True, "answer": _answer(response)} for path, response in pages.items()]
    steps += [{"path": path, "online": False} for path in pages]
    answers = _run_worker(steps)
    assert answers[: len(pages)] == [response.content.decode() for response in pages.values()]  # online: the server's
    assert answers[len(pages) :] == [None] * len(pages), "served offline from the phone's cache"


@pytest.mark.skipif(NODE is None, reason="node (Debian's nodejs) runs the service worker")
def test_pages_an_earlier_worker_kept_are_dropped_when_this_one_takes_over():
    """Phones whose worker kept seats' pages before it knew better lose them on its update."""
    answers = _run_worker(
        [
            {"path": "/sagas/7/save-sheet/", "kept_before": "<p>Ann's pool: Black Lotus</p>"},
            {"activate": True},
            {"path": "/sagas/7/save-sheet/", "online": False},
        ]
    )
    assert answers == [None]

"""docs/api.md is executable: its shell blocks run in order, in one shell opened in the clone's
folder, against `make run`'s own server (config.local_run, on a fresh database), each answer the
document shows is compared with what the server answered, ignoring tokens, join codes and times,
and the clone is left without a file it did not have.

The document's form, which this test reads:
- a ```sh block is run; its answer is the fenced block right after it (```json or ```text, only
  blank lines between). `…` in an answer stands for anything; a status line (`HTTP/1.1 201
  Created`) asks for the status, and the header lines under it for those headers;
- a ```python block whose first line is `# NAME.py` is written to that file in the shell's
  folder (a later sh block runs it);
- every other block is illustration and is not run.

The server is make run's, but every game draws from one seed (tests/walkthrough_asgi.py), so the
cards the document shows are the cards dealt here. That seed would not start the auction with Ann:
the document has to set `starting_seat` (checked at the end)."""

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

# one worker runs the module in order: the access-log test reads what the walk-through drew
pytestmark = [pytest.mark.xdist_group("docs-walkthrough"), pytest.mark.slow]  # make run's server, in a process

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "api.md"
DOC_ORIGIN = "127.0.0.1:8000"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```\n", re.M | re.S)
TOKEN = r"[A-Za-z0-9_-]{20,}"
TIME = r"\d{4}-\d\d-\d\d[T ][\d:.]+(?:Z|[+-]\d\d:\d\d)?"
JOIN_CODE_KEY = re.compile(r"""(["']join_code["']:\s*)["'][A-Z0-9]{8}["']""")


@dataclass
class Step:
    kind: str  # "sh" or "file"
    text: str
    answer: str | None
    line: int


def steps(text: str) -> list[Step]:
    found, blocks = [], list(FENCE.finditer(text))
    for index, block in enumerate(blocks):
        language, body = block.group(1), block.group(2)
        line = text.count("\n", 0, block.start()) + 1
        if language == "python" and body.startswith("# ") and body.split("\n", 1)[0].endswith(".py"):
            found.append(Step("file", body, None, line))
        elif language == "sh":
            after = blocks[index + 1] if index + 1 < len(blocks) else None
            answer = None
            if after and after.group(1) in ("json", "text") and not text[block.end() : after.start()].strip():
                answer = after.group(2)
            found.append(Step("sh", body, answer, line))
    return found


def pattern_of(expected: str) -> str:
    """A regex of a shown answer: … is anything, whitespace is optional, tokens, join codes and
    times are any of their kind."""
    expected = JOIN_CODE_KEY.sub(r"\1⟨code⟩", expected.strip())
    out, rest = [], expected
    pieces = re.split(rf"(…|\s+|⟨code⟩|{TIME}|{TOKEN})", rest)
    for piece in pieces:
        if not piece:
            continue
        if piece == "…":
            out.append(r"[\s\S]*?")
        elif piece.isspace():
            out.append(r"\s*")
        elif piece == "⟨code⟩":
            out.append(r"""["'][A-Z0-9]{8}["']""")
        elif re.fullmatch(TIME, piece):
            out.append(TIME)
        elif re.fullmatch(TOKEN, piece):
            out.append(TOKEN)
        else:
            out.append(re.escape(piece))
    return "".join(out)


def matches(expected: str, actual: str) -> bool:
    actual = actual.replace("\r\n", "\n").strip()
    expected = expected.strip()
    if expected.startswith("HTTP/"):
        shown_head, _, shown_body = _split_response(expected)
        head, _, body = _split_response(actual)
        status, *shown_headers = shown_head
        if not head or not re.match(pattern_of(status), head[0]):
            return False
        headers = head[1:]
        for wanted in shown_headers:
            if not any(re.fullmatch(pattern_of(wanted), have, re.I) for have in headers):
                return False
        return re.fullmatch(pattern_of(shown_body), body.strip()) is not None if shown_body.strip() else True
    return re.fullmatch(pattern_of(expected), actual) is not None


def _split_response(text: str) -> tuple[list[str], str, str]:
    """(status and header lines, "", body): the head ends at a blank line or where the body starts."""
    lines = text.split("\n")
    head = [lines[0]]
    for index, line in enumerate(lines[1:], start=1):
        if not line.strip() or line.lstrip().startswith(("{", "[", "…")) or not re.match(r"^[\w-]+:\s", line):
            rest = lines[index + 1 :] if not line.strip() else lines[index:]
            return head, "", "\n".join(rest)
        head.append(line)
    return head, "", ""


class Shell:
    """One bash for the whole document, so that what a block sets is there for the next."""

    def __init__(self, cwd: Path, env: dict, errors: Path):
        self.errors = errors
        self.process = subprocess.Popen(
            ["bash"],
            cwd=cwd,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.errors.open("w"),
            text=True,
            start_new_session=True,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.count = 0

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line)

    def run(self, commands: str, timeout: float = 120) -> tuple[str, int]:
        self.count += 1
        marker = f"__walkthrough_block_{self.count}__"
        self.process.stdin.write(f"{commands}\nprintf '\\n{marker} %s\\n' \"$?\"\n")
        self.process.stdin.flush()
        output, deadline = [], time.monotonic() + timeout
        while True:
            line = self.lines.get(timeout=max(0.1, deadline - time.monotonic()))
            if line.startswith(marker):
                text = "".join(output)
                return text[:-1] if text.endswith("\n") else text, int(line.split()[1])
            output.append(line)

    def close(self):
        os.killpg(self.process.pid, signal.SIGTERM)
        self.process.wait(timeout=10)


def free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


LAUNCH = """
import sys
from config import local_run
plain = local_run.uvicorn_command
local_run.uvicorn_command = lambda host, port: [
    "tests.walkthrough_asgi:application" if word == "config.asgi:application" else word for word in plain(host, port)
]
local_run.main(sys.argv[1:])
"""


@pytest.fixture(scope="module")
def stand_ins():
    """Scryfall and CubeCobra as the walk-through's internet (tests/cards/online/stand_in.py)."""
    from tests.cards.online import stand_in

    sources = stand_in.start()
    yield sources
    sources.stop()


@pytest.fixture(scope="module")
def server(tmp_path_factory, stand_ins):
    """make run's server (its environment from config.local_run) on a fresh database, with the
    stand-ins for Scryfall and CubeCobra."""
    work = tmp_path_factory.mktemp("walkthrough")
    port = free_port()
    env = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(
            (
                "DATABASE_URL",
                "REDIS_URL",
                "SECRET_KEY",
                "SITE_URL",
                "ALLOWED_HOSTS",
                "RATE_LIMIT_",
                "PYTEST_",
                "DJANGO_",
                "CELERY_",
                "ALLOW_SIGNUP",
                "CORS_",
            )
        )
    }
    env.update(
        SQLITE_PATH=str(work / "db.sqlite3"),
        SCRYFALL_API_URL=stand_ins.scryfall.url,
        CUBECOBRA_URL=stand_ins.cubecobra.url,
    )
    log = (work / "server.log").open("w+")
    process = subprocess.Popen(
        [sys.executable, "-c", LAUNCH, "--port", str(port), "--local-dir", str(work / ".local")],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 180
    while True:
        try:
            if httpx.get(f"{base}/healthz", timeout=2).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        log.seek(0)
        assert process.poll() is None and time.monotonic() < deadline, log.read()[-3000:]
        time.sleep(0.3)
    yield work, port, log
    os.killpg(process.pid, signal.SIGTERM)
    process.wait(timeout=30)


def untracked_files() -> set[str]:
    done = subprocess.run(
        ["git", "status", "--porcelain", "--untracked-files=all"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return {line[3:] for line in done.stdout.splitlines() if line.startswith("??")}


def test_the_walkthrough_runs_as_written_and_answers_as_shown_and_leaves_the_clone_as_it_was(server):
    """Run as the document says, in a shell opened in the clone's folder; the server's admin
    password is this test's (its own .local), and the temporary folders are made in its own."""
    work, port, log = server
    text = DOC.read_text().replace(DOC_ORIGIN, f"127.0.0.1:{port}").replace("$CLONE/.local/", f"{work / '.local'}/")
    shell_env = {**os.environ, "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}", "TMPDIR": str(work)}
    for name in ("SECRET_KEY", "DATABASE_URL", "REDIS_URL"):
        shell_env.pop(name, None)
    untracked = untracked_files()
    shell = Shell(ROOT, shell_env, work / "stderr.txt")
    checked = 0
    try:
        for step in steps(text):
            if step.kind == "file":
                name, body = step.text.split("\n", 1)
                folder, _ = shell.run("pwd")
                (Path(folder.strip()) / name.removeprefix("# ").strip()).write_text(body)
                continue
            output, status = shell.run(step.text)
            assert status == 0, (
                f"docs/api.md line {step.line}: the block exits {status}:\n{output}\n"
                + (shell.errors.read_text()[-2000:])
            )
            if step.answer is not None:
                assert matches(step.answer, output), (
                    f"docs/api.md line {step.line}: the server answered\n{output}\n\nbut the document shows\n"
                    f"{step.answer}"
                )
                checked += 1
    finally:
        shell.close()
    assert checked >= 30, f"only {checked} answers were compared"
    assert_every_refusal_logged_once(log)
    assert untracked_files() - untracked == set(), "the walk-through wrote these files into the clone"


def test_the_walkthrough_sets_the_starting_seat_it_relies_on(server):
    """Left to the seed, the walk-through's table would not start with Ann."""
    _, port, _ = server
    base = f"http://127.0.0.1:{port}/api/v1"
    created = httpx.post(f"{base}/auctions/", json={"cube": 1, "seats": ["Ann", "Bob", "Cid"]}).json()
    host = {"Authorization": f"Seat {created['host_token']}"}  # the walk-through's joins are throttled by now
    view = httpx.get(f"{base}/auctions/{created['id']}/", headers=host).json()["view"]
    assert view["active"] != 0
    assert '"starting_seat":0' in DOC.read_text()


def assert_every_refusal_logged_once(log):
    """Every 4xx the walk-through drew is in the access log, and only there. Checked by the
    walk-through's own test: a test apart from it could meet a fresh server (xdist may run another
    module's test between two of this module's, and the module's server then starts again)."""
    log.seek(0)
    lines = log.read().splitlines()
    refused = [line for line in lines if re.search(r'" 4\d\d ', line)]
    assert refused, "the walk-through shows refusals: the access log has them"
    assert not [line for line in lines if re.match(r"(Not Found|Bad Request|Forbidden|Unauthorized|Conflict): ", line)]


@pytest.mark.parametrize(
    ("shown", "answered", "same"),
    [
        ('{"id":1,"token":"…"}', '{"id":1,"token":"abc"}', True),
        (
            '{"id":1,"host_token":"_zLL-edrI2lmDgPdXibRVxUsuGzgI5hYtyHmoU5wWaY"}',
            '{"id":1,"host_token":"x' + "y" * 42 + '"}',
            True,
        ),
        ('{"id":1}', '{"id":2}', False),
        ('{"join_code":"NA96HVEE","v":0}', '{"join_code":"K2K2K2K2","v":0}', True),
        ('{"at":"2026-12-06T11:51:12.586379Z"}', '{"at":"2027-01-01T00:00:00.1Z"}', True),
        ('HTTP/1.1 201 Created\n{"id":1, …}', 'HTTP/1.1 201 Created\r\ndate: x\r\n\r\n{"id":1,"a":2}', True),
        ('HTTP/1.1 201 Created\n{"id":1}', 'HTTP/1.1 200 OK\r\n\r\n{"id":1}', False),
        ("HTTP/1.1 200 OK\nidempotent-replayed: true\n{}", "HTTP/1.1 200 OK\r\nx: y\r\n\r\n{}", False),
        ('{"field":"settings"}', '{"field":"settings.gold"}', False),
    ],
)
def test_the_comparison_ignores_tokens_codes_and_times_and_nothing_else(shown, answered, same):
    assert matches(shown, answered) is same

"""The API contract as files: the OpenAPI and AsyncAPI documents the server serves, committed under
contract/ (`make contract` rewrites them), and the breaking-change check that compares them with
an earlier committed version (contract/check.mjs, api-smart-diff pinned in contract/package.json)."""

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tabletop.http.reference import served_documents

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "contract"
FILES = {"openapi": FOLDER / "openapi.json", "asyncapi": FOLDER / "asyncapi.json"}
CHECK = FOLDER / "check.mjs"
CLIENT = ROOT / "clients" / "python"  # the Python client package, generated from FILES["openapi"]


def text(document: dict) -> str:
    """A document as committed: indented, one key a line, so that a change reads as a diff."""
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def committed() -> dict[str, dict]:
    return {name: json.loads(path.read_text(encoding="utf-8")) for name, path in FILES.items()}


def stale() -> list[str]:
    """The names of the served documents that differ from the committed ones."""
    served = served_documents()
    return [name for name, path in FILES.items() if not path.exists() or json.loads(path.read_text()) != served[name]]


def write() -> list[str]:
    """Rewrite the committed documents from the served ones; the names of those that changed."""
    changed = []
    for name, document in served_documents().items():
        path = FILES[name]
        new = text(document)
        if not path.exists() or path.read_text(encoding="utf-8") != new:
            path.write_text(new, encoding="utf-8")
            changed.append(name)
    return changed


def generate_client(output: Path) -> None:
    """The Python client of the committed OpenAPI document, as clients/python/treasury_client holds
    it: openapi-python-client (pinned in the dev extras) with clients/python/generator.yaml."""
    made = subprocess.run(
        [
            sys.executable,
            "-m",
            "openapi_python_client",
            "generate",
            "--path",
            str(FILES["openapi"]),
            "--output-path",
            str(output),
            "--meta",
            "none",
            "--config",
            str(CLIENT / "generator.yaml"),
            "--overwrite",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    if made.returncode != 0 or "Warning" in made.stdout:
        raise RuntimeError(f"openapi-python-client: {made.stdout}{made.stderr}")
    (output / "py.typed").touch()  # PEP 561: its types are for type checkers too


def tree(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` by its relative path (no bytecode)."""
    return {
        path.relative_to(folder).as_posix(): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file() and "__pycache__" not in path.parts
    }


def _git(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=False)


def base_ref(path: Path) -> str | None:
    """The version to compare a committed document with: CONTRACT_BASE if set; else main's, when
    the document differs from it (a branch); else (main itself) the version before the last
    commit that changed it. None: no git here or no earlier version."""
    if os.environ.get("CONTRACT_BASE"):
        return os.environ["CONTRACT_BASE"]
    relative = path.relative_to(ROOT).as_posix()
    on_main = _git("show", f"main:{relative}")
    if on_main.returncode == 0 and on_main.stdout != path.read_text(encoding="utf-8"):
        return "main"
    last = _git("log", "-n", "1", "--format=%H", "main", "--", relative).stdout.strip()
    return f"{last}^" if last else None


def base_version(path: Path) -> str | None:
    """The text of the document at its base_ref; None when there is none (no earlier version)."""
    ref = base_ref(path)
    if ref is None:
        return None
    shown = _git("show", f"{ref}:{path.relative_to(ROOT).as_posix()}")
    return shown.stdout if shown.returncode == 0 else None


def node() -> str:
    """The node that runs check.mjs, with its packages installed (`make contract` installs them)."""
    found = shutil.which("node")
    if found is None or not (FOLDER / "node_modules" / "api-smart-diff").exists():
        raise RuntimeError("the contract check needs node and `npm ci --prefix contract` (make contract does it)")
    return found


def breaking_check(before: str, after: Path) -> subprocess.CompletedProcess:
    """check.mjs on an earlier text of a document and a document's file: exit 1 on a change that
    breaks a client, each change printed with its class."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8") as file:
        file.write(before)
        file.flush()
        return subprocess.run(
            [node(), str(CHECK), file.name, str(after)], capture_output=True, text=True, timeout=300, check=False
        )

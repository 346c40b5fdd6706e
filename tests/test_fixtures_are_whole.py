"""A clone holds everything its tests read: the real inputs are committed under tests/fixtures/,
each the file its SOURCES.md lists, and in a fresh clone (with no shared/ folder above it) the
tests that read them run rather than skip, and the stand-ins start as the README shows."""

import re
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from tests.shared_fixtures import FIXTURES, listed, sha256

ROOT = Path(__file__).resolve().parent.parent
ENV = {"PATH": "/usr/bin:/bin", "HOME": str(Path.home())}  # nothing of this run's settings
# Tests that read every committed fixture between them.
READERS = ["tests/cards/parsing/test_real_files.py", "tests/saga/rules/test_commander_identity.py"]


def test_every_fixture_is_the_file_its_sources_list():
    files = {path.name for path in FIXTURES.iterdir() if path.is_file() and path.name != "SOURCES.md"}
    assert files == set(listed())
    assert {name: sha256(FIXTURES / name) for name in files} == listed()


@pytest.fixture(scope="module")
def clone(tmp_path_factory) -> Path:
    """This checkout's HEAD cloned to a temporary folder (no shared/ above it)."""
    if subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True).returncode != 0:
        pytest.fail("not a git checkout: this test proves what a clone holds")
    path = tmp_path_factory.mktemp("clone") / "treasury"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(path)], check=True)
    assert not any((parent / "shared").exists() for parent in path.parents)
    return path


@pytest.mark.slow  # pytest in a clone, a process of its own
def test_in_a_clone_the_tests_that_read_the_fixtures_run_and_pass(clone):
    done = subprocess.run(
        [sys.executable, "-m", "pytest", *READERS, "-p", "no:xdist", "-p", "no:cacheprovider", "-q", "-rs"],
        cwd=clone,
        env={**ENV, "SECRET_KEY": "test-only-secret-key"},
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stdout[-3000:]
    assert "skipped" not in done.stdout and "passed" in done.stdout, done.stdout[-3000:]


def test_in_a_clone_the_stand_ins_start_as_the_readme_shows(clone):
    """`python -m tests.cards.online.stand_in` serves the committed cards: a cube of 99."""
    process = subprocess.Popen(
        # each on a free port: a port picked free may have a busy neighbour (another worker's server)
        [sys.executable, "-m", "tests.cards.online.stand_in", "--port", "0"],
        cwd=clone,
        env={**ENV, "PYTHONUNBUFFERED": "1"},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        first = process.stdout.readline()
        assert first.startswith("SCRYFALL_API_URL="), first + process.stdout.read()
        cubecobra = first.split("CUBECOBRA_URL=")[1].strip()
        boards = httpx.get(f"{cubecobra}/cube/api/cubeJSON/eldcube", timeout=30).json()["cards"]
        assert len(boards["mainboard"]) + len(boards["maybeboard"]) == 99
    finally:
        process.terminate()
        process.wait(timeout=30)


DOCUMENTS = ["README.md", *(str(path.relative_to(ROOT)) for path in sorted((ROOT / "docs").rglob("*.md")))]
LINK = re.compile(r"\]\(([^)#\s]+)")
# the pages docs/hooks.py writes as the site is built (the API reference, from the served documents)
BUILT = {ROOT / "docs" / page for page in re.findall(r'"(reference/[^"]+)":', (ROOT / "docs" / "hooks.py").read_text())}
OUTSIDE = re.compile(r"`(\.\./[^`\s]*)`")


@pytest.mark.parametrize("document", DOCUMENTS)
def test_every_link_of_the_documents_leads_to_a_file_of_the_clone(document):
    """A relative link is a file of the repository; no document sends its reader outside the clone."""
    text = (ROOT / document).read_text(encoding="utf-8")
    targets = [target for target in LINK.findall(text) if not re.match(r"[a-z]+:", target)]
    folder = (ROOT / document).parent
    assert [target for target in targets if not (folder / target).resolve().is_relative_to(ROOT)] == []
    assert [
        target for target in targets if not ((folder / target).exists() or (folder / target).resolve() in BUILT)
    ] == []
    assert OUTSIDE.findall(text) == []

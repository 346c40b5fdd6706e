"""Every command the README and the docs site's pages show works as written on a clone: parsed out
of the files, so that a new one (or a new page) is covered without editing this test.

- `./manage CMD ...`: run for real when the line is complete (on a database of its own, with no
  SECRET_KEY in the environment: ./manage takes make run's); a line with a placeholder (`PATH`,
  `[--format a|b]`) is checked against `./manage CMD --help`: every option it shows exists, and
  so does every choice.
- `make TARGET VAR=...`: the target exists and takes those variables (`make -n`, which runs
  nothing).
- `.venv/bin/python -m MODULE ...`, `.venv/bin/uvicorn ...`: every option shown is in its --help.
- `python manage.py ...` fails on a clone (no Django outside .venv, no SECRET_KEY): shown nowhere
  but inside the docker image, where it is the image's own."""

import os
import re
import shlex
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from tests.docs_pages import ROOT, pages

DOCUMENTS = [*pages(), "bench/README.md", "cards/demo/README.md"]
pytestmark = pytest.mark.slow  # every command runs in a process of its own
PLACEHOLDER = re.compile(r"^[A-Z][A-Z0-9_]*$|[<>\[\]|…]|\.\.\.")
CODE_BLOCK = re.compile(r"^```[a-z]*\n(.*?)^```", re.M | re.S)
INLINE = re.compile(r"`([^`\n]+(?:\n[^`\n]+)*)`")


def code_texts(document: str) -> list[str]:
    """Each line of the code blocks (continuations joined, comments cut) and each inline span."""
    text = (ROOT / document).read_text()
    texts = []
    for block in CODE_BLOCK.findall(text):
        for line in block.replace("\\\n", " ").splitlines():
            texts.append(re.split(r"\s#\s", line, maxsplit=1)[0].strip())
    prose = CODE_BLOCK.sub("", text)
    texts += [" ".join(span.split()) for span in INLINE.findall(prose)]
    return [t for t in texts if t and "docker compose" not in t]


def shown(pattern: str) -> list[tuple[str, str]]:
    """(document, the command from the match on) for each text of every document."""
    found = []
    for document in DOCUMENTS:
        for text in code_texts(document):
            for match in re.finditer(pattern, text):
                command = re.split(r"\s*;\s*|\s+(?:&&|\||>)\s+|\$\(", text[match.start() :])[0]
                found.append((document, command.strip()))
    return sorted(set(found))


MANAGE_LINES = shown(r"(?<![\w/.])\./manage\b")
MAKE_LINES = shown(r"(?<![\w/.-])make [a-z]")
VENV_LINES = shown(r"\.venv/bin/(?:python -m \S+|uvicorn|celery)\b")


def is_complete(command: str) -> bool:
    return not any(PLACEHOLDER.search(word) for word in shlex.split(command)[1:])


def options_and_choices(words: list[str]) -> tuple[set[str], set[str]]:
    options = {word.strip("[]").split("=", 1)[0] for word in words if word.strip("[").startswith("--")}
    choices = {choice for word in words if "|" in word for choice in word.strip("[]").split("|")}
    return options, choices


def manage_env(tmp_path: Path) -> dict[str, str]:
    env = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("SECRET_KEY", "DATABASE_URL", "REDIS_URL", "DJANGO_", "PYTEST_", "SQLITE_PATH"))
    }
    env["SQLITE_PATH"] = str(tmp_path / "db.sqlite3")
    return env


@cache
def help_of(*command: str) -> str:
    done = subprocess.run(
        [*command, "--help"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "COLUMNS": "500"},
    )
    assert done.returncode == 0, f"{' '.join(command)} --help failed:\n{done.stderr[-2000:]}"
    return done.stdout


def test_the_documents_show_commands_to_check():
    assert len(MANAGE_LINES) >= 6 and len(MAKE_LINES) >= 8 and VENV_LINES, (MANAGE_LINES, MAKE_LINES, VENV_LINES)


def test_no_document_shows_a_bare_manage_py_outside_the_image():
    bare = shown(r"(?<![\w/.])(?:\S*/)?python3? manage\.py\b")
    assert bare == [], "on a clone these fail (no Django outside .venv, no SECRET_KEY): show ./manage instead"


@pytest.mark.parametrize(("document", "command"), MANAGE_LINES, ids=[c for _, c in MANAGE_LINES])
def test_every_manage_command_shown_works_as_written(document, command, tmp_path):
    words = shlex.split(command)
    subcommand = words[1] if len(words) > 1 and not PLACEHOLDER.search(words[1]) else "help"
    if is_complete(command):
        env = manage_env(tmp_path)
        done = subprocess.run(
            ["bash", "-c", command],
            cwd=ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=180,
        )
        assert done.returncode == 0, f"{document}: `{command}` failed:\n{done.stdout[-1500:]}{done.stderr[-2500:]}"
    else:
        text = help_of(str(ROOT / "manage"), subcommand)
        options, choices = options_and_choices(words[2:])
        assert {o for o in options if not re.search(rf"(?<![\w-]){re.escape(o)}(?![\w-])", text)} == set(), document
        assert {c for c in choices if c not in text} == set(), f"{document}: `{command}` shows choices --help has not"


def test_manage_takes_make_runs_secret_key_and_a_shell_key_wins(tmp_path):
    probe = "./manage shell -c 'from django.conf import settings; print(settings.SECRET_KEY)'"
    env = manage_env(tmp_path)
    kept = subprocess.run(["bash", "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert kept.returncode == 0, kept.stderr[-2000:]
    assert kept.stdout.split()[-1] == (ROOT / ".local" / "secret-key").read_text().strip()
    mine = subprocess.run(
        ["bash", "-c", probe],
        cwd=ROOT,
        env={**env, "SECRET_KEY": "from-the-shell"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert mine.stdout.split()[-1] == "from-the-shell"


@pytest.mark.parametrize(("document", "command"), MAKE_LINES, ids=[c for _, c in MAKE_LINES])
def test_every_make_command_shown_names_a_target_that_exists(document, command):
    words = shlex.split(command)[1:]
    targets = [word for word in words if "=" not in word]
    variables = [word for word in words if "=" in word]
    makefile, settings = (ROOT / "Makefile").read_text(), (ROOT / "config" / "settings.py").read_text()
    for variable in (word.split("=")[0] for word in variables):  # make's own, or exported to the server
        assert f"$({variable})" in makefile or f'env_str("{variable}"' in settings, f"{document}: {command}"
    done = subprocess.run(["make", "-n", *targets, *variables], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, f"{document}: `{command}`: {done.stderr}"


@pytest.mark.parametrize(("document", "command"), VENV_LINES, ids=[c for _, c in VENV_LINES])
def test_every_virtualenv_command_shown_takes_the_options_shown(document, command):
    words = shlex.split(command)
    program = words[:3] if words[1:2] == ["-m"] else words[:1]
    text = help_of(*[str(ROOT / w) if w.startswith(".venv/") else w for w in program])
    options, _ = options_and_choices(words[len(program) :])
    assert {o for o in options if o not in text} == set(), f"{document}: `{command}`"


def test_import_cards_help_and_the_hosts_guide_name_the_same_formats():
    from cards.parsing.scryfall import FORMATS

    names = {fmt.removesuffix("-json").casefold() for fmt in FORMATS}  # scryfall, draftmancer, mtgjson
    text = help_of(str(ROOT / "manage"), "import_cards").casefold()
    guide = " ".join((ROOT / "docs" / "hosts.md").read_text().split())
    described = re.search(r"`\./manage import_cards PATH` \(([^)]*)\)", guide).group(1).casefold()
    assert {name for name in names if name not in text} == set()
    assert {name for name in names if name not in described} == set()


def test_a_refused_import_names_the_option_that_skips_bad_lines(tmp_path):
    env = manage_env(tmp_path)
    migrate = subprocess.run(
        [str(ROOT / "manage"), "migrate", "-v0"], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert migrate.returncode == 0, migrate.stderr[-2000:]
    cube = tmp_path / "cube.txt"
    cube.write_text("Not A Real Card Zzz\n")
    done = subprocess.run(
        [str(ROOT / "manage"), "import_cube", str(cube), "--name", "Mine"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode != 0 and "--skip-bad-lines" in done.stderr and "skip_bad_lines" not in done.stderr
    assert "--skip-bad-lines" in help_of(str(ROOT / "manage"), "import_cube")


if __name__ == "__main__":  # what the test collects, for a reader
    for line in MANAGE_LINES + MAKE_LINES + VENV_LINES:
        print(*line, sep=": ", file=sys.stdout)

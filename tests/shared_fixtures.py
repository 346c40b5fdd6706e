"""The real inputs the tests, the stand-ins and the docs read: files written by other people,
copied into tests/fixtures/ (their sources, commits, licences and sha256 in its SOURCES.md), so
that a clone holds all it needs.

    python -m tests.shared_fixtures [SHARED_FIXTURES_DIR]

copies them again from the shared folder they came from (by default the first
`shared/fixtures` above this checkout) and checks each against its sha256 in SOURCES.md.
"""

import hashlib
import re
import shutil
import sys
from pathlib import Path

FIXTURES = Path(__file__).resolve().parent / "fixtures"
SOURCES = FIXTURES / "SOURCES.md"
# a row of SOURCES.md's table: | `file` | source | commit | licence | `sha256` |
LISTED = re.compile(r"^\| `([^`/]+)` \|.*\| `([0-9a-f]{64})` \|$", re.M)


def listed() -> dict[str, str]:
    """Each file SOURCES.md lists, with its sha256."""
    return dict(LISTED.findall(SOURCES.read_text(encoding="utf-8")))


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def main(argv: list[str]) -> None:
    above = [parent / "shared" / "fixtures" for parent in FIXTURES.parents]
    shared = Path(argv[0]) if argv else next((path for path in above if path.is_dir()), None)
    if shared is None:
        sys.exit("no shared/fixtures folder above this checkout: name it")
    for name, digest in listed().items():
        if sha256(shared / name) != digest:
            sys.exit(f"{shared / name} is not the file SOURCES.md lists (sha256 {digest})")
        shutil.copyfile(shared / name, FIXTURES / name)
        print(f"{name}: copied from {shared}")


if __name__ == "__main__":
    main(sys.argv[1:])

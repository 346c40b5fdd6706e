from pathlib import Path

import pytest


def _main_checkout(root: Path) -> Path:
    """The repository's main checkout: `root` itself, or the one a git worktree belongs to."""
    git = root / ".git"
    if git.is_file():  # a worktree: "gitdir: <main>/.git/worktrees/<name>"
        return Path(git.read_text().split(":", 1)[1].strip()).parents[2]
    return root


# The repo is /work/main and the shared inputs /work/shared/fixtures: read in place, never copied.
SHARED_FIXTURES = _main_checkout(Path(__file__).resolve().parents[3]) / ".." / "shared" / "fixtures"


@pytest.fixture
def shared_file():
    """The path of a file of the shared real inputs; skips when that folder is absent."""

    def find(name: str) -> Path:
        path = SHARED_FIXTURES / name
        if not path.is_file():
            pytest.skip(f"{path} is absent (the shared real inputs are not checked out here)")
        return path

    return find

from pathlib import Path

import pytest

# The repo is /work/main and the shared inputs /work/shared/fixtures: read in place, never copied.
SHARED_FIXTURES = Path(__file__).resolve().parents[3] / ".." / "shared" / "fixtures"


@pytest.fixture
def shared_file():
    """The path of a file of the shared real inputs; skips when that folder is absent."""

    def find(name: str) -> Path:
        path = SHARED_FIXTURES / name
        if not path.is_file():
            pytest.skip(f"{path} is absent (the shared real inputs are not checked out here)")
        return path

    return find

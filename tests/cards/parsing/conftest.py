from pathlib import Path

import pytest

from tests.shared_fixtures import FIXTURES as SHARED_FIXTURES


@pytest.fixture
def shared_file():
    """The path of a file of the shared real inputs; skips when that folder is absent."""

    def find(name: str) -> Path:
        path = SHARED_FIXTURES / name
        if not path.is_file():
            pytest.skip(f"{path} is absent (the shared real inputs are not checked out here)")
        return path

    return find

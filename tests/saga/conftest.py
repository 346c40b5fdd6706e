# The page tests' server and phones (tests/pages/conftest.py), for the saga's own browser tests.
from tests.pages.conftest import browser_type_launch_args, live_url, phone  # noqa: F401

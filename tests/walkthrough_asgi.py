"""The server docs/api.md's walk-through runs against (tests/test_docs_walkthrough.py): the
production application, with one change: every game draws from the same seed, so that the cards
the document shows are the cards the test sees. (A reader's server draws its own: the document
captures every id it uses from an answer, and sets `starting_seat`.)"""

from config.asgi import application  # noqa: F401  (sets Django up first)
from tabletop.core import services

SEED = "docs-walkthrough-3"  # left to draw, it would start the auction with Bob, not Ann
services.new_seed = lambda: SEED

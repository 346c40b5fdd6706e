"""The README and the pages of the docs site (mkdocs.yml, docs/), for the tests that hold the
documents to what they say."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


def pages() -> list[str]:
    """Every page of the site and the README, as paths from the root."""
    return ["README.md", *sorted(str(page.relative_to(ROOT)) for page in DOCS.rglob("*.md"))]


def sh_block_under(page: str, heading: str) -> str:
    """The first ```sh block of the page's section with this heading (## or ###)."""
    text = (ROOT / page).read_text()
    section = re.split(rf"\n##+ {re.escape(heading)}\n", text, maxsplit=1)[1]
    section = re.split(r"\n##+ ", section, maxsplit=1)[0]
    return re.search(r"```sh\n(.*?)```", section, re.S).group(1)

"""Which importer reads an upload, from its name and first bytes.

The content decides (XML is a Cockatrice deck; a first line "[Name]" a Draftmancer cube list,
any other "[" a JSON list); the file name only breaks ties (a ".csv" whose header lacks a name column
still goes to the CSV importer, which then explains what is wrong with the header).
"""

from __future__ import annotations

import csv
import re
from typing import Literal

from cards.parsing.common import ImportFailed
from cards.parsing.draftmancer_text import looks_like_draftmancer_text

Format = Literal[
    "cubecobra-csv", "text", "scryfall-json", "draftmancer-json", "draftmancer-text", "cockatrice", "mtgjson-json"
]
HEAD_SIZE = 4096  # enough bytes to see a CSV header or the first key of a JSON object

# Draftmancer card files are one object keyed by card id: {"<id>": {...}, ...}. Scryfall objects
# start with a scalar ("object": "card" or "list").
_KEYED_BY_ID = re.compile(rb'^\{\s*"(?:[^"\\]|\\.)*"\s*:\s*\{')
# MTGJSON's files are {"meta": {...}, "data": ...}; a list in its field names has camelCase
# "manaCost" where Scryfall and Draftmancer write "mana_cost".
_MTGJSON_FILE = re.compile(rb'^\{\s*"meta"\s*:\s*\{')
_MTGJSON_FIELD = re.compile(rb'"manaCost"\s*:')


def detect_format(filename: str, head: bytes) -> Format:
    """The format of an upload from its name and its first bytes (HEAD_SIZE is plenty).
    Raises ImportFailed for an empty file."""
    content = head.removeprefix(b"\xef\xbb\xbf").lstrip()
    if not content:
        raise ImportFailed("the file is empty")
    if content.startswith(b"<"):
        return "cockatrice"
    if content.startswith(b"["):
        first_line = content.split(b"\n", 1)[0].decode("utf-8", errors="replace")
        if looks_like_draftmancer_text(first_line):
            return "draftmancer-text"
        return "mtgjson-json" if _MTGJSON_FIELD.search(content) and b'"mana_cost"' not in content else "scryfall-json"
    if _MTGJSON_FILE.match(content):
        return "mtgjson-json"
    if content.startswith(b"{"):
        return "draftmancer-json" if _KEYED_BY_ID.match(content) else "scryfall-json"
    if filename.lower().endswith(".csv") or _looks_like_cubecobra_header(content):
        return "cubecobra-csv"
    return "text"


def _looks_like_cubecobra_header(content: bytes) -> bool:
    """A first line of two or more comma-separated columns, one of them "name"."""
    first_line = content.split(b"\n", 1)[0].decode("utf-8", errors="replace")
    try:
        columns = [column.strip().lower() for column in next(csv.reader([first_line]), [])]
    except csv.Error:  # a lone "\r", a NUL...: not a header the CSV importer could read
        return False
    return len(columns) >= 2 and "name" in columns

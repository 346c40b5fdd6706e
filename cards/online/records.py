"""What a card read from a remote source must respect before it is stored: the catalogue's
column sizes (one source of truth: the Card model, through `unstorable`) and sane text lengths."""

from __future__ import annotations

from cards.parsing.facts import CardRecord, unstorable

LONGEST_TEXT = 10_000  # oracle text without a column size: the longest card's is about 1,500 characters
MOST_FACES = 4
MOST_LIST_ITEMS = 30  # colors, types, subtypes


def unusable(record: CardRecord) -> str | None:
    """Why `record` cannot be stored, or None when it can: what the catalogue refuses in any row
    (`unstorable`: a NUL, a text past its column, no name to look it up by), and texts, faces and
    lists past what a real card has."""
    refused = unstorable(record)
    if refused is not None:
        return refused
    if len(record.oracle_text) > LONGEST_TEXT:
        return f"its text is longer than {LONGEST_TEXT} characters"
    if len(record.faces) > MOST_FACES:
        return f"it has more than {MOST_FACES} faces"
    if any(len(getattr(record, name)) > MOST_LIST_ITEMS for name in ("colors", "supertypes", "types", "subtypes")):
        return f"it lists more than {MOST_LIST_ITEMS} colors or types"
    for face in record.faces:
        if len(face.name) > 200 or len(face.type_line) > 200 or len(face.oracle_text) > LONGEST_TEXT:
            return "one of its faces has a name, type or text too long"
    return None

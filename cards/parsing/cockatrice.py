"""Cockatrice decks (.cod), as Cockatrice and our own exporter write them:

    <cockatrice_deck version="1"><deckname>...</deckname>
      <zone name="main"><card number="4" name="Lightning Bolt"/>...</zone>
      <zone name="side">...</zone></cockatrice_deck>

Zone "main" is the mainboard and "side" the maybeboard (as the exporter writes them); a card of
another zone ("tokens") is reported by line. Cards may name their printing (setShortName,
collectorNumber). Read with expat, bounded: a DOCTYPE is refused outright (no entity can
expand, no external file is read), elements nest at most MAX_DEPTH deep, at most MAX_CARDS cards.
"""

from __future__ import annotations

from typing import IO
from xml.parsers import expat

from cards.parsing.common import (
    ImportFailed,
    ImportResult,
    LineProblem,
    Resolver,
    apply_resolver,
    excerpt,
    read_text,
    too_many_cards,
)
from cards.parsing.facts import normalise_name, too_long, unstorable
from cards.parsing.plaintext import MAX_COUNT, TextRow
from tabletop.rules.validation import ascii_digits

FORMAT = "cockatrice"
MAX_DEPTH = 8  # a deck is 3 levels deep: deck, zone, card
ZONES = {"main": "mainboard", "side": "maybeboard"}
# The texts a <card> gives, by attribute, with the catalogue column each fills (facts.COLUMN_LIMITS).
CARD_ATTRIBUTES = {"name": "name", "setShortName": "set_code", "collectorNumber": "collector_number"}


class _Refused(Exception):
    pass


def parse_cockatrice(
    source: bytes | str | IO[str] | IO[bytes], *, resolve: Resolver | None = None
) -> ImportResult[TextRow]:
    """The cards of a .cod deck, each with its board; cards that cannot be used are LineProblems.
    Raises ImportFailed for an empty or non-UTF-8 file, XML that is not well-formed or not a
    Cockatrice deck, a DOCTYPE, nesting deeper than MAX_DEPTH, or more than MAX_CARDS cards."""
    data = read_text(source).encode("utf-8")
    parser = expat.ParserCreate(encoding="UTF-8")  # the text was checked as UTF-8 whatever it declares
    rows: list[TextRow] = []
    problems: list[LineProblem] = []
    where = {"depth": 0, "zone": None, "cards": 0}

    def refuse(*_):
        raise _Refused(f"line {parser.CurrentLineNumber}: a DOCTYPE or entity declaration is refused in a deck")

    def start(tag: str, attributes: dict[str, str]) -> None:
        where["depth"] += 1
        line = parser.CurrentLineNumber
        if where["depth"] > MAX_DEPTH:
            raise _Refused(f"line {line}: elements nested deeper than {MAX_DEPTH}")
        if where["depth"] == 1 and tag != "cockatrice_deck":
            raise _Refused(f"line {line}: the root element is <{excerpt(tag, 40)}>, not a <cockatrice_deck>")
        if tag == "zone":
            where["zone"] = attributes.get("name", "")
        elif tag == "card":
            row = _row(line, attributes, where["zone"], resolve)
            if isinstance(row, TextRow):
                rows.append(row)
                where["cards"] += row.count
            else:
                problems.append(LineProblem(line, excerpt(attributes.get("name", "")), row))
                where["cards"] += 1
            if failure := too_many_cards(where["cards"]):
                raise _Refused(failure.message)

    def end(tag: str) -> None:
        where["depth"] -= 1
        if tag == "zone":
            where["zone"] = None

    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    parser.ExternalEntityRefHandler = refuse
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    try:
        parser.Parse(data, True)
    except expat.ExpatError as error:
        why = expat.ErrorString(error.code)
        raise ImportFailed(f"line {error.lineno}: this is not well-formed XML ({why})") from None
    except _Refused as error:
        raise ImportFailed(str(error)) from None
    if not rows and not problems:
        raise ImportFailed("the deck has no cards")
    return ImportResult(rows=rows, problems=problems, format=FORMAT)


def _row(line: int, attributes: dict[str, str], zone: str | None, resolve: Resolver | None) -> TextRow | str:
    """The row of a <card>, or the reason it cannot be used."""
    if zone is None:
        return "a card outside any zone"
    if zone not in ZONES:
        return f"zone {excerpt(zone, 40)!r} is neither main nor side"
    number = attributes.get("number", "1").strip()
    if not (ascii_digits(number) and len(number) <= 4 and 1 <= int(number) <= MAX_COUNT):
        return f"number {excerpt(number, 20)!r} is not a count between 1 and {MAX_COUNT}"
    texts = {field: attributes.get(attribute, "") for attribute, field in CARD_ATTRIBUTES.items()}
    if refused := too_long(texts):  # before any of them is walked
        return refused[1]
    written = normalise_name(attributes.get("name", ""))
    if not written:
        return "a card without a name"
    name = apply_resolver(written, resolve)
    if name is None:
        return f"unknown card {excerpt(written, 60)!r}"
    row = TextRow(
        line=line,
        name=name,
        count=int(number),
        board=ZONES[zone],
        set_code=attributes.get("setShortName", "").strip().lower(),
        collector_number=attributes.get("collectorNumber", "").strip(),
    )
    reason = unstorable(row)
    return f"{excerpt(name, 60)!r}: {reason}" if reason else row

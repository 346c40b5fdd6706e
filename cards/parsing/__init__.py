"""Card facts and cube imports/exports, pure Python (no Django): CubeCobra CSV, plain text,
Scryfall and Draftmancer JSON in; CubeCobra CSV, plain text and Cockatrice decks out."""

from cards.parsing.catalogue import CardIndex
from cards.parsing.common import ImportFailed, ImportResult, LineProblem, Resolver
from cards.parsing.cubecobra_csv import CubeRow, parse_cubecobra_csv
from cards.parsing.detect import detect_format
from cards.parsing.exports import export_cockatrice_deck, export_cubecobra_csv, export_plain_text
from cards.parsing.facts import CardFace, CardRecord
from cards.parsing.plaintext import TextRow, parse_plain_text
from cards.parsing.scryfall import CardReader, read_cards

__all__ = [
    "CardFace", "CardIndex", "CardReader", "CardRecord", "CubeRow", "ImportFailed", "ImportResult",
    "LineProblem", "Resolver", "TextRow", "detect_format", "export_cockatrice_deck",
    "export_cubecobra_csv", "export_plain_text", "parse_cubecobra_csv", "parse_plain_text", "read_cards",
]  # fmt: skip

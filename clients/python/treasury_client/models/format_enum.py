from enum import StrEnum

class FormatEnum(StrEnum):
    AUTO = "auto"
    COCKATRICE = "cockatrice"
    CUBECOBRA_CSV = "cubecobra-csv"
    DRAFTMANCER_JSON = "draftmancer-json"
    DRAFTMANCER_TEXT = "draftmancer-text"
    SCRYFALL_JSON = "scryfall-json"
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class AuctionLotViewByReferenceKind(StrEnum):
    COMMANDER = "commander"
    COMMANDER_SALE = "commander_sale"
    DECK = "deck"
    OWNED = "owned"
    STEP = "step"

    def __str__(self) -> str:
        return str(self.value)

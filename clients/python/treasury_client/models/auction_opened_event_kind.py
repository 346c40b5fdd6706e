from enum import StrEnum

class AuctionOpenedEventKind(StrEnum):
    COMMANDER = "commander"
    COMMANDER_SALE = "commander_sale"
    DECK = "deck"
    OWNED = "owned"
    STEP = "step"

    def __str__(self) -> str:
        return str(self.value)

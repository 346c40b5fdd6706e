from enum import StrEnum

class AuctionGoldAdjustedEventType(StrEnum):
    GOLD_ADJUSTED = "gold_adjusted"

    def __str__(self) -> str:
        return str(self.value)

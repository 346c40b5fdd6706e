from enum import StrEnum

class AuctionSpendGoldType(StrEnum):
    SPEND_GOLD = "spend_gold"

    def __str__(self) -> str:
        return str(self.value)

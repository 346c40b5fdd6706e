from enum import StrEnum

class AuctionAdjustGoldType(StrEnum):
    ADJUST_GOLD = "adjust_gold"

    def __str__(self) -> str:
        return str(self.value)

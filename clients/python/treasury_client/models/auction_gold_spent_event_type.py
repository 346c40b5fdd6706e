from enum import StrEnum

class AuctionGoldSpentEventType(StrEnum):
    GOLD_SPENT = "gold_spent"

    def __str__(self) -> str:
        return str(self.value)

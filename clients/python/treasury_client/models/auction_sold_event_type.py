from enum import StrEnum

class AuctionSoldEventType(StrEnum):
    SOLD = "sold"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class AuctionUnsoldEventType(StrEnum):
    UNSOLD = "unsold"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class AuctionMilledEventType(StrEnum):
    MILLED = "milled"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class AuctionRevealedEventType(StrEnum):
    REVEALED = "revealed"

    def __str__(self) -> str:
        return str(self.value)

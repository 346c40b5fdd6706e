from enum import StrEnum

class AuctionKeptEventType(StrEnum):
    KEPT = "kept"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class AuctionUndoneEventType(StrEnum):
    UNDONE = "undone"

    def __str__(self) -> str:
        return str(self.value)

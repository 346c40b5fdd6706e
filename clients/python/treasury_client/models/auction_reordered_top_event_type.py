from enum import StrEnum

class AuctionReorderedTopEventType(StrEnum):
    REORDERED_TOP = "reordered_top"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class AuctionKeepType(StrEnum):
    KEEP = "keep"

    def __str__(self) -> str:
        return str(self.value)

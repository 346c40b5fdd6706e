from enum import StrEnum

class AuctionDeclineType(StrEnum):
    DECLINE = "decline"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class AuctionBidEventType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class AuctionBidType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)

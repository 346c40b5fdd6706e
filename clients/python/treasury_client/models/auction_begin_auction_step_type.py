from enum import StrEnum

class AuctionBeginAuctionStepType(StrEnum):
    BEGIN_AUCTION_STEP = "begin_auction_step"

    def __str__(self) -> str:
        return str(self.value)

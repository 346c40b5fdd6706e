from enum import StrEnum

class AuctionNextAuctionType(StrEnum):
    NEXT_AUCTION = "next_auction"

    def __str__(self) -> str:
        return str(self.value)

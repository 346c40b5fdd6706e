from enum import StrEnum

class AuctionCardType(StrEnum):
    AUCTION_CARD = "auction_card"

    def __str__(self) -> str:
        return str(self.value)

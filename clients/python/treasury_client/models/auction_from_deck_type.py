from enum import StrEnum

class AuctionFromDeckType(StrEnum):
    AUCTION_FROM_DECK = "auction_from_deck"

    def __str__(self) -> str:
        return str(self.value)

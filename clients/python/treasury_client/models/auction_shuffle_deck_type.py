from enum import StrEnum

class AuctionShuffleDeckType(StrEnum):
    SHUFFLE_DECK = "shuffle_deck"

    def __str__(self) -> str:
        return str(self.value)

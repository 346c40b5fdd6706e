from enum import StrEnum

class AuctionDeckShuffledEventType(StrEnum):
    DECK_SHUFFLED = "deck_shuffled"

    def __str__(self) -> str:
        return str(self.value)

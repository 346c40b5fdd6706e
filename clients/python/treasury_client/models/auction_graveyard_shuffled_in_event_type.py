from enum import StrEnum

class AuctionGraveyardShuffledInEventType(StrEnum):
    GRAVEYARD_SHUFFLED_IN = "graveyard_shuffled_in"

    def __str__(self) -> str:
        return str(self.value)

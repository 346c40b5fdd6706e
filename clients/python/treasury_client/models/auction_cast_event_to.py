from enum import StrEnum

class AuctionCastEventTo(StrEnum):
    BATTLEFIELD = "battlefield"
    COMMAND = "command"
    EXILE = "exile"
    GRAVEYARD = "graveyard"
    HAND = "hand"

    def __str__(self) -> str:
        return str(self.value)

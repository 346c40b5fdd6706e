from enum import StrEnum

class AuctionRevealedUntilCreatureEventType(StrEnum):
    REVEALED_UNTIL_CREATURE = "revealed_until_creature"

    def __str__(self) -> str:
        return str(self.value)

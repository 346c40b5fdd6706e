from enum import StrEnum

class AuctionRevealUntilCreatureType(StrEnum):
    REVEAL_UNTIL_CREATURE = "reveal_until_creature"

    def __str__(self) -> str:
        return str(self.value)

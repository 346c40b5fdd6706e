from enum import StrEnum

class AuctionLotViewByReferenceCameFromItem(StrEnum):
    BATTLEFIELD = "battlefield"
    COMMAND = "command"
    EXILE = "exile"
    GRAVEYARD = "graveyard"
    HAND = "hand"

    def __str__(self) -> str:
        return str(self.value)

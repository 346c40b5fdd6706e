from enum import StrEnum

class AuctionLookedAtTopEventType(StrEnum):
    LOOKED_AT_TOP = "looked_at_top"

    def __str__(self) -> str:
        return str(self.value)

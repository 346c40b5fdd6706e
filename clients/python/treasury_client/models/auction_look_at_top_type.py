from enum import StrEnum

class AuctionLookAtTopType(StrEnum):
    LOOK_AT_TOP = "look_at_top"

    def __str__(self) -> str:
        return str(self.value)

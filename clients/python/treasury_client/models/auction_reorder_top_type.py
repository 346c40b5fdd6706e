from enum import StrEnum

class AuctionReorderTopType(StrEnum):
    REORDER_TOP = "reorder_top"

    def __str__(self) -> str:
        return str(self.value)

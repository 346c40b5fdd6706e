from enum import StrEnum

class AuctionDrawType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)

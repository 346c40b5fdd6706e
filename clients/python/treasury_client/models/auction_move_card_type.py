from enum import StrEnum

class AuctionMoveCardType(StrEnum):
    MOVE_CARD = "move_card"

    def __str__(self) -> str:
        return str(self.value)

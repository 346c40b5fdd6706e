from enum import StrEnum

class AuctionTurnBeganEventType(StrEnum):
    TURN_BEGAN = "turn_began"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class AuctionCardMovedEventType(StrEnum):
    CARD_MOVED = "card_moved"

    def __str__(self) -> str:
        return str(self.value)

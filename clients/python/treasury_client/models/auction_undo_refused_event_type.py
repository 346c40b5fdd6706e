from enum import StrEnum

class AuctionUndoRefusedEventType(StrEnum):
    UNDO_REFUSED = "undo_refused"

    def __str__(self) -> str:
        return str(self.value)

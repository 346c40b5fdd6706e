from enum import StrEnum

class AuctionUndoProposedEventType(StrEnum):
    UNDO_PROPOSED = "undo_proposed"

    def __str__(self) -> str:
        return str(self.value)

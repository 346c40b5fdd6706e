from enum import StrEnum

class AuctionUndoConsentedEventType(StrEnum):
    UNDO_CONSENTED = "undo_consented"

    def __str__(self) -> str:
        return str(self.value)

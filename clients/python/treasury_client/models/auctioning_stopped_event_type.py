from enum import StrEnum

class AuctioningStoppedEventType(StrEnum):
    AUCTIONING_STOPPED = "auctioning_stopped"

    def __str__(self) -> str:
        return str(self.value)

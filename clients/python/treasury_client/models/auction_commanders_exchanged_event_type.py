from enum import StrEnum

class AuctionCommandersExchangedEventType(StrEnum):
    COMMANDERS_EXCHANGED = "commanders_exchanged"

    def __str__(self) -> str:
        return str(self.value)

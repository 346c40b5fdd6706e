from enum import StrEnum

class AuctionDeclinedEventType(StrEnum):
    DECLINED = "declined"

    def __str__(self) -> str:
        return str(self.value)

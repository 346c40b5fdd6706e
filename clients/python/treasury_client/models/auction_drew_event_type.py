from enum import StrEnum

class AuctionDrewEventType(StrEnum):
    DREW = "drew"

    def __str__(self) -> str:
        return str(self.value)

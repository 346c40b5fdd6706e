from enum import StrEnum

class AuctionCastEventType(StrEnum):
    CAST = "cast"

    def __str__(self) -> str:
        return str(self.value)

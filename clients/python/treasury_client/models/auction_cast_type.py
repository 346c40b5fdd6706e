from enum import StrEnum

class AuctionCastType(StrEnum):
    CAST = "cast"

    def __str__(self) -> str:
        return str(self.value)

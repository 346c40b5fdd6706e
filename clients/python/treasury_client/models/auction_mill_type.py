from enum import StrEnum

class AuctionMillType(StrEnum):
    MILL = "mill"

    def __str__(self) -> str:
        return str(self.value)

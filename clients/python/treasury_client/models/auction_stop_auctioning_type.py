from enum import StrEnum

class AuctionStopAuctioningType(StrEnum):
    STOP_AUCTIONING = "stop_auctioning"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class AuctionCommanderType(StrEnum):
    AUCTION_COMMANDER = "auction_commander"

    def __str__(self) -> str:
        return str(self.value)

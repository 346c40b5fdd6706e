from enum import StrEnum

class AuctionTableViewByReferencePhase(StrEnum):
    AUCTION = "auction"
    COMMANDER = "commander"
    MAIN = "main"
    OVER = "over"
    UPKEEP = "upkeep"

    def __str__(self) -> str:
        return str(self.value)

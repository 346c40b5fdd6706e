from enum import StrEnum

class AuctionCommanderTakenEventType(StrEnum):
    COMMANDER_TAKEN = "commander_taken"

    def __str__(self) -> str:
        return str(self.value)

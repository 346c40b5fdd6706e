from enum import StrEnum

class AuctionStepBeganEventType(StrEnum):
    AUCTION_STEP_BEGAN = "auction_step_began"

    def __str__(self) -> str:
        return str(self.value)

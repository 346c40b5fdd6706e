from enum import StrEnum

class AuctionStepEndedEventType(StrEnum):
    AUCTION_STEP_ENDED = "auction_step_ended"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class AuctionDeckRanOutEventType(StrEnum):
    DECK_RAN_OUT = "deck_ran_out"

    def __str__(self) -> str:
        return str(self.value)

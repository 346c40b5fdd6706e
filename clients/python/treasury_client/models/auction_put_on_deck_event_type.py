from enum import StrEnum

class AuctionPutOnDeckEventType(StrEnum):
    PUT_ON_DECK = "put_on_deck"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class AuctionPutOnTopType(StrEnum):
    PUT_ON_TOP = "put_on_top"

    def __str__(self) -> str:
        return str(self.value)

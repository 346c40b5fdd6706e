from enum import StrEnum

class AuctionPutOnBottomType(StrEnum):
    PUT_ON_BOTTOM = "put_on_bottom"

    def __str__(self) -> str:
        return str(self.value)

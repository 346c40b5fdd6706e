from enum import StrEnum

class AuctionReserveSwitchedInEventType(StrEnum):
    RESERVE_SWITCHED_IN = "reserve_switched_in"

    def __str__(self) -> str:
        return str(self.value)

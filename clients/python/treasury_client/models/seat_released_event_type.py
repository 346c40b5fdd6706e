from enum import StrEnum

class SeatReleasedEventType(StrEnum):
    SEAT_RELEASED = "seat_released"

    def __str__(self) -> str:
        return str(self.value)

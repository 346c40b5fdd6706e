from enum import StrEnum

class SeatMovedEventType(StrEnum):
    SEAT_MOVED = "seat_moved"

    def __str__(self) -> str:
        return str(self.value)

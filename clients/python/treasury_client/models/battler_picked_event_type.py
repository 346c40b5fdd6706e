from enum import StrEnum

class BattlerPickedEventType(StrEnum):
    PICKED = "picked"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class BattlerTradedEventType(StrEnum):
    TRADED = "traded"

    def __str__(self) -> str:
        return str(self.value)

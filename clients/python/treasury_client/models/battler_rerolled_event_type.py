from enum import StrEnum

class BattlerRerolledEventType(StrEnum):
    REROLLED = "rerolled"

    def __str__(self) -> str:
        return str(self.value)

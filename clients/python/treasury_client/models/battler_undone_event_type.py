from enum import StrEnum

class BattlerUndoneEventType(StrEnum):
    UNDONE = "undone"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class BattlerTrashedEventType(StrEnum):
    TRASHED = "trashed"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class BattlerPairedEventType(StrEnum):
    PAIRED = "paired"

    def __str__(self) -> str:
        return str(self.value)

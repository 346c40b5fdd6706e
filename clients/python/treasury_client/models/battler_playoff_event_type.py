from enum import StrEnum

class BattlerPlayoffEventType(StrEnum):
    PLAYOFF = "playoff"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class BattlerGameResultEventType(StrEnum):
    RESULT = "result"

    def __str__(self) -> str:
        return str(self.value)

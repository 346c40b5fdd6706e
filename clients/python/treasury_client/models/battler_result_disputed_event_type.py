from enum import StrEnum

class BattlerResultDisputedEventType(StrEnum):
    RESULT_DISPUTED = "result_disputed"

    def __str__(self) -> str:
        return str(self.value)

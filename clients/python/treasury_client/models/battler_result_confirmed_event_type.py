from enum import StrEnum

class BattlerResultConfirmedEventType(StrEnum):
    RESULT_CONFIRMED = "result_confirmed"

    def __str__(self) -> str:
        return str(self.value)

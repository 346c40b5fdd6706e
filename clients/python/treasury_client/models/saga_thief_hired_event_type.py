from enum import StrEnum

class SagaThiefHiredEventType(StrEnum):
    THIEF_HIRED = "thief_hired"

    def __str__(self) -> str:
        return str(self.value)

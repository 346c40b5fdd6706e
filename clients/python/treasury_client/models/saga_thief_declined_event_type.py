from enum import StrEnum

class SagaThiefDeclinedEventType(StrEnum):
    THIEF_DECLINED = "thief_declined"

    def __str__(self) -> str:
        return str(self.value)

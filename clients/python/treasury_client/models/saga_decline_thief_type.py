from enum import StrEnum

class SagaDeclineThiefType(StrEnum):
    DECLINE_THIEF = "decline_thief"

    def __str__(self) -> str:
        return str(self.value)

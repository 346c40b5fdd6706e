from enum import StrEnum

class SagaBoosterDealtEventType(StrEnum):
    BOOSTER_DEALT = "booster_dealt"

    def __str__(self) -> str:
        return str(self.value)

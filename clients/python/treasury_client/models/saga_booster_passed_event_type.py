from enum import StrEnum

class SagaBoosterPassedEventType(StrEnum):
    BOOSTER_PASSED = "booster_passed"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class SagaPassedEventType(StrEnum):
    PASSED = "passed"

    def __str__(self) -> str:
        return str(self.value)

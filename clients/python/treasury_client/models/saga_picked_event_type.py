from enum import StrEnum

class SagaPickedEventType(StrEnum):
    PICKED = "picked"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class SagaUndoneEventType(StrEnum):
    UNDONE = "undone"

    def __str__(self) -> str:
        return str(self.value)

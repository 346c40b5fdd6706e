from enum import StrEnum

class SagaGloryEventType(StrEnum):
    GLORY = "glory"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class SagaSolomonSplitEventType(StrEnum):
    SOLOMON_SPLIT = "solomon_split"

    def __str__(self) -> str:
        return str(self.value)

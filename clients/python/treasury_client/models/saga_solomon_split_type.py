from enum import StrEnum

class SagaSolomonSplitType(StrEnum):
    SOLOMON_SPLIT = "solomon_split"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class SagaGoldAdjustedEventType(StrEnum):
    GOLD_ADJUSTED = "gold_adjusted"

    def __str__(self) -> str:
        return str(self.value)

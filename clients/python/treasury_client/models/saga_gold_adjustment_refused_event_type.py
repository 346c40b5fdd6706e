from enum import StrEnum

class SagaGoldAdjustmentRefusedEventType(StrEnum):
    GOLD_ADJUSTMENT_REFUSED = "gold_adjustment_refused"

    def __str__(self) -> str:
        return str(self.value)

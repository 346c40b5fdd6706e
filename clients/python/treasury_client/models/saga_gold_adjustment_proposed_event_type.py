from enum import StrEnum

class SagaGoldAdjustmentProposedEventType(StrEnum):
    GOLD_ADJUSTMENT_PROPOSED = "gold_adjustment_proposed"

    def __str__(self) -> str:
        return str(self.value)

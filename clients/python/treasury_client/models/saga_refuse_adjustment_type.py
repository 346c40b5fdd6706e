from enum import StrEnum

class SagaRefuseAdjustmentType(StrEnum):
    REFUSE_ADJUSTMENT = "refuse_adjustment"

    def __str__(self) -> str:
        return str(self.value)

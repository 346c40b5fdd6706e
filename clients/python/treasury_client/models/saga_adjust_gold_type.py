from enum import StrEnum

class SagaAdjustGoldType(StrEnum):
    ADJUST_GOLD = "adjust_gold"

    def __str__(self) -> str:
        return str(self.value)

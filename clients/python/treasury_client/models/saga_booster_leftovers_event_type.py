from enum import StrEnum

class SagaBoosterLeftoversEventType(StrEnum):
    BOOSTER_LEFTOVERS = "booster_leftovers"

    def __str__(self) -> str:
        return str(self.value)

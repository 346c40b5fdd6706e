from enum import StrEnum

class SagaDealBoostersType(StrEnum):
    DEAL_BOOSTERS = "deal_boosters"

    def __str__(self) -> str:
        return str(self.value)

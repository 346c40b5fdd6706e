from enum import StrEnum

class SagaDealFairType(StrEnum):
    DEAL_FAIR = "deal_fair"

    def __str__(self) -> str:
        return str(self.value)

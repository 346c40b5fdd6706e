from enum import StrEnum

class SagaDealLearningBoosterType(StrEnum):
    DEAL_LEARNING_BOOSTER = "deal_learning_booster"

    def __str__(self) -> str:
        return str(self.value)

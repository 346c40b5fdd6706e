from enum import StrEnum

class SagaLearningBoosterDealtEventType(StrEnum):
    LEARNING_BOOSTER_DEALT = "learning_booster_dealt"

    def __str__(self) -> str:
        return str(self.value)

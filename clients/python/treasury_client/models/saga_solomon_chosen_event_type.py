from enum import StrEnum

class SagaSolomonChosenEventType(StrEnum):
    SOLOMON_CHOSEN = "solomon_chosen"

    def __str__(self) -> str:
        return str(self.value)

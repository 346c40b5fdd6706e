from enum import StrEnum

class SagaWonEventType(StrEnum):
    SAGA_WON = "saga_won"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class SagaCardStolenEventType(StrEnum):
    CARD_STOLEN = "card_stolen"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class SagaDeckRegisteredEventType(StrEnum):
    DECK_REGISTERED = "deck_registered"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class SagaBoughtEventType(StrEnum):
    BOUGHT = "bought"

    def __str__(self) -> str:
        return str(self.value)

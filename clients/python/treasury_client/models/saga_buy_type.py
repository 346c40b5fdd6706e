from enum import StrEnum

class SagaBuyType(StrEnum):
    BUY = "buy"

    def __str__(self) -> str:
        return str(self.value)

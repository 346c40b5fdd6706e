from enum import StrEnum

class SagaInsureType(StrEnum):
    INSURE = "insure"

    def __str__(self) -> str:
        return str(self.value)

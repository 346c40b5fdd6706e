from enum import StrEnum

class SagaPickType(StrEnum):
    PICK = "pick"

    def __str__(self) -> str:
        return str(self.value)

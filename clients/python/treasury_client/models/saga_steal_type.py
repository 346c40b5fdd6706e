from enum import StrEnum

class SagaStealType(StrEnum):
    STEAL = "steal"

    def __str__(self) -> str:
        return str(self.value)

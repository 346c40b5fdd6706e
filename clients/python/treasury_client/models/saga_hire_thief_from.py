from enum import StrEnum

class SagaHireThiefFrom(StrEnum):
    OPPONENT = "opponent"
    PRIVATE_COLLECTIONS = "private_collections"

    def __str__(self) -> str:
        return str(self.value)

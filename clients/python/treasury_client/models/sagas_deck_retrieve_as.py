from enum import StrEnum

class SagasDeckRetrieveAs(StrEnum):
    COCKATRICE = "cockatrice"
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)

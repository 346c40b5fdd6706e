from enum import StrEnum

class SagaInsuredEventType(StrEnum):
    INSURED = "insured"

    def __str__(self) -> str:
        return str(self.value)

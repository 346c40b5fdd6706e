from enum import StrEnum

class SagaPassType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)

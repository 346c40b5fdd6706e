from enum import StrEnum

class DisputeResultType(StrEnum):
    DISPUTE_RESULT = "dispute_result"

    def __str__(self) -> str:
        return str(self.value)

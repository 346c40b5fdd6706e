from enum import StrEnum

class SagaPoolRefilledEventType(StrEnum):
    POOL_REFILLED = "pool_refilled"

    def __str__(self) -> str:
        return str(self.value)

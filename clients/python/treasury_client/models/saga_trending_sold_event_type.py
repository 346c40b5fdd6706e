from enum import StrEnum

class SagaTrendingSoldEventType(StrEnum):
    TRENDING_SOLD = "trending_sold"

    def __str__(self) -> str:
        return str(self.value)

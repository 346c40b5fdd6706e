from enum import StrEnum

class SagaForcedSaleEventType(StrEnum):
    FORCED_SALE = "forced_sale"

    def __str__(self) -> str:
        return str(self.value)

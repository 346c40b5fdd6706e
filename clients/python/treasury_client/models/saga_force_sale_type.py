from enum import StrEnum

class SagaForceSaleType(StrEnum):
    FORCE_SALE = "force_sale"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class SagaMarketDealtEventType(StrEnum):
    MARKET_DEALT = "market_dealt"

    def __str__(self) -> str:
        return str(self.value)

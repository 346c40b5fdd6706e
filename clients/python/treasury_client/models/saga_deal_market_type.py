from enum import StrEnum

class SagaDealMarketType(StrEnum):
    DEAL_MARKET = "deal_market"

    def __str__(self) -> str:
        return str(self.value)

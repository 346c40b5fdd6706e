from enum import StrEnum

class SagaSellTrendingType(StrEnum):
    SELL_TRENDING = "sell_trending"

    def __str__(self) -> str:
        return str(self.value)

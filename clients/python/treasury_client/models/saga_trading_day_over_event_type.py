from enum import StrEnum

class SagaTradingDayOverEventType(StrEnum):
    TRADING_DAY_OVER = "trading_day_over"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class BattlerTradeType(StrEnum):
    TRADE = "trade"

    def __str__(self) -> str:
        return str(self.value)

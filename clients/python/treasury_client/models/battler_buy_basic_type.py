from enum import StrEnum

class BattlerBuyBasicType(StrEnum):
    BUY_BASIC = "buy_basic"

    def __str__(self) -> str:
        return str(self.value)

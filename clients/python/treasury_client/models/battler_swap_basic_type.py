from enum import StrEnum

class BattlerSwapBasicType(StrEnum):
    SWAP_BASIC = "swap_basic"

    def __str__(self) -> str:
        return str(self.value)

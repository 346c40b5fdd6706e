from enum import StrEnum

class BattlerSettingsShop(StrEnum):
    PICK = "pick"
    TRADE = "trade"

    def __str__(self) -> str:
        return str(self.value)

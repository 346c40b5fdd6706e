from enum import StrEnum

class BattlerSettingsOverridesShop(StrEnum):
    PICK = "pick"
    TRADE = "trade"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class BattlerCreateSettingsDamage(StrEnum):
    FLAT = "flat"
    LEVEL_PLUS_HAND = "level_plus_hand"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)

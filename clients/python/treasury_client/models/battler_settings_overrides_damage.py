from enum import StrEnum

class BattlerSettingsOverridesDamage(StrEnum):
    FLAT = "flat"
    LEVEL_PLUS_HAND = "level_plus_hand"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)

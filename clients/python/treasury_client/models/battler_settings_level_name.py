from enum import StrEnum

class BattlerSettingsLevelName(StrEnum):
    ENERGY = "energy"
    ROUND = "round"
    STAGE = "stage"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class BattlerSettingsOverridesLevelName(StrEnum):
    ENERGY = "energy"
    ROUND = "round"
    STAGE = "stage"

    def __str__(self) -> str:
        return str(self.value)

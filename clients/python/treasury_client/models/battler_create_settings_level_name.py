from enum import StrEnum

class BattlerCreateSettingsLevelName(StrEnum):
    ENERGY = "energy"
    ROUND = "round"
    STAGE = "stage"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class BattlerSettingsOverridesPairing(StrEnum):
    D20 = "d20"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)

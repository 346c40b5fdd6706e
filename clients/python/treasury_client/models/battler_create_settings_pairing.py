from enum import StrEnum

class BattlerCreateSettingsPairing(StrEnum):
    D20 = "d20"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)

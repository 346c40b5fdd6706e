from enum import StrEnum

class BattlerCreateSettingsFirstPairing(StrEnum):
    ACROSS = "across"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)

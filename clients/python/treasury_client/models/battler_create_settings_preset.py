from enum import StrEnum

class BattlerCreateSettingsPreset(StrEnum):
    AUTOBATTLER = "autobattler"
    BAR = "bar"
    TREASURE = "treasure"

    def __str__(self) -> str:
        return str(self.value)

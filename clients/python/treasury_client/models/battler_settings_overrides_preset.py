from enum import StrEnum

class BattlerSettingsOverridesPreset(StrEnum):
    AUTOBATTLER = "autobattler"
    BAR = "bar"
    TREASURE = "treasure"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class BattlerSettingsOverridesFirstPhase(StrEnum):
    DRAFT = "draft"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)

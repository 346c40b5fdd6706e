from enum import StrEnum

class BattlerSettingsOverridesDeadPlay(StrEnum):
    ALL = "all"
    GHOST = "ghost"

    def __str__(self) -> str:
        return str(self.value)

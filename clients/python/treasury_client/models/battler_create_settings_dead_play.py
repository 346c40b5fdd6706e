from enum import StrEnum

class BattlerCreateSettingsDeadPlay(StrEnum):
    ALL = "all"
    GHOST = "ghost"

    def __str__(self) -> str:
        return str(self.value)

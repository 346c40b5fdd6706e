from enum import StrEnum

class BattlerSettingsOverridesLethalDraw(StrEnum):
    REPLAY = "replay"
    STANDS = "stands"

    def __str__(self) -> str:
        return str(self.value)

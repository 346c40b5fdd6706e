from enum import StrEnum

class BattlerCreateSettingsLethalDraw(StrEnum):
    REPLAY = "replay"
    STANDS = "stands"

    def __str__(self) -> str:
        return str(self.value)

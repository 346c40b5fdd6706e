from enum import StrEnum

class BattlerReplayEventType(StrEnum):
    REPLAY = "replay"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class BattlerBasicsChangedEventType(StrEnum):
    BASICS_CHANGED = "basics_changed"

    def __str__(self) -> str:
        return str(self.value)

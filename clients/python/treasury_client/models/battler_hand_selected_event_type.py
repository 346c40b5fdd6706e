from enum import StrEnum

class BattlerHandSelectedEventType(StrEnum):
    HAND_SELECTED = "hand_selected"

    def __str__(self) -> str:
        return str(self.value)

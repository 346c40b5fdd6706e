from enum import StrEnum

class BattlerBasicsChosenEventType(StrEnum):
    BASICS_CHOSEN = "basics_chosen"

    def __str__(self) -> str:
        return str(self.value)

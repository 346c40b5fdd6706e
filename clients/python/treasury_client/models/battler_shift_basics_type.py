from enum import StrEnum

class BattlerShiftBasicsType(StrEnum):
    SHIFT_BASICS = "shift_basics"

    def __str__(self) -> str:
        return str(self.value)

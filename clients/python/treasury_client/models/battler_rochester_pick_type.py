from enum import StrEnum

class BattlerRochesterPickType(StrEnum):
    ROCHESTER_PICK = "rochester_pick"

    def __str__(self) -> str:
        return str(self.value)

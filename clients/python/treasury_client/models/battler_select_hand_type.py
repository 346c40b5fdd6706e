from enum import StrEnum

class BattlerSelectHandType(StrEnum):
    SELECT_HAND = "select_hand"

    def __str__(self) -> str:
        return str(self.value)

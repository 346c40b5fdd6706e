from enum import StrEnum

class BattlerPickType(StrEnum):
    PICK = "pick"

    def __str__(self) -> str:
        return str(self.value)

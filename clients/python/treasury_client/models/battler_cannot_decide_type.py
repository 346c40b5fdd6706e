from enum import StrEnum

class BattlerCannotDecideType(StrEnum):
    CANNOT_DECIDE = "cannot_decide"

    def __str__(self) -> str:
        return str(self.value)

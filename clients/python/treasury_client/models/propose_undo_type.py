from enum import StrEnum

class ProposeUndoType(StrEnum):
    PROPOSE_UNDO = "propose_undo"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class RefuseUndoType(StrEnum):
    REFUSE_UNDO = "refuse_undo"

    def __str__(self) -> str:
        return str(self.value)

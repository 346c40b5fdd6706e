from enum import StrEnum

class UndoType(StrEnum):
    UNDO = "undo"

    def __str__(self) -> str:
        return str(self.value)

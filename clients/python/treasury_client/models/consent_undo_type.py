from enum import StrEnum

class ConsentUndoType(StrEnum):
    CONSENT_UNDO = "consent_undo"

    def __str__(self) -> str:
        return str(self.value)

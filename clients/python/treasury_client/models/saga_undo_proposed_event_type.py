from enum import StrEnum

class SagaUndoProposedEventType(StrEnum):
    UNDO_PROPOSED = "undo_proposed"

    def __str__(self) -> str:
        return str(self.value)

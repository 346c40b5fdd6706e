from enum import StrEnum

class BattlerDraftEndedEventType(StrEnum):
    DRAFT_ENDED = "draft_ended"

    def __str__(self) -> str:
        return str(self.value)

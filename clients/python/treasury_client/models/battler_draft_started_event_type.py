from enum import StrEnum

class BattlerDraftStartedEventType(StrEnum):
    DRAFT_STARTED = "draft_started"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class ResultDisputedEventType(StrEnum):
    RESULT_DISPUTED = "result_disputed"

    def __str__(self) -> str:
        return str(self.value)

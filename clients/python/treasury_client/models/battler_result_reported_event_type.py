from enum import StrEnum

class BattlerResultReportedEventType(StrEnum):
    RESULT_REPORTED = "result_reported"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class SagaSkirmishReportedEventType(StrEnum):
    SKIRMISH_REPORTED = "skirmish_reported"

    def __str__(self) -> str:
        return str(self.value)

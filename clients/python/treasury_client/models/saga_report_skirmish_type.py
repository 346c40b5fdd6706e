from enum import StrEnum

class SagaReportSkirmishType(StrEnum):
    REPORT_SKIRMISH = "report_skirmish"

    def __str__(self) -> str:
        return str(self.value)

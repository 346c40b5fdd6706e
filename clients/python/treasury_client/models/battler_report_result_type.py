from enum import StrEnum

class BattlerReportResultType(StrEnum):
    REPORT_RESULT = "report_result"

    def __str__(self) -> str:
        return str(self.value)

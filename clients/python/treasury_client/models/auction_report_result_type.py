from enum import StrEnum

class AuctionReportResultType(StrEnum):
    REPORT_RESULT = "report_result"

    def __str__(self) -> str:
        return str(self.value)
